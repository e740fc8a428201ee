"""Nothing asks for unbounded work: workers, chunks, cancelling, exact answers, hands.

Regressions: ``workers=48`` forked 48 processes on a 2-core machine; ``chunk_size=1`` for
10,000,000 games built about 1 GB of chunk bookkeeping and saw a cancel 38 s late;
``expected_length`` of a 7-card deck with two shuffled cards a flip ran for over 9 minutes.
"""

from __future__ import annotations

import itertools
import threading

import pytest

from war_widget import Game, Rules
from war_widget.cli.commands import main_simulate
from war_widget.lessons.tiny_decks import MAX_CHAIN_ROUNDS, expected_length
from war_widget.simulation import simulate
from war_widget.simulation.run import MAX_CHUNKS, cpus

SHORT = Rules(round_limit=30)


@pytest.mark.timeout(30)
def test_more_workers_than_cpus_are_refused_before_any_process_starts():
    too_many = cpus() + 1
    with pytest.raises(ValueError, match=rf"workers={too_many} .* from 1 to {cpus()} \(the CPUs"):
        simulate(SHORT, 48, engine="python", chunk_size=1, workers=too_many, progress=False)
    with pytest.raises(ValueError, match="workers=48"):
        simulate(SHORT, 48, engine="python", chunk_size=1, workers=48, progress=False)


@pytest.mark.timeout(30)
def test_the_cli_refuses_too_many_workers(capsys):
    with pytest.raises(SystemExit) as stop:
        main_simulate(["--games", "48", "--workers", "48", "--no-progress"])
    assert stop.value.code == 2
    assert "workers=48" in capsys.readouterr().err


@pytest.mark.timeout(30)
def test_a_chunk_size_below_the_floor_is_refused_at_once():
    with pytest.raises(ValueError, match=r"chunk_size=1 .* at least 1,000 for 10,000,000 games"):
        simulate(SHORT, 10_000_000, chunk_size=1, cancel=threading.Event(), progress=False)
    floor = -(-123_457 // MAX_CHUNKS)
    with pytest.raises(ValueError, match=f"at least {floor} for 123,457 games"):
        simulate(SHORT, 123_457, chunk_size=floor - 1, progress=False)


@pytest.mark.timeout(60)
def test_a_cancel_from_another_thread_is_seen_after_the_chunk_in_hand():
    stop = threading.Event()
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        if len(seen) == 2:
            threading.Thread(target=stop.set).start()
            threading.Event().wait(0.2)  # the other thread has set it

    sim = simulate(
        SHORT, 100_000, seed=1, engine="python", chunk_size=10, workers=1, cancel=stop,
        progress=progress,
    )  # fmt: skip
    assert sim.cancelled and sim.games == 20 and seen == [10, 20]


@pytest.mark.slow  # half a minute on 2 cores: make test-slow
@pytest.mark.timeout(60)
def test_exact_refuses_the_issues_example_with_its_estimate():
    rules = Rules(numbers=7, pickup="shuffled", flip=2, combine="difference")
    with pytest.raises(ValueError, match=r"about [\d,]+ rounds to play \(25,200 positions") as err:
        expected_length(rules)
    assert f"max_rounds={MAX_CHAIN_ROUNDS:,}" in str(err.value)


@pytest.mark.timeout(60)
def test_exact_still_solves_what_fits_and_max_rounds_is_checked():
    assert expected_length(Rules(numbers=4, pickup="random_order")) == 4
    with pytest.raises(ValueError, match="too much work"):
        expected_length(Rules(numbers=4, pickup="random_order"), max_rounds=10)
    with pytest.raises(ValueError, match="max_rounds=0"):
        expected_length(Rules(numbers=4, pickup="random_order"), max_rounds=0)


@pytest.mark.timeout(30)
def test_an_endless_iterator_as_a_hand_is_refused():
    with pytest.raises(ValueError, match=r"hands\[0\]: more than 216 cards"):
        Game(hands=[itertools.repeat("K"), ["Q"]])
    with pytest.raises(ValueError, match=r"hands\[1\]: more than 216 cards"):
        Game(Rules(numbers=5, copies=8), hands=[[1], itertools.cycle([2, 3])])
