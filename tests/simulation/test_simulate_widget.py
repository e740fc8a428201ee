"""SimulationWidget: runs in the background, fills the histogram, cancels cleanly."""

from __future__ import annotations

import logging
import time
from collections import Counter

import pytest
import traitlets

from war_widget import Rules
from war_widget.simulation import simulate
from war_widget.simulation.histogram import MAX_BINS, _nice_width
from war_widget.simulation.histogram import bins as _bins
from war_widget.simulation.widget import SimulationWidget
from war_widget.simulation.words import first_war_note


def test_a_run_fills_everything_in() -> None:
    w = SimulationWidget(Rules.preset("guerra_de_cartas"), games=150, seed=3, engine="python")
    assert w.state == "idle" and w.labels == ["Guerra de Cartas"]
    assert w.origins == ["guerra_de_cartas"]
    w.run(wait=True)
    assert w.state == "done" and w.done == w.total == 150
    sim = w.simulations[0]
    assert list(sim.rounds) == list(
        simulate(Rules.preset("guerra_de_cartas"), 150, seed=3, progress=False).rounds
    )
    h = w.histogram
    assert sum(h["counts"][0]) + h["overflow"][0] == 150
    assert h["limits"] == [40]
    assert h["bins"] * h["width"] > 40  # the limit mark is on the chart
    labels = [row[0] for row in w.table["rows"]]
    assert "Average length (rounds)" in labels and "… within 40 rounds" in labels
    assert not any("first" in label for label in labels), "the first flip has its own sentence"
    mean = w.running_mean[0]
    assert [p[0] for p in mean][-1] == 150 and all(p[2] <= p[1] <= p[3] for p in mean)
    assert mean[-1][1] == pytest.approx(sum(sim.rounds) / 150)
    assert w.first_war[0]["exact_text"] == "1/17"
    assert w.first_war[0]["wars"] == sum(1 for x in sim.first_wars if x)
    assert "seed 3 + i" in w.message


def test_two_rule_sets_side_by_side_on_the_same_deals() -> None:
    w = SimulationWidget(
        Rules(), compare=Rules(face_down=1), games=60, seed=8, engine="python"
    ).run(wait=True)
    assert w.labels == ["A: Classic", "B: Classic, 1 face down"]
    assert w.total == 120 and w.done == 120 and len(w.simulations) == 2
    a, b = w.simulations
    assert a.game(5).piles == b.game(5).piles
    assert w.table["header"] == ["", "A: Classic", "B: Classic, 1 face down"]
    assert [fw["text"][:3] for fw in w.first_war] == ["A: ", "B: "]
    assert all(len(row) == 3 for row in w.table["rows"])
    assert len(w.histogram["counts"]) == 2


def test_cancel_keeps_what_was_played() -> None:
    w = SimulationWidget(Rules(), games=100_000, seed=0, engine="python")
    w.run()
    deadline = time.monotonic() + 30
    while w.done == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    w.cancel()
    assert w.wait(timeout=30), "the run did not stop after Cancel"
    assert w.state == "cancelled"
    played = len(w.simulations[0])
    assert 0 < played < 100_000 and w.done == played
    assert "Cancelled" in w.message and f"{played:,} of 100,000" in w.message
    assert w.table["rows"][0] == ["Games played", f"{played:,} of 100,000 (cancelled)"]


def test_messages_from_the_front_end() -> None:
    w = SimulationWidget(games=100, engine="python")
    w._dispatch({"type": "set", "side": "a", "preset": "krig"})
    assert Rules.from_dict(w.rules_a) == Rules.preset("krig") and w.labels == ["Krig (Norway)"]
    w._dispatch({"type": "set", "side": "a", "option": "round_limit", "value": 240})
    assert w.rules_a["round_limit"] == 240
    w._dispatch({"type": "set", "compare": True})
    assert w.rules_b == w.rules_a and w.labels[1].startswith("B: ")
    w._dispatch({"type": "set", "side": "b", "option": "face_down", "value": "by_rank"})
    assert w.rules_b["face_down"] == "by_rank"
    w._dispatch({"type": "set", "games": 1000, "seed": "42"})
    assert w.games == 1000 and w.seed == 42
    w._dispatch({"type": "set", "seed": None})
    assert w.seed is None
    w._dispatch({"type": "set", "compare": False})
    assert w.rules_b is None and len(w.labels) == 1


