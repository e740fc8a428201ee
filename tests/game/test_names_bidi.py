"""Names a teacher types: each isolated for direction in every sentence, checked the same way
wherever it enters (the widget, explain(), the command line), and counted as a reader counts
letters.  How the sentences look in Chromium: tests/e2e/test_names_bidi_e2e.py."""

from __future__ import annotations

import re
import unicodedata

import pytest
import traitlets
from hypothesis import given, settings
from hypothesis import strategies as st

from war_widget import Game, Rules, WarWidget, explain, locale
from war_widget.cli.commands import main
from war_widget.game.names import (
    FSI,
    MAX_NAME,
    MAX_NAME_POINTS,
    PDI,
    check_name,
    graphemes,
    isolate,
    plain,
)
from war_widget.play.checks import check
from war_widget.play.quiz_text import wrong_answer
from war_widget.play.views import Voice, steal_question

LAYLA, NOA = "ليلى", "נועה"
ISOLATES = re.compile("[\u2066-\u2069]")
LRI = "\u2066"  # left-to-right isolate: the arithmetic in a right-to-left language
SUMS = Rules.preset("guerra_de_sumas")
SCOTLAND = "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"


def _bare(text: str, name: str) -> list[int]:
    """Where ``name`` stands in ``text`` without FSI just before it and PDI just after."""
    found, start = [], text.find(name)
    while start >= 0:
        end = start + len(name)
        if text[start - 1 : start] != FSI or text[end : end + 1] != PDI:
            found.append(start)
        start = text.find(name, end)
    return found


# -- isolated in every sentence ----------------------------------------------------------------
@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize("level", ["detailed", "brief"])
@pytest.mark.parametrize("name", [LAYLA, NOA])
def test_a_right_to_left_name_is_isolated_in_every_sentence(
    lang: str, level: str, name: str
) -> None:
    game = Game(SUMS, seed=3)
    seen = 0
    for _ in range(12):
        rnd = game.step()
        for line in explain(rnd, game.rules, lang, level, ["Ben", name]).lines:
            assert _bare(line, name) == [] and _bare(line, "Ben") == [], line
            # A PDI closes each name's FSI, and in a language written right to left each
            # run of arithmetic's LRI too (explain/speech.py, isolate_arithmetic).
            assert line.count(FSI) + line.count(LRI) == line.count(PDI)
            assert line.count(FSI) == len(re.findall(f"{name}|Ben", line))
            seen += line.count(name)
    assert seen >= 6  # the brief level names each round's winner only


def test_the_issue_sentence_has_the_name_between_isolates() -> None:
    """ "…and ليلى 25: 27 + 25 = 52." was read as "…and :27 ليلى 52 = 27 + 25." in a browser."""
    game = Game(SUMS, seed=3)
    lines = explain(game.step(), game.rules, "en", "detailed", ["Ben", LAYLA]).lines
    assert lines[-1] == f"Now {FSI}Ben{PDI} has 24 cards and {FSI}{LAYLA}{PDI} 28: 24 + 28 = 52."
    assert plain(lines[-1]) == f"Now Ben has 24 cards and {LAYLA} 28: 24 + 28 = 52."


def test_the_default_names_carry_no_isolates() -> None:
    """Only names a user gave are isolated: the default ones, written in the language, are not
    (the arithmetic's own isolates, in a language written right to left, are left aside)."""
    game = Game(SUMS, seed=3)
    for lang in locale.LANGUAGES:
        text = " ".join(explain(game.step(), game.rules, lang).lines)
        if locale.direction(lang) == "rtl":
            text = re.sub("\u2066[^\u2066-\u2069]*\u2069", "", text)
        assert ISOLATES.search(text) is None, text


