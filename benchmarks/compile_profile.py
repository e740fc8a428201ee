"""Where a first simulation's compile time goes: numba's passes, per rule family.

    python benchmarks/compile_profile.py [--rules classic guerra_de_sumas players=4 ...]

Each rule family (and ``benchmarks/minimal_kernel.py``, the reference of
``benchmarks/first_run.py``) is compiled in a new Python process with its own empty
``NUMBA_CACHE_DIR``; then the process reads numba's own timings of every function it compiled
(``Dispatcher.get_metadata(...)["pipeline_times"]``: the seconds each compiler pass ran) and
the size of each compiled function's typed IR (statements, after inlining).  Printed per
family: the first call's wall time, the compiler's seconds in all, the passes that took the
most, and the IR's size, each also over the minimal kernel's.  What it shows: numba's
front-end passes (type inference, SSA, rewrites, inlining) grow with the statements of the
loop after the rules' arithmetic is inlined, and LLVM's lowering with them.  Prints; asserts
nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent

#: Run in the child: compile, then report numba's timings of every dispatcher it compiled.
PROFILE = """
import json, sys, time
sys.path.insert(0, {here!r})
started = time.perf_counter()
{compile}
first = time.perf_counter() - started
from numba.core.registry import CPUDispatcher
import gc
compiled = []
for d in gc.get_objects():
    if isinstance(d, CPUDispatcher):
        compiled += [(d, sig, d.get_metadata(sig)) for sig in d.signatures]
# The loop: the compilation that took longest (it includes its callees' compilations).
d, sig, meta = max(compiled, key=lambda c: c[2]["timers"]["compiler_lock"])
passes = {{}}
for pipeline in meta["pipeline_times"].values():
    for name, timing in pipeline.items():
        key = name.split("_", 1)[1] if name[:1].isdigit() else name
        passes[key] = passes.get(key, 0.0) + timing.run
blocks = d.overloads[sig].type_annotation.blocks
print(json.dumps({{
    "first": first, "loop": d.py_func.__name__, "passes": passes,
    "compile": meta["timers"]["compiler_lock"], "llvm": meta["timers"]["llvm_lock"],
    "size": sum(len(block.body) for block in blocks.values()), "functions": len(compiled),
}}))
"""

MINIMAL = """
import numpy as np
import minimal_kernel as m
m.main(["10"])
"""

FAMILY = """
from war_widget import Rules, simulate
simulate({rules}, 10, seed=1, engine="fast", progress=False)
"""


def rules_code(name: str) -> str:
    if name.startswith("players="):
        return f"Rules(players={int(name.split('=')[1])})"
    return f"Rules.preset({name!r})"


def profile(name: str) -> dict[str, object]:
    body = MINIMAL if name == "minimal kernel" else FAMILY.format(rules=rules_code(name))
    code = PROFILE.format(here=str(HERE), compile=body)
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "NUMBA_CACHE_DIR": cache}
        out = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rules", nargs="+", default=["classic", "guerra_de_sumas", "players=4"])
    parser.add_argument("--top", type=int, default=6, help="passes shown per family")
    args = parser.parse_args(argv)
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    reference = profile("minimal kernel")
    for name in ["minimal kernel", *args.rules]:
        got = reference if name == "minimal kernel" else profile(name)
        passes: dict[str, float] = got["passes"]  # type: ignore[assignment]
        compile_s, llvm = float(got["compile"]), float(got["llvm"])  # type: ignore[arg-type]
        size = int(got["size"])  # type: ignore[call-overload]
        print(
            f"\n{name} ({got['loop']}): first call {got['first']:.2f} s, of which compiling "
            f"{compile_s:.2f} s ({compile_s / float(reference['compile']):.2f}x the minimal "  # type: ignore[arg-type]
            f"kernel's; LLVM {llvm:.2f} s, numba's own passes {compile_s - llvm:.2f} s); typed "
            f"IR {size} statements ({size / int(reference['size']):.1f}x), "  # type: ignore[call-overload]
            f"{got['functions']} compiled functions"
        )
        for pass_name, seconds in sorted(passes.items(), key=lambda kv: -kv[1])[: args.top]:
            print(f"  {pass_name:<32} {seconds:6.3f} s")
    print(f"\nload average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
