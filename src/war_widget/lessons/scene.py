"""A scripted deal shown as a lesson scene: the cards each player laid, and the words beside them.

``Scene(rules, hands, rounds=2, lang="es", title="Una guerra")`` plays the deal and, as the
last expression of a notebook cell, shows each round as a small drawing of the cards (SVG made
here, in Python: no front-end needed, and it stays in an exported page) with the round's
explanation next to it, grouped into short paragraphs (see
:meth:`~war_widget.explain.Explanation.groups`).  ``str(scene)`` is the same as plain text.

Nothing here imports Jupyter: a notebook shows a scene through its ``_repr_html_``.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from .. import locale
from ..explain import Explanation
from ..explain.words import spoken_card
from ..game.cards import SUIT_SYMBOLS, Card, make_number
from ..game.engine import Game, Round
from ..game.names import default_names
from ..game.policies import PolicyArg
from ..game.records import laid
from ..game.rules import Rules

__all__ = ["Ladder", "PresetTable", "Scene", "card_svg"]

_RED = "#c0182b"
_INK = "#1d1d1f"
_W, _H = 40, 56
_ALIGN = 'style="vertical-align:middle;margin:1px"'


def card_svg(card: Card | None, lang: str = "en") -> str:
    """One card as a small SVG: its face, or its back when ``card`` is None."""
    if card is None:
        title = escape(locale.say(lang, "ui.face_down_cards", count=1).split(":")[0])
        return (
            f'<svg width="{_W}" height="{_H}" viewBox="0 0 {_W} {_H}" role="img" {_ALIGN}>'
            f"<title>{title}</title>"
            f'<rect x="1" y="1" width="{_W - 2}" height="{_H - 2}" rx="5" fill="#2f5fa7" '
            'stroke="#1b3c70"/>'
            f'<rect x="6" y="6" width="{_W - 12}" height="{_H - 12}" rx="3" fill="none" '
            'stroke="#9fc0f0" stroke-dasharray="3 2"/></svg>'
        )
    number = card.number is not None  # a number card: its number, larger, in the middle
    rank = card.face
    suit = "" if card.suit is None else SUIT_SYMBOLS[card.suit]
    colour = _RED if card.is_joker or card.suit in (1, 2) else _INK
    return (
        f'<svg width="{_W}" height="{_H}" viewBox="0 0 {_W} {_H}" role="img" {_ALIGN}>'
        f"<title>{escape(spoken_card(card, lang))}</title>"
        f'<rect x="1" y="1" width="{_W - 2}" height="{_H - 2}" rx="5" fill="#fff" stroke="#777"/>'
        f'<text x="{_W / 2}" y="{36 if number else 25}" text-anchor="middle" '
        f'font-size="{22 if number else 18}" font-weight="700" '
        f'font-family="sans-serif" fill="{colour}">{escape(rank)}</text>'
        f'<text x="{_W / 2}" y="47" text-anchor="middle" font-size="18" '
        f'font-family="sans-serif" fill="{colour}">{suit}</text></svg>'
    )


class Scene:
    """A scripted deal played for a few rounds, shown as cards and explanations.

    ``hands`` are the cards of each player, top card first (``"KS"``, ``"10H"``, ``"9"``, or
    numbers such as ``7`` with a deck of numbers);
    ``names`` default to the language's names ("you" and "the computer" with two players).
    Steal War's decisions are made by ``policy`` (a name of :mod:`war_widget.game.policies`, or
    one per seat; default ``"estimate"``).
    """

    def __init__(
        self,
        rules: Rules,
        hands: Sequence[Sequence[str | int]],
        rounds: int = 1,
        *,
        lang: str = "en",
        title: str = "",
        names: Sequence[str] | None = None,
        policy: PolicyArg = None,
    ) -> None:
        if not isinstance(rounds, int) or rounds < 1:
            raise ValueError(f"rounds: expected a whole number of at least 1, got {rounds!r}")
        self.lang = locale.normalize_language(lang)
        self.title = title
        self.game = Game(rules, hands=[list(h) for h in hands])
        self.names = list(names) if names is not None else None
        self.rounds: list[Round] = []
        if policy is None and rules.steal != "off":
            policy = "estimate"
        for _ in range(rounds):
            if self.game.over:
                break
            self.rounds.append(self.game.step(policy))

    @property
    def code(self) -> str:
        """The game code that replays this deal (``WarWidget(code=scene.code)``)."""
        return self.game.code

    def explanation(self, rnd: Round) -> Explanation:
        return self.game.explain(rnd, self.lang, "detailed", self.names)

    def _labels(self) -> list[str]:
        players = self.game.rules.players
        if self.names:
            return list(self.names)
        if players > 2:  # "Player 1" as the widget labels a seat
            return [locale.say(self.lang, "ui.player", number=seat + 1) for seat in range(players)]
        return [name[:1].upper() + name[1:] for name in default_names(players, self.lang)]

    def __str__(self) -> str:
        lines = [self.title] if self.title else []
        for rnd in self.rounds:
            lines.append(locale.say(self.lang, "ui.round", round=rnd.number))
            for _, steps in self.explanation(rnd).groups():
                lines.append("    " + " ".join(step.text for step in steps))
        return "\n".join(lines)

    def _round_html(self, rnd: Round) -> str:
        rows = []
        for label, plays in zip(self._labels(), laid(rnd, self.game.rules.players), strict=True):
            cells = []
            for play in plays:
                if play.down:
                    cells.append(
                        f'{card_svg(None, self.lang)}<span style="font-size:15px;'
                        f'vertical-align:middle;margin-left:2px">×{play.down}</span>'
                    )
                if play.cards:
                    cells.append("".join(card_svg(c, self.lang) for c in play.cards))
            shown = '<span style="margin:0 6px;color:#999">→</span>'.join(cells)
            rows.append(
                f'<tr><th style="text-align:left;padding:2px 8px 2px 0;font-weight:600;'
                f'white-space:nowrap">{escape(label)}</th><td style="padding:2px 0;'
                f'white-space:nowrap">{shown}</td></tr>'
            )
        paragraphs = "".join(
            f'<p style="margin:0 0 6px 0">{escape(" ".join(step.text for step in steps))}</p>'
            for _, steps in self.explanation(rnd).groups()
        )
        heading = escape(locale.say(self.lang, "ui.round", round=rnd.number))
        return (
            '<div style="display:flex;flex-wrap:wrap;gap:8px 24px;align-items:flex-start;'
            'padding:10px 0;border-top:1px solid #ddd">'
            f'<table style="border-collapse:collapse;margin:0">{"".join(rows)}</table>'
            f'<div style="flex:1 1 22em;max-width:40em;font-size:15px;line-height:1.45">'
            f'<div style="font-weight:700;margin-bottom:4px">{heading}</div>{paragraphs}</div>'
            "</div>"
        )

    def _repr_html_(self) -> str:
        title = f'<div style="font-size:17px;font-weight:700">{escape(self.title)}</div>'
        body = "".join(self._round_html(rnd) for rnd in self.rounds)
        return (
            '<div style="background:#fff;color:#1d1d1f;padding:8px 12px;border-radius:6px;'
            f'font-family:sans-serif">{title if self.title else ""}{body}</div>'
        )


class PresetTable:
    """Every preset played on the same shuffled deal: its display name, how many rounds and
    wars, and how the game ended, in the learner's language (a table in a notebook)."""

    def __init__(self, seed: int = 2026, lang: str = "en") -> None:
        from ..game.rules import PRESETS

        self.lang = locale.normalize_language(lang)
        self.seed = seed
        self.rows: list[tuple[str, int, int, str]] = []
        for name in PRESETS:
            game = Game(Rules.preset(name), seed=seed)
            # Steal War's players decide: both weigh stealing against playing.
            result = game.play("estimate" if game.rules.steal != "off" else None)
            self.rows.append(
                (
                    # A tour of the world's games, for the teacher: each by its own name too.
                    locale.preset_name(name, self.lang, own=True),
                    result.rounds,
                    game.summary().wars,
                    locale.say(self.lang, f"lesson.end.{result.reason}"),
                )
            )

    def _header(self) -> list[str]:
        keys = ("ui.preset", "ui.stat.rounds", "ui.stat.wars", "lesson.ending")
        return [locale.say(self.lang, key) for key in keys]

    def __str__(self) -> str:
        rows = [self._header(), *[[n, str(r), str(w), e] for n, r, w, e in self.rows]]
        widths = [max(len(row[i]) for row in rows) for i in range(4)]
        return "\n".join(
            "  ".join(
                cell.rjust(w) if i in (1, 2) else cell.ljust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            ).rstrip()
            for row in rows
        )

    def _repr_html_(self) -> str:
        cell = 'style="padding:3px 10px;border-bottom:1px solid #ddd;text-align:{}"'
        head = "".join(
            f"<th {cell.format('right' if i in (1, 2) else 'left')}>{escape(h)}</th>"
            for i, h in enumerate(self._header())
        )
        body = "".join(
            "<tr>"
            + "".join(
                f"<td {cell.format('right' if i in (1, 2) else 'left')}>{escape(str(v))}</td>"
                for i, v in enumerate(row)
            )
            + "</tr>"
            for row in self.rows
        )
        return (
            '<table style="border-collapse:collapse;background:#fff;color:#1d1d1f;'
            f'font-family:sans-serif;font-size:15px"><tr>{head}</tr>{body}</table>'
        )


