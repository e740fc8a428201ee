"""Lesson 06's claims about Steal War (tests/lessons/test_lesson_claims.py): the table of 10,000
games a match (seed 10**9), the cell's matches of 400 games and the misconception's 100 (seed
2024), what the intervals allow, and how often ``greedy`` and ``estimate`` decline a steal
(counted on the engine in Python: slow)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache

from lesson_claims import (
    P06,
    SEED,
    Band,
    Claim,
    about,
    both,
    n,
    one_in,
    only,
    pct,
    ratio,
    share_band,
)
from lesson_claims_simulated import STEAL, _sim
from lesson_numbers import LANGS
from war_widget import Game
from war_widget.game.policies import named


@cache
def _steal(a: str, b: str, games: int = 10_000, seed: int = 10**9) -> tuple[float, float, float]:
    """The first policy's share of wins and its 95 % interval: lesson 06's table (10,000
    games a match, seed 10**9, about a quarter of a second a match on the fast kernel), or
    its cell's matches (400 games, seed 2024) and its misconception's (100 games)."""
    s = _sim(STEAL, games, seed, (a, b)).summary()
    low, high = s.seat_win_intervals[0]
    return s.seat_wins[0], low, high


def _steal_table() -> list[Claim]:
    table = [
        ("always", "never", 0.984, 0.981, 0.986),
        ("greedy", "always", 0.494, 0.485, 0.504),
        ("estimate", "always", 0.491, 0.481, 0.501),
        ("estimate", "greedy", 0.495, 0.485, 0.505),
    ]
    return [
        claim
        for a, b, *shown in table
        for claim in _steal_claim(
            f"steal_{a}_{b}", a, b, 10_000, 10**9, dict(zip(WHAT, shown, strict=True))
        )
    ]


WHAT = ("wins", "low", "high")


def _steal_claim(
    key: str, a: str, b: str, games: int, seed: int, shown: dict[str, float]
) -> list[Claim]:
    """One claim per value shown ("wins", "low", "high": the share and its interval)."""
    return [
        Claim(
            f"{key}_{what}",
            P06,
            f"Steal War, {a} against {b}, {games} games: {what} {shown[what]:.1%}",
            about(shown[what], 0.001),
            lambda full, i=i: (_steal(a, b, games, seed)[i],) * 2,
            pct(shown[what], 1),
        )
        for i, what in enumerate(WHAT)
        if what in shown
    ]


def _stealers_level(full: bool) -> Band:
    """Where the three stealing policies' intervals all meet (50 % must be in it)."""
    matches = [
        _steal("greedy", "always"),
        _steal("estimate", "always"),
        _steal("estimate", "greedy"),
    ]
    return (max(m[1] for m in matches), min(m[2] for m in matches))


def _stealers_spread(full: bool) -> Band:
    """How far from a half the intervals of the table's matches against ``always`` reach."""
    matches = [_steal("greedy", "always"), _steal("estimate", "always")]
    far = max(max(0.5 - m[1], m[2] - 0.5) for m in matches)
    return (far, far)


@cache
def _declines(policy: str, games: int) -> tuple[int, int]:
    """Chances to steal ``policy`` declined, and its chances, against ``always`` in
    ``games`` games ``Game(steal_war, seed=2024 + i)`` on the engine (about a minute for
    10,000)."""
    inner, seen = named(policy), Counter[str]()

    def counted(game, pending):  # type: ignore[no-untyped-def]
        answer = inner(game, pending)
        if pending.kind == "steal":
            seen[answer] += 1
        return answer

    for i in range(games):
        Game(STEAL, seed=SEED + i).play(policy=[counted, "always"])
    return seen["play"], seen["play"] + seen["steal"]


def _declined(policy: str) -> Callable[[bool], Band]:
    return lambda full: share_band(*_declines(policy, 10_000 if full else 300), full)


def _gap(full: bool) -> Band:
    """Games of 100 won by ``always`` minus those won by ``greedy`` (100 games, seed 2024)."""
    wins = _steal("greedy", "always", 100, SEED)[0]
    gap = round(100 * (1 - wins) - 100 * wins)
    return (gap, gap)


def _reach(i: int, sign: int) -> Callable[[bool], Band]:
    """How far, in points, the 400-game interval of ``greedy`` against ``always`` reaches
    below (its low end, ``sign`` -1) or above (its high end) a half."""
    return lambda full: ((_steal("greedy", "always", 400, SEED)[i] - 0.5) * sign * 100,) * 2


STEAL_CLAIMS = [
    *_steal_table(),
    *_steal_claim(
        "steal_400_always_never", "always", "never", 400, SEED, {"low": 0.955, "high": 0.986}
    ),
    *_steal_claim(
        "steal_400_greedy_always",
        "greedy",
        "always",
        400,
        SEED,
        dict(wins=0.468, low=0.419, high=0.516),
    ),
    *_steal_claim(
        "steal_100_greedy_always", "greedy", "always", 100, SEED, {"low": 0.337, "high": 0.528}
    ),
    Claim(
        "steal_100_greedy_wins",
        P06,
        "greedy won 43 games out of 100 against always",
        about(0.43, 0),
        lambda full: (_steal("greedy", "always", 100, SEED)[0],) * 2,
        both(n(43), only(tuple(lang for lang in LANGS if lang != "es"), ratio(43, 100))),
    ),
    Claim("steal_100_gap", P06, "a difference of 14 games", about(14, 0), _gap, n(14)),
    Claim(
        "steal_400_worse",
        P06,
        "400 games allow greedy to be up to about 8 points worse",
        about(8, 1),
        _reach(1, -1),
        n(8),
    ),
    Claim("steal_400_better", P06, "... or 2 better", about(2, 1), _reach(2, 1), n(2)),
    Claim(
        "stealers_level",
        P06,
        "every one of their intervals contains 50 %",
        about(0.5, 0),
        _stealers_level,
        pct(0.5),
    ),
    Claim(
        "stealers_spread",
        P06,
        "their shares against always stay within about 2 points of 50 %",
        about(0.02, 0.01),
        _stealers_spread,
    ),
    Claim(
        "never_steals",
        P06,
        "fewer than 2 games in 100 against one who always steals",
        about(0.02, 0),
        lambda full: (1 - _steal("always", "never")[0],) * 2,
        ratio(2, 100),
        relation="<",
    ),
    Claim(
        "greedy_declines",
        P06,
        "greedy declines about once in 66 chances to steal (10,000 games against always)",
        one_in(66),
        _declined("greedy"),
        n(66),
        slow=True,
        quick=False,
    ),
    Claim(
        "estimate_declines",
        P06,
        "estimate: once in 44",
        one_in(44),
        _declined("estimate"),
        n(44),
        slow=True,
        quick=False,
    ),
]
