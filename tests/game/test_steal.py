"""Steal War (seed 003, docs/rules.md "Steal War"): every rule sentence on a scripted deal."""

from __future__ import annotations

import pytest

from war_widget import Card, Game, Rules, simulate
from war_widget.game.codes import decode

STEAL = Rules.preset("steal_war")


def kinds(rnd):
    return [e.kind for e in rnd.events]


def codes_of(cards):
    return [c.code for c in cards]


def event(rnd, kind):
    return next(e for e in rnd.events if e.kind == kind)


def conserved(g: Game) -> None:
    assert sum(g.counts) + len(g.table) == g.cards_in_play


# -- the rule set -------------------------------------------------------------------------------
def test_the_preset_is_seed_003s_steal_war():
    assert (STEAL.steal, STEAL.jokers, STEAL.face_down) == ("play_next", 2, 3)
    assert (STEAL.pickup, STEAL.shortage) == ("won_pile", "lose")
    assert STEAL.deck_size == 54 and STEAL.value(15) > STEAL.value(14)


@pytest.mark.parametrize(
    ("changes", "named"),
    [
        ({"pickup": "shuffled"}, "pickup='shuffled' is not allowed with steal='play_next'"),
        ({"flip": 2}, "flip=2 is not allowed with steal"),
        ({"peace": "ask"}, "peace='ask' is not allowed with steal"),
        ({"multiway": "war_is_superior"}, "multiway='war_is_superior' is not allowed"),
        ({"steal": "sometimes"}, "steal='sometimes' is not allowed: steal must be one of 'off'"),
    ],
)
def test_steal_war_refuses_rules_it_cannot_play(changes, named):
    with pytest.raises(ValueError, match=named.replace("(", r"\(")):
        STEAL.replace(**changes)


# -- won cards: the face-up pile and the top card ----------------------------------------------
def test_won_cards_go_onto_the_face_up_pile_with_the_chosen_card_on_top():
    g = Game(STEAL, hands=[["K", "5"], ["3", "9"]])
    rnd = g.step()
    assert not rnd.finished and g.pending is not None
    assert (g.pending.kind, g.pending.seat, g.pending.options) == ("top", 0, ("K", "3"))
    rnd = g.choose("3")
    assert rnd.finished and rnd.winner == 0
    assert codes_of(g.won_piles[0]) == ["K", "3"]  # top card last
    assert g.piles == [[Card.parse("5")], [Card.parse("9")]]
    top = event(rnd, "top")
    assert (top.seat, codes_of(top.cards), top.count) == (0, ["3"], 2)
    assert g.choices == ["3"]


def test_the_winner_may_name_the_top_card_in_any_notation():
    g = Game(STEAL, hands=[["KS", "5S"], ["3H", "9H"]])
    g.step()
    g.choose("k♠")
    assert codes_of(g.won_piles[0]) == ["3H", "KS"]
    assert g.choices == ["KS"]


# -- stealing -----------------------------------------------------------------------------------
def opening_steal(steal: str = "play_next") -> Game:
    """Round 1 gives seat 0 a face-up pile topped by a 3; seat 1 looks at a 3 in round 2."""
    g = Game(STEAL.replace(steal=steal), hands=[["K", "5", "2"], ["3", "3", "9"]])
    g.step()
    g.choose("3")
    rnd = g.step()
    p = g.pending
    assert p is not None and p.kind == "steal"
    assert (p.seat, p.card, p.piles, p.sizes, p.war) == (1, Card.parse("3"), (0,), (2,), 0)
    assert p.options == ("steal", "play") and kinds(rnd) == []  # nobody has laid yet
    return g


