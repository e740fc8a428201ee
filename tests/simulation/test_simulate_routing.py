"""Which game loop of the fast kernel plays which rules, and the endings that need special
care (repeated positions, annulments, round limits, the safety cap), each held to the
reference engine game by game (``kernel_check.check_same``)."""

from __future__ import annotations

import pytest

from kernel_check import check_same, loops_called, reference
from war_widget import END_REASONS, Rules
from war_widget.game.rules import MAX_FACE_DOWN
from war_widget.kernel import duel_fits as fits
from war_widget.kernel.options import options as kernel_options
from war_widget.simulation import simulate
from war_widget.simulation.run import _fast_loop


@pytest.mark.slow  # two minutes on 2 cores: make test-slow (the duel loop's endings: below)
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


def test_end_reasons_are_the_engines() -> None:
    from war_widget import kernel as _fast

    codes = [_fast.ALL_CARDS, _fast.ROUND_LIMIT, _fast.ANNULLED, _fast.REPEATED_POSITION]
    assert [END_REASONS[c] for c in [*codes, _fast.SAFETY_CAP]] == list(END_REASONS)


def test_safety_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games stopped by the safety cap (lowered here so they come quickly) agree too."""

    from war_widget.game import engine

    monkeypatch.setattr(engine, "SAFETY_CAP", 60)
    seen = set(check_same(Rules(), 80, seed=0))
    seen |= set(check_same(Rules(pickup="table", face_down=1), 80, seed=0))
    seen |= set(check_same(Rules(round_limit=60, pickup="won_pile"), 40, seed=0))
    assert {"safety_cap", "all_cards", "round_limit"} <= seen
