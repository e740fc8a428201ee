"""What Python owns stays Python's: update messages, saved states, labels, one run at a time.

Regressions: an update message (``set_state``) wrote ``round``, ``counts``, ``code``,
``over`` and ``question`` of the play widget and 11 read-only traits of the simulation
widget; a restored ``get_state()`` dealt another game; the simulation's labels said
"Classic" over Krig's numbers; two threads calling ``run()`` both started a run.
"""

from __future__ import annotations

import json
import logging
import threading

import pytest

from war_widget import Rules, WarWidget
from war_widget.simulation import widget as sim_widget
from war_widget.simulation.widget import SimulationWidget

OWNED_PLAY = {
    "round": 77, "counts": [1, 2], "code": "2222-222", "over": True, "total": 3,
    "question": {"kind": "junk"}, "feedback": {"x": 1}, "result": {"winner": 0},
    "pending": {"seats": [0]}, "summary": {}, "game_id": 99, "labels": {}, "you": False,
}  # fmt: skip
OWNED_SIM = {
    "presets": [], "choices": {}, "labels": ["X"], "engine": "warp", "state": "done",
    "done": 5, "total": 9, "histogram": {"bins": 1}, "table": {"header": ["?"]},
    "first_war": [{}], "message": "hi", "error": "oops", "words": {}, "running_mean": [[1]],
}  # fmt: skip


def _shown(w: WarWidget) -> tuple[object, ...]:
    return (w.round, list(w.counts), w.code, w.over, w.question, w.total, w.game_id)


def test_an_update_cannot_rewrite_what_the_play_widget_mirrors(caplog):
    w = WarWidget(seed=3, quiz=False)
    w.flip()
    before = _shown(w)
    with caplog.at_level(logging.WARNING):
        w.set_state(dict(OWNED_PLAY))
    assert _shown(w) == before
    assert (w.round, list(w.counts)) == (w.game.round, list(w.game.counts))
    assert "ignored the front-end's write to" in caplog.text and "counts" in caplog.text


def test_a_junk_question_then_the_quiz_asks_a_real_one():
    w = WarWidget(seed=3)
    w.set_state({"question": {"kind": "junk"}})
    w.set_state({"quiz": True})  # used to raise KeyError: 'game'
    assert w.question is not None and w.question.get("game") == w.game_id


def test_an_update_still_writes_the_settings():
    w = WarWidget(seed=3)
    w.set_state({"lang": "es", "dots": True, "round": 5})
    assert (w.lang, w.dots, w.round) == ("es", True, 0)


def test_an_update_cannot_rewrite_what_the_simulation_widget_shows(caplog):
    w = SimulationWidget(games=20, seed=1, engine="python")
    before = {name: getattr(w, name) for name in OWNED_SIM}
    with caplog.at_level(logging.WARNING):
        w.set_state({**OWNED_SIM, "games": 30})
    assert {name: getattr(w, name) for name in OWNED_SIM} == before
    assert w.games == 30
    assert "ignored the front-end's write to" in caplog.text


def test_a_saved_state_restores_the_same_game_at_the_same_round():
    w = WarWidget(preset="krig", seed=12)
    for _ in range(5):
        w.flip()
    saved = json.loads(json.dumps(w.get_state()))  # as a notebook would keep it
    again = WarWidget()
    again.set_state(saved)
    assert (again.code, again.round, list(again.counts)) == (w.code, 5, list(w.counts))
    assert again.flip().counts == w.flip().counts  # the next flip is round 6 of that deal


def test_a_saved_steal_war_state_past_round_one_is_dealt_from_its_start_and_says_so(caplog):
    w = WarWidget(preset="steal_war", seed=2)
    w.flip()
    if w.game.pending is not None:
        w.choose(w.game.pending.options[0])
    other = WarWidget(seed=9)
    with caplog.at_level(logging.WARNING):
        other.set_state(w.get_state())
    assert (other.code, other.round) == (w.code, 0)  # the same deal, from its start
    assert "cannot restore round 1" in caplog.text


@pytest.mark.timeout(30)
def test_a_tiny_peace_from_the_front_end_is_refused_not_a_hang():
    w = WarWidget(seed=1)
    w._on_msg(w, {"type": "set_rules", "changes": {"peace": 1e-11}}, [])
    assert w.error and w.rules["peace"] == "never" and w.game.rules.peace == "never"


def test_labels_follow_writes_to_the_rules():
    w = SimulationWidget(games=30, seed=1, engine="python")
    w.rules_a = Rules.preset("krig").to_dict()
    assert "Krig" in w.labels[0]
    w.rules_b = Rules.preset("classic").to_dict()
    assert w.labels[0].startswith("A: Krig") and w.labels[1].startswith("B: Classic")
    w.run(wait=True)
    assert any("Krig" in str(cell) for cell in w.table["header"])
    w.rules_b = None
    assert len(w.labels) == 1 and "Krig" in w.labels[0]


@pytest.mark.timeout(120)
def test_two_threads_calling_run_at_once_start_one_run(monkeypatch):
    started = []
    real = sim_widget.simulate_steps

    def counted(*args, **kwargs):
        started.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(sim_widget, "simulate_steps", counted)
    for _ in range(8):
        started.clear()
        w = SimulationWidget(games=40, seed=1, engine="python")
        gate = threading.Barrier(2)

        def go(w=w, gate=gate):
            gate.wait()
            w.run()

        threads = [threading.Thread(target=go) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        w.wait()
        assert len(started) == 1
        assert w.histogram["games"] == [40] and len(w.simulations[0]) == 40


def _widgets():
    from war_widget import ClassTally

    return [WarWidget(seed=3), SimulationWidget(), ClassTally("first_war", file=None)]


@pytest.mark.parametrize("index", [0, 1, 2], ids=["play", "simulation", "tally"])
def test_the_front_end_cannot_write_the_widgets_code_and_is_answered(index, caplog):
    w = _widgets()[index]
    esm, css = w._esm, w._css
    answered: list[object] = []
    real = w.send_state
    w.send_state = lambda key=None: (answered.append(sorted(key)), real(key))  # type: ignore[method-assign]
    with caplog.at_level(logging.WARNING):
        w.set_state({"_esm": "alert(1)", "_css": "body{}", "lang": "xx", "dots": 1})
    assert (w._esm, w._css, w.lang) == (esm, css, "en")
    assert answered and {"_esm", "_css", "lang"} <= set(answered[-1])
    assert "lang=xx" in caplog.text


def test_a_refused_setting_does_not_drop_the_others():
    w = WarWidget(seed=3)
    w.set_state({"lang": "xx", "dots": True, "speed": "warp", "level": "brief"})
    assert (w.lang, w.dots, w.speed, w.level) == ("en", True, "normal", "brief")


def test_the_tally_refuses_results_and_csv_from_the_front_end():
    from war_widget import ClassTally

    t = ClassTally("first_war", results=["no"], file=None)
    t.set_state({"results": [1, 1, 1], "csv": "n,question,result\n1,x,yes\n", "lang": "es"})
    assert t.results == [0] and "1,first_war,no" in t.csv and t.lang == "es"


def test_a_value_kept_in_another_form_is_answered_with_pythons():
    w = WarWidget(seed=3)
    answered: list[object] = []
    real = w.send_state
    w.send_state = lambda key=None: (answered.append(sorted(key)), real(key))  # type: ignore[method-assign]
    w.set_state({"auto": 0})
    assert w.auto is False and answered == [["auto"]]
    answered.clear()
    w.set_state({"auto": True, "dots": False})
    assert answered == []  # what was sent is what Python keeps: nothing to answer
