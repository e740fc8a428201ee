"""The same games in this process and on a local Dask cluster, timed in the same run.

    python benchmarks/dask_simulate.py [--games 400000] [--workers 2]

Needs dask and distributed (in the dev extra).  Each worker loads the kernel's
WebAssembly module on its first chunk; a warm-up run pays that before timing.
Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
import time

from war_widget import Rules
from war_widget.simulation import simulate


def main(argv: list[str] | None = None) -> int:
    from distributed import Client, LocalCluster

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--chunk-size", type=int, default=20_000)
    args = parser.parse_args(argv)
    rules = Rules.preset("classic")
    simulate(rules, 10, seed=1, progress=False)  # compile or load here first
    started = time.perf_counter()
    local = simulate(rules, args.games, seed=1, workers=1, progress=False)
    local_s = time.perf_counter() - started
    print(f"this process:        {args.games:,} games in {local_s:.2f} s")
    with (
        LocalCluster(
            n_workers=args.workers,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        Client(cluster) as client,
    ):
        executor = client.get_executor()
        simulate(rules, args.workers * 10, seed=1, chunk_size=10, executor=executor)
        started = time.perf_counter()
        sim = simulate(
            rules, args.games, seed=1, chunk_size=args.chunk_size, executor=executor,
            progress=False,
        )  # fmt: skip
        dask_s = time.perf_counter() - started
    same = list(sim.rounds) == list(local.rounds)
    print(f"Dask, {args.workers} workers:     {args.games:,} games in {dask_s:.2f} s")
    print(f"speed-up {local_s / dask_s:.2f}x; the same games: {same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
