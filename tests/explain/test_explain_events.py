"""An explanation says the numbers the round's events carry, never ones it works out from the
rules again: a war's size and why (the tied card, its worth, the rule), what a short player
lacks, a card's worth, the round limit (issue 44).  The engine's events carry them."""

from __future__ import annotations

from typing import Any

import pytest

from war_widget import Game, Rules
from war_widget.explain import LANGUAGES, explain
from war_widget.game.events import Event


def _round(rules: Rules, hands: list[list[str]]) -> list[Event]:
    return list(Game(rules, hands=hands).step().events)


def _war_text(events: list[Event], rules: Rules, lang: str = "en") -> str:
    return next(s.text for s in explain(events, rules, lang=lang).steps if s.kind == "war")


def _with(events: list[Event], kind: str, **changes: Any) -> list[Event]:
    """The round with its first event of ``kind`` changed as given."""
    i = next(i for i, e in enumerate(events) if e.kind == kind)
    return [*events[:i], events[i]._replace(**changes), *events[i + 1 :]]


NINES = [["9"] + ["2"] * 11, ["9"] + ["3"] * 11]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_war_says_the_size_its_event_says_not_the_rules(lang: str) -> None:
    """Război over two 9s lays 8; the same round whose war event says a rule laid 3 (the
    trial option "at most 3 face down") says 3, and no 9 − 1, in every language."""
    rules = Rules(face_down="by_rank", pickup="table")
    events = _round(rules, NINES)
    said = _war_text(events, rules, lang)
    assert "9 − 1 = 8" in said and "8" in said.split("9 − 1 = 8", 1)[1], said
    capped = _war_text(_with(events, "war", size=3, reason="at_most"), rules, lang)
    assert "3" in capped and "9" not in capped and "8" not in capped, capped
    fixed = Rules(face_down=3, pickup="table")
    events = _round(fixed, NINES)
    assert "3" in _war_text(events, fixed, lang)
    said = _war_text(_with(events, "war", size=2), fixed, lang)
    assert "2" in said and "3" not in said, said


def test_razboi_says_the_card_worth_and_size_of_its_event() -> None:
    rules = Rules(face_down="by_rank", pickup="table")
    events = _round(rules, NINES)
    war = next(e for e in events if e.kind == "war")
    assert (war.reason, [c.code[0] for c in war.cards], war.values, war.size) == (
        "by_rank", ["9"], (9,), 8,
    )  # fmt: skip
    assert "9 means 9 − 1 = 8 cards face down" in _war_text(events, rules)
    # A rule that changed the size (say "a war lays at most 3 face down"): the event says 3 and
    # why; the explanation does not tell the by-rank story of a 9 (9 − 1 = 8 laid, or "= 3").
    capped = _war_text(_with(events, "war", size=3, reason="at_most"), rules)
    assert "9 − 1" not in capped and "lays 3 cards face down" in capped, capped
    # By rank, but numbers that are not the tied card's worth less one: the size alone.
    odd = _war_text(_with(events, "war", size=3), rules)
    assert "Război" not in odd and "lays 3 cards face down" in odd, odd


def test_razboi_reads_the_worth_from_the_event() -> None:
    rules = Rules(face_down="by_rank", pickup="table")
    events = _round(rules, [["K"] + ["2"] * 11, ["K"] + ["3"] * 11])
    war = next(e for e in events if e.kind == "war")
    assert (war.values, war.size) == ((10,), 9)
    assert "counts 10: 10 − 1 = 9" in _war_text(events, rules)
    # An event saying the king counted 11 (the rules say 10): the sentence says 11.
    said = _war_text(_with(events, "war", values=(11,), size=10), rules)
    assert "counts 11: 11 − 1 = 10" in said, said
    low = Rules(face_down="by_rank", ace_low=True, pickup="table")
    events = _round(low, [["A", "3"], ["A", "2"]])
    assert next(e for e in events if e.kind == "war").values == (1,)
    assert "the ace counts 1 in this game: 1 − 1 = 0" in _war_text(events, low)


