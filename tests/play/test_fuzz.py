"""Hostile input, generated: codes, rules, hands, CLI arguments and both widgets' messages.

Bounded examples keep it fast; the invariants: the counts add
up, a round never goes back, the code replays the state, and only the named error types
escape (``ValueError``, ``TypeError``, ``traitlets.TraitError``; a CLI error is exit status 2
with one line; a front-end message never raises).
"""

from __future__ import annotations

import math
from typing import Any

import pytest
import traitlets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from war_widget import Game, Rules, WarWidget
from war_widget.cli.commands import main
from war_widget.game.cards import Card
from war_widget.game.codes import ALPHABET, decode, normalize
from war_widget.game.rules import OPTION_NAMES, PRESETS
from war_widget.simulation.widget import SimulationWidget

FUZZ = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

#: Values of every shape a message or a careless call can carry.
ANY = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["by_rank", "never", "ask", "table", "war", "peace", "tie", "classic"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)
HUGE = st.sampled_from([math.inf, -math.inf, math.nan, 1e300, 10**30])
SMALL = st.integers(-3, 12) | st.sampled_from([0.5, 1.0, 2**64, math.inf, True])
RULE_VALUES = SMALL | st.sampled_from(
    [
        *("by_rank", "never", "always", "ask", 0.25, 0.3333, "table", "won_pile", "shuffled"),
        *("sum", "difference", "product", "lose", "last_card_up", "war_is_superior", None, 40),
    ]
)


def check_game(game: Game) -> None:
    """Counts add up and the code replays the game to its round."""
    assert sum(game.counts) + len(game.table) == game.cards_in_play
    if game.rules.steal != "off":  # Steal War: the code plus the choices made (the record)
        replay = Game.replay(game.record())
        assert (replay.counts, replay.round, replay.pending) == (
            game.counts,
            game.round,
            game.pending,
        )
    elif game.rules.peace != "ask":
        replay = Game.from_code(game.code)
        for _ in range(game.round):
            replay.step()
        assert replay.counts == game.counts and replay.round == game.round


# -- codes --------------------------------------------------------------------------------------
def mutate(code: str, data: st.DataObject) -> str:
    text = normalize(code)
    i = data.draw(st.integers(0, len(text)))
    how = data.draw(st.sampled_from(["insert", "delete", "replace", "swap", "unicode"]))
    ch = data.draw(st.sampled_from(ALPHABET + "SZszßſﬀİ0O1Il- "))
    if how == "insert":
        return text[:i] + ch + text[i:]
    if how == "delete":
        return text[:i] + text[i + 1 :]
    if how == "replace":
        return text[:i] + ch + text[i + 1 :]
    if how == "swap" and i + 1 < len(text):
        return text[:i] + text[i + 1] + text[i] + text[i + 2 :]
    return text[:i] + data.draw(st.text(max_size=2)) + text[i:]


@FUZZ
@given(st.integers(0, 2**64 - 1), st.sampled_from(list(PRESETS)), st.data())
def test_a_code_read_back_is_the_game_it_names_or_an_error(seed, preset, data):
    game = Game(Rules.preset(preset), seed=seed)
    typed = mutate(game.code, data)
    try:
        seed2, rules2, hands2 = decode(typed)
    except ValueError:
        return
    # Whatever a code reads as, it is written exactly so (one code per game) ...
    assert normalize(Game(rules2, seed=seed2, hands=hands2).code) == normalize(
        typed.replace("S", "5").replace("s", "5").replace("Z", "2").replace("z", "2")
    )
    # ... and a single typo never reads as another game.
    assert (seed2, rules2) == (game.seed, game.rules)


@FUZZ
@given(st.text(max_size=40) | st.text(alphabet=ALPHABET + "-", max_size=30))
def test_any_text_is_a_game_or_a_code_error(text):
    try:
        game = Game.from_code(text)
    except ValueError as err:
        assert str(err).startswith("code: ")
        return
    check_game(game)


# -- rules and hands ----------------------------------------------------------------------------
@FUZZ
@given(st.dictionaries(st.sampled_from([*OPTION_NAMES, "colour"]), RULE_VALUES, max_size=5))
def test_rules_are_valid_or_a_named_error(options):
    try:
        rules = Rules.from_dict(options)
    except ValueError as err:
        assert any(name in str(err) for name in [*options, "rule option"]), err
        return
    game = Game(rules, seed=1)
    for _ in range(20):
        if game.over:
            break
        game.choose("war") if game.pending else game.step()
    check_game(game)


CARD_TEXT = st.sampled_from(["KS", "10h", "2", "A♠", "JOKER", "T", "Q", "1", "ZZ", "", " k "])
CARD = CARD_TEXT | st.integers(0, 200).map(Card) | ANY


@FUZZ
@given(st.integers(2, 4), st.lists(st.lists(CARD, max_size=8), max_size=5) | ANY)
def test_hands_are_a_game_or_a_named_error(players, hands):
    try:
        game = Game(Rules(players=players, pickup="table"), hands=hands)
    except ValueError as err:
        assert str(err).startswith("hands"), err
        return
    assert Game.from_code(game.code).piles == game.piles
    for _ in range(30):
        if game.over:
            break
        game.step()
    check_game(game)


# -- the CLI ------------------------------------------------------------------------------------
CLI_WORDS = st.sampled_from(
    [
        *("play", "simulate", "--seed", "--code", "--preset", "--lang", "--names", "--level"),
        *("--games", "--set", "--engine", "--within", "--chunk-size", "--workers", "--json"),
        *("3", "-1", "0", "x", "inf", "1e3", "es-ES", "no", "Ana,", "Ana,Ben", "krig", "brief"),
        *("face_down=1", "players=9", "E4DV-45E", "ß", "python", "fast", "1", "20"),
    ]
)


