"""One widget, many threads: every public change holds the widget's lock."""

from __future__ import annotations

import random
import sys
import threading
from typing import Any

import pytest

from war_widget import Game, WarWidget


def replayed_counts(code: str, rounds: int) -> list[int]:
    game = Game.from_code(code)
    for _ in range(rounds):
        game.step()
    return list(game.counts)


def hammer(w: WarWidget, seed: int, steps: int, errors: list[BaseException]) -> None:
    rng = random.Random(seed)
    try:
        for _ in range(steps):
            what = rng.random()
            if what < 0.7:
                try:
                    w.flip()
                except RuntimeError as err:  # the game is over: the one refusal expected
                    assert "over" in str(err), err
            elif what < 0.8:
                w.new_game(seed=rng.randrange(1000))
            elif what < 0.9:
                w.rules = {
                    "face_down": rng.choice([0, 1, 3]),
                    "round_limit": rng.choice([None, 40]),
                }
            else:
                w._on_msg(w, {"type": "flip", "game": w.game_id, "round": w.round + 1}, [])
    except BaseException as err:
        errors.append(err)


@pytest.fixture
def busy_switching() -> Any:
    """Switch threads as often as the interpreter allows, so races show up at once."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    yield
    sys.setswitchinterval(before)


@pytest.mark.slow  # about a minute on a loaded machine: make test-slow (issue 44, part 6)
@pytest.mark.usefixtures("busy_switching")
def test_four_threads_flipping_dealing_and_changing_rules_keep_one_game() -> None:
    w = WarWidget(seed=3)
    errors: list[BaseException] = []
    threads = [threading.Thread(target=hammer, args=(w, i, 400, errors)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert list(w.counts) == replayed_counts(w.code, w.round)
    assert list(w.game.counts) == list(w.counts)
    assert sum(w.counts) == w.total
