"""WarWidget.replay: the rounds a cell played, for a copy of the notebook with no kernel."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

from war_widget import Game, Rules, WarWidget
from war_widget.play import recording


class FakeShell:
    """Stands in for IPython: collects post_execute callbacks; end_cell() runs them."""

    def __init__(self) -> None:
        self.callbacks: list[Any] = []

        class Events:
            def register(_self, event: str, fn: Any) -> None:
                assert event == "post_execute"
                self.callbacks.append(fn)

        self.events = Events()

    def end_cell(self) -> None:
        for fn in self.callbacks:
            fn()


@pytest.fixture
def shell(monkeypatch: pytest.MonkeyPatch) -> FakeShell:
    fake = FakeShell()
    monkeypatch.setattr(recording, "_shell", lambda: fake)
    monkeypatch.setattr(recording, "_hooked", [])
    return fake


def front_flip(w: WarWidget) -> None:
    w._on_msg(w, {"type": "flip", "game": w.game_id, "round": w.round + 1}, [])


def test_rounds_a_cell_plays_are_recorded_when_the_cell_ends(shell: FakeShell) -> None:
    w = WarWidget(seed=5)
    for _ in range(3):
        w.flip()
    assert w.replay == {}, "nothing is sent while the cell runs"
    shell.end_cell()
    assert len(shell.callbacks) == 1
    assert w.replay["game"] == w.game_id
    rounds = w.replay["rounds"]
    game = Game(Rules(), seed=5)
    assert [r["n"] for r in rounds] == [1, 2, 3]
    for view in rounds:
        game.step()
        assert view["counts"] == list(game.counts)
        assert view["steps"], "each recorded round carries its explanation"
    assert rounds[-1] == w.last_round


def test_clicks_are_not_recorded(shell: FakeShell) -> None:
    w = WarWidget(seed=5)
    sent: list[Any] = []
    w.observe(lambda change: sent.append(change), names="replay")
    for _ in range(4):
        front_flip(w)
    shell.end_cell()
    assert w.round == 4
    assert w.replay == {} and sent == []


def test_a_cell_that_plays_after_clicks_records_the_whole_game_so_far(shell: FakeShell) -> None:
    w = WarWidget(seed=5)
    front_flip(w)
    front_flip(w)
    w.flip()
    shell.end_cell()
    assert [r["n"] for r in w.replay["rounds"]] == [1, 2, 3]


def test_the_recording_is_bounded_and_sent_once_per_cell(shell: FakeShell) -> None:
    w = WarWidget(seed=5)
    sent: list[Any] = []
    w.observe(lambda change: sent.append(change), names="replay")
    w.play_to_end()
    shell.end_cell()
    shell.end_cell()  # a cell that played nothing changes nothing
    assert len(sent) == 1
    rounds = w.replay["rounds"]
    assert len(rounds) == min(w.round, recording.REPLAY_KEEP)
    assert rounds[-1]["n"] == w.round
    assert len(json.dumps(w.replay)) < 1500 * recording.REPLAY_KEEP


def test_a_new_game_clears_the_recording(shell: FakeShell) -> None:
    w = WarWidget(seed=5)
    w.flip()
    shell.end_cell()
    assert w.replay
    w.new_game(seed=6)
    assert w.replay == {}


def test_outside_ipython_nothing_is_recorded() -> None:
    w = WarWidget(seed=5)
    w.flip()
    recording.flush()
    assert w.replay == {}


def test_an_executed_notebook_keeps_the_recording_in_its_widget_state(tmp_path: Path) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("from war_widget import WarWidget\nw = WarWidget(seed=5)\nw"),
        nbformat.v4.new_code_cell("for _ in range(4):\n    w.flip()"),
    ]
    NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    ).execute()
    states = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    (state,) = [s["state"] for s in states.values() if "replay" in s["state"]]
    assert state["round"] == 4
    assert [r["n"] for r in state["replay"]["rounds"]] == [1, 2, 3, 4]
