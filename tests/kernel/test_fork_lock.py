"""No hang beside a busy kernel thread (issue 44, part 5): a pooled run started while another
thread is inside the kernel (a simulation widget playing while a cell starts a pooled run,
or the class server's thread beside a lesson's simulation) finishes.  The process pool forks
its workers; before the fix, a worker could inherit the kernel's lock held by a thread that
does not exist in it, and wait on it for ever.

Each case runs in a child process of its own, killed with its workers if it outlives its
time, so a hang fails the test instead of stopping the suite.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

#: A thread plays on the kernel without a pause (holding its lock most of the time) while
#: the main thread starts pooled runs: each fork happens with the lock most likely held.
BESIDE_A_BUSY_THREAD = textwrap.dedent(
    """
    import threading
    from war_widget import Rules
    from war_widget.simulation import simulate

    stop = threading.Event()

    def busy():
        while not stop.is_set():
            simulate(Rules(), games=3000, workers=1, seed=1)

    threading.Thread(target=busy, daemon=True).start()
    for seed in range(3):
        sim = simulate(Rules(), games=400, workers=2, chunk_size=100, seed=seed)
        print("games", len(sim.rounds), flush=True)
    stop.set()
    """
)

#: The lock held by a thread at the fork: the child must be able to take its own.
FORK_WHILE_HELD = textwrap.dedent(
    """
    import os, threading
    from war_widget.kernel import {module} as held

    inside, done = threading.Event(), threading.Event()

    def busy():
        with held._LOCK:
            inside.set()
            done.wait(60)

    threading.Thread(target=busy, daemon=True).start()
    inside.wait(10)
    pid = os.fork()
    if pid == 0:
        took = held._LOCK.acquire(timeout=5)
        os._exit(0 if took else 3)
    _, status = os.waitpid(pid, 0)
    done.set()
    print("child", os.waitstatus_to_exitcode(status))
    """
)


def run(script: str, kernel: str, seconds: float) -> str:
    """``script`` in a child process of its own, its output; a failure if it outlives
    ``seconds`` (then it and its pool's workers are killed: they share its group)."""
    child = subprocess.Popen(
        [sys.executable, "-c", script],
        env={**os.environ, "WAR_WIDGET_KERNEL": kernel},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = child.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        child.communicate()
        pytest.fail(f"still running after {seconds} s: a forked worker waits on a lock")
    assert child.returncode == 0, err
    return out


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this system: workers spawn")
def test_pooled_runs_beside_a_thread_playing_on_the_kernel_finish() -> None:
    assert run(BESIDE_A_BUSY_THREAD, "wasm", 120).split() == ["games", "400"] * 3


@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork on this system: workers spawn")
def test_a_child_forked_while_a_thread_holds_the_kernels_lock_can_take_it() -> None:
    assert run(FORK_WHILE_HELD.format(module="wasm"), "wasm", 60).split() == ["child", "0"]
