"""The lessons' claims that are exact counts (tests/lessons/test_lesson_claims.py): the first flip
(war_widget.simulation.first_flip_war_probability, and counts of the deck's pairs), the
pupils' wrong answers lesson 03 anticipates, the binomial count of wars in 170 first flips,
the width of the package's 95 % intervals, and the tiny decks of lesson 05
(war_widget.lessons.tiny_decks). All are quick."""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable
from fractions import Fraction

from lesson_claims import (
    P01,
    P03,
    P04,
    P05,
    P06,
    Band,
    Claim,
    about,
    both,
    exact,
    fraction,
    n,
    only,
    pct,
    pm,
    ratio,
)
from test_number_decks import SPIVEY_1, SPIVEY_2, spivey_deal
from war_widget import Game, Rules
from war_widget.lessons.tiny_decks import deals, endless_share, expected_length
from war_widget.simulation import first_flip_war_probability
from war_widget.simulation.result import _wilson
from war_widget.simulation.wars import half_width

CLASSIC = Rules.preset("classic")
FIRST_FLIP = first_flip_war_probability(CLASSIC)
THREE_PLAYERS = first_flip_war_probability(Rules.preset("classic", players=3))
LADDER_5 = first_flip_war_probability(Rules.preset("ladder_5"))


def _values() -> list[int]:
    return [CLASSIC.value(c.rank) for c in CLASSIC.new_deck()]


def _higher_share() -> Fraction:
    """Ordered pairs of different cards of a deck in which the second card is higher."""
    values = _values()
    higher = sum(b > a for i, a in enumerate(values) for j, b in enumerate(values) if i != j)
    return Fraction(higher, len(values) * (len(values) - 1))


def _one_rank() -> Fraction:
    """The share of the deck's cards that have one rank (the 7s): 4/52 = 1/13, the chance
    that one card is a 7, which pupils give for a war (lesson 03's misconception)."""
    values = _values()
    return Fraction(values.count(values[0]), len(values))


def _both_of_one_rank() -> Fraction:
    """Ordered pairs of different cards both of one rank (two 7s), over all ordered pairs:
    4/52 × 3/51 = 1/221, the chance that both cards are 7s in particular (the other wrong
    answer), not a war."""
    values = _values()
    sevens = values.count(values[0])
    return Fraction(sevens * (sevens - 1), len(values) * (len(values) - 1))


def _wars_in_flips(low: int, high: int, flips: int = 170) -> Fraction:
    """The binomial chance that ``flips`` first flips, each a new shuffle, hold from ``low``
    to ``high`` wars (counted here, not with the record sheet's own function)."""
    p = FIRST_FLIP
    return sum(
        (math.comb(flips, k) * p**k * (1 - p) ** (flips - k) for k in range(low, high + 1)),
        Fraction(0),
    )


def _level() -> float:
    """The confidence of the package's 95 % intervals, from their z."""
    z = inspect.signature(_wilson).parameters["z"].default
    return math.erf(z / math.sqrt(2))


def _class_of(results: int, top: bool) -> float:
    """The range of a class's share of first-flip wars after ``results`` results that holds
    95 % of classes: its top (smallest k with P(X <= k) >= 0.95) or bottom, as a share."""
    p = float(FIRST_FLIP)
    pmf = [math.comb(results, k) * p**k * (1 - p) ** (results - k) for k in range(results + 1)]
    if top:
        return next(k for k in range(results + 1) if sum(pmf[: k + 1]) >= 0.95) / results
    return max(k for k in range(results + 1) if sum(pmf[:k]) <= 0.05) / results


