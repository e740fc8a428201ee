"""A cheap message costs little: ``hello`` answered from a kept state and limited in rate,
a saved state's code and round bounded, ``play_to_end()`` and exports bounded (issue 33, 7).

Behaviour, not timing (the times are in benchmarks/message_costs.py): the second ``hello``
tells no round anew (calls counted), a 10 MB code is never decoded, a far round is refused
before a round is replayed, ``play_to_end()`` stops at its limit and says so.
"""

from __future__ import annotations

import json
import logging
import warnings
from typing import Any

import pytest

from war_widget import Game, Rules, WarWidget
from war_widget.play import restore, session
from war_widget.play.messages import HELLO_BURST, HISTORY_REPLAY, Gate
from war_widget.play.restore import MAX_CODE_TEXT, MAX_RESTORE_ROUNDS
from war_widget.play.widget import PLAY_TO_END_LIMIT, PlayLimitWarning
from war_widget.simulation.messages import MAX_SET_TEXT
from war_widget.simulation.widget import SimulationWidget

NEVER_ENDS = Rules(numbers=1, copies=8, peace="always")


def sent_by(w: Any) -> list[Any]:
    sent: list[Any] = []
    w.send = lambda content, buffers=None: sent.append(content)
    return sent


def played(rounds: int) -> WarWidget:
    """A table that has played ``rounds`` rounds of a game that never ends."""
    w = WarWidget(NEVER_ENDS, seed=4)
    for _ in range(rounds):
        w.flip()
    return w


# -- hello -------------------------------------------------------------------------------------
def test_a_second_hello_tells_no_round_anew(monkeypatch: pytest.MonkeyPatch) -> None:
    w = played(30)
    told: list[int] = []
    recent = session.Session.recent

    def counted(self: session.Session, count: int) -> list[dict[str, Any]]:
        told.append(count)
        return recent(self, count)

    monkeypatch.setattr(session.Session, "recent", counted)
    sent = sent_by(w)
    for _ in range(3):
        w._handle_custom_msg({"type": "hello"}, [])
    assert len(sent) == 3 and sent[0] == sent[1] == sent[2]
    assert told == [HISTORY_REPLAY]  # computed once, then kept
    w.flip()  # a round played: the next hello tells it
    w._handle_custom_msg({"type": "hello"}, [])
    assert len(told) == 2 and sent[-1]["rounds"][-1]["n"] == 31
    w.lang = "es"  # other words: told anew, in Spanish
    w._handle_custom_msg({"type": "hello"}, [])
    assert len(told) == 3 and sent[-1]["rounds"][-1]["steps"] != sent[-2]["rounds"][-1]["steps"]
    w.new_game()  # another game: nothing of the old one
    w._handle_custom_msg({"type": "hello"}, [])
    assert sent[-1] == {"type": "history", "game": w.game_id, "rounds": []}


def test_the_hello_answer_holds_what_the_history_panel_shows_in_a_few_kilobytes() -> None:
    w = played(80)
    sent = sent_by(w)
    w._handle_custom_msg({"type": "hello"}, [])
    rounds = sent[0]["rounds"]
    assert [r["n"] for r in rounds] == list(range(61, 81))  # the latest HISTORY_REPLAY
    assert all(set(r) == {"n", "finished", "steps"} and r["steps"] for r in rounds)
    assert rounds[-1]["steps"] == w.play_session.round_view(w.play_session.last)["steps"]
    assert len(json.dumps(sent[0]).encode()) < 8_000


def test_hellos_beyond_the_rate_are_ignored_with_one_log_line(
    caplog: pytest.LogCaptureFixture,
) -> None:
    w = played(3)
    sent = sent_by(w)
    with caplog.at_level(logging.WARNING):
        for _ in range(1000):
            w._handle_custom_msg({"type": "hello"}, [])
    assert len(sent) == HELLO_BURST
    assert caplog.text.count("ignored hello messages") == 1


def test_the_gate_lets_messages_through_again_as_time_passes(
    caplog: pytest.LogCaptureFixture,
) -> None:
    now = [0.0]
    gate = Gate("hello", rate=4, burst=2, clock=lambda: now[0])
    with caplog.at_level(logging.WARNING):
        assert [gate.admit() for _ in range(5)] == [True, True, False, False, False]
        now[0] += 0.25  # a quarter of a second: one more
        assert [gate.admit(), gate.admit()] == [True, False]
        now[0] += 100  # a long pause: a whole burst, never more
        assert [gate.admit() for _ in range(3)] == [True, True, False]
    assert caplog.text.count("ignored hello messages") == 2  # once per flood


