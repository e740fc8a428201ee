"""SimulationWidget(digits=...) (issue 45, item 3): with ``"arab"`` what the learner reads (the
table, the first flip's sentences, the rule sets' names, the run's message, the front-end's
words) is in Arabic-Indic digits; the seed (typed back to replay a run), the histogram's and
the summaries' numbers and ``simulations`` stay as they are.  A bad value is refused by name;
a change at run time re-tells it all."""

from __future__ import annotations

import re

import pytest
import traitlets

from war_widget import locale
from war_widget.game.rules import Rules
from war_widget.simulation.widget import SimulationWidget

ARABIC = re.compile("[\u0660-\u0669]")
LATIN = re.compile("[0-9]")


def back(lang: str) -> dict[int, int | None]:
    """Arabic-Indic digits back to 0-9, the Arabic separators to ``lang``'s, ٪ to %."""
    group, decimal = locale.say(lang, "number.group"), locale.say(lang, "sim.decimal")
    digits = {chr(0x660 + d): str(d) for d in range(10)}
    marks = {"\u066c": group, "\u066b": decimal, "\u066a": "%", "\u200e": None}
    return str.maketrans({**marks, **digits})


def _run(digits: str, lang: str = "ar") -> SimulationWidget:
    w = SimulationWidget(
        Rules.preset("classic"),
        compare=Rules.preset("classic").replace(round_limit=240),
        games=150,
        seed=12345,
        engine="python",
        lang=lang,
        digits=digits,
    )
    return w.run(wait=True)


@pytest.fixture(scope="module")
def runs() -> dict[str, SimulationWidget]:
    return {"latn": _run("latn"), "arab": _run("arab"), "en": _run("arab", "en")}


def _texts(w: SimulationWidget) -> list[str]:
    cells = [cell for row in w.table["rows"] for cell in row[1:]]
    lines = [t for fw in w.first_war for t in (fw["text"], fw["note"])]
    return [*cells, *lines, *w.labels[1:]]


def test_what_the_learner_reads_is_in_arabic_indic_digits(
    runs: dict[str, SimulationWidget],
) -> None:
    latn, arab = runs["latn"], runs["arab"]
    for shown, plain in zip(_texts(arab), _texts(latn), strict=True):
        if LATIN.search(plain):
            assert ARABIC.search(shown) and not LATIN.search(shown) and "%" not in shown, shown
        assert shown.translate(back("ar")) == plain
    # What a program reads, as it is.
    assert arab.histogram == latn.histogram and arab.running_mean == latn.running_mean
    assert [fw["exact_text"] for fw in arab.first_war] == ["1/17", "1/17"]
    assert [list(s.rounds) for s in arab.simulations] == [list(s.rounds) for s in latn.simulations]


def test_the_seed_in_the_message_stays_as_typed(runs: dict[str, SimulationWidget]) -> None:
    message = runs["arab"].message
    assert "12345" in message  # typed back into the seed's field to replay the run
    assert ARABIC.search(message.replace("12345", "")) and "٢ × ١٥٠" in message
    english = runs["en"].message
    assert "12345" in english and "150\u200e" not in english and "١٥٠\u200e" in english


def test_the_front_end_gets_its_words_in_the_digits_and_the_direction(
    runs: dict[str, SimulationWidget],
) -> None:
    words, plain = runs["arab"].words, runs["latn"].words
    assert ARABIC.search(words["mean.band"]) and not LATIN.search(words["mean.band"])
    assert words["mean.band"].translate(back("ar")) == plain["mean.band"]
    assert words["number.min_grouping"] == plain["number.min_grouping"] == "4"  # a machine's
    assert words["dir"] == "rtl" and runs["en"].words["dir"] == "ltr"
    assert runs["arab"].digits == "arab"  # the trait the front-end formats its numbers in


def test_changing_the_digits_at_run_time_retells_everything() -> None:
    w = _run("latn", "fr")
    before = (w.table, w.first_war, w.message, w.labels, w.words)
    w.digits = "arab"
    assert ARABIC.search(w.message) and ARABIC.search(w.table["rows"][1][1])
    assert w.table["rows"][1][1].translate(back("fr")) == before[0]["rows"][1][1]
    w.digits = "latn"
    assert (w.table, w.first_war, w.message, w.labels, w.words) == before


@pytest.mark.parametrize("bad", ["hindi", "Arab", "", None, 1])
def test_a_bad_value_is_refused_by_name(bad: object) -> None:
    with pytest.raises(ValueError, match=r"^digits=.* is not allowed: digits must be"):
        SimulationWidget(digits=bad, engine="python")  # type: ignore[arg-type]
    w = SimulationWidget(games=10, engine="python", digits="arab")
    with pytest.raises(traitlets.TraitError, match="digits"):
        w.digits = bad  # type: ignore[assignment]
    assert w.digits == "arab"
