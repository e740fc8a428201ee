"""The lessons' claims that simulations answer (tests/lessons/test_lesson_claims.py), each with the
lessons' seed 2024 (Steal War's table of 10,000 games: seed 10**9) and the lessons' standard
run of 100,000 games where the fast kernel affords it (a rare event: 1,000,000; what only
the engine in Python counts, rounds with a war and declined steals: 10,000).  Smaller runs
check the slow ones in make test (tests/lesson_claims.py: ± 4 standard errors)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from lesson_claims import (
    P03,
    P03_06,
    P05,
    P06,
    P07,
    SEED,
    WORDS,
    Band,
    Claim,
    about,
    both,
    dec,
    mean_band,
    n,
    one_in,
    only,
    pct,
    quantile_band,
    ratio,
    share_band,
)
from war_widget import Rules
from war_widget.simulation import Simulation, simulate
from war_widget.simulation.wars import correlation, share_by_length, war_rounds

CLASSIC = Rules.preset("classic")
ONE_DOWN = Rules.preset("classic", face_down=1)
LADDER_5 = Rules.preset("ladder_5")
TABLE_3 = Rules.preset("classic", pickup="table")
TABLE_1 = Rules.preset("classic", pickup="table", face_down=1)
GUERRA = Rules.preset("guerra_de_cartas")
STEAL = Rules.preset("steal_war")


@cache
def _sim(rules: Rules, games: int, seed: int = SEED, policies: tuple[str, ...] = ()) -> Simulation:
    return simulate(rules, games, seed=seed, policies=list(policies) or None, progress=False)


@cache
def _rounds(rules: Rules, games: int, seed: int = SEED) -> list[int]:
    return [int(r) for r in _sim(rules, games, seed).rounds]


def _classic(full: bool) -> Simulation:
    """The lessons' 100,000 classic games (20,000, lesson 03's run, in the quick check)."""
    return _sim(CLASSIC, 100_000 if full else 20_000)


def _median(rules: Rules, full_games: int = 100_000, quick: int = 20_000) -> Callable[[bool], Band]:
    return lambda full: quantile_band(_rounds(rules, full_games if full else quick), 0.5, full)


def _ending(rules: Rules, games: int) -> tuple[int, int]:
    """Games ending with someone holding every card, and games played."""
    reasons = _sim(rules, games).reasons
    return sum(r == "all_cards" for r in reasons), len(reasons)


def _ended(rules: Rules, full_games: int, quick: int, ended: bool = True) -> Callable[[bool], Band]:
    def compute(full: bool) -> Band:
        hits, games = _ending(rules, full_games if full else quick)
        return share_band(hits if ended else games - hits, games, full)

    return compute


def _longer_than(rules: Rules, limit: int, full_games: int, quick: int) -> Callable[[bool], Band]:
    def compute(full: bool) -> Band:
        rounds = _rounds(rules, full_games if full else quick)
        return share_band(sum(r > limit for r in rounds), len(rounds), full)

    return compute


def _long_ones_end(count: bool) -> Callable[[bool], Band]:
    """Lesson 05: of 20,000 classic games (``Rules()``), those past 1,000 rounds: how many
    (``count``), or the share of them that ended with someone holding every card."""

    def compute(full: bool) -> Band:
        sim = _sim(Rules(), 20_000)
        long = [why for r, why in zip(sim.rounds, sim.reasons, strict=True) if r > 1000]
        value = len(long) if count else sum(why == "all_cards" for why in long) / len(long)
        return (value, value)

    return compute


def _minutes(q: float) -> Callable[[bool], Band]:
    """A game's length at a card every two seconds, in minutes."""

    def compute(full: bool) -> Band:
        low, high = quantile_band([int(r) for r in _classic(full).rounds], q, full)
        return (low * 2 / 60, high * 2 / 60)

    return compute


# -- wars and length ----------------------------------------------------------------------------
def _quarters(rounds: list[int], counted: list[int], full: bool) -> list[Band]:
    """The shortest and the longest quarter's ``sum(counted) / sum(rounds)``
    (share_by_length); smaller runs: ± 4 standard errors of a ratio of sums over games."""
    shares = share_by_length(rounds, counted)
    order = sorted(range(len(rounds)), key=lambda i: rounds[i])
    size = len(order) // 4
    bands = []
    for share, part in ((shares[0], order[:size]), (shares[-1], order[-size:])):
        total = sum(rounds[i] for i in part)
        spread = sum((counted[i] - share * rounds[i]) ** 2 for i in part)
        se = 0.0 if full else math.sqrt(spread) / total
        bands.append((share - 4 * se, share + 4 * se))
    return bands


