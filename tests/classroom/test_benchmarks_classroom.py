"""benchmarks/classroom_load.py runs: a smoke run with a handful of pupils for a second each
(a real class server in its own process on 127.0.0.1, stopped by the script), so the script
cannot rot. Its figures are printed, not checked here, but for what must hold at any speed:
every record made was kept, none twice."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import aiohttp  # noqa: F401  (the class extra is in dev: missing, these tests fail, never skip)
import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "classroom_load.py"


@pytest.mark.slow  # a minute on a loaded machine: make test-slow (issue 44, part 6)
def test_the_classroom_load_benchmark_prints_its_table() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--quick", "--seconds", "1", "--scale", "0.05",
         "--starts", "1"],
        capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    assert out.count("| ") >= 6 and "| measure | goal | measured |" in out, out
    rows = re.findall(r"\| (\d+ pupils, [^|]+) \| [^|]+ \| lost (\d+) of (\d+), twice (\d+); "
                      r"p50 [\d.]+ s, p95 [\d.]+ s; peak RSS [\d.]+ MB \|", out)  # fmt: skip
    assert [row[0].split(",")[0] for row in rows] == ["2 pupils", "15 pupils", "15 pupils"], out
    for _, lost, made, twice in rows:
        assert (lost, twice) == ("0", "0") and int(made) > 0, out
    assert re.search(r"\| Classroom\(\.\.\.\) to the address shown \| <= 1 s \| [\d.]+ s \|", out)
    assert re.search(r"drops: \d+ records made, .*answers \{.*'dropped': 2", out), out
