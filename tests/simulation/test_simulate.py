"""simulate(): which games it plays, what it reports, how it runs, and how it refuses."""

from __future__ import annotations

import importlib
import io
import itertools
import json
import threading
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from pathlib import Path

import pytest

from war_widget import Game, Rules
from war_widget.cli.commands import main_simulate
from war_widget.game.cards import deck
from war_widget.game.rules import combine
from war_widget.simulation import (
    Simulation,
    first_flip_war_probability,
    simulate,
)

# The module behind `war_widget.simulate`, for monkeypatching.
simulate_module = importlib.import_module("war_widget.simulation.run")
store_module = importlib.import_module("war_widget.simulation.store")

ENGINES = ["python", "fast"]
SHORT = Rules(round_limit=30)  # quick games for tests about running, not about War


def columns(sim: Simulation) -> list[list[int]]:
    return [
        [int(x) for x in col]
        for col in (sim.rounds, sim.winners, sim.wars, sim.first_wars, sim.reason_codes)
    ]


# -- which games ---------------------------------------------------------------------------------
@pytest.mark.parametrize("engine", ENGINES)
def test_game_i_is_the_game_of_seed_plus_i(engine: str) -> None:
    rules = Rules.preset("guerra_de_cartas")
    sim = simulate(rules, 40, seed=500, engine=engine, progress=False)
    for i in (0, 17, 39):
        game = sim.game(i)
        assert game.seed == 500 + i == sim.seed_of(i)
        result = game.play()
        assert result.rounds == sim.rounds[i]
        assert (result.winner if result.winner is not None else -1) == sim.winners[i]
        assert result.reason == sim.reasons[i]
        assert tuple(result.counts) == tuple(int(c) for c in sim.counts[i])
        # The code replays it anywhere, card by card.
        again = Game.from_code(sim.game(i).code).play()
        assert again == result


# make test runs the first 30 games (the same deals), make test-slow all 120.
@pytest.mark.parametrize("games", [30, pytest.param(120, id="all", marks=pytest.mark.slow)])
def test_engines_agree_on_a_whole_run(games: int) -> None:
    fast = simulate(Rules.preset("krig"), games, seed=3, engine="fast", progress=False)
    slow = simulate(Rules.preset("krig"), games, seed=3, engine="python", progress=False)
    assert columns(fast) == columns(slow)
    a, b = fast.summary().to_dict(), slow.summary().to_dict()
    for key in ("engine", "seconds"):
        a.pop(key), b.pop(key)
    assert a == b


@pytest.mark.parametrize("engine", ENGINES)
def test_results_do_not_depend_on_chunks_or_workers(engine: str) -> None:
    base = simulate(SHORT, 90, seed=11, engine=engine, chunk_size=90, workers=1, progress=False)
    for chunk in (1, 7, 40):
        sim = simulate(SHORT, 90, seed=11, engine=engine, chunk_size=chunk, progress=False)
        assert columns(sim) == columns(base)
    with ThreadPoolExecutor(max_workers=3) as pool:
        threaded = simulate(
            SHORT, 90, seed=11, engine=engine, chunk_size=8, executor=pool, progress=False
        )
    assert columns(threaded) == columns(base)
    pooled = simulate(SHORT, 90, seed=11, engine=engine, chunk_size=9, workers=2, progress=False)
    assert columns(pooled) == columns(base)


def test_large_runs_use_a_process_pool_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    made = []

    class Recording(simulate_module.ProcessPoolExecutor):  # type: ignore[misc]
        def __init__(self, *args: object, **kwargs: object) -> None:
            made.append(kwargs.get("max_workers"))
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(simulate_module, "ProcessPoolExecutor", Recording)
    monkeypatch.setattr(simulate_module, "cpus", lambda: 2)
    games = simulate_module.POOL_MIN_GAMES["python"]
    rules = Rules(round_limit=5)
    sim = simulate(rules, games, seed=0, engine="python", progress=False)
    assert made == [2], "the default process pool was not used"
    assert len(sim) == games and not sim.cancelled
    single = simulate(rules, games, seed=0, engine="python", workers=1, progress=False)
    assert made == [2], "workers=1 must stay in this process"
    assert columns(sim) == columns(single)


