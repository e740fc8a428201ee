"""Input read as a teacher means it (issue 33): several results on a line, numbers written
with the language's grouping, and anything else refused with a TallyError that says what
is accepted, from Python and from the widget's front-end messages alike."""

from __future__ import annotations

import logging

import pytest

from war_widget.tally import Tally, TallyError
from war_widget.tally.reading import MAX_TYPED


@pytest.fixture(autouse=True)
def _in_a_folder_of_its_own(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def _tally(**options):
    from war_widget import ClassTally

    return ClassTally("rounds", games=20, seed=1, engine="python", file=None, **options)


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("12 15", [12, 15]),  # was 1215
        ("4 2", [4, 2]),  # was 42
        ("12, 15", [12, 15]),
        ("12;15", [12, 15]),
        ("12 ; 15,  40\n7", [12, 15, 40, 7]),
        ("12,15", [12, 15]),  # English: a comma that groups no thousands separates
        ("1,204", [1204]),
        ("1,204, 15", [1204, 15]),
        ("1 204", [1, 204]),  # English groups with a comma only
        ("007", [7]),
    ],
)
def test_several_results_on_a_line_in_english(typed: str, kept: list[int]) -> None:
    t = Tally("rounds")
    assert t.add(typed) == kept
    assert t.results == kept


@pytest.mark.parametrize(
    ("lang", "typed", "kept"),
    [
        ("es", "1.204", [1204]),  # was refused without saying why
        ("es", "1 204", [1204]),
        ("es", "1\u00a0204", [1204]),
        ("es", "10.000; 12 15", [10_000, 12, 15]),
        ("pl", "1 204", [1204]),
        ("pl", "1\u202f204", [1204]),
        ("pl", "150 230", [150, 230]),  # 150230 is past 10 000: two results
        ("pl", "12 150", [12, 150]),
        ("sk", "1 204 15", [1204, 15]),
        ("nb", "10 000", [10_000]),
        ("nb", "1 204, 300", [1204, 300]),
    ],
)
def test_a_number_written_with_the_languages_grouping_is_one(
    lang: str, typed: str, kept: list[int]
) -> None:
    assert Tally("rounds", lang=lang).add(typed) == kept


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("es", "12,15"), ("pl", "2,5"), ("en", "2.5"), ("es", "12.15"), ("en", "12,150")],
)
def test_a_decimal_or_a_number_out_of_range_is_refused_not_split(lang: str, typed: str) -> None:
    t = Tally("rounds", [40], lang=lang)
    with pytest.raises(TallyError) as info:
        t.add(typed)
    assert f"{typed}" in info.value.say(lang)
    assert t.results == [40]


def test_a_line_is_kept_whole_or_not_at_all() -> None:
    t = Tally("rounds", [40])
    with pytest.raises(TallyError) as info:
        t.add("12 x 15")
    assert str(info.value) == (
        "“x” is not allowed: type a whole number from 1 to 10,000, or several separated by "
        "spaces or semicolons (12 15 or 12; 15). Nothing on this line was added."
    )
    assert t.results == [40]
    assert info.value.say("es").endswith("No se ha añadido nada de esta línea.")


@pytest.mark.parametrize(
    "typed",
    [
        "²",
        "٣٫٥",
        "१२",
        "１２",
        "9" * 5000,
        "1" + "0" * 4999,
        "12 " + "9" * 5000,
        "x" * (MAX_TYPED + 1),
    ],
    ids=[
        "superscript",
        "arabic-indic-decimal",  # ٣ is 3 (test_tally_arabic_input.py); 3.5 is not whole
        "devanagari",
        "fullwidth",
        "5000-nines",
        "5000-digits",
        "in-a-line",
        "long",
    ],
)
def test_what_is_not_a_number_raises_a_tally_error_never_a_value_error(typed: str) -> None:
    t = Tally("rounds", [40])
    with pytest.raises(TallyError) as info:
        t.add(typed)
    assert type(info.value) is TallyError and "invalid literal" not in str(info.value)
    assert "a whole number from 1 to 10,000" in str(info.value)
    assert len(str(info.value)) < 300  # the paste is cut short in the message
    assert t.results == [40]


def test_a_huge_python_int_is_refused_without_writing_it_out() -> None:
    with pytest.raises(TallyError, match="“…” is not allowed"):
        Tally("rounds").add(10**5000)
    assert Tally("rounds").add(10_000) == [10_000]


def test_several_answers_on_a_yes_no_line() -> None:
    t = Tally("first_war", lang="nb")
    assert t.add("ja nei, nei;j") == [1, 0, 0, 1]
    with pytest.raises(TallyError, match="Nothing on this line was added"):
        t.add("ja kanskje")
    assert t.results == [1, 0, 0, 1]


@pytest.mark.parametrize("typed", ["²", "9" * 5000, "12 x"])
def test_the_widget_says_what_is_accepted_and_its_add_raises_a_tally_error(typed: str) -> None:
    w = _tally(results=[40])
    w._on_msg(w, {"type": "add", "value": typed}, [])
    assert w.results == [40]
    assert "a whole number from 1 to 10,000, or several separated by spaces" in w.error
    with pytest.raises(TallyError):
        w.add(typed)
    w._on_msg(w, {"type": "add", "value": "12 15"}, [])
    assert w.results == [40, 12, 15] and w.error == ""
    assert w.view["notice"] == "Added: 12, 15"


def test_the_spanish_widget_takes_1_204() -> None:
    w = _tally(lang="es")
    w._on_msg(w, {"type": "add", "value": "1.204"}, [])
    assert w.results == [1204] and w.error == ""
    assert w.view["notice"] == "Añadido: 1204"


def test_no_exception_escapes_the_message_handler(monkeypatch, caplog) -> None:
    w = _tally(results=[40])

    def broken(value: object) -> list[int]:
        raise RuntimeError("a bug")

    monkeypatch.setattr(w.tally, "read", broken)  # the line typed is read first
    with caplog.at_level(logging.ERROR):
        w._on_msg(w, {"type": "add", "value": "12"}, [])
    assert "a bug" in caplog.text
    assert w.error == "Something went wrong, so nothing was added; the results so far are kept."
    assert w.results == [40]
    for content in [
        None,
        [],
        {"type": "add"},
        {"type": "add", "value": 12},
        {"type": "clear"},
        {"type": "clear", "count": True},
        {"type": "clear", "count": "1"},
        {"type": "undo", "count": 1.0},
        {"type": "x" * 10_000},
    ]:
        w._on_msg(w, content, [])
    assert w.results == [40]
