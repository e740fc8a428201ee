"""Monte Carlo for teachers: play many games of War and summarise them.

>>> from war_widget import Rules
>>> sim = simulate(Rules.preset("classic"), games=200, seed=1, engine="python")
>>> len(sim), sim.game(0).seed
(200, 1)

Which games are played
----------------------
Game ``i`` of a simulation with seed ``s`` is exactly ``Game(rules, seed=s + i)``:
the same deal, the same rounds, winner and wars, whichever engine played it.
``sim.game(i)`` gives that game back, so its code (``sim.game(i).code``) can be
typed into the play widget and watched card by card.

Why ``s + i`` and not seeds drawn from a generator: a teacher can say in one
sentence which games were played and replay any of them without this module,
and small seeds keep game codes short enough to read aloud.  Neighbouring
seeds do not give related games: SplitMix64 passes each state through a
strong mixing function, and the streams of seeds ``s`` and ``s + 1`` would
only meet after about 2**64 draws.  The price: two simulations whose seeds
are closer than their number of games share games (seed 1 and seed 2 share
all but one), so runs meant to be independent need seeds far apart, e.g.
``seed=run * 10**9``.  When no seed is given, one is drawn at random below
2**32 and kept in :attr:`Simulation.seed`.  Two rule sets simulated with the
same seed are dealt the same hands, which makes comparisons sharper (common
random numbers).

Engines
-------
``"fast"`` is a kernel that reproduces the engine bit for bit
(:mod:`war_widget._fast`): compiled by numba when it is installed (``pip
install war_widget[fast]``), and the very same code run as plain Python
otherwise (in the browser, say) -- the same games either way, about 10x
faster than the engine without numba and 500x with it.  ``"python"`` plays
each game with :class:`~war_widget.engine.Game`; ``"auto"`` is ``"fast"``.
Games run in chunks; results do not depend
on the chunk size, the engine or the number of workers.  Large runs spread
over processes through a :class:`concurrent.futures.Executor`: a process pool
by default, or any executor passed in (a Dask or Ray executor works
unchanged, since only ``submit`` and futures are used).  On macOS and
Windows, as with any process pool, a script must guard its top level with
``if __name__ == "__main__":``.
"""

from __future__ import annotations

import argparse
import array
import bisect
import functools
import importlib
import json
import math
import os
import secrets
import sys
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, NamedTuple, TextIO

from .cards import deck
from .engine import END_REASONS, MAX_SEED, SAFETY_CAP, Game
from .policies import POLICY_NAMES
from .rules import COMBINES, PICKUPS, PRESETS, Rules, whole

ENGINES = ("auto", "fast", "python")

#: Seeds drawn when none is given stay below this (codes of 7 characters at most).
RANDOM_SIMULATION_SEED_LIMIT = 2**32

#: Round limits the seeds offer (seed 000: 80, 200; seed 004: 40, 240): the default
#: checkpoints of :meth:`Simulation.summary` for rules without a limit.
SEED_LIMITS = (40, 80, 200, 240)

#: Percentiles of game length reported by :meth:`Simulation.summary`.
PERCENTILES = (5, 10, 25, 50, 75, 90, 95, 99)

#: Default games per chunk: about a second of work for the pure-Python engine and the
#: kernel run as plain Python ("plain"), a few hundredths for the compiled kernel ("numba").
CHUNK_PYTHON = 100
CHUNK_PLAIN = 500
CHUNK_FAST = 5_000
CHUNKS = {"python": CHUNK_PYTHON, "plain": CHUNK_PLAIN, "numba": CHUNK_FAST}

#: In a notebook, runs at least this large show a progress bar by default (a few seconds).
NOTEBOOK_BAR_GAMES = {"python": 500, "plain": 3_000, "numba": 200_000}

#: Runs at least this large use a process pool by default (when there are 2+ cores).
POOL_MIN_GAMES = {"python": 2_000, "plain": 20_000, "numba": 1_000_000}

MAX_GAMES = 10_000_000

Progress = Callable[[int, int], None]

#: A column of whole numbers, one per game: a numpy array when numpy is installed,
#: an :class:`array.array` otherwise (both index, iterate and sum like lists).
Column = Any


