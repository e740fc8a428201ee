"""The fast kernel plays exactly the games of the reference engine, game by game.

Every game of a simulation must be the game ``Game(rules, seed=seed + i)``
plays: same rounds, winner, wars (in all and in round 1), end reason and
final counts.  The reference here is ``Game.play()`` itself, not the
simulation's own pure-Python runner.  Both ways of running the kernel are
held to it: compiled by numba (when installed) and as plain Python.  The
kernel has three game loops (``war_widget._fast.loop_name``): rules the
small two-player loop (``_fast/duel.py``) plays go to it, and are also
played by the general two-player loop, so both stay held to the engine.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from war_widget import END_REASONS, Game, Rules, _fast
from war_widget._fast.duel import fits
from war_widget._fast.options import kernel_refuses
from war_widget._fast.options import options as kernel_options
from war_widget.rules import MAX_FACE_DOWN
from war_widget.simulation import fast_available, simulate
from war_widget.simulation.run import _fast_loop, _run_fast

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


def rows(
    rules: Rules,
    games: int,
    seed: int,
    compiled: bool,
    loop: str | None = None,
    policies: Sequence[str] = (),
) -> list[tuple[object, ...]]:
    """The kernel's games; ``loop`` forces a game loop (else the one the rules go to);
    Steal War: each seat's ``policies``."""
    with pytest.MonkeyPatch.context() as patch:
        if loop is not None:
            patch.setattr(_fast, "loop_name", lambda options: loop)
        chunk = _run_fast(rules.to_dict(), seed, 0, games, compiled=compiled, policies=policies)
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


def loops_called(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the game loops the kernel plays from now on (``play_function`` watched),
    appended as they are called."""
    called: list[str] = []
    real = _fast.play_function

    def spy(compiled: bool, options: list[int]) -> object:
        play = real(compiled, options)
        called.append(getattr(play, "py_func", play).__name__)
        return play

    monkeypatch.setattr(_fast, "play_function", spy)
    return called


def check_same(rules: Rules, games: int, seed: int) -> list[str]:
    """Both kernels (the compiled one when numba is installed) against the engine; for the
    duel loop's rules, the general two-player loop too."""
    loop = _fast_loop(rules)
    kernels = {f"{loop}, plain Python": rows(rules, games, seed, compiled=False)}
    if fast_available():
        sim = simulate(rules, games, seed=seed, engine="fast", progress=False)
        assert len(sim) == games and not sim.cancelled
        kernels[f"{loop}, numba"] = rows(rules, games, seed, compiled=True)
    if loop.startswith("play_duel"):
        compiled = fast_available()  # numba when installed: quicker
        kernels["play_two"] = rows(rules, games, seed, compiled=compiled, loop="play_two")
    for i in range(games):
        want = reference(rules, seed + i)
        for name, got in kernels.items():
            assert got[i] == want, (
                f"game {i} (seed {seed + i}) of {rules}: kernel ({name}) {got[i]} != engine {want}"
            )
    return [str(row[4]) for row in kernels[f"{loop}, plain Python"]]


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
    dict(pickup="winner_first"),
    dict(pickup="loser_first", face_down=1),
    dict(pickup="random_order", shortage="lose"),
    dict(pickup="winner_first", flip=2, face_down=1),
    dict(pickup="loser_first", players=3, face_down=1),
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
    dict(few_cards=5),
    dict(few_cards=10, face_down="by_rank", pickup="table"),
    dict(few_cards=3, players=3, shortage="lose", pickup="won_pile"),
    dict(lowest_wins=True),
    dict(lowest_wins=True, ace_low=True, face_down=1, pickup="table"),
    dict(lowest_wins=True, jokers=2, players=3, multiway="war_is_superior", face_down=1),
    dict(lowest_wins=True, numbers=10, copies=4, players=4, shortage="lose"),
]


#: Half the games of these rules run to the safety cap (100,000 rounds; a minute of plain
#: Python and engine): make test plays them capped at ``CAPPED`` rounds (the same deals, the
#: position check and the general loop's orders all reached), make test-all as they are.
LONG = [dict(pickup="loser_first", players=3, face_down=1)]
CAPPED = 2000


