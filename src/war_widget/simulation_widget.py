"""The classroom simulator: many games at the press of a button, drawn as they arrive.

:class:`SimulationWidget` runs :func:`war_widget.simulation.simulate` in a
background thread, chunk by chunk, so the notebook stays responsive: the
histogram of game lengths fills in live, a progress bar counts the games, and
Cancel stops the run after the chunk in progress (the games finished so far
are kept and summarised, marked as cancelled).  One rule set, or two side by
side; both are dealt the same hands (the same seed), so differences come from
the rules, not from luck.

The widget only mirrors the simulation into traits: the histogram's bins, the
summary table and the exact chance of a war at the first flip are computed
here; the front-end (``js/simulation.ts``) draws them as SVG and HTML and
sends intents (``run``, ``cancel``, ``set``) as messages.
"""

from __future__ import annotations

import logging
import math
import operator
import pathlib
import sys
import threading
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from . import locale
from .rules import PRESETS, Rules
from .simulation import (
    CHUNKS,
    ENGINES,
    MAX_GAMES,
    Simulation,
    SimulationSummary,
    _fast_loop,
    _kind,
    _resolve_engine,
    _run_fast,
    simulate,
)
from .simulation_words import (
    closest_preset,
    first_war,
    first_war_note,
    front_end_words,
    number,
    running_point,
    say,
    series_name,
    table,
)

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent / "static"

#: Histogram bins at most (plus one for the longest games).
MAX_BINS = 60
#: Seconds between two live updates of the histogram.
UPDATE_EVERY = 0.15
#: The options offered next to the preset, and their choices.
CHOICES: dict[str, list[Any]] = {
    "players": [2, 3, 4],
    "face_down": [0, 1, 2, 3, "by_rank"],
    "pickup": ["shuffled", "table", "won_pile"],
    "round_limit": [None, 40, 80, 200, 240],
}
STATES = ("idle", "running", "done", "cancelled", "error")
#: The kernel's game loops compiled (or loaded) in this process (``simulation._fast_loop``).
_PREPARED: set[str] = set()
SIDES = ("a", "b")


class _BadMessage(ValueError):
    """A message from the front-end that does not say anything valid."""


#: What the widget shows: only the widget writes it (``run()``, ``cancel()`` and the settings
#: ``rules_a``, ``rules_b``, ``games``, ``seed`` are how a user acts).
_DISPLAY = frozenset(
    [
        "presets",
        "choices",
        "labels",
        "engine",
        "state",
        "done",
        "total",
        "histogram",
        "table",
        "first_war",
        "message",
        "error",
    ]
)