def _fail(name: str, value: object, allowed: str) -> ValueError:
    return ValueError(f"{name}={value!r} is not allowed: {name} must be {allowed}")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# -- engines ------------------------------------------------------------------------------------
def fast_available() -> bool:
    """True when numba (and numpy) can be imported, so ``engine="fast"`` runs compiled
    (without them it runs the same kernel as plain Python)."""
    try:
        import numba  # noqa: F401
        import numpy  # noqa: F401
    except ImportError:
        return False
    return True


def _numpy() -> Any:
    try:
        import numpy
    except ImportError:
        return None
    return numpy


def _resolve_engine(engine: str, rules: Rules | None = None) -> str:
    if engine not in ENGINES:
        raise _fail("engine", engine, "'auto', 'fast' (numba) or 'python'")
    if rules is not None and rules.steal != "off":
        if engine == "fast":
            raise ValueError(
                f"engine='fast' cannot play steal={rules.steal!r} (Steal War): its players "
                "decide, and the fast kernel has no decisions; use engine='python' "
                "(or 'auto', which picks it)"
            )
        return "python"
    return "python" if engine == "python" else "fast"


def _kind(engine: str) -> str:
    """What runs an engine: ``"numba"`` (the compiled kernel), ``"plain"`` (the kernel as
    plain Python) or ``"python"`` (the engine)."""
    if engine == "python":
        return "python"
    return "numba" if fast_available() else "plain"


class _Chunk(NamedTuple):
    """Games ``start`` .. ``start + len(rounds) - 1`` of a run, as plain sequences."""

    start: int
    rounds: Column
    winners: Column
    wars: Column
    first_wars: Column
    reasons: Column
    counts: Column


def _kernel_options(rules: Rules) -> list[int]:
    """The rule options as the numbers :func:`war_widget._fast.play_games` reads."""
    peace = rules.peace
    if peace == "ask":
        raise _peace_ask()
    if peace == "never":
        peace_mode, pct = 0, 0
    elif peace == "always":
        peace_mode, pct = 1, 100
    else:
        peace_mode, pct = 2, round(float(peace) * 100)
    track = rules.pickup == "table" and peace in ("never", "always")
    return [
        rules.players,
        -1 if rules.face_down == "by_rank" else int(rules.face_down),
        rules.flip,
        COMBINES.index(rules.combine),
        1 if rules.multiway == "war_is_superior" else 0,
        peace_mode,
        pct,
        1 if rules.shortage == "lose" else 0,
        PICKUPS.index(rules.pickup),
        rules.round_limit or 0,
        SAFETY_CAP,
        1 if track else 0,
    ]


def _run_fast(
    rules_dict: dict[str, Any], seed: int, start: int, count: int, compiled: bool | None = None
) -> _Chunk:
    """Games ``start`` .. ``start + count - 1`` on the kernel: compiled when numba is
    installed (or as ``compiled`` says), plain Python otherwise."""
    from . import _fast

    rules = Rules.from_dict(rules_dict)
    columns = _fast.run(
        fast_available() if compiled is None else compiled,
        seed + start,
        count,
        [int(card) for card in deck(rules.lowest_rank, rules.jokers)],
        [rules.value(rank) for rank in range(16)],
        _kernel_options(rules),
    )
    return _Chunk(start, *columns)


def _run_python(
    rules_dict: dict[str, Any], seed: int, start: int, count: int, policies: Sequence[str] = ()
) -> _Chunk:
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
    return _Chunk(start, rounds, winners, wars, first_wars, reasons, counts)


_RUNNERS: dict[str, Callable[[dict[str, Any], int, int, int], _Chunk]] = {
    "fast": _run_fast,
    "python": _run_python,
}


def _ignore_interrupts() -> None:
    """Pool workers leave Ctrl-C (and a notebook's interrupt) to the parent, which cancels."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


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


def _wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The 95% Wilson score interval of a share ``wins / n``."""
    if n == 0:
        return (math.nan, math.nan)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def _peace_ask() -> ValueError:
    return ValueError(
        "peace='ask' cannot be simulated: it waits for the players at every war; "
        "use peace='never', 'always' or a probability such as 0.25"
    )


