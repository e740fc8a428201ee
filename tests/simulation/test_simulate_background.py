"""The simulation widget where no thread can start (Python in the browser: Pyodide has none).

Threads are refused here as Pyodide refuses them (``RuntimeError: can't start new thread``); the
run then goes on the running asyncio loop, a chunk per turn, and must give the very games of
``simulate()``; with neither a thread nor a loop the widget says so instead of hanging.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from war_widget import Rules
from war_widget.simulation import simulate
from war_widget.simulation.steps import simulate_steps
from war_widget.simulation.widget import SimulationWidget

T = TypeVar("T")


#: Thread.start before a test refuses threads: each such test runs on a fresh thread of its own,
#: where no event loop runs (another library may leave one running on the main thread, as
#: Playwright's synchronous API does for the end-to-end tests of the same session).
_START = threading.Thread.start


def on_a_fresh_thread(body: Callable[[], T]) -> T:
    """``body()`` on a new thread with no event loop; its result, or its exception."""
    out: list[T] = []
    err: list[BaseException] = []

    def target() -> None:
        try:
            out.append(body())
        except BaseException as e:  # handed back to the test
            err.append(e)

    thread = threading.Thread(target=target)
    _START(thread)
    thread.join()
    if err:
        raise err[0]
    return out[0]


@pytest.fixture
def no_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: threading.Thread) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", refuse)


def drain(steps: Any) -> Any:
    done = []
    while True:
        try:
            done.append(next(steps))
        except StopIteration as stop:
            return done, stop.value


@pytest.mark.parametrize(
    ("rules", "engine", "chunk", "policies"),
    [
        (Rules.preset("classic"), "fast", 7, None),
        (Rules.preset("guerra_de_cartas"), "python", 25, None),
        (Rules.preset("steal_war"), "python", 4, ["always", "never"]),
        (Rules.preset("steal_war"), "fast", 7, ["greedy", "estimate"]),
    ],
)
def test_steps_play_the_games_of_simulate(
    rules: Rules, engine: str, chunk: int, policies: Any
) -> None:
    done, sim = drain(
        simulate_steps(rules, 30, seed=11, engine=engine, chunk_size=chunk, policies=policies)
    )
    assert done == [min(n, 30) for n in range(chunk, 30 + chunk, chunk)]
    reference = simulate(rules, 30, seed=11, engine=engine, progress=False, policies=policies)
    for column in ("rounds", "winners", "wars", "first_wars", "reason_codes"):
        assert list(getattr(sim, column)) == list(getattr(reference, column)), column
    ours, theirs = sim.summary().to_dict(), reference.summary().to_dict()
    ours.pop("seconds"), theirs.pop("seconds")
    assert ours == theirs
    assert not sim.cancelled and len(sim) == 30


def test_steps_stop_when_cancelled_and_check_their_arguments() -> None:
    stop = threading.Event()
    steps = simulate_steps(Rules(), 100, seed=1, engine="python", chunk_size=10, cancel=stop)
    assert next(steps) == 10
    stop.set()
    done, sim = drain(steps)
    assert done == [] and sim.cancelled and len(sim) == 10
    with pytest.raises(ValueError, match="games"):
        next(simulate_steps(Rules(), 0))


def test_without_threads_a_run_goes_on_the_event_loop(no_threads: None) -> None:
    rules = Rules.preset("classic")

    async def main() -> tuple[SimulationWidget, list[int], int]:
        w = SimulationWidget(rules, games=1_000, seed=5)
        seen: list[int] = []
        w.observe(lambda change: seen.append(change["new"]), names="done")
        w.run()
        assert w.running and w._job is not None and w._job.where == "task"
        turns = 0
        while w.running:  # the loop is free between chunks: this coroutine gets turns
            turns += 1
            await asyncio.sleep(0)
        return w, seen, turns

    w, seen, turns = on_a_fresh_thread(lambda: asyncio.run(main()))
    assert w.state == "done" and w.done == 1_000 and not w.error
    assert turns >= 2 and seen[-1] == 1_000
    reference = simulate(rules, 1_000, seed=5, progress=False).summary()
    assert w.simulations[0].summary().mean_rounds == reference.mean_rounds
    assert list(w.simulations[0].rounds) == list(simulate(rules, 1_000, seed=5).rounds)


def test_without_threads_cancel_gets_in_between_chunks(no_threads: None) -> None:
    async def main() -> SimulationWidget:
        w = SimulationWidget(Rules(), games=5_000, seed=2, engine="python")
        w.run()
        while w.done == 0:
            await asyncio.sleep(0)
        w.cancel()  # what the Cancel button's message does
        while w.running:
            await asyncio.sleep(0)
        return w

    w = on_a_fresh_thread(lambda: asyncio.run(main()))
    assert w.state == "cancelled"
    assert 0 < len(w.simulations[0]) < 5_000


def test_without_threads_or_a_loop_the_widget_says_so(no_threads: None) -> None:
    def body() -> None:
        w = SimulationWidget(Rules(), games=50, seed=1, engine="python")
        w.run()
        assert w.state == "error" and not w.running
        assert "neither is available here" in w.error and "run(wait=True)" in w.error
        w.run(wait=True)  # here and now, no background needed
        assert w.state == "done" and w.done == 50 and not w.error

    on_a_fresh_thread(body)
