"""What a run returns: :class:`Simulation` (one entry per game, pandas, a plot) and its
:class:`SimulationSummary`."""

from __future__ import annotations

import importlib
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..game.arithmetic import ALL_CARDS
from ..game.engine import END_REASONS, Game
from ..game.rules import PRESETS, Rules, _fail, _is_int, whole
from .exact import first_flip_war_probability
from .summary import SimulationSummary as SimulationSummary
from .totals import Totals, count

#: Round limits the seeds offer (seed 000: 80, 200; seed 004: 40, 240): the default
#: checkpoints of :meth:`Simulation.summary` for rules without a limit.
SEED_LIMITS = (40, 80, 200, 240)

#: Percentiles of game length reported by :meth:`Simulation.summary`.
PERCENTILES = (5, 10, 25, 50, 75, 90, 95, 99)

#: A column of whole numbers, one per game: a numpy array when numpy is installed,
#: an :class:`array.array` otherwise (both index, iterate and sum like lists).
Column = Any


# -- the result ---------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)  # columns are arrays: compare them, not simulations
class Simulation:
    """Games ``first`` .. ``first + len(self) - 1`` of a run, one entry per game.

    ``rounds[i]``, ``winners[i]`` (the winning seat, -1 for a draw), ``wars[i]``
    (every war fought, a double war counting two), ``first_wars[i]`` (wars in
    round 1) and ``reasons[i]`` (see :data:`~war_widget.game.engine.END_REASONS`) are
    those of ``Game(rules, seed=seed + first + i)``.  The columns are numpy
    arrays when numpy is installed, :class:`array.array` otherwise.
    ``cancelled`` is True when the run stopped early: the games kept are then
    the first ``len(self)`` of the ``requested``.  Under Steal War ``policies`` names
    each seat's policy (:mod:`war_widget.game.policies`), and
    ``sim.game(i).play(policy=list(sim.policies))`` replays game ``i``.  ``kernel`` says
    what played the games: ``"wasm"`` (the kernel in WebAssembly) or ``"python"`` (the
    engine; numba's and plain Python's kernels, ``"numba"`` and ``"plain"``, were retired).
    """

    rules: Rules
    seed: int
    requested: int
    engine: str
    rounds: Column
    winners: Column
    wars: Column
    first_wars: Column
    reason_codes: Column
    counts: Column = field(repr=False)
    cancelled: bool = False
    seconds: float = 0.0
    first: int = 0
    policies: tuple[str, ...] = ()
    kernel: str = ""

    def __len__(self) -> int:
        return len(self.rounds)

    @property
    def games(self) -> int:
        """Games played (fewer than :attr:`requested` after a cancel)."""
        return len(self.rounds)

    @property
    def reasons(self) -> list[str]:
        """Why each game ended, as words (``"all_cards"``, ``"round_limit"``...)."""
        return [END_REASONS[r] for r in self.reason_codes]

    def seed_of(self, i: int) -> int:
        """The :class:`Game` seed of game ``i`` (any integer, a NumPy one too)."""
        i = whole(i)
        self._check_index(i)
        return self.seed + self.first + i

    def game(self, i: int) -> Game:
        """Game ``i``, dealt and ready to play: ``sim.game(i).play()`` gives its result again."""
        return Game(self.rules, seed=self.seed_of(i))

    def _check_index(self, i: int) -> None:
        if not _is_int(i) or not 0 <= i < len(self):
            raise _fail("i", i, f"a game number from 0 to {len(self) - 1}")

    def summary(self, within: int | Iterable[int] | None = None) -> SimulationSummary:
        """Statistics of game length, endings, wars and winners.

        ``within``: the round counts L for "share of games won by someone holding
        every card within L rounds".  Default: the round limit, or for rules
        without one the limits the seeds offer (40, 80, 200 and 240).
        """
        return _summarise(self, within)

    def to_pandas(self) -> Any:
        """One row per game: seed, rounds, winner (NA for a draw), wars, reason, cards held."""
        try:
            pd = importlib.import_module("pandas")
        except ImportError:
            raise ImportError(
                "Simulation.to_pandas needs pandas: pip install 'war_widget[pandas]'"
            ) from None
        n = len(self)
        np = importlib.import_module("numpy")  # pandas needs it
        winners = pd.array(np.asarray(self.winners, dtype=np.int64), dtype="Int64")
        winners[np.asarray(self.winners) < 0] = pd.NA
        counts = np.asarray(self.counts, dtype=np.int64).reshape(n, self.rules.players)
        data: dict[str, Any] = {
            "seed": np.arange(n, dtype=np.uint64) + np.uint64(self.seed + self.first),
            "rounds": np.asarray(self.rounds, dtype=np.int64),
            "winner": winners,
            "wars": np.asarray(self.wars, dtype=np.int64),
            "first_round_wars": np.asarray(self.first_wars, dtype=np.int64),
            "reason": pd.Categorical.from_codes(
                np.asarray(self.reason_codes, dtype=np.int64), categories=list(END_REASONS)
            ),
        }
        for seat in range(self.rules.players):
            data[f"cards_{seat}"] = counts[:, seat]
        frame = pd.DataFrame(data, index=pd.RangeIndex(self.first, self.first + n, name="game"))
        return frame

    def plot(
        self,
        ax: Any = None,
        *,
        bins: int | str | Sequence[float] | None = None,
        label: str | None = None,
        lang: str = "en",
    ) -> Any:
        """A histogram of game lengths with matplotlib; a dashed line marks the round limit.

        Translucent bars with a solid outline, so simulations drawn on the same ``ax`` stay
        visible through each other (give them the same ``bins``).  ``label`` defaults to
        the rules' name in ``lang`` (``"Guerra de Cartas, 240-round limit"``), and the axes
        are labelled in ``lang`` too.  By default the bins' width is a multiple of the lengths'
        period (even rounds: an even width), so the bars show no comb the bins would make;
        ``bins`` takes anything matplotlib does instead.
        """
        try:
            import matplotlib.pyplot as plt
        except ImportError:
            raise ImportError(
                "Simulation.plot needs matplotlib: pip install 'war_widget[plot]'"
            ) from None
        from .histogram import edges
        from .words import number, say, series_name

        if ax is None:
            _, ax = plt.subplots(figsize=(7, 3.5))
        name = label or series_name(self.rules, lang)
        color = ax._get_lines.get_next_color()
        rounds = self.rounds
        if bins is None:
            bins = edges(rounds, self.rules.round_limit)
        _, edges, _ = ax.hist(rounds, bins=bins, histtype="stepfilled", alpha=0.3, color=color)
        ax.hist(rounds, bins=edges, histtype="step", linewidth=1.6, color=color, label=name)
        limit = self.rules.round_limit
        text = None if limit is None else say(lang, "sim.limit", limit=number(limit, lang))
        if text is not None and text not in [t.get_text() for t in ax.texts]:
            ax.axvline(limit, color="black", linestyle="--", linewidth=1)
            ax.annotate(
                text,
                (limit, 1),
                xycoords=("data", "axes fraction"),
                xytext=(-4, -4),
                textcoords="offset points",
                ha="right",
                va="top",
                fontsize=8,
                bbox={"boxstyle": "round,pad=0.2", "facecolor": "white", "edgecolor": "none"},
            )
        ax.set_xlabel(say(lang, "sim.axis.rounds"))
        ax.set_ylabel(say(lang, "sim.axis.games"))
        # Above the axes, where it covers neither bars nor the limit's label.
        ax.legend(loc="lower left", bbox_to_anchor=(0, 1.0), fontsize=8, frameon=False)
        return ax

    def __repr__(self) -> str:
        state = (
            f"cancelled after {len(self):,} of {self.requested:,} games"
            if self.cancelled
            else f"{len(self):,} games"
        )
        described = describe_rules(self.rules)
        engine = (
            f"{self.engine} ({self.kernel})" if self.kernel not in ("", "python") else self.engine
        )
        return f"<Simulation {state}, seed {self.seed}, engine {engine}: {described}>"