@cache
def _war_rounds_by_length(full: bool) -> list[Band]:
    """Share of rounds with a war (a double war counts once), shortest and longest quarter of
    classic games: 10,000 games on the engine in Python, which counts them (about 2
    minutes), or 100 (1 s)."""
    games = war_rounds(CLASSIC, 10_000 if full else 100, seed=SEED)
    return _quarters(games.rounds, games.war_rounds, full)


@cache
def _wars_by_length(full: bool) -> list[Band]:
    """Wars fought per round (a double war counts two), shortest and longest quarter of the
    lessons' classic games (the fast kernel's ``wars``)."""
    sim = _classic(full)
    return _quarters([int(r) for r in sim.rounds], [int(w) for w in sim.wars], full)


def _wars_a_game(which: int) -> Callable[[bool], Band]:
    """Wars fought in a game of the shortest (0) or the longest (-1) quarter, on average."""

    def compute(full: bool) -> Band:
        sim = _classic(full)
        order = sorted(range(len(sim.rounds)), key=lambda i: int(sim.rounds[i]))
        size = len(order) // 4
        part = order[:size] if which == 0 else order[-size:]
        return mean_band([int(sim.wars[i]) for i in part], full)

    return compute


def _correlation(full: bool) -> Band:
    """Rounds and wars fought (a double war counts two) of the classic games."""
    sim = _classic(full)
    r = correlation(sim.rounds, sim.wars)
    se = 0.0 if full else 4 * (1 - r * r) / math.sqrt(len(sim) - 3)
    return (r - se, r + se)


LENGTH_CLAIMS = [
    Claim(
        "median",
        P03_06,
        "median about 200 rounds",
        about(200, 10),
        _median(CLASSIC),
        n(200),
        slow=True,
    ),
    Claim(
        "median_204",
        ("06_probability_more", "07_true"),
        "100,000 simulated games have a median of 204 rounds",
        about(204, 1),
        _median(CLASSIC),
        n(204),
        slow=True,
    ),
    Claim(
        "mean",
        ("03_probability", "06_probability_more", "07_true"),
        "mean about 270",
        about(270, 10),
        lambda full: mean_band([int(r) for r in _classic(full).rounds], full),
        n(270),
        slow=True,
    ),
    Claim(
        "p95",
        P06,
        "one game in twenty lasts more than about 700",
        about(700, 100),
        lambda full: quantile_band([int(r) for r in _classic(full).rounds], 0.95, full),
        n(700),
        slow=True,
    ),
    Claim(
        "median_minutes",
        P03_06,
        "a median game takes some seven minutes (at 2 s a card)",
        about(7, 1),
        _minutes(0.5),
        slow=True,
    ),
    Claim(
        "long_minutes",
        P06,
        "a long one more than twenty",
        about(20, 0),
        _minutes(0.95),
        relation=">",
        slow=True,
    ),
    Claim(
        "past_1000",
        P03,
        "about 1 game in 75 passes 1,000 rounds",
        one_in(75),
        _longer_than(CLASSIC, 1000, 100_000, 20_000),
        ratio(1, 75),
        slow=True,
    ),
    Claim(
        "past_1000_06",
        P06,
        "about one in 75 more than 1,000",
        one_in(75),
        _longer_than(CLASSIC, 1000, 100_000, 20_000),
        n(75),
        slow=True,
    ),
    Claim(
        "past_2000",
        P03,
        "one past 2,000 rounds is about 1 in 7,000 (1,000,000 games)",
        one_in(7000, 1000),
        _longer_than(CLASSIC, 2000, 1_000_000, 100_000),
        both(n(7000), only(("en", "es", "de", "uk", "fr", "ar"), ratio(1, 7000))),
        slow=True,
    ),
    Claim(
        "past_2000_06",
        P06,
        "ten times the median (2,000 rounds): about one game in 7,000",
        one_in(7000, 1000),
        _longer_than(CLASSIC, 2000, 1_000_000, 100_000),
        n(7000),
        slow=True,
    ),
    Claim(
        "long_ones_counted",
        P05,
        "of 20,000 simulated classic games, 285 passed 1,000 rounds",
        about(285, 0),
        _long_ones_end(count=True),
        both(n(285), n(20_000)),
    ),
    Claim(
        "long_ones_end",
        P05,
        "... and every one of them ended",
        about(1.0, 0),
        _long_ones_end(count=False),
    ),
    Claim(
        "ladder_5_median",
        P03,
        "ladder_5: a game lasts about 14 rounds (the median)",
        about(14, 1),
        _median(LADDER_5),
        n(14),
        slow=True,
    ),
    Claim(
        "length_8",
        P05,
        "the simulation of 8 cards gives about 16",
        about(16, 1),
        lambda full: mean_band(_rounds(Rules(numbers=8, pickup="random_order"), 20_000, 5), False),
        n(16),
    ),
]