def test_common_random_numbers_same_seed_same_deals() -> None:
    """Two rule sets simulated with one seed are dealt the same hands."""
    a = simulate(Rules(face_down=1), 5, seed=9, engine="python", progress=False)
    b = simulate(Rules(face_down=3), 5, seed=9, engine="python", progress=False)
    assert [a.game(i).piles for i in range(5)] == [b.game(i).piles for i in range(5)]


def test_a_round_limit_only_cuts_games_short() -> None:
    """The 240-round question: with a limit, the games are the same up to the limit."""
    rules = Rules.preset("guerra_de_cartas", round_limit=None)
    free = simulate(rules, 150, seed=4, engine="python", progress=False)
    limited = simulate(
        Rules.preset("guerra_de_cartas", round_limit=240), 150, seed=4, progress=False
    )
    for r_free, r_lim, why in zip(free.rounds, limited.rounds, limited.reasons, strict=True):
        assert r_lim == min(r_free, 240)
        assert (why == "all_cards") == (r_free <= 240)
    assert free.summary(240).ended_within[240] == limited.summary().ended_all_cards


# -- the summary ---------------------------------------------------------------------------------
def test_summary_of_classic_games() -> None:
    sim = simulate(Rules(), 300, seed=1, engine="python", progress=False)
    s = sim.summary()
    rounds = sorted(int(r) for r in sim.rounds)
    assert s.games == 300 and not s.cancelled
    assert s.mean_rounds == pytest.approx(sum(rounds) / 300)
    assert s.median_rounds == (rounds[149] + rounds[150]) / 2
    assert s.shortest == rounds[0] and s.longest == rounds[-1]
    assert sim.rounds[s.longest_game] == s.longest
    assert list(s.ended_within) == [40, 80, 200, 240]
    assert s.ended_within[240] == sum(1 for r in rounds if r <= 240) / 300
    assert s.ended_all_cards == 1.0 and s.reasons["all_cards"] == 1.0
    assert sum(s.seat_wins) + s.draws == pytest.approx(1)
    assert s.wars_per_round == sum(int(w) for w in sim.wars) / sum(rounds)
    assert s.first_round_war_exact == Fraction(3, 51)
    assert s.first_round_war == sum(1 for w in sim.first_wars if w) / 300
    json.dumps(s.to_dict())
    text = str(s)
    assert "war in round 1" in text and "1/17" in text


def test_summary_within_the_round_limit() -> None:
    sim = simulate(Rules.preset("guerra_de_cartas"), 100, seed=2, engine="python", progress=False)
    s = sim.summary()
    assert list(s.ended_within) == [40]
    assert s.reasons["round_limit"] + s.reasons["all_cards"] + s.reasons["annulled"] == 1
    assert sim.summary(within=[10, 20]).ended_within.keys() == {10, 20}
    with pytest.raises(ValueError, match="within"):
        sim.summary(within=0)


def test_columns_without_numpy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "_numpy", lambda: None)
    sim = simulate(SHORT, 12, seed=0, engine="python", chunk_size=5, progress=False)
    assert type(sim.rounds).__name__ == "array"
    assert len(sim.counts) == 12 and sum(sim.counts[0]) == 52
    assert sim.summary().games == 12


# -- the exact probability -----------------------------------------------------------------------
def brute_force(rules: Rules) -> Fraction:
    """Every ordered choice of the opening cards, judged like the engine's first compare."""
    cards = deck(rules.lowest_rank, rules.jokers)
    n, flip = rules.players, rules.flip
    wars = total = 0
    for chosen in itertools.permutations(range(len(cards)), n * flip):
        shown = [
            combine(tuple(rules.value(cards[chosen[s + k * n]].rank) for k in range(flip)),
                    rules.combine)
            for s in range(n)
        ]  # fmt: skip
        top = max(shown)
        if rules.multiway == "tied_only":
            war = shown.count(top) > 1
        else:
            war = len(set(shown)) < len(shown)
        wars += war
        total += 1
    return Fraction(wars, total)