def test_a_matching_card_steals_the_pile_and_the_stealer_plays_the_next_card():
    g = opening_steal()
    rnd = g.choose("steal")
    steal = event(rnd, "steal")
    assert (steal.seat, steal.seats, codes_of(steal.cards), steal.count) == (1, (0,), ["3"], 2)
    assert g.won_piles[0] == []
    # The other player's card is laid as if nothing had happened; the stealer's next card
    # (a 9) is played in the round.
    flips = [e for e in rnd.events if e.kind == "flip"]
    assert [(e.seat, codes_of(e.cards)) for e in flips] == [(0, ["5"]), (1, ["9"])]
    assert g.pending is not None and g.pending.kind == "top" and g.pending.seat == 1
    rnd = g.choose("9")
    # The stolen pile, order unchanged, with the stealing card on top, then the won cards.
    assert codes_of(g.won_piles[1]) == ["K", "3", "3", "5", "9"]
    assert g.counts == (1, 5) and rnd.winner == 1
    assert g.choices == ["3", "steal", "9"]


def test_declining_a_steal_plays_the_card_and_the_chance_is_gone():
    g = opening_steal()
    rnd = g.choose("play")
    keep = event(rnd, "keep")
    assert (keep.seat, keep.seats, codes_of(keep.cards), keep.count) == (1, (0,), ["3"], 2)
    assert "steal" not in kinds(rnd)
    flips = [e for e in rnd.events if e.kind == "flip"]
    assert [(e.seat, codes_of(e.cards)) for e in flips] == [(0, ["5"]), (1, ["3"])]
    assert g.pending is not None and g.pending.seat == 0  # the 5 won: seat 0 picks the top
    g.choose("5")
    assert codes_of(g.won_piles[0]) == ["K", "3", "3", "5"]
    assert g.counts == (5, 1)


def test_end_round_a_steal_before_the_opening_flip_ends_the_round():
    g = opening_steal("end_round")
    rnd = g.choose("steal")
    assert rnd.finished and rnd.winner == 1 and "flip" not in kinds(rnd)
    # Seat 0's 5 was never laid: it is still on top of its draw pile.
    assert codes_of(g.piles[0]) == ["5", "2"] and codes_of(g.piles[1]) == ["9"]
    assert codes_of(g.won_piles[1]) == ["K", "3", "3"]
    assert g.counts == (2, 4) and g.table == []


def test_a_card_matching_two_piles_steals_both():
    rules = STEAL.replace(players=3)
    hands = [["2", "3", "7", "9"], ["K", "4", "5", "10"], ["7", "7", "6", "J"]]
    g = Game(rules, hands=hands)
    g.step()  # 2, K, 7: seat 1 wins
    g.choose("7")
    g.step()  # seat 2 looks at a 7, which matches seat 1's pile: it plays it instead
    assert g.pending is not None and (g.pending.seat, g.pending.piles) == (2, (1,))
    g.choose("play")  # 3, 4, 7: seat 2 wins
    g.choose("7")
    rnd = g.step()  # seat 0 looks at a 7: both piles are topped by a 7
    p = g.pending
    assert p is not None and (p.seat, p.piles, p.sizes) == (0, (1, 2), (3, 3))
    rnd = g.choose("steal")
    assert event(rnd, "steal").count == 6
    # Seat 1's pile, then seat 2's (from the stealer's left), then the stealing 7 on top.
    assert codes_of(g.won_piles[0][:7]) == ["2", "K", "7", "3", "4", "7", "7"]
    assert g.won_piles[1] == [] and g.won_piles[2] == []
    flips = [(e.seat, codes_of(e.cards)) for e in rnd.events if e.kind == "flip"]
    assert flips == [(0, ["9"]), (1, ["5"]), (2, ["6"])]
    conserved(g)


def war_game() -> Game:
    """Round 1 gives seat 1 a pile topped by a 2; round 2 is a war of fives."""
    hands = [
        ["2", "5", "3", "3", "3", "2", "A", "8"],
        ["K", "5", "4", "4", "4", "9", "8", "7"],
    ]
    g = Game(STEAL, hands=hands)
    g.step()  # 2 against K: seat 1 wins
    g.choose("2")
    return g


