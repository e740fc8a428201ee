"""What a lesson's code cells print, in the lesson's language.

``say = Say("pl")`` then ``print(say("forever.back", count=31920, back=True))``: the message
``lesson.forever.back`` of the catalogues (:mod:`war_widget.locale`), its plural picked by
the count, whole numbers grouped as the language writes them (``31 920``), ``True`` and
``False`` as words.  A fraction of a number is shown with ``say.n(x, decimals)`` and a share
with ``say.pct(share)``, so a notebook never prints a number the English way in Polish.
``say.table(header, rows)`` is a small table a notebook shows (HTML, or plain text).

A line is a :class:`Line`: put into another message after a colon ("{order}: {ending}"), it
is written as the language writes a sentence there ("pod kôpku...: po 1 466. kole...", but
Norwegian "...: Etter runde 1466..."; :func:`war_widget.explain.words.after_colon`).

Nothing here imports Jupyter.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from .. import locale
from ..explain.words import after_colon, lower_first, raised_capital
from ..game.records import Result
from ..game.rules import Rules

__all__ = ["Line", "Say", "Table"]


class Line(str):
    """A line :class:`Say` printed (a whole sentence, its first letter a capital), with
    ``raised``: that capital is there only because the sentence begins (the message's own
    first word, not a name), so mid-sentence it is written small."""

    raised: bool

    def __new__(cls, text: str, raised: bool = True) -> Line:
        line = super().__new__(cls, text)
        line.raised = raised
        return line


class Table:
    """A header and rows of text: HTML in a notebook, aligned columns as plain text."""

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        self.header = [str(h) for h in header]
        self.rows = [[str(v) for v in row] for row in rows]

    def __str__(self) -> str:
        rows = [self.header, *self.rows]
        widths = [max(len(row[i]) for row in rows) for i in range(len(self.header))]
        return "\n".join(
            "  ".join(
                cell.ljust(w) if i == 0 else cell.rjust(w)
                for i, (cell, w) in enumerate(zip(row, widths, strict=True))
            ).rstrip()
            for row in rows
        )

    def _repr_html_(self) -> str:
        cell = 'style="padding:3px 10px;border-bottom:1px solid #ddd;text-align:{}"'

        def line(tag: str, row: Sequence[str]) -> str:
            return (
                "<tr>"
                + "".join(
                    f"<{tag} {cell.format('left' if i == 0 else 'right')}>{escape(v)}</{tag}>"
                    for i, v in enumerate(row)
                )
                + "</tr>"
            )

        body = "".join(line("td", row) for row in self.rows)
        return (
            '<table style="border-collapse:collapse;background:#fff;color:#1d1d1f;'
            f'font-family:sans-serif;font-size:15px">{line("th", self.header)}{body}</table>'
        )


class Say:
    """The ``lesson.*`` messages in one language, numbers written as that language writes them."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = locale.normalize_language(lang)
        self._catalogue = locale.translation(self.lang)

    def __call__(self, key: str, **fields: Any) -> Line:
        """The message ``lesson.<key>`` with its fields filled in, its first letter upper case;
        a field that is a :class:`Line` is written as the language writes a sentence where it
        stands (after a colon, or mid-sentence)."""
        full = f"lesson.{key}"
        if full not in locale.MESSAGES:
            raise ValueError(f"key={key!r}: there is no message 'lesson.{key}'")
        msg = locale.MESSAGES[full]
        if msg.plural is None:
            template = self._catalogue.pgettext(full, msg.text)
        else:
            count = fields[msg.count or "count"]
            template = self._catalogue.npgettext(full, msg.text, msg.plural, int(count))
        shown = {k: self._placed(template, k, self._show(k, v)) for k, v in fields.items()}
        text = template.format(**shown)
        # A line begins a sentence, even with a field.
        return Line(text[:1].upper() + text[1:], raised_capital(template, text))

    def _placed(self, template: str, field: str, value: str) -> str:
        """A sentence (a :class:`Line`) as it reads where ``{field}`` stands in ``template``."""
        at = template.find(f"{{{field}}}")
        before = template[:at].rstrip()
        if not isinstance(value, Line) or not before or before[-1] in ".!?":
            return value  # a sentence of its own
        if before[-1] == ":":
            return after_colon(value, self.lang, raised=value.raised)
        return lower_first(value) if value.raised else value

    def _show(self, field: str, value: object) -> str:
        if isinstance(value, bool):
            return locale.say(self.lang, "lesson.yes" if value else "lesson.no")
        if isinstance(value, Line):
            return value
        if isinstance(value, int):
            return self.n(value)
        if isinstance(value, float):
            raise TypeError(
                f"{field}={value!r}: show a float with say.n(x, decimals) or say.pct(share)"
            )
        return str(value)

    def n(self, value: float, decimals: int = 0) -> str:
        """A number as the language writes it: ``12,345.6`` in English, ``12 345,6`` in Polish."""
        from ..simulation.words import number

        return number(value, self.lang, decimals)

    def pct(self, share: float, decimals: int = 1) -> str:
        """A share as a percentage: ``0.345`` is ``34.5%`` in English, ``34,5 %`` in Spanish."""
        from ..simulation.words import percent

        return percent(share, self.lang, decimals)

    def ending(self, result: Result | Mapping[str, Any]) -> str:
        """How a game ended, in one sentence (a :class:`Result` or a play widget's ``result``)."""
        if isinstance(result, Result):
            reason, rounds, cycle = result.reason, result.rounds, result.cycle
            earlier = None if cycle is None else cycle.earlier
            length = None if cycle is None else cycle.length
        else:
            reason, rounds, cycle = result["reason"], result["rounds"], result.get("cycle")
            earlier = None if cycle is None else cycle["earlier"]
            length = None if cycle is None else cycle["length"]
        if earlier is not None and length is not None:
            return self("result.cycle", rounds=rounds, earlier=earlier, length=length)
        ending = locale.say(self.lang, f"lesson.end.{reason}")
        return self("result", rounds=rounds, ending=ending)

    def pickup(self, pickup: str) -> str:
        """Where won cards go (``"table"``: "under the pile, in table order")."""
        return locale.say(self.lang, f"sim.choice.{pickup}")

    def policy(self, policy: str) -> str:
        """How a Steal War player decides (``"always"``: "always steals")."""
        return locale.say(self.lang, f"sim.policy.{policy}")

    def rules(self, rules: Rules) -> str:
        """The rules by name: the preset and what differs from it."""
        from ..simulation.words import series_name

        return series_name(rules, self.lang)

    def table(self, header: Sequence[str], rows: Sequence[Sequence[str]]) -> Table:
        return Table(header, rows)

    def summaries(self, *sims: Any) -> Table:
        """Simulations side by side, each named by its rules, as the simulation widget's
        summary table says them."""
        from ..simulation.words import table

        names = [self.rules(sim.rules) for sim in sims]
        done = table([sim.summary(within=[40, 240, 1000]) for sim in sims], names, self.lang)
        return Table(done["header"], done["rows"])
