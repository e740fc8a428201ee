"""The rules of docs/rules.md, played out on scripted deals."""

from __future__ import annotations

import pytest

from war_widget import END_REASONS, Card, Game, GameOverError, Rules
from war_widget.game import engine as engine_module

DECK = [
    r + s
    for s in "SHDC"
    for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
]


def kinds(rnd):
    return [e.kind for e in rnd.events]


def fill(*hands: list[str], size: int = 26) -> list[list[str]]:
    """Complete scripted hands with the unused cards of a deck, so every hand has ``size`` cards."""
    used = {Card.parse(c) for hand in hands for c in hand}
    rest = [c for c in DECK if Card.parse(c) not in used]
    out = []
    for hand in hands:
        need = size - len(hand)
        out.append(list(hand) + rest[:need])
        rest = rest[need:]
    return out


# -- docs/rules.md § 7: the seeds' worked examples ---------------------------------------------
def test_seed_000_three_face_down():
    hands = fill(["9H", "KS", "2C", "3C", "5C", "4H"], ["5D", "KH", "6C", "7C", "8C", "QS"])
    g = Game(Rules(face_down=3, pickup="table"), hands=hands)
    first = g.step()
    assert first.winner == 0 and first.counts == (27, 25) and first.wars == 0
    war = g.step()
    assert war.winner == 1 and war.wars == 1
    collect = next(e for e in war.events if e.kind == "collect")
    assert collect.count == 10  # two kings, six face down, the 4 and the queen
    assert sorted(c.code for c in collect.cards) == sorted(
        ["KS", "KH", "2C", "3C", "5C", "6C", "7C", "8C", "4H", "QS"]
    )
    assert war.counts == (22, 30)


def test_seed_004_six_rounds_one_face_down():
    you = ["KS", "4H", "9S", "2H", "AH", "3C", "6S", "3H", "2D", "5H"]
    rival = ["7D", "JC", "9H", "2S", "10S", "QH", "6H", "3S", "KC", "3D"]
    g = Game(Rules.preset("guerra_de_cartas"), hands=fill(you, rival))
    counts = [g.step().counts for _ in range(6)]
    assert counts == [(27, 25), (26, 26), (29, 23), (28, 24), (25, 27), (26, 26)]
    assert all(sum(c) == 52 for c in counts)


def test_seed_002_war_is_superior_three_players():
    rules = Rules(players=3, face_down=1, multiway="war_is_superior", pickup="table")
    hands = [
        ["9S", "2S", "9H", "3S", "2H"],
        ["3H", "4S", "9D", "5S", "5H"],
        ["3D", "6S", "8C", "7S", "8D"],
    ]
    g = Game(rules, hands=[h + ["AS", "AH", "AD"][i : i + 1] for i, h in enumerate(hands)])
    rnd = g.step()
    compares = [e for e in rnd.events if e.kind == "compare"]
    assert [e.values for e in compares] == [(9, 3, 3), (9, 9, 8), (2, 5, 8)]
    assert [e.reason for e in compares] == ["pair", "equal", "greater"]
    assert rnd.wars == 2 and rnd.winner == 2
    assert rnd.counts == (1, 1, 1 + 15)


def test_tied_only_three_players_nine_wins():
    rules = Rules(players=3, face_down=1, pickup="table")
    g = Game(rules, hands=[["9S", "2S"], ["3H", "4S"], ["3D", "6S"]])
    rnd = g.step()
    assert rnd.wars == 0 and rnd.winner == 0 and rnd.counts == (4, 1, 1)


# -- options -----------------------------------------------------------------------------------
def test_double_war():
    g = Game(
        Rules(face_down=1, pickup="table"),
        hands=[["K", "2", "5", "3", "A", "4"], ["K", "2", "5", "3", "7", "9"]],
    )
    rnd = g.step()
    assert rnd.wars == 2 and rnd.winner == 0
    assert [e.count for e in rnd.events if e.kind == "collect"] == [10]
    assert rnd.counts == (11, 1)


def test_short_last_card_up_lays_what_it_can():
    # Seat 0 has two cards left for a war of 3 + 1: one goes face down, the last face up.
    g = Game(
        Rules(face_down=3, pickup="table"), hands=[["K", "2", "A"], ["K", "3", "4", "5", "Q", "6"]]
    )
    rnd = g.step()
    short = [e for e in rnd.events if e.kind == "short"]
    assert len(short) == 1 and short[0].seat == 0 and short[0].count == 2
    downs = {e.seat: e.count for e in rnd.events if e.kind == "face_down"}
    assert downs == {0: 1, 1: 3}
    assert rnd.winner == 0 and rnd.counts == (8, 1)