@pytest.mark.parametrize(
    "options",
    [
        dict(lowest_rank=10),
        dict(lowest_rank=10, players=3),
        dict(lowest_rank=10, players=3, multiway="war_is_superior"),
        dict(lowest_rank=10, jokers=2, players=3),
        dict(lowest_rank=10, ace_low=True, jokers=1, players=4, multiway="war_is_superior"),
        dict(lowest_rank=10, flip=2, combine="sum"),
        dict(lowest_rank=10, flip=2, combine="difference", jokers=1),
        dict(lowest_rank=10, flip=2, combine="product"),
    ],
)
def test_exact_first_flip_probability_against_brute_force(options: dict[str, object]) -> None:
    rules = Rules(**options)  # type: ignore[arg-type]
    assert first_flip_war_probability(rules) == brute_force(rules)


def test_exact_first_flip_probability_cases() -> None:
    assert first_flip_war_probability(Rules()) == Fraction(1, 17)
    assert first_flip_war_probability(Rules(peace="always")) == 0
    assert first_flip_war_probability(Rules(peace=0.25)) == Fraction(1, 17) * Fraction(3, 4)
    assert first_flip_war_probability(Rules(flip=2, players=3)) is None
    assert first_flip_war_probability(Rules(peace="ask")) is None


# -- cancelling and progress ---------------------------------------------------------------------
@pytest.mark.parametrize("engine", ENGINES)
def test_cancel_gives_a_clean_prefix(engine: str) -> None:
    stop = threading.Event()
    seen = []

    def chunk(part: Simulation) -> None:
        seen.append(part.first)
        if len(seen) == 3:
            stop.set()

    sim = simulate(
        SHORT, 100, seed=5, engine=engine, chunk_size=10, cancel=stop, on_chunk=chunk,
        progress=False,
    )  # fmt: skip
    assert sim.cancelled and sim.requested == 100 and len(sim) == 30
    assert "cancelled after 30 of 100" in repr(sim)
    full = simulate(SHORT, 30, seed=5, engine=engine, progress=False)
    assert columns(sim) == columns(full)
    assert sim.summary().cancelled and "cancelled" in str(sim.summary())


def test_cancel_on_a_pool_keeps_only_the_games_in_a_row() -> None:
    stop = threading.Event()
    stop.set()
    with ThreadPoolExecutor(2) as pool:
        sim = simulate(SHORT, 50, seed=5, engine="python", executor=pool, cancel=stop)
    assert sim.cancelled and len(sim) == 0
    assert sim.summary().games == 0


def test_an_interrupt_returns_what_was_played() -> None:
    calls = []

    def progress(done: int, total: int) -> None:
        calls.append((done, total))
        if done >= 20:
            raise KeyboardInterrupt

    sim = simulate(SHORT, 100, seed=0, engine="python", chunk_size=10, progress=progress)
    assert sim.cancelled and len(sim) == 20
    assert calls == [(10, 100), (20, 100)]


def test_text_progress_in_a_log_is_one_line_per_tenth() -> None:
    out = io.StringIO()
    bar = simulate_module.TextProgress(out)
    simulate(SHORT, 30, seed=0, engine="python", chunk_size=10, progress=bar)
    lines = out.getvalue().splitlines()
    assert [line.split()[0] for line in lines] == ["10/30", "20/30", "30/30"]
    assert "\r" not in out.getvalue()


