"""The duel loop ends a game by a repeated position where the engine does, found without a hash.

Under a fixed pick-up order the duel loop finds a cycle with Brent's method
and replays the game to the engine's end (``csrc/kernel/cycle.c``).  These games
put the replay where it is easy to get wrong: a long way into the game
(Brent's saved position far from the repeat), a long cycle, a short one, and a
round limit just before, at and just after the repeat, or where the game
would have ended later.  Each is checked against ``Game.play()`` row for row,
in WebAssembly (``kernel_check.kernels``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kernel_check import kernels, reference, rows
from war_widget import Game, Rules
from war_widget.game.cards import MAX_NUMBER

KERNEL_C = Path(__file__).resolve().parents[2] / "csrc" / "kernel"

KRIG = Rules.preset("krig")
#: A 24-card deck in table order: short games with short and long cycles.
SMALL = Rules(pickup="table", face_down=1, lowest_rank=9)
#: Eight numbered cards, no war cards face down: cycles of a few rounds.
TINY = Rules(pickup="table", face_down=0, numbers=4, copies=2)

#: (rules, seed, what the engine's game shows): each a game that repeats a position.
CYCLES: list[tuple[Rules, int, Callable[[Any], bool]]] = [
    (KRIG, 919, lambda cycle: cycle.earlier > 10_000),  # a long tail: Brent's save at 16,384
    (KRIG, 14, lambda cycle: cycle.length > 2_000),  # a long cycle
    (KRIG, 261, lambda cycle: cycle.round < 100),  # an early repeat
    (TINY, 43, lambda cycle: cycle.length < cycle_window() < cycle.earlier),  # a short cycle
    (SMALL, 36, lambda cycle: cycle.length > 800),
]


def _defined(source: str, name: str) -> int:
    """A number the C kernel defines (``#define NAME value`` in ``csrc/kernel/<source>``)."""
    found = re.search(rf"^#define {name} (\d+)", (KERNEL_C / source).read_text(), re.M)
    assert found is not None, f"{source} defines no {name}"
    return int(found.group(1))


def cycle_window() -> int:
    """The replay's window of positions (cycle.c's WINDOW): a cycle shorter than it, starting
    further back, is the case the replay must step over."""
    return _defined("cycle.c", "WINDOW")


def the_cycle(rules: Rules, seed: int) -> Any:
    game = Game(rules, seed=seed)
    game.play()
    assert game.result is not None and game.result.reason == "repeated_position"
    return game.result.cycle


@pytest.mark.parametrize("compiled", kernels())
@pytest.mark.parametrize(("rules", "seed", "shows"), CYCLES)
def test_a_game_that_cycles_ends_where_the_engines_does(
    rules: Rules, seed: int, shows: Callable[[Any], bool], compiled: str
) -> None:
    assert shows(the_cycle(rules, seed))
    assert rows(rules, 1, seed, compiled) == [reference(rules, seed)]


@pytest.mark.parametrize("compiled", kernels())
@pytest.mark.parametrize(("rules", "seed", "shows"), CYCLES)
def test_a_round_limit_before_at_or_after_the_repeat(
    rules: Rules, seed: int, shows: Callable[[Any], bool], compiled: str
) -> None:
    """The limit at the repeat's round stops the game first (the engine checks it first);
    one round later the repeat does; well before the cycle starts, the limit."""
    found = the_cycle(rules, seed)
    end, start = found.round, found.earlier
    limits = sorted({end - 1, end, end + 1, end + 7, max(1, start), max(1, start // 2)})
    for limit in limits:
        limited = rules.replace(round_limit=limit)
        want = reference(limited, seed)
        assert want[4] == ("repeated_position" if limit > end else "round_limit")
        assert rows(limited, 1, seed, compiled) == [want], limit


@pytest.mark.parametrize("compiled", kernels())
def test_a_round_limit_on_a_game_that_does_not_cycle(compiled: str) -> None:
    """Past a limit the loop plays on to look for the limit's position again: a game won
    with every card on the way, or not back within as many rounds, keeps the limit."""
    seed = next(s for s in range(1, 50) if reference(KRIG, s)[4] == "all_cards")
    end = reference(KRIG, seed)[0]
    for limit in (end // 3, end // 2, end - end // 3, end - 1, end, end + 1):
        limited = KRIG.replace(round_limit=limit)
        assert rows(limited, 1, seed, compiled) == [reference(limited, seed)], limit


def test_every_card_fits_under_its_worth() -> None:
    """The duel loop keeps a card as ``worth << CARD_BITS | card`` when positions are
    compared (duel.c): every card of every deck must fit in those bits."""
    CARD_BITS = _defined("duel.c", "CARD_BITS")
    largest = Rules(numbers=MAX_NUMBER, copies=1).new_deck()
    french = Rules(jokers=2).new_deck()
    assert max(int(card) for card in [*largest, *french]) < 2**CARD_BITS


@pytest.mark.parametrize("compiled", kernels())
def test_the_safety_cap_before_at_or_after_the_repeat(
    compiled: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The safety cap is a limit like a round limit (looked at after it): lowered for the
    engine and the kernel alike, it stops a game just before or at its repeat, not after."""
    from war_widget.game import engine

    for rules, seed, _ in CYCLES[:3]:
        end = the_cycle(rules, seed).round
        for cap in (end - 1, end, end + 1):
            monkeypatch.setattr(engine, "SAFETY_CAP", cap)
            want = reference(rules, seed)
            assert want[4] == ("repeated_position" if cap > end else "safety_cap")
            assert rows(rules, 1, seed, compiled) == [want], cap
