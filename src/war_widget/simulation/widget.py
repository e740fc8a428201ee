"""The classroom simulator: many games at the press of a button, drawn as they arrive.

:class:`SimulationWidget` runs :func:`war_widget.simulation.simulate` in the
background (:mod:`.background`), chunk by chunk, so the notebook stays responsive: the
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
import pathlib
import threading
import time
from collections import Counter
from collections.abc import Generator
from typing import Any

import anywidget
import traitlets

from .. import locale
from ..front_state import apply_update, checked_digits, checked_lang, short
from ..game.rules import PRESETS, Rules
from ..kernel.options import peace_ask_error
from . import background
from .histogram import bins
from .messages import CHOICES, BadMessage, dispatch, integer, relabel
from .result import Simulation, SimulationSummary
from .run import (
    CHUNKS,
    COMPILED,
    MAX_GAMES,
    _kind,
    _resolve_engine,
    policy_names,
)
from .steps import simulate_steps
from .words import (
    first_war,
    games_asked,
    number,
    running_point,
    say,
    shown_in,
    table,
)

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent.parent / "static"

#: Seconds between two live updates of the histogram.
UPDATE_EVERY = 0.15


#: What the widget shows: only the widget writes it (``run()``, ``cancel()`` and the settings
#: ``rules_a``, ``rules_b``, ``games``, ``seed`` are how a user acts).
_DISPLAY = frozenset([
    "presets", "choices", "labels", "engine", "state", "done", "total", "histogram", "table",
    "first_war", "message", "error",
])  # fmt: skip
_OWNED = _DISPLAY | {"words", "running_mean", "origins"}  # not from the front
#: What a program reads in ``first_war``: never in the learner's digits.
_MACHINE = frozenset({"exact_text"})


class SimulationWidget(anywidget.AnyWidget):
    """Simulate many games of War and watch the lengths pile up.

    Parameters
    ----------
    rules : the rules (default: classic).
    compare : a second rule set, simulated on the same deals and drawn next to the first.
    games : games per rule set (default 10,000 with the fast engine, 1,000 without).
    seed : game ``i`` is dealt from ``seed + i`` (default: a random seed, shown after a run).
    engine : ``"auto"``, ``"fast"`` or ``"python"`` (see :func:`~war_widget.simulation.simulate`).
    policies : Steal War: who decides, per seat (``simulate``'s ``policies``; default estimate).
    digits : the digits the learner reads numbers in: ``"latn"`` (0-9, the default) or
        ``"arab"`` (Arabic-Indic ٠-٩, with ٬ and ٫): the table, the sentences, the labels,
        the charts' axes and figures, the progress.  The seed stays as it is (it is typed
        back to replay the run), and so do ``simulations`` and every number a program reads.

    Examples
    --------
    >>> w = SimulationWidget(Rules.preset("classic"), games=200, seed=1, engine="python")
    >>> w.run(wait=True).state
    'done'
    """

    _esm = _STATIC / "simulation.js"
    _css = _STATIC / "simulation.css"

    # -- what the front-end draws (set by Python) ------------------------------------------
    presets = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    choices = traitlets.Dict(read_only=True, help="Options offered next to the preset.").tag(
        sync=True
    )
    rules_a = traitlets.Dict(help="The first rule set, as Rules.to_dict().").tag(sync=True)
    rules_b = traitlets.Any(None, allow_none=True, help="The second rule set, or None.").tag(
        sync=True
    )
    labels = traitlets.List(traitlets.Unicode(), read_only=True, help="A name per rule set.").tag(
        sync=True
    )
    origins = traitlets.List(
        traitlets.Unicode(), help="Per rule set: the preset it came from (its menu shows it)."
    ).tag(sync=True)
    words = traitlets.Dict(help="The widget's words in the chosen language (sim.* labels).").tag(
        sync=True
    )
    running_mean: traitlets.List[Any] = traitlets.List(
        help="Per rule set: [games, mean rounds, 95% low, 95% high] after each chunk."
    ).tag(sync=True)
    engine = traitlets.Unicode(
        "", read_only=True, help="The engine that runs: 'fast' or 'python'."
    ).tag(sync=True)
    state = traitlets.Unicode("idle", read_only=True).tag(sync=True)
    done = traitlets.Int(
        0, read_only=True, help="Games played in this run, all rule sets together."
    ).tag(sync=True)
    total = traitlets.Int(0, read_only=True, help="Games this run will play.").tag(sync=True)
    histogram = traitlets.Dict(read_only=True, help="Bins of game lengths, per rule set.").tag(
        sync=True
    )
    table = traitlets.Dict(read_only=True, help="The summary: header and rows.").tag(sync=True)
    first_war = traitlets.List(
        traitlets.Dict(), read_only=True, help="Per rule set: exact and simulated."
    ).tag(sync=True)
    message = traitlets.Unicode("", read_only=True, help="What the last run did.").tag(sync=True)
    error = traitlets.Unicode("", read_only=True, help="Why the last request was refused.").tag(
        sync=True
    )

    # -- settings ---------------------------------------------------------------------------
    games = traitlets.Int(10_000).tag(sync=True)
    seed = traitlets.Int(None, allow_none=True).tag(sync=True)
    lang = traitlets.Unicode("en", help=f"The language: {', '.join(locale.LANGUAGES)}.").tag(
        sync=True
    )
    digits = traitlets.Unicode(
        "latn", help="The digits numbers are shown in: 'latn' (0-9) or 'arab' (٠-٩)."
    ).tag(sync=True)

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        compare: Rules | None = None,
        games: int | None = None,
        seed: int | None = None,
        engine: str = "auto",
        lang: str = "en",
        policies: str | list[str] | None = None,
        digits: str = "latn",
    ) -> None:
        digits = locale.check_digits(digits)
        for name, value in (("rules", rules), ("compare", compare)):
            if value is not None and not isinstance(value, Rules):
                raise ValueError(
                    f"{name}: expected a Rules object such as Rules.preset('classic'), "
                    f"got {type(value).__name__}"
                )
        for value in (rules, compare):
            if value is not None and value.peace == "ask":
                raise peace_ask_error()
        resolved = _resolve_engine(engine)
        games = integer(games, "games")
        seed = integer(seed, "seed")
        if games is None:
            games = 10_000 if _kind(resolved) in COMPILED else 1_000
        self._engine_choice = engine
        self._policies = policy_names(policies)
        self._job: background.Job | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._starting = threading.Lock()  # run(): one run at a time
        self._lengths: list[Counter[int]] = []
        self._sums: list[list[float]] = []
        self._summaries: list[SimulationSummary] = []
        self._origins: list[str | None] = [None, None]
        self._running: list[list[list[float]]] = []
        self._last_push = 0.0
        self._said = ("", "")  # the last run's message as Python wrote it, and its seed
        self.simulations: list[Simulation] = []
        super().__init__(
            rules_a=(rules or Rules()).to_dict(),
            rules_b=None if compare is None else compare.to_dict(),
            games=games,
            seed=seed,
            lang=locale.normalize_language(lang),
            digits=digits,
        )
        self.set_trait("presets", list(PRESETS))
        self.set_trait("choices", CHOICES)
        self.set_trait("engine", resolved)
        self._relabel()
        self.on_msg(self._on_msg)

    def __setattr__(self, name: str, value: Any) -> None:
        """Refuse writes to what the widget shows: a written ``state`` or ``done`` would make
        the display lie.  Those traits are ``read_only``; the widget writes them with
        ``set_trait``, and a user gets an error that says what to do instead."""
        if name in _DISPLAY:
            raise traitlets.TraitError(
                f"{name} is read-only (the widget sets it): call run() or cancel(), or set "
                "rules_a, rules_b, games or seed"
            )
        super().__setattr__(name, value)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """An update from the front-end writes settings only; the rest is logged, ignored."""
        apply_update(self, sync_data, owned=_OWNED, write=super().set_state, log=log)

    @traitlets.observe("rules_a", "rules_b")
    def _new_rules(self, _change: Any) -> None:
        self._relabel()  # the labels name the rules they stand for, however they were set

    # -- validation ------------------------------------------------------------------------
    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        return checked_lang(proposal)

    @traitlets.validate("digits")
    def _valid_digits(self, proposal: dict[str, Any]) -> str:
        return checked_digits(proposal)

    @traitlets.observe("lang", "digits")
    def _new_lang(self, change: Any) -> None:
        self._relabel()
        if self._summaries and not self.running:
            self._describe(self._summaries)
        if change["name"] == "digits":
            self._say(*self._said)

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
        return self._job is not None and self._job.running()

    def run(self, *, wait: bool = False) -> SimulationWidget:
        """Start a run in the background (``wait=True``: until it ends); one at a time."""
        with self._starting:
            self._start(wait)
        return self

    def _start(self, wait: bool) -> None:
        if self.running:
            self.set_trait("error", say(self.lang, "sim.busy"))
            return
        self.set_trait("error", "")
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
            self.set_trait("state", "running")
            self.set_trait("done", 0)
            self.set_trait("total", games * len(rule_sets))
            self.set_trait("table", {})
            self.set_trait("first_war", [])
            asked = games_asked(games, len(rule_sets), self.lang)
            self._say(say(self.lang, "sim.playing", total=asked, seed=seed), str(seed))
            self._push_histogram()
        try:
            self._job = background.start(
                self._work(rule_sets, games, seed), name="war-simulation", wait=wait
            )
        except background.NoBackground as err:  # shown on the widget, never a silent hang
            self._failed(err)

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
        job = self._job
        return job.wait(timeout) if job is not None else True

    # -- the run (in the background: each step plays a chunk) -------------------------------
    def _work(self, rule_sets: list[Rules], games: int, seed: int) -> Generator[int, None, None]:
        try:
            engine = _resolve_engine(self._engine_choice)
            kind = _kind(engine)
            chunk = max(500, min(5_000, games // 40)) if kind in COMPILED else CHUNKS[kind] // 4
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

                sim = yield from simulate_steps(  # Steal War: the seats' policies
                    rules,
                    games,
                    seed=seed,
                    engine=(played := _resolve_engine(self._engine_choice, rules)),
                    chunk_size=CHUNKS["python"] // 4 if played == "python" else chunk,
                    policies=(self._policies or None) if rules.steal != "off" else None,
                    progress=progress,
                    cancel=self._stop,
                    on_chunk=chunk_done,
                )
                sims.append(sim)
                if sim.cancelled:
                    break
            self._finish(sims, rule_sets, games, seed)
        except Exception as err:  # never leave the widget spinning
            log.exception("war_widget: the simulation failed")
            self._failed(err)

    def _failed(self, err: Exception) -> None:
        with self.hold_sync():
            self.set_trait("state", "error")
            self.set_trait("error", f"the simulation failed: {err}")

    def _progress(self, done: int) -> None:
        now = time.monotonic()
        if now - self._last_push < UPDATE_EVERY:
            return
        self._last_push = now
        with self.hold_sync():
            self.set_trait("done", done)
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
            self.set_trait("done", played)
            self._push_histogram()
            self._describe(summaries)
            if cancelled:
                state = "cancelled"
                done, total = number(played, lang), games_asked(games, len(rule_sets), lang)
                message = say(lang, "sim.cancelled", played=done, total=total, seed=seed)
            else:
                state = "done"
                done, took = games_asked(games, len(rule_sets), lang), number(seconds, lang, 1)
                message = say(lang, "sim.done", games=done, seconds=took, seed=seed)
            self.set_trait("state", state)
            self._say(message, str(seed))

    def _say(self, message: str, seed: str) -> None:
        """The ``message`` trait: ``message`` in the learner's digits, its ``seed`` as it is."""
        self._said = (message, seed)
        self.set_trait("message", shown_in(message, self.digits, self.lang, (seed,)))

    def _describe(self, summaries: list[SimulationSummary]) -> None:
        """The table and the first-flip sentences, in the widget's language and digits."""
        lang, digits = self.lang, self.digits
        names = self.labels if len(summaries) > 1 else [""]
        # A rule set cancelled before its first game was played has nothing to report.
        played = [i for i, s in enumerate(summaries) if s.games]
        labels = [self.labels[i] if i < len(self.labels) else "" for i in played]
        shown = table([summaries[i] for i in played], labels, lang)
        self.set_trait("table", shown_in(shown, digits, lang))
        sentences = [
            first_war(
                Rules.from_dict(summaries[i].rules),
                summaries[i],
                lang,
                names[i] if i < len(names) else "",
            )
            for i in played
        ]
        self.set_trait("first_war", shown_in(sentences, digits, lang, (), _MACHINE))

    def _push_histogram(self) -> None:
        with self._lock:
            lengths = [Counter(c) for c in self._lengths]
            running = [list(points) for points in self._running]
        limits = [r.round_limit for r in self.rule_sets][: max(1, len(lengths))]
        each = self.total // max(1, len(lengths))  # the games asked for each rule set
        self.set_trait("histogram", bins(lengths, limits, [each] * len(lengths)))
        self.running_mean = running

    # -- messages from the front-end -------------------------------------------------------
    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        try:
            self._dispatch(content)
        except (BadMessage, TypeError, OverflowError, RecursionError) as err:
            log.warning(
                "war_widget: ignored a malformed message from the front-end: %s", short(str(err))
            )

    def _dispatch(self, content: Any) -> None:
        dispatch(self, content)  # see messages.py

    def _relabel(self) -> None:
        relabel(self)  # see messages.py


__all__ = ["SimulationWidget"]