WAR_CLAIMS = [
    Claim(
        "wars_per_100_shortest",
        ("03_probability", "07_true"),
        "about 7.8 wars in 100 rounds in the shortest quarter of games (a double war: two)",
        about(0.078, 0.001),
        lambda full: _wars_by_length(full)[0],
        dec(7.8, 1),
        slow=True,
    ),
    Claim(
        "wars_per_100_longest",
        ("03_probability", "07_true"),
        "about 6.1 in the longest",
        about(0.061, 0.001),
        lambda full: _wars_by_length(full)[-1],
        dec(6.1, 1),
        slow=True,
    ),
    Claim(
        "wars_a_game_longest",
        ("03_probability", "07_true"),
        "a game in the longest quarter has about 35 wars",
        about(35, 1),
        _wars_a_game(-1),
        n(35),
        slow=True,
    ),
    Claim(
        "wars_a_game_shortest",
        ("03_probability", "07_true"),
        "one in the shortest quarter about 6",
        about(6, 1),
        _wars_a_game(0),
        n(6),
        slow=True,
    ),
    Claim(
        "war_rounds_shortest",
        P07,
        "7.1 % of rounds have a war in the shortest quarter (10,000 games)",
        about(0.071, 0.001),
        lambda full: _war_rounds_by_length(full)[0],
        pct(0.071, 1),
        slow=True,
    ),
    Claim(
        "war_rounds_longest",
        P07,
        "5.7 % in the longest",
        about(0.057, 0.001),
        lambda full: _war_rounds_by_length(full)[-1],
        pct(0.057, 1),
        slow=True,
    ),
    Claim(
        "length_wars_correlation",
        P07,
        "correlation of length and wars 0.95",
        about(0.95, 0.01),
        _correlation,
        dec(0.95, 2),
        slow=True,
    ),
]

RULES_CLAIMS = [
    Claim(
        "one_down_mean",
        P06,
        "one card face down: a mean of about 450",
        about(450, 10),
        lambda full: mean_band(_rounds(ONE_DOWN, 100_000 if full else 20_000), full),
        n(450),
        slow=True,
    ),
    Claim(
        "one_down_median",
        P03,
        "face_down=1: median about 340 rounds against 200",
        about(340, 10),
        _median(ONE_DOWN),
        n(340),
        slow=True,
    ),
    Claim(
        "table_order_3",
        P03_06,
        "three face down, won cards in table order: one game in eight never ends",
        about(1 / 8, WORDS / 8),
        _ended(TABLE_3, 20_000, 2_000, ended=False),
        slow=True,
    ),
    Claim(
        "table_order_1",
        P06,
        "one face down: two in five",
        about(2 / 5, WORDS * 2 / 5),
        _ended(TABLE_1, 20_000, 2_000, ended=False),
        slow=True,
    ),
    Claim(
        "tug_of_war",
        P06,
        "more than one game in ten degenerates",
        about(0.1, 0),
        _ended(TABLE_1, 20_000, 2_000, ended=False),
        relation=">",
        slow=True,
    ),
    Claim(
        "guerra_240",
        P06,
        "34.5 % end on their own within 240 rounds",
        about(0.345, 0.001),
        _ended(GUERRA.replace(round_limit=240), 100_000, 20_000),
        pct(0.345, 1),
        slow=True,
    ),
    Claim(
        "guerra_240_limit",
        P06,
        "the other 65.5 % are decided by the limit",
        about(0.655, 0.001),
        _ended(GUERRA.replace(round_limit=240), 100_000, 20_000, ended=False),
        pct(0.655, 1),
        slow=True,
    ),
    Claim(
        "guerra_40",
        P06,
        "40 rounds: only 0.2 % end on their own",
        about(0.002, 0.001),
        _ended(GUERRA.replace(round_limit=40), 100_000, 20_000),
        pct(0.002, 1),
        slow=True,
    ),
    Claim(
        "guerra_120",
        P06,
        "120 rounds: about one in ten",
        about(0.1, WORDS / 10),
        _ended(GUERRA.replace(round_limit=120), 100_000, 20_000),
        slow=True,
    ),
    Claim(
        "guerra_median",
        P06,
        "no limit: half last more than about 340 rounds",
        about(340, 10),
        _median(GUERRA.replace(round_limit=None), 100_000, 10_000),
        n(340),
        slow=True,
    ),
    Claim(
        "guerra_1000",
        P06,
        "one in twelve more than 1,000",
        about(1 / 12, WORDS / 12),
        _longer_than(GUERRA.replace(round_limit=None), 1000, 100_000, 10_000),
        n(1000),
        slow=True,
    ),
]

SIMULATED_CLAIMS = [*LENGTH_CLAIMS, *WAR_CLAIMS, *RULES_CLAIMS]
