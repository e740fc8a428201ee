"""Where a class tally keeps its results on disk: one CSV file, beside the notebook.

No Jupyter here.  :class:`TallyFile` reads the file back (every row checked by
:func:`.model.read_csv`), writes it whole after each change, atomically (a temporary file
in the same folder, then ``os.replace``: a file is never seen half written, and a kernel
stopped mid-write leaves the old one), and keeps the old file as a dated backup when the
tally is cleared.  A file that cannot be written raises ``OSError`` for the widget to say;
nothing here decides what a failure means for the results in memory.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

from .model import Tally, TallyError, read_csv


class TallyFileWarning(UserWarning):
    """The tally's file cannot be written: the results stay in memory only."""


def default_name(question: str) -> str:
    """The file a tally of ``question`` keeps when none is named: ``tally-rounds.csv``."""
    return f"tally-{question}.csv"


class TallyFile:
    """One tally's CSV file: ``name`` as given (shown in the widget), ``path`` absolute
    (fixed when the tally is made, so a later ``os.chdir`` does not move it)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.name = os.fspath(path)
        if not self.name.strip():
            raise ValueError("file='' is not a file name: give a name, or file=None for no file")
        self.path = Path(self.name).expanduser().absolute()

    def exists(self) -> bool:
        return self.path.exists()

    def read(self, question: str | None, lang: str) -> Tally:
        """The results in the file, checked; :class:`TallyError` naming the file and the
        line when a row is wrong, or when it cannot be read."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
            raise TallyError("tally.error.file_read", file=self.name, reason=reason) from None
        return read_csv(text, self.name, question, lang)

    def write(self, text: str) -> None:
        """The file's whole text, written atomically; ``OSError`` if it cannot be."""
        folder = self.path.parent
        mode = self.path.stat().st_mode & 0o777 if self.path.exists() else 0o644
        fd, temporary = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
                out.write(text)
                out.flush()
                with contextlib.suppress(OSError):  # not every file system syncs (the browser's)
                    os.fsync(out.fileno())
            with contextlib.suppress(OSError):
                os.chmod(temporary, mode)  # as a file written the usual way, not mkstemp's 0600
            os.replace(temporary, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise

    def backup_path(self, when: float | None = None) -> Path:
        """Where a backup made now goes: ``tally-rounds-backup-2026-12-02-0607.csv`` beside
        the file (``-2``, ``-3``... when that name is taken)."""
        stamp = time.strftime("%Y-%m-%d-%H%M", time.localtime(when))
        stem, suffix = self.path.stem, self.path.suffix
        candidate = self.path.with_name(f"{stem}-backup-{stamp}{suffix}")
        n = 2
        while candidate.exists():
            candidate = self.path.with_name(f"{stem}-backup-{stamp}-{n}{suffix}")
            n += 1
        return candidate

    def backup(self) -> Path | None:
        """Move the file to a new backup name (``OSError`` if it cannot be); None when
        there is no file to keep."""
        if not self.path.exists():
            return None
        target = self.backup_path()
        os.replace(self.path, target)
        return target