class SimulationWidget(anywidget.AnyWidget):
    """Simulate many games of War and watch the lengths pile up.

    Parameters
    ----------
    rules : the rules (default: classic).
    compare : a second rule set, simulated on the same deals and drawn next to the first.
    games : games per rule set (default 10,000 with the fast engine, 1,000 without).
    seed : game ``i`` is dealt from ``seed + i`` (default: a random seed, shown after a run).
    engine : ``"auto"``, ``"fast"`` or ``"python"`` (see :func:`~war_widget.simulation.simulate`).

    Examples
    --------
    >>> w = SimulationWidget(Rules.preset("classic"), games=200, seed=1, engine="python")
    >>> w.run(wait=True).state
    'done'
    """

    _esm = _STATIC / "simulation.js"
    _css = _STATIC / "simulation.css"

    # -- what the front-end draws (set by Python) ------------------------------------------
    presets = traitlets.List(traitlets.Unicode()).tag(sync=True)
    choices = traitlets.Dict(help="Options offered next to the preset.").tag(sync=True)
    rules_a = traitlets.Dict(help="The first rule set, as Rules.to_dict().").tag(sync=True)
    rules_b = traitlets.Any(None, allow_none=True, help="The second rule set, or None.").tag(
        sync=True
    )
    labels = traitlets.List(traitlets.Unicode(), help="A name per rule set.").tag(sync=True)
    origins = traitlets.List(
        traitlets.Unicode(), help="Per rule set: the preset it came from (its menu shows it)."
    ).tag(sync=True)
    words = traitlets.Dict(help="The widget's words in the chosen language (sim.* labels).").tag(
        sync=True
    )
    running_mean: traitlets.List[Any] = traitlets.List(
        help="Per rule set: [games, mean rounds, 95% low, 95% high] after each chunk."
    ).tag(sync=True)
    preparing = traitlets.Bool(False, help="True while the fast engine compiles.").tag(sync=True)
    engine = traitlets.Unicode("", help="The engine that runs: 'fast' or 'python'.").tag(sync=True)
    state = traitlets.Unicode("idle").tag(sync=True)
    done = traitlets.Int(0, help="Games played in this run, all rule sets together.").tag(sync=True)
    total = traitlets.Int(0, help="Games this run will play.").tag(sync=True)
    histogram = traitlets.Dict(help="Bins of game lengths, per rule set.").tag(sync=True)
    table = traitlets.Dict(help="The summary: header and rows.").tag(sync=True)
    first_war = traitlets.List(traitlets.Dict(), help="Per rule set: exact and simulated.").tag(
        sync=True
    )
    message = traitlets.Unicode("", help="What the last run did.").tag(sync=True)
    error = traitlets.Unicode("", help="Why the last request was refused.").tag(sync=True)

    # -- settings ---------------------------------------------------------------------------
    games = traitlets.Int(10_000).tag(sync=True)
    seed = traitlets.Int(None, allow_none=True).tag(sync=True)
    lang = traitlets.Unicode("en", help="The language: en, es, pl, sk or nb.").tag(sync=True)

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        compare: Rules | None = None,
        games: int | None = None,
        seed: int | None = None,
        engine: str = "auto",
        lang: str = "en",
    ) -> None:
        for name, value in (("rules", rules), ("compare", compare)):
            if value is not None and not isinstance(value, Rules):
                raise ValueError(
                    f"{name}: expected a Rules object such as Rules.preset('classic'), "
                    f"got {type(value).__name__}"
                )
        for value in (rules, compare):
            if value is not None and value.peace == "ask":
                raise ValueError(
                    "peace='ask' cannot be simulated: it waits for the players at every war; "
                    "use peace='never', 'always' or a probability such as 0.25"
                )
        resolved = _resolve_engine(engine)
        games = _index(games, "games")
        seed = _index(seed, "seed")
        if games is None:
            games = 10_000 if _kind(resolved) == "numba" else 1_000
        self._engine_choice = engine
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._lengths: list[Counter[int]] = []
        self._sums: list[list[float]] = []
        self._summaries: list[SimulationSummary] = []
        self._origins: list[str | None] = [None, None]
        self._preparer: threading.Thread | None = None
        self._running: list[list[list[float]]] = []
        self._last_push = 0.0
        self.simulations: list[Simulation] = []
        super().__init__(
            presets=list(PRESETS),
            choices=CHOICES,
            rules_a=(rules or Rules()).to_dict(),
            rules_b=None if compare is None else compare.to_dict(),
            engine=resolved,
            games=games,
            seed=seed,
            lang=locale.normalize_language(lang),
        )
        self._relabel()
        self.on_msg(self._on_msg)
        self._ready = True

    def __setattr__(self, name: str, value: Any) -> None:
        """Refuse writes to what the widget shows: a written ``state`` or ``done`` would make
        the display lie.  Only this module's code (the widget itself) writes those traits."""
        if (
            name in _DISPLAY
            and self.__dict__.get("_ready")
            and sys._getframe(1).f_globals.get("__name__") != __name__
        ):
            raise traitlets.TraitError(
                f"{name} is read-only (the widget sets it): call run() or cancel(), or set "
                "rules_a, rules_b, games or seed"
            )
        super().__setattr__(name, value)

    # -- validation ------------------------------------------------------------------------
    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        try:
            return locale.normalize_language(proposal["value"])
        except ValueError as err:
            raise traitlets.TraitError(str(err)) from None

    @traitlets.observe("lang")
    def _new_lang(self, _change: Any) -> None:
        self._relabel()
        if self._summaries and not self.running:
            self._describe(self._summaries)

    @traitlets.validate("games")
    def _valid_games(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        if not 1 <= value <= MAX_GAMES:
            raise traitlets.TraitError(
                f"games={value!r} is not allowed: games must be a whole number from 1 to "
                f"{MAX_GAMES:,}"
            )
        return int(value)

    @traitlets.validate("seed")
    def _valid_seed(self, proposal: dict[str, Any]) -> int | None:
        value = proposal["value"]
        if value is not None and (isinstance(value, bool) or not 0 <= value <= 2**63):
            raise traitlets.TraitError(
                f"seed={value!r} is not allowed: seed must be None (random) or a whole number "
                "from 0 to 2**63"
            )
        return value

    @traitlets.validate("rules_a", "rules_b")
    def _valid_rules(self, proposal: dict[str, Any]) -> dict[str, Any] | None:
        value = proposal["value"]
        if value is None:
            if proposal["trait"].name == "rules_a":
                raise traitlets.TraitError("rules_a: the first rule set cannot be empty")
            return None
        if not isinstance(value, dict):
            raise traitlets.TraitError(
                f"{proposal['trait'].name}: expected the rules as a dict (Rules.to_dict()), "
                f"got {type(value).__name__}"
            )
        try:
            rules = Rules.from_dict(value)
        except ValueError as err:
            raise traitlets.TraitError(f"{proposal['trait'].name}: {err}") from None
        if rules.peace == "ask":
            raise traitlets.TraitError(
                f"{proposal['trait'].name}: peace='ask' cannot be simulated; "
                "use 'never', 'always' or a probability"
            )
        return rules.to_dict()

    # -- Python API ------------------------------------------------------------------------
    @property
    def rule_sets(self) -> list[Rules]:
        """The rule sets a run simulates: one, or two side by side."""
        sets = [Rules.from_dict(self.rules_a)]
        if self.rules_b is not None:
            sets.append(Rules.from_dict(self.rules_b))
        return sets

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def run(self, *, wait: bool = False) -> SimulationWidget:
        """Start a run in the background (or, with ``wait=True``, until it ends)."""
        if self.running:
            self.error = say(self.lang, "sim.busy")
            return self
        self.error = ""
        self._stop.clear()
        rule_sets = self.rule_sets
        seed = self.seed
        if seed is None:
            import secrets

            seed = secrets.randbelow(2**32)
        games = self.games
        with self.hold_sync():
            self.simulations = []
            self._lengths = [Counter() for _ in rule_sets]
            self._sums = [[0, 0.0, 0.0] for _ in rule_sets]
            self._summaries = []
            self._running = [[] for _ in rule_sets]
            self.running_mean = []
            self.state = "running"
            self.done = 0
            self.total = games * len(rule_sets)
            self.table = {}
            self.first_war = []
            self.message = say(
                self.lang, "sim.playing", total=number(self.total, self.lang), seed=seed
            )
            loops = {_fast_loop(r) for r in rule_sets}
            self.preparing = _kind(_resolve_engine(self._engine_choice)) == "numba" and bool(
                loops - _PREPARED
            )
            self._push_histogram()
        self._thread = threading.Thread(
            target=self._work, args=(rule_sets, games, seed), daemon=True, name="war-simulation"
        )
        self._thread.start()
        if wait:
            self.wait()
        return self

    def cancel(self) -> None:
        """Stop after the chunk in progress; the games played so far are kept."""
        self._stop.set()

    def close(self) -> None:
        """Close the widget; a run in progress stops after its current chunk."""
        stop = getattr(self, "_stop", None)  # absent if the constructor refused its arguments
        if stop is not None:
            stop.set()
        super().close()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the run ends; False if it is still going after ``timeout`` seconds."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    # -- the run (background thread) -------------------------------------------------------
    def _work(self, rule_sets: list[Rules], games: int, seed: int) -> None:
        try:
            engine = _resolve_engine(self._engine_choice)
            kind = _kind(engine)
            chunk = max(500, min(5_000, games // 40)) if kind == "numba" else CHUNKS[kind] // 4
            sims: list[Simulation] = []
            for side, rules in enumerate(rule_sets):
                before = side * games

                def progress(done: int, _total: int, before: int = before) -> None:
                    self._progress(before + done)

                def chunk_done(part: Simulation, side: int = side) -> None:
                    rounds = [int(r) for r in part.rounds]
                    with self._lock:
                        self._lengths[side].update(rounds)
                        sums = self._sums[side]
                        sums[0] += len(rounds)
                        sums[1] += sum(rounds)
                        sums[2] += sum(r * r for r in rounds)
                        point = running_point(int(sums[0]), sums[1], sums[2])
                    self._running[side].append(point)

                sim = simulate(
                    rules,
                    games,
                    seed=seed,
                    engine=engine,
                    chunk_size=chunk,
                    workers=1,
                    progress=progress,
                    cancel=self._stop,
                    on_chunk=chunk_done,
                )
                sims.append(sim)
                if sim.cancelled:
                    break
            if _kind(engine) == "numba":
                _PREPARED.update(_fast_loop(r) for r in rule_sets)
            self._finish(sims, rule_sets, games, seed)
        except Exception as err:  # never leave the widget spinning
            log.exception("war_widget: the simulation failed")
            with self.hold_sync():
                self.state = "error"
                self.error = f"the simulation failed: {err}"

    def _progress(self, done: int) -> None:
        now = time.monotonic()
        if now - self._last_push < UPDATE_EVERY:
            return
        self._last_push = now
        with self.hold_sync():
            self.done = done
            self.preparing = False
            self._push_histogram()

    def _finish(
        self, sims: list[Simulation], rule_sets: list[Rules], games: int, seed: int
    ) -> None:
        cancelled = any(s.cancelled for s in sims) or len(sims) < len(rule_sets)
        summaries = [s.summary() for s in sims]
        played = sum(len(s) for s in sims)
        seconds = sum(s.seconds for s in sims)
        lang = self.lang
        with self.hold_sync():
            self.simulations = sims
            self._summaries = summaries
            self.done = played
            self.preparing = False
            self._push_histogram()
            self._describe(summaries)
            if cancelled:
                self.state = "cancelled"
                self.message = say(
                    lang,
                    "sim.cancelled",
                    played=number(played, lang),
                    total=number(self.total, lang),
                    seed=seed,
                )
            else:
                self.state = "done"
                self.message = say(
                    lang,
                    "sim.done",
                    games=number(played, lang),
                    seconds=number(seconds, lang, 1),
                    seed=seed,
                )

    def _describe(self, summaries: list[SimulationSummary]) -> None:
        """The table and the first-flip sentences, in the widget's language."""
        lang = self.lang
        names = self.labels if len(summaries) > 1 else [""]
        self.table = table(summaries, self.labels, lang)
        self.first_war = [
            first_war(Rules.from_dict(s.rules), s, lang, names[i] if i < len(names) else "")
            for i, s in enumerate(summaries)
        ]

    def _push_histogram(self) -> None:
        with self._lock:
            lengths = [Counter(c) for c in self._lengths]
            running = [list(points) for points in self._running]
        limits = [r.round_limit for r in self.rule_sets][: max(1, len(lengths))]
        self.histogram = _bins(lengths, limits)
        self.running_mean = running

    # -- messages from the front-end -------------------------------------------------------
    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self._dispatch(content)
        except (_BadMessage, TypeError, OverflowError) as err:
            log.warning("war_widget: ignored a malformed message from the front-end: %s", err)

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise _BadMessage(f"expected an object, got {type(content).__name__}")
        kind = content.get("type")
        if kind == "shown":
            self.prepare()
        elif kind == "run":
            self.run()
        elif kind == "cancel":
            self.cancel()
        elif kind == "set":
            if self.running:
                self.error = say(self.lang, "sim.busy_rules")
                return
            self._set(content)
        else:
            raise _BadMessage(f"unknown message type {kind!r}")

    def _set(self, content: dict[str, Any]) -> None:
        """Apply one change from the front-end; refuse it with ``error`` if it is invalid."""
        self.error = ""
        try:
            if "games" in content:
                self.games = _whole(content["games"], "games")
            if "seed" in content:
                seed = content["seed"]
                self.seed = None if seed in (None, "") else _whole(seed, "seed")
            if "compare" in content:
                on = content["compare"]
                if not isinstance(on, bool):
                    raise _BadMessage(f"compare must be true or false, got {on!r}")
                if not on:
                    self.rules_b = None
                elif self.rules_b is None:
                    self.rules_b = dict(self.rules_a)
                    self._origins[1] = self._origins[0]
            side = content.get("side")
            if "preset" in content or "option" in content:
                if side not in SIDES or (side == "b" and self.rules_b is None):
                    raise _BadMessage(f"side must be 'a' or 'b' (when comparing), got {side!r}")
                name = f"rules_{side}"
                if "preset" in content:
                    preset = content["preset"]
                    if not isinstance(preset, str) or preset not in PRESETS:
                        raise ValueError(
                            f"preset={preset!r} is not known; the presets are {list(PRESETS)}"
                        )
                    setattr(self, name, Rules.preset(preset).to_dict())
                    self._origins[SIDES.index(side)] = preset
                else:
                    option = content["option"]
                    if not isinstance(option, str) or option not in CHOICES:
                        raise _BadMessage(f"option must be one of {list(CHOICES)}, got {option!r}")
                    current = Rules.from_dict(getattr(self, name))
                    setattr(self, name, current.replace(**{option: content.get("value")}).to_dict())
        except (ValueError, traitlets.TraitError) as err:
            if isinstance(err, _BadMessage):
                raise
            self.error = str(err)
        self._relabel()

    def _relabel(self) -> None:
        sets = self.rule_sets
        lang = self.lang
        names = [series_name(r, lang, self._origins[i]) for i, r in enumerate(sets)]
        if len(sets) == 2:
            names = [f"A: {names[0]}", f"B: {names[1]}"]
        with self.hold_sync():
            self.words = front_end_words(lang)
            self.origins = [
                o if o in PRESETS else closest_preset(r)
                for o, r in zip(self._origins, sets, strict=False)
            ]
            self.labels = names

    # -- getting the fast engine ready ------------------------------------------------------
    def prepare(self) -> None:
        """Compile (or load from numba's cache) the kernel the rules need, in the background,
        so the first Run does not wait; ``preparing`` is True meanwhile.  Called when the
        front-end shows the widget; nothing to do without numba."""
        if _kind(_resolve_engine(self._engine_choice)) != "numba":
            return
        needed = {_fast_loop(r) for r in self.rule_sets} - _PREPARED
        if not needed or self._preparer is not None:
            return
        rules = {loop: r for r in self.rule_sets for loop in [_fast_loop(r)] if loop in needed}
        self.preparing = True

        def compile_all() -> None:
            try:
                for loop, r in rules.items():
                    _run_fast(r.to_dict(), 0, 0, 0, compiled=True)
                    _PREPARED.add(loop)
            except Exception:  # the run itself will report it
                log.exception("war_widget: could not prepare the fast engine")
            finally:
                self._preparer = None
                if not self.running:
                    self.preparing = False

        thread = threading.Thread(target=compile_all, daemon=True, name="war-simulation-prepare")
        self._preparer = thread
        thread.start()


def _index(value: Any, name: str) -> Any:
    """Any integer (a NumPy one too) as an ``int``; None and everything else unchanged."""
    if value is None or isinstance(value, (bool, int)) or not hasattr(value, "__index__"):
        return value
    try:
        return operator.index(value)
    except TypeError:
        raise ValueError(
            f"{name}={value!r} is not allowed: {name} must be a whole number"
        ) from None


def _whole(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{name}={value!r} is not allowed: {name} must be a whole number")
    try:
        number = int(value)
    except (ValueError, OverflowError):
        raise ValueError(
            f"{name}={value!r} is not allowed: {name} must be a whole number"
        ) from None
    if number != float(value):
        raise ValueError(f"{name}={value!r} is not allowed: {name} must be a whole number")
    return number


def _nice_width(span: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50... at least ``span / MAX_BINS``."""
    target = span / MAX_BINS
    step = 1
    while True:
        for m in (1, 2, 5):
            if step * m >= target:
                return step * m
        step *= 10


def _quantile(counter: Counter[int], q: float) -> int:
    total = sum(counter.values())
    if not total:
        return 0
    need = q * total
    seen = 0
    for value in sorted(counter):
        seen += counter[value]
        if seen >= need:
            return value
    return max(counter)


def _bins(lengths: Sequence[Counter[int]], limits: Sequence[int | None]) -> dict[str, Any]:
    """Shared bins for every rule set: up to the 99.5th percentile (and every round limit);
    longer games go to one last bin, ``overflow``."""
    top = max([_quantile(c, 0.995) for c in lengths] + [lim or 0 for lim in limits] + [10])
    width = _nice_width(top + 1)
    nbins = math.ceil((top + 1) / width)
    counts = []
    overflow = []
    for counter in lengths:
        row = [0] * nbins
        over = 0
        for rounds, k in counter.items():
            b = rounds // width
            if b < nbins:
                row[b] += k
            else:
                over += k
        counts.append(row)
        overflow.append(over)
    return {
        "width": width,
        "bins": nbins,
        "counts": counts,
        "overflow": overflow,
        "limits": list(limits),
        "longest": [max(c) if c else 0 for c in lengths],
        "games": [sum(c.values()) for c in lengths],
    }


__all__ = ["ENGINES", "SimulationWidget", "first_war_note"]
