"""war_widget.locale.in_digits: the one place numbers become Arabic-Indic (issue 45, item 3)."""

from __future__ import annotations

import pytest

from war_widget.locale import DIGITS, check_digits, in_digits
from war_widget.locale._digits import LRM, written_in


def _unmarked(text: str) -> str:
    return text.replace(LRM, "")


def test_latin_is_the_default_and_changes_nothing() -> None:
    assert DIGITS[0] == "latn"
    text = "Round 1,466: 9 > 5 (2.5 %)"
    assert in_digits(text, "latn") is text


def test_arabic_indic_digits_and_the_arabic_separators() -> None:
    assert in_digits("0123456789", "arab") == "٠١٢٣٤٥٦٧٨٩" + LRM
    # English groups with "," and writes "." before decimals; a comma in a sentence stays one.
    assert _unmarked(in_digits("Round 1,466: 2.5 (you: 27, the computer: 25).", "arab")) == (
        "Round ١\u066c٤٦٦: ٢\u066b٥ (you: ٢٧, the computer: ٢٥)."
    )
    # Polish groups with a no-break space and writes a decimal comma.
    polish = in_digits("1\u00a0466 rund, średnio 2,5", "arab", "pl")
    assert polish == f"١\u066c٤٦٦{LRM} rund, średnio ٢\u066b٥{LRM}"
    assert _unmarked(in_digits("9 > 5, 8 = 8", "arab", "es")) == "٩ > ٥, ٨ = ٨"


def test_a_left_to_right_mark_after_each_number_keeps_the_order_of_a_comparison() -> None:
    """Arabic-Indic digits are Arabic Numbers to the bidi algorithm: in an English sentence
    " > " between two of them would be drawn right to left ("٥ < ١٣"); the mark after each
    number keeps it in the sentence's order.  A right-to-left language needs no mark."""
    assert in_digits("13 > 5", "arab") == f"١٣{LRM} > ٥{LRM}"
    assert written_in("13 > 5", "arab", (",", "."), mark="") == "١٣ > ٥"


def test_what_is_kept_stays_as_it_is() -> None:
    text = "Replaying game E4DV-45E: round 12, then E4DV-45E again."
    assert in_digits(text, "arab", keep=["E4DV-45E", ""]) == (
        f"Replaying game E4DV-45E: round ١٢{LRM}, then E4DV-45E again."
    )


@pytest.mark.parametrize("bad", ["hindi", "Arab", "", None, 0, ["arab"]])
def test_a_bad_value_names_digits_and_what_is_allowed(bad: object) -> None:
    allowed = r"digits=.* is not allowed: digits must be 'latn' or 'arab'"
    with pytest.raises(ValueError, match=allowed):
        check_digits(bad)
    assert [check_digits(d) for d in DIGITS] == list(DIGITS)


def test_what_is_kept_is_kept_whole_never_inside_a_longer_number() -> None:
    """A seed "1" kept as typed is not the 1 of "10,000" nor of "21"."""
    text = "Played 10,000 games, seed 1: game i is dealt from 1 + i (21 rounds)."
    assert _unmarked(in_digits(text, "arab", keep=["1"])) == (
        "Played ١٠٬٠٠٠ games, seed 1: game i is dealt from 1 + i (٢١ rounds)."
    )


def test_a_text_written_twice_is_written_once() -> None:
    """Python writes a question, then writes it again with a face-to-face answer in it: each
    number keeps one mark."""
    once = in_digits("13 > 5, then 1,204.5", "arab")
    assert in_digits(once, "arab") == once and once.count(LRM) == 3


def test_a_percent_sign_after_a_number_in_arabic_indic_digits_is_the_arabic_one() -> None:
    """``%`` after an Arabic-Indic number is ٪ (U+066A), as CLDR's ``arab`` numbers write it,
    the language's space before it kept; in a left-to-right language the mark comes after
    the sign ("٩٥٪" is one number).  A ``%`` after no number, and 0-9, stay as they are."""
    assert in_digits("95% interval: 12.5% to 50%", "arab", "ar") == "٩٥٪ interval: ١٢٫٥٪ to ٥٠٪"
    assert in_digits("a 95% band", "arab") == f"a ٩٥٪{LRM} band"
    spanish = in_digits("34,5\u00a0% de 100 %", "arab", "es")
    assert spanish == f"٣٤٫٥{LRM}\u00a0٪ de ١٠٠{LRM} ٪"
    assert in_digits("{value}%", "arab") == "{value}%"  # a template: its number comes later
    assert in_digits(spanish, "arab", "es") == spanish  # written twice: the same
    assert in_digits("95% interval", "latn", "ar") == "95% interval"
    kept = in_digits("Game 5%X-12: 5%", "arab", keep=["5%X-12"])
    assert kept == f"Game 5%X-12: ٥٪{LRM}"