def test_the_face_up_card_of_a_war_can_steal():
    g = war_game()
    rnd = g.step()
    p = g.pending
    assert p is not None and (p.kind, p.seat, p.card, p.war) == ("steal", 0, Card.parse("2"), 1)
    # The three face-down cards were laid without a look: no decision came before.
    assert [e.kind for e in rnd.events] == [
        "flip",
        "flip",
        "compare",
        "war",
        "face_down",
        "face_down",
    ]
    rnd = g.choose("steal")
    assert event(rnd, "steal").size == 1  # in war 1
    flips = [(e.seat, codes_of(e.cards), e.count) for e in rnd.events if e.kind == "flip"]
    assert flips[-2:] == [(0, ["A"], 1), (1, ["9"], 1)]
    assert g.pending is not None and g.pending.kind == "top" and g.pending.value == 10
    rnd = g.choose("A")
    assert rnd.winner == 0 and rnd.wars == 1
    assert codes_of(g.won_piles[0])[:3] == ["K", "2", "2"] and codes_of(g.won_piles[0])[-1] == "A"
    assert g.counts == (14, 2)


def test_face_down_cards_of_a_war_never_steal():
    # Seat 0's face-down cards are 2s, matching seat 1's pile; only its face-up A is looked at.
    hands = [["2", "5", "2", "2", "2", "A"], ["K", "5", "4", "4", "4", "9"]]
    g = Game(STEAL, hands=hands)
    g.step()
    g.choose("2")
    rnd = g.step()
    assert g.pending is not None and g.pending.kind == "top"  # no steal decision came
    assert "steal" not in kinds(rnd) and "keep" not in kinds(rnd)


def test_running_out_in_a_war_loses_the_game():
    g = Game(STEAL, hands=[["5", "2"], ["5", "3", "4", "6", "7", "8"]])
    rnd = g.step()
    out = event(rnd, "out")
    assert (out.seat, out.reason) == (0, "cannot_complete_war")
    assert g.pending is not None and g.pending.seat == 1
    g.choose("5")
    assert g.result is not None and (g.result.winner, g.result.reason) == (1, "all_cards")
    assert g.counts == (0, 8)


def test_a_player_whose_every_card_is_stolen_is_out():
    g = Game(STEAL, hands=[["2", "3", "3", "9"], ["5", "K"]])
    for top in ("2", "3"):  # seat 1 wins twice and has no draw pile left
        g.step()
        g.choose(top)
    assert g.piles[1] == [] and codes_of(g.won_piles[1])[-1] == "3"
    rnd = g.step()  # round 3: seat 0 looks first, at a 3
    assert g.pending is not None and (g.pending.kind, g.pending.seat) == ("steal", 0)
    rnd = g.choose("steal")
    out = event(rnd, "out")
    assert (out.seat, out.reason) == (1, "stolen")
    assert g.result is not None and g.result.winner == 0 and g.counts == (6, 0)


def test_the_first_to_look_goes_round_the_table():
    """Each player's next card matches the other's pile: who looks first may steal first."""

    def first_to_decide(hands: list[list[str]], tops: list[str]) -> tuple[int, int]:
        g = Game(STEAL, hands=hands)
        for top in tops:
            g.step()
            g.choose(top)
        g.step()
        assert g.pending is not None and g.pending.kind == "steal"
        return g.round, g.pending.seat

    # Round 3: seat 0 looks first (its 3 matches seat 1's 3; seat 1's 2, seat 0's 2).
    assert first_to_decide([["K", "3", "3"], ["2", "Q", "2"]], ["2", "3"]) == (3, 0)
    # The same position one round later: seat 1 looks first.
    hands = [["A", "K", "3", "3"], ["4", "2", "Q", "2"]]
    assert first_to_decide(hands, ["4", "2", "3"]) == (4, 1)