def test_a_short_player_is_told_what_the_event_says_the_war_asks() -> None:
    rules = Rules(pickup="table")
    events = _round(rules, [["K", "2"], ["K", "3", "4", "5", "6", "7"]])
    short = next(e for e in events if e.kind == "short")
    assert (short.count, short.size, short.value, short.reason) == (1, 3, 4, "last_card_up")
    lines = explain(events, rules).lines
    assert any("asks for 3 + 1 = 4. So you play your last card face up" in x for x in lines)
    changed = explain(_with(events, "short", value=5, reason="lose"), rules).lines
    text = next(x for x in changed if "asks for" in x)
    assert "3 + 2 = 5" in text and "last card" not in text, text


def test_a_cards_worth_is_the_flip_events() -> None:
    rules = Rules(pickup="table")
    queen = tuple(Game(rules, hands=[["Q"], ["2"]]).piles[0])
    events = [Event("flip", seat=0, cards=queen)]
    events[0] = events[0]._replace(values=(12,), value=12)
    assert "The queen is worth 12." in explain(events, rules).lines
    events[0] = events[0]._replace(values=(7,), value=7)
    assert "The queen is worth 7." in explain(events, rules).lines


def test_the_round_limit_is_the_end_events() -> None:
    rules = Rules(round_limit=3)
    *_, last = Game(rules, seed=2).rounds()
    end = next(e for e in last.events if e.kind == "end")
    assert (end.reason, end.count, end.value) == ("round_limit", 3, 3)
    assert "Round 3 of 3 is over" in explain(last, rules).lines[-1]
    # An end whose event says the limit was 2 (reached at round 3, the rules changed since).
    said = explain(_with(list(last.events), "end", value=2), rules).lines[-1]
    assert "Round 3 of 2 is over" in said, said


RULE_SETS = [
    Rules(face_down="by_rank", pickup="table"),
    Rules(face_down="by_rank", ace_low=True, jokers=2, multiway="war_is_superior"),
    Rules(face_down="by_rank", few_cards=5, shortage="lose", players=3),
    Rules(face_down="by_rank", lowest_wins=True, lowest_rank=7),
    Rules(flip=2, combine="difference"),
    Rules(players=4, few_cards=10),
]


@pytest.mark.parametrize("rules", RULE_SETS, ids=range(len(RULE_SETS)))
def test_the_engines_war_events_carry_the_size_and_why(rules: Rules) -> None:
    """Every war event says the rule that set its size and, by rank, the tied card (face up,
    of a seat in the war, showing the tied number) and its worth; every short event what
    the war asked in all and the shortage rule; the size is the rules' (nothing changed)."""
    wars = shorts = 0
    for seed in range(8):
        game = Game(rules.replace(round_limit=400), seed=seed)
        for rnd in game.rounds():
            flips: dict[int, Event] = {}
            for e in rnd.events:
                if e.kind == "flip" and e.seat is not None:
                    flips[e.seat] = e
                elif e.kind == "war":
                    wars += 1
                    assert e.value is not None and e.size == rules.war_size(e.value)
                    if rules.face_down != "by_rank":
                        assert (e.reason, e.cards, e.values) == ("face_down", (), ())
                        continue
                    assert e.reason == "by_rank" and e.values == (e.size + 1,)
                    (card,) = e.cards
                    assert rules.value(card.rank) == e.value
                    assert any(flips[s].cards == (card,) for s in e.seats if s in flips)
                elif e.kind == "short":
                    shorts += 1
                    assert e.value == e.size + rules.flip and e.reason == rules.shortage
    assert wars > 3 and shorts > 0, (wars, shorts)


def test_two_cards_are_combined_as_the_flip_events_say() -> None:
    rules = Rules(flip=2, combine="sum", pickup="table")
    events = _round(rules, [["3", "4"], ["2", "6"]])
    assert [e.reason for e in events if e.kind == "flip"] == ["sum", "sum"]
    assert any("3 + 4 = 7" in x for x in explain(events, rules).lines)
    # Flip events saying the cards were multiplied (the rules say added): the product is said.
    made = [
        e._replace(reason="product", value=e.values[0] * e.values[1]) if e.kind == "flip" else e
        for e in events
    ]
    lines = explain(made, rules).lines
    assert any("3 × 4 = 12" in x for x in lines) and not any("3 + 4" in x for x in lines), lines
