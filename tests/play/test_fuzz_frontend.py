"""A hostile front-end for all three widgets: messages, updates and Python calls, in any order.

Each example builds a widget, attaches a fake front-end (:mod:`frontend_model`: the model a
browser keeps, fed by every message Python sends) and drives it with a short generated
sequence of steps, each one of: a custom message (a click's intent, well formed or junk), an
update message (``set_state``: settings with good and bad values, traits Python owns,
``_esm``, ``_css``, unknown names, wrong types, huge texts, a saved state), a request for the
whole state, or a call of the Python API.  Messages go through ipywidgets' ``_handle_msg``,
as the kernel delivers them.  After every step:

- both sides agree: every synced trait of the front-end's model equals ``get_state()``;
- no exception escaped a message handler, nothing was logged at ERROR, every message Python
  sent was JSON;
- the play widget's cards are conserved: draw piles, won piles and the table hold the cards
  dealt (the deck, less the cards set aside), and ``counts`` plus the table add up to ``total``;
- the tally's results, view and CSV count the same results; the simulation is never left
  running or in error.

At the end the widget still plays: a flip (or the choice or quiz answer the game waits for,
or a new deal when it is over) moves the game on; a run of 20 games ends done; a result typed
in is kept.  A few dozen examples run in ``make test``, 20,000 in ``make test-all``
(7,000 play + 5,000 simulation + 8,000 tally).  What it found is pinned, one sequence each,
in ``test_front_end_agrees.py``.
"""

from __future__ import annotations

import contextlib
import tempfile
from functools import cache
from typing import Any

import pytest
import traitlets
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.strategies import DataObject

from frontend_model import FakeFrontEnd
from test_fuzz import ANY, RULE_VALUES
from test_fuzz_long import PRESET_AND_CHANGES, cpu_limit, examples, runs
from war_widget import ClassTally, Game, Rules, WarWidget, locale
from war_widget.game.codes import decode
from war_widget.game.rules import OPTION_NAMES, PRESETS, rule_choices
from war_widget.play import quiz_face
from war_widget.play.checks import CHOICES
from war_widget.play.messages import SETTINGS
from war_widget.play.schema import _READ_ONLY
from war_widget.simulation.messages import CHOICES as SIM_CHOICES
from war_widget.simulation.widget import _OWNED as SIM_OWNED
from war_widget.simulation.widget import SimulationWidget

#: An update may write ipywidgets' ``layout`` as a dict of junk: traitlets warns that it will
#: refuse the junk one day (then a TypeError, which an update's write refuses by name).
pytestmark = pytest.mark.filterwarnings(
    "ignore:Passing unrecognized arguments to super\\(Layout\\):DeprecationWarning"
)

#: What a Python call may raise when given something wrong (a named error, never another).
API_ERRORS = (ValueError, TypeError, RuntimeError, traitlets.TraitError)

HUGE_TEXT = st.sampled_from(
    ["x" * 100_000, "9" * 5_000, "€" * 20_000, "\u202e" * 500 + "A", "IPY_MODEL_nope"]
)
JUNK = ANY | HUGE_TEXT
BOOLISH = st.booleans() | st.sampled_from([0, 1, "true", None, [], {}])
#: The names an update may carry besides a widget's own: ipywidgets' and anywidget's private
#: and public traits, and names no widget has.
PRIVATE = ["_esm", "_css", "_model_name", "_view_count", "_dom_classes", "_anywidget_id"]
OTHERS = [*PRIVATE, "layout", "tabbable", "tooltip", "nonsense", "", "keys", "comm", "log"]
#: Each property draws its steps one by one from the widget it drives.
given_data = given(st.data())
LANGS = st.sampled_from([*locale.LANGUAGES, "es-ES", "EN", "nb_NO", "xx", "zz"])


def an_update(data: DataObject, good: dict[str, Any], owned: list[str], state: Any) -> Any:
    """An update message's state: one to three names, each with a good value (a setting's),
    Python's own value (an owned trait written back unchanged) or junk; now and then no
    object at all."""
    how = data.draw(st.integers(0, 19))
    if how == 0:
        return data.draw(ANY)
    names = st.sampled_from([*good, *owned, *OTHERS])
    update = {}
    for _ in range(data.draw(st.integers(1, 3))):
        name = data.draw(names)
        same = st.just(state.get(name)) if name in state else st.nothing()
        update[name] = data.draw(good.get(name, st.nothing()) | same | JUNK)
    return update


