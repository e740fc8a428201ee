"""Where a class tally keeps its results: one interface, two back ends.

- :class:`SqliteTally`, on a computer's disk (CPython): the results in a small SQLite file
  beside the CSV (``tally-rounds.csv.sqlite``), with the live class's rules
  (:mod:`war_widget.classroom.db`: WAL where allowed, ``busy_timeout``, every change in one
  ``BEGIN IMMEDIATE``).  Each change is made in the store, not in a kernel's memory, so two
  kernels (two tabs, two notebooks on one file) adding at once lose nothing.  The CSV beside
  it is rewritten from the store inside the same transaction, so it always holds every
  result: the teacher's file to open, mail or import, as before.  A CSV the store did not
  write (one from before the store, or changed by hand) is imported when the tally is made.
- :class:`CsvTally`, in the browser (Pyodide: JupyterLite, the lesson site, where one kernel
  has the page's drive): the CSV file alone, read back before each change and written whole.

Both raise ``OSError`` when nothing could be kept (the widget keeps the results in memory and
says so) and :class:`CopyNotWritten` when the store kept a change but its CSV copy could not
be written.  No Jupyter here.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from .model import Tally, TallyError, read_csv
from .store import TallyFile

if TYPE_CHECKING:
    import sqlite3

_TABLES = (
    "CREATE TABLE IF NOT EXISTS tally (n INTEGER PRIMARY KEY AUTOINCREMENT,"
    " question TEXT NOT NULL, value INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS tally_copy (question TEXT PRIMARY KEY, digest TEXT NOT NULL)",
)


class CopyNotWritten(OSError):
    """The store kept the change, but the CSV copy beside it could not be written
    (``backup``: the backup a clear made, if any)."""

    backup: Path | None = None


class TallyBackend(Protocol):
    """What a tally's results are kept in (``name``, ``path``: its CSV file)."""

    name: str
    path: Path
    lang: str

    def exists(self) -> bool:
        """Whether anything is kept yet."""

    def load(self, question: str, given: Sequence[int] = ()) -> list[int]:
        """The results kept (a CSV not yet in the store imported first); when nothing is
        kept, ``given`` start it.  ``TallyError`` for a file that is wrong."""

    def read(self, question: str) -> list[int]:
        """The results kept now (another kernel's included)."""

    def add(self, question: str, values: Sequence[int]) -> None: ...

    def undo(self, question: str) -> int | None:
        """Remove the last result kept; it, or None."""

    def clear(self, question: str) -> Path | None:
        """Remove every result, a dated CSV backup beside the file first (its path; None
        when there was none to keep).  A backup that cannot be made clears nothing."""

    def replace(self, question: str, values: Sequence[int]) -> None:
        """Keep exactly ``values`` (what a kernel held while the file could not be written)."""


def in_browser() -> bool:
    return sys.platform == "emscripten"


def backend_for(
    path: str | os.PathLike[str], lang: str = "en", kind: str | None = None
) -> TallyBackend:
    """The back end for a tally's CSV ``path``: ``kind`` ``"sqlite"`` or ``"csv"``; None:
    SQLite on a computer's disk, the CSV in the browser (or where Python has no sqlite3)."""
    if kind is None:
        kind = "csv" if in_browser() or not _has_sqlite() else "sqlite"
    if kind not in ("sqlite", "csv"):
        raise ValueError(f"kind={kind!r}: expected 'sqlite', 'csv' or None")
    return SqliteTally(path, lang) if kind == "sqlite" else CsvTally(path, lang)


def _has_sqlite() -> bool:
    try:
        import sqlite3  # noqa: F401  (a Python built without it: the CSV alone)
    except ImportError:
        return False
    return True


def csv_text(question: str, values: Sequence[int]) -> str:
    """The CSV of ``values`` (results already checked) as :meth:`Tally.to_csv` writes it."""
    tally = Tally(question)
    tally.results = list(values)
    return tally.to_csv()


class CsvTally:
    """The CSV file alone (the browser's back end, and the file before the store)."""

    def __init__(self, path: str | os.PathLike[str], lang: str = "en") -> None:
        self.file = TallyFile(path)
        self.name, self.path, self.lang = self.file.name, self.file.path, lang

    def exists(self) -> bool:
        return self.file.exists()

    def load(self, question: str, given: Sequence[int] = ()) -> list[int]:
        if self.file.exists():
            return self.read(question)
        if given:
            self.replace(question, given)
        return list(given)

    def read(self, question: str) -> list[int]:
        if not self.file.exists():
            return []
        return self.file.read(question, self.lang).results

    def add(self, question: str, values: Sequence[int]) -> None:
        self.replace(question, [*self.read(question), *values])

    def undo(self, question: str) -> int | None:
        results = self.read(question)
        last = results.pop() if results else None
        self.replace(question, results)
        return last

    def clear(self, question: str) -> Path | None:
        backup = self.file.backup() if self.read(question) else None
        self.replace(question, [])
        return backup

    def replace(self, question: str, values: Sequence[int]) -> None:
        self.file.write(csv_text(question, values))