def test_the_widget_the_quiz_and_the_steal_question_isolate_names_too() -> None:
    w = WarWidget(SUMS, seed=3, names=["Ben", NOA], quiz=False)
    w.flip()
    assert all(_bare(step, NOA) == [] for step in w.last_round["steps"])
    assert f"{FSI}{NOA}{PDI}" in " ".join(w.last_round["steps"])
    # What a voice reads has none: the banner's text for speech (speech.ts strips the rest).
    assert ISOLATES.search(w.last_round["spoken"]) is None
    opening = [[0, ["5H"], 5], [0, ["9C"], 9]]  # each seat's opening flip, as the quiz reads it
    feedback = wrong_answer("compare", 1, opening, Rules(), ["Ben", LAYLA], "es")
    assert f"({FSI}{LAYLA}{PDI})" in feedback and _bare(feedback, LAYLA) == []
    steal = Game(Rules.preset("steal_war"), hands=[["3", "3", "9"], ["K", "5", "2"]])
    steal.step()
    steal.choose("3")
    steal.step()  # round 2: seat 0's 3 matches the top of seat 1's pile
    assert steal.pending is not None and steal.pending.kind == "steal"
    voice = Voice("en", "detailed", ["Ben", LAYLA], ["Ben", LAYLA])
    question = steal_question(steal, steal.pending, voice)
    assert f"{FSI}{LAYLA}{PDI}" in question and _bare(question, LAYLA) == []