# -- the play widget --------------------------------------------------------------------------
MENU = rule_choices()
PLAY_GOOD: dict[str, Any] = {
    "lang": LANGS,
    **{name: st.sampled_from([*CHOICES[name], "warp"]) for name in CHOICES},
    **dict.fromkeys(
        ("auto", "dots", "four_colours", "facing", "quiz", "hide_explanation", "speak", "settings"),
        BOOLISH,
    ),
    "names": st.lists(st.text(max_size=12), max_size=5)
    | st.sampled_from([["Ana", "Ben"], ["ليلى"], ["\u202e"], ["x" * 50], ["a\x00b"]]),
    "rules": PRESET_AND_CHANGES | st.dictionaries(st.sampled_from(OPTION_NAMES), RULE_VALUES),
    "score": st.dictionaries(st.sampled_from(["right", "retry", "wrong", "x"]), RULE_VALUES),
}


@cache
def saved_states() -> list[dict[str, Any]]:
    """States a notebook may have saved: games part-way, over, waiting for a decision."""
    states = []
    for preset, seed, rounds in (("krig", 12, 5), ("classic", 3, 0), ("steal_war", 2, 1)):
        w = WarWidget(preset=preset, seed=seed)
        for _ in range(rounds):
            w.choose(w.game.pending.options[0]) if w.game.pending else w.flip()
        states.append(w.get_state())
    w = WarWidget(Rules(numbers=4, copies=1), seed=1)
    w.play_to_end()
    states.append(w.get_state())
    return states


CODES = st.builds(
    lambda preset, seed: Game(Rules.preset(preset), seed=seed).code,
    st.sampled_from(list(PRESETS)),
    st.integers(0, 10_000),
)


def play_update(w: WarWidget, data: DataObject) -> Any:
    how = data.draw(st.integers(0, 9))
    if how == 0:  # a notebook's saved state written back
        return data.draw(st.sampled_from(saved_states()))
    if how == 1:  # a saved code and round
        return {"code": data.draw(CODES | st.just(w.code)), "round": data.draw(st.integers(0, 60))}
    return an_update(data, PLAY_GOOD, [*_READ_ONLY], w.get_state())


def play_message(w: WarWidget, data: DataObject) -> Any:
    """A custom message of the play table: mostly well formed, often stale, sometimes junk."""
    kind = data.draw(
        st.sampled_from(
            [
                *("flip", "flip", "flip", "choose", "answer", "answer", "new_game", "set_rules"),
                *("preset", "code", "settings", "hello", "junk", "junk"),
            ]
        )
    )
    if kind == "junk":
        return data.draw(ANY | st.builds(lambda t: {"type": t}, JUNK))
    game = data.draw(st.just(w.game_id) | st.just(w.game_id - 1) | ANY)
    message: dict[str, Any] = {"type": kind, "game": game}
    if kind == "flip":
        message["round"] = data.draw(st.sampled_from([w.round + 1, w.round]) | ANY)
    elif kind == "choose":
        options = list(w.game.pending.options) if w.game.pending else ["war"]
        message["decision"] = data.draw(
            st.sampled_from([*options, "war", "peace", "steal", "play"]) | ANY
        )
    elif kind == "answer":
        q = w.question
        message["round"] = q["round"] if q and data.draw(st.booleans()) else data.draw(ANY)
        right = w._answer
        message["answer"] = data.draw(
            (st.just(right) if right is not None else st.nothing())
            | st.integers(-1, 60)
            | st.sampled_from(["tie", "<", "=", ">"])
            | JUNK
        )
    elif kind == "set_rules":
        change = st.sampled_from(list(MENU)).flatmap(
            lambda n: st.tuples(st.just(n), st.sampled_from(MENU[n]) | RULE_VALUES)
        )
        message["changes"] = data.draw(st.lists(change, max_size=3).map(dict) | ANY)
    elif kind == "preset":
        message["name"] = data.draw(st.sampled_from(list(PRESETS)) | JUNK)
    elif kind == "code":
        message["code"] = data.draw(CODES | st.just(w.code) | st.text(max_size=12) | HUGE_TEXT)
    elif kind == "settings":
        del message["game"]
        names = st.sampled_from([*SETTINGS, "x", "round"])
        for _ in range(data.draw(st.integers(0, 3))):
            name = data.draw(names)
            message[name] = data.draw(PLAY_GOOD.get(name, st.nothing()) | JUNK)
    return message


