"""A lost worker loses nothing (issue 33, part 9): when a worker of simulate()'s process pool
dies, the chunks not yet received are played again on a fresh pool (the same seeds, so the
same games) and the run ends as an undisturbed one; when every fresh pool dies too, an error
names the games that are missing, and keeps the ones played.

The workers are forked after the test patches the module, so a chunk runner defined here
(found by name in the worker) can kill its own worker; one test kills a real worker from
outside with SIGKILL instead.
"""

from __future__ import annotations

import gc
import multiprocessing
import multiprocessing.queues
import os
import signal
import struct
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from war_widget import Rules
from war_widget.simulation import Simulation, bounds, pool, run, simulate

RULES = Rules()
GAMES = 12_000
SIZE = 1_000
#: The chunk whose worker dies (games 5,000-5,999).
TARGET = 5_000
MARKER = "WAR_WIDGET_TEST_MARKER"

COLUMNS = ("rounds", "winners", "wars", "first_wars", "reason_codes", "counts")


def same(a: Simulation, b: Simulation, games: int | None = None) -> None:
    """Column by column, the first ``games`` games (default all, and as many of them)."""
    if games is None:
        assert len(a) == len(b)
    for name in COLUMNS:
        x, y = np.asarray(getattr(a, name)), np.asarray(getattr(b, name))
        assert np.array_equal(x[:games], y[:games]), name


