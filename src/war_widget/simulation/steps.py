"""A simulation one chunk at a time: :func:`simulate_steps` is :func:`~.run.simulate` in this
process as a generator, so whoever drives it decides what happens between two chunks (a thread
runs them back to back; an asyncio task lets the event loop breathe, which is how the simulation
widget runs where threads cannot start, as in Python in the browser)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Generator, Sequence

from ..game.rules import Rules, whole
from .result import Simulation
from .run import (
    CHUNKS,
    Progress,
    _check_arguments,
    _check_callables,
    _check_policies,
    _kind,
    _resolve_engine,
    _runner,
    in_place,
)
from .store import Store


def simulate_steps(
    rules: Rules,
    games: int,
    *,
    seed: int | None = None,
    engine: str = "auto",
    chunk_size: int | None = None,
    policies: str | Sequence[str] | None = None,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    on_chunk: Callable[[Simulation], None] | None = None,
) -> Generator[int, None, Simulation]:
    """Play the games of ``simulate(rules, games, seed=..., workers=1, ...)``, yielding the
    number of games played after each chunk; the generator returns the :class:`Simulation`
    (``sim = yield from simulate_steps(...)``).  The same games, bit for bit: game ``i`` is
    ``Game(rules, seed=seed + i)`` whatever the chunks.  The arguments mean what they mean in
    ``simulate()``; they are checked when the generator starts."""
    games, seed, chunk_size = whole(games), whole(seed), whole(chunk_size)
    _check_callables(None, cancel, on_chunk)
    seed = _check_arguments(rules, games, seed, chunk_size, None)
    chosen = _check_policies(rules, policies)
    engine = _resolve_engine(engine, rules)
    size = chunk_size or CHUNKS[_kind(engine)]
    runner = _runner(engine, chosen)
    rules_dict = rules.to_dict()
    started = time.perf_counter()
    store = Store(games, rules.players)
    kernel = _kind(engine)
    about = {"rules": rules, "seed": seed, "requested": games, "engine": engine, "kernel": kernel}
    about["policies"] = chosen
    done = 0
    cancelled = False
    for start in range(0, games, size):
        if cancel is not None and cancel.is_set():
            cancelled = True
            break
        count = min(size, games - start)
        if in_place(runner):
            chunk = runner(rules_dict, seed, start, count, out=store.place(start, count))
        else:
            chunk = runner(rules_dict, seed, start, count)
        store.put(chunk)
        done += count
        if on_chunk is not None:
            on_chunk(store.simulation(start, done, False, 0.0, **about))
        if progress is not None:
            progress(done, games)
        yield done
    seconds = time.perf_counter() - started
    return store.simulation(0, done, cancelled, seconds, **about)