def _variant_params() -> list[object]:
    params: list[object] = []
    for index, options in enumerate(VARIANTS):
        name = ",".join(f"{k}={v}" for k, v in options.items()) or "classic"
        if options in LONG:
            params.append(pytest.param(index, options, id=name, marks=pytest.mark.slow))
            capped = {**options, "round_limit": CAPPED}
            params.append(pytest.param(index, capped, id=f"{name},round_limit={CAPPED}"))
        else:
            params.append(pytest.param(index, options, id=name))
    return params


@pytest.mark.parametrize(("index", "options"), _variant_params())
def test_fast_kernel_plays_the_engines_games(index: int, options: dict[str, object]) -> None:
    check_same(Rules(**options), GAMES, seed=1000 + 7 * index)  # type: ignore[arg-type]


@pytest.mark.slow  # a long differential run: make test-all
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


def test_the_duel_loop_annuls_and_repeats_as_the_engine() -> None:
    """Tiny decks: everyone out at once (annulled), repeated positions, on the duel loop."""
    out = Rules(lowest_rank=10, face_down=MAX_FACE_DOWN, shortage="lose", pickup="won_pile")
    seen = set(check_same(out, 150, seed=0))
    by_rank = Rules(lowest_rank=10, face_down="by_rank", shortage="lose", pickup="table")
    seen |= set(check_same(by_rank, 150, seed=0))
    assert {"annulled", "all_cards", "repeated_position"} <= seen
    assert _fast_loop(out) == "play_duel, won_pile"
    assert _fast_loop(by_rank) == "play_duel, table, positions"


