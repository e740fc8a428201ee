"""What the fake front-end's fuzz (``test_fuzz_frontend.py``) found, each pinned as one
sequence of messages through :class:`frontend_model.FakeFrontEnd`.

A value kept in another form (``dots: 0`` kept as False) was not answered, so the browser's
model kept 0; Run then Cancel at once (a double click) ended the simulation in error (a rule
set with no game played: "cannot convert float NaN to integer"); ``seed: true`` written over
a seed of 1 was kept unchecked (True == 1: traitlets saw no change) and the next Run failed;
Steal War with the quiz stopped for good at a round that opens with no card to ask about
(the front-end waits for a question, Python ignores a bare flip in quiz mode).
"""

from __future__ import annotations

import pytest

from frontend_model import FakeFrontEnd
from test_fuzz_frontend import play_on
from war_widget import Rules, WarWidget, locale
from war_widget.simulation.widget import SimulationWidget


def test_a_setting_kept_in_another_form_is_answered():
    w = WarWidget(seed=1)
    fe = FakeFrontEnd(w)
    with fe.attached():
        fe.update({"dots": 0, "lang": "es-ES"})  # kept as False and "es": the model must say so
        fe.check()


def test_run_then_cancel_at_once_ends_cancelled_not_in_error():
    w = SimulationWidget(Rules(), games=20, seed=1)
    fe = FakeFrontEnd(w)
    with fe.attached():
        fe.send({"type": "run"})
        fe.send({"type": "cancel"})  # a double click: before the first chunk is played
        assert w.wait(60)
        assert w.state in ("cancelled", "done"), w.error
        fe.check()


def test_a_seed_of_true_is_refused_even_when_the_seed_is_one():
    w = SimulationWidget(Rules(), games=20, seed=1)
    fe = FakeFrontEnd(w)
    with fe.attached():
        fe.update({"seed": True})  # True == 1: traitlets saw no change and checked nothing
        assert w.seed == 1 and w.seed is not True
        fe.send({"type": "run"})
        assert w.wait(60) and w.state == "done", w.error
        fe.check()


def test_steal_war_with_the_quiz_plays_on_from_the_front_end():
    w = WarWidget(preset="steal_war", seed=0, quiz=True)
    fe = FakeFrontEnd(w)
    with fe.attached():
        for _ in range(40):  # round 7 of this deal opens with no card to ask about
            if w.over:
                break
            play_on(w, fe)
            fe.check()


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize("pickup", ["winner_first", "loser_first", "random_order"])
def test_every_pick_up_order_names_its_series(pickup, lang):
    # rules_a with a fixed pick-up order raised KeyError: 'sim.diff.winner_first' in the
    # update's handler (found by the long fuzz); every order of the menu now has its words.
    w = SimulationWidget(Rules(), games=20, seed=1, lang=lang)
    fe = FakeFrontEnd(w)
    with fe.attached():
        fe.update({"rules_a": Rules(pickup=pickup).to_dict()})
        fe.check()
    assert w.labels[0] and "sim.diff" not in w.labels[0]
