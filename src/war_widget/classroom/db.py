"""ClassStore: a live class's records in one SQLite file (one file, one room).

Standard library only (:mod:`sqlite3`), no Jupyter.  The file holds the room (its code, the
teacher's key, the lesson, paused or not), the pupils who joined, every record a pupil's
page sent (``id`` unique: a record sent twice is kept once) and the count of refused
messages.  Opening the same file again is the same room: the same code and key, every
record kept, so a restarted kernel or a closed lid resumes the class.

Safe between threads and processes: a connection per thread (sqlite3's objects are never
shared between threads; a forked child opens its own), ``PRAGMA journal_mode=WAL`` where
the file system allows it (what it answered is :attr:`ClassStore.journal_mode`: on some
network file systems it stays ``"delete"``), ``busy_timeout`` so a writer waits for another
rather than failing, and every write in one ``BEGIN IMMEDIATE`` transaction.  Deleted rows
are overwritten (``secure_delete``), so ``forget()`` leaves no pupil's name in the file.

:func:`connect` and :func:`immediate` are the same rules for another table in such a file
(the class tally's, :mod:`war_widget.tally.backends`).
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import re
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from . import room_code
from .errors import ClassError

#: How long a write waits for another process's (milliseconds) before it fails.
BUSY_MS = 5_000
#: A lesson's name: ``03_probability``.
LESSON = re.compile(r"\d\d_[a-z0-9_]{1,40}")
LESSON_ALLOWED = "two digits, _ and 1 to 40 of a-z 0-9 _ (like 03_probability)"
DEFAULT_LESSON = "01_play"
#: The columns of :meth:`ClassStore.to_csv`.
CSV_COLUMNS = ("id", "pupil", "kind", "lesson", "time", "sent", "data")
#: The tables a class's file may hold (the class tally's too); any other: not a class's file.
KNOWN_TABLES = frozenset(
    ["room", "pupils", "records", "refusals", "sqlite_sequence", "tally", "tally_copy"]
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS room (
    one INTEGER PRIMARY KEY CHECK (one = 1), code TEXT NOT NULL, key TEXT NOT NULL,
    lesson TEXT NOT NULL, created TEXT NOT NULL, paused INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS pupils (
    device TEXT NOT NULL, pupil TEXT NOT NULL, joined TEXT NOT NULL, last TEXT NOT NULL,
    PRIMARY KEY (device, pupil));
CREATE TABLE IF NOT EXISTS records (
    n INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, device TEXT NOT NULL,
    pupil TEXT NOT NULL, kind TEXT NOT NULL, lesson TEXT NOT NULL, data TEXT NOT NULL,
    time TEXT NOT NULL, sent TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS records_by_pupil ON records (device, pupil, kind);
CREATE TABLE IF NOT EXISTS refusals (reason TEXT PRIMARY KEY, count INTEGER NOT NULL);
"""
_RECORD = "SELECT n, id, pupil, kind, lesson, data, time, sent FROM records"
_PUPILS = """
SELECT p.pupil, p.device, p.joined, p.last,
       COALESCE(SUM(r.kind = 'round'), 0), COALESCE(SUM(r.kind = 'game'), 0),
       COALESCE(SUM(r.kind = 'answer'), 0),
       COALESCE(SUM(r.kind = 'answer' AND json_extract(r.data, '$.right') = 0), 0)
FROM pupils p LEFT JOIN records r ON r.device = p.device AND r.pupil = p.pupil
GROUP BY p.device, p.pupil ORDER BY p.joined, p.pupil, p.device
"""
_SEEN = """
INSERT INTO pupils (device, pupil, joined, last) VALUES (?, ?, ?, ?)
ON CONFLICT (device, pupil) DO UPDATE SET last = excluded.last
"""


def now() -> str:
    """The time now as the store writes it: UTC, milliseconds, ``Z``."""
    stamp = datetime.now(timezone.utc).isoformat(timespec="milliseconds")
    return stamp.replace("+00:00", "Z")


