"""The tally reads what an Arabic, Persian or Urdu keyboard types (issue 45, item 3): the
Arabic comma ، and semicolon ؛ separate results, Arabic-Indic ٠-٩ and Extended Arabic-Indic
۰-۹ digits are numbers, ٬ groups thousands; an error still names what was typed, as typed,
and says what is allowed."""

from __future__ import annotations

import pytest

from war_widget import locale
from war_widget.tally import reading
from war_widget.tally.model import Tally, TallyError


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize(
    ("typed", "results"),
    [
        ("12، 15", [12, 15]),  # the Arabic comma, then a space
        ("12،15", [12, 15]),  # never part of a number, in any language
        ("١٢ ١٥", [12, 15]),  # Arabic-Indic digits
        ("١٢،١٥؛ ٤٠", [12, 15, 40]),  # and the Arabic semicolon
        ("۱۲ ۱۵", [12, 15]),  # Extended Arabic-Indic (Persian, Urdu keyboards)
        ("١٬٢٠٤", [1204]),  # the Arabic thousands separator, as the widgets write it
        ("\u200e١٢\u200e، \u200f15", [12, 15]),  # direction marks a copied number carries
        (">١٥٠", [-150]),  # not finished by round 150, written short
        ("١٥٠+", [-150]),
    ],
)
def test_arabic_input_is_read_as_the_numbers_it_means(
    lang: str, typed: str, results: list[int]
) -> None:
    assert Tally("rounds", lang=lang).read(typed) == results


def test_the_arabic_not_finished_words_with_arabic_indic_digits() -> None:
    said = locale.say("ar", "tally.unfinished", round="١٥٠")
    assert Tally("rounds", lang="ar").read(said) == [-150]
    assert Tally("rounds", lang="ar").read(f"{said}؛ ١٨٧") == [-150, 187]


def test_yes_and_no_separated_by_arabic_commas_and_typed_as_arabic_indic_ones() -> None:
    yes, no = locale.say("ar", "tally.yes"), locale.say("ar", "tally.no")
    assert Tally("first_war", lang="ar").read(f"{yes}، {no}،{no}؛ ١ ٠") == [1, 0, 0, 1, 0]


@pytest.mark.parametrize("typed", ["١٢٫٥", "١٢x", "٠", "١٠٠٠١"])
def test_a_result_not_allowed_is_named_as_typed_with_what_is_allowed(typed: str) -> None:
    with pytest.raises(TallyError) as err:
        Tally("rounds", lang="ar").read(typed)
    said = err.value.say("ar")
    assert f"«{typed}»" in said  # as the teacher typed it, in the digits they typed it in
    assert "10,000" in said  # the largest allowed (the widget writes it in its digits)
    assert err.value.say("en").startswith(f"“{typed}” is not allowed: type a whole number")


def test_one_bad_result_on_a_line_refuses_the_line() -> None:
    t = Tally("rounds", lang="ar", results=["٣٠"])
    with pytest.raises(TallyError) as err:
        t.add("٤٠، ١٢x")
    assert "«١٢x»" in err.value.say("ar") and t.results == [30]


def test_the_reader_names_each_result_as_typed_and_its_digits_as_ascii() -> None:
    assert reading.number_words("١٢، ١٥ ١٬٢٠٤", "ar", 10_000) == [
        ("١٢", "12"),
        ("١٥", "15"),
        ("١٬٢٠٤", "1204"),
    ]
    assert reading.whole("١٢", 1, 100) is None  # whole() itself takes ASCII digits only
    assert reading.ascii_digits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ ²") == "0123456789 0123456789 ²"
