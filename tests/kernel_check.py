"""The fast kernel held to the reference engine, game by game: the helpers the kernel's
differential tests share (tests/kernel/test_simulate_engines*.py, test_simulate_routing.py,
test_kernel_cycle.py, test_kernel_steal.py, test_number_decks_properties.py), and the
variants every rule option is checked in.

Every game of a simulation must be the game ``Game(rules, seed=seed + i)`` plays: same rounds,
winner, wars (in all and in round 1), end reason and final counts.  The reference is
``Game.play()`` itself, not the simulation's own pure-Python runner.  The kernel is held to it
(:func:`kernels`): in WebAssembly, the C loops of ``kernel.wasm`` on wasmtime (numba's and plain
Python's loops, once held to it too, were retired by issue 44).
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from war_widget import END_REASONS, Game, Rules
from war_widget import kernel as _fast
from war_widget.game.rules import MAX_FACE_DOWN
from war_widget.kernel import wasm
from war_widget.simulation import simulate
from war_widget.simulation.run import _fast_loop, _run_fast


def kernels() -> list[str]:
    """The ways of running the kernel: the WebAssembly module (wasmtime is a dependency: a
    Python without it fails these tests rather than skip them)."""
    return ["wasm"]


def quickest() -> str:
    """The quickest way of running the kernel here (for a second loop's check)."""
    return "wasm"


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
    compiled: str = "wasm",
    loop: str | None = None,
    policies: Sequence[str] = (),
) -> list[tuple[object, ...]]:
    """The kernel's games (``compiled``: ``"wasm"``); ``loop`` forces a game loop (else the
    one the rules go to); Steal War: each seat's ``policies``."""
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
    """The names of the game loops the kernel plays from now on (the WebAssembly module's
    calls), appended as they are called."""
    called: list[str] = []
    call = wasm._call

    def wasm_spy(host: object, export: str, *args: object) -> bytes:
        called.append(export.removeprefix("ww_"))
        return call(host, export, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(wasm, "_call", wasm_spy)
    return called


def check_same(rules: Rules, games: int, seed: int, ways: Sequence[str] | None = None) -> list[str]:
    """Every way of running the kernel (``ways``, default :func:`kernels`) against the engine;
    for the duel loop's rules, the general two-player loop too."""
    loop = _fast_loop(rules)
    ways = kernels() if ways is None else ways
    played = {f"{loop}, {way}": rows(rules, games, seed, compiled=way) for way in ways}
    sim = simulate(rules, games, seed=seed, engine="fast", progress=False)
    assert len(sim) == games and not sim.cancelled and sim.kernel == "wasm"
    if loop.startswith("play_duel"):
        played["play_two"] = rows(rules, games, seed, compiled=quickest(), loop="play_two")
    for i in range(games):
        want = reference(rules, seed + i)
        for name, got in played.items():
            assert got[i] == want, (
                f"game {i} (seed {seed + i}) of {rules}: kernel ({name}) {got[i]} != engine {want}"
            )
    return [str(row[4]) for row in next(iter(played.values()))]


# Each variant is played for GAMES games; together they cover every option and value.
# make test plays each for its first QUICK games (the same deals: every variant, so every
# option, value and loop, still held to the engine), make test-slow all GAMES of them.
GAMES = 60
QUICK = 15
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


def variant_params(duel: bool) -> list[object]:
    """The variants whose rules go to the duel loop (``duel``), or the others, as parameters
    ``(index, options, games)``; each keeps its index in ``VARIANTS`` (its seeds): its first
    ``QUICK`` games in make test, all ``GAMES`` (marked slow) in make test-slow."""
    slow = pytest.mark.slow
    params: list[object] = []
    for index, options in enumerate(VARIANTS):
        if _fast_loop(Rules(**options)).startswith("play_duel") != duel:  # type: ignore[arg-type]
            continue
        name = ",".join(f"{k}={v}" for k, v in options.items()) or "classic"
        if options in LONG:
            params.append(pytest.param(index, options, GAMES, id=f"{name},all", marks=slow))
            options, name = {**options, "round_limit": CAPPED}, f"{name},round_limit={CAPPED}"
        params.append(pytest.param(index, options, QUICK, id=name))
        params.append(pytest.param(index, options, GAMES, id=f"{name},all", marks=slow))
    return params