# -- the result ---------------------------------------------------------------------------------
@dataclass(frozen=True, eq=False)  # columns are arrays: compare them, not simulations
class Simulation:
    """Games ``first`` .. ``first + len(self) - 1`` of a run, one entry per game.

    ``rounds[i]``, ``winners[i]`` (the winning seat, -1 for a draw), ``wars[i]``
    (every war fought, a double war counting two), ``first_wars[i]`` (wars in
    round 1) and ``reasons[i]`` (see :data:`~war_widget.engine.END_REASONS`) are
    those of ``Game(rules, seed=seed + first + i)``.  The columns are numpy
    arrays when numpy is installed, :class:`array.array` otherwise.
    ``cancelled`` is True when the run stopped early: the games kept are then
    the first ``len(self)`` of the ``requested``.  Under Steal War ``policies`` names
    each seat's policy (:mod:`war_widget.policies`), and
    ``sim.game(i).play(policy=list(sim.policies))`` replays game ``i``.
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
        bins: int | str | Sequence[float] = "auto",
        label: str | None = None,
        lang: str = "en",
    ) -> Any:
        """A histogram of game lengths with matplotlib; a dashed line marks the round limit.

        Translucent bars with a solid outline, so simulations drawn on the same ``ax`` stay
        visible through each other (give them the same ``bins``).  ``label`` defaults to
        the rules' name in ``lang`` (``"Guerra de Cartas, 240-round limit"``), and the axes
        are labelled in ``lang`` too.
        """
        try:
            import matplotlib.pyplot as plt
        except ImportError:
            raise ImportError(
                "Simulation.plot needs matplotlib: pip install 'war_widget[plot]'"
            ) from None
        from .simulation_words import number, say, series_name

        if ax is None:
            _, ax = plt.subplots(figsize=(7, 3.5))
        name = label or series_name(self.rules, lang)
        color = ax._get_lines.get_next_color()
        rounds = list(self.rounds)
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
        return f"<Simulation {state}, seed {self.seed}, engine {self.engine}: {described}>"


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


@dataclass(frozen=True)
class SimulationSummary:
    """What :meth:`Simulation.summary` reports.  Shares are fractions from 0 to 1.

    ``ended_all_cards``: share of games won by someone holding every card;
    ``ended_within[L]``: share won that way within L rounds; ``reasons``: share
    of each end reason; ``seat_wins[s]``: share won by seat ``s`` (Steal War: by
    ``policies[s]``, with its 95% Wilson interval in ``seat_win_intervals[s]``); ``draws``:
    share drawn; ``wars_per_round``: wars fought over rounds played;
    ``first_round_war``: share of games whose first round had a war, next to
    ``first_round_war_exact``, the probability computed from the rules (None
    where :func:`first_flip_war_probability` does not compute it).
    """

    games: int
    requested: int
    cancelled: bool
    engine: str
    seed: int
    rules: dict[str, Any]
    mean_rounds: float
    median_rounds: float
    percentiles: dict[int, float]
    shortest: int
    longest: int
    longest_game: int
    ended_all_cards: float
    ended_within: dict[int, float]
    reasons: dict[str, float]
    wars_per_round: float
    wars_per_game: float
    first_round_war: float
    first_round_war_exact: Fraction | None
    seat_wins: tuple[float, ...]
    draws: float
    seconds: float
    policies: tuple[str, ...] = ()
    seat_win_intervals: tuple[tuple[float, float], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the exact probability as a float and as text (``"1/17"``)."""
        exact = self.first_round_war_exact
        data = {k: getattr(self, k) for k in self.__dataclass_fields__}
        data["percentiles"] = {str(k): v for k, v in self.percentiles.items()}
        data["ended_within"] = {str(k): v for k, v in self.ended_within.items()}
        data["seat_wins"] = list(self.seat_wins)
        data["policies"] = list(self.policies)
        data["seat_win_intervals"] = [list(pair) for pair in self.seat_win_intervals]
        data["first_round_war_exact"] = None if exact is None else float(exact)
        data["first_round_war_exact_fraction"] = None if exact is None else str(exact)
        return data

    def rows(self) -> list[tuple[str, str]]:
        """The summary as (label, value) rows, for a table."""

        def pct(x: float) -> str:
            return f"{100 * x:.1f}%"

        rows = [
            (
                "games",
                f"{self.games:,}"
                + (f" of {self.requested:,} (cancelled)" if self.cancelled else ""),
            )
        ]
        rows.append(("mean rounds", f"{self.mean_rounds:,.1f}"))
        rows.append(("median rounds", f"{self.median_rounds:,.1f}"))
        for p in (5, 25, 75, 95):
            if p in self.percentiles:
                rows.append((f"{p}th percentile", f"{self.percentiles[p]:,.1f}"))
        rows.append(("shortest game", f"{self.shortest:,} rounds"))
        rows.append(("longest game", f"{self.longest:,} rounds (game {self.longest_game})"))
        rows.append(("won holding every card", pct(self.ended_all_cards)))
        for limit, share in self.ended_within.items():
            rows.append((f"… within {limit} rounds", pct(share)))
        for reason, share in self.reasons.items():
            if share and reason != "all_cards":
                rows.append((f"ended: {reason.replace('_', ' ')}", pct(share)))
        rows.append(("wars per round", f"{self.wars_per_round:.4f}"))
        rows.append(("wars per game", f"{self.wars_per_game:.2f}"))
        exact = self.first_round_war_exact
        exact_text = "" if exact is None else f" (exact: {exact} = {100 * float(exact):.2f}%)"
        rows.append(("war in round 1", pct(self.first_round_war) + exact_text))
        for seat, share in enumerate(self.seat_wins):
            if self.policies:
                low, high = self.seat_win_intervals[seat]
                rows.append(
                    (
                        f"won by seat {seat} ({self.policies[seat]})",
                        f"{pct(share)} (95% CI {100 * low:.1f}–{100 * high:.1f}%)",
                    )
                )
            else:
                rows.append((f"won by seat {seat}", pct(share)))
        rows.append(("draws", pct(self.draws)))
        return rows

    def __str__(self) -> str:
        rows = self.rows()
        width = max(len(label) for label, _ in rows)
        return "\n".join(f"{label:<{width}}  {value}" for label, value in rows)


