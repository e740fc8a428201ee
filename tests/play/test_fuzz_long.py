"""Hostile input at length: rules, codes, hands, both widgets' messages and updates
(``set_state``), Steal War decisions and policies.

Each property runs a few examples in the default suite and many in the ``slow`` set
(``make test-all``: 6,000 + 4,000 + 3,000 + 2,000 + 5,000 = 20,000 examples).  The
invariants: a named error or a logged ignore, never a hang (each example has a CPU-time
limit, the test a wall-clock one), never another game from a code, and the record of every
game replays it.  ``test_fuzz_frontend.py`` adds 20,000 more, of all three widgets seen from
a fake front-end (both sides agree, cards are conserved); it uses this module's
:func:`runs`, :func:`examples`, :func:`cpu_limit` and rule sets.
"""

from __future__ import annotations

import contextlib
import math
import signal
from collections.abc import Iterator
from typing import Any

import pytest
import traitlets
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from test_fuzz import ANY, CARD, RULE_VALUES, check_game, mutate, war_message
from war_widget import Game, Rules, WarWidget
from war_widget.game.codes import decode
from war_widget.game.policies import POLICY_NAMES, PolicyError
from war_widget.game.rules import OPTION_NAMES, PRESETS, rule_choices
from war_widget.simulation.widget import SimulationWidget

#: CPU seconds one example may take (a loop that never ends burns CPU and is stopped).
EXAMPLE_CPU_SECONDS = 20.0


class Hang(Exception):
    """An example ran past its CPU-time limit."""


