"""What a cheap message from the front-end costs in Python: ``hello``, a saved state, a limit.

    python benchmarks/message_costs.py [--repeat 200]

All in one process, each figure next to its reference:

* ``hello``: the first answer (the recent rounds told anew: what every ``hello`` cost before
  the session kept it) beside the kept answer (the median of ``--repeat`` more), in CPU
  milliseconds and bytes of JSON sent;
* the replay bound: the engine's rounds a second in the slowest rule sets measured, so the
  time :data:`~war_widget.play.restore.MAX_RESTORE_ROUNDS` rounds take to replay, and what a
  saved state asking for round 100,000 or carrying a 10 MB code costs now (refused);
* ``play_to_end()`` of a game that never ends (``numbers=1, copies=8, peace="always"``):
  the time to its limit, and the size of its JSON export (bounded).

Prints; asserts nothing (the behaviour is pinned by tests/locale/test_message_costs.py).
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import time
import warnings
from collections.abc import Callable
from typing import Any

from war_widget import Game, Rules, WarWidget
from war_widget.play.messages import Gate
from war_widget.play.restore import MAX_CODE_TEXT, MAX_RESTORE_ROUNDS
from war_widget.play.session import PLAY_TO_END_LIMIT

#: Rule sets whose rounds are the slowest to step (many players, small number decks, wars).
SLOW_RULES = {
    "classic": Rules(),
    "8 players, numbers=8 x 8": Rules(players=8, numbers=8, copies=8),
    "8 players, numbers=1 x 8, peace always": Rules(players=8, numbers=1, copies=8, peace="always"),
    "8 players, numbers=1 x 8, peace always, no face down": Rules(
        players=8, numbers=1, copies=8, peace="always", face_down=0
    ),
    "2 players, numbers=1 x 8, peace always": Rules(numbers=1, copies=8, peace="always"),
}
NEVER_ENDS = Rules(numbers=1, copies=8, peace="always")


def cpu_ms(fn: Callable[[], Any]) -> float:
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000


def long_game_widget(rounds: int) -> WarWidget:
    """A table whose game has gone ``rounds`` rounds (the first seed that lasts that long)."""
    for seed in range(5000):
        game = Game(Rules(), seed=seed)
        while not game.over and game.round < rounds:
            game.step()
        if game.round >= rounds:
            w = WarWidget(seed=seed)
            for _ in range(rounds):
                w.flip()
            return w
    raise SystemExit("no game that long")  # pragma: no cover


def hello(repeat: int) -> None:
    w = long_game_widget(80)
    w._hello_gate = Gate("hello", rate=1e9, burst=10**9)  # measure the answer, not the limit
    sizes: list[int] = []
    w.send = lambda content, buffers=None: sizes.append(len(json.dumps(content).encode()))  # type: ignore[method-assign]
    msg = {"type": "hello"}
    first = cpu_ms(lambda: w._handle_custom_msg(msg, []))
    kept = [cpu_ms(lambda: w._handle_custom_msg(msg, [])) for _ in range(repeat)]
    print(f"hello at round {w.round} (detailed words):")
    print(f"  first (told anew, the reference): {first:7.3f} ms CPU, {sizes[0]:,} bytes")
    print(
        f"  kept (median of {repeat}):          {statistics.median(kept):7.3f} ms CPU, "
        f"{sizes[-1]:,} bytes (max {max(kept):.3f} ms)"
    )
    old: list[Any] = []
    before = cpu_ms(lambda: old.append(json.dumps(w.play_session.recent(60)).encode()))
    print(
        f"  as before the session kept it (60 whole rounds told anew, every hello): "
        f"{before:.3f} ms CPU, {len(old[0]):,} bytes"
    )
    w.flip()
    after = cpu_ms(lambda: w._handle_custom_msg(msg, []))
    print(f"  first after one more round:       {after:7.3f} ms CPU (told anew)")
    gate = Gate("hello")
    w._hello_gate = gate
    answered = sum(gate.admit() for _ in range(1000))
    print(f"  1,000 hellos at once: {answered} answered (the rest ignored, one log line)")


def rounds_per_second(rules: Rules, rounds: int = 3000, seeds: int = 4) -> float:
    """The slowest of ``seeds`` games' rate of engine steps (up to ``rounds`` each)."""
    rates = []
    for seed in range(seeds):
        game = Game(rules, seed=seed)
        start = time.perf_counter()
        while not game.over and game.round < rounds:
            game.step()
        if game.round >= 50:  # too short a game says nothing of the rate
            rates.append(game.round / (time.perf_counter() - start))
    return min(rates) if rates else float("nan")


def replay_bound() -> None:
    print("replaying a saved state (engine steps, the slowest of 4 deals):")
    worst = float("inf")
    for name, rules in SLOW_RULES.items():
        rate = rounds_per_second(rules)
        if rate == rate:  # not nan
            worst = min(worst, rate)
        print(f"  {name:55s} {rate:9,.0f} rounds/s")
    print(
        f"  slowest: {worst:,.0f} rounds/s, so {MAX_RESTORE_ROUNDS:,} rounds "
        f"(MAX_RESTORE_ROUNDS) take {MAX_RESTORE_ROUNDS / worst * 1000:.0f} ms; "
        f"0.5 s replays {worst / 2:,.0f}"
    )
    far = Game(NEVER_ENDS, seed=1)
    w = WarWidget(seed=2)
    logging.getLogger("war_widget").setLevel(logging.ERROR)
    ms = cpu_ms(lambda: w.set_state({"code": far.code, "round": 100_000}))
    print(f"  set_state(code, round=100,000): {ms:.2f} ms CPU, refused: {w.notice!r}")
    huge = {"code": "A" * 10_000_000, "round": 1}  # as it arrives: decoded from JSON already
    ms = cpu_ms(lambda: w.set_state(huge))
    print(
        f"  set_state(a 10 MB code): {ms:.2f} ms CPU, refused (at most {MAX_CODE_TEXT} characters)"
    )
    start = time.perf_counter()
    w.set_state({"code": far.code, "round": MAX_RESTORE_ROUNDS})
    print(
        f"  set_state(code, round={MAX_RESTORE_ROUNDS:,}), the furthest allowed: "
        f"{(time.perf_counter() - start) * 1000:.0f} ms (at round {w.round:,})"
    )


def play_to_end() -> None:
    w = WarWidget(NEVER_ENDS, seed=1)
    start = time.perf_counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        w.play_to_end()
    took = time.perf_counter() - start
    print("play_to_end() of Rules(numbers=1, copies=8, peace='always'), a game that never ends:")
    print(
        f"  stopped at round {w.round:,} (limit {PLAY_TO_END_LIMIT:,}) in {took:.2f} s; "
        f"over: {w.over}"
    )
    size = len(w.export("json"))
    print(f"  its JSON export: {size:,} bytes (at most 10,000 rounds)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    hello(args.repeat)
    replay_bound()
    play_to_end()


if __name__ == "__main__":
    main()
