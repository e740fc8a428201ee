"""What the quiz says after a second wrong answer: the right answer, and why.

"Not this time. The bigger card is 9 ♣ (the computer): 9 is more than 5." names the card
the question asked about, not only the player who holds it, and gives the comparison (under
``lowest_wins``: "3 is less than 5, and the lowest card wins"); a sum
question shows the sum ("7 + 4 = 11"); a tie says which number shows up twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import locale
from ..explain.sentences import Writer
from ..explain.words import rank_word
from ..game.cards import SUIT_SYMBOLS, Card
from ..game.rules import Rules


def card_name(code: str, lang: str) -> str:
    """A card as the quiz names it, in the nominative: ``"9 ♣"``, ``"king ♥"``, ``"joker"``."""
    card = Card.parse(code)
    suit = "" if card.suit is None else " " + SUIT_SYMBOLS[card.suit]
    return locale.say(lang, "quiz.card", rank=rank_word(card, lang), suit=suit)


def wrong_answer(
    kind: str,
    answer: int | str,
    opening: Sequence[Sequence[Any] | None],
    rules: Rules,
    names: Sequence[str] | None,
    lang: str,
    marked: int | None = None,
) -> str:
    """The feedback after a second wrong answer.

    ``kind`` is the question's kind (``"compare"``, ``"combine"``, ``"count"``), ``answer``
    the right answer (a seat, ``"tie"`` or a number), ``opening`` each seat's opening play as
    the widget's round view has it (``[face_down, [card codes], value]``, or None), ``names``
    the players' names as written mid-sentence (None: the learner is 'you', as in
    :func:`~war_widget.explain.explain`), ``marked`` the seat a combine question
    asked about.
    """
    writer = Writer(lang, rules, None if names is None else list(names), 0, [])
    if kind == "count":
        return writer.say("quiz.wrong", answer=answer).text
    if kind in ("symbol", "more"):
        return _pair_wrong(kind, answer, opening, writer)
    if kind == "combine":
        play = opening[marked if marked is not None else 0]
        assert isinstance(answer, int) and play is not None and len(play[1]) == 2
        codes = play[1]
        a, b = (rules.value(Card.parse(c).rank) for c in codes)
        how = rules.combine
        if how == "difference":
            a, b = max(a, b), min(a, b)
        sign = {"sum": "+", "difference": "−"}.get(how) or writer.phrase("sign.times")
        expression = f"{writer.num(a)} {sign} {writer.num(b)} = {writer.num(answer)}"
        return writer.say("quiz.wrong.combine", expression=expression).text
    seats = [s for s, p in enumerate(opening) if p is not None and p[1]]
    values = {s: int(opening[s][2]) for s in seats}  # type: ignore[index]
    listed = writer.join([writer.num(values[s]) for s in seats])
    many = len(seats) > 2
    # Under lowest_wins the winner shows the lowest number: "3 is less than 5, and the lowest
    # card wins" (the same keys with ".lowest").
    lowest = rules.lowest_wins
    rule = ".lowest" if lowest else ""
    if answer == "tie":
        same = writer.phrase("ui.same")
        top = min(values.values()) if lowest else max(values.values())
        if many:
            key = "quiz.wrong.same_many" + rule
            return writer.say(key, same=same, values=listed, value=top).text
        return writer.say("quiz.wrong.same", same=same, value=top).text
    seat = int(answer)
    best = values[seat]
    other = max(values.values()) if lowest else min(values.values())
    high, low = (other, best) if lowest else (best, other)
    name = writer.names[seat]
    if rules.flip == 2:
        if many:
            key = "quiz.wrong.pairs_many" + rule
            return writer.say(key, seat, values=listed, high=high, low=low).text
        return writer.say("quiz.wrong.pairs" + rule, seat, high=high, low=low).text
    card = card_name(opening[seat][1][0], lang)  # type: ignore[index]
    if many:
        return writer.say(
            "quiz.wrong.card_many" + rule, card=card, name=name, values=listed, high=high, low=low
        ).text
    return writer.say("quiz.wrong.card" + rule, card=card, name=name, high=high, low=low).text


def _pair_wrong(
    kind: str, answer: int | str, opening: Sequence[Sequence[Any] | None], writer: Writer
) -> str:
    """A missed sign ("9 > 5: 9 is more than 5, and the open side of > ...") or difference
    ("9 has 4 more than 5: count on from 5 to 9, 9 − 5 = 4.")."""
    left, right = (int(p[2]) for p in opening if p is not None and p[1])
    if kind == "symbol":
        key = {"<": "less", ">": "greater", "=": "equal"}[str(answer)]
        key = f"quiz.wrong.symbol.{key}"
        return writer.say(key, left=writer.num(left), right=writer.num(right)).text
    if left == right:
        return writer.say("quiz.wrong.more.same", value=writer.num(left)).text
    big, small = max(left, right), min(left, right)
    difference = writer.num(int(answer))
    return writer.say(
        "quiz.wrong.more", big=writer.num(big), small=writer.num(small), difference=difference
    ).text
