"""The class experiment: the pure model (results, relative frequency, bins, CSV), its words
in five languages, and the ClassTally widget's traits and messages."""

from __future__ import annotations

import csv
import io
from fractions import Fraction

import pytest

from war_widget import Rules, locale
from war_widget.tally import Tally, TallyError
from war_widget.tally.model import MAX_BINS, _nice_width
from war_widget.tally.words import view


@pytest.fixture(autouse=True)
def _in_a_folder_of_its_own(tmp_path, monkeypatch):
    """A widget's file goes to the current folder: each test's own, not the checkout."""
    monkeypatch.chdir(tmp_path)


YES_NO = {
    "en": ("yes", "no"),
    "es": ("sí", "no"),
    "pl": ("tak", "nie"),
    "sk": ("áno", "nie"),
    "nb": ("ja", "nei"),
}


def test_relative_frequency_of_twenty_results_and_the_exact_answer() -> None:
    t = Tally("first_war")
    answers = ["yes" if i in (3, 11, 17) else "no" for i in range(20)]
    t.extend(answers)
    assert len(t) == 20
    assert t.share() == Fraction(3, 20)
    assert t.reference() == Fraction(1, 17)
    assert t.running()[3] == pytest.approx(1 / 4)
    assert t.running()[-1] == pytest.approx(0.15)


def test_the_reference_follows_the_rules() -> None:
    assert Tally("first_war", rules=Rules(peace="always")).reference() == 0
    assert Tally("rounds").reference() is None


@pytest.mark.parametrize("lang", list(YES_NO))
def test_each_language_types_its_own_yes_and_no_and_english_too(lang: str) -> None:
    yes, no = YES_NO[lang]
    t = Tally("first_war", lang=lang)
    t.extend([yes, no, yes.upper(), "yes", "no", yes[0], True])
    assert t.results == [1, 0, 1, 1, 0, 1, 1]


def test_accents_may_be_left_out() -> None:
    t = Tally("first_war", lang="es")
    t.extend(["si", "Sí", "SI"])
    assert t.results == [1, 1, 1]


@pytest.mark.parametrize("bad", ["maybe", "", "2", None, "yess"])
def test_a_bad_yes_no_names_what_is_allowed_and_loses_nothing(bad: object) -> None:
    t = Tally("first_war", ["yes", "no"])
    with pytest.raises(TallyError, match="type yes or no"):
        t.add(bad)
    assert t.results == [1, 0]


def test_the_error_is_said_in_the_learners_language() -> None:
    t = Tally("first_war", lang="pl")
    with pytest.raises(TallyError) as info:
        t.add("może")
    assert info.value.say("pl") == "„może” nie jest odpowiedzią na to pytanie: wpisz tak albo nie."


@pytest.mark.parametrize("bad", ["0", "-3", "2.5", "12a", "10001", "", True, "1e3"])
def test_a_number_must_be_whole_and_in_range(bad: object) -> None:
    t = Tally("rounds", ["40"])
    with pytest.raises(TallyError, match="a whole number from 1 to 10,000"):
        t.add(bad)
    assert t.results == [40]


def test_a_long_paste_is_cut_short_in_the_message() -> None:
    with pytest.raises(TallyError) as info:
        Tally("rounds").add("x" * 500)
    assert "x" * 39 + "…" in str(info.value) and "x" * 41 not in str(info.value)


def test_extend_keeps_all_or_none() -> None:
    t = Tally("rounds", [5])
    with pytest.raises(TallyError):
        t.extend(["6", "seven", "8"])
    assert t.results == [5]


def test_numbers_accept_the_bounds_and_the_languages_grouping() -> None:
    t = Tally("rounds")
    t.extend(["1", " 10,000 ", 250])
    assert t.results == [1, 10_000, 250]
    assert Tally("rounds", [" 10 000 "], lang="pl").results == [10_000]


def test_undo_and_clear() -> None:
    t = Tally("first_war", ["yes", "no"])
    assert t.undo() == 0 and t.results == [1]
    t.clear()
    assert t.undo() is None and t.share() is None


def test_nice_widths() -> None:
    assert [_nice_width(top) for top in (5, 11, 12, 30, 59, 120, 600, 9999)] == [
        1,
        1,
        2,
        5,
        5,
        20,
        100,
        1000,
    ]