def describe_rules(rules: Rules) -> str:
    """The preset's name, or the closest preset and what differs from it:
    ``"guerra_de_cartas, round_limit=240"``."""
    options = rules.to_dict()
    best = ""
    best_diff: list[str] = []
    for name in PRESETS:
        preset = Rules.preset(name).to_dict()
        diff = [f"{k}={v}" for k, v in options.items() if v != preset[k]]
        if not best or len(diff) < len(best_diff):
            best, best_diff = name, diff
    return ", ".join([best, *best_diff])


def _wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a share ``wins / n``."""
    if n == 0:
        return (math.nan, math.nan)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _percentile(t: Totals, p: float) -> float:
    """The ``p``-th percentile of game length: linear interpolation between the closest
    ranks (numpy's default method)."""
    if not t.games:
        return math.nan
    pos = (t.games - 1) * p / 100
    lo = math.floor(pos)
    low, high = t.nth(lo), t.nth(min(lo + 1, t.games - 1))
    return float(low + (high - low) * (pos - lo))


def _summarise(sim: Simulation, within: int | Iterable[int] | None) -> SimulationSummary:
    rules = sim.rules
    if within is None:
        limits: tuple[int, ...] = (
            (rules.round_limit,) if rules.round_limit is not None else SEED_LIMITS
        )
    elif _is_int(whole(within)):
        limits = (whole(within),)
    elif isinstance(within, Iterable) and not isinstance(within, (str, bytes)):
        limits = tuple(whole(limit) for limit in within)
    else:
        raise _fail("within", within, "a round count of at least 1, or a list of them")
    for limit in limits:
        if not _is_int(limit) or limit < 1:
            raise _fail("within", within, "a round count of at least 1, or a list of them")
    n = len(sim)
    t = count(sim, len(END_REASONS), rules.players)
    share = (lambda k: k / n) if n else (lambda k: math.nan)
    return SimulationSummary(
        games=n,
        requested=sim.requested,
        cancelled=sim.cancelled,
        engine=sim.engine,
        seed=sim.seed,
        rules=rules.to_dict(),
        mean_rounds=t.total_rounds / n if n else math.nan,
        median_rounds=_percentile(t, 50),
        percentiles={p: _percentile(t, p) for p in PERCENTILES},
        shortest=t.lengths[0] if n else 0,
        longest=t.lengths[-1] if n else 0,
        longest_game=t.longest_game + sim.first if n else -1,
        ended_all_cards=share(t.reasons[ALL_CARDS]),
        ended_within={limit: share(t.own_within(limit)) for limit in limits},
        reasons={name: share(t.reasons[code]) for code, name in enumerate(END_REASONS)},
        wars_per_round=t.total_wars / t.total_rounds if t.total_rounds else math.nan,
        wars_per_game=t.total_wars / n if n else math.nan,
        first_round_war=share(t.first_wars),
        first_round_war_exact=first_flip_war_probability(rules),
        seat_wins=tuple(share(k) for k in t.seats),
        policies=sim.policies,
        seat_win_intervals=tuple(_wilson(k, n) for k in t.seats) if sim.policies else (),
        draws=share(t.draws),
        seconds=sim.seconds,
    )