@pytest.mark.parametrize(
    ("content", "match"),
    [
        ({"type": "set", "games": 0}, "games=0 is not allowed"),
        ({"type": "set", "seed": "abc"}, "seed='abc' is not allowed"),
        ({"type": "set", "seed": -4}, "seed=-4 is not allowed"),
        ({"type": "set", "side": "a", "option": "face_down", "value": 99}, "face_down=99"),
        ({"type": "set", "side": "a", "preset": "nope"}, "preset='nope' is not known"),
    ],
)
def test_invalid_settings_are_refused_with_a_reason(content: dict[str, object], match: str) -> None:
    w = SimulationWidget(games=100, engine="python")
    before = (w.games, w.seed, dict(w.rules_a))
    w._dispatch(content)
    assert match in w.error
    assert (w.games, w.seed, dict(w.rules_a)) == before


@pytest.mark.parametrize(
    "content",
    [
        "run",
        {"type": "explode"},
        {"type": "set", "compare": "yes"},
        {"type": "set", "side": "b", "preset": "classic"},  # no second rule set yet
        {"type": "set", "side": "a", "option": "jokers", "value": 1},  # not offered
    ],
)
def test_malformed_messages_are_logged_and_ignored(
    content: object, caplog: pytest.LogCaptureFixture
) -> None:
    w = SimulationWidget(games=100, engine="python")
    with caplog.at_level(logging.WARNING, logger="war_widget.simulation.widget"):
        w._on_msg(w, content, [])
    assert "ignored a malformed message" in caplog.text
    assert w.state == "idle"


