"""The live class's records made from real games (war_widget.classroom.report) and the play
widget's reporting hook, off by default."""

from __future__ import annotations

import logging
import re
from typing import Any

import pytest

from war_widget import Game, Rules, WarWidget
from war_widget.classroom.report import Reporter
from war_widget.play.session import Session

ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def first_war_seed() -> int:
    """A deal whose first flip is a war (about one in 17)."""
    for seed in range(500):
        if Game(seed=seed).step().wars:
            return seed
    raise AssertionError("no first-flip war in 500 deals")


def reported(**options: Any) -> tuple[WarWidget, Reporter]:
    reporter = Reporter("03_probability", "dev1")
    return WarWidget(report=reporter, **options), reporter


def test_a_round_is_what_each_seat_turned_up_who_won_and_whether_it_was_a_war() -> None:
    seed = first_war_seed()
    table, reporter = reported(seed=seed)
    rnd = table.flip()
    table.flip()
    first, second = reporter.take()
    assert first["id"] == "dev1-1" and second["id"] == "dev1-2"
    assert first["kind"] == "round" and first["lesson"] == "03_probability"
    data = first["data"]
    assert data["first"] is True and data["war"] is True and data["round"] == 1
    assert data["game"] == 1 and data["seats"] == 2 and data["winner"] == rnd.winner
    # The opening flip's worths, the same for both (a war), as the engine's round says.
    flips = [ev for ev in rnd.events if ev.kind == "flip" and ev.count == 0]
    assert data["cards"] == [ev.value for ev in sorted(flips, key=lambda ev: ev.seat)]
    assert data["cards"][0] == data["cards"][1]
    assert second["data"]["first"] is False and second["data"]["round"] == 2


def test_a_game_played_to_its_end_reports_every_round_then_the_game() -> None:
    seed = first_war_seed()
    table, reporter = reported(seed=seed)
    table.play_to_end()
    records = reporter.take()
    rounds = [r for r in records if r["kind"] == "round"]
    (game,) = [r for r in records if r["kind"] == "game"]
    assert records[-1] is game
    summary = table.game.summary()
    assert game["data"] == {
        "game": 1,
        "rounds": table.game.result.rounds,
        "wars": summary.wars,
        "first_war": True,
        "winner": table.game.result.winner,
        "reason": table.game.result.reason,
        "code": table.game.code,
    }
    assert len(rounds) == game["data"]["rounds"]
    assert [r["data"]["round"] for r in rounds] == list(range(1, len(rounds) + 1))
    assert sum(r["data"]["war"] for r in rounds) == len(summary.war_rounds)
    # The next game is numbered on, its first round is a first flip again.
    table.new_game(seed=seed + 1)
    table.flip()
    (again,) = reporter.take()
    assert again["data"]["game"] == 2 and again["data"]["first"] is True


def test_a_game_without_a_first_war_says_so() -> None:
    seed = next(s for s in range(100) if not Game(seed=s).step().wars)
    table, reporter = reported(seed=seed)
    table.play_to_end()
    game = reporter.take()[-1]
    assert game["kind"] == "game" and game["data"]["first_war"] is False


def test_quiz_answers_right_and_wrong_with_their_tries_and_no_name() -> None:
    table, reporter = reported(preset="ladder_10", quiz=True, quiz_kind="compare", seed=4,
                               names=["Zofia"])  # fmt: skip
    right = table._answer
    table.answer(right)
    # Next question: wrong twice (a seat that is not the answer, or "tie" when one wins).
    wrong = "tie" if table._answer != "tie" else 0
    table.answer(wrong)
    table.answer(wrong)
    answers = [r for r in reporter.take() if r["kind"] == "answer"]
    assert len(answers) == 2  # one record per question, once it is answered for good
    first, second = (a["data"] for a in answers)
    assert first["quiz"] == "compare" and first["right"] is True and first["tries"] == 1
    cards = first["question"].split(" ? ")
    assert len(cards) == 2 and all(c.isdigit() for c in cards)
    assert first["given"] in cards  # the worth of the card tapped
    assert second["right"] is False and second["tries"] == 2 and second["given"] == "="
    assert all("Zofia" not in str(a) for a in answers)