class SqliteTally:
    """The results in a SQLite file beside the CSV (``NAME.csv.sqlite``), the CSV rewritten
    from it after each change.  A connection per call: nothing stays open between them."""

    def __init__(self, path: str | os.PathLike[str], lang: str = "en") -> None:
        self.file = TallyFile(path)
        self.name, self.path, self.lang = self.file.name, self.file.path, lang
        self.store = self.path.with_name(self.path.name + ".sqlite")

    def exists(self) -> bool:
        return self.store.exists() or self.path.exists()

    @contextlib.contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        """A connection to the store (made with its tables if new); ``OSError`` naming the
        store when SQLite refuses it."""
        import sqlite3

        from ..classroom.db import connect, use_wal

        try:
            conn = connect(self.store)
        except sqlite3.Error as err:
            raise OSError(f"{self.store.name}: {err}") from None
        try:
            use_wal(conn)
            for table in _TABLES:
                conn.execute(table)
            yield conn
        except sqlite3.Error as err:
            raise OSError(f"{self.store.name}: {err}") from None
        finally:
            conn.close()

    @contextlib.contextmanager
    def _change(self, question: str) -> Iterator[sqlite3.Connection]:
        """One change in one transaction, the CSV copy rewritten from the store before it
        commits (two kernels' copies are written in turn, each with every result); a copy
        that cannot be written raises :class:`CopyNotWritten` after the change is kept."""
        from ..classroom.db import immediate

        failed: OSError | None = None
        with self._connection() as conn, immediate(conn):
            yield conn
            try:
                self._copy(conn, question)
            except OSError as err:
                failed = err
        if failed is not None:
            raise CopyNotWritten(failed.errno or 0, failed.strerror or str(failed)) from failed

    def _copy(self, conn: sqlite3.Connection, question: str) -> None:
        text = csv_text(question, _values(conn, question))
        self.file.write(text)
        _stamp(conn, question, text)

    def load(self, question: str, given: Sequence[int] = ()) -> list[int]:
        if not self.store.exists():  # a CSV from before is checked before a store is made
            text = _text(self.path, self.name)
            if text is None:
                if given:
                    self.replace(question, given)
                return list(given)
            read_csv(text, self.name, question, self.lang)
        from ..classroom.db import immediate

        with self._connection() as conn, immediate(conn):
            text = _text(self.path, self.name)
            if text is None or _digest(text) == _stamped(conn, question):
                return _values(conn, question)
            values = read_csv(text, self.name, question, self.lang).results  # TallyError
            _put(conn, question, values)
            _stamp(conn, question, text)  # the CSV is left as it is (the teacher's text)
            return values

    def read(self, question: str) -> list[int]:
        if not self.store.exists():  # none could be made (a read-only folder): the CSV's
            return self.file.read(question, self.lang).results if self.file.exists() else []
        with self._connection() as conn:
            return _values(conn, question)

    def add(self, question: str, values: Sequence[int]) -> None:
        with self._change(question) as conn:
            conn.executemany(
                "INSERT INTO tally (question, value) VALUES (?, ?)", [(question, v) for v in values]
            )

    def undo(self, question: str) -> int | None:
        with self._change(question) as conn:
            row = conn.execute(
                "SELECT n, value FROM tally WHERE question = ? ORDER BY n DESC LIMIT 1", (question,)
            ).fetchone()
            if row is not None:
                conn.execute("DELETE FROM tally WHERE n = ?", (row[0],))
        return None if row is None else int(row[1])

    def clear(self, question: str) -> Path | None:
        backup: Path | None = None
        try:
            with self._change(question) as conn:
                values = _values(conn, question)
                if values:  # written before anything is removed: no backup, nothing cleared
                    backup = self.file.backup_path()
                    TallyFile(backup).write(csv_text(question, values))
                conn.execute("DELETE FROM tally WHERE question = ?", (question,))
        except CopyNotWritten as err:
            err.backup = backup
            raise
        return backup

    def replace(self, question: str, values: Sequence[int]) -> None:
        with self._change(question) as conn:
            _put(conn, question, values)


def _values(conn: sqlite3.Connection, question: str) -> list[int]:
    rows = conn.execute("SELECT value FROM tally WHERE question = ? ORDER BY n", (question,))
    return [int(r[0]) for r in rows]


def _put(conn: sqlite3.Connection, question: str, values: Sequence[int]) -> None:
    conn.execute("DELETE FROM tally WHERE question = ?", (question,))
    conn.executemany(
        "INSERT INTO tally (question, value) VALUES (?, ?)", [(question, v) for v in values]
    )


def _text(path: Path, name: str) -> str | None:
    """The CSV's text, None when there is none; ``TallyError`` naming it (``name``) when it
    cannot be read."""
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        raise TallyError("tally.error.file_read", file=name, reason=reason) from None


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _stamped(conn: sqlite3.Connection, question: str) -> str | None:
    row = conn.execute("SELECT digest FROM tally_copy WHERE question = ?", (question,)).fetchone()
    return None if row is None else str(row[0])


def _stamp(conn: sqlite3.Connection, question: str, text: str) -> None:
    """Remember the CSV text the store wrote (or took in): one that differs later was
    changed outside it."""
    conn.execute(
        "INSERT INTO tally_copy (question, digest) VALUES (?, ?)"
        " ON CONFLICT (question) DO UPDATE SET digest = excluded.digest",
        (question, _digest(text)),
    )


__all__ = ["CopyNotWritten", "CsvTally", "SqliteTally", "TallyBackend", "backend_for", "in_browser"]