def test_text_progress_bar_on_a_terminal() -> None:
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Terminal()
    bar = simulate_module.TextProgress(out)
    simulate(SHORT, 30, seed=0, engine="python", chunk_size=10, progress=bar)
    text = out.getvalue()
    assert text.startswith("\r[") and "] 30/30 games" in text and text.endswith("\n")


# -- bad input -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        (dict(games=0), r"games=0 is not allowed: games must be a whole number from 1"),
        (dict(games=-5), r"games=-5"),
        (dict(games=2.5), r"games=2.5"),
        (dict(games=True), r"games=True"),
        (dict(seed=-1), r"seed=-1 is not allowed: seed must be a whole number from 0"),
        (dict(seed=2**64 - 1, games=2), r"seed=.*game i is dealt from seed \+ i"),
        (dict(seed="7"), r"seed='7'"),
        (dict(engine="gpu"), r"engine='gpu' is not allowed: engine must be 'auto', 'fast'"),
        (dict(chunk_size=0), r"chunk_size=0"),
        (dict(workers=0), r"workers=0"),
    ],
)
def test_bad_arguments_name_the_field(kwargs: dict[str, object], match: str) -> None:
    args = dict(games=10, progress=False) | kwargs
    with pytest.raises(ValueError, match=match):
        simulate(Rules(), **args)  # type: ignore[arg-type]


def test_peace_ask_cannot_be_simulated() -> None:
    with pytest.raises(ValueError, match="peace='ask' cannot be simulated"):
        simulate(Rules(peace="ask"), 10)


def test_rules_must_be_rules() -> None:
    with pytest.raises(ValueError, match="rules: expected a Rules object"):
        simulate("classic", 10)  # type: ignore[arg-type]


def test_game_index_is_checked() -> None:
    sim = simulate(SHORT, 5, seed=0, engine="python", progress=False)
    with pytest.raises(ValueError, match="i=5 is not allowed: i must be a game number from 0 to 4"):
        sim.game(5)