@pytest.mark.parametrize(
    ("kind", "preset", "pattern"),
    [
        ("combine", "guerra_de_sumas", r"^\d+ \+ \d+$"),
        ("count", "ladder_10", r"^\d+ → \?$"),
        ("symbol", "ladder_10", r"^\d+ \? \d+$"),
        ("more", "ladder_10", r"^\d+ - \d+$"),
    ],
)
def test_each_kind_of_question_is_a_short_text(kind: str, preset: str, pattern: str) -> None:
    table, reporter = reported(preset=preset, quiz=True, quiz_kind=kind, seed=2)
    table.answer(table._answer)
    (answer,) = [r["data"] for r in reporter.take() if r["kind"] == "answer"]
    assert answer["quiz"] == kind and answer["right"] is True
    assert re.match(pattern, answer["question"]), answer["question"]
    assert answer["given"] == str(table.answers[-1]["correct"])


def test_ids_are_unique_and_follow_the_pages_numbering() -> None:
    reporter = Reporter("01_play", "abc_9", start=2_000_001)
    table = WarWidget(seed=1, report=reporter)
    table.play_to_end()
    table.new_game(seed=2)
    table.play_to_end()
    ids = [r["id"] for r in reporter.take()]
    assert len(ids) == len(set(ids)) and ids[0] == "abc_9-2000001"
    assert all(ID.match(i) for i in ids)


def test_a_batch_is_sent_on_flush_and_then_forgotten() -> None:
    batches: list[list[dict[str, Any]]] = []
    reporter = Reporter("01_play", "d", send=batches.append)
    table = WarWidget(seed=1, report=reporter)
    assert reporter.flush() == 0 and batches == []
    table.flip()
    table.flip()
    assert reporter.flush() == 2 and [len(b) for b in batches] == [2]
    assert reporter.flush() == 0 and reporter.take() == []


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (("3_probability", "d"), "lesson="),
        (("03_probability", "a-b"), "device="),
        (("03_probability", ""), "device="),
        (("03_probability", "d", -1), "start="),
        (("03_probability", "d", True), "start="),
    ],
)
def test_a_reporter_refuses_what_is_not_allowed(args: tuple[Any, ...], named: str) -> None:
    lesson, device, *start = args
    with pytest.raises(ValueError, match=named):
        Reporter(lesson, device, start=start[0] if start else 1)


def test_the_hook_is_off_by_default_and_can_be_set_later() -> None:
    table = WarWidget(seed=1)
    assert table.report is None and table.play_session.report is None
    table.flip()  # nothing to tell, nothing fails
    assert Session(Game(seed=1)).report is None
    reporter = Reporter("01_play", "d")
    table.report = reporter
    table.flip()
    assert [r["data"]["round"] for r in reporter.take()] == [2]
    table.report = None
    table.flip()
    assert reporter.take() == []
    with pytest.raises(TypeError, match="report: expected None or a callable"):
        table.report = "yes"  # type: ignore[assignment]
    with pytest.raises(TypeError, match="report: expected None or a callable"):
        WarWidget(report=42)  # type: ignore[arg-type]


def test_a_failing_reporter_is_logged_and_play_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    def broken(kind: str, details: dict[str, Any]) -> None:
        raise RuntimeError("the reporter broke")

    table = WarWidget(seed=1, report=broken)
    with caplog.at_level(logging.ERROR, logger="war_widget.play.session"):
        table.flip()
        table.flip()
    assert table.round == 2
    assert "the reporter failed on a round" in caplog.text


def test_a_round_waiting_for_a_decision_is_reported_once_finished() -> None:
    seed = first_war_seed()
    reporter = Reporter("01_play", "d")
    table = WarWidget(Rules(peace="ask"), seed=seed, report=reporter)
    table.flip()
    assert table.game.pending is not None and reporter.take() == []
    table.choose("war")
    (record,) = reporter.take()
    assert record["data"]["war"] is True and record["data"]["round"] == 1
