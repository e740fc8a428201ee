"""The sheet as HTML: the pupils' pages (the worksheet, the exit ticket with the real-card
version) and the answer key, a document of its own (so that printing the pupils' pages for a
class never prints the answers).  Every word comes from :class:`~.words.Words`, every answer
from a :class:`~.rounds.Flip` the engine played.

Two players' cards or sums side by side are separated by :data:`APART` (a semicolon): a
middle dot is the multiplication sign in Polish and Slovak schools, a colon the division
sign in Polish, Slovak and Norwegian ones."""

from __future__ import annotations

from html import escape

from .. import locale
from ..explain.speech import isolate_arithmetic
from ..game.cards import Card
from ..game.names import left_to_right
from ..game.rules import Rules
from .layout import css
from .rounds import TWO_CARDS, Flip
from .svg import PRINT_SUITS, card_svg
from .words import Words

_BOX = '<span class="box"></span>'
#: Between the two players' cards or sums in the answer key: no sign of arithmetic.
APART = "; "
_FACES = (("j", 11), ("q", 12), ("k", 13), ("a", 14))


def _card_text(card: Card) -> str:
    suit = "" if card.suit is None else PRINT_SUITS[card.suit]
    return card.face + suit


#: The minus sign (U+2212) between the larger and the smaller card of a difference.
MINUS = "−"


def sign_of(activity: str, w: Words) -> str:
    """The sign between a player's two cards: +, the language's times sign (× or ·), −."""
    return {"sum": "+", "difference": MINUS}.get(activity) or w("sign.times")


def in_order(flip: Flip, seat: int, activity: str) -> tuple[tuple[Card, int], ...]:
    """A seat's cards with their worths, as the sheet writes them: for a difference the
    larger first (``9 − 4``), else as they were turned over."""
    pairs = tuple(zip(flip.cards[seat], flip.worths[seat], strict=True))
    if activity == "difference":
        return tuple(sorted(pairs, key=lambda pair: -pair[1]))
    return pairs


def _seat(flip: Flip, seat: int, w: Words, activity: str) -> str:
    cards = "".join(card_svg(c, _card_text(c)) for c, _ in in_order(flip, seat, activity))
    way = ""
    if activity in TWO_CARDS:
        op = f'</svg><span class="op">{sign_of(activity, w)}</span><svg'
        cards = cards.replace("</svg><svg", op, 1)
        cards += f'<span class="op">=</span>{_BOX}'
        way = _ltr(w.lang)  # arithmetic reads left to right on a right-to-left sheet too
    return (
        f'<figure class="seat"><figcaption>{w.player(seat)}</figcaption>'
        f'<div class="cards"{way}>{cards}</div></figure>'
    )


def round_cell(flip: Flip, w: Words, activity: str) -> str:
    """One round to solve: the two players' cards, and the boxes to write in."""
    sign = '<span class="box sign"></span>' if activity == "sign" else ""
    who = "" if activity == "sign" else f'<div class="who">{w("sheet.who")}{_BOX}</div>'
    # "9 [ ] 5" to fill in with > or < reads left to right on a right-to-left sheet too.
    way = _ltr(w.lang) if activity == "sign" else ""
    return (
        f'<div class="round"{way}><div class="rnum">{w.n(flip.round)}</div>'
        f"{_seat(flip, 0, w, activity)}{sign}{_seat(flip, 1, w, activity)}{who}</div>"
    )


def answer(flip: Flip, w: Words, activity: str) -> str:
    """The answer to one round, as the engine played it."""
    if activity == "sign":
        first, second = (" + ".join(_card_text(c) for c in cards) for cards in flip.cards)
        compared = f"{escape(first)} {flip.sign} {escape(second)}"  # cards: "K♠ > 9♡"
        return left_to_right(compared) if locale.direction(w.lang) == "rtl" else compared
    winner = w("sheet.key.tie") if flip.tie else w.player(flip.winners[0])
    if activity == "win":
        return winner
    sign = f" {sign_of(activity, w)} "
    sums = APART.join(
        sign.join(w.n(worth) for _, worth in in_order(flip, seat, activity)) + f" = {w.n(value)}"
        for seat, value in enumerate(flip.values)
    )
    return f"{isolate_arithmetic(sums, w.lang)} → {winner}"


def _header(w: Words, activity: str, rules: Rules) -> str:
    values = ""
    if rules.numbers is None:
        worth = {name: rules.value(rank) for name, rank in _FACES}
        values = f"<p>{w('sheet.values', **worth)}</p>"
    return (
        f"<h1>{w(f'sheet.title.{activity}')}</h1>"
        f'<div class="lines"><span>{w("sheet.name")}</span><span>{w("sheet.date")}</span></div>'
        f"<p>{w(w.rule(f'sheet.task.{activity}'))}</p>{values}"
    )