def test_the_face_up_pile_is_shuffled_into_a_new_draw_pile_when_the_draw_pile_runs_out():
    g = Game(STEAL, hands=[["K", "Q", "A"], ["2", "3", "5", "6"]], seed=9)
    for top in ("2", "3", "5"):
        g.step()
        g.choose(top)
    assert g.piles[0] == [] and codes_of(g.won_piles[0]) == ["K", "2", "Q", "3", "A", "5"]
    rnd = g.step()  # seat 0 must look at a card: its face-up pile becomes its draw pile
    assert kinds(rnd)[0] == "reshuffle"
    reshuffle = event(rnd, "reshuffle")
    assert (reshuffle.seat, reshuffle.count) == (0, 6)
    assert g.won_piles[0] == [] and len(g.piles[0]) == 5  # one card is on the table
    assert sorted(g.piles[0] + [t.card for t in g.table if t.seat == 0]) == sorted(
        Card.parse(c) for c in ["K", "2", "Q", "3", "A", "5"]
    )
    conserved(g)


def test_a_joker_steals_a_joker_and_beats_an_ace():
    g = Game(STEAL, hands=[["JOKER", "5", "A"], ["A", "JOKER", "9"]])
    g.step()
    g.choose("JOKER")
    assert codes_of(g.won_piles[0]) == ["A", "JOKER"]
    g.step()
    p = g.pending
    assert p is not None and (p.seat, p.card.code, p.piles) == (1, "JOKER", (0,))


# -- answering: choose, policies, mistakes --------------------------------------------------------
def test_a_bad_choice_names_the_options_and_changes_nothing():
    g = opening_steal()
    before = (g.piles, g.won_piles, g.pending, list(g.choices))
    with pytest.raises(ValueError, match=r"decision='maybe'.*'steal' or 'play'"):
        g.choose("maybe")
    with pytest.raises(RuntimeError, match=r"waits: call choose\(\) with \['steal', 'play'\]"):
        g.step()
    assert (g.piles, g.won_piles, g.pending, list(g.choices)) == before
    g.choose("steal")


def test_a_policy_answers_for_its_seat_and_the_other_seat_decides_itself():
    g = Game(STEAL, hands=[["K", "5", "2"], ["3", "3", "9"]])
    g.step(policy=[None, "always"])
    assert g.pending is not None and g.pending.seat == 0
    g.choose("3")
    rnd = g.step(policy=[None, "always"])  # seat 1 steals by itself, then wins with its 9
    assert "steal" in kinds(rnd) and rnd.finished and rnd.winner == 1
    assert g.choices == ["3", "steal", "9"]


def test_play_needs_a_policy_and_names_them():
    with pytest.raises(ValueError, match=r"policy: Steal War needs someone to decide"):
        Game(STEAL, seed=1).play()
    with pytest.raises(ValueError, match=r"policy='sometimes' is not known.*'estimate'"):
        Game(STEAL, seed=1).play(policy="sometimes")
    with pytest.raises(ValueError, match=r"policy\[1\]='x' is not known"):
        Game(STEAL, seed=1).step(policy=["never", "x"])
    with pytest.raises(ValueError, match=r"a list of 2 of them"):
        Game(STEAL, seed=1).step(policy=["never"])


def test_a_policy_that_answers_badly_is_named():
    def rude(game, pending):
        return "grab"

    g = Game(STEAL, hands=[["K", "5"], ["3", "9"]])
    with pytest.raises(ValueError, match=r"policy rude answered badly: decision='grab'"):
        g.step(policy=rude)


@pytest.mark.parametrize("policy", ["never", "always", "greedy", "estimate"])
def test_every_named_policy_plays_a_game_to_its_end(policy):
    g = Game(STEAL, seed=11)
    result = g.play(policy=policy)
    assert result.reason in ("all_cards", "annulled", "safety_cap")
    assert sum(g.counts) == g.cards_in_play == 54
    steals = sum(1 for c in g.choices if c == "steal")
    plays = sum(1 for c in g.choices if c == "play")
    if policy == "never":
        assert steals == 0
    if policy == "always":
        assert plays == 0 and steals > 0