@settings(max_examples=60, deadline=None)
@given(st.lists(CLI_WORDS, max_size=7))
def test_the_cli_plays_or_fails_on_one_line(argv):
    if "simulate" in argv[:1]:
        argv = [*argv, "--games", "5", "--engine", "python", "--workers", "1", "--no-progress"]
    with pytest.MonkeyPatch.context() as mp:
        errors = _capture(mp)  # and an empty stdin: the terminal game stops at once ([q])
        try:
            assert main(argv) == 0
        except SystemExit as stop:
            assert stop.code == 2, argv
            text = errors.getvalue()
            assert text.startswith("error: ") and text.count("\n") == 1, (argv, text)


def _capture(mp: pytest.MonkeyPatch) -> Any:
    import io
    import sys

    err = io.StringIO()
    mp.setattr(sys, "stdin", io.StringIO())
    mp.setattr(sys, "stderr", err)
    mp.setattr(sys, "stdout", io.StringIO())
    return err


# -- the play widget's messages ------------------------------------------------------------------
def war_message(w: WarWidget, data: st.DataObject) -> Any:
    kind = data.draw(
        st.sampled_from(
            [
                *("flip", "flip", "flip", "choose", "answer", "new_game", "set_rules", "preset"),
                *("code", "settings", "hello", "other"),
            ]
        )
    )
    if kind == "other":
        return data.draw(ANY)
    game = data.draw(st.just(w.game_id) | ANY)
    fields: dict[str, Any] = {"type": kind, "game": game}
    if kind == "flip":
        fields["round"] = data.draw(st.just(w.round + 1) | ANY)
    elif kind == "choose":
        fields["decision"] = data.draw(st.sampled_from(["war", "peace"]) | ANY)
    elif kind == "answer":
        q = w.question
        fields["round"] = q["round"] if q and data.draw(st.booleans()) else data.draw(ANY)
        fields["answer"] = data.draw(st.integers(-1, 3) | st.just("tie") | ANY)
    elif kind == "set_rules":
        fields["changes"] = data.draw(
            st.dictionaries(st.sampled_from(OPTION_NAMES), RULE_VALUES, max_size=3) | ANY
        )
    elif kind == "preset":
        fields["name"] = data.draw(st.sampled_from(list(PRESETS)) | ANY)
    elif kind == "code":
        fields["code"] = data.draw(st.sampled_from(["E4DV-45E", w.code]) | st.text(max_size=10))
    elif kind == "settings":
        fields = {"type": kind} | data.draw(
            st.dictionaries(
                st.sampled_from(["speed", "level", "lang", "mode", "auto", "dots", "x"]),
                st.sampled_from(["fast", "brief", "es-ES", "two_players", True, "nope"]) | ANY,
                max_size=3,
            )
        )
    return fields


@FUZZ
@given(st.data(), st.booleans())
def test_the_play_widget_survives_any_message(data, quiz):
    w = WarWidget(quiz=quiz, seed=data.draw(st.integers(0, 1000)))
    for _ in range(data.draw(st.integers(1, 12))):
        before = (w.game_id, w.round)
        w._on_msg(w, war_message(w, data), [])  # nothing may escape
        if w.game_id == before[0]:
            assert w.round >= before[1], "a round never goes back"
        assert list(w.counts) == list(w.game.counts)
        assert w.code == w.game.code
        check_game(w.game)


@FUZZ
@given(st.data())
def test_the_play_widgets_python_api_raises_only_named_errors(data):
    w = WarWidget(seed=2)
    calls = [
        lambda: w.flip(),
        lambda: w.new_game(seed=data.draw(ANY)),
        lambda: w.new_game(preset=data.draw(ANY)),
        lambda: w.new_game(code=data.draw(ANY)),
        lambda: setattr(w, "rules", data.draw(ANY)),
        lambda: setattr(w, "names", data.draw(ANY)),
        lambda: setattr(w, "lang", data.draw(ANY)),
        lambda: w.answer(data.draw(ANY)),
        lambda: w.choose(data.draw(ANY)),
    ]
    for _ in range(6):
        before = (w.game_id, w.round, w.code)
        try:
            data.draw(st.sampled_from(calls))()
        except (ValueError, TypeError, RuntimeError, traitlets.TraitError):
            if w.game_id == before[0]:
                assert (w.round, w.code) == before[1:], "a refusal changes nothing"
        check_game(w.game)


# -- the simulation widget's messages -----------------------------------------------------------
@FUZZ
@given(st.data())
def test_the_simulation_widget_survives_any_message(data):
    w = SimulationWidget(Rules(), games=20, seed=1, engine="python")
    for _ in range(data.draw(st.integers(1, 6))):
        message = data.draw(
            st.fixed_dictionaries(
                {"type": st.sampled_from(["set", "set", "set", "set", "cancel", "bogus", 3])},
                optional={
                    "games": HUGE | SMALL | ANY,
                    "seed": HUGE | SMALL | ANY,
                    "compare": st.booleans() | ANY,
                    "side": st.sampled_from(["a", "b"]) | ANY,
                    "preset": st.sampled_from(list(PRESETS)) | ANY,
                    "option": st.sampled_from(["players", "face_down", "pickup"]) | ANY,
                    "value": RULE_VALUES | ANY,
                },
            )
            | ANY
        )
        w._on_msg(w, message, [])  # nothing may escape
        assert w.state == "idle"
        for rules in w.rule_sets:
            assert rules.peace != "ask"
        assert 1 <= w.games <= 10_000_000
        assert w.seed is None or (type(w.seed) is int and w.seed >= 0)
        assert len(w.labels) == len(w.rule_sets)