def test_bins_count_the_class_and_the_reference_on_the_same_bars() -> None:
    t = Tally("rounds", [3, 7, 7, 12, 55])
    reference = [5, 6, 7, 8, 9, 10, 11, 12, 13, 14]
    bars = t.bins(reference)
    assert len(bars) <= MAX_BINS
    width = bars[0]["high"] + 1
    assert bars[0]["low"] == 1  # the first bar starts at the fewest rounds a game lasts
    assert all(b["low"] == i * width for i, b in enumerate(bars) if i)
    assert bars[-1]["open"] and not any(b["open"] for b in bars[:-1])
    assert sum(b["count"] for b in bars) == 5
    assert sum(b["share"] for b in bars) == pytest.approx(1)
    assert sum(b["reference"] for b in bars) == pytest.approx(1)
    for b in bars:
        hi = float("inf") if b["open"] else b["high"]
        assert b["count"] == sum(1 for r in t.results if b["low"] <= r <= hi)


def test_csv_has_one_row_per_result_in_order() -> None:
    t = Tally("first_war", ["no", "yes", "n"])
    rows = list(csv.reader(io.StringIO(t.to_csv())))
    assert rows == [
        ["n", "question", "result"],
        ["1", "first_war", "no"],
        ["2", "first_war", "yes"],
        ["3", "first_war", "no"],
    ]
    assert Tally("rounds", [12]).to_csv().splitlines()[1] == "1,rounds,12"


def test_unknown_question() -> None:
    with pytest.raises(ValueError, match="the questions are"):
        Tally("colour")


@pytest.mark.parametrize("lang", list(YES_NO))
def test_the_view_speaks_the_language(lang: str) -> None:
    t = Tally("first_war", ["yes"] * 1 + ["no"] * 3, lang=lang)
    v = view(t)
    assert v["title"] == locale.say(lang, "tally.q.first_war")
    assert "1/17" in v["reference_text"]
    assert v["share"] == 0.25 and "25" in v["share_text"]
    if lang != "en":
        assert v["title"] != locale.say("en", "tally.q.first_war")


@pytest.mark.parametrize(
    ("lang", "n", "text"),
    [
        ("en", 1, "1 result so far"),
        ("en", 4, "4 results so far"),
        ("pl", 3, "3 wyniki do tej pory"),
        ("pl", 5, "5 wyników do tej pory"),
        ("sk", 2, "Zatiaľ 2 výsledky"),
        ("es", 11, "11 resultados hasta ahora"),
    ],
)
def test_the_count_takes_the_languages_plural(lang: str, n: int, text: str) -> None:
    assert view(Tally("rounds", [7] * n, lang=lang))["count_text"] == text


def test_the_widget_keeps_results_in_its_state_and_refuses_bad_ones() -> None:
    from war_widget import ClassTally

    w = ClassTally("first_war", results=["no", "no"])
    w._on_msg(w, {"type": "add", "value": "yes"}, [])
    assert w.results == [0, 0, 1]
    w._on_msg(w, {"type": "add", "value": "perhaps"}, [])
    assert w.results == [0, 0, 1]
    assert w.error == "“perhaps” is not an answer to this question: type yes or no."
    w._on_msg(w, {"type": "add", "value": "no"}, [])
    assert w.error == "" and w.view["share_text"] == "Our class: 25.0% said yes (1 of 4)"
    assert w.csv == w.to_csv() and w.csv.count("\n") == 5
    w._on_msg(w, {"type": "undo", "count": 4}, [])
    assert w.results == [0, 0, 1]
    w._on_msg(w, {"type": "nonsense"}, [])
    w._on_msg(w, ["add"], [])
    assert w.results == [0, 0, 1]
    with pytest.raises(Exception, match="read-only"):
        w.results = [1]
    state = w.get_state()  # what the notebook saves with the widget
    assert state["results"] == [0, 0, 1] and state["csv"] == w.to_csv()
    w.lang = "nb"
    assert w.view["title"] == "Ble det krig da de første kortene ble snudd?"
    assert w.words["yes"] == "ja"


def test_the_widget_compares_numbers_with_simulated_games() -> None:
    from war_widget import ClassTally

    w = ClassTally("rounds", results=[120, 300], games=50, seed=3, engine="python")
    assert len(w.reference) == 50
    bars = w.view["bars"]
    assert sum(b["count"] for b in bars) == 2
    assert sum(b["reference"] for b in bars) == pytest.approx(1)
    assert w.view["reference_text"] == "50 simulated games"
    with pytest.raises(TallyError, match="from 1 to 10,000"):
        w.add("0")