def play_call(w: WarWidget, data: DataObject) -> None:
    """A call of the Python API (the named errors are allowed; nothing else)."""
    call = data.draw(
        st.sampled_from(
            ["flip", "flip", "choose", "answer", "new_game", "play_to_end", "set", "export"]
        )
    )
    if call == "flip":
        w.flip()
    elif call == "choose":
        w.choose(data.draw(st.sampled_from(["war", "peace", "steal", "play"]) | ANY))
    elif call == "answer":
        right = w._answer
        w.answer(data.draw((st.just(right) if right is not None else st.nothing()) | ANY))
    elif call == "new_game":
        how = data.draw(st.sampled_from(["same", "preset", "code", "seed"]))
        if how == "same":
            w.new_game()
        elif how == "preset":
            w.new_game(preset=data.draw(st.sampled_from(list(PRESETS)) | ANY))
        elif how == "code":
            w.new_game(code=data.draw(CODES | ANY))
        else:
            w.new_game(seed=data.draw(st.integers(0, 2**64) | ANY))
    elif call == "play_to_end":
        w.play_to_end()
    elif call == "set":
        name = data.draw(st.sampled_from([*PLAY_GOOD, "round", "counts"]))
        setattr(w, name, data.draw(PLAY_GOOD.get(name, st.nothing()) | ANY))
    else:
        w.export(data.draw(st.sampled_from(["json", "csv"]) | ANY))


def check_cards(w: WarWidget, fe: FakeFrontEnd) -> None:
    """No card appears or vanishes: in the game, in the widget, on the front-end."""
    game = w.game
    on_table = len(game.table)
    held = sum(map(len, game.piles)) + sum(map(len, game.won_piles)) + on_table
    assert held == game.cards_in_play == w.total, (held, game.cards_in_play, w.total)
    if decode(game.code)[2] is None:  # dealt from the deck (not from hands typed in)
        assert game.cards_in_play + len(game.set_aside) == game.rules.deck_size
    assert list(w.counts) == list(game.counts) and sum(w.counts) + on_table == w.total
    assert sum(fe.model["counts"]) + on_table == fe.model["total"]


def play_on(w: WarWidget, fe: FakeFrontEnd) -> None:
    """The learner can still play: the game moves on from what the front-end sends."""
    game = w.game
    before = (w.game_id, w.round, w.pending, w.question, w.over)
    if game.over:
        fe.send({"type": "new_game"})
    elif game.pending is not None:
        fe.send({"type": "choose", "game": w.game_id, "decision": game.pending.options[0]})
    elif w.quiz and w.question is not None:
        message = {"type": "answer", "game": w.game_id, "round": w.question["round"],
                   "answer": w._answer}  # fmt: skip
        each = w.question.get("each")
        if each:  # face to face: a child who has not answered for good answers on their half
            message["seat"] = next(s for s, e in enumerate(each) if not quiz_face.final(e))
        fe.send(message)
    else:
        fe.send({"type": "flip", "game": w.game_id, "round": w.round + 1})
    after = (w.game_id, w.round, w.pending, w.question, w.over)
    assert after != before, f"the table is stuck at {before} (quiz={w.quiz}, rules={w.rules})"


def play_widget(data: DataObject) -> None:
    preset = data.draw(st.sampled_from(["classic", "steal_war", "krig", "guerra_de_sumas"]))
    w = WarWidget(
        preset=preset,
        seed=data.draw(st.integers(0, 500)),
        quiz=data.draw(st.booleans()),
        mode=data.draw(st.sampled_from(["computer", "two_players"])),
    )
    fe = FakeFrontEnd(w)
    with fe.attached():
        for _ in range(data.draw(st.integers(1, 5))):
            before = (w.game_id, w.round)
            step = data.draw(st.sampled_from(["message"] * 5 + ["update"] * 3 + ["call", "state"]))
            if step == "message":
                fe.send(play_message(w, data))
            elif step == "update":
                fe.update(play_update(w, data))
            elif step == "state":
                fe.request_state()
            else:
                with contextlib.suppress(API_ERRORS):
                    play_call(w, data)
            fe.check()
            check_cards(w, fe)
            if w.game_id == before[0]:
                assert w.round >= before[1], "a round went back"
            for told in fe.custom:  # the only message Python sends: a hello's history
                assert told["type"] == "history" and told["game"] == w.game_id, told
                assert all(r["n"] <= w.round for r in told["rounds"]), "told rounds not played"
            fe.custom.clear()
        play_on(w, fe)
        fe.check()
        check_cards(w, fe)
    w.close()