def test_short_last_card_up_out_when_nothing_left():
    g = Game(Rules(face_down=3), hands=[["K", "A"], ["K"]])
    rnd = g.step()
    outs = [(e.seat, e.reason) for e in rnd.events if e.kind == "out"]
    assert outs == [(1, "no_cards_for_war")]
    assert rnd.winner == 0 and g.result.winner == 0 and g.result.reason == "all_cards"
    assert g.counts == (3, 0)


def test_short_lose_gives_up_at_once():
    g = Game(
        Rules(face_down=3, shortage="lose", pickup="table"),
        hands=[["K", "2", "A"], ["K", "3", "4", "5", "Q", "6"]],
    )
    rnd = g.step()
    out = next(e for e in rnd.events if e.kind == "out")
    assert out.seat == 0 and out.reason == "cannot_complete_war" and out.count == 2
    assert g.result.winner == 1 and g.result.reason == "all_cards" and g.counts == (0, 9)


def test_everyone_out_at_once_is_annulled_and_a_draw():
    g = Game(Rules.preset("guerra_de_cartas"), hands=[["KS"], ["KH"]])
    rnd = g.step()
    assert "annul" in kinds(rnd)
    assert g.result.reason == "annulled" and g.result.winner is None
    assert g.counts == (1, 1)


def test_everyone_out_at_once_counts_decide():
    # Seat 0 keeps two cards outside the table... each lays what it has; then both are empty.
    g = Game(Rules(face_down=1, pickup="table"), hands=[["K", "2", "5"], ["K", "3", "5"]])
    rnd = g.step()
    assert rnd.wars == 2 and "annul" in kinds(rnd)
    assert g.result.reason == "annulled" and g.result.winner is None and g.counts == (3, 3)


@pytest.mark.parametrize(
    ("multiway", "winner", "wars"), [("tied_only", 0, 0), ("war_is_superior", 3, 1)]
)
def test_four_players(multiway, winner, wars):
    rules = Rules(players=4, face_down=1, multiway=multiway, pickup="table")
    g = Game(
        rules,
        hands=[["AS", "2S", "3S"], ["5H", "2H", "4H"], ["5D", "2D", "5S"], ["7C", "2C", "9C"]],
    )
    rnd = g.step()
    assert rnd.winner == winner and rnd.wars == wars
    assert sum(rnd.counts) == 12


def test_four_players_three_way_tie_at_the_top():
    rules = Rules(players=4, face_down=1, pickup="table")
    g = Game(rules, hands=[["Q", "2", "3"], ["Q", "2", "K"], ["Q", "2", "4"], ["5", "2", "9"]])
    rnd = g.step()
    war = next(e for e in rnd.events if e.kind == "war")
    assert war.seats == (0, 1, 2) and rnd.winner == 1 and rnd.counts == (0, 10, 0, 2)
    assert g.players_in == (1, 3)


def test_peace_always_gives_cards_back_under_the_pile():
    g = Game(Rules(peace="always", pickup="table"), hands=[["KS", "5S"], ["KH", "7H"]])
    rnd = g.step()
    assert "peace" in kinds(rnd) and rnd.winner is None and rnd.wars == 0
    assert g.piles == [[Card.parse("5S"), Card.parse("KS")], [Card.parse("7H"), Card.parse("KH")]]
    assert g.step().winner == 1


def test_peace_ask_waits_for_a_choice():
    g = Game(
        Rules(peace="ask", face_down=1, pickup="table"), hands=[["K", "2", "A"], ["K", "3", "Q"]]
    )
    rnd = g.step()
    assert g.pending is not None and g.pending.seats == (0, 1) and not rnd.finished
    with pytest.raises(RuntimeError, match="choose"):
        g.step()
    with pytest.raises(ValueError, match=r"decision='maybe'.*'war' or 'peace'"):
        g.choose("maybe")
    assert g.pending is not None  # a bad answer changes nothing
    rnd = g.choose("war")
    assert rnd.finished and rnd.winner == 0 and g.pending is None and rnd.counts == (6, 0)
    with pytest.raises(ValueError, match="peace='ask'"):
        Game(Rules(peace="ask")).play()


def test_peace_ask_choosing_peace():
    g = Game(
        Rules(peace="ask", face_down=1, pickup="table"), hands=[["K", "2", "A"], ["K", "3", "Q"]]
    )
    g.step()
    rnd = g.choose("peace")
    assert rnd.winner is None and rnd.counts == (3, 3)