def test_the_command_line_prints_names_without_isolates(capsys: pytest.CaptureFixture) -> None:
    """A terminal shows letters in the order they come: plain names (names.plain)."""
    assert (
        main(
            [
                "play",
                "--seed",
                "3",
                "--auto",
                "--names",
                f"Ben,{LAYLA}",
                "--preset",
                "guerra_de_sumas",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert LAYLA in out and ISOLATES.search(out) is None


# -- checked wherever they enter --------------------------------------------------------------
REFUSED = [
    ("\u202eAna", r"names: name 2 contains U\+202E RIGHT-TO-LEFT OVERRIDE, which turns"),
    ("\u202e", r"names: name 2 contains U\+202E RIGHT-TO-LEFT OVERRIDE"),
    ("Ana\u2066", r"names: name 2 contains U\+2066 LEFT-TO-RIGHT ISOLATE"),
    ("\u200fBen", r"names: name 2 contains U\+200F RIGHT-TO-LEFT MARK"),
    ("\u200b", r"names: name 2 has no visible letters"),
    ("\u200b\u200d\ufe0f", r"names: name 2 has no visible letters"),
    ("\u3164", r"names: name 2 has no visible letters"),  # a Hangul filler: a blank letter
    ("\u0301\u0301", r"names: name 2 has no visible letters"),  # accents with no letter
    ("A\x00na", r"names: name 2 contains U\+0000 \(NUL\): a name may not hold control"),
    ("Ana\nBen", r"names: name 2 contains U\+000A \(a line break\)"),
    ("\ud800", r"names: name 2 contains U\+D800, half of a character"),
    ("x" * (MAX_NAME + 1), r"names\[1\]='x+' is not allowed: a name must have 1 to 40 characters"),
]


@pytest.mark.parametrize(("name", "message"), REFUSED, ids=lambda v: ascii(v)[:20])
def test_a_bad_name_is_refused_naming_the_problem_everywhere(name: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        check_name(name, 1)
    with pytest.raises(ValueError, match=message):
        check("names", ["Ana", name], Rules())
    with pytest.raises(traitlets.TraitError, match=message):
        WarWidget(names=["Ana", name])
    game = Game(Rules(), seed=1)
    with pytest.raises(ValueError, match=message):
        explain(game.step(), game.rules, names=["Ana", name])


def test_the_widget_keeps_its_names_when_a_bad_one_is_refused() -> None:
    w = WarWidget(seed=1, names=["Ana", "Ben"])
    with pytest.raises(traitlets.TraitError, match="U\\+202E"):
        w.names = ["Ana", "\u202eBen"]
    assert w.names == ["Ana", "Ben"] and w.seat_names == ["Ana", "Ben"]


def test_the_command_line_refuses_a_direction_control_in_one_line(
    capsys: pytest.CaptureFixture,
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["play", "--seed", "1", "--auto", "--names", "Ana,\u202eBen"])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert "U+202E RIGHT-TO-LEFT OVERRIDE" in err[-1]


def test_a_name_is_trimmed_and_keeps_its_joiners_and_accents() -> None:
    assert check_name("  Zoë \t", 0) == "Zoë"
    assert check_name("Mehr\u200cdad", 0) == "Mehr\u200cdad"  # a Persian name's non-joiner
    assert check_name("👩\u200d👩\u200d👧", 0) == "👩\u200d👩\u200d👧"
    assert check_name("ليلى", 0) == "ليلى"


# -- counted as a reader counts letters ---------------------------------------------------------
def test_thirty_letters_with_accents_are_thirty_not_sixty() -> None:
    name = "e\u0301" * 30  # é typed as e + a combining accent: 60 code points
    assert len(name) == 60 and unicodedata.normalize("NFC", name) == "é" * 30
    assert len(graphemes(name)) == 30
    assert check_name(name, 0) == name
    assert check("names", [name], Rules()) == [name]
    assert WarWidget(names=[name]).seat_names[0] == name


def test_forty_one_letters_are_refused_and_forty_accepted() -> None:
    forty = "a\u0308" * MAX_NAME
    assert check_name(forty, 0) == forty
    with pytest.raises(ValueError, match=r"a name must have 1 to 40 characters.*\(it has 41\)"):
        check_name(forty + "o\u0308", 0)
    emoji = "👨\u200d👩\u200d👧\u200d👦"  # a family: seven code points, one picture
    assert len(graphemes(emoji * MAX_NAME)) == MAX_NAME and check_name(emoji * MAX_NAME, 0)
    with pytest.raises(ValueError, match=r"\(it has 41\)"):
        check_name(emoji * (MAX_NAME + 1), 0)


def test_a_letter_with_thousands_of_marks_is_refused_by_its_code_points() -> None:
    name = "a" + "\u0301" * MAX_NAME_POINTS
    assert len(graphemes(name)) == 1
    with pytest.raises(
        ValueError,
        match=rf"at most {MAX_NAME_POINTS} code points.*\(it has {MAX_NAME_POINTS + 1}\)",
    ):
        check_name(name, 0)


@pytest.mark.parametrize(
    ("text", "clusters"),
    [
        ("Ana", ["A", "n", "a"]),
        ("Zoe\u0308", ["Z", "o", "e\u0308"]),
        ("\u0915\u093f\u0930\u0923", ["\u0915\u093f", "\u0930", "\u0923"]),  # Devanagari vowel sign
        ("👍🏽!", ["👍🏽", "!"]),  # a skin tone
        ("❤\ufe0f", ["❤\ufe0f"]),  # a variation selector
        ("🇳🇴🇵🇱", ["🇳🇴", "🇵🇱"]),  # flags: regional indicators in pairs
        (SCOTLAND, [SCOTLAND]),  # a flag of tags
        ("\u1100\u1161\u11a8\u1100", ["\u1100\u1161\u11a8", "\u1100"]),  # Korean jamo
        ("a\u200db", ["a\u200db"]),  # a joiner joins what it stands between
    ],
)
def test_graphemes(text: str, clusters: list[str]) -> None:
    assert graphemes(text) == clusters


def test_isolate_and_plain() -> None:
    assert isolate(LAYLA) == f"\u2068{LAYLA}\u2069"
    assert plain(f"a {isolate('b')} \u2066c\u2069") == "a b c"


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_cut_into_clusters_that_join_back_and_is_kept_or_refused(text: str) -> None:
    clusters = graphemes(text)
    assert "".join(clusters) == text and all(clusters)
    assert len(clusters) <= len(text)
    try:
        kept = check_name(text, 0)
    except ValueError as err:
        assert str(err).startswith("names"), err
        return
    assert kept == text.strip() and len(graphemes(kept)) <= MAX_NAME
    assert not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in kept)
    assert ISOLATES.search(kept) is None and "\u202e" not in kept
