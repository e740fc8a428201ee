"""Running a simulation: chunks of games on the reference engine or the kernel, in this
process or on an executor (see :mod:`war_widget.simulation`)."""

from __future__ import annotations

import array
import functools
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any, NamedTuple

from ..game.engine import END_REASONS, Game
from ..game.policies import POLICY_NAMES
from ..game.rules import Rules, _fail, whole
from ..kernel import Columns
from ..kernel.options import kernel_refuses, pack
from .bounds import MAX_CHUNKS as MAX_CHUNKS
from .bounds import MAX_GAMES as MAX_GAMES
from .bounds import check_arguments, check_callables, chunk_floor, cpus
from .pool import LostGames, play_on_pools
from .progress import TextProgress, _in_notebook, _stderr_is_terminal
from .result import Simulation
from .store import Chunk, Store, prefix

ENGINES = ("auto", "fast", "python")

#: The arguments' checks (:mod:`.bounds`), by the names :mod:`.steps` imports.
_check_arguments = check_arguments
_check_callables = check_callables


#: Default games per chunk: about a second of work for the pure-Python engine ("python"), a
#: few hundredths for the kernel (in WebAssembly, "wasm").
CHUNK_PYTHON = 100
CHUNK_FAST = 5_000
CHUNKS = {"python": CHUNK_PYTHON, "wasm": CHUNK_FAST}

#: In a notebook, runs at least this large show a progress bar by default (a few seconds).
NOTEBOOK_BAR_GAMES = {"python": 500, "wasm": 200_000}

#: Runs at least this large use a process pool by default (when there are 2+ cores).
POOL_MIN_GAMES = {"python": 2_000, "wasm": 1_000_000}

#: The ways of running the kernel that are compiled (the other: the engine, "python").
COMPILED = ("wasm",)

#: An environment variable naming the kernel the fast engine runs: "wasm" (the only one
#: since issue 44 retired numba's and plain Python's; they are refused by name) makes a
#: module that cannot run an error instead of the engine's games with a warning.
KERNEL_VARIABLE = "WAR_WIDGET_KERNEL"


Progress = Callable[[int, int], None]


def fast_available() -> bool:
    """True when ``engine="fast"`` runs the kernel (in WebAssembly: wasmtime in CPython, the
    browser's runtime in Pyodide); without a runtime the engine plays the same games."""
    return _kind("fast") in COMPILED


#: What the one-line warning says when the engine plays for the kernel.
ENGINE_INSTEAD = "the engine plays the same games (engine='python': slower)"


def default_kernel() -> str:
    """What plays for the fast engine here: ``"wasm"`` where a WebAssembly runtime is and the
    module loads (:func:`_wasm_runs`), else ``"python"``, the engine (one warning line says
    why).  :data:`KERNEL_VARIABLE` set to ``"wasm"`` makes a module that cannot run an error;
    set to a retired kernel (``"numba"``, ``"plain"``) or anything else, a ValueError."""
    from ..kernel import KERNELS, RETIRED, wasm
    from ..kernel.once import warn_once

    asked = os.environ.get(KERNEL_VARIABLE)
    if asked:
        if asked in RETIRED:
            raise ValueError(
                f"{KERNEL_VARIABLE}={asked!r}: numba's and plain Python's kernels were retired; "
                f"expected one of {KERNELS} (or leave it unset: the WebAssembly kernel, else "
                "the engine)"
            )
        if asked not in KERNELS:
            raise ValueError(f"{KERNEL_VARIABLE}={asked!r}: expected one of {KERNELS}")
        if not wasm.available():
            raise ValueError(
                f"{KERNEL_VARIABLE}=wasm: no WebAssembly runtime (pip install wasmtime)"
            )
        return asked
    if not wasm.available():
        warn_once(f"no WebAssembly runtime here (wasmtime cannot be imported); {ENGINE_INSTEAD}",
                  __name__)  # fmt: skip
        return "python"
    return "wasm" if _wasm_runs() else "python"


def _wasm_runs() -> bool:
    """Whether the WebAssembly module loads in this process (once loaded, it stays).  A
    missing or broken ``kernel.wasm``, or a runtime that cannot start (wasmtime out of
    memory, a browser that refuses to compile), is said once, in a one-line warning, and the
    engine plays: the same games, more slowly."""
    from ..kernel import wasm
    from ..kernel.once import warn_once

    try:
        wasm.host()
    except Exception as err:  # KernelFileError, wasmtime's or the browser's own errors
        why = " ".join(str(err).split()) or type(err).__name__
        warn_once(f"the WebAssembly kernel cannot run here ({why}); {ENGINE_INSTEAD}", __name__)
        return False
    return True