def connect(path: str | os.PathLike[str]) -> sqlite3.Connection:
    """A connection to ``path`` with the store's rules: autocommit (transactions are
    :func:`immediate`'s), ``busy_timeout``, deleted rows overwritten.  Use it in one thread."""
    conn = sqlite3.connect(
        os.fspath(path), timeout=BUSY_MS / 1000, isolation_level=None, check_same_thread=False
    )
    conn.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
    conn.execute("PRAGMA secure_delete = ON")
    return conn


def use_wal(conn: sqlite3.Connection) -> str:
    """Ask for the write-ahead log; what the file answered (``"wal"``, or ``"delete"``
    where the file system refuses it: a read-only or network one)."""
    try:
        row = conn.execute("PRAGMA journal_mode = WAL").fetchone()
    except sqlite3.OperationalError:  # a read-only file: its mode stays as it is
        row = conn.execute("PRAGMA journal_mode").fetchone()
    return str(row[0]).lower()


@contextlib.contextmanager
def immediate(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction, begun at once (``BEGIN IMMEDIATE``: the write lock taken
    before anything is read, so two writers never read the same state); committed at the
    end, rolled back on any exception."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def file_error(name: str, err: sqlite3.Error) -> ClassError:
    """A SQLite error on the class's file as a :class:`ClassError` naming the file."""
    text = str(err)
    if isinstance(err, sqlite3.DatabaseError) and "not a database" in text:
        message = f"{name} is not a live class's SQLite file ({text}): choose another file="
        return ClassError("file", message, reason="file_not_store", file=name)
    if "locked" in text or "busy" in text:
        message = f"{name} is busy: another program held it longer than {BUSY_MS // 1000} s"
        return ClassError("file", f"{message} ({text})", reason="file_busy", file=name)
    if any(w in text for w in ("readonly", "read-only", "unable to open", "disk I/O", "full")):
        message = f"{name} cannot be written ({text}): choose a folder you may write in with file="
        return ClassError("file", message, reason="file_write", file=name)
    return ClassError("file", f"{name}: {text}", reason="file", file=name)


@dataclass(frozen=True)
class RoomInfo:
    """The room a file holds."""

    code: str
    key: str
    lesson: str
    created: str
    paused: bool


def check_lesson(lesson: object) -> str:
    """A lesson's name, or :class:`ClassError` naming what is allowed."""
    if not isinstance(lesson, str) or not LESSON.fullmatch(lesson):
        raise ClassError("lesson", f"lesson={lesson!r} is not allowed: expected {LESSON_ALLOWED}")
    return lesson


class ClassStore:
    """One room's records in one SQLite file: ``ClassStore("class-03_probability.sqlite")``.

    ``lesson``: the room's lesson; left out, a new room's is ``01_play`` and a reopened
    room keeps its own (given, a reopened room takes it).  A file that is not a class's
    SQLite file, or cannot be created, raises :class:`ClassError` (``field="file"``).
    """

    def __init__(self, path: str | os.PathLike[str], *, lesson: str | None = None) -> None:
        self.path = Path(path).expanduser().absolute()
        self.name = os.fspath(path)
        if lesson is not None:
            check_lesson(lesson)
        self._local = threading.local()
        self._opened: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self._deleted = False
        with self._errors():
            self.journal_mode = use_wal(self._conn())
            self._open_room(lesson)

    # -- connections ------------------------------------------------------------------------
    def _conn(self) -> sqlite3.Connection:
        """This thread's connection (a new one in a new thread or a forked process)."""
        if self._deleted:
            raise ClassError("file", f"{self.name} was deleted (delete())", reason="file_deleted")
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None or getattr(self._local, "pid", None) != os.getpid():
            conn = connect(self.path)
            self._local.conn, self._local.pid = conn, os.getpid()
            with self._lock:
                self._opened.append(conn)
        return conn

    @contextlib.contextmanager
    def _errors(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.Error as err:
            raise file_error(self.name, err) from None

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with self._errors(), immediate(self._conn()) as conn:
            yield conn

    def _read(self, sql: str, args: Sequence[object] = ()) -> list[Any]:
        with self._errors():
            return self._conn().execute(sql, args).fetchall()

    def close(self) -> None:
        """Close every connection this store opened (they open again when next used)."""
        with self._lock:
            opened, self._opened = self._opened, []
        for conn in opened:
            with contextlib.suppress(sqlite3.Error):
                conn.close()
        self._local = threading.local()

    # -- the room ---------------------------------------------------------------------------
    def _open_room(self, lesson: str | None) -> None:
        conn = self._conn()
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if tables - KNOWN_TABLES:
            others = ", ".join(sorted(tables - KNOWN_TABLES)[:5])
            message = f"{self.name} is a SQLite file of something else (its tables: {others})"
            raise ClassError("file", message, reason="file_not_store", file=self.name)
        if "room" in tables and conn.execute("SELECT 1 FROM room").fetchone():
            if lesson is not None and lesson != self.room().lesson:
                self.set_lesson(lesson)
            return  # a reopened room: nothing written
        with immediate(conn):
            _create(conn)
            if conn.execute("SELECT 1 FROM room").fetchone() is None:  # not made meanwhile
                conn.execute(
                    "INSERT INTO room (one, code, key, lesson, created) VALUES (1, ?, ?, ?, ?)",
                    (room_code.new_code(), room_code.new_key(), lesson or DEFAULT_LESSON, now()),
                )

    def room(self) -> RoomInfo:
        rows = self._read("SELECT code, key, lesson, created, paused FROM room")
        code, key, lesson, created, paused = rows[0]
        return RoomInfo(code, key, lesson, created, bool(paused))

    def set_paused(self, paused: bool) -> None:
        if not isinstance(paused, bool):
            raise ClassError("paused", f"paused={paused!r} is not allowed: expected True or False")
        with self._write() as conn:
            conn.execute("UPDATE room SET paused = ?", (int(paused),))

    def set_lesson(self, lesson: str) -> None:
        check_lesson(lesson)
        with self._write() as conn:
            conn.execute("UPDATE room SET lesson = ?", (lesson,))

    # -- pupils and records -----------------------------------------------------------------
    def join(self, device: str, pupil: str) -> None:
        """Remember ``pupil`` on ``device`` (joining again: the same pupil, seen now)."""
        stamp = now()
        with self._write() as conn:
            conn.execute(_SEEN, (device, pupil, stamp, stamp))

    def add(self, device: str, pupil: str, records: Sequence[dict[str, Any]]) -> list[str]:
        """Keep ``records`` (already checked by :mod:`.protocol`), in one transaction; the
        ids newly kept (a record whose id is already held is left out: kept once).  Each is
        stamped with the store's time; a record without ``pupil`` or ``lesson`` gets the
        sender's and the room's."""
        stamp = now()
        rows = [_row(i, r, device, pupil, stamp) for i, r in enumerate(records)]
        kept: list[str] = []
        with self._write() as conn:
            lesson = conn.execute("SELECT lesson FROM room").fetchone()[0]
            for row in rows:
                cursor = conn.execute(
                    "INSERT OR IGNORE INTO records (id, device, pupil, kind, lesson, data, time,"
                    " sent) VALUES (?, ?, ?, ?, COALESCE(?, ?), ?, ?, ?)",
                    (*row[:4], row[4], lesson, *row[5:]),
                )
                if cursor.rowcount == 1:
                    kept.append(row[0])
            for name in dict.fromkeys([pupil, *(row[2] for row in rows)]):
                conn.execute(_SEEN, (device, name, stamp, stamp))
        return kept

    def results(self, after: int = 0) -> list[dict[str, Any]]:
        """The records kept after row ``after`` (0: all), oldest first."""
        return self.since(after)[0]

    def since(self, after: int = 0) -> tuple[list[dict[str, Any]], int]:
        """The records after row ``after``, and the row to ask after next time (a
        dashboard fetches only what is new)."""
        rows = self._read(f"{_RECORD} WHERE n > ? ORDER BY n", (after,))
        return [_record(row) for row in rows], (rows[-1][0] if rows else after)

    def cursor(self) -> int:
        """The last row number given (0 before the first record; ``forget()`` keeps it, so
        a dashboard's ``since(n)`` stays right)."""
        rows = self._read("SELECT seq FROM sqlite_sequence WHERE name = 'records'")
        return int(rows[0][0]) if rows else 0

    def pupils(self) -> list[dict[str, Any]]:
        """Each pupil of each device, in the order they joined: ``pupil``, ``device``,
        ``joined``, ``last`` (seen), and their ``rounds``, ``games``, ``answers`` and
        ``wrong`` answers."""
        keys = ("pupil", "device", "joined", "last", "rounds", "games", "answers", "wrong")
        return [dict(zip(keys, row, strict=True)) for row in self._read(_PUPILS)]

    # -- refusals, forgetting, export -------------------------------------------------------
    def refuse(self, reason: str) -> None:
        """Count one refused message under ``reason`` (``"json"``, ``"too_big"``...)."""
        with self._write() as conn:
            conn.execute(
                "INSERT INTO refusals (reason, count) VALUES (?, 1)"
                " ON CONFLICT (reason) DO UPDATE SET count = count + 1",
                (str(reason)[:64],),
            )

    def refusals(self) -> dict[str, int]:
        return {r: int(n) for r, n in self._read("SELECT reason, count FROM refusals ORDER BY 1")}

    def forget(self) -> None:
        """Delete every record, pupil and refusal count (the room, its code and key stay);
        the deleted rows are overwritten and the log emptied, so no name stays in the file."""
        with self._write() as conn:
            conn.execute("DELETE FROM records")
            conn.execute("DELETE FROM pupils")
            conn.execute("DELETE FROM refusals")
        with self._errors():
            self._conn().execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def delete(self) -> None:
        """Remove the file (and its ``-wal``, ``-shm`` and ``-journal`` beside it); the
        store cannot be used after."""
        self.close()
        self._deleted = True
        for suffix in ("", "-wal", "-shm", "-journal"):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(f"{self.path}{suffix}")

    def to_csv(self) -> str:
        """Every record as CSV: ``id,pupil,kind,lesson,time,sent,data`` (data as JSON text;
        a cell that a spreadsheet would read as a formula starts with ``'``)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for row in self._read(f"{_RECORD} ORDER BY n"):
            _, ident, pupil, kind, lesson, data, time, sent = row
            cells = (ident, pupil, kind, lesson, time, sent, data)
            writer.writerow([_cell(c) for c in cells])
        return out.getvalue()


def _create(conn: sqlite3.Connection) -> None:
    """The tables, inside the caller's transaction (``executescript`` would commit it)."""
    for statement in _SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)


def _row(i: int, record: dict[str, Any], device: str, pupil: str, stamp: str) -> tuple[Any, ...]:
    """A record as the table's row (``ValueError`` naming a missing field)."""
    if not isinstance(record, dict):
        raise ValueError(f"records[{i}]: expected a dict, not {type(record).__name__}")
    for field in ("id", "kind"):
        if not isinstance(record.get(field), str):
            raise ValueError(f"records[{i}]: {field} is missing (a text is expected)")
    who = record.get("pupil")
    lesson = record.get("lesson")
    data = json.dumps(record.get("data", {}), ensure_ascii=False, separators=(",", ":"))
    sent = record.get("sent")
    return (
        record["id"],
        device,
        who if isinstance(who, str) else pupil,
        record["kind"],
        lesson if isinstance(lesson, str) else None,
        data,
        stamp,
        sent if isinstance(sent, str) else "",
    )


def _record(row: Sequence[Any]) -> dict[str, Any]:
    _, ident, pupil, kind, lesson, data, time, sent = row
    return {
        "id": ident,
        "pupil": pupil,
        "kind": kind,
        "lesson": lesson,
        "data": json.loads(data),
        "time": time,
        "sent": sent,
    }


def _cell(value: str) -> str:
    """A CSV cell a spreadsheet reads as text (OWASP: ``= + - @`` and tabs start formulas)."""
    return f"'{value}" if value[:1] in ("=", "+", "-", "@", "\t", "\r") else value


__all__ = [
    "BUSY_MS",
    "ClassStore",
    "RoomInfo",
    "check_lesson",
    "connect",
    "file_error",
    "immediate",
    "now",
    "use_wal",
]