def test_fast_engine_without_a_webassembly_runtime_plays_the_engines_games(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the kernel cannot run (no wasmtime, no numpy either), the engine plays the fast
    engine's games, and the simulation says so (engine and kernel "python")."""
    want = simulate(SHORT, 30, seed=4, engine="python", progress=False)
    monkeypatch.setattr(simulate_module, "default_kernel", lambda: "python")
    monkeypatch.setattr(store_module, "_numpy", lambda: None)
    sim = simulate(SHORT, 30, seed=4, engine="fast", chunk_size=7, progress=False)
    assert sim.engine == "python" and sim.kernel == "python"
    assert type(sim.rounds).__name__ == "array"
    assert columns(sim) == columns(want)
    assert [tuple(c) for c in sim.counts] == [tuple(int(x) for x in c) for c in want.counts]


# -- tables and pictures -------------------------------------------------------------------------
def test_to_pandas() -> None:
    pd = pytest.importorskip("pandas")
    sim = simulate(Rules(players=3, round_limit=20), 30, seed=100, engine="python", progress=False)
    frame = sim.to_pandas()
    assert list(frame.columns) == [
        "seed", "rounds", "winner", "wars", "first_round_wars", "reason",
        "cards_0", "cards_1", "cards_2",
    ]  # fmt: skip
    assert len(frame) == 30 and frame["seed"].iloc[0] == 100
    assert frame["rounds"].tolist() == [int(r) for r in sim.rounds]
    draws = [i for i, w in enumerate(sim.winners) if w < 0]
    assert frame["winner"].isna().sum() == len(draws)
    assert isinstance(frame["reason"].dtype, pd.CategoricalDtype)


def test_plot(tmp_path: Path) -> None:
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sim = simulate(Rules.preset("guerra_de_cartas"), 50, seed=0, engine="python", progress=False)
    ax = sim.plot()
    assert ax.get_xlabel() == "rounds in a game" and ax.get_ylabel() == "games"
    assert any(line.get_xdata()[0] == 40 for line in ax.get_lines())  # the round limit
    plt.close("all")
    # Two series in Spanish on one axes: translucent fills, each with its outline and name.
    rules = Rules.preset("guerra_de_cartas", round_limit=240)
    a = simulate(rules, 300, seed=1, engine="fast", progress=False)
    b = simulate(rules.replace(round_limit=None), 300, seed=1, engine="fast", progress=False)
    ax = a.plot(bins=range(0, 2000, 40), lang="es")
    b.plot(ax, bins=range(0, 2000, 40), lang="es")
    assert ax.get_xlabel() == "rondas por partida" and ax.get_ylabel() == "partidas"
    names = [t.get_text() for t in ax.get_legend().get_texts()]
    assert names == [
        "Guerra de Cartas, límite de 240 rondas",
        "Guerra de Cartas, sin límite de rondas",
    ]
    fills = [p for p in ax.patches if p.get_fill()]
    assert len(fills) == 2 and all(p.get_alpha() < 0.5 for p in fills)
    assert [t.get_text() for t in ax.texts] == ["límite 240"]
    ax.figure.savefig(tmp_path / "plot.png", dpi=80)
    plt.close("all")


# -- the command line ----------------------------------------------------------------------------
def test_command_line_json(capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    code = main_simulate(
        ["--preset", "guerra_de_cartas", "--set", "round_limit=240", "--games", "50",
         "--seed", "3", "--engine", "python", "--json"],
        out=out,
    )  # fmt: skip
    assert code == 0
    data = json.loads(out.getvalue())
    assert data["games"] == 50 and data["seed"] == 3
    assert data["rules"]["round_limit"] == 240 and data["rules"]["face_down"] == 1
    assert "240" in data["ended_within"]
    assert "50/50 games" in capsys.readouterr().err


def test_command_line_text() -> None:
    out = io.StringIO()
    assert main_simulate(["--games", "20", "--seed", "0", "--no-progress"], out=out) == 0
    assert "mean rounds" in out.getvalue() and "seed 0" in out.getvalue()


@pytest.mark.parametrize(
    ("argv", "match"),
    [
        (["--games", "0"], "games=0 is not allowed"),
        (["--set", "face_down=7x"], "face_down='7x' is not allowed"),
        (["--set", "nonsense"], "NAME=VALUE"),
        (["--engine", "gpu"], "engine='gpu'"),
        (["--set", "peace=ask"], "peace='ask' cannot be simulated"),
    ],
)
def test_command_line_errors(
    argv: list[str], match: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main_simulate([*argv, "--no-progress"])
    assert exit_info.value.code == 2
    assert match in capsys.readouterr().err


def test_python_m_war_widget_simulate(capsys: pytest.CaptureFixture[str]) -> None:
    from war_widget.cli.commands import main

    code = main(["simulate", "--preset", "classic", "--games", "20", "--seed", "1", "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["games"] == 20


def test_in_a_notebook_long_runs_show_a_bar_unasked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(simulate_module, "_in_notebook", lambda: True)
    simulate(Rules(round_limit=5), 600, seed=0, engine="python", chunk_size=200)
    assert "\r[" in capsys.readouterr().err
    simulate(Rules(round_limit=5), 100, seed=0, engine="python")  # a short run: no bar
    simulate(Rules(round_limit=5), 600, seed=0, engine="python", progress=False)
    assert capsys.readouterr().err == ""


def test_any_executor_will_do() -> None:
    """Only ``submit`` and futures are used: a minimal executor (like Dask's) works unchanged."""
    from concurrent.futures import Executor, Future

    class Inline(Executor):
        submitted = 0

        def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
            Inline.submitted += 1
            future: Future[object] = Future()
            future.set_result(fn(*args, **kwargs))
            return future

    base = simulate(SHORT, 40, seed=2, engine="python", workers=1, progress=False)
    sim = simulate(SHORT, 40, seed=2, engine="python", chunk_size=6, executor=Inline())
    assert Inline.submitted == 7
    assert columns(sim) == columns(base)