def worksheet(flips: list[Flip], w: Words, activity: str, rules: Rules) -> str:
    cells = "".join(round_cell(f, w, activity) for f in flips)
    return (
        f'<section class="page worksheet">{_header(w, activity, rules)}'
        f'<div class="rounds {activity}">{cells}</div></section>'
    )


def deck_step(w: Words, rules: Rules) -> str:
    """The real-card version's first step: the deck to take."""
    if rules.numbers is None:
        return w("sheet.real.deck", count=len(rules.new_deck()))
    return w("sheet.real.deck.numbers", top=rules.numbers, copies=rules.copies)


def war_steps(w: Words, rules: Rules) -> list[str]:
    """How a war is fought with real cards (none when the rules make none, or ask)."""
    if rules.peace == "never" and rules.face_down != "by_rank":
        # two cards a player: equal sums (products, differences) make the war
        war = f"sheet.real.war.{rules.combine}" if rules.flip == 2 else "sheet.real.war"
        return [w(w.rule(war), count=int(rules.face_down))]
    return []


def _real_steps(w: Words, activity: str, rules: Rules) -> list[str]:
    flip = w("sheet.real.flip.two") if rules.flip == 2 else w("sheet.real.flip")
    steps = [deck_step(w, rules), w("sheet.real.deal"), flip, w(w.rule(f"sheet.real.{activity}"))]
    return [*steps, *war_steps(w, rules), w("sheet.real.end")]


def exit_and_real(flips: list[Flip], w: Words, activity: str, rules: Rules) -> str:
    cells = "".join(round_cell(f, w, activity) for f in flips)
    steps = "".join(f"<li>{s}</li>" for s in _real_steps(w, activity, rules))
    return (
        f'<section class="page exit"><h1>{w("sheet.exit.title")}</h1>'
        f'<div class="lines"><span>{w("sheet.name")}</span></div>'
        f"<p>{w('sheet.exit.task')}</p>"
        f'<div class="rounds {activity}">{cells}</div>'
        f'<p class="how">{w("sheet.exit.how")}<span></span><span></span></p>'
        f'<div class="real"><h2>{w("sheet.real.title")}</h2><ol>{steps}</ol>'
        f'<p class="look">{w("sheet.real.look")}</p></div></section>'
    )


def key(flips: list[Flip], exits: list[Flip], w: Words, activity: str, code: str) -> str:
    def rows(items: list[Flip]) -> str:
        return "".join(
            f"<tr><td>{w.n(f.round)}</td>"
            f"<td>{escape(APART.join(' '.join(_card_text(c) for c in cs) for cs in f.cards))}</td>"
            f"<td>{answer(f, w, activity)}</td></tr>"
            for f in items
        )

    head = f"<tr><th>#</th><th>{w('sheet.key.cards')}</th><th>{w('sheet.key.answer')}</th></tr>"
    return (
        f'<section class="page key"><h1>{w("sheet.key.title")}</h1>'
        f"<h2>{w(f'sheet.title.{activity}')}</h2>"
        f'<table class="key">{head}{rows(flips)}</table>'
        f"<h2>{w('sheet.exit.title')}</h2>"
        f'<table class="key">{head}{rows(exits)}</table>'
        f'<p class="small">{w("sheet.key.from", code=code)}</p></section>'
    )


def teacher_note(w: Words, name: str, url: str) -> str:
    """Above the pupils' pages, on a screen only (never printed): the answer key is a page
    of its own, and a link that downloads it."""
    return (
        f'<p class="teacher">{w("sheet.key.apart")} '
        f'<a download="{escape(name)}" href="{url}">{w("sheet.key.download")}</a></p>'
    )


def _ltr(lang: str) -> str:
    """``dir="ltr"`` for arithmetic on a sheet in a language written right to left."""
    return ' dir="ltr"' if locale.direction(lang) == "rtl" else ""


def _direction(lang: str) -> str:
    """The page's ``dir`` for a language written right to left (the one list's fact)."""
    return ' dir="rtl"' if locale.direction(lang) == "rtl" else ""


def document(body: str, title: str, lang: str, paper: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"{_direction(lang)}><head><meta charset="utf-8">'
        f"<title>{title}</title><style>{css(paper)}</style></head>"
        f"<body>{body}</body></html>\n"
    )