def _percentile(ordered: Sequence[int], p: float) -> float:
    """Linear interpolation between closest ranks (numpy's default method)."""
    if not ordered:
        return math.nan
    pos = (len(ordered) - 1) * p / 100
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return float(ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo))


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
    rounds = [int(r) for r in sim.rounds]
    reasons = [int(r) for r in sim.reason_codes]
    winners = [int(w) for w in sim.winners]
    ordered = sorted(rounds)
    total_rounds = sum(rounds)
    total_wars = sum(int(w) for w in sim.wars)
    share = (lambda k: k / n) if n else (lambda k: math.nan)
    own = [r for r, why in zip(rounds, reasons, strict=True) if why == 0]
    own.sort()
    longest = max(rounds) if rounds else 0
    return SimulationSummary(
        games=n,
        requested=sim.requested,
        cancelled=sim.cancelled,
        engine=sim.engine,
        seed=sim.seed,
        rules=rules.to_dict(),
        mean_rounds=total_rounds / n if n else math.nan,
        median_rounds=_percentile(ordered, 50),
        percentiles={p: _percentile(ordered, p) for p in PERCENTILES},
        shortest=ordered[0] if ordered else 0,
        longest=longest,
        longest_game=rounds.index(longest) + sim.first if rounds else -1,
        ended_all_cards=share(len(own)),
        ended_within={limit: share(bisect.bisect_right(own, limit)) for limit in limits},
        reasons={name: share(reasons.count(code)) for code, name in enumerate(END_REASONS)},
        wars_per_round=total_wars / total_rounds if total_rounds else math.nan,
        wars_per_game=total_wars / n if n else math.nan,
        first_round_war=share(sum(1 for w in sim.first_wars if w)),
        first_round_war_exact=first_flip_war_probability(rules),
        seat_wins=tuple(share(winners.count(s)) for s in range(rules.players)),
        policies=sim.policies,
        seat_win_intervals=tuple(_wilson(winners.count(s), n) for s in range(rules.players))
        if sim.policies
        else (),
        draws=share(winners.count(-1)),
        seconds=sim.seconds,
    )