def test_a_refused_message_leaves_a_name_for_every_rule_set(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Found by the fuzz test: "compare" turned on, then the preset refused for want of a
    side; the second rule set is kept, so it gets its name too."""
    w = SimulationWidget(games=10)
    with caplog.at_level(logging.WARNING):
        w._on_msg(w, {"type": "set", "compare": True, "preset": "classic"}, [])
    assert "side must be" in caplog.text
    assert len(w.rule_sets) == 2
    assert len(w.labels) == 2


def test_run_and_cancel_messages() -> None:
    w = SimulationWidget(Rules(round_limit=20), games=50, seed=1, engine="python")
    w._dispatch({"type": "run"})
    assert w.wait(timeout=30) and w.state == "done"
    w._dispatch({"type": "cancel"})  # nothing running: harmless
    assert w.state == "done"


def test_settings_cannot_change_during_a_run() -> None:
    w = SimulationWidget(Rules(), games=100_000, seed=0, engine="python")
    w.run()
    try:
        w._dispatch({"type": "set", "side": "a", "preset": "krig"})
        assert "cannot change during a run" in w.error
        w.run()
        assert "already going" in w.error
    finally:
        w.cancel()
        assert w.wait(timeout=30)


def test_constructor_and_trait_validation() -> None:
    with pytest.raises(ValueError, match="rules: expected a Rules object"):
        SimulationWidget("classic")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="peace='ask' cannot be simulated"):
        SimulationWidget(Rules(peace="ask"))
    with pytest.raises(ValueError, match="engine='gpu'"):
        SimulationWidget(engine="gpu")
    with pytest.raises(TypeError):
        SimulationWidget(gmes=10)  # type: ignore[call-arg]
    w = SimulationWidget(engine="python")
    assert w.games == 1_000  # fewer games by default without the fast engine
    with pytest.raises(traitlets.TraitError, match="games=0 is not allowed"):
        w.games = 0
    with pytest.raises(traitlets.TraitError, match="seed=-1 is not allowed"):
        w.seed = -1
    with pytest.raises(traitlets.TraitError, match="rules_a: players=9"):
        w.rules_a = {"players": 9}
    with pytest.raises(traitlets.TraitError, match="peace='ask' cannot be simulated"):
        w.rules_b = {"peace": "ask"}


def test_a_failing_run_reports_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import war_widget.simulation.widget as module

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(module, "simulate_steps", broken)
    w = SimulationWidget(games=10, engine="python")
    logging.getLogger("war_widget.simulation.widget").disabled = True
    try:
        w.run(wait=True)
    finally:
        logging.getLogger("war_widget.simulation.widget").disabled = False
    assert w.state == "error" and "boom" in w.error


def test_bins() -> None:
    assert [_nice_width(s) for s in (10, 60, 61, 500, 3000, 100_000)] == [1, 1, 2, 10, 50, 2000]
    lengths = [Counter({5: 3, 12: 1, 900: 1}), Counter({7: 2})]
    h = _bins(lengths, [None, 240])
    assert h["bins"] <= MAX_BINS + 1
    assert h["bins"] * h["width"] > 240
    for row, over, c in zip(h["counts"], h["overflow"], lengths, strict=True):
        assert sum(row) + over == sum(c.values())
    assert h["longest"] == [900, 7] and h["games"] == [5, 2]
    empty = _bins([Counter()], [None])
    assert empty["counts"] == [[0] * empty["bins"]]


def test_first_war_notes() -> None:
    assert first_war_note(Rules()) == (
        "Whatever the first card, 3 of the other 51 cards have the same value: 3/51."
    )
    assert "31 cards" in first_war_note(Rules(lowest_rank=7))
    assert "highest of the 3 values shown is shared" in first_war_note(Rules(players=3))
    assert first_war_note(Rules(), "es").startswith("Sea cual sea la primera carta, 3 de las")
    assert "two of the 3 values" in first_war_note(Rules(players=3, multiway="war_is_superior"))
    assert "not computed" in first_war_note(Rules(players=3, flip=2))
    assert "chance is 0" in first_war_note(Rules(peace="always"))
    assert "tie must not end in peace" in first_war_note(Rules(peace=0.5))


def test_closing_the_widget_stops_its_run() -> None:
    w = SimulationWidget(Rules(), games=100_000, seed=0, engine="python")
    w.run()
    w.close()
    assert w.wait(timeout=30), "the run went on after the widget was closed"


def test_the_widget_speaks_the_learners_language() -> None:
    w = SimulationWidget(
        Rules.preset("guerra_de_cartas", round_limit=240),
        compare=Rules.preset("guerra_de_cartas", round_limit=None),
        games=40,
        seed=2,
        engine="python",
        lang="es",
    )
    assert w.labels == [
        "A: Guerra de Cartas, límite de 240 rondas",
        "B: Guerra de Cartas, sin límite de rondas",
    ]
    assert w.origins == ["guerra_de_cartas", "guerra_de_cartas"]
    assert w.words["axis.games"] == "partidas" and w.words["preset.wojna"] == "Wojna (Polonia)"
    w.run(wait=True)
    rows = {row[0]: row[1:] for row in w.table["rows"]}
    assert "Duración media (rondas)" in rows and "Ganadas por el jugador 1" in rows
    assert all("," in v or v.isdigit() for v in rows["Duración media (rondas)"])
    assert w.first_war[0]["text"].startswith("A: Guerra de Cartas, límite de 240 rondas: Prob")
    assert "5,88 %" in w.first_war[0]["text"]
    assert w.message.startswith("2 × 40 partidas en ")  # 40 asked for each rule set
    w.lang = "nb"  # the finished run is described again in the new language
    assert w.labels[0] == "A: Guerra de Cartas, grense på 240 runder"
    assert "Gjennomsnittlig lengde (runder)" in [row[0] for row in w.table["rows"]]
    with pytest.raises(traitlets.TraitError, match="lang='xx' is not supported"):
        w.lang = "xx"


def test_a_preset_picked_in_the_menu_names_the_series() -> None:
    w = SimulationWidget(Rules(), games=10, engine="python")
    w._on_msg(w, {"type": "set", "side": "a", "preset": "guerra_de_cartas"}, [])
    w._on_msg(w, {"type": "set", "side": "a", "option": "round_limit", "value": None}, [])
    assert w.origins == ["guerra_de_cartas"] and w.labels == ["Guerra de Cartas, no round limit"]


def test_an_old_front_ends_shown_message_is_ignored_by_name_and_loses_nothing(caplog) -> None:
    """Showing the widget asks Python for nothing since numba's background compile was
    retired (js/simulation.test.ts: nothing is sent); a "shown" message from an older bundle
    is logged as unknown, by its name, and the widget still runs."""
    w = SimulationWidget(Rules.preset("guerra_de_sumas"), games=10, seed=1)
    with caplog.at_level("WARNING", logger="war_widget"):
        w._on_msg(w, {"type": "shown"}, [])
    assert "unknown message type 'shown'" in caplog.text
    assert not hasattr(w, "preparing")
    w.run(wait=True)
    assert w.state == "done" and w.done == 10


def test_the_front_ends_test_words_are_what_python_sends() -> None:
    """js/sim_words.{en,es}.json feed the vitest tests: `python tools/catalogues.py labels`."""
    import json
    from pathlib import Path

    from war_widget.simulation.words import front_end_words

    js = Path(__file__).resolve().parents[2] / "js"
    for lang in ("en", "es"):
        assert json.loads((js / f"sim_words.{lang}.json").read_text("utf-8")) == front_end_words(
            lang
        ), f"js/sim_words.{lang}.json is stale: run python tools/catalogues.py labels"
