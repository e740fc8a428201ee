"""Every number a lesson states is computed here (issue 43, item 5): the registry CLAIMS.

The claims are in tests/lesson_claims_exact.py (exact counts), tests/lesson_claims_simulated.py
(game lengths, wars, rule changes), tests/lesson_claims_steal.py (Steal War) and
tests/lesson_claims_true.py (lesson 07's own); what a claim is, its bands and its written
forms, in tests/lesson_claims.py.  Each claim names the lessons that state it, the value as
they state it and the precision they state it at
(``about(0.059, 0.001)`` is "5.9 %", which holds from 5.85 % to 5.95 %), the computation (an
exact count, war_widget.lessons.tiny_decks, first_flip_war_probability, or simulate with a fixed
seed), and how each language writes it (Say(lang).pct and .n: "5.9 %", "5,9 %").
Three checks:

(a) test_the_computed_value_is_the_stated_one: the computation lands in the stated band.
    A computation that takes more than a second or two (marked ``slow`` in its claim) runs a smaller
    run here (``full=False``): the band it gives is its estimate ± 4 standard errors of that
    run, so it is honest, not tight; the full computation, the run the lesson reports (e.g.
    100,000 games, seed 2024), is test_the_full_computation_is_the_stated_one, marked slow
    (make test-slow), where the estimate itself must land in the stated band.
(b) test_every_language_writes_the_claim: the claim's number, as each language writes it, is
    in every language's lesson file (a number stated in words, "one game in eight", has no
    written form here: its value is checked by (a) alone).
(c) test_every_number_in_a_lesson_is_registered: the scanner (tests/lesson_numbers.py:
    percentages, fractions, "N in M", "±N", decimal numbers; what it leaves out is said there)
    finds no number in a lesson that no claim of that lesson writes.  A new number in a lesson
    needs its computation there first.
"""

from __future__ import annotations

import re

import pytest

from lesson_claims import Claim, meets
from lesson_claims_exact import EXACT_CLAIMS
from lesson_claims_simulated import SIMULATED_CLAIMS
from lesson_claims_steal import STEAL_CLAIMS
from lesson_claims_true import TRUE_CLAIMS
from lesson_numbers import LANGS, LESSONS, Token, lesson_names, lesson_text, plain, scan
from war_widget.lessons.say import Say

CLAIMS: list[Claim] = [*EXACT_CLAIMS, *SIMULATED_CLAIMS, *STEAL_CLAIMS, *TRUE_CLAIMS]


def test_every_claim_has_its_own_key() -> None:
    keys = [c.key for c in CLAIMS]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)


def _id(claim: Claim) -> str:
    return claim.key


@pytest.mark.parametrize("claim", [c for c in CLAIMS if not c.slow or c.quick], ids=_id)
def test_the_computed_value_is_the_stated_one(claim: Claim) -> None:
    """(a) in make test: exact counts, quick runs, and smaller runs of the slow ones."""
    band = claim.compute(False)
    assert meets(claim, band), f"{claim.said}: computed {band}, stated {claim.stated}"


@pytest.mark.slow
@pytest.mark.parametrize("claim", [c for c in CLAIMS if c.slow], ids=_id)
def test_the_full_computation_is_the_stated_one(claim: Claim) -> None:
    """(a) the runs the lessons report (100,000 classic games, 10,000 on the engine...)."""
    band = claim.compute(True)
    assert meets(claim, band), f"{claim.said}: computed {band}, stated {claim.stated}"


def _scanned(name: str, lang: str) -> set[Token]:
    return set(scan(lesson_text(name, lang), lang))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("claim", [c for c in CLAIMS if c.lessons], ids=_id)
def test_every_language_writes_the_claim(claim: Claim, lang: str) -> None:
    """(b) the stated number, written as the language writes it, in each lesson stating it."""
    for name in claim.lessons:
        text, found = lesson_text(name, lang), _scanned(name, lang)
        for kind, shown in claim.written(Say(lang)):
            written = plain(shown)
            if kind == "n":
                assert re.search(rf"(?<![\d,.]){re.escape(written)}(?![\d]|[,.]\d)", text), (
                    f"lessons/{lang}/{name}.md: {claim.said!r} is not written {written!r}"
                )
            else:
                assert (kind, written) in found, (
                    f"lessons/{lang}/{name}.md: {claim.said!r} is not written {written!r}"
                )


def _registered(name: str, lang: str) -> set[Token]:
    say = Say(lang)
    return {(k, plain(w)) for c in CLAIMS if name in c.lessons for k, w in c.written(say)}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", lesson_names())
def test_every_number_in_a_lesson_is_registered(name: str, lang: str) -> None:
    """(c) every percentage, fraction, "N in M", ±N and decimal the lesson states has a claim
    (a lesson not yet translated is test_notebook_sources' to catch, not this one's)."""
    if not (LESSONS / lang / f"{name}.md").exists():
        return
    missing = sorted(_scanned(name, lang) - _registered(name, lang))
    assert not missing, (
        f"lessons/{lang}/{name}.md states {missing} without a computation: add a Claim to "
        "tests/lesson_claims_*.py"
    )


def test_the_scanner_finds_each_kind_and_leaves_out_what_it_says() -> None:
    """The scanner can fail: each kind found in each language's writing, and the exclusions."""
    assert scan("3/51 = 1/17 ≈ 5.9 %, 24 times in 51, ±5, r = 0.96", "en") == [
        ("%", "5.9"),
        ("±", "5"),
        ("/", "3/51"),
        ("/", "1/17"),
        ("in", "24 in 51"),
        (".", "0.96"),
    ]
    assert scan("3 razy na 51 i 98,1–98,6% oraz 1 na 10 000", "pl") == [
        ("%", "98,1"),
        ("%", "98,6"),
        ("in", "3 in 51"),
        ("in", "1 in 10 000"),
    ]
    assert scan("37-krát zo 425, 2 z 3", "sk") == [("in", "37 in 425"), ("in", "2 in 3")]
    # two shares joined by "and" are not one "N in M"
    assert scan("once in 66 and once in 44; 1 in 75 or 2 in 9", "en") == [
        ("in", "1 in 75"),
        ("in", "2 in 9"),
    ]
    assert scan("una vez de cada 66 y de cada 44", "es") == []
    assert scan("raz zo 66 a raz zo 44, 8 z 24", "sk") == [("in", "8 in 24")]
    # a score is not a ratio, nor "on 3" in Polish, nor a whole number alone
    assert scan("z 26–26 na 31–21; patrzy na 3; 200 rund", "pl") == []