@pytest.fixture
def two_cpus(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """workers=2 allowed on any machine; returns the sizes of the pools simulate() makes."""
    monkeypatch.setattr(bounds, "cpus", lambda: 2)
    monkeypatch.setattr(run, "cpus", lambda: 2)
    made: list[int] = []
    real = run._new_pool

    def counting(workers: int | None, tasks: int) -> Any:
        made.append(tasks)
        return real(workers, tasks)

    monkeypatch.setattr(run, "_new_pool", counting)
    return made


@pytest.fixture(scope="module")
def undisturbed() -> Simulation:
    return simulate(RULES, GAMES, seed=7, chunk_size=SIZE, workers=1, progress=False)


def dies_once(rules_dict: dict[str, Any], seed: int, start: int, count: int, **more: Any) -> Any:
    """The kernel's runner, except that the worker playing chunk TARGET dies the first time."""
    marker = Path(os.environ[MARKER])
    if start == TARGET and not marker.exists():
        marker.touch()
        os._exit(1)
    return run._run_fast(rules_dict, seed, start, count, **more)


def dies_once_others_slow(
    rules_dict: dict[str, Any], seed: int, start: int, count: int, **more: Any
) -> Any:
    """As :func:`dies_once`, the chunks after TARGET taking half a second more each: the pool
    sees its worker die before they are all played, however fast the machine (on a quiet one
    the other worker used to finish every chunk first, and nothing was left unsubmitted)."""
    if start > TARGET:
        time.sleep(0.5)
    return dies_once(rules_dict, seed, start, count, **more)


def always_dies(rules_dict: dict[str, Any], seed: int, start: int, count: int, **more: Any) -> Any:
    """The kernel's runner, except that every worker given chunk TARGET dies."""
    if start == TARGET:
        os._exit(1)
    return run._run_fast(rules_dict, seed, start, count, **more)


def dies_mid_message(
    rules_dict: dict[str, Any], seed: int, start: int, count: int, **more: Any
) -> Any:
    """As :func:`dies_once`, but the worker dies half-way through sending a result back: the
    pipe to the pool holds the start of a message whose rest never comes (the standard
    library's pool then waits for it forever)."""
    marker = Path(os.environ[MARKER])
    if start == TARGET and not marker.exists():
        marker.touch()
        results = [q for q in gc.get_objects() if type(q) is multiprocessing.queues.SimpleQueue]
        for queue in results:
            queue._wlock.acquire()  # as a worker killed mid-send leaves it
            queue._writer._send(struct.pack("!i", 1 << 20) + b"half a chunk")
        os._exit(1)
    return run._run_fast(rules_dict, seed, start, count, **more)


def test_a_worker_that_dies_once_costs_no_game(
    two_cpus: list[int],
    undisturbed: Simulation,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv(MARKER, str(tmp_path / "died"))
    monkeypatch.setitem(run._RUNNERS, "fast", dies_once)
    sim = simulate(RULES, GAMES, seed=7, chunk_size=SIZE, workers=2, progress=False)
    assert (tmp_path / "died").exists(), "no worker died: the test tested nothing"
    assert len(two_cpus) == 2, "the lost chunks were not played on a fresh pool"
    assert two_cpus[1] < two_cpus[0]  # only the chunks not yet received
    assert not sim.cancelled
    same(sim, undisturbed)


def test_a_worker_that_dies_mid_message_costs_no_game(
    two_cpus: list[int],
    undisturbed: Simulation,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv(MARKER, str(tmp_path / "died"))
    monkeypatch.setitem(run._RUNNERS, "fast", dies_mid_message)
    monkeypatch.setattr(pool, "GRACE", 0.5)
    sim = simulate(RULES, GAMES, seed=7, chunk_size=SIZE, workers=2, progress=False)
    assert (tmp_path / "died").exists() and len(two_cpus) == 2
    same(sim, undisturbed)


def test_a_worker_killed_from_outside_costs_no_game(
    two_cpus: list[int], undisturbed: Simulation, monkeypatch: pytest.MonkeyPatch
) -> None:
    """SIGKILL to one of the pool's processes after the first chunk arrives (the kernel's own
    runner, nothing patched in the workers). The process killed is one of the run's own pool
    (``multiprocessing.active_children()[0]`` was once another test's leftover child: the
    pool never broke and the test failed on its second pool)."""
    killed: list[int] = []
    pools: list[Any] = []
    counting = run._new_pool

    def kept(workers: int | None, tasks: int) -> Any:
        pools.append(counting(workers, tasks))
        return pools[-1]

    monkeypatch.setattr(run, "_new_pool", kept)

    def progress(done: int, total: int) -> None:
        if not killed:
            worker = next(iter(pools[0]._processes.values()))
            os.kill(worker.pid, signal.SIGKILL)
            killed.append(done)

    sim = simulate(RULES, GAMES, seed=7, chunk_size=SIZE, workers=2, progress=progress)
    assert killed and len(two_cpus) >= 2
    assert not sim.cancelled
    same(sim, undisturbed)


def test_when_every_pool_dies_the_error_names_the_missing_games(
    two_cpus: list[int], undisturbed: Simulation, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(run._RUNNERS, "fast", always_dies)
    with pytest.raises(pool.LostGames, match=r"games [\d,]+-[\d,]+.* were not played") as caught:
        simulate(RULES, GAMES, seed=7, chunk_size=SIZE, workers=2, progress=False)
    assert len(two_cpus) == 1 + pool.RETRIES
    err = caught.value
    assert any(first <= TARGET and last >= TARGET + SIZE - 1 for first, last in err.missing)
    assert "were not played" in str(err)
    # The games played in a row from game 0 are kept, and are the undisturbed run's.
    kept = err.simulation
    assert kept is not None and kept.cancelled
    assert len(kept) <= TARGET and len(kept) <= err.missing[0][0]
    same(kept, undisturbed, len(kept))


def test_a_callers_pool_is_not_replaced_but_its_lost_games_are_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(MARKER, str(tmp_path / "died"))
    monkeypatch.setitem(run._RUNNERS, "fast", dies_once_others_slow)
    with (
        ProcessPoolExecutor(max_workers=2) as executor,
        pytest.raises(pool.LostGames, match="were not played") as caught,
    ):
        simulate(RULES, GAMES, seed=7, chunk_size=SIZE, executor=executor, progress=False)
    assert (tmp_path / "died").exists()  # once: a fresh pool would have played it
    missing = caught.value.missing
    assert any(first <= TARGET <= last for first, last in missing)
    assert missing[-1][1] == GAMES - 1  # what was never submitted is named too


def test_missing_games_are_joined_into_ranges() -> None:
    tasks = [(3000, 1000), (0, 1000), (1000, 500), (9000, 10)]
    assert pool.ranges(tasks) == [(0, 1499), (3000, 3999), (9000, 9009)]
    err = pool.lost([(i * 10, 5) for i in range(8)], 100, 3)
    assert "and 3 more ranges" in str(err) and "(40 of 100)" in str(err)
    assert "each of 3 pools" in str(err)