def test_peace_probability_is_drawn_from_the_seed():
    rules = Rules(peace=0.5, face_down=1)
    a = Game(rules, seed=11)
    b = Game(rules, seed=11)
    assert a.play() == b.play()


def test_guerra_de_sumas():
    g = Game(Rules.preset("guerra_de_sumas"), hands=[["7", "4", "9"], ["3", "9", "2"]])
    rnd = g.step()
    flips = [e for e in rnd.events if e.kind == "flip"]
    assert [(e.values, e.value) for e in flips] == [((7, 4), 11), ((3, 9), 12)]
    assert rnd.winner == 1 and rnd.counts == (1, 5)


@pytest.mark.parametrize(
    ("combine", "values", "winner"), [("difference", (3, 6), 1), ("product", (28, 27), 0)]
)
def test_other_combinations(combine, values, winner):
    g = Game(Rules(flip=2, combine=combine), hands=[["7", "4"], ["3", "9"]])
    rnd = g.step()
    assert tuple(e.value for e in rnd.events if e.kind == "flip") == values
    assert rnd.winner == winner


def test_sum_war_keeps_two_cards_for_the_flip():
    g = Game(
        Rules(flip=2, face_down=3, pickup="table"),
        hands=[["5", "5", "2", "9"], ["6", "4", "A", "2", "3", "4", "5", "6"]],
    )
    rnd = g.step()
    assert [e.count for e in rnd.events if e.kind == "short"] == [2]
    flips = [e for e in rnd.events if e.kind == "flip" and e.seat == 0]
    assert flips[1].values == (2, 9) and flips[1].value == 11
    assert rnd.winner == 0  # 11 beats 5 + 6


def test_lone_card_under_flip_two_shows_its_worth():
    g = Game(Rules(flip=2), hands=[["9"], ["3", "4"]])
    rnd = g.step()
    assert [e.value for e in rnd.events if e.kind == "flip"] == [9, 7]
    assert rnd.winner == 0


def test_ace_low():
    g = Game(Rules(ace_low=True), hands=[["A", "5"], ["2", "6"]])
    rnd = g.step()
    assert [e.value for e in rnd.events if e.kind == "flip"] == [1, 2] and rnd.winner == 1


def test_jokers_beat_everything_and_tie_each_other():
    g = Game(
        Rules(jokers=2, face_down=1, pickup="table"),
        hands=[["JOKER", "JOKER", "2", "A"], ["A", "JOKER", "3", "K"]],
    )
    first = g.step()
    assert first.winner == 0 and first.wars == 0
    assert Rules(jokers=2).deck_size == 54
    assert len(Game(Rules(jokers=2), seed=1).set_aside) == 0
    g = Game(Rules(face_down=1, pickup="table"), hands=[["JOKER", "2", "A"], ["JOKER", "3", "K"]])
    assert g.step().wars == 1


@pytest.mark.parametrize(
    ("tied", "ace_low", "size"),
    [
        ("8", False, 7),
        ("2", False, 1),
        ("K", False, 9),
        ("J", False, 9),
        ("A", False, 10),
        ("A", True, 0),
        ("JOKER", False, 10),
    ],
)
def test_razboi_war_size_by_rank(tied, ace_low, size):
    rules = Rules(face_down="by_rank", ace_low=ace_low, pickup="table")
    g = Game(rules, hands=[[tied, *["3"] * 12], [tied, *["4"] * 12]])
    rnd = g.step()
    war = next(e for e in rnd.events if e.kind == "war")
    assert war.size == size
    assert {e.count for e in rnd.events if e.kind == "face_down"} == ({size} if size else set())


def test_deck_sizes_and_deal():
    rules = Rules(players=3)
    g = Game(rules, seed=5)
    assert g.counts == (17, 17, 17) and len(g.set_aside) == 1 and g.cards_in_play == 51
    assert Game(Rules(players=4), seed=5).counts == (13,) * 4
    short = Rules(lowest_rank=7)
    assert short.deck_size == 32 and Game(short, seed=1).counts == (16, 16)
    assert Rules(lowest_rank=6).deck_size == 36 and Rules(lowest_rank=9).deck_size == 24
    # dealt one at a time round the table, seat 0 first
    g = Game(Rules(players=2), seed=9)
    from war_widget.game.cards import deck
    from war_widget.game.rng import SplitMix64

    cards = deck()
    SplitMix64(9).shuffle(cards)
    assert g.piles == [cards[0::2], cards[1::2]]