def test_greedy_steals_only_piles_bigger_than_what_the_card_could_win():
    g = opening_steal()  # a pile of 2 cards; the card could win 1 card: greedy steals
    from war_widget.game.policies import named

    assert named("greedy")(g, g.pending) == "steal"
    g2 = Game(STEAL, hands=[["K", "5", "2"], ["3", "3", "9"]])
    g2.step()
    g2.choose("3")
    g2.step()
    pending = g2.pending
    small = type(pending)(pending.seats, pending.value, pending.options, "steal", pending.card,
                          pending.piles, (1,))  # fmt: skip
    assert named("greedy")(g2, small) == "play"


def test_estimate_weighs_a_big_pile_above_playing_a_low_card():
    from war_widget.game.policies import estimate

    g = opening_steal()
    steal, play = estimate(g, g.pending)
    assert steal > play  # a 3 rarely wins, the pile is 2 cards


# -- codes and records ----------------------------------------------------------------------------
def test_the_code_names_the_rules_and_the_deal_and_the_record_adds_the_choices():
    g = Game(STEAL, seed=2026)
    assert decode(g.code)[1] == STEAL
    assert Game.from_code(g.code).rules.steal == "play_next"
    assert Game(Rules(), seed=2026).code != g.code
    g.play(policy=["greedy", "estimate"])
    record = g.record()
    assert record["code"] == g.code and record["rounds"] == g.round
    again = Game.replay(record)
    assert again.result == g.result and again.won_piles == g.won_piles


def test_a_record_replays_to_the_same_pending_decision():
    g = opening_steal()
    again = Game.replay(g.record())
    assert again.pending == g.pending and again.counts == g.counts
    assert again.choose("steal").events == g.choose("steal").events


def test_a_record_whose_choices_do_not_fit_is_refused():
    g = opening_steal()
    record = g.record()
    with pytest.raises(ValueError, match=r"decision='steal' is not allowed"):
        Game.replay({**record, "choices": ["steal"]})
    with pytest.raises(ValueError, match="left over"):
        Game.replay({**record, "choices": ["3", "steal", "9", "5"], "rounds": 2})
    with pytest.raises(ValueError, match="record: expected a dict"):
        Game.replay("ABC")


def test_a_copy_in_the_middle_of_a_decision_has_the_same_future():
    g = opening_steal()
    c = g.copy()
    assert c.pending == g.pending
    assert c.choose("play").events == g.choose("play").events


# -- simulation ---------------------------------------------------------------------------------
def test_the_fast_kernel_plays_steal_war_and_the_python_engine_still_does():
    """The kernel (``auto`` picks it) plays the engine's games (tests/kernel/test_kernel_steal.py
    holds it to them game by game); ``engine="python"`` still plays them on the engine."""
    fast = simulate(STEAL, 4, seed=1, engine="auto", progress=False, workers=1)
    python = simulate(STEAL, 4, seed=1, engine="python", progress=False, workers=1)
    assert (fast.engine, python.engine) == ("fast", "python") and len(fast) == 4
    assert list(fast.rounds) == list(python.rounds)


def test_a_steal_says_who_chose_it_and_the_policys_numbers():
    g = opening_steal()
    rnd = g.choose("steal")
    assert (event(rnd, "steal").reason, event(rnd, "steal").values) == ("", ())
    g = Game(STEAL, hands=[["K", "5", "2"], ["3", "3", "9"]])
    g.step(policy=[None, "greedy"])
    g.choose("3")
    rnd = g.step(policy=[None, "greedy"])
    steal = event(rnd, "steal")
    # Greedy: the pile holds 2 cards, the 3 could win 1 (the other player's card).
    assert (steal.reason, steal.values) == ("greedy", (2, 1))
    assert event(rnd, "top").reason == "greedy"
    g = Game(STEAL, hands=[["K", "5", "2"], ["3", "3", "9"]])
    g.step(policy=[None, "estimate"])
    g.choose("3")
    rnd = g.step(policy=[None, "estimate"])
    steal = event(rnd, "steal")
    assert steal.reason == "estimate" and steal.values[0] > steal.values[1]


