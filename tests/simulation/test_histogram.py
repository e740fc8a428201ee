"""The simulation widget's histogram: bins that follow how game lengths fall, honest totals."""

from __future__ import annotations

from collections import Counter

import pytest

from war_widget import Rules
from war_widget.simulation.histogram import MAX_BINS, bins, edges, lengths, period
from war_widget.simulation.widget import SimulationWidget


def skewed(low: int, high: int, weights: dict[int, int], modulus: int) -> Counter[int]:
    """Every length from ``low`` to ``high``, ``weights[r]`` games of each length ``= r``
    modulo ``modulus``: a flat spread with a comb of period ``modulus`` in it."""
    return Counter({n: weights.get(n % modulus, 0) for n in range(low, high + 1)})


def test_period_finds_even_and_odd_rounds() -> None:
    assert period(skewed(30, 300, {0: 10}, 2)) == 2  # only even lengths
    assert period(skewed(31, 301, {1: 10}, 2)) == 2  # only odd lengths
    assert period(skewed(30, 300, {0: 9, 1: 1}, 2)) == 2  # nine games in ten even
    assert period(skewed(30, 300, {0: 5, 1: 5}, 2)) == 1  # as many of each
    assert period(skewed(30, 300, {4: 7, 1: 1, 2: 1}, 6)) == 6


def test_period_needs_enough_games_and_lengths() -> None:
    assert period(Counter({34: 50, 36: 40})) == 1  # 90 games: too few to tell
    assert period(Counter({34: 500, 36: 400})) == 1  # two lengths tell nothing of a period
    assert period(Counter({26: 30, 28: 30, 30: 30, 32: 30, 34: 30, 36: 30})) == 2
    assert period(Counter()) == 1


@pytest.mark.parametrize("weights", [{0: 10}, {0: 9, 1: 1}, {1: 4, 0: 1}])
def test_bins_follow_even_rounds_without_a_comb(weights: dict[int, int]) -> None:
    lengths = skewed(20, 619, weights, 2)
    h = bins([lengths], [None])
    assert h["period"] == 2 and h["width"] % 2 == 0
    assert h["bins"] <= MAX_BINS + 1
    full = h["counts"][0][2 : 600 // h["width"]]  # the bins wholly inside 20..619
    assert len(full) > 10 and len(set(full)) == 1, full  # flat lengths, flat bars


def test_bins_of_uneven_lengths_keep_the_nice_widths() -> None:
    h = bins([skewed(1, 3000, {0: 1, 1: 1}, 2)], [None])
    assert h["period"] == 1 and h["width"] == 50
    h = bins([Counter({5: 3, 12: 1, 900: 1}), Counter({7: 2})], [None, 240])
    assert h["width"] == 20 and h["period"] == 1


def test_games_stopped_by_the_limit_do_not_hide_the_period() -> None:
    short = skewed(26, 38, {0: 40}, 2)  # Guerra de Cartas with a 40-round limit
    h = bins([short + Counter({40: 99_000})], [40])
    assert h["period"] == 2 and h["width"] == 2


def test_a_real_run_of_guerra_de_cartas_has_even_bins() -> None:
    w = SimulationWidget(Rules.preset("guerra_de_cartas", round_limit=240), games=3000, seed=1)
    w.run(wait=True)
    h = w.histogram
    assert h["period"] == 2 and h["width"] % 2 == 0
    odd = sum(k for r, k in w._lengths[0].items() if r % 2 and r != 240)
    assert odd < 0.2 * 3000  # the reason: nine games in ten end on an even round


def test_totals_are_per_rule_set() -> None:
    w = SimulationWidget(Rules(round_limit=80), compare=Rules(), games=400, seed=3)
    w.run(wait=True)
    h = w.histogram
    assert h["games"] == [400, 400] and h["requested"] == [400, 400]
    assert w.total == 800  # the progress bar counts both
    assert w.message.startswith("2 × 400 games in ")  # not "800 games": 400 were asked for
    one = SimulationWidget(Rules(round_limit=80), games=400, seed=3, lang="es")
    one.run(wait=True)
    assert one.message.startswith("400 partidas en ")
    waiting = bins([Counter({10: 3}), Counter()], [80, None], [400, 400])
    assert waiting["games"] == [3, 0] and waiting["requested"] == [400, 400]
    assert waiting["longest"] == [10, 0]


def test_plot_bins_follow_the_period_too() -> None:
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from war_widget.simulation import simulate

    sim = simulate(Rules.preset("guerra_de_cartas", round_limit=240), 3000, seed=1, progress=False)
    assert edges(sim.rounds, 240)[1] % 2 == 0
    ax = sim.plot()
    xs = {round(float(x), 6) for x in ax.patches[0].get_path().vertices[:, 0]}
    width = edges(sim.rounds, 240)[1]
    assert all(x % width == 0 for x in xs) and max(xs) > 240
    plt.close("all")
    assert edges([5, 7, 9, 11], None) == list(range(0, 13))  # too few games: width 1


def test_a_numpy_column_is_counted_as_its_numbers() -> None:
    import random

    import numpy as np

    rng = random.Random(3)
    rounds = [rng.choice([2, 4, 6, 500, 1_000]) + rng.randrange(0, 90, 2) for _ in range(3_000)]
    column = np.array(rounds, dtype=np.int64)
    assert lengths(column) == Counter(rounds) and lengths(column[:0]) == Counter()
    assert all(type(k) is int and type(v) is int for k, v in lengths(column).items())
    assert edges(column, 1_000) == edges(rounds, 1_000)
