"""The fast kernel plays exactly the games of the reference engine, game by game.

Every game of a simulation must be the game ``Game(rules, seed=seed + i)``
plays: same rounds, winner, wars (in all and in round 1), end reason and
final counts.  The reference here is ``Game.play()`` itself, not the
simulation's own pure-Python runner.  Both ways of running the kernel are
held to it: compiled by numba (when installed) and as plain Python.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from war_widget import END_REASONS, Game, Rules
from war_widget.rules import MAX_FACE_DOWN
from war_widget.simulation import fast_available, simulate
from war_widget.simulation.run import _run_fast

needs_numba = pytest.mark.skipif(not fast_available(), reason="the compiled kernel needs numba")


def reference(rules: Rules, seed: int) -> tuple[int, int, int, int, str, tuple[int, ...]]:
    game = Game(rules, seed=seed)
    wars = first = 0
    for rnd in game.rounds():
        wars += rnd.wars
        if rnd.number == 1:
            first = rnd.wars
    result = game.result
    assert result is not None
    winner = -1 if result.winner is None else result.winner
    return result.rounds, winner, wars, first, result.reason, result.counts


def rows(rules: Rules, games: int, seed: int, compiled: bool) -> list[tuple[object, ...]]:
    chunk = _run_fast(rules.to_dict(), seed, 0, games, compiled=compiled)
    return [
        (
            int(chunk.rounds[i]),
            int(chunk.winners[i]),
            int(chunk.wars[i]),
            int(chunk.first_wars[i]),
            END_REASONS[chunk.reasons[i]],
            tuple(int(c) for c in chunk.counts[i]),
        )
        for i in range(games)
    ]


def check_same(rules: Rules, games: int, seed: int) -> list[str]:
    """Both kernels (the compiled one when numba is installed) against the engine."""
    kernels = {"plain Python": rows(rules, games, seed, compiled=False)}
    if fast_available():
        sim = simulate(rules, games, seed=seed, engine="fast", progress=False)
        assert len(sim) == games and not sim.cancelled
        kernels["numba"] = rows(rules, games, seed, compiled=True)
    for i in range(games):
        want = reference(rules, seed + i)
        for name, got in kernels.items():
            assert got[i] == want, (
                f"game {i} (seed {seed + i}) of {rules}: kernel ({name}) {got[i]} != engine {want}"
            )
    return [str(row[4]) for row in kernels["plain Python"]]


# Each variant is played for GAMES games; together they cover every option and value.
GAMES = 60
VARIANTS = [
    dict(),  # classic: 3 face down, won cards shuffled
    dict(face_down=1),
    dict(face_down=0),
    dict(face_down="by_rank"),
    dict(face_down="by_rank", ace_low=True, pickup="table"),
    dict(face_down=MAX_FACE_DOWN, shortage="lose"),
    dict(ace_low=True, face_down=1),
    dict(jokers=1),
    dict(jokers=2, face_down=1, pickup="won_pile"),
    dict(lowest_rank=7, face_down=1),
    dict(lowest_rank=9, players=3, face_down=1),
    dict(lowest_rank=10, jokers=2, players=4, face_down=0),
    dict(flip=2, combine="sum"),
    dict(flip=2, combine="difference", face_down=1),
    dict(flip=2, combine="product", pickup="won_pile"),
    dict(flip=2, combine="sum", shortage="lose", face_down=1),
    dict(flip=2, combine="difference", pickup="table", players=3),
    dict(players=3),
    dict(players=3, face_down=1, pickup="table"),
    dict(players=3, multiway="war_is_superior", face_down=1),
    dict(players=4, face_down=1, pickup="table"),
    dict(players=4, multiway="war_is_superior", face_down=1, pickup="table"),
    dict(players=4, multiway="war_is_superior", shortage="lose", pickup="won_pile"),
    dict(players=3, shortage="lose", face_down=1, pickup="table"),
    dict(shortage="lose"),
    dict(shortage="lose", pickup="won_pile", face_down=1),
    dict(pickup="table"),
    dict(pickup="table", face_down=1),
    dict(pickup="table", face_down=1, lowest_rank=6),
    dict(pickup="won_pile"),
    dict(peace="always", pickup="table", face_down=1),
    dict(peace="always", round_limit=1500),  # without wars, games are long
    dict(peace=0.3, face_down=1),
    dict(peace=0.5, pickup="table", face_down=1, round_limit=500),
    dict(peace=0.05, pickup="won_pile", players=3, multiway="war_is_superior"),
    dict(round_limit=40, pickup="won_pile", face_down=1),
    dict(round_limit=240, pickup="won_pile", face_down=1),
    dict(round_limit=80),
    dict(round_limit=1, players=4),
    dict(players=5, lowest_rank=6, face_down=1, multiway="war_is_superior"),
    dict(players=8, face_down=2, jokers=1, pickup="won_pile"),
]


@pytest.mark.parametrize(
    "options", VARIANTS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "classic"
)
def test_fast_kernel_plays_the_engines_games(options: dict[str, object]) -> None:
    check_same(Rules(**options), GAMES, seed=1000 + 7 * VARIANTS.index(options))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "preset",
    [
        "classic",
        "krig",
        "wojna",
        "vojna",
        "razboi",
        "guerra_de_cartas",
        "guerra_de_sumas",
        "cardgames_zone",
    ],
)
def test_presets_many_seeds(preset: str) -> None:
    check_same(Rules.preset(preset), 150, seed=0)


def test_the_endings_that_need_special_care_are_covered() -> None:
    """Repeated positions, annulments and round limits all happen in these runs."""
    seen = set(check_same(Rules.preset("wojna"), 200, seed=0))
    seen |= set(check_same(Rules(face_down=1, pickup="table", peace="always"), 30, seed=5))
    seen |= set(check_same(Rules.preset("guerra_de_cartas"), 50, seed=0))
    assert {"all_cards", "repeated_position", "round_limit"} <= seen
    # Everyone out at once: tiny decks and big wars.
    annul = Rules(lowest_rank=10, players=4, face_down=3, flip=1, pickup="won_pile")
    assert "annulled" in check_same(annul, 300, seed=0)


def test_large_and_extreme_seeds() -> None:
    check_same(Rules(), 5, seed=2**64 - 5)
    check_same(Rules(face_down=1, pickup="won_pile"), 5, seed=2**63 - 2)


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    flip = draw(st.sampled_from([1, 2]))
    face_down = draw(
        st.sampled_from([0, 1, 2, 3, MAX_FACE_DOWN] + (["by_rank"] if flip == 1 else []))
    )
    players = draw(st.integers(2, 5))
    lowest = draw(st.integers(2, 8 if players > 3 else 10))
    return Rules(
        players=players,
        face_down=face_down,
        ace_low=draw(st.booleans()),
        flip=flip,
        combine=draw(st.sampled_from(["sum", "difference", "product"])),
        jokers=draw(st.integers(0, 2)),
        lowest_rank=lowest,
        multiway=draw(st.sampled_from(["tied_only", "war_is_superior"])),
        peace=draw(st.sampled_from(["never", "always", 0.01, 0.2, 0.99])),
        shortage=draw(st.sampled_from(["last_card_up", "lose"])),
        pickup=draw(st.sampled_from(["shuffled", "table", "won_pile"])),
        round_limit=draw(st.sampled_from([None, 1, 40, 300])),
    )


# Some drawn rules never end (peace always, the table's order): their games run to the safety
# cap in the engine and in the plain-Python kernel, so the whole test may take minutes on a
# loaded machine; the suite's 300 s limit is a guard against hangs, not a speed test.
@pytest.mark.timeout(1200)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), seed=st.integers(0, 2**64 - 10))
def test_fast_kernel_matches_engine_on_random_rules(rules: Rules, seed: int) -> None:
    check_same(rules, 4, seed=seed)


def test_end_reasons_are_the_engines() -> None:
    from war_widget import _fast

    codes = [_fast.ALL_CARDS, _fast.ROUND_LIMIT, _fast.ANNULLED, _fast.REPEATED_POSITION]
    assert [END_REASONS[c] for c in [*codes, _fast.SAFETY_CAP]] == list(END_REASONS)


@settings(max_examples=200, deadline=None)
@given(piles=st.lists(st.lists(st.integers(0, 127), max_size=54), min_size=2, max_size=8))
def test_position_is_cpythons_hash_of_the_draw_piles(piles: list[list[int]]) -> None:
    """The kernel's position hash is the documented one (CPython's tuple hash), both ways."""
    from war_widget._fast import kernel

    players = len(piles)
    draw = [0] * (players * kernel.CAP)
    head = [(7 * s) % kernel.CAP for s in range(players)]  # wrap around
    size = [len(p) for p in piles]
    for s, pile in enumerate(piles):
        for k, card in enumerate(pile):
            draw[s * kernel.CAP + (head[s] + k) % kernel.CAP] = card
    want = hash(tuple(tuple(p) for p in piles)) % 2**64
    assert kernel._position(draw, head, size, players) == want
    if fast_available():
        import numpy as np

        from war_widget._fast import compiled

        got = compiled.position(*(np.array(x, np.int64) for x in (draw, head, size)), players)
        assert int(got) == want


def test_safety_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games stopped by the safety cap (lowered here so they come quickly) agree too."""

    from war_widget import engine

    monkeypatch.setattr(engine, "SAFETY_CAP", 60)
    seen = set(check_same(Rules(), 80, seed=0))
    seen |= set(check_same(Rules(pickup="table", face_down=1), 80, seed=0))
    seen |= set(check_same(Rules(round_limit=60, pickup="won_pile"), 40, seed=0))
    assert {"safety_cap", "all_cards", "round_limit"} <= seen
