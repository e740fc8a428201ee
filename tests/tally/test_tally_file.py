"""Nothing a teacher typed is lost (issue 33): every result is in a CSV file beside the
notebook as it is typed, a tally made again carries on from it (the cell re-run, a new
kernel), ClassTally.load imports one, clearing keeps a backup, a folder that cannot be
written loses nothing, and a file of the other question is refused."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from war_widget.tally import TallyError
from war_widget.tally.store import TallyFile, TallyFileWarning


@pytest.fixture(autouse=True)
def _in_a_folder_of_its_own(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)


def tally(question: str = "first_war", **options):
    from war_widget import ClassTally

    if question == "rounds":
        options = {"games": 20, "seed": 1, "engine": "python", **options}
    return ClassTally(question, **options)


def rows(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_each_result_is_in_the_file_as_it_is_typed(tmp_path: Path) -> None:
    t = tally("rounds")
    path = tmp_path / "tally-rounds.csv"
    assert t.file == path and not path.exists()  # nothing written before the first result
    assert t.view["file_state"] == "ready"
    assert t.view["file_text"] == "Each result is saved in tally-rounds.csv as it is typed."
    t._on_msg(t, {"type": "add", "value": "12 15"}, [])
    assert rows(path) == ["n,question,result", "1,rounds,12", "2,rounds,15"]
    assert t.view["file_state"] == "saved" and t.view["file_text"] == "Saved in tally-rounds.csv."
    t._on_msg(t, {"type": "undo", "count": 2}, [])
    assert rows(path)[1:] == ["1,rounds,12"]
    assert path.read_text() == t.to_csv()
    # the store beside it (on a computer's disk), no temporary, no -wal or -shm left open
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "tally-rounds.csv",
        "tally-rounds.csv.sqlite",
    ]


def test_re_running_the_cell_keeps_the_results() -> None:
    first = tally()
    for answer in ["no", "yes", "no"]:
        first._on_msg(first, {"type": "add", "value": answer}, [])
    again = tally()  # the same cell run again: a new widget
    assert again.results == [0, 1, 0]
    assert again.view["count_text"] == "3 results so far"
    assert again.view["notice"] == "Carried on from tally-first_war.csv."
    again.add("yes")
    assert tally().results == [0, 1, 0, 1]


def test_a_restarted_kernel_keeps_the_results(tmp_path: Path) -> None:
    """Two processes, as a kernel before and after a restart."""
    typed = textwrap.dedent(
        """
        from war_widget import ClassTally
        t = ClassTally("rounds", games=10, engine="python")
        for line in ["120", "95 300", "1,204"]:
            t._on_msg(t, {"type": "add", "value": line}, [])
        """
    )
    read = textwrap.dedent(
        """
        from war_widget import ClassTally
        print(ClassTally("rounds", games=10, engine="python").results)
        """
    )
    env = {**os.environ, "PYTHONWARNINGS": "error"}
    subprocess.run([sys.executable, "-c", typed], cwd=tmp_path, check=True, env=env)
    out = subprocess.run(
        [sys.executable, "-c", read], cwd=tmp_path, check=True, env=env, capture_output=True
    )
    assert out.stdout.decode().strip() == "[120, 95, 300, 1204]"


def test_results_given_start_a_new_file_and_an_existing_file_wins() -> None:
    t = tally(results=["no", "no"])
    assert rows(Path("tally-first_war.csv"))[1:] == ["1,first_war,no", "2,first_war,no"]
    t.add("yes")
    same = tally(results=["no", "no"])  # the cell re-run: the file begins with them
    assert same.results == [0, 0, 1]
    assert same.view["notice"] == "Carried on from tally-first_war.csv."
    other = tally(results=["yes"])  # the cell changed: the file still wins, and says so
    assert other.results == [0, 0, 1]
    assert other.view["notice"] == (
        "tally-first_war.csv already holds results, so the tally carries on from it: "
        "the results given in the cell were not added."
    )


def test_file_none_keeps_nothing_on_disk_and_another_name_is_used(tmp_path: Path) -> None:
    t = tally(file=None, results=["yes"])
    t.add("no").undo().clear()
    assert list(tmp_path.iterdir()) == [] and t.file is None
    assert t.view["file_state"] == "none"
    assert t.view["file_text"].startswith("Not saved in a file (file=None)")
    named = tally("rounds", file=tmp_path / "mine.csv")
    named.add("7")
    assert rows(tmp_path / "mine.csv")[1:] == ["1,rounds,7"]
    with pytest.raises(ValueError, match="file=''"):
        tally(file="")


def test_load_imports_a_csv_and_goes_on_in_it(tmp_path: Path) -> None:
    from war_widget import ClassTally

    old = tmp_path / "last-year.csv"
    old.write_text(tally("rounds", file=None, results=["40 50 60"]).to_csv())
    t = ClassTally.load(old, games=10, engine="python")
    assert t.question == "rounds" and t.results == [40, 50, 60] and t.file == old
    t.add("70")
    assert rows(old)[-1] == "4,rounds,70"
    # results= a path: imported into the notebook's own file
    mine = tally("rounds", results=str(old))
    assert mine.results == [40, 50, 60, 70] and mine.file == tmp_path / "tally-rounds.csv"
    assert rows(tmp_path / "tally-rounds.csv")[-1] == "4,rounds,70"
    # a spreadsheet's export: a byte-order mark, CRLF, blank lines, answers in Spanish
    sheet = tmp_path / "sheet.csv"
    sheet.write_bytes(
        "\ufeffn,question,result\r\n1,first_war,sí\r\n\r\n2,first_war,no\r\n".encode()
    )
    assert ClassTally.load(sheet, lang="es", file=None).results == [1, 0]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1,rounds,40\n2,rounds,forty\n", "wrong.csv, line 3: “forty” is not allowed"),
        ("1,rounds,40\n2,rounds\n", "wrong.csv, line 3: a row should have three columns"),
        ("1,colour,red\n", "wrong.csv, line 2: “colour” is not a question"),
        ("1,rounds,40\n2,first_war,yes\n", "holds the results of another question"),
        (None, "wrong.csv is not a class tally's CSV file: its first line should be "),
    ],
)
def test_a_wrong_row_names_its_line(tmp_path: Path, text: str | None, message: str) -> None:
    from war_widget import ClassTally

    (tmp_path / "wrong.csv").write_text(f"n,question,result\n{text}" if text else "round,n\n1,4\n")
    with pytest.raises(TallyError) as info:
        ClassTally.load("wrong.csv", games=10, engine="python")
    assert message in str(info.value)
    assert not (tmp_path / "tally-rounds.csv").exists()


def test_a_file_of_the_other_question_is_refused(tmp_path: Path) -> None:
    tally().add("yes no")  # tally-first_war.csv
    os.replace("tally-first_war.csv", "tally-rounds.csv")
    before = Path("tally-rounds.csv").read_text()
    with pytest.raises(TallyError) as info:
        tally("rounds")
    assert str(info.value) == (
        "tally-rounds.csv holds the results of another question (“Was the first flip a war?”), "
        "not of “How many rounds did your game last?”: choose another file with file=."
    )
    assert "Ile rund trwała wasza gra?" in info.value.say("pl")
    assert Path("tally-rounds.csv").read_text() == before  # left as it was
    with pytest.raises(TallyError, match="another question"):
        tally("rounds", file=None, results="tally-rounds.csv")


def test_clearing_keeps_the_old_file_as_a_backup(tmp_path: Path) -> None:
    t = tally("rounds")
    t.add("12 15 40")
    assert t.view["clear_text"] == "Clear all 3 results? A copy of tally-rounds.csv is kept."
    old = Path("tally-rounds.csv").read_text()
    t._on_msg(t, {"type": "clear", "count": 2}, [])  # sent before the third was seen: ignored
    assert t.results == [12, 15, 40]
    t._on_msg(t, {"type": "clear", "count": 3}, [])
    assert t.results == []
    backups = sorted(p for p in tmp_path.iterdir() if "backup" in p.name)
    assert len(backups) == 1 and backups[0].name.startswith("tally-rounds-backup-")
    assert backups[0].read_text() == old
    assert t.view["notice"] == f"Cleared. The old results are kept in {backups[0].name}."
    assert rows(Path("tally-rounds.csv")) == ["n,question,result"]
    assert tally("rounds").results == []  # a re-run after clearing starts empty
    # clear() from Python keeps one too, under a name of its own
    t.add("7").clear()
    newer = [p for p in tmp_path.iterdir() if "backup" in p.name and p != backups[0]]
    assert len(newer) == 1 and rows(newer[0])[1:] == ["1,rounds,7"]
    assert tally("rounds", results=str(backups[0]), file=None).results == [12, 15, 40]


def test_a_folder_that_cannot_be_written_loses_nothing(tmp_path: Path, monkeypatch) -> None:
    """The browser's back end (the CSV alone): what cannot be written stays in memory, and
    is all written once the file can be again."""
    from war_widget.tally import backends

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(backends, "in_browser", lambda: True)
    t = tally("rounds")
    real = os.replace
    monkeypatch.setattr(os, "replace", refuse)  # a read-only folder (the tests run as root)
    with pytest.warns(
        TallyFileWarning, match=r"tally-rounds.csv cannot be written \(Permission denied\)"
    ):
        t._on_msg(t, {"type": "add", "value": "12"}, [])
    assert t.results == [12]
    assert t.view["file_state"] == "failed"
    assert t.view["file_text"].startswith("Not saved: tally-rounds.csv cannot be written")
    t._on_msg(t, {"type": "add", "value": "15"}, [])  # said once, not at every result
    t.clear()  # nothing to back up can be moved: the results in memory go, the file stays
    t.add("40")
    assert t.results == [40] and t.error == ""
    assert [p.name for p in tmp_path.iterdir()] == []  # no temporary left behind
    monkeypatch.setattr(os, "replace", real)
    t.add("41")  # the folder writable again: every result saved
    assert t.view["file_state"] == "saved" and rows(tmp_path / "tally-rounds.csv")[1:] == [
        "1,rounds,40",
        "2,rounds,41",
    ]


def test_a_csv_copy_that_cannot_be_written_loses_nothing(tmp_path: Path, monkeypatch) -> None:
    """On a computer's disk the store keeps every result when its CSV copy cannot be
    written; the copy is whole again at the next change that can write it, and a clear
    whose backup cannot be written clears nothing."""

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    t = tally("rounds")
    real = os.replace
    monkeypatch.setattr(os, "replace", refuse)  # the CSV's atomic write fails
    with pytest.warns(
        TallyFileWarning, match=r"tally-rounds.csv cannot be written \(Permission denied\)"
    ):
        t._on_msg(t, {"type": "add", "value": "12"}, [])
    assert t.results == [12] and t.view["file_state"] == "failed"
    assert t.view["file_text"].startswith("Not saved: tally-rounds.csv cannot be written")
    t._on_msg(t, {"type": "add", "value": "15"}, [])  # said once, not at every result
    t.clear()  # its backup cannot be written: nothing cleared
    assert t.results == [12, 15] and not list(tmp_path.glob("*backup*"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tally-rounds.csv.sqlite"]
    monkeypatch.setattr(os, "replace", real)
    t.add("41")  # the folder writable again: the copy holds every result
    assert t.view["file_state"] == "saved"
    assert rows(tmp_path / "tally-rounds.csv")[1:] == ["1,rounds,12", "2,rounds,15", "3,rounds,41"]
    assert tally("rounds").results == [12, 15, 41]


def test_a_file_where_nothing_can_be_written_at_all() -> None:
    """/proc refuses new files even to root: the real system's error, said and kept."""
    with pytest.warns(TallyFileWarning, match="cannot be written"):
        t = tally(file="/proc/tally-first_war.csv", results=["yes"])
    assert t.results == [1] and t.view["file_state"] == "failed"
    t._on_msg(t, {"type": "add", "value": "no"}, [])
    assert t.results == [1, 0]


def test_a_file_that_cannot_be_read_is_said(tmp_path: Path) -> None:
    (tmp_path / "tally-first_war.csv").mkdir()
    with pytest.raises(TallyError, match=r"tally-first_war.csv cannot be read \(Is a directory\)"):
        tally()
    (tmp_path / "bytes.csv").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(TallyError, match=r"bytes\.csv cannot be read"):
        TallyFile("bytes.csv").read(None, "en")


def test_a_written_file_keeps_the_usual_permissions(tmp_path: Path) -> None:
    t = tally()
    t.add("yes")
    assert Path("tally-first_war.csv").stat().st_mode & 0o777 == 0o644
    os.chmod("tally-first_war.csv", 0o660)
    t.add("no")
    assert Path("tally-first_war.csv").stat().st_mode & 0o777 == 0o660
