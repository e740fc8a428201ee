"""More games than one machine: simulate() on a Dask cluster plays exactly the local games.

A real ``LocalCluster`` (two worker processes on 127.0.0.1) runs the chunks through
``client.get_executor()``, the same way a cluster of many machines would.
"""

from __future__ import annotations

import pytest

from war_widget import Rules
from war_widget.simulation import simulate

distributed = pytest.importorskip("distributed")


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_a_dask_cluster_plays_the_same_games_as_this_process() -> None:
    rules = Rules.preset("guerra_de_cartas", round_limit=240)
    games, seed = 12_000, 7
    local = simulate(rules, games, seed=seed, workers=1, progress=False)
    with (
        distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
        ) as cluster,
        distributed.Client(cluster) as client,
        distributed.get_task_stream(client) as tasks,
    ):
        done: list[int] = []
        sim = simulate(
            rules,
            games,
            seed=seed,
            chunk_size=1_000,
            executor=client.get_executor(),
            progress=lambda n, _total: done.append(n),
        )
    assert len(sim) == games and not sim.cancelled and done[-1] == games
    for name in ("rounds", "winners", "wars", "first_wars", "reason_codes"):
        assert list(getattr(sim, name)) == list(getattr(local, name)), name
    assert [tuple(c) for c in sim.counts] == [tuple(c) for c in local.counts]
    assert sim.summary().mean_rounds == local.summary().mean_rounds
    workers = {task["worker"] for task in tasks.data}
    assert len(tasks.data) >= 12 and len(workers) == 2, "the chunks did not run on both workers"
