"""ClassTally in a real JupyterLab and Chromium: a teacher types the class's results.

Twenty results typed in (by keyboard and by the yes/no buttons) give the right relative
frequency beside the exact 1/17; a result that is not allowed is refused with a message and
loses nothing typed; the CSV downloaded is the results.  Uses the ``server`` and
``browser_context`` fixtures of conftest.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import shoot_sizes, wait_until
from test_dark_theme import assert_readable, chart_overlaps
from test_play_access import set_theme
from test_simulate_e2e import SimPage, open_sim

CELL = """\
from war_widget import ClassTally
t = ClassTally("first_war")
t"""

CELL_ES = """\
from war_widget import ClassTally
t = ClassTally("rounds", lang="es", games=300, seed=1, engine="python",
               results=[48, 120, 95, 410, 260, 180, 75, 330, 150, 220])
t"""

#: The class's twenty answers: three wars at the first flip.
ANSWERS = ["no", "no", "yes", "no", "n", "no", "no", "no", "No", "no",
           "no", "y", "no", "no", "no", "no", "no", "yes", "no", "no"]  # fmt: skip


@pytest.fixture(scope="module")
def tally(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(server, browser_context, "tally", CELL, ready=".ww-tally [data-testid=add]")


def t(page: SimPage, testid: str) -> Any:
    return page.page.locator(f'.ww-tally [data-testid="{testid}"]').first


def test_twenty_results_typed_in_show_the_relative_frequency(tally: SimPage) -> None:
    field = t(tally, "input")
    for i, answer in enumerate(ANSWERS, 1):
        if i % 4 == 0:  # the teacher taps the buttons now and then
            t(tally, "yes" if answer.lower().startswith("y") else "no").click()
        else:
            field.fill(answer)
            field.press("Enter")
        wait_until(lambda i=i: t(tally, "count").text_content().startswith(f"{i} result"))
        assert field.input_value() == ""  # an accepted result clears the field
    assert tally.python("t.results") == [1 if a.lower().startswith("y") else 0 for a in ANSWERS]
    assert t(tally, "share").text_content() == "Our class: 15.0% said yes (3 of 20)"
    assert t(tally, "reference-text").text_content() == "Exact answer: 1/17 = 5.9%"
    line = t(tally, "line").get_attribute("points") or ""
    assert len(line.split()) == 20
    assert t(tally, "reference").count() == 1
    assert chart_overlaps(tally.page, ".ww-tally svg text") == []
    shoot_sizes(tally.page, "tally_light", focus=".ww-tally")


def test_a_bad_result_says_what_is_allowed_and_loses_nothing(tally: SimPage) -> None:
    before = tally.python("t.results")
    field = t(tally, "input")
    field.fill("maybe")
    t(tally, "add").click()
    error = t(tally, "error")
    error.wait_for(state="visible")
    assert error.text_content() == "“maybe” is not an answer to this question: type yes or no."
    assert field.input_value() == "maybe"  # what was typed stays, to correct it
    assert field.get_attribute("aria-invalid") == "true"
    assert tally.python("t.results") == before
    field.fill("no")
    field.press("Enter")
    wait_until(lambda: not t(tally, "error").is_visible())
    assert tally.python("len(t.results)") == len(before) + 1
    t(tally, "undo").click()
    wait_until(lambda: tally.python("t.results") == before)
    wait_until(lambda: t(tally, "count").text_content() == f"{len(before)} results so far")


def test_the_download_is_the_results_as_csv(tally: SimPage) -> None:
    with tally.page.expect_download() as info:
        t(tally, "download").click()
    download = info.value
    assert download.suggested_filename == "class_tally_first_war.csv"
    assert Path(download.path()).read_text() == tally.python("t.to_csv()")


def test_the_tally_reads_in_the_dark_theme(tally: SimPage) -> None:
    try:
        set_theme(tally, "JupyterLab Dark")  # type: ignore[arg-type]
        colour = tally.page.evaluate(
            "getComputedStyle(document.querySelector('.ww-tally-share')).color"
        )
        assert colour != "rgb(27, 27, 27)"  # the theme's text colour, not the fallback
        assert_readable(tally.page, ".ww-tally", "the tally in the dark theme", 10)
        shoot_sizes(tally.page, "tally_dark", focus=".ww-tally")
    finally:
        set_theme(tally, "JupyterLab Light")  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def tally_es(server: Any, browser_context: Any) -> Iterator[SimPage]:
    yield from open_sim(
        server, browser_context, "tally_es", CELL_ES, ready=".ww-tally [data-testid=add]"
    )


def test_numbers_in_spanish_beside_simulated_games(tally_es: SimPage) -> None:
    assert t(tally_es, "title").text_content() == "¿Cuántas rondas duró su partida?"
    assert t(tally_es, "yes").is_hidden()
    field = t(tally_es, "input")
    field.fill("doce")
    field.press("Enter")
    t(tally_es, "error").wait_for(state="visible")
    assert "un número entero de 1 a 10\u00a0000" in t(tally_es, "error").text_content()
    field.fill("12")
    field.press("Enter")
    wait_until(lambda: tally_es.python("len(t.results)") == 11)
    wait_until(lambda: t(tally_es, "count").text_content() == "11 resultados hasta ahora")
    assert t(tally_es, "chart").locator('[data-testid="bar"]').count() >= 5
    assert "300 partidas simuladas" in t(tally_es, "legend").text_content()
    assert chart_overlaps(tally_es.page, ".ww-tally svg text") == []
    shoot_sizes(tally_es.page, "tally_es_rounds", focus=".ww-tally")
