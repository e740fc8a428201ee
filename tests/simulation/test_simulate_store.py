"""A run holds its games once: the chunks write into columns allocated for the whole run, and
what simulate() returns is those columns (no chunks joined into a copy at the end)."""

from __future__ import annotations

import threading
import tracemalloc
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from war_widget import Rules
from war_widget.simulation import Simulation, simulate
from war_widget.simulation.steps import simulate_steps
from war_widget.simulation.store import Store, prefix

RULES = Rules(round_limit=60)


@pytest.mark.parametrize("engine", ["fast", "python"])
def test_the_columns_are_the_arrays_the_chunks_wrote(engine: str) -> None:
    parts: list[Simulation] = []
    sim = simulate(
        RULES, 1_000, seed=3, engine=engine, chunk_size=150, on_chunk=parts.append, progress=False
    )
    assert len(parts) == 7
    for part in parts:
        for name in ("rounds", "winners", "wars", "first_wars", "reason_codes", "counts"):
            column, piece = getattr(sim, name), getattr(part, name)
            # Each chunk as reported is a view of the run's own columns, at its place.
            assert column.base is None and piece.base is column
            assert np.shares_memory(piece, column[part.first : part.first + len(part)])
    assert sim.counts.shape == (1_000, 2) and sim.counts.flags.c_contiguous


def test_a_chunk_played_here_writes_into_the_store() -> None:
    """The kernel is handed the store's slices and writes the games there: no copy."""
    from war_widget.simulation.run import _run_fast

    store = Store(100, 2)
    place = store.place(40, 30)
    assert place is not None
    chunk = _run_fast(RULES.to_dict(), 5, 40, 30, out=place)
    assert chunk.rounds is place.rounds and np.shares_memory(chunk.counts, store.counts)
    alone = _run_fast(RULES.to_dict(), 5, 40, 30)
    assert store.columns[0][40:70].tolist() == list(alone.rounds)
    assert store.counts[40:70].tolist() == [list(row) for row in alone.counts]
    assert not store.columns[0][:40].any() and not store.columns[0][70:].any()
    store.put(chunk)  # already there: nothing moves
    assert store.columns[0][40:70].tolist() == list(alone.rounds)


def test_chunks_from_elsewhere_are_copied_into_place() -> None:
    """A pool's chunks come back as their own arrays; each is copied in, in any order."""
    with ThreadPoolExecutor(2) as pool:
        sim = simulate(RULES, 900, seed=8, chunk_size=100, executor=pool, progress=False)
    alone = simulate(RULES, 900, seed=8, chunk_size=900, workers=1, progress=False)
    for name in ("rounds", "winners", "wars", "first_wars", "reason_codes", "counts"):
        assert np.array_equal(getattr(sim, name), getattr(alone, name))
        assert getattr(sim, name).base is None


def test_a_cancelled_run_keeps_its_prefix_as_views() -> None:
    stop = threading.Event()
    parts: list[Simulation] = []

    def on_chunk(part: Simulation) -> None:
        parts.append(part)
        if len(parts) == 3:
            stop.set()

    sim = simulate(RULES, 1_000, seed=2, chunk_size=100, cancel=stop, on_chunk=on_chunk,
                   workers=1, progress=False)  # fmt: skip
    assert sim.cancelled and len(sim) == 300
    assert np.shares_memory(sim.rounds, parts[0].rounds)
    assert prefix([0, 100, 200], {0, 200}, 300) == 100
    assert prefix([0, 100, 200], {0, 100, 200}, 300) == 300


def test_steps_write_into_one_store_too() -> None:
    steps = simulate_steps(RULES, 500, seed=4, chunk_size=120)
    while True:
        try:
            next(steps)
        except StopIteration as end:
            sim = end.value
            break
    again = simulate(RULES, 500, seed=4, workers=1, progress=False)
    assert np.array_equal(sim.rounds, again.rounds) and sim.rounds.base is None


def test_a_run_holds_its_games_about_once() -> None:
    """Memory at the peak of a run (in this process) is the columns kept, plus the chunk being
    played and the kernel's work space: not a second copy of every game."""
    games = 200_000
    simulate(RULES, 1_000, seed=1, workers=1, progress=False)  # compiled before measuring
    tracemalloc.start()
    try:
        sim = simulate(RULES, games, seed=1, workers=1, progress=False)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    kept = sum(getattr(sim, n).nbytes for n in ("rounds", "winners", "wars", "first_wars",
                                                 "reason_codes", "counts"))  # fmt: skip
    assert kept == games * 56
    assert peak < 1.2 * kept
