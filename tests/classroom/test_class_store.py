"""The live class's store (issue 41, item 6): one SQLite file is one room, kept as records
arrive; the same file reopened is the same room; a record sent twice is kept once; a
dashboard fetches only what is new; forgetting leaves no name in the file; two processes
adding at once lose nothing and count nothing twice; a file that cannot be written or is
not a class's store is refused with a clear error."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from war_widget.classroom import room_code
from war_widget.classroom.db import ClassStore
from war_widget.classroom.errors import ClassError

STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


def record(ident: str, kind: str = "round", **data: object) -> dict[str, object]:
    return {"id": ident, "kind": kind, "lesson": "03_probability", "data": data, "sent": "s"}


@pytest.fixture
def store(tmp_path: Path) -> ClassStore:
    return ClassStore(tmp_path / "class.sqlite", lesson="03_probability")


def test_room_codes_and_keys() -> None:
    codes = {room_code.new_code() for _ in range(200)}
    assert len(codes) > 190
    assert all(len(c) == 6 and set(c) <= set(room_code.ALPHABET) for c in codes)
    assert not set("0O1IL") & set(room_code.ALPHABET)
    assert len(room_code.new_key()) >= 22
    assert room_code.check_code(" k7p-x4q ") == "K7PX4Q"
    for bad in ["K7PX4", "K7PX4QQ", "K7PX0Q", "KIPX4Q", 123456]:
        with pytest.raises(ValueError, match="6 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ"):
            room_code.check_code(bad)


def test_the_same_file_is_the_same_room(tmp_path: Path) -> None:
    path = tmp_path / "class.sqlite"
    first = ClassStore(path, lesson="03_probability")
    room = first.room()
    assert STAMP.fullmatch(room.created) and room.lesson == "03_probability" and not room.paused
    assert first.add("dev1", "Ana", [record("d1-1")]) == ["d1-1"]
    first.set_paused(True)
    first.close()
    again = ClassStore(path)  # the kernel restarted: no lesson given keeps the room's
    assert again.room() == room.__class__(room.code, room.key, "03_probability", room.created, True)
    assert [r["id"] for r in again.results()] == ["d1-1"]
    ClassStore(path, lesson="06_steal")  # a lesson given: the room takes it
    assert again.room().lesson == "06_steal" and again.room().code == room.code
    assert ClassStore(tmp_path / "other.sqlite").room().code != room.code  # (1 in 887 million)


def test_records_are_kept_once_stamped_and_read_back(store: ClassStore) -> None:
    batch = [record("d1-1", war=True), record("d1-2", "game", rounds=40), record("d1-1")]
    assert store.add("dev1", "Ana", batch) == ["d1-1", "d1-2"]  # the repeat in a batch: once
    assert store.add("dev1", "Ana", [record("d1-2"), record("d1-3", "answer")]) == ["d1-3"]
    kept = store.results()
    assert [r["id"] for r in kept] == ["d1-1", "d1-2", "d1-3"]
    first = kept[0]
    assert set(first) == {"id", "pupil", "kind", "lesson", "data", "time", "sent"}
    assert first["pupil"] == "Ana" and first["kind"] == "round" and first["sent"] == "s"
    assert first["data"] == {"war": True} and first["lesson"] == "03_probability"
    assert STAMP.fullmatch(first["time"])
    no_lesson = {"id": "d1-4", "kind": "round", "pupil": "Bo & Cy"}  # the room's lesson
    store.add("dev1", "Ana", [no_lesson])
    assert store.results()[-1] | {"time": ""} == {
        "id": "d1-4",
        "pupil": "Bo & Cy",
        "kind": "round",
        "lesson": "03_probability",
        "data": {},
        "time": "",
        "sent": "",
    }
    with pytest.raises(ValueError, match=r"records\[1\]: id is missing"):
        store.add("dev1", "Ana", [record("d1-5"), {"kind": "round"}])
    assert len(store.results()) == 4  # all or none


def test_a_dashboard_fetches_only_what_is_new(store: ClassStore) -> None:
    assert store.cursor() == 0 and store.since(0) == ([], 0)
    store.add("dev1", "Ana", [record(f"a-{i}") for i in range(3)])
    new, n = store.since(0)
    assert [r["id"] for r in new] == ["a-0", "a-1", "a-2"] and n == store.cursor()
    assert store.since(n) == ([], n)
    store.add("dev2", "Bo", [record("b-0"), record("a-1")])
    new, n2 = store.since(n)
    assert [r["id"] for r in new] == ["b-0"] and n2 > n
    assert [r["id"] for r in store.results(after=n)] == ["b-0"]
    store.forget()
    assert store.cursor() >= n2  # the numbers go on: a dashboard's cursor stays right
    store.add("dev1", "Ana", [record("a-9")])
    assert [r["id"] for r in store.since(n2)[0]] == ["a-9"]


def test_pupils_are_counted(store: ClassStore) -> None:
    store.join("dev1", "Ana")
    store.join("dev2", "Bo")
    store.join("dev1", "Ana")  # rejoining: the same pupil
    store.add("dev1", "Ana", [record("a-1"), record("a-2"), record("a-3", "game", rounds=3)])
    answers = [record("b-1", "answer", right=True), record("b-2", "answer", right=False)]
    store.add("dev2", "Bo", [*answers, record("b-3", "answer", quiz="compare")])
    pupils = {p["pupil"]: p for p in store.pupils()}
    assert list(pupils) == ["Ana", "Bo"]
    ana, bo = pupils["Ana"], pupils["Bo"]
    assert (ana["rounds"], ana["games"], ana["answers"], ana["wrong"]) == (2, 1, 0, 0)
    assert (bo["rounds"], bo["games"], bo["answers"], bo["wrong"]) == (0, 0, 3, 1)
    assert ana["device"] == "dev1" and STAMP.fullmatch(ana["joined"])
    assert ana["last"] >= ana["joined"] and bo["last"] == store.results()[-1]["time"]


def test_refusals_are_counted(store: ClassStore) -> None:
    for reason in ["json", "too_big", "json"]:
        store.refuse(reason)
    assert store.refusals() == {"json": 2, "too_big": 1}


def test_forget_leaves_no_name_in_the_file(store: ClassStore) -> None:
    code = store.room().code
    store.join("dev1", "Zofiazofia")
    store.add("dev1", "Zofiazofia", [record(f"z-{i}", war=False) for i in range(50)])
    store.refuse("json")
    store.forget()
    assert store.results() == [] and store.pupils() == [] and store.refusals() == {}
    assert store.room().code == code
    files = [p for p in store.path.parent.iterdir() if p.name.startswith("class.sqlite")]
    assert all(b"Zofiazofia" not in p.read_bytes() for p in files)


def test_delete_removes_the_files(store: ClassStore) -> None:
    store.add("dev1", "Ana", [record("a-1")])
    store.delete()
    assert [p.name for p in store.path.parent.iterdir()] == []
    with pytest.raises(ClassError, match="was deleted"):
        store.results()


def test_to_csv(store: ClassStore) -> None:
    store.add("dev1", "=cmd", [record("a-1", "game", rounds=12, first_war=False)])
    lines = store.to_csv().splitlines()
    assert lines[0] == "id,pupil,kind,lesson,time,sent,data"
    cells = lines[1].split(",", 6)
    assert cells[:4] == ["a-1", "'=cmd", "game", "03_probability"]  # no formula in a sheet
    assert json.loads(json.loads(f'"{cells[6][1:-1]}"'.replace('""', '\\"'))) == {
        "rounds": 12,
        "first_war": False,
    }


def test_the_journal_mode_is_reported(store: ClassStore) -> None:
    assert store.journal_mode == "wal"  # a local disk allows the write-ahead log
    with sqlite3.connect(store.path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_lesson_and_paused_are_checked(store: ClassStore) -> None:
    with pytest.raises(ClassError, match=r"lesson='Lesson 3' is not allowed: expected two digits"):
        store.set_lesson("Lesson 3")
    with pytest.raises(ClassError, match="paused='yes' is not allowed"):
        store.set_paused("yes")  # type: ignore[arg-type]
    assert store.room().lesson == "03_probability" and not store.room().paused


def test_a_file_that_is_not_a_class_store_is_refused(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("Lesson 3: bring cards.\n" * 20)
    with pytest.raises(ClassError, match=r"notes.txt is not a live class's SQLite file") as info:
        ClassStore(notes)
    assert info.value.field == "file"
    assert notes.read_text() == "Lesson 3: bring cards.\n" * 20
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE invoices (n INTEGER)")
    with pytest.raises(ClassError, match=r"a SQLite file of something else \(its tables: invoices"):
        ClassStore(other)


def test_a_read_only_file_is_read_and_a_write_refused(tmp_path: Path) -> None:
    """The file read-only: for root (who may write any file the mode forbids) made
    immutable with chattr, as a read-only file system would be."""
    path = tmp_path / "class.sqlite"
    store = ClassStore(path)
    store.add("dev1", "Ana", [record("a-1")])
    store.close()
    root = os.geteuid() == 0
    if root:
        subprocess.run(["chattr", "+i", str(path)], check=True)
    else:
        os.chmod(path, 0o444)
    try:
        again = ClassStore(path)  # opened, and read
        assert [r["id"] for r in again.results()] == ["a-1"]
        with pytest.raises(ClassError) as info:
            again.add("dev1", "Bo", [record("b-1")])
        assert info.value.field == "file" and info.value.reason == "file_write"
        assert str(info.value).startswith(f"{path} cannot be written (")
        assert str(info.value).endswith("choose a folder you may write in with file=")
        again.close()
    finally:
        if root:
            subprocess.run(["chattr", "-i", str(path)], check=True)
    assert [r["id"] for r in ClassStore(path).results()] == ["a-1"]


def test_threads_each_use_their_own_connection(store: ClassStore) -> None:
    errors: list[BaseException] = []

    def pupil(n: int) -> None:
        try:
            for i in range(20):
                store.add(f"dev{n}", f"P{n}", [record(f"{n}-{i}-{j}") for j in range(5)])
                store.results(after=store.cursor() - 3)
        except BaseException as err:  # said by the assert below
            errors.append(err)

    threads = [threading.Thread(target=pupil, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert errors == [] and len(store.results()) == 4 * 20 * 5


ADDER = """
import json, sys
from war_widget.classroom.db import ClassStore
path, me = sys.argv[1], sys.argv[2]
store = ClassStore(path)
print("ready", flush=True)
sys.stdin.readline()
kept = []
ids = [f"{me}-{i}" for i in range(200)]
shared = [f"both-{i}" for i in range(50)]  # sent by both processes: kept once
for start in range(0, 200, 5):
    batch = ids[start:start + 5] + ids[max(0, start - 5):start] + shared[start // 4:start // 4 + 2]
    kept += store.add(f"dev-{me}", me, [{"id": i, "kind": "round", "data": {}} for i in batch])
print(json.dumps(kept), flush=True)
"""


def test_two_processes_adding_at_once_lose_nothing_and_count_nothing_twice(
    tmp_path: Path,
) -> None:
    path = tmp_path / "class.sqlite"
    ClassStore(path, lesson="03_probability")
    (tmp_path / "adder.py").write_text(ADDER)
    procs = [
        subprocess.Popen(
            [sys.executable, str(tmp_path / "adder.py"), str(path), me],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for me in ("a", "b")
    ]
    try:
        for proc in procs:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        for proc in procs:  # both start together
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        outputs = [proc.communicate(timeout=120)[0] for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    kept = [json.loads(out) for out in outputs]
    assert all(proc.returncode == 0 for proc in procs)
    ids = [r["id"] for r in ClassStore(path).results()]
    expected = {f"{me}-{i}" for me in "ab" for i in range(200)} | {f"both-{i}" for i in range(50)}
    assert len(ids) == len(set(ids)) == 450 and set(ids) == expected
    assert sorted(kept[0] + kept[1]) == sorted(ids)  # each id said newly kept by one only