@pytest.mark.parametrize(
    ("rules", "loop"),
    [
        (Rules.preset("classic"), "play_duel, shuffled"),
        (Rules.preset("razboi"), "play_duel, table, positions"),
        (Rules.preset("guerra_de_cartas"), "play_duel, won_pile"),
        (
            Rules(face_down="by_rank", pickup="table", shortage="lose"),
            "play_duel, table, positions",
        ),
        (Rules(shortage="lose", round_limit=40, face_down=0), "play_duel, shuffled"),
        (Rules.preset("guerra_de_sumas"), "play_two"),
        (Rules(peace="always", face_down=1, round_limit=300), "play_two, orders or peace"),
        (Rules(peace=0.3), "play_two, orders or peace"),
        (Rules(pickup="winner_first", numbers=10, copies=4), "play_duel, winner_first, positions"),
        (Rules(pickup="loser_first", face_down=1), "play_duel, loser_first, positions"),
        (Rules(pickup="random_order", numbers=8, copies=1), "play_duel, random_order"),
        (Rules(pickup="winner_first", flip=2), "play_two, positions, orders or peace"),
        (  # capped: without wars, most of these games run to the safety cap
            Rules(pickup="loser_first", peace="always", round_limit=2000),
            "play_two, positions, orders or peace",
        ),
        (Rules(players=3, pickup="random_order"), "play_games, orders or peace"),
        (Rules(flip=2, pickup="won_pile", round_limit=500), "play_two, won piles"),
        (Rules(players=3), "play_games"),
        (Rules(players=4, face_down=1, pickup="table"), "play_games, positions"),
        (Rules(players=3, pickup="won_pile", round_limit=500), "play_games, won piles"),
    ],
    ids=str,
)
def test_rules_go_to_the_loop_that_plays_them(
    rules: Rules, loop: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The duel loop plays only two players flipping one card without peace; every other
    rule set runs on the general loops (checked by what a simulation actually calls)."""
    called = loops_called(monkeypatch)
    assert _fast_loop(rules) == loop
    assert fits(kernel_options(rules)) == loop.startswith("play_duel")
    sim = simulate(rules, 30, seed=9, engine="fast", progress=False)
    assert called and set(called) == {loop.split(",")[0]}
    want = [reference(rules, 9 + i)[0] for i in range(30)]
    assert [int(r) for r in sim.rounds] == want


def duel_rules() -> st.SearchStrategy[Rules]:
    """Any rules the duel loop plays: two players, one card flipped, no peace, the whole war
    laid whatever a player holds."""
    return strategies.rule_sets(
        players=2,
        flip=1,
        peace="never",
        steal="off",
        few_cards=0,
        more={"face_down": [0, 2, 5, MAX_FACE_DOWN], "round_limit": [1, 300]},
    ).filter(lambda rules: not kernel_refuses(rules))  # lowest_wins under Război: the engine's


@pytest.mark.slow  # a long differential run: make test-all
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=duel_rules(), seed=st.integers(0, 2**64 - 10))
def test_duel_loop_matches_engine_on_random_rules(rules: Rules, seed: int) -> None:
    assert _fast_loop(rules).startswith("play_duel")
    check_same(rules, 4, seed=seed)


def test_large_and_extreme_seeds() -> None:
    check_same(Rules(), 5, seed=2**64 - 5)
    check_same(Rules(face_down=1, pickup="won_pile"), 5, seed=2**63 - 2)


def any_rules() -> st.SearchStrategy[Rules]:
    """Any rules the kernel plays, from the menus' values and a few more (lowest_wins
    with two cards flipped or Război goes to the engine: not here)."""
    return strategies.rule_sets(
        steal="off",
        more={
            "players": [5],
            "face_down": [0, 2, MAX_FACE_DOWN],
            "peace": [0.01, 0.2, 0.99],
            "round_limit": [1, 300],
        },
        without={"peace": ["ask"]},
    ).filter(lambda rules: not kernel_refuses(rules))


# Some drawn rules never end (peace always, the table's order): their games run to the safety
# cap in the engine and in the plain-Python kernel, so the whole test may take minutes on a
# loaded machine; the suite's 300 s limit is a guard against hangs, not a speed test.
@pytest.mark.slow  # a long differential run: make test-all
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


def _pile_hash(cards: list[int]) -> int:
    from war_widget._fast import kernel

    h = 0
    for card in cards:
        h = kernel._pushed(h, card)
    return h


@settings(max_examples=200, deadline=None)
@given(
    pile=st.lists(st.integers(0, 255), max_size=54),
    off=st.integers(0, 54),
    under=st.lists(st.integers(0, 255), max_size=54),
)
def test_the_incremental_pile_hash_is_the_piles_hash(
    pile: list[int], off: int, under: list[int]
) -> None:
    """Cards off the top and under a pile, hashed one by one, give the hash of the pile that
    results (the two-player loops keep it so, a card at a time), both ways; the key of a
    position reduces it (two piles' hashes equal modulo the prime give one key)."""
    from war_widget._fast import kernel

    off = min(off, len(pile))
    h = _pile_hash(pile)
    for k, card in enumerate(pile[:off]):
        h = kernel._popped(h, card, len(pile) - 1 - k)
    want = _pile_hash(pile[off:] + under)
    for card in under:
        h = kernel._pushed(h, card)
    assert 0 <= h < 2**33
    assert h % kernel.HASH_PRIME == want % kernel.HASH_PRIME
    assert kernel._key(h, 5) == kernel._key(want, 5 + kernel.HASH_PRIME)
    assert kernel._key(h, 5) != kernel._key(5, h) or h % kernel.HASH_PRIME == 5
    assert _pile_hash([*pile, 0]) % kernel.HASH_PRIME != _pile_hash(pile) % kernel.HASH_PRIME
    if fast_available():
        from war_widget._fast import compiled

        space = compiled._SPACE
        assert space["_popped"](h, 7, len(pile)) == kernel._popped(h, 7, len(pile))
        assert space["_pushed"](h, 9) == kernel._pushed(h, 9)
        assert int(space["_key"](h, want)) == kernel._key(h, want)


def test_safety_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games stopped by the safety cap (lowered here so they come quickly) agree too."""

    from war_widget import engine

    monkeypatch.setattr(engine, "SAFETY_CAP", 60)
    seen = set(check_same(Rules(), 80, seed=0))
    seen |= set(check_same(Rules(pickup="table", face_down=1), 80, seed=0))
    seen |= set(check_same(Rules(round_limit=60, pickup="won_pile"), 40, seed=0))
    assert {"safety_cap", "all_cards", "round_limit"} <= seen