@contextlib.contextmanager
def cpu_limit(seconds: float = EXAMPLE_CPU_SECONDS) -> Iterator[None]:
    """Raise :class:`Hang` in this thread once it has used ``seconds`` of CPU time (a
    virtual timer: the wall-clock timer stays pytest-timeout's)."""

    def stop(_signum: int, _frame: object) -> None:
        raise Hang(f"an example used more than {seconds} s of CPU time")

    previous = signal.signal(signal.SIGVTALRM, stop)
    signal.setitimer(signal.ITIMER_VIRTUAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.signal(signal.SIGVTALRM, previous)


def runs(quick: int, long: int) -> list[Any]:
    """Parameters for a property: a few examples by default, many in the slow set."""
    return [
        pytest.param(quick, id="quick"),
        pytest.param(long, id="long", marks=[pytest.mark.slow, pytest.mark.timeout(3600)]),
    ]


def examples(n: int) -> settings:
    return settings(
        max_examples=n,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )


# -- rules and codes ----------------------------------------------------------------------------
def _near_grid() -> st.SearchStrategy[float]:
    def nudge(k: int, ulps: int, offset: float) -> float:
        x = k / 100
        for _ in range(abs(ulps)):
            x = math.nextafter(x, math.inf if ulps > 0 else -math.inf)
        return x + offset

    offsets = st.sampled_from([0.0, 1e-12, -1e-12, 1e-9, -1e-9, 3e-9, 1e-4])
    return st.builds(nudge, st.integers(-1, 101), st.integers(-2, 2), offsets)


MENU = rule_choices()
CHANGE = st.sampled_from(list(MENU)).flatmap(
    lambda name: st.sampled_from(MENU[name]).map(lambda value: (name, value))
)
#: A preset with a menu's change or two, or a probability of peace near the code's grid
#: (mostly rules that play: drawn twice as often); any menu choices (often rules that do
#: not go together); or anything at all.
PRESET_AND_CHANGES = st.builds(
    lambda preset, changes: {**Rules.preset(preset).to_dict(), **dict(changes)},
    st.sampled_from(list(PRESETS)),
    st.lists(CHANGE, max_size=2) | st.tuples(st.tuples(st.just("peace"), _near_grid())),
)
OPTIONS = st.one_of(
    PRESET_AND_CHANGES,
    PRESET_AND_CHANGES,
    st.lists(CHANGE, max_size=6).map(dict),
    st.dictionaries(
        st.sampled_from(OPTION_NAMES),
        RULE_VALUES | _near_grid() | st.sampled_from(["play_next", "end_round", "won_pile"]),
        max_size=6,
    ),
)


def _play_some(game: Game, rounds: int) -> None:
    for _ in range(rounds):
        if game.over:
            return
        if game.pending is not None:
            game.choose(game.pending.options[0])
        else:
            game.step("never" if game.rules.steal != "off" else None)


def rules_and_codes(options: dict[str, Any], seed: int, data: st.DataObject) -> None:
    try:
        rules = Rules.from_dict(options)
    except ValueError as err:
        assert any(name in str(err) for name in [*options, "rule option"]), err
        return
    game = Game(rules, seed=seed)
    back = Game.from_code(game.code)
    assert (back.rules, back.seed) == (rules, game.seed)
    _play_some(game, 30)
    check_game(game)
    assert Game.replay(game.record()).counts == game.counts
    typed = mutate(game.code, data)
    try:
        seed2, rules2, hands2 = decode(typed)
    except ValueError as err:
        assert str(err).startswith("code: "), err
        return
    assert (seed2, rules2, hands2) == (game.seed, rules, None), "another game from a code"


@pytest.mark.parametrize("n", runs(30, 6_000))
def test_rules_and_codes(n):
    @examples(n)
    @given(OPTIONS, st.integers(0, 2**64 - 1), st.data())
    def prop(options, seed, data):
        with cpu_limit():
            rules_and_codes(options, seed, data)

    prop()


# -- hands --------------------------------------------------------------------------------------
HAND_RULES = st.sampled_from(
    [
        Rules(),
        Rules(players=3, pickup="table"),
        Rules(numbers=10, copies=2),
        Rules.preset("steal_war"),
    ]
)
HANDS = st.lists(st.lists(CARD | st.integers(1, 12), max_size=10), min_size=1, max_size=4) | ANY


def hands_game(rules: Rules, hands: Any) -> None:
    try:
        game = Game(rules, hands=hands)
    except ValueError as err:
        assert str(err).startswith("hands"), err
        return
    back = Game.from_code(game.code)
    assert back.piles == game.piles and back.rules == rules
    _play_some(game, 40)
    check_game(game)


@pytest.mark.parametrize("n", runs(30, 4_000))
def test_hands(n):
    @examples(n)
    @given(HAND_RULES, HANDS)
    def prop(rules, hands):
        with cpu_limit():
            hands_game(rules, hands)

    prop()


# -- both widgets: messages and updates -----------------------------------------------------------
PLAY_TRAITS = st.sampled_from(
    [
        *("round", "counts", "code", "over", "question", "feedback", "pending", "result"),
        *("summary", "game_id", "total", "labels", "rules", "names", "lang", "mode", "quiz"),
        *("quiz_kind", "level", "dots", "score", "steal", "ahead", "last_round", "nonsense"),
    ]
)
UPDATE = st.dictionaries(PLAY_TRAITS, ANY | RULE_VALUES | st.just({"peace": 1e-11}), max_size=4)


def play_widget(data: st.DataObject) -> None:
    preset = data.draw(st.sampled_from(["classic", "steal_war", "krig", "guerra_de_sumas"]))
    w = WarWidget(preset=preset, seed=data.draw(st.integers(0, 500)), quiz=data.draw(st.booleans()))
    for _ in range(data.draw(st.integers(1, 10))):
        if data.draw(st.integers(0, 3)) == 0:
            update = data.draw(UPDATE | st.just(w.get_state()))
            try:  # an update message, as the front-end (or a restored state) sends it
                w.set_state(update)
            except traitlets.TraitError as err:  # a setting refused names itself
                assert any(name in str(err) for name in update), err
        else:
            w._on_msg(w, war_message(w, data), [])  # nothing may escape
        game = w.game
        assert (w.round, list(w.counts), w.code, w.over) == (
            game.round, list(game.counts), game.code, game.over,
        )  # fmt: skip
        check_game(game)


@pytest.mark.parametrize("n", runs(20, 3_000))
def test_the_play_widget(n):
    @examples(n)
    @given(st.data())
    def prop(data):
        with cpu_limit():
            play_widget(data)

    prop()


SIM_UPDATE = st.dictionaries(
    st.sampled_from(
        [
            *("state", "done", "total", "histogram", "table", "labels", "engine", "message"),
            *("games", "seed", "lang", "rules_a", "rules_b", "error", "words", "preparing"),
        ]
    ),
    ANY | st.sampled_from([Rules.preset("krig").to_dict(), {"peace": 1e-11}, 5, "es"]),
    max_size=4,
)


def simulation_widget(data: st.DataObject) -> None:
    w = SimulationWidget(Rules(), games=20, seed=1, engine="python")
    for _ in range(data.draw(st.integers(1, 6))):
        update = data.draw(SIM_UPDATE)
        try:
            if data.draw(st.booleans()):
                w.set_state(update)
            else:
                message = {"type": "set"} | data.draw(
                    st.dictionaries(
                        st.sampled_from(["games", "seed", "compare", "side", "preset", "option"]),
                        ANY | st.sampled_from(["a", "b", "krig", "players", True, 4]),
                        max_size=4,
                    )
                )
                w._on_msg(w, message, [])
        except traitlets.TraitError as err:
            assert any(name in str(err) for name in update), err
        assert w.state == "idle" and w.done == 0
        assert len(w.labels) == len(w.rule_sets)
        assert all(r.peace != "ask" for r in w.rule_sets)


@pytest.mark.parametrize("n", runs(20, 2_000))
def test_the_simulation_widget(n):
    @examples(n)
    @given(st.data())
    def prop(data):
        with cpu_limit():
            simulation_widget(data)

    prop()


# -- Steal War decisions and policies --------------------------------------------------------------
def policy(data: st.DataObject) -> Any:
    """A named policy, or one that answers well, badly, with nothing, or raises."""
    how = data.draw(st.sampled_from(["named", "first", "last", "junk", "none", "raise", "list"]))
    if how == "named":
        return data.draw(st.sampled_from(POLICY_NAMES))
    if how == "list":
        return [data.draw(st.sampled_from([*POLICY_NAMES, None])) for _ in range(2)]
    junk = data.draw(ANY)

    def decide(game: Game, pending: Any) -> Any:
        if how == "first":
            return pending.options[0]
        if how == "last":
            return pending.options[-1]
        if how == "junk":
            return junk
        if how == "raise":
            raise RuntimeError("a policy that fails")
        return None

    return decide


def steal_war(data: st.DataObject) -> None:
    rules = Rules.preset(
        "steal_war",
        steal=data.draw(st.sampled_from(["play_next", "end_round"])),
        players=data.draw(st.integers(2, 4)),
    )
    game = Game(rules, seed=data.draw(st.integers(0, 2**64 - 1)))
    for _ in range(data.draw(st.integers(1, 60))):
        if game.over:
            break
        before = game.record()
        try:
            if game.pending is not None:
                game.choose(data.draw(st.sampled_from(game.pending.options) | ANY))
            else:
                game.step(policy(data))
        except (PolicyError, ValueError) as err:
            assert "policy" in str(err) or "decision" in str(err), err
            assert game.record() == before, "a refused step changed the game"
        check_game(game)


@pytest.mark.parametrize("n", runs(30, 5_000))
def test_steal_war_decisions_and_policies(n):
    @examples(n)
    @given(st.data())
    def prop(data):
        with cpu_limit():
            steal_war(data)

    prop()


def test_the_cpu_limit_stops_a_loop_that_never_ends():
    with pytest.raises(Hang), cpu_limit(0.2):
        while True:
            pass