def _narrowest(games: int) -> float:
    """The share, from a half to all, whose ``games``-game interval is the narrowest."""
    return min(range(games // 2, games + 1), key=lambda k: half_width(games, k / games)) / games


def _forever(numbers: int, order: str, copies: int = 1) -> Callable[[bool], Band]:
    rules = Rules(numbers=numbers, copies=copies, face_down=1, pickup=order)
    return lambda full: (float(endless_share(rules).share),) * 2  # type: ignore[return-value]


def _cycle(pickup: str, hands: list[list[int]]) -> Callable[[bool], Band]:
    def compute(full: bool) -> Band:
        cycle = Game(Rules(numbers=52, pickup=pickup), hands=hands, seed=1).play().cycle
        assert cycle is not None
        return (cycle.length, cycle.length)

    return compute


def _mean_length(numbers: int) -> Callable[[bool], Band]:
    def compute(full: bool) -> Band:
        value = float(expected_length(Rules(numbers=numbers, pickup="random_order")))
        return (value, value)

    return compute


FIRST_FLIP_CLAIMS = [
    Claim(
        "first_flip",
        ("03_probability", "06_probability_more", "07_true"),
        "1/17",
        about(1 / 17, 0),
        exact(FIRST_FLIP),
        fraction(1, 17),
    ),
    Claim("first_flip_51", P03, "3/51", about(3 / 51, 0), exact(FIRST_FLIP), fraction(3, 51)),
    Claim(
        "first_flip_3_in_51",
        ("01_play", "03_probability", "04_rules_tour"),
        "3 times in 51",
        about(3 / 51, 0),
        exact(FIRST_FLIP),
        ratio(3, 51),
    ),
    Claim(
        "first_flip_pct1",
        ("03_probability", "07_true"),
        "≈ 5.9 %",
        about(0.059, 0.001),
        exact(FIRST_FLIP),
        pct(0.059, 1),
    ),
    Claim(
        "first_flip_pct0",
        ("01_play", "03_probability", "04_rules_tour"),
        "about 6 %",
        about(0.06, 0.01),
        exact(FIRST_FLIP),
        pct(0.06),
    ),
    Claim(
        "first_flip_under_tenth", P03, "< 1 in 10", about(0.1, 0), exact(FIRST_FLIP), relation="<"
    ),
    Claim(
        "higher_24_in_51", P01, "24 in 51", about(24 / 51, 0), exact(_higher_share()), ratio(24, 51)
    ),
    Claim("higher_pct", P01, "about 47 %", about(0.47, 0.01), exact(_higher_share()), pct(0.47)),
    Claim(
        "three_players",
        P04,
        "37 times in 425",
        about(37 / 425, 0),
        exact(THREE_PLAYERS),
        ratio(37, 425),
    ),
    Claim(
        "three_players_pct", P04, "about 9 %", about(0.09, 0.01), exact(THREE_PLAYERS), pct(0.09)
    ),
    Claim(
        "three_players_03",
        P03,
        "players=3: 37/425 (about 8.7 %)",
        about(37 / 425, 0.001),
        exact(THREE_PLAYERS),
        both(fraction(37, 425), pct(0.087, 1)),
    ),
    Claim(
        "ladder_5_3_in_19",
        P03,
        "ladder_5: 3 times in 19",
        about(3 / 19, 0),
        exact(LADDER_5),
        ratio(3, 19),
    ),
    Claim(
        "ladder_5_pct", P03, "ladder_5: about 16 %", about(0.16, 0.01), exact(LADDER_5), pct(0.16)
    ),
    # the pupils' wrong answers (misconceptions): each is the chance of something else
    Claim(
        "wrong_one_rank",
        P03,
        "wrong answer 1/13 (= 4/52): the chance of one rank, not of a war",
        about(1 / 13, 0),
        exact(_one_rank()),
        both(fraction(1, 13), fraction(4, 52)),
    ),
    Claim(
        "wrong_squared",
        P03,
        "wrong answer 1/169 = 1/13 × 1/13",
        about(1 / 169, 0),
        exact(_one_rank() ** 2),
        fraction(1, 169),
    ),
    Claim(
        "wrong_both_sevens",
        P03,
        "wrong answer 1/221 = 4/52 × 3/51: both cards 7s in particular",
        about(1 / 221, 0),
        exact(_both_of_one_rank()),
        fraction(1, 221),
    ),
    # 170 first flips (the exit ticket)
    Claim(
        "flips_170",
        P03,
        "170 first flips: about 10 wars",
        about(10, 0),
        exact(170 * FIRST_FLIP),
        n(10),
    ),
    Claim(
        "flips_170_4_to_16",
        P03,
        "between 4 and 16 about 97 % of the time",
        about(0.97, 0.01),
        exact(_wars_in_flips(4, 16)),
        both(pct(0.97), n(4), n(16)),
    ),
    Claim(
        "class_of_20_low",
        P03,
        "20 results: anywhere from 0 %",
        about(0, 0.05),
        exact(_class_of(20, top=False)),
        pct(0),
    ),
    Claim(
        "class_of_20_high",
        P03,
        "... to 15 %",
        about(0.15, 0.05),
        exact(_class_of(20, top=True)),
        pct(0.15),
    ),
]

INTERVAL_CLAIMS = [
    Claim(
        "interval_level",
        ("03_probability", "06_probability_more", "07_true"),
        "95 % interval",
        about(0.95, 0.01),
        exact(_level()),
        pct(0.95),
    ),
    Claim(
        "interval_19_in_20",
        ("06_probability_more", "07_true"),
        "in 19 runs out of 20",
        about(0.95, 0.01),
        exact(_level()),
        ratio(19, 20),
    ),
    Claim(
        "interval_400",
        ("06_probability_more", "07_true"),
        "400 games: about ±5 points",
        about(0.05, 0.01),
        exact(half_width(400)),
        pm(5),
    ),
    Claim(
        "interval_1600",
        ("06_probability_more", "07_true"),
        "1,600 games give ±2.5 (±5 halved, to half a point)",
        about(0.025, 0.005),
        exact(half_width(1600)),
        pm(2.5, 1),
    ),
    Claim(
        "interval_10000",
        P06,
        "10,000 games: about ±1",
        about(0.01, 0.01),
        exact(half_width(10_000)),
        pm(1),
    ),
    Claim(
        "interval_40000",
        P06,
        "about 40,000 a match for ±0.5 points",
        about(0.005, 0.001),
        exact(half_width(40_000)),
        pm(0.5, 1),
    ),
    Claim(
        "interval_100",
        (),
        "100 games: about ±10 points",
        about(0.10, 0.01),
        exact(half_width(100)),
        pm(10),
    ),
    Claim(
        "guerra_1000_games",
        P06,
        "a thousand games: within about three points (about ±3)",
        about(0.03, 0.01),
        exact(half_width(1000, 0.345)),
        pm(3),
    ),
    Claim(
        "narrower_near_100",
        P06,
        "400 games: intervals narrower near 100 %",
        about(1.0, 0),
        exact(_narrowest(400)),
        pct(1.0),
    ),
]

FOREVER_CLAIMS = [
    Claim(
        "deals_of_six",
        P05,
        "6! = 720 ways",
        about(720, 0),
        exact(sum(deals(Rules(numbers=6)).values())),
        n(720),
    ),
    Claim(
        "deals_of_four",
        P05,
        "a tiny deck has 24 deals",
        about(24, 0),
        exact(sum(deals(Rules(numbers=4)).values())),
        n(24),
    ),
    Claim(
        "spivey",
        P05,
        "31,920 rounds",
        about(31_920, 0),
        _cycle("winner_first", spivey_deal()),
        n(31_920),
        slow=True,
        quick=False,
    ),
    Claim(
        "spivey_loser_first",
        P05,
        "repeats every 1,440 rounds",
        about(1440, 0),
        _cycle("loser_first", [SPIVEY_1, SPIVEY_2]),
        n(1440),
    ),
    Claim(
        "table_1_4",
        P05,
        "a third of the deals of 1–4: 8 of the 24, 8/24 = 1/3",
        about(1 / 3, 0),
        _forever(4, "table"),
        both(fraction(8, 24), fraction(1, 3), n(8), only(("sk", "uk"), ratio(8, 24))),
    ),
    Claim(
        "table_1_6", P05, "127 in 240", about(127 / 240, 0), _forever(6, "table"), ratio(127, 240)
    ),
    Claim(
        "winner_first_twice",
        P05,
        "1 in 36 of 1–4 twice",
        about(1 / 36, 0),
        _forever(4, "winner_first", copies=2),
        ratio(1, 36),
        slow=True,
        quick=False,
    ),
    Claim(
        "loser_first_1_6",
        P05,
        "1 in 10 of 1–6",
        about(1 / 10, 0),
        _forever(6, "loser_first"),
        ratio(1, 10),
    ),
    Claim("length_4", P05, "4 cards last 4 rounds", about(4, 0), _mean_length(4)),
    Claim("length_6", P05, "6 cards: 9", about(9, 0), _mean_length(6), slow=True, quick=False),
]

EXACT_CLAIMS = [*FIRST_FLIP_CLAIMS, *INTERVAL_CLAIMS, *FOREVER_CLAIMS]
