"""ClassTally(digits=...) (issue 45, item 3): with ``"arab"`` every number the class reads
(the count, the share and the exact answer, the bars' labels, the notices, the refusals) is in
Arabic-Indic digits; the CSV, the file's name and path, the numbers the chart is drawn from
and what the teacher typed stay as they are.  A bad value is refused by name."""

from __future__ import annotations

import json
import re

import pytest
import traitlets

from war_widget import locale
from war_widget.tally.widget import ClassTally

ARABIC = re.compile("[\u0660-\u0669]")
LATIN = re.compile("[0-9]")
BACK = str.maketrans("٠١٢٣٤٥٦٧٨٩\u066c\u066b\u066a", "0123456789,.%", "\u200e")


def back(lang: str) -> dict[int, int | None]:
    """Arabic-Indic digits back to 0-9, the Arabic separators to ``lang``'s, ٪ to %."""
    group, decimal = locale.say(lang, "number.group"), locale.say(lang, "sim.decimal")
    return str.maketrans(
        {
            "\u066c": group,
            "\u066b": decimal,
            "\u066a": "%",
            "\u200e": None,
            **{chr(0x660 + d): str(d) for d in range(10)},
        }
    )


#: What the class reads in the view (the rest is for the chart, or a machine).
READ = ("count_text", "share_text", "reference_text", "clear_text")


def _tally(digits: str, lang: str = "ar", **kw: object) -> ClassTally:
    return ClassTally(
        "first_war", results=["yes", "no", "no", "no"], file=None, lang=lang, digits=digits, **kw
    )


@pytest.mark.parametrize("lang", ["ar", "en", "fr"])
def test_what_the_class_reads_is_in_arabic_indic_digits(lang: str) -> None:
    latn, arab = _tally("latn", lang), _tally("arab", lang)
    for key in READ:
        shown, plain = arab.view[key], latn.view[key]
        assert ARABIC.search(shown) and not LATIN.search(shown) and "%" not in shown, (key, shown)
        assert shown.translate(back(lang)) == plain, key
    for key in ("count", "share", "reference", "running", "kind"):  # the chart's, as they are
        assert arab.view[key] == latn.view[key], key
    assert arab.csv == latn.csv and arab.to_csv() == latn.to_csv()
    assert arab.results == latn.results


def test_the_bars_labels_and_the_notice_of_the_numbers_question() -> None:
    kw: dict[str, object] = {"file": None, "lang": "ar", "games": 200, "engine": "python"}
    arab = ClassTally("rounds", results=["12 15", "140"], digits="arab", **kw)
    latn = ClassTally("rounds", results=["12 15", "140"], **kw)
    labels = [b["label"] for b in arab.view["bars"]]
    assert all(ARABIC.search(x) and not LATIN.search(x) for x in labels), labels
    assert [x.translate(BACK) for x in labels] == [b["label"] for b in latn.view["bars"]]
    arab.add("٤٠، 55")
    assert arab.results[-2:] == [40, 55]
    assert arab.view["notice"].translate(BACK) == latn.add("40 55").view["notice"]
    assert not LATIN.search(arab.view["notice"])


def test_a_refusal_keeps_what_was_typed_and_writes_the_rest_in_the_digits() -> None:
    w = ClassTally("rounds", file=None, lang="ar", digits="arab", games=50, engine="python")
    w._on_msg(w, {"type": "add", "value": "12x"}, [])
    assert "«12x»" in w.error  # as typed
    assert "١٠٬٠٠٠" in w.error and "10,000" not in w.error  # the largest allowed
    w.digits = "latn"  # at run time: the refusal is said again, in 0-9
    assert "«12x»" in w.error and "10,000" in w.error and not ARABIC.search(w.error)


def test_the_files_name_stays_as_it_is(tmp_path: object) -> None:
    path = f"{tmp_path}/tally-2026-12-07.csv"
    w = ClassTally("first_war", results=["yes"], file=path, lang="en", digits="arab")
    assert "tally-2026-12-07.csv" in w.view["file_text"], w.view["file_text"]
    assert w.view["file"] == path and w.view["file_path"].endswith("tally-2026-12-07.csv")
    assert "tally-2026-12-07.csv" in w.view["clear_text"]
    assert ARABIC.search(w.view["clear_text"])  # "Clear all ١ results?"


def test_changing_the_digits_redraws_and_loses_nothing() -> None:
    w = _tally("latn")
    before = (w.results, w.csv, json.dumps(w.view))
    w.digits = "arab"
    assert ARABIC.search(w.view["share_text"]) and w.results == before[0] and w.csv == before[1]
    w.digits = "latn"
    assert (w.results, w.csv, json.dumps(w.view)) == before


@pytest.mark.parametrize("bad", ["hindi", "ARAB", "", None, 1])
def test_a_bad_value_is_refused_by_name(bad: object) -> None:
    with pytest.raises(ValueError, match=r"^digits=.* is not allowed: digits must be"):
        ClassTally("first_war", file=None, digits=bad)  # type: ignore[arg-type]
    w = _tally("arab")
    with pytest.raises(traitlets.TraitError, match="digits"):
        w.digits = bad  # type: ignore[assignment]
    assert w.digits == "arab" and ARABIC.search(w.view["share_text"])


def test_the_front_end_is_told_the_direction() -> None:
    assert _tally("arab").words["dir"] == "rtl"
    assert _tally("latn", "en").words["dir"] == "ltr"