# -- the exact probability of a war at the first flip ------------------------------------------
def first_flip_war_probability(rules: Rules) -> Fraction | None:
    """The exact probability that round 1 has a war, or None where it is not computed.

    The first flip shows the top card(s) of each hand: a uniformly random draw,
    without replacement, of ``players * flip`` cards from the deck (cards set
    aside play no part).  A war follows when the highest value is shared
    (``multiway="tied_only"``) or any two values are equal
    (``"war_is_superior"``), and peace does not stop it: the chance of a tie is
    multiplied by 1 − the probability of peace.  For ``flip=1`` that is counted
    exactly for any number of players: classic rules, 3/51 = 1/17 (whatever
    the first card, 3 of the other 51 share its rank).  For ``flip=2`` (the
    combined value decides) it is counted for two players; with more, None.
    """
    peace = rules.peace
    if peace == "always":
        return Fraction(0)
    if peace == "ask":
        return None
    war = Fraction(1) if peace == "never" else 1 - Fraction(round(float(peace) * 100), 100)
    if rules.flip == 1:
        tie = _tie_one_card(rules)
    elif rules.players == 2:
        tie = _tie_two_cards(rules)
    else:
        return None
    return tie * war


def _value_counts(rules: Rules) -> dict[int, int]:
    counts: dict[int, int] = {}
    for card in deck(rules.lowest_rank, rules.jokers):
        v = rules.value(card.rank)
        counts[v] = counts.get(v, 0) + 1
    return counts


def _tie_one_card(rules: Rules) -> Fraction:
    counts = _value_counts(rules)
    total = sum(counts.values())
    n = rules.players
    hands = math.comb(total, n)
    if rules.multiway == "war_is_superior":
        # No war only if all n values differ: pick n distinct values, one card of each.
        distinct = [0] * (n + 1)
        distinct[0] = 1
        for c in counts.values():
            for k in range(n, 0, -1):
                distinct[k] += distinct[k - 1] * c
        return 1 - Fraction(distinct[n], hands)
    ties = 0
    below = 0
    for v in sorted(counts):
        c = counts[v]
        # k >= 2 cards of value v, the other n - k all lower: v is the top, shared.
        ties += sum(math.comb(c, k) * math.comb(below, n - k) for k in range(2, min(c, n) + 1))
        below += c
    return Fraction(ties, hands)


def _tie_two_cards(rules: Rules) -> Fraction:
    return _tie_two_cards_cached(tuple(sorted(_value_counts(rules).items())), rules.combine)


@lru_cache(maxsize=64)
def _tie_two_cards_cached(value_counts: tuple[tuple[int, int], ...], how: str) -> Fraction:
    """Two players flip two cards each: the chance the combined values are equal."""
    from .engine import combine

    counts = dict(value_counts)
    total = sum(counts.values())
    values = sorted(counts)
    tie = 0
    # Ordered 4-tuples of distinct cards (a, b) for seat 0, (c, d) for seat 1, by value.
    for a in values:
        for b in values:
            for c in values:
                for d in values:
                    if combine((a, b), how) != combine((c, d), how):
                        continue
                    used: dict[int, int] = {}
                    ways = 1
                    for v in (a, b, c, d):
                        ways *= counts[v] - used.get(v, 0)
                        used[v] = used.get(v, 0) + 1
                    tie += max(ways, 0)
    return Fraction(tie, total * (total - 1) * (total - 2) * (total - 3))


# -- progress on a terminal ---------------------------------------------------------------------
class TextProgress:
    """Progress on a text stream (stderr by default).

    On a terminal, one bar redrawn in place at most ten times a second; elsewhere (a log
    file, a pipe), a plain line at every tenth of the run, so logs stay readable.
    """

    def __init__(
        self, out: TextIO | None = None, width: int = 30, *, live: bool | None = None
    ) -> None:
        self.out = out if out is not None else sys.stderr
        self.width = width
        self.started = time.perf_counter()
        self._last = 0.0
        self._tenth = 0
        if live is None:
            try:
                live = bool(self.out.isatty())
            except (AttributeError, ValueError):
                live = False
        self.live = live

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        elapsed = now - self.started
        if not self.live:
            tenth = 10 * done // max(total, 1)
            if tenth > self._tenth or done >= total:
                self._tenth = tenth
                self.out.write(f"{done:,}/{total:,} games  {elapsed:.1f} s\n")
                self.out.flush()
            return
        if done < total and now - self._last < 0.1:
            return
        self._last = now
        filled = self.width * done // max(total, 1)
        bar = "#" * filled + "." * (self.width - filled)
        self.out.write(f"\r[{bar}] {done:,}/{total:,} games  {elapsed:5.1f} s")
        if done >= total:
            self.out.write("\n")
        self.out.flush()

    def close(self) -> None:
        if self.live:
            self.out.write("\n")
            self.out.flush()