class Ladder:
    """The number ladder (:data:`war_widget.game.rules.LADDER`) drawn as a staircase, its first step
    at the bottom: each step's name as Settings' preset menu says it, and its smallest and
    biggest cards (two of each where two cards are added)."""

    def __init__(self, lang: str = "en") -> None:
        from ..game.rules import LADDER

        self.lang = locale.normalize_language(lang)
        self.steps: list[tuple[str, list[Card], list[Card]]] = []
        for name in LADDER:
            rules = Rules.preset(name)
            if rules.numbers is not None:
                low, high = make_number(1), make_number(rules.numbers)
            else:
                low, high = Card.parse("2S"), Card.parse("AH")
            self.steps.append(
                (locale.preset_name(name, self.lang), [low] * rules.flip, [high] * rules.flip)
            )

    def __str__(self) -> str:
        return "\n".join(
            f"{'    ' * i}{i + 1}. {name}: "
            f"{'+'.join(c.face for c in low)} ... {'+'.join(c.face for c in high)}"
            for i, (name, low, high) in reversed(list(enumerate(self.steps)))
        )

    def _repr_html_(self) -> str:
        rows = []
        for i, (name, low, high) in reversed(list(enumerate(self.steps))):
            cards = "".join(card_svg(c, self.lang) for c in low)
            cards += " … " + "".join(card_svg(c, self.lang) for c in high)
            rows.append(
                f'<div style="margin:4px 0 0 {4 * i}em;padding:4px 12px;width:max-content;'
                "border:2px solid currentColor;border-radius:8px;display:flex;gap:10px;"
                f'align-items:center"><b>{i + 1}.</b> {escape(name)} {cards}</div>'
            )
        return f'<div class="war-widget-ladder">{"".join(rows)}</div>'