def test_won_pile_reshuffles_when_the_draw_pile_runs_out():
    g = Game(Rules(pickup="won_pile"), hands=[["K", "2"], ["2", "K", "5"]])
    g.step()
    assert g.won_piles[0] == [Card.parse("K"), Card.parse("2")]
    assert g.piles == [[Card.parse("2")], [Card.parse("K"), Card.parse("5")]]
    g.step()
    assert g.piles[0] == [] and g.counts == (2, 3)
    rnd = g.step()
    shuffles = [e for e in rnd.events if e.kind == "reshuffle"]
    assert [(e.seat, e.count) for e in shuffles] == [(0, 2)]
    assert kinds(rnd)[0] == "reshuffle"
    assert all(sum(e.counts) + e.table == 5 for e in rnd.events)


def test_round_limit_and_draw():
    g = Game(Rules(pickup="table", round_limit=2), hands=[["K", "2", "5"], ["2", "K", "5"]])
    g.play()
    assert g.result.reason == "round_limit" and g.result.rounds == 2
    assert g.counts == (3, 3) and g.result.winner is None
    g = Game(Rules.preset("guerra_de_cartas"), seed=3)
    result = g.play()
    assert result.reason in ("round_limit", "all_cards") and result.rounds <= 40


def test_repeated_position_is_detected_with_table_order():
    g = Game(Rules(pickup="table"), hands=[["K", "2"], ["2", "K"]])
    result = g.play()
    assert result.reason == "repeated_position" and result.rounds == 2 and result.winner is None


def test_safety_cap(monkeypatch):
    monkeypatch.setattr(engine_module, "SAFETY_CAP", 5)
    g = Game(Rules(), seed=1)
    result = g.play()
    assert result.reason == "safety_cap" and result.rounds == 5
    assert result.reason in END_REASONS


def test_step_after_the_end_is_refused_and_changes_nothing():
    g = Game(Rules(), hands=[["A"], ["2"]])
    g.play()
    counts = g.counts
    with pytest.raises(GameOverError, match="over"):
        g.step()
    assert g.counts == counts and g.round == 1


def test_summary():
    you = ["KS", "4H", "9S", "2H", "AH", "3C", "6S", "3H", "2D", "5H"]
    rival = ["7D", "JC", "9H", "2S", "10S", "QH", "6H", "3S", "KC", "3D"]
    g = Game(Rules.preset("guerra_de_cartas"), hands=fill(you, rival))
    for _ in range(6):
        g.step()
    s = g.summary()
    assert s.rounds == 6 and s.wars == 2 and s.war_rounds == (3, 5)
    assert s.wars_won == (1, 1) and s.rounds_won == (3, 3)
    assert s.longest_streak == (1, 2)
    assert s.biggest_lead == (6, 2)
    assert s.counts_per_round[0] == (26, 26) and len(s.counts_per_round) == 7
    assert s.winners == (0, 1, 0, 1, 1, 0)


def test_every_preset_plays_to_an_end():
    from war_widget import PRESETS

    for name in PRESETS:
        g = Game(Rules.preset(name), seed=2)
        # Steal War needs someone to decide (tests/game/test_steal.py plays it in full).
        result = g.play(policy="greedy" if name == "steal_war" else None)
        assert result.reason in END_REASONS
        assert sum(g.counts) == g.cards_in_play


def test_export_json_and_csv():
    import csv
    import io
    import json

    g = Game(
        Rules(round_limit=3, pickup="table"), hands=[["K", "2", "5", "9"], ["2", "K", "3", "9"]]
    )
    g.play()
    data = json.loads(g.export("json"))
    assert data["code"] == g.code and data["rules"]["round_limit"] == 3
    assert data["result"] == {"winner": 0, "reason": "round_limit", "rounds": 3}
    assert [r["counts"] for r in data["rounds"]] == [[4, 4], [5, 3], [4, 4], [5, 3]]
    assert [r["winner"] for r in data["rounds"]] == [None, 0, 1, 0]
    rows = list(csv.reader(io.StringIO(g.export("csv"))))
    assert rows[0] == ["code", "round", "winner", "wars", "cards_seat_0", "cards_seat_1"]
    assert rows[1] == [g.code, "0", "", "0", "4", "4"] and len(rows) == 5
    with pytest.raises(ValueError, match="format='xls'"):
        g.export("xls")


def test_game_explain_counts_the_card_set_aside():
    g = Game(Rules(players=3), seed=4)
    text = str(g.explain(g.step(), "en"))
    assert "= 51" in text and "set aside" in text.lower()
    assert g.explain(g.step(), "es-ES", "brief").lang == "es"