def test_simulate_compares_policies_head_to_head_with_a_confidence_interval():
    sim = simulate(STEAL, 40, seed=3, policies=["always", "never"], progress=False, workers=1)
    assert sim.policies == ("always", "never") and sim.engine == "fast"
    s = sim.summary()
    for seat in (0, 1):
        low, high = s.seat_win_intervals[seat]
        assert low <= s.seat_wins[seat] <= high
    rows = dict(s.rows())
    assert rows["won by seat 0 (always)"].startswith(f"{100 * s.seat_wins[0]:.1f}% (95% CI ")
    # Game i is Game(rules, seed + i) played by the same policies.
    for i in (0, 17, 39):
        g = sim.game(i)
        result = g.play(policy=list(sim.policies))
        assert (result.rounds, result.winner) == (sim.rounds[i], sim.winners[i])
    assert simulate(STEAL, 5, seed=3, policies="greedy", progress=False).policies == (
        "greedy",
        "greedy",
    )


def test_the_confidence_interval_is_wilsons():
    from war_widget.simulation.result import _wilson

    low, high = _wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert _wilson(0, 10)[0] == 0.0 and _wilson(10, 10)[1] == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("rules", "policies", "named"),
    [
        (Rules(), ["always", "never"], r"policies=\['always', 'never'\]: only Steal War"),
        (STEAL, ["always"], r"policies=\['always'\] is not allowed.*a list of 2"),
        (STEAL, "sometimes", r"policies='sometimes' is not allowed.*'estimate'"),
    ],
)
def test_simulate_names_bad_policies(rules, policies, named):
    with pytest.raises(ValueError, match=named):
        simulate(rules, 10, seed=1, policies=policies, progress=False)


def test_the_play_tables_view_shows_the_face_up_piles_and_the_learners_next_card():
    from war_widget.play.steal_view import steal_view, table_policies

    assert steal_view(Game(Rules(), seed=1)) is None
    g = Game(STEAL, hands=[["K", "5", "2"], ["3", "3", "9"]])
    assert steal_view(g) == {"faceup": [[None, 0], [None, 0]], "next": "K"}
    # The learner's top card is chosen for them; the computer (seat 1) steals by itself.
    policies = table_policies(2)
    rnd = g.step(policies)
    assert rnd.finished and g.pending is None
    assert steal_view(g) == {"faceup": [["K", 2], [None, 0]], "next": "5"}  # K: the safest top
    g2 = Game(STEAL, hands=[["3", "5"], ["K", "3", "9"]])
    g2.step(policies)  # the computer wins and puts ... on top
    view = steal_view(g2)
    assert view is not None and view["faceup"][1][1] == 2 and view["next"] == "5"


def test_the_simulation_widget_compares_policies_with_their_intervals():
    from war_widget.simulation.widget import SimulationWidget

    w = SimulationWidget(STEAL, games=30, seed=1, policies=["always", "never"], engine="auto")
    w.run(wait=True)
    assert w.state == "done" and w.error == ""
    assert w.simulations[0].policies == ("always", "never")
    rows = dict((label, value) for label, value in w.table["rows"])
    assert rows["Won by player 1 (always steals)"].endswith("%)")
    assert "95% interval" in rows["Won by player 2 (never steals)"]
    with pytest.raises(ValueError, match=r"policies=\['sometimes'\] is not allowed"):
        SimulationWidget(STEAL, games=30, policies=["sometimes"])


def test_a_pending_decision_names_what_its_value_is():
    g = opening_steal()
    pending = g.pending
    assert pending.kind == "steal" and pending.worth == g.rules.value(pending.card.rank)
    peace = Game(Rules(peace="ask", pickup="table"), hands=[["9", "2"], ["9", "3"]])
    peace.step()
    assert peace.pending.kind == "peace" and peace.pending.tied == 9
