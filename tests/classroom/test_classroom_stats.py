"""The live class dashboard's numbers (classroom/stats.py, stats_view.py) against hand-made
records: the pooled first-flip share and its Wilson band, the bins, the answers by kind, who
may need help first, records with keys missing, and a projector view without a name."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from war_widget import locale
from war_widget.classroom import qr
from war_widget.classroom.stats import HELP_QUIET, ClassStats, seconds, wilson
from war_widget.classroom.stats_view import view
from war_widget.game.rules import Rules


def rec(i: int, pupil: str, kind: str, data: object, minute: int = 0, second: int = 0) -> dict:
    t = f"2026-12-06T10:{minute:02d}:{second:02d}.000Z"
    return {
        "id": f"d{pupil}-{i}",
        "pupil": pupil,
        "kind": kind,
        "lesson": "03_probability",
        "data": data,
        "time": t,
        "sent": t,
    }


def answer(
    i: int, pupil: str, quiz: str, question: str, right: bool, tries: int = 1, minute: int = 0
) -> dict:
    data = {"quiz": quiz, "question": question, "right": right, "tries": tries, "given": "9"}
    return rec(i, pupil, "answer", data, minute)


def test_wilson_at_known_values() -> None:
    # 1 of 17, by hand: centre (p + z²/2n) / (1 + z²/n) = 0.140140, half-width 0.129680.
    low, high = wilson(1, 17)
    assert low == pytest.approx(0.010460, abs=2e-6)
    assert high == pytest.approx(0.269820, abs=2e-6)
    # 50 of 100: statsmodels' proportion_confint(50, 100, method="wilson").
    low, high = wilson(50, 100)
    assert (low, high) == (pytest.approx(0.403832, abs=1e-5), pytest.approx(0.596168, abs=1e-5))
    assert wilson(0, 10)[0] == 0.0 and wilson(0, 10)[1] == pytest.approx(0.277533, abs=1e-5)
    assert wilson(0, 0) == (0.0, 1.0)


def test_first_flip_share_counts_each_deal_once_and_settles_on_the_exact_line() -> None:
    s = ClassStats()
    assert s.exact == Fraction(1, 17)
    records = [
        rec(1, "Ana", "round", {"game": 1, "round": 1, "first": True, "war": True}),
        rec(2, "Ana", "game", {"game": 1, "rounds": 120, "first_war": True}),  # the same deal
        rec(3, "Ben", "game", {"game": 1, "rounds": 80, "first_war": False}),
        rec(4, "Ben", "round", {"game": 2, "round": 1, "first": True, "war": False}),
        rec(
            5, "Ben", "round", {"game": 2, "round": 2, "first": False, "war": True}
        ),  # not a first flip
    ]
    assert s.add(records) == 5
    assert (s.deals, s.wars) == (3, 1)
    v = view(s)
    fw = v["first_war"]
    assert fw["share"] == pytest.approx(1 / 3)
    assert (fw["low"], fw["high"]) == pytest.approx(wilson(1, 3))
    assert fw["exact"] == pytest.approx(1 / 17)
    assert (
        fw["text"]
        == "Our class: 33.3% of the first flips were a war (1 of 3). 95% band: 6.1% to 79.2%."
    )
    assert fw["exact_text"] == "Exact answer: 1/17 = 5.9%"
    assert [p["n"] for p in fw["points"]] == [1, 2, 3]
    assert [p["share"] for p in fw["points"]] == pytest.approx([1.0, 0.5, 1 / 3])


def test_the_running_share_is_thinned_but_ends_on_the_latest_deal() -> None:
    s = ClassStats()
    s.add(
        rec(i, f"P{i % 28}", "game", {"game": i, "first_war": i % 17 == 0}) for i in range(1, 1001)
    )
    points = s.running(points=100)
    assert len(points) == 100 and points[-1]["n"] == 1000
    assert points[-1]["share"] == pytest.approx(58 / 1000)
    assert points[-1]["low"] < 1 / 17 < points[-1]["high"]


def test_records_seen_again_and_records_without_keys_are_coped_with() -> None:
    s = ClassStats()
    odd = [
        rec(1, "Ana", "round", None),
        rec(2, "Ana", "round", {"first": True}),  # no war: not a deal
        rec(3, "Ana", "game", {"rounds": "many", "first_war": "yes"}),
        rec(4, "Ana", "answer", {"quiz": "compare"}),  # no right: not counted
        {"pupil": "Ben", "kind": "round"},  # no id, time, data
        {"id": "x", "kind": "round"},  # no pupil
        "not a record",
        rec(5, "Ana", "hug", {}),
    ]
    assert s.add(odd) == 6
    assert s.add(odd[:2]) == 0  # already kept
    v = view(s)
    assert v["totals"][0]["value"] == "2"
    assert (
        s.pupils["Ana"].rounds == 2 and s.pupils["Ana"].games == 1 and s.pupils["Ana"].answers == 0
    )
    assert s.pupils["Ben"].last is None
    assert s.deals == 0 and v["first_war"]["share"] is None
    assert v["first_war"]["text"] == "No first flips yet."
    assert v["lengths"]["games"] == 0
    assert s.skipped == 4  # two not records, one answer without right, one unknown kind
    json.dumps(v)  # JSON-ready


def test_game_lengths_in_bins_beside_the_reference() -> None:
    s = ClassStats(reference=[10, 12, 14, 16, 30, 32, 200])
    s.add(
        rec(i, "Ana", "game", {"game": i, "rounds": r}) for i, r in enumerate([11, 13, 31, 33], 1)
    )
    bins = s.length_bins()
    width = bins[0]["high"] - bins[0]["low"] + 1
    assert all(b["low"] % width == 0 for b in bins)
    assert sum(b["count"] for b in bins) == 4
    assert sum(b["share"] for b in bins) == pytest.approx(1.0)
    assert sum(b["reference"] for b in bins) == pytest.approx(1.0)
    for b in bins:  # each bar holds the games in its range
        high = b["high"] if b["high"] is not None else 10**9
        assert b["count"] == sum(b["low"] <= r <= high for r in [11, 13, 31, 33])
    bars = view(s)["lengths"]["bars"]
    assert bars[0]["label"] == f"0–{width - 1}"
    assert view(s)["lengths"]["reference_label"] == "7 simulated games"


def test_answers_by_kind_and_the_most_missed() -> None:
    s = ClassStats(lesson="02_counting")
    s.add(
        [
            answer(1, "Ana", "compare", "9 ? 5", True),
            answer(2, "Ana", "compare", "9 ? 5", False, 2),
            answer(3, "Ben", "compare", "9 ? 5", True, 2),
            answer(4, "Ben", "combine", "7 + 6", False, 2),
            answer(5, "Ben", "combine", "3 + 4", True),
            answer(6, "Cy", "odd-kind", "?", True),
        ]
    )
    kinds = {k["kind"]: k for k in s.answer_kinds()}
    assert [k["kind"] for k in s.answer_kinds()] == ["compare", "combine", "odd-kind"]
    assert kinds["compare"] == {"kind": "compare", "asked": 3, "first": 1, "later": 1, "wrong": 1}
    assert kinds["combine"] == {"kind": "combine", "asked": 2, "first": 1, "later": 0, "wrong": 1}
    assert s.missed() == [
        {"kind": "compare", "question": "9 ? 5", "asked": 3, "missed": 2},
        {"kind": "combine", "question": "7 + 6", "asked": 1, "missed": 1},
    ]
    v = view(s)
    assert v["sections"][0] == "answers"  # a counting lesson: its answers first
    assert v["answers"]["rows"][0]["name"] == "Which card is bigger"
    assert v["answers"]["rows"][0]["cells"] == ["3", "1", "1", "1"]
    assert v["answers"]["missed"][0]["text"] == "9 ? 5: missed 2 of 3 times"


def test_a_lesson_with_its_own_deck_shows_no_classic_first_flip_nor_game_lengths() -> None:
    """Lesson 02's pages report their first rounds (a war or not) from the youngest's deck:
    the classic 1/17 beside them would be a wrong answer; lesson 01 (the classic deck) keeps it."""
    first = {"game": 1, "round": 1, "cards": [4, 4], "winner": None, "war": True, "first": True}
    for lesson, shown in (("02_counting", ["answers"]), ("01_play", ["answers", "first_war"])):
        s = ClassStats(lesson=lesson)
        s.add([rec(1, "Ana", "round", first), answer(2, "Ana", "compare", "9 ? 5", True)])
        assert view(s)["sections"] == shown, lesson


def test_the_experiments_dashboard_has_no_answers_columns_until_an_answer_comes() -> None:
    s = ClassStats(lesson="03_probability")
    s.add([rec(1, "Ana", "game", {"game": 1, "rounds": 120, "first_war": False})])
    v = view(s)
    assert [t["key"] for t in v["totals"]] == ["pupils", "rounds", "games"]
    assert v["pupils"]["columns"] == ["Name", "Rounds", "Games", "Last seen"]
    assert len(v["pupils"]["rows"][0]["cells"]) == 3
    # Its help line names only what this lesson can show: a pupil who stopped sending.
    assert v["pupils"]["rule"] == (
        "“May need help”: nothing sent for 2 minutes while the class plays on. "
        "They are listed first."
    )
    s.add([answer(2, "Ana", "compare", "9 ? 5", False)])
    v = view(s)
    assert "wrong answers in a row" in v["pupils"]["rule"]
    assert [t["key"] for t in v["totals"]][-1] == "answers"
    assert len(v["pupils"]["columns"]) == 6 and len(v["pupils"]["rows"][0]["cells"]) == 5
    counting = ClassStats(lesson="02_counting")
    counting.add([rec(1, "Ana", "round", {"game": 1, "round": 1, "first": False})])
    assert len(view(counting)["pupils"]["columns"]) == 6  # a quiz lesson: its columns at once


def test_who_may_need_help_comes_first_and_says_why() -> None:
    s = ClassStats(lesson="02_counting")
    s.join([{"pupil": "Zed", "joined": "2026-12-06T10:00:00.000Z"}, {"nope": 1}])
    s.add([answer(i, "Ana", "count", f"q{i}", True, minute=5) for i in range(3)])
    s.add([answer(10 + i, "Ben", "count", f"q{i}", False, minute=5) for i in range(3)])
    s.add([answer(20 + i, "Cy", "count", f"q{i}", False, minute=5) for i in range(2)])
    s.add([answer(30, "Dee", "count", "q", True, minute=1)])
    assert seconds("2026-12-06T10:05:00.000Z") - seconds("2026-12-06T10:01:00.000Z") >= HELP_QUIET
    rows = view(s)["pupils"]["rows"]
    assert [r["name"] for r in rows] == ["Ben", "Zed", "Dee", "Ana", "Cy"]
    assert [r["help"] for r in rows] == [True, True, True, False, False]
    assert rows[0]["why"] == "3 wrong answers in a row"
    assert rows[1]["why"] == "nothing sent for 5 min"  # joined, never sent anything
    assert rows[2]["why"] == "nothing sent for 4 min"
    assert view(s)["pupils"]["need_help"] == 3
    s.add([answer(40, "Ben", "count", "q9", True, minute=5)])  # a right answer ends the run
    assert not view(s)["pupils"]["rows"][
        [r["name"] for r in view(s)["pupils"]["rows"]].index("Ben")
    ]["help"]


def test_the_projector_view_has_no_name() -> None:
    s = ClassStats()
    names = ["Ana", "Benedikt", "Zuzana & Ola"]
    s.join([{"pupil": n, "joined": "2026-12-06T10:00:00.000Z"} for n in names])
    s.add(answer(i, names[i % 3], "compare", f"{i} ? 5", i % 2 == 0, minute=i) for i in range(9))
    s.add(
        rec(20 + i, names[i % 3], "game", {"game": i, "rounds": 40 + i, "first_war": False})
        for i in range(9)
    )
    shown = json.dumps(view(s, projector=True), ensure_ascii=False)
    assert view(s, projector=True)["pupils"] is None
    for name in ["Ana", "Benedikt", "Zuzana"]:
        assert name not in shown
    assert "Benedikt" in json.dumps(view(s), ensure_ascii=False)  # the teacher's view names them


@pytest.mark.parametrize("lang", [lang for lang in locale.LANGUAGES if lang != "en"])
def test_the_view_is_in_the_teachers_language(lang: str) -> None:
    s = ClassStats(lang=lang)
    s.add([rec(1, "Ana", "game", {"game": 1, "rounds": 1234, "first_war": True})])
    v = view(s)
    english = ClassStats(lang="en")
    english.add([rec(1, "Ana", "game", {"game": 1, "rounds": 1234, "first_war": True})])
    e = view(english)
    for key in ("title", "text", "x_label", "y_label"):
        assert v["first_war"][key] != e["first_war"][key], key
    assert v["pupils"]["rule"] != e["pupils"]["rule"]


def test_the_exact_line_follows_the_rules() -> None:
    s = ClassStats(rules=Rules.preset("classic", peace="ask"))
    assert view(s)["first_war"]["exact"] is None
    assert view(s)["first_war"]["exact_text"] == "No exact answer is known for these rules."


def test_qr_code_is_dark_on_white_with_a_quiet_zone() -> None:
    url = "http://192.168.1.23:8765/r/K7PX4Q"
    m = qr.matrix(url)
    size = len(m)
    assert size == 29 + 2 * qr.QUIET_ZONE  # version 3 (29 modules) at level M
    for i in range(qr.QUIET_ZONE):  # the border is white all round
        assert not any(m[i]) and not any(m[size - 1 - i])
        assert not any(row[i] or row[size - 1 - i] for row in m)
    assert all(m[qr.QUIET_ZONE][qr.QUIET_ZONE : qr.QUIET_ZONE + 7])  # a finder pattern's edge
    svg = qr.svg(url)
    assert svg.startswith("<svg") and 'viewBox="0 0 37 37"' in svg and 'fill="#fff"' in svg
    assert 'stroke="#000"' in svg
    assert qr.data_url(url).startswith("data:image/svg+xml;base64,")
    with pytest.raises(ValueError, match="url"):
        qr.svg("")
