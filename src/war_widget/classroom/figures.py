"""The dashboard's figures in a right-to-left language: each kept left to right.

In an Arabic sentence a browser lays out Western digits as Arabic numbers, and what stands
between them (the ``/`` of a fraction, the ``=``, the ``%`` sign) takes the sentence's
direction: "الإجابة الدقيقة: 1/17 = 5.9%" is drawn with the fraction's parts swapped about
the ``=`` and the percent sign thrown to the left of its number.  CLDR's Arabic with Western
digits keeps its percent sign left to right too (its ``percentSign`` is LRM % LRM).

:func:`figures_left_to_right` isolates each figure that has more than digits in it ("5.9%",
"1/17 = 5.9%", "0–19", a sign question's "7 ☐ 4", a lone ``<`` or ``>``) between LRI and
PDI; a bare number ("17", "1,100", "06:50") lays out as written on its own and is left as it
is.  Left-to-right languages get the text as it is.  Only what is shown goes through this:
the CSV and the view's numbers stay plain.
"""

from __future__ import annotations

import re

from .. import locale
from ..game.names import LRI, PDI, isolate, left_to_right

#: A number as :func:`war_widget.simulation.words.number` writes it with Western digits
#: (grouped, a decimal part); a figure: a number and its percent sign.
_NUMBER = r"[0-9]+(?:[.,\u066b\u066c\u00a0\u202f][0-9]+)*"
_FIGURE = rf"{_NUMBER}(?:[\u00a0\u202f]?[%\u066a\u2030])?"
#: What joins figures into one: a sign between them, a fraction's slash, a range's dash.
_JOIN = r"(?:\s*[=<>+−×·/]\s*|\s+-\s+|–)"
_PART = re.compile(
    rf"{LRI}[^{PDI}]*{PDI}"  # isolated already: kept as it is
    rf"|[0-9]+\s*☐\s*[0-9]+"  # a sign question's "7 ☐ 4"
    rf"|{_FIGURE}(?:{_JOIN}{_FIGURE})*"
    r"|[<>]"  # a sign on its own: mirrored right to left
)
#: What makes a figure more than a number laid out as written.
_MORE = set("%\u066a\u2030/=<>+−×·-–☐")


def figures_left_to_right(text: str, lang: str) -> str:
    """``text`` with each figure isolated left to right when ``lang`` is written right to
    left (see the module's note); else ``text`` as it is."""
    if locale.direction(lang) != "rtl" or not text:
        return text

    def one(match: re.Match[str]) -> str:
        part = match.group(0)
        if part.startswith(LRI) or not _MORE.intersection(part):
            return part
        return left_to_right(part)

    return _PART.sub(one, text)


def chart_text(text: str, lang: str) -> str:
    """A label drawn in a chart, which stays left to right in every language (its numbers
    grow to the right): in a right-to-left language the label is isolated in its own
    direction (FSI: "1,200 أو أكثر" reads right to left, "0–19" left to right) with its
    figures left to right."""
    if locale.direction(lang) != "rtl" or not text:
        return text
    return isolate(figures_left_to_right(text, lang))


__all__ = ["chart_text", "figures_left_to_right"]