def _resolve_engine(engine: str, rules: Rules | None = None) -> str:
    if engine not in ENGINES:
        raise _fail("engine", engine, "'auto', 'fast' (the kernel) or 'python'")
    if rules is not None and kernel_refuses(rules):  # lowest_wins with two cards flipped...
        if engine == "fast":
            pack(rules)  # raises, saying why and what plays it
        return "python"
    if engine == "python" or default_kernel() == "python":  # no kernel here: said once
        return "python"
    return "fast"


def policy_names(policies: object) -> tuple[str, ...] | str:
    """``policies`` checked as names (None: ``()``), before the rules they will meet."""
    if policies is None:
        return ()
    names = [policies] if isinstance(policies, str) else policies
    if not isinstance(names, (list, tuple)) or not all(p in POLICY_NAMES for p in names):
        raise _fail("policies", policies, f"a policy's name or a list of them: {POLICY_NAMES}")
    return policies if isinstance(policies, str) else tuple(names)


def _check_policies(rules: Rules, policies: object) -> tuple[str, ...]:
    """One policy's name per seat for Steal War (default: everyone estimates); () otherwise."""
    if rules.steal == "off":
        if policies is not None:
            raise ValueError(
                f"policies={policies!r}: only Steal War (steal on, e.g. "
                "Rules.preset('steal_war')) has decisions for policies to make"
            )
        return ()
    if policies is None:
        return ("estimate",) * rules.players
    names = [policies] * rules.players if isinstance(policies, str) else policies
    if (
        not isinstance(names, Sequence)
        or len(names) != rules.players
        or not all(isinstance(p, str) and p in POLICY_NAMES for p in names)
    ):
        raise _fail(
            "policies",
            policies,
            f"a policy's name or a list of {rules.players} of them (one per seat), "
            f"each one of {list(POLICY_NAMES)}",
        )
    return tuple(names)


def _kind(engine: str) -> str:
    """What runs an engine: ``"wasm"`` (the kernel in WebAssembly) or ``"python"`` (the
    engine: asked for, or where the kernel cannot run)."""
    if engine == "python":
        return "python"
    return default_kernel()


def _run_fast(
    rules_dict: dict[str, Any],
    seed: int,
    start: int,
    count: int,
    compiled: str | None = None,
    policies: Sequence[str] = (),
    out: Columns | None = None,
) -> Chunk:
    """Games ``start`` .. ``start + count - 1`` on the kernel ``compiled`` names (``"wasm"``,
    the default) (Steal War: each seat deciding by its named policy, default estimate);
    written into ``out`` (a :class:`~.store.Store`'s place for them) when given."""
    from .. import kernel as _fast

    rules = Rules.from_dict(rules_dict)
    kernel = "wasm" if compiled is None else compiled
    chosen = [POLICY_NAMES.index(p) for p in policies]
    columns = _fast.run(kernel, seed + start, count, *pack(rules), chosen, out=out)
    return Chunk(start, *columns)


def _fast_loop(rules: Rules) -> str:
    """Which of the kernel's game loops plays these rules (:func:`war_widget.kernel.variant`)."""
    from .. import kernel as _fast
    from ..kernel.options import options

    return _fast.variant(options(rules))


def _run_python(
    rules_dict: dict[str, Any], seed: int, start: int, count: int, policies: Sequence[str] = ()
) -> Chunk:
    """Games ``start`` .. ``start + count - 1`` with the reference engine (Steal War: each
    seat deciding by its policy)."""
    rules = Rules.from_dict(rules_dict)
    rounds = array.array("q")
    winners = array.array("q")
    wars = array.array("q")
    first_wars = array.array("q")
    reasons = array.array("q")
    counts: list[tuple[int, ...]] = []
    for i in range(start, start + count):
        game = Game(rules, seed=seed + i)
        total = first = 0
        for rnd in game.rounds(list(policies) if policies else None):
            if rnd.number == 1:
                first = rnd.wars
            total += rnd.wars
        result = game.result
        assert result is not None
        rounds.append(result.rounds)
        winners.append(-1 if result.winner is None else result.winner)
        wars.append(total)
        first_wars.append(first)
        reasons.append(END_REASONS.index(result.reason))
        counts.append(result.counts)
    return Chunk(start, rounds, winners, wars, first_wars, reasons, counts)


_RUNNERS: dict[str, Callable[[dict[str, Any], int, int, int], Chunk]] = {
    "fast": _run_fast,
    "python": _run_python,
}


def _runner(
    engine: str, policies: tuple[str, ...], kind: str | None = None
) -> Callable[..., Chunk]:
    """What plays a chunk on ``engine`` (Steal War: with each seat's policy); on the fast
    engine, on the kernel ``kind`` (chosen once for a run, not again in each worker)."""
    play = _RUNNERS[engine]
    more: dict[str, Any] = {"policies": policies} if policies else {}
    if engine == "fast" and kind is not None:
        more["compiled"] = kind
    return functools.partial(play, **more) if more else play