@pytest.mark.parametrize("n", runs(30, 7_000))
def test_a_hostile_front_end_at_the_play_table(n):
    @examples(n)
    @given_data
    def prop(data):
        with cpu_limit():
            play_widget(data)

    prop()


# -- the simulation widget ---------------------------------------------------------------------
SIM_GOOD: dict[str, Any] = {
    "games": st.sampled_from([1, 20, 100, 10_000_000, 0, -1, 10_000_001, 2.5, 2**70]),
    "seed": st.sampled_from([None, 0, 7, 2**63, 2**64, -1, True, 1.5]),
    "lang": LANGS,
    "rules_a": PRESET_AND_CHANGES,
    "rules_b": st.none() | PRESET_AND_CHANGES,
}


def sim_message(w: SimulationWidget, data: DataObject) -> Any:
    kind = data.draw(st.sampled_from(["set", "set", "set", "run", "cancel", "shown", "junk"]))
    if kind == "junk":
        return data.draw(ANY | st.builds(lambda t: {"type": t}, JUNK))
    if kind != "set":
        return {"type": kind}
    return {"type": "set"} | data.draw(
        st.fixed_dictionaries(
            {},
            optional={
                "games": SIM_GOOD["games"] | JUNK | st.sampled_from(["20", "1e3", ""]),
                "seed": SIM_GOOD["seed"] | JUNK | st.just(""),
                "compare": st.booleans() | ANY,
                "side": st.sampled_from(["a", "b"]) | ANY,
                "preset": st.sampled_from(list(PRESETS)) | JUNK,
                "option": st.sampled_from(list(SIM_CHOICES)) | ANY,
                "value": RULE_VALUES | ANY,
            },
        )
    )


def sim_call(w: SimulationWidget, data: DataObject) -> None:
    call = data.draw(st.sampled_from(["run", "cancel", "set"]))
    if call == "run":
        w.run()
    elif call == "cancel":
        w.cancel()
    else:
        name = data.draw(st.sampled_from([*SIM_GOOD, "state", "done"]))
        setattr(w, name, data.draw(SIM_GOOD.get(name, st.nothing()) | ANY))


def settle(w: SimulationWidget, cancel: bool) -> None:
    """Wait for a run to end (cancelled at once when asked, or after 0.2 s)."""
    if cancel or not w.wait(0.2):
        w.cancel()
    assert w.wait(60.0), "a cancelled run did not stop"


def sim_checks(w: SimulationWidget, fe: FakeFrontEnd) -> None:
    fe.check()
    assert w.state in ("idle", "done", "cancelled"), (w.state, w.error)
    assert len(w.labels) == len(w.rule_sets) and all(r.peace != "ask" for r in w.rule_sets)
    if w.state == "done":
        assert w.done == w.total


def simulation_widget(data: DataObject) -> None:
    w = SimulationWidget(Rules(), games=20, seed=1)
    fe = FakeFrontEnd(w)
    with fe.attached():
        for _ in range(data.draw(st.integers(1, 6))):
            step = data.draw(st.sampled_from(["message"] * 5 + ["update"] * 3 + ["call", "state"]))
            if step == "message":
                fe.send(sim_message(w, data))
            elif step == "update":
                fe.update(an_update(data, SIM_GOOD, sorted(SIM_OWNED), w.get_state()))
            elif step == "state":
                fe.request_state()
            else:
                with contextlib.suppress(API_ERRORS):
                    sim_call(w, data)
            settle(w, cancel=data.draw(st.booleans()))
            sim_checks(w, fe)
        fe.send({"type": "set", "games": 20})
        fe.send({"type": "run"})
        assert w.wait(60.0), "the last run did not end"  # never cancelled: a slow machine waits
        sim_checks(w, fe)
        assert (w.state, w.done) == ("done", 20 * len(w.rule_sets)), (w.state, w.error)
    w.close()


