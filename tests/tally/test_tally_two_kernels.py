"""The class tally on a computer's disk keeps its results in a SQLite store (issue 41, item
6): two kernels adding to one tally at once lose nothing (the CSV back end alone, as in the
browser, kept 201 of 400 here: each add rewrote the file from one kernel's memory); each
kernel sees the other's results at its next change; the CSV beside it holds every result;
a CSV from before is imported once, and one changed by hand is taken in; a store that cannot
be written keeps the results in memory and is given them once it can be; and a live class's
games feed the tally's questions (``ClassTally.from_room``)."""

from __future__ import annotations

import csv
import io
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from war_widget.tally import TallyError, backends
from war_widget.tally.store import TallyFileWarning


@pytest.fixture(autouse=True)
def _in_a_folder_of_its_own(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def tally(question: str = "rounds", **options):
    from war_widget import ClassTally

    if question == "rounds":
        options = {"games": 5, "seed": 1, "engine": "python", **options}
    return ClassTally(question, **options)


def csv_results(path: Path) -> list[int]:
    rows = list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))
    assert rows[0] == ["n", "question", "result"]
    assert [int(r[0]) for r in rows[1:]] == list(range(1, len(rows)))
    return [int(r[2]) for r in rows[1:]]


KERNEL = """
import sys
from war_widget import ClassTally
t = ClassTally("rounds", file=sys.argv[1], games=5, engine="python")
print("ready", flush=True)
sys.stdin.readline()
for value in range(int(sys.argv[2]), int(sys.argv[2]) + 200):
    t.add(value)
print(len(t.results), flush=True)
"""


def test_two_kernels_adding_200_each_at_once_keep_all_400(tmp_path: Path) -> None:
    (tmp_path / "kernel.py").write_text(KERNEL)
    procs = [
        subprocess.Popen(
            [sys.executable, "kernel.py", "tally-rounds.csv", str(start)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for start in (1, 1001)
    ]
    try:
        for proc in procs:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        for proc in procs:  # both start adding together
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        seen = [int(proc.communicate(timeout=300)[0]) for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    assert all(proc.returncode == 0 for proc in procs)
    expected = [*range(1, 201), *range(1001, 1201)]
    assert max(seen) == 400 and min(seen) >= 200  # the last to finish saw all 400
    assert sorted(tally().results) == expected
    on_disk = csv_results(tmp_path / "tally-rounds.csv")
    assert sorted(on_disk) == expected
    assert [v for v in on_disk if v < 1000] == list(range(1, 201))  # each kernel's in order


def test_each_kernel_sees_the_others_results_at_its_next_change() -> None:
    first, second = tally(), tally()
    first.add("10 11")
    second.add("20")
    assert second.results == [10, 11, 20]
    first.add("12")
    assert first.results == [10, 11, 20, 12]
    second.undo()  # the last result kept, whoever typed it
    assert second.results == [10, 11, 20]
    assert first.view["file_state"] == second.view["file_state"] == "saved"
    second.clear()
    assert second.results == [] and first.add("5").results == [5]
    backup = next(Path().glob("tally-rounds-backup-*.csv"))
    assert csv_results(backup) == [10, 11, 20]


def test_a_csv_from_before_is_imported_once(tmp_path: Path) -> None:
    Path("tally-rounds.csv").write_text("n,question,result\n1,rounds,40\n2,rounds,50\n")
    t = tally()
    assert t.results == [40, 50] and t.view["notice"] == "Carried on from tally-rounds.csv."
    assert (tmp_path / "tally-rounds.csv.sqlite").exists()
    t.add("60")
    assert tally().results == [40, 50, 60]  # not imported again
    assert csv_results(tmp_path / "tally-rounds.csv") == [40, 50, 60]


def test_a_csv_changed_by_hand_is_taken_in() -> None:
    tally().add("40 50 60")
    Path("tally-rounds.csv").write_text("n,question,result\n1,rounds,40\n2,rounds,55\n")
    assert tally().results == [40, 55]
    Path("tally-rounds.csv").write_text("n,question,result\n1,rounds,forty\n")
    with pytest.raises(TallyError, match=r"tally-rounds\.csv, line 2: “forty” is not allowed"):
        tally()


def test_the_tally_table_in_a_class_store(tmp_path: Path) -> None:
    """The store is an ordinary SQLite file with the live class's tables' rules."""
    tally().add("7 8")
    with sqlite3.connect(tmp_path / "tally-rounds.csv.sqlite") as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        rows = conn.execute("SELECT question, value FROM tally ORDER BY n").fetchall()
    assert rows == [("rounds", 7), ("rounds", 8)]


def test_a_store_that_cannot_be_written_keeps_the_results_in_memory(monkeypatch) -> None:
    from war_widget.classroom import db

    real = db.connect

    def refuse(path: object) -> sqlite3.Connection:
        raise sqlite3.OperationalError("unable to open database file")

    t = tally()
    monkeypatch.setattr(db, "connect", refuse)
    with pytest.warns(TallyFileWarning, match=r"unable to open database file"):
        t.add("12")
    t.add("15").undo().add("16")
    assert t.results == [12, 16] and t.view["file_state"] == "failed"
    monkeypatch.setattr(db, "connect", real)
    t.add("17")  # writable again: what memory held is kept, then the new result
    assert t.results == [12, 16, 17] and t.view["file_state"] == "saved"
    assert tally().results == [12, 16, 17]


def test_the_browser_keeps_the_csv_file_alone(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(backends, "in_browser", lambda: True)
    t = tally()
    t.add("3 4").undo()
    assert [p.name for p in tmp_path.iterdir()] == ["tally-rounds.csv"]
    assert csv_results(tmp_path / "tally-rounds.csv") == [3] and tally().results == [3]
    assert isinstance(backends.backend_for("x.csv"), backends.CsvTally)
    monkeypatch.setattr(backends, "in_browser", lambda: False)
    assert isinstance(backends.backend_for("x.csv"), backends.SqliteTally)
    with pytest.raises(ValueError, match="kind='json'"):
        backends.backend_for("x.csv", kind="json")


def game(ident: str, lesson: str = "03_probability", **data: object) -> dict[str, object]:
    return {"id": ident, "kind": "game", "lesson": lesson, "data": data}


def test_a_live_class_feeds_the_tally(tmp_path: Path) -> None:
    from war_widget import ClassTally
    from war_widget.classroom.db import ClassStore

    store = ClassStore(tmp_path / "class.sqlite", lesson="03_probability")
    store.add("d1", "Ana", [game("a-1", first_war=False, rounds=213, wars=14)])
    store.add("d1", "Ana", [{"id": "a-2", "kind": "round", "data": {"war": True}}])
    store.add("d2", "Bo", [game("b-1", first_war=True, rounds=88), game("b-2", rounds=0)])
    store.add("d2", "Bo", [game("b-3"), game("b-4", "01_play", first_war=True, rounds=9)])
    first = ClassTally.from_room(store, "first_war")
    assert first.results == [0, 1, 1] and first.file is None
    assert first.view["share_text"] == "Our class: 66.7% said yes (2 of 3)"
    assert ClassTally.from_room(store, "first_war", lesson="03_probability").results == [0, 1]
    lengths = ClassTally.from_room(store, "rounds", games=5, engine="python")
    assert lengths.results == [213, 88, 9]  # a length of 0 is not a game's: left out
    with pytest.raises(ValueError, match="question='wars' is not known"):
        ClassTally.from_room(store, "wars")
    assert not list(tmp_path.glob("tally-*"))  # kept in no file of its own