def in_place(runner: Callable[..., Chunk]) -> bool:
    """``runner`` is the kernel's (with policies or not): it takes ``out=``, its chunk's
    place in the results, and writes the games there."""
    return runner is _run_fast or (
        isinstance(runner, functools.partial) and runner.func is _run_fast
    )


def _ignore_interrupts() -> None:
    """Pool workers leave Ctrl-C (and a notebook's interrupt) to the parent, which cancels."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


# -- running ------------------------------------------------------------------------------------
def simulate(
    rules: Rules | None = None,
    games: int = 10_000,
    *,
    seed: int | None = None,
    engine: str = "auto",
    chunk_size: int | None = None,
    executor: Executor | None = None,
    workers: int | None = None,
    progress: bool | Progress | None = None,
    cancel: threading.Event | None = None,
    on_chunk: Callable[[Simulation], None] | None = None,
    policies: str | Sequence[str] | None = None,
) -> Simulation:
    """Play ``games`` games of War under ``rules`` and keep what each one did.

    Parameters
    ----------
    rules : the rules (default: classic).  ``peace="ask"`` cannot be simulated.
    games : how many games, 1 to 10,000,000.
    seed : game ``i`` is ``Game(rules, seed=seed + i)`` (see the module docs).
        Default: a random seed below 2**32, kept in :attr:`Simulation.seed`.
    engine : ``"fast"`` (the kernel, in WebAssembly: wasmtime in CPython, the browser's
        runtime in Pyodide; where neither runs, the engine plays the same games and one
        warning line says so; ``"auto"`` is the same) or ``"python"`` (the reference
        engine).  What ran is :attr:`Simulation.kernel` (``"wasm"`` or ``"python"``).
    chunk_size : games per chunk (default 5,000 on the kernel, 100 on the engine; at least
        ``games / 10,000``).  Chunks are the unit of progress, cancelling and distribution;
        they never change the results.
    executor : a :class:`concurrent.futures.Executor` to run chunks on (it is not
        shut down here).  Default: in this process, or for large runs (2,000+
        games on the engine, 1,000,000+ on the kernel)
        on a process pool with one worker
        per core.  A worker of that pool that dies (killed, out of memory) loses nothing:
        the chunks not yet received are played again on a fresh pool (the same games), at
        most twice; then :class:`~.pool.LostGames` names the games missing (also when a
        caller's executor breaks) and keeps those played in its ``simulation``.
    workers : processes for the default pool, at most the machine's CPUs; 1 runs everything
        in this process.
    progress : True for a text bar on stderr, False for none, a callable
        ``progress(done, total)``, or None: a bar when stderr is a terminal.
    cancel : a :class:`threading.Event`; once set, no new chunk starts and the
        games finished so far come back with ``cancelled=True``.  An interrupt
        (Ctrl-C, a notebook's stop button) does the same.
    on_chunk : called with each finished chunk (a :class:`Simulation` whose
        :attr:`~Simulation.first` says where it starts), in the order they finish.
    policies : Steal War only: who decides, a policy's name for every seat or one per seat
        (:data:`war_widget.game.policies.POLICY_NAMES`; default ``"estimate"`` for all).  The
        summary then gives each policy's share of wins with a 95% confidence interval.
        The kernel plays these named policies' games (``csrc/kernel/steal.c``); a
        policy written as a Python function is played with :meth:`Game.play`.
    """
    if rules is None:
        rules = Rules()
    games, seed, chunk_size, workers = map(whole, (games, seed, chunk_size, workers))
    _check_callables(executor, cancel, on_chunk)
    seed = _check_arguments(rules, games, seed, chunk_size, workers)
    chosen = _check_policies(rules, policies)
    engine = _resolve_engine(engine, rules)
    kind = _kind(engine)
    size = chunk_size or max(CHUNKS[kind], chunk_floor(games))
    starts = list(range(0, games, size))
    tasks = [(start, min(size, games - start)) for start in starts]
    report, bar = _reporter(progress, games, kind)
    own_pool = None if executor is not None else _own_pool(workers, len(tasks), games, kind, rules)
    started = time.perf_counter()
    store = Store(games, rules.players)
    finished_at: set[int] = set()
    about = {"rules": rules, "seed": seed, "requested": games, "engine": engine, "kernel": kind}
    about["policies"] = chosen
    done = 0

    def finished(chunk: Chunk) -> None:
        nonlocal done
        store.put(chunk)
        finished_at.add(chunk.start)
        done += len(chunk.rounds)
        if on_chunk is not None:
            stop = chunk.start + len(chunk.rounds)
            on_chunk(store.simulation(chunk.start, stop, False, 0.0, **about))
        if report is not None:
            report(done, games)

    runner = _runner(engine, chosen, kind)
    place = store.place if in_place(runner) else None
    run = _Run(runner, rules.to_dict(), seed, tasks, cancel, finished, place)
    pool = executor if executor is not None else own_pool
    cancelled, lost = _play(run, pool, own_pool, bar, workers)
    # Keep the games of the chunks finished in a row from game 0: a clean prefix.
    kept = prefix(starts, finished_at, games)
    seconds = time.perf_counter() - started
    sim = store.simulation(0, kept, cancelled or kept < games, seconds, **about)
    if lost is not None:
        lost.simulation = sim
        raise lost
    return sim


def _reporter(
    progress: bool | Progress | None, games: int, kind: str
) -> tuple[Progress | None, TextProgress | None]:
    """Who hears of each finished chunk: the caller's callable, a text bar, or no one."""
    if callable(progress):
        return progress, None
    if progress is False:
        return None, None
    # A notebook's output area redraws a line on a carriage return, like a terminal;
    # there a bar is shown unasked only for runs of more than a few seconds.
    notebook = _in_notebook()
    long_run = games >= NOTEBOOK_BAR_GAMES[kind]
    if progress or _stderr_is_terminal() or (notebook and long_run):
        bar = TextProgress(live=True if notebook else None)
        return bar, bar
    return None, None


def _default_pool(workers: int | None, tasks: int, games: int, kind: str) -> Executor | None:
    """A process pool for a large run (or when ``workers`` asks for one), else None."""
    cores = cpus()
    n_workers = workers if workers is not None else cores
    if n_workers > 1 and tasks > 1 and (workers is not None or games >= POOL_MIN_GAMES[kind]):
        return _new_pool(workers, tasks)
    return None


def _own_pool(
    workers: int | None, tasks: int, games: int, kind: str, rules: Rules
) -> Executor | None:
    """:func:`_default_pool`, the kernel compiled (or loaded) here first when it is compiled:
    forked workers inherit it (wasmtime's machine code for the module)."""
    pool = _default_pool(workers, tasks, games, kind)
    if pool is not None and kind in COMPILED:
        _run_fast(rules.to_dict(), 0, 0, 0, compiled=kind)
    return pool


def _new_pool(workers: int | None, tasks: int) -> Executor:
    """A process pool of ``workers`` processes (default: one per CPU), no more than
    ``tasks`` (a run's first pool, or a fresh one for the chunks a broken one lost)."""
    n_workers = workers if workers is not None else cpus()
    return ProcessPoolExecutor(max_workers=min(n_workers, tasks), initializer=_ignore_interrupts)


class _Run(NamedTuple):
    """The chunks of one run and where each finished one goes."""

    runner: Callable[..., Chunk]
    rules_dict: dict[str, Any]
    seed: int
    tasks: list[tuple[int, int]]
    cancel: threading.Event | None
    finished: Callable[[Chunk], None]
    #: Where a chunk played in this process writes its games (None: it makes its own).
    place: Callable[[int, int], Columns | None] | None = None


def _play(
    run: _Run,
    executor: Executor | None,
    own_pool: Executor | None,
    bar: TextProgress | None,
    workers: int | None = None,
) -> tuple[bool, LostGames | None]:
    """Play the run's chunks here or on ``executor``: whether it was cancelled (or
    interrupted), and the games lost with a broken executor (:mod:`.pool`: what ``own_pool``
    lost is played again on fresh pools of ``workers`` first)."""
    cancelled, lost = False, None
    fresh = None if own_pool is None else functools.partial(_new_pool, workers)
    try:
        if executor is None:
            for start, count in run.tasks:
                if run.cancel is not None and run.cancel.is_set():
                    cancelled = True
                    break
                if run.place is not None:
                    out = run.place(start, count)
                    chunk = run.runner(run.rules_dict, run.seed, start, count, out=out)
                else:
                    chunk = run.runner(run.rules_dict, run.seed, start, count)
                run.finished(chunk)
        else:
            cancelled = play_on_pools(
                executor, fresh, run.runner, run.rules_dict, run.seed, run.tasks, run.cancel,
                run.finished,
            )  # fmt: skip
    except KeyboardInterrupt:
        cancelled = True
    except LostGames as err:  # the caller keeps the games that were played, then raises it
        cancelled, lost = True, err
    finally:
        if own_pool is not None:
            own_pool.shutdown(wait=not cancelled, cancel_futures=True)
        if bar is not None and cancelled:
            bar.close()
    return cancelled, lost
