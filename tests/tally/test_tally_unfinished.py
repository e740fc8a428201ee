"""A game not finished when time was up (issue 43, item 6): lesson 03's record sheet writes
"not finished by round N"; the rounds tally takes it typed as printed (in the tally's language
or English), or ``>N`` / ``N+``, keeps it as ``-N``, writes ``>N`` in its CSV, says it back,
and counts it as a game longer than N rounds: in the last bar only when that bar starts at
N + 1 or below.  A live class's game that stopped at a round limit is the same result."""

from __future__ import annotations

import pytest

from war_widget import locale
from war_widget.classroom.report import RECORD_COLUMNS, game_data
from war_widget.game.engine import Game
from war_widget.game.rules import Rules
from war_widget.tally.model import Tally, TallyError, game_results, read_csv
from war_widget.tally.widget import ClassTally
from war_widget.tally.words import added_text, view


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_not_finished_is_typed_in_the_tallys_language_or_english(lang: str) -> None:
    said = locale.say(lang, "tally.unfinished", round=150)
    t = Tally("rounds", lang=lang)
    assert t.add(said) == [-150]
    assert t.add(said.upper()) == [-150]  # case (and accents) do not matter
    assert t.add("not finished by round 80; 187") == [-80, 187]
    assert t.add(">90 200+ 12") == [-90, -200, 12]
    assert t.unfinished() == [150, 150, 80, 90, 200]
    assert added_text(t, [-150]) == said


@pytest.mark.parametrize(
    "typed", ["not finished", "not finished 12 15", "not finished by round 0", ">20000", "> "]
)
def test_a_game_not_finished_needs_one_round_in_range(typed: str) -> None:
    t = Tally("rounds", [5])
    with pytest.raises(TallyError):
        t.add(typed)
    assert t.results == [5]  # nothing kept from a line refused


def test_the_yes_no_tally_takes_no_unfinished_game() -> None:
    with pytest.raises(TallyError):
        Tally("first_war").add(">150")


def test_the_csv_writes_it_so_it_reads_back() -> None:
    t = Tally("rounds", ["not finished by round 150", "187"])
    assert t.to_csv().splitlines()[1:] == ["1,rounds,>150", "2,rounds,187"]
    assert read_csv(t.to_csv(), "t.csv").results == [-150, 187]


def test_the_bars_count_it_only_where_it_surely_is() -> None:
    """Bars of 100 rounds (0–99 … 400 or more): a game not finished by round 450 is in the
    last bar; one not finished by round 150 is in none (its length is unknown past 150).
    The class's shares are of every game typed in."""
    reference = [50, 150, 250, 350] * 10
    t = Tally("rounds", [120, "not finished by round 150", "not finished by round 450", 30])
    bars = t.bins(reference)
    assert bars[-1]["open"] and bars[-1]["low"] <= 451
    assert bars[-1]["count"] == 1
    assert sum(b["count"] for b in bars) == 3  # 120, 30 and the one past 450
    assert sum(b["share"] for b in bars) == pytest.approx(3 / 4)
    text = view(t, reference)["share_text"]
    assert "2 games were not finished" in text and "150, 450" in text
    assert view(Tally("rounds", [120]), reference)["share_text"] == ""


def test_a_live_game_stopped_by_a_round_limit_is_the_same_result() -> None:
    """The live record of a game that stopped at the round limit carries its rounds and why
    it ended; the tally reads it as "not finished by round N", as the paper line."""
    game = Game(Rules(round_limit=30), seed=5)
    game.play()
    data = game_data(game, 1)
    assert set(RECORD_COLUMNS) <= set(data)
    assert data["reason"] == "round_limit" and data["rounds"] == 30
    finished = Game(Rules(), seed=5)
    finished.play()
    records = [
        {"kind": "game", "lesson": "03_probability", "data": data},
        {"kind": "game", "lesson": "03_probability", "data": game_data(finished, 2)},
    ]
    assert game_results(records, "rounds") == [-30, finished.result.rounds]
    paper = Tally("rounds", ["not finished by round 30", str(finished.result.rounds)])
    assert game_results(records, "rounds") == paper.results


def test_class_tally_takes_it_typed_and_from_a_room(tmp_path) -> None:
    w = ClassTally("rounds", file=tmp_path / "tally-rounds.csv", games=20, engine="python")
    w.add("not finished by round 150")
    assert w.results == [-150]
    assert (tmp_path / "tally-rounds.csv").read_text().splitlines()[1] == "1,rounds,>150"
    again = ClassTally("rounds", file=tmp_path / "tally-rounds.csv", games=20, engine="python")
    assert again.results == [-150]  # kept in the store, read back
    assert "not finished" in again.view["share_text"]

    class Room:
        def results(self):
            return [{"kind": "game", "data": {"rounds": 40, "reason": "round_limit"}}]

    live = ClassTally.from_room(Room(), "rounds", games=20, engine="python")
    assert live.results == [-40]
