"""A sheet's numbers in Arabic-Indic digits (``sheet(..., digits="arab")``, issue 45 item 3):
the rounds, the sums and the words' numbers; the game code the key names and the cards'
pictures stay as they are."""

from __future__ import annotations

import re

import pytest

from war_widget import Game, Rules, sheets
from war_widget.sheets.svg import PRINT_SUITS

SUMS = Game(Rules.preset("guerra_de_sumas"), seed=3).code
LATIN = re.compile("[0-9]")
CARD = re.compile(f"\\d+[{''.join(PRINT_SUITS)}]")
BACK = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789", "\u200e")


def _text(html: str) -> str:
    """What a reader reads: the page without its style, tags and pictures."""
    html = re.sub(r"<(style|svg)\b.*?</\1>", " ", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", html)


def test_the_sum_sheet_and_its_key_in_arabic_indic_digits() -> None:
    latn = sheets.sheet(SUMS, "sum")
    arab = sheets.sheet(SUMS, "sum", digits="arab")
    rounds = re.findall(r'class="rnum">([^<]*)<', arab.html)
    assert [r.replace("\u200e", "") for r in rounds[:3]] == ["١", "٢", "٣"]
    # The key: rounds and sums converted; the code it names as it is.
    key = _text(arab.answers.html)
    assert SUMS in key
    # Latin digits are left only in the cards, written as they are printed (5♡, 10♠).
    assert not LATIN.search(CARD.sub("", key.replace(SUMS, "")))
    assert "٥ + ٨ = ١٣" in key.replace("\u200e", "")
    assert key.translate(BACK) == _text(latn.answers.html)
    # The cards' pictures are the same cards.
    pictures = re.compile(r"<svg\b.*?</svg>", re.S)
    assert pictures.findall(arab.html) == pictures.findall(latn.html)


def test_the_record_sheet_and_latin_by_default() -> None:
    plain = sheets.sheet(SUMS, "sum")
    assert plain.html == sheets.sheet(SUMS, "sum", digits="latn").html
    record = sheets.sheet(Game(Rules(), seed=3).code, "record", digits="arab")
    assert record.html != sheets.sheet(Game(Rules(), seed=3).code, "record").html


@pytest.mark.parametrize("bad", ["hindi", None])
def test_bad_digits_are_refused_by_name(bad: object) -> None:
    with pytest.raises(ValueError, match="digits"):
        sheets.sheet(SUMS, "sum", digits=bad)  # type: ignore[arg-type]