@pytest.mark.parametrize("n", runs(30, 5_000))
def test_a_hostile_front_end_at_the_simulation(n):
    @examples(n)
    @given_data
    def prop(data):
        with cpu_limit():
            simulation_widget(data)

    prop()


# -- the class tally ---------------------------------------------------------------------------
TYPED = st.sampled_from(
    [
        *("yes", "no", "Sí", " NO ", "y", "n", "1", "0", "true", "tak", "nie", "áno", "ja"),
        *("5", "37", "240", "10000", "10001", "0", "-3", "12 15", "4, 2", "3;4", "1.204"),
        *("1 204", "²", "٣", "1e3", "", " ", "5.0", "9" * 5_000),
    ]
)
TALLY_GOOD: dict[str, Any] = {"lang": LANGS}
TALLY_OWNED = ["question", "results", "words", "view", "csv", "error", "file", "path"]


def tally_message(w: ClassTally, data: DataObject) -> Any:
    """A message of the tally's front-end: a line typed in, Undo, Clear all confirmed with
    the count of results the teacher saw (right, stale or junk), or junk."""
    kind = data.draw(st.sampled_from(["add", "add", "add", "undo", "clear", "junk"]))
    if kind == "junk":
        return data.draw(ANY | st.builds(lambda t: {"type": t}, JUNK))
    if kind == "add":
        return {"type": "add", "value": data.draw(TYPED | st.integers(-5, 300) | JUNK)}
    message: dict[str, Any] = {"type": kind}
    if kind == "clear" or data.draw(st.booleans()):
        seen = len(w.results)
        message["count"] = data.draw(st.sampled_from([seen, seen + 1, seen - 1]) | ANY)
    return message


def tally_call(w: ClassTally, data: DataObject) -> None:
    call = data.draw(st.sampled_from(["add", "add", "undo", "clear", "lang", "csv"]))
    if call == "add":
        w.add(data.draw(TYPED | st.integers(-5, 300) | ANY))
    elif call == "undo":
        w.undo()
    elif call == "clear":
        w.clear()
    elif call == "lang":
        w.lang = data.draw(LANGS | ANY)
    else:
        w.to_csv()


def tally_checks(w: ClassTally, fe: FakeFrontEnd) -> None:
    fe.check()
    kept = list(w.tally.results)
    assert list(w.results) == kept and w.view["count"] == len(kept)
    assert len(w.to_csv().splitlines()) == len(kept) + 1
    if w.file is not None and w.file.exists():  # the file holds every result, as typed
        assert w.file.read_text(encoding="utf-8") == w.to_csv()


def make_tally(question: str, folder: str | None) -> ClassTally:
    """A tally keeping its results in a file in ``folder`` (a fresh one), or in no file."""
    file = None if folder is None else f"{folder}/tally-{question}.csv"
    return ClassTally(question, games=200, file=file)


def class_tally(data: DataObject) -> None:
    question = data.draw(st.sampled_from(["first_war", "rounds"]))
    with tempfile.TemporaryDirectory() as folder:
        w = make_tally(question, folder if data.draw(st.booleans()) else None)
        fe = FakeFrontEnd(w)
        with fe.attached():
            for _ in range(data.draw(st.integers(1, 8))):
                step = data.draw(st.sampled_from(["message"] * 5 + ["update"] * 2 + ["call"]))
                if step == "message":
                    fe.send(tally_message(w, data))
                elif step == "update":
                    fe.update(an_update(data, TALLY_GOOD, TALLY_OWNED, w.get_state()))
                else:
                    with contextlib.suppress(API_ERRORS):
                        tally_call(w, data)
                tally_checks(w, fe)
            kept = len(w.results)
            fe.send({"type": "add", "value": "no" if question == "first_war" else "37"})
            tally_checks(w, fe)
            assert len(w.results) == kept + 1 and w.results[-1] in (0, 37)
        w.close()


@pytest.mark.parametrize("n", runs(30, 8_000))
def test_a_hostile_front_end_at_the_class_tally(n):
    @examples(n)
    @given_data
    def prop(data):
        with cpu_limit():
            class_tally(data)

    prop()