# -- a saved state ------------------------------------------------------------------------------
def test_a_ten_megabyte_code_is_refused_without_being_read(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    w = WarWidget(seed=5)
    w.flip()
    before = (w.code, w.round, w.game_id)
    decoded: list[Any] = []
    monkeypatch.setattr(restore.Game, "from_code", lambda code: decoded.append(code))
    with caplog.at_level(logging.WARNING):
        w.set_state({"code": "Y" * 10_000_000, "round": 3})
        w.set_state({"code": "Y" * (MAX_CODE_TEXT + 1)})
        w.set_state({"code": 12345})
    assert decoded == []
    assert (w.code, w.round, w.game_id) == before
    assert f"at most {MAX_CODE_TEXT} characters" in caplog.text
    assert len(caplog.text) < 5_000  # the code is quoted cut short


def test_the_games_own_long_code_is_still_restored_to_its_round() -> None:
    deal = Game(Rules(), seed=1)
    code = Game(Rules(), hands=[list(p) for p in deal.piles]).code  # a whole deal: 98 characters
    assert len(code) > MAX_CODE_TEXT
    w = WarWidget(code=code)
    other = WarWidget(code=code)
    for _ in range(4):
        w.flip()
    other.set_state({"code": w.code, "round": 4})
    assert (other.round, list(other.counts)) == (4, list(w.counts))


def test_a_round_too_far_to_replay_is_refused_with_the_limit_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    far = Game(NEVER_ENDS, seed=1).code
    w = WarWidget(seed=5)
    before = (w.code, w.round, w.game_id)
    steps: list[int] = []
    step = Game.step
    monkeypatch.setattr(Game, "step", lambda self, *a: steps.append(1) or step(self, *a))
    w.set_state({"code": far, "round": 100_000})
    assert steps == []  # refused before a round is replayed
    assert (w.code, w.round, w.game_id) == before
    assert "round 100,000" in w.notice and f"{MAX_RESTORE_ROUNDS:,} rounds" in w.notice
    w.lang = "pl"
    w.set_state({"code": far, "round": MAX_RESTORE_ROUNDS + 1})
    assert "2001" in w.notice and "najwyżej 2000 rund" in w.notice


def test_the_furthest_round_allowed_is_replayed() -> None:
    far = Game(NEVER_ENDS, seed=1)
    w = WarWidget(seed=5)
    w.set_state({"code": far.code, "round": MAX_RESTORE_ROUNDS})
    assert (w.code, w.round) == (far.code, MAX_RESTORE_ROUNDS)


# -- play_to_end ---------------------------------------------------------------------------------
def test_play_to_end_stops_at_its_limit_and_says_so() -> None:
    w = WarWidget(NEVER_ENDS, seed=1)
    with pytest.warns(PlayLimitWarning, match=r"stopped after 10,000 rounds"):
        w.play_to_end()
    assert (w.round, w.over) == (PLAY_TO_END_LIMIT, False)
    assert "10,000 rounds" in w.notice and "play_to_end()" in w.notice
    # The look-ahead follows the game: the next round shown at once is the one Python plays.
    ahead = w.ahead[0]
    rnd = w.flip()
    assert (ahead["n"], ahead["counts"]) == (rnd.number, list(rnd.counts))
    assert w.notice == ""  # said until play goes on


def test_play_to_end_plays_on_from_where_it_stopped_and_to_the_end() -> None:
    w = WarWidget(seed=3)
    with pytest.warns(PlayLimitWarning):
        w.play_to_end(limit=5)
    assert w.round == 5 and not w.over
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a game that ends within the limit warns nothing
        w.play_to_end()
    assert w.over and w.summary is not None
    assert w.game.round == Game(Rules(), seed=3).play().rounds


@pytest.mark.parametrize("limit", [0, -1, 2.5, True, "10"])
def test_play_to_end_refuses_a_limit_that_is_not_a_count(limit: Any) -> None:
    with pytest.raises(ValueError, match="limit must be a whole number"):
        WarWidget(seed=3).play_to_end(limit=limit)


# -- exports ---------------------------------------------------------------------------------------
def test_an_export_writes_its_first_rounds_and_says_how_many_were_left_out() -> None:
    game = Game(Rules(), seed=3)
    for _ in range(12):
        game.step()
    data = json.loads(game.export("json", limit=5))
    assert [r["round"] for r in data["rounds"]] == [0, 1, 2, 3, 4]
    assert data["rounds_left_out"] == 8
    lines = game.export("csv", limit=5).splitlines()
    assert len(lines) == 1 + 5 + 1 and lines[-1].startswith("# 8 later rounds left out")
    whole = json.loads(game.export("json", limit=None))
    assert len(whole["rounds"]) == 13 and "rounds_left_out" not in whole
    with pytest.raises(ValueError, match="limit must be None or a whole number"):
        game.export("json", limit=0)


def test_a_game_that_never_ends_exports_at_most_ten_thousand_rounds() -> None:
    w = WarWidget(NEVER_ENDS, seed=1)
    with pytest.warns(PlayLimitWarning):
        w.play_to_end(limit=10_050)
    data = json.loads(w.export("json"))
    assert len(data["rounds"]) == 10_000 and data["rounds_left_out"] == 51
    assert len(w.export("csv").splitlines()) == 1 + 10_000 + 1


# -- the simulation widget -----------------------------------------------------------------------
@pytest.mark.parametrize("field", ["seed", "games", "preset", "value"])
def test_the_simulation_widget_refuses_a_huge_value_unread(
    field: str, caplog: pytest.LogCaptureFixture
) -> None:
    w = SimulationWidget()
    before = (w.games, w.seed, dict(w.rules_a))
    content = {"type": "set", "side": "a", "option": "players", field: "9" * 10_000_000}
    with caplog.at_level(logging.WARNING):
        w._handle_custom_msg(content, [])
    assert (w.games, w.seed, dict(w.rules_a), w.error) == (*before, "")
    assert f"longer than {MAX_SET_TEXT} characters" in caplog.text
    w._handle_custom_msg({"type": "set", "seed": "9" * 30}, [])  # a long seed is told why
    assert 0 < len(w.error) < 200