# -- running ------------------------------------------------------------------------------------
def _check_arguments(
    rules: Rules, games: int, seed: int | None, chunk_size: int | None, workers: int | None
) -> int:
    if not isinstance(rules, Rules):
        raise ValueError(
            f"rules: expected a Rules object such as Rules.preset('classic'), "
            f"got {type(rules).__name__}"
        )
    if rules.peace == "ask":
        raise _peace_ask()
    if not _is_int(games) or not 1 <= games <= MAX_GAMES:
        raise _fail("games", games, f"a whole number from 1 to {MAX_GAMES:,}")
    if seed is None:
        seed = secrets.randbelow(RANDOM_SIMULATION_SEED_LIMIT)
    if not _is_int(seed) or not 0 <= seed <= MAX_SEED - games + 1:
        raise _fail(
            "seed",
            seed,
            "a whole number from 0 to 2**64 - games (game i is dealt from seed + i)",
        )
    if chunk_size is not None and (not _is_int(chunk_size) or chunk_size < 1):
        raise _fail("chunk_size", chunk_size, "None or a whole number of games, at least 1")
    if workers is not None and (not _is_int(workers) or workers < 1):
        raise _fail("workers", workers, "None or a whole number of processes, at least 1")
    return seed


def _check_callables(executor: object, cancel: object, on_chunk: object) -> None:
    """Name the argument of the wrong type before any game is played."""
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise TypeError(
            f"executor: expected a concurrent.futures.Executor (or None), got "
            f"{type(executor).__name__}"
        )
    if cancel is not None and not callable(getattr(cancel, "is_set", None)):
        raise TypeError(
            f"cancel: expected a threading.Event (or None), got {type(cancel).__name__}"
        )
    if on_chunk is not None and not callable(on_chunk):
        raise TypeError(
            f"on_chunk: expected a function called with each finished chunk (or None), got "
            f"{type(on_chunk).__name__}"
        )


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
    engine : ``"fast"`` (the kernel: compiled when numba is installed, plain Python
        otherwise; ``"auto"`` is the same) or ``"python"`` (the reference engine).
    chunk_size : games per chunk (default 5,000 compiled, 500 plain, 100 engine).  Chunks
        are the unit of progress, cancelling and distribution; they never change
        the results.
    executor : a :class:`concurrent.futures.Executor` to run chunks on (it is not
        shut down here).  Default: in this process, or for large runs (2,000+
        games on the engine, 20,000+ on the plain-Python kernel, 1,000,000+ compiled)
        on a process pool with one worker
        per core.
    workers : processes for the default pool; 1 runs everything in this process.
    progress : True for a text bar on stderr, False for none, a callable
        ``progress(done, total)``, or None: a bar when stderr is a terminal.
    cancel : a :class:`threading.Event`; once set, no new chunk starts and the
        games finished so far come back with ``cancelled=True``.  An interrupt
        (Ctrl-C, a notebook's stop button) does the same.
    on_chunk : called with each finished chunk (a :class:`Simulation` whose
        :attr:`~Simulation.first` says where it starts), in the order they finish.
    policies : Steal War only: who decides, a policy's name for every seat or one per seat
        (:data:`war_widget.policies.POLICY_NAMES`; default ``"estimate"`` for all).  The
        summary then gives each policy's share of wins with a 95% confidence interval.
        Steal War runs on the Python engine (``engine="fast"`` refuses it).
    """
    if rules is None:
        rules = Rules()
    games, seed, chunk_size, workers = map(whole, (games, seed, chunk_size, workers))
    _check_callables(executor, cancel, on_chunk)
    seed = _check_arguments(rules, games, seed, chunk_size, workers)
    chosen = _check_policies(rules, policies)
    engine = _resolve_engine(engine, rules)
    kind = _kind(engine)
    size = chunk_size or CHUNKS[kind]
    starts = list(range(0, games, size))
    tasks = [(start, min(size, games - start)) for start in starts]

    report: Progress | None = None
    bar: TextProgress | None = None
    if callable(progress):
        report = progress
    elif progress is not False:
        # A notebook's output area redraws a line on a carriage return, like a terminal;
        # there a bar is shown unasked only for runs of more than a few seconds.
        notebook = _in_notebook()
        long_run = games >= NOTEBOOK_BAR_GAMES[kind]
        if progress or _stderr_is_terminal() or (notebook and long_run):
            bar = TextProgress(live=True if notebook else None)
            report = bar

    own_pool: Executor | None = None
    if executor is None:
        cores = os.cpu_count() or 1
        n_workers = workers if workers is not None else cores
        if (
            n_workers > 1
            and len(tasks) > 1
            and (workers is not None or games >= POOL_MIN_GAMES[kind])
        ):
            own_pool = ProcessPoolExecutor(
                max_workers=min(n_workers, len(tasks)), initializer=_ignore_interrupts
            )
            executor = own_pool

    if own_pool is not None and kind == "numba":
        # Compile (or load) the kernel once here: forked workers inherit it.
        _run_fast(rules.to_dict(), seed, 0, 0)
    started = time.perf_counter()
    chunks: dict[int, _Chunk] = {}
    cancelled = False
    done = 0
    rules_dict = rules.to_dict()
    runner = _RUNNERS[engine]
    if chosen:
        runner = functools.partial(_run_python, policies=chosen)

    def finished(chunk: _Chunk) -> None:
        nonlocal done
        chunks[chunk.start] = chunk
        done += len(chunk.rounds)
        if on_chunk is not None:
            on_chunk(_make(rules, seed, games, engine, [chunk], False, 0.0, chosen))
        if report is not None:
            report(done, games)

    try:
        if executor is None:
            for start, count in tasks:
                if cancel is not None and cancel.is_set():
                    cancelled = True
                    break
                finished(runner(rules_dict, seed, start, count))
        else:
            cancelled = _run_on(executor, runner, rules_dict, seed, tasks, cancel, finished)
    except KeyboardInterrupt:
        cancelled = True
    finally:
        if own_pool is not None:
            own_pool.shutdown(wait=not cancelled, cancel_futures=True)
        if bar is not None and cancelled:
            bar.close()
    # Keep the games of the chunks finished in a row from game 0: a clean prefix.
    kept = []
    for start in starts:
        if start not in chunks:
            cancelled = True
            break
        kept.append(chunks[start])
    return _make(rules, seed, games, engine, kept, cancelled, time.perf_counter() - started, chosen)


def _in_notebook() -> bool:
    """True inside a Jupyter kernel (stderr goes to the cell's output area)."""
    return "ipykernel" in sys.modules and type(sys.stderr).__module__.startswith("ipykernel")


def _stderr_is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def _run_on(
    executor: Executor,
    runner: Callable[[dict[str, Any], int, int, int], _Chunk],
    rules_dict: dict[str, Any],
    seed: int,
    tasks: list[tuple[int, int]],
    cancel: threading.Event | None,
    finished: Callable[[_Chunk], None],
) -> bool:
    """Run the chunks on ``executor``; True if cancelled.

    On a pool whose size is known (the standard library's), two chunks per worker are in
    flight at a time, so a cancel leaves little running; on any other executor (Dask, Ray)
    every chunk is submitted at once and its scheduler spreads them.
    """
    workers = getattr(executor, "_max_workers", None)
    window = 2 * workers if isinstance(workers, int) and workers > 0 else len(tasks)
    pending: set[Future[_Chunk]] = set()
    queue = list(reversed(tasks))
    try:
        while queue or pending:
            if cancel is not None and cancel.is_set():
                return True
            while queue and len(pending) < window:
                start, count = queue.pop()
                pending.add(executor.submit(runner, rules_dict, seed, start, count))
            # A short timeout keeps Cancel responsive while workers are busy.
            ready, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
            for future in ready:
                finished(future.result())
        return False
    finally:
        for future in pending:
            future.cancel()


def _make(
    rules: Rules,
    seed: int,
    requested: int,
    engine: str,
    chunks: list[_Chunk],
    cancelled: bool,
    seconds: float,
    policies: tuple[str, ...] = (),
) -> Simulation:
    np = _numpy()
    first = chunks[0].start if chunks else 0

    def column(name: str) -> Column:
        parts = [getattr(c, name) for c in chunks]
        if np is not None:
            if not parts:
                return np.zeros(0, np.int64)
            return np.concatenate([np.asarray(p, dtype=np.int64) for p in parts])
        out = array.array("q")
        for p in parts:
            out.extend(p)
        return out

    if np is not None:
        counts: Column = (
            np.concatenate(
                [np.asarray(c.counts, dtype=np.int64).reshape(-1, rules.players) for c in chunks]
            )
            if chunks
            else np.zeros((0, rules.players), np.int64)
        )
    else:
        counts = [tuple(int(x) for x in row) for c in chunks for row in c.counts]
    return Simulation(
        rules=rules,
        seed=seed,
        requested=requested,
        engine=engine,
        rounds=column("rounds"),
        winners=column("winners"),
        wars=column("wars"),
        first_wars=column("first_wars"),
        reason_codes=column("reasons"),
        counts=counts,
        cancelled=cancelled,
        seconds=seconds,
        first=first,
        policies=policies,
    )


# -- python -m war_widget simulate ----------------------------------------------------------------
def _option_value(text: str) -> Any:
    low = text.strip().lower()
    if low in ("none", "null"):
        return None
    if low in ("true", "false"):
        return low == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text.strip()


def _parse_set(items: Sequence[str]) -> dict[str, Any]:
    options = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"--set {item!r}: write NAME=VALUE, e.g. --set round_limit=240")
        options[name.strip()] = _option_value(value)
    return options


def main_simulate(argv: Sequence[str] | None = None, *, out: TextIO | None = None) -> int:
    """``python -m war_widget simulate``: progress on stderr, the summary on stdout."""
    from .cli import OneLineParser  # every error one line, exit status 2

    out = out if out is not None else sys.stdout
    parser: argparse.ArgumentParser = OneLineParser(
        prog="python -m war_widget simulate",
        description="Play many games of War and summarise how long they last, "
        "how they end and how often there is a war.",
        epilog="Example: python -m war_widget simulate --preset guerra_de_cartas "
        "--set round_limit=240 --games 100000 --json",
    )
    parser.add_argument(
        "--preset",
        choices=list(PRESETS),
        default="classic",
        help="a named rule set (default: classic)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one rule option, e.g. --set face_down=1 "
        "--set round_limit=none (repeat for more)",
    )
    parser.add_argument("--games", type=int, default=10_000, help="games to play (default 10000)")
    parser.add_argument("--seed", type=int, help="game i is dealt from seed + i (default: random)")
    parser.add_argument("--engine", default="auto", help="auto, fast (numba) or python")
    parser.add_argument(
        "--workers", type=int, help="processes (default: one per core for large runs)"
    )
    parser.add_argument("--chunk-size", type=int, help="games per chunk")
    parser.add_argument(
        "--within",
        type=int,
        action="append",
        help="report the share won with every card within this many rounds (repeatable)",
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        rules = Rules.preset(args.preset, **_parse_set(args.set))
        sim = simulate(
            rules,
            args.games,
            seed=args.seed,
            engine=args.engine,
            chunk_size=args.chunk_size,
            workers=args.workers,
            progress=False if args.no_progress else TextProgress(),
        )
        summary = sim.summary(args.within)
    except (ValueError, ImportError) as err:
        parser.exit(2, "error: " + " ".join(str(err).split()) + "\n")
    if args.json:
        json.dump(summary.to_dict(), out, indent=2)
        out.write("\n")
    else:
        out.write(f"{describe_rules(rules)}: {rules.to_dict()}\n")
        out.write(
            f"seed {sim.seed} (game i is Game(rules, seed={sim.seed} + i)), "
            f"engine {sim.engine}, {sim.seconds:.2f} s\n\n"
        )
        out.write(str(summary) + "\n")
    return 130 if sim.cancelled else 0
