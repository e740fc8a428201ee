"""Bad input gets a named error, never a traceback; memory stays bounded."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
import traitlets

from war_widget import Game, Rules, WarWidget, simulate
from war_widget.cli.commands import main
from war_widget.game.cards import Card
from war_widget.locale import translation
from war_widget.play import widget as widget_module
from war_widget.play.quiz import ANSWERS_KEEP
from war_widget.play.views import SUMMARY_POINTS, SUMMARY_WAR_MARKS
from war_widget.play.views import chart_points as _chart_points
from war_widget.simulation.widget import SimulationWidget


def cli_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run the CLI expecting an error: exit status 2 and exactly one line on stderr."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    return err


# -- the CLI ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tag", "lang"),
    [("es-ES", "es"), ("ES", "es"), ("pl_PL", "pl"), ("nb-NO", "nb"), ("no", "nb"), (" es", "es")],
)
def test_cli_language_tags_are_normalised_like_the_widget(tag, lang, capsys):
    assert main(["play", "--seed", "3", "--auto", "--lang", tag]) == 0
    round_one = translation(lang).pgettext("ui.round", "Round {round}").format(round=1)
    assert round_one != "Round 1"
    assert f"{round_one}\n" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--names", "Ana,"], "--names: a name is empty"),
        (["play", "--names", "Ana, ,Ben"], "--names: give 2 names"),
        (["play", "--lang", "xx"], "lang='xx' is not supported"),
        (["play", "--level", "x"], "argument --level: invalid choice"),
        (["play", "--seed", "-1"], "seed=-1"),
        (["play", "--code", "QPW65TVT"], "typo"),
        (["bogus"], "invalid choice"),
        ([], "required: {play,simulate,sheet,warm,class,export-html}"),  # in every language
        (["simulate", "--games", "inf"], "argument --games"),
        (["simulate", "--games", "0"], "games=0"),
        (["simulate", "--set", "x"], "--set 'x'"),
        (["simulate", "--nope"], "unrecognized arguments"),
    ],
)
def test_every_cli_error_is_one_line_and_exit_2(argv, message, capsys):
    assert message in cli_error(argv, capsys)


# -- the simulation widget ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "content",
    [
        {"type": "set", "games": math.inf},
        {"type": "set", "games": -math.inf},
        {"type": "set", "seed": math.inf},
        {"type": "set", "games": math.nan},
        {"type": "set", "side": "a", "option": ["players"], "value": 3},
        {"type": "set", "side": "a", "option": {"x": 1}, "value": 3},
        {"type": "set", "side": "a", "preset": ["classic"]},
        {"type": "set", "side": "a", "preset": {}},
        {"type": "set", "side": ["a"], "preset": "krig"},
        {"type": ["run"]},
        {"type": "set", "compare": "yes"},
        [1, 2],
    ],
)
def test_a_malformed_simulation_message_is_logged_and_ignored(content, caplog):
    w = SimulationWidget(Rules(), games=20, seed=1, engine="python")
    before = (w.rules_a, w.rules_b, w.games, w.seed, w.state)
    w._on_msg(w, content, [])
    assert (w.rules_a, w.rules_b, w.games, w.seed, w.state) == before
    assert w.error or "ignored a malformed message" in caplog.text


@pytest.mark.parametrize(
    "name", ["state", "done", "total", "histogram", "table", "first_war", "message", "error"]
)
def test_the_simulation_display_is_read_only(name):
    w = SimulationWidget(Rules(), games=20, seed=1, engine="python")
    before = getattr(w, name)
    with pytest.raises(traitlets.TraitError, match=f"{name} is read-only"):
        setattr(w, name, {"state": "done"}.get(name, 7))
    assert getattr(w, name) == before
    w.run(wait=True)  # the widget itself still writes them
    assert w.state == "done" and w.done == 20


def test_a_simulation_seed_is_a_whole_number_not_true():
    with pytest.raises(traitlets.TraitError, match="seed=True is not allowed"):
        SimulationWidget(Rules(), games=20, seed=True, engine="python")
    w = SimulationWidget(Rules(), games=20, seed=np.int64(4), engine="python")
    assert w.seed == 4 and type(w.seed) is int
    with pytest.raises(traitlets.TraitError, match="seed=True is not allowed"):
        w.seed = True
    assert w.seed == 4


# -- the play widget -----------------------------------------------------------------------------
def test_fewer_players_through_rules_trims_the_names_and_more_get_default_names():
    w = WarWidget(Rules(players=3), names=["Ana", "Ben", "Cy"], seed=2)
    w.rules = {"players": 2}
    assert w.names == ["Ana", "Ben"] and w.seat_names == ["Ana", "Ben"]
    w.names = ["Ana", "Bo"]  # the names trait accepts what the rules allow
    w.rules = {"players": 4}
    assert w.names == ["Ana", "Bo"] and len(w.seat_names) == 4
    assert w.seat_names[:2] == ["Ana", "Bo"] and all(w.seat_names[2:])
    w.new_game(Rules(players=2))
    assert w.names == ["Ana", "Bo"]


# -- engine and simulation arguments ------------------------------------------------------------
@pytest.mark.parametrize(
    ("hands", "message"),
    [
        (
            [["K"] * 100_000, ["Q"] * 100_000],
            r"hands: 200000 cards in all is too many.*at most 216",
        ),
        ([["K"] * 109, ["Q"] * 108], r"hands: 217 cards in all.*at most 216"),
        ([[Card(3)], ["K"]], r"hands\[0\]\[0\]: Card\(3\) is not a card"),
        ([["K"], [Card(15 * 8)]], r"hands\[1\]\[0\]: Card\(120\) is not a card"),
        ([[Card(500)], ["K"]], r"hands\[0\]\[0\]: Card\(500\) is not a card"),
        (5, "hands: expected one list of cards per player, got int"),
        ([5, ["K"]], r"hands\[0\]: expected a list of cards"),
    ],
)
def test_hands_that_cannot_be_encoded_or_played_are_refused_by_name(hands, message):
    with pytest.raises(ValueError, match=message):
        Game(hands=hands)


def test_the_largest_explicit_deal_has_a_code_and_plays():
    game = Game(Rules(pickup="table"), hands=[["K", "2"] * 54, ["Q", "3"] * 54])
    assert Game.from_code(game.code).piles == game.piles
    assert game.code in game.export() and game.code in repr(game)
    result = game.play()
    assert sum(result.counts) == 216


@pytest.mark.parametrize("integer", [np.int64, np.int32, np.uint64, np.uint8])
def test_numpy_integers_are_whole_numbers(integer):
    assert Game(seed=integer(7)).code == Game(seed=7).code
    rules = Rules(players=integer(3), face_down=integer(2), round_limit=integer(40))
    assert rules == Rules(players=3, face_down=2, round_limit=40)
    assert type(rules.players) is int
    sim = simulate(Rules(), games=integer(30), seed=integer(5), engine="python", progress=False)
    longest = sim.rounds.argmax() if hasattr(sim.rounds, "argmax") else np.argmax(sim.rounds)
    assert sim.game(integer(longest)).play().rounds == max(sim.rounds)
    assert sim.summary(within=integer(50)).ended_within == sim.summary(within=50).ended_within
    assert sim.summary(within=[integer(50)]).ended_within == sim.summary(within=[50]).ended_within


def test_a_numpy_game_number_out_of_range_is_named_plainly():
    sim = simulate(Rules(), games=5, seed=1, engine="python", progress=False)
    with pytest.raises(ValueError, match=r"^i=7 is not allowed: i must be a game number from 0"):
        sim.game(np.int64(7))


@pytest.mark.parametrize(
    ("arguments", "name"),
    [({"cancel": "x"}, "cancel"), ({"executor": 5}, "executor"), ({"on_chunk": 5}, "on_chunk")],
)
def test_simulate_names_an_argument_of_the_wrong_type(arguments, name):
    with pytest.raises(TypeError, match=f"^{name}: expected"):
        simulate(Rules(), 10, seed=1, engine="python", progress=False, **arguments)


@pytest.mark.parametrize("name", [["classic"], {"classic": 1}, None, 3])
def test_a_preset_that_is_not_a_name_names_the_argument(name):
    with pytest.raises(TypeError, match=r"^name: expected a preset's name"):
        Rules.preset(name)


# -- bounded memory -----------------------------------------------------------------------------
def synced_size(value: object) -> int:
    return len(json.dumps(value, separators=(",", ":")))


@pytest.mark.slow  # a minute on 2 cores: make test-slow
def test_the_summary_of_a_100000_round_game_stays_small():
    # Table order with peace at almost every tie: no repeated position is looked for, and the
    # game runs to the safety cap.  The engine plays it fast; the widget plays the last rounds.
    w = WarWidget(Rules(face_down=0, pickup="table", peace=0.99), seed=0)
    while w.game.round < 99_990:
        w.game.step()
    w.play_to_end()
    assert w.over and w.round == 100_000
    s = w.summary
    assert synced_size(s) < 20_000
    assert s["rounds"] == 100_000 and len(s["counts_per_round"]) == len(s["count_rounds"]) <= 300
    assert s["count_rounds"][0] == 0 and s["count_rounds"][-1] == 100_000
    full = w.game.summary()
    assert s["counts_per_round"] == [list(full.counts_per_round[r]) for r in s["count_rounds"]]
    assert s["war_rounds"] == list(full.war_rounds)  # few wars: every one is marked
    exported = json.loads(w.export(limit=None))
    assert len(exported["rounds"]) == 100_001  # Python keeps every round
    assert json.loads(w.export())["rounds_left_out"] == 90_001  # an export is bounded


def test_many_war_marks_share_a_mark_only_below_the_charts_resolution():
    wars = list(range(1, 100_001, 2))  # 50,000 wars in 100,000 rounds
    points, marks = _chart_points(100_000, wars)
    assert len(points) <= SUMMARY_POINTS and points[0] == 0 and points[-1] == 100_000
    assert len(marks) <= SUMMARY_WAR_MARKS and set(marks) <= set(wars)
    # every stretch of 100 rounds (a fifth of a pixel on the 512-pixel chart) keeps its mark
    assert sorted({(r - 1) // 100 for r in marks}) == list(range(1000))
    assert synced_size({"p": [[52, 52, 52, 52, 52, 52, 52, 52]] * len(points), "m": marks}) < 20_000


def test_a_short_game_sends_every_round():
    w = WarWidget(seed=3)
    w.play_to_end()
    assert w.summary["count_rounds"] == list(range(w.round + 1))
    assert len(w.summary["counts_per_round"]) == w.round + 1


def test_the_quiz_keeps_the_latest_answers(monkeypatch):
    assert ANSWERS_KEEP == 1000  # what the docs promise
    monkeypatch.setattr(widget_module, "ANSWERS_KEEP", 25)  # the same cap, reached sooner
    w = WarWidget(quiz=True, quiz_kind="compare", seed=4)
    for _ in range(40):
        if w.over:
            w.new_game()
        w.answer("tie")  # mostly wrong: a second try, then the round is played
        if w.question is not None and w.question["try"] == 2:
            w.answer("tie")
    assert len(w.answers) == 25
    assert w.answers[-1]["round"] == w.round  # the latest are kept
    assert sum(w.score.values()) > 25
