"""ClassTally: the class experiment in a notebook.

The teacher types each child's or table's result; the class's relative frequency (a yes/no
question) or histogram (a number) grows beside the exact answer or a simulated distribution.
Every result is written to a CSV file beside the notebook as it is typed (:mod:`.store`),
and a tally made again (the cell re-run, the kernel restarted, the notebook reopened)
carries on from it; ``to_csv()`` (and the Download button) exports them.  Everything shown
is computed here (:mod:`.model`, :mod:`.words`); the front-end (``js/tally.ts``) draws it
and sends ``add``, ``undo`` and ``clear``.
"""

from __future__ import annotations

import logging
import os
import pathlib
import warnings
from typing import Any

import anywidget
import traitlets

from .. import locale
from ..front_state import apply_update, short
from ..rules import Rules
from .model import Tally, TallyError
from .store import TallyFile, TallyFileWarning, default_name
from .words import added_text, file_view, front_end_words, view

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent.parent / "static"
#: Written by the widget only (a user adds results with add(), undo() or the front-end).
_DISPLAY = frozenset(["question", "results", "words", "view", "csv", "error"])
#: ``file=`` left out: the tally's own file in the current folder (``tally-rounds.csv``).
_DEFAULT: Any = type("DefaultFile", (), {"__repr__": lambda self: "<tally-QUESTION.csv>"})()


class ClassTally(anywidget.AnyWidget):
    """Gather the class's results of one question and compare them with the answer.

    Parameters
    ----------
    question : ``"first_war"`` (yes/no, against the exact 1/17) or ``"rounds"`` (a number,
        against ``games`` simulated games).
    results : results already gathered (as typed: ``"yes"``, ``"no"``, ``"37"``, ``"12 15"``...),
        or the path of a CSV file to import (the format ``to_csv()`` writes).
    file : where every result is saved as it is typed: by default ``tally-first_war.csv`` or
        ``tally-rounds.csv`` in the current folder (a notebook's kernel runs in the
        notebook's folder, in JupyterLab and in the lesson site alike); another path; or
        ``None`` to keep nothing on disk.  When the file exists the tally carries on from
        it, and ``results`` are then not added (the widget says so unless the file begins
        with them); when it does not, ``results`` start the new file.  A file of the other
        question raises ``TallyError``; one that cannot be written is said in the widget
        and by a ``TallyFileWarning``, and the results stay in memory.
    rules : the rules the class plays (default: classic).
    lang : en, es, pl, sk or nb.
    games, seed, engine : the simulated games a number is compared with.

    ``clear()`` (and the widget's "Clear all", after a "Yes, clear") first renames the file
    to a dated backup beside it (``tally-rounds-backup-2026-12-02-0607.csv``).

    >>> t = ClassTally("first_war", results=["no", "no", "yes", "no"], file=None)
    >>> t.add("no").view["share_text"]
    'Our class: 20.0% said yes (1 of 5)'
    """

    _esm = _STATIC / "tally.js"
    _css = _STATIC / "tally.css"

    question = traitlets.Unicode(read_only=True).tag(sync=True)
    results = traitlets.List(traitlets.Int(), read_only=True).tag(sync=True)
    words = traitlets.Dict(read_only=True).tag(sync=True)
    view = traitlets.Dict(read_only=True).tag(sync=True)
    csv = traitlets.Unicode("", read_only=True).tag(sync=True)
    error = traitlets.Unicode("", read_only=True).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(
        self,
        question: str = "first_war",
        *,
        results: Any = (),
        file: str | os.PathLike[str] | None = _DEFAULT,
        rules: Rules | None = None,
        lang: str = "en",
        games: int = 1_000,
        seed: int = 1,
        engine: str = "auto",
    ) -> None:
        lang = locale.normalize_language(lang)
        self._tally = Tally(question, rules=rules, lang=lang)
        given = _given(results, question, lang)
        self._file = (
            None
            if file is None
            else TallyFile(default_name(question) if file is _DEFAULT else file)
        )
        #: None: nothing written yet; True: the file holds every result; False: it failed
        self._saved: bool | None = None
        self._reason = ""
        self._notice: tuple[str, dict[str, Any]] = ("", {})
        if not isinstance(games, int) or not 1 <= games <= 100_000:  # before any file is written
            raise ValueError(f"games={games!r}: expected a whole number from 1 to 100,000")
        self._start(given)
        self._reference: list[int] = []
        if self._tally.question.kind == "number":
            from ..simulation import simulate

            sim = simulate(self._tally.rules, games, seed=seed, engine=engine)
            self._reference = [int(r) for r in sim.rounds]
        super().__init__(lang=lang)
        self.set_trait("question", question)
        self._show()
        self.on_msg(self._on_msg)

    @classmethod
    def load(cls, path: str | os.PathLike[str], **options: Any) -> ClassTally:
        """The tally kept in a CSV file (the format ``to_csv()`` writes), its question read
        from the file, every row checked (``TallyError`` naming the line that is wrong).

        The results typed next are saved in that same file unless ``file=`` says another
        (``ClassTally.load("old.csv", file="tally-rounds.csv")``); ``options`` are
        ClassTally's (``lang``, ``games``...; ``question`` for a file that holds none yet).
        """
        lang = locale.normalize_language(options.get("lang", "en"))
        kept = TallyFile(path).read(options.pop("question", None), lang)
        options.setdefault("file", path)
        return cls(kept.question.name, results=kept.results, **options)

    def _start(self, given: list[int]) -> None:
        """The results to start from: the file's when it exists, else those given (which
        then start the file)."""
        if self._file is not None and self._file.exists():
            kept = self._file.read(self._tally.question.name, self._tally.lang).results
            self._tally.results = list(kept)
            self._saved = True
            if given and kept[: len(given)] != given:
                self._notice = ("tally.file.not_added", {"file": self._file.name})
            elif kept:
                self._notice = ("tally.file.resumed", {"file": self._file.name})
        else:
            self._tally.results = list(given)
            if given:
                self._save()

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _DISPLAY:
            raise traitlets.TraitError(
                f"{name} is read-only (the widget sets it): call add(), undo() or clear()"
            )
        super().__setattr__(name, value)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """An update from the front-end writes ``lang`` only; the results, the file and the
        views are Python's (a refused write is answered with Python's value)."""
        apply_update(self, sync_data, owned=_DISPLAY, write=super().set_state, log=log)

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        try:
            return locale.normalize_language(proposal["value"])
        except ValueError as err:
            raise traitlets.TraitError(str(err)) from None

    @traitlets.observe("lang")
    def _new_lang(self, change: Any) -> None:
        self._tally.lang = change["new"]
        self._show()

    # -- Python API ------------------------------------------------------------------------
    @property
    def tally(self) -> Tally:
        return self._tally

    @property
    def file(self) -> pathlib.Path | None:
        """The file every result is saved in (absolute), or None (``file=None``)."""
        return None if self._file is None else self._file.path

    @property
    def reference(self) -> list[int]:
        """The simulated games' lengths a number is compared with (empty for yes/no)."""
        return list(self._reference)

    def add(self, value: object) -> ClassTally:
        """Keep the results of one line (``"12 15"`` is two; all or none): one not allowed
        raises ``TallyError`` and keeps the others.  Saved in the file at once."""
        numbers = self._tally.add(value)
        self._notice = ("tally.added", {"values": added_text(self._tally, numbers)})
        self._save()
        self._show()
        return self

    def undo(self) -> ClassTally:
        """Remove the last result (saved in the file at once)."""
        self._tally.undo()
        self._notice = ("", {})
        self._save()
        self._show()
        return self

    def clear(self) -> ClassTally:
        """Remove every result; the file is first renamed to a dated backup beside it."""
        backup = None
        if self._file is not None and len(self._tally):
            try:
                backup = self._file.backup()
            except OSError as err:  # the old file stays as it was: nothing is written over it
                self._failed(err)
        self._tally.clear()
        self._notice = ("", {})
        if self._saved is not False or backup is not None:
            self._save()
        if backup is not None:
            self._notice = ("tally.file.backup", {"backup": backup.name})
        self._show()
        return self

    def to_csv(self) -> str:
        return self._tally.to_csv()

    # -- the file ---------------------------------------------------------------------------
    def _save(self) -> None:
        """Write every result to the file; a failure is said (widget, warning), never raised."""
        if self._file is None:
            return
        try:
            self._file.write(self._tally.to_csv())
        except OSError as err:
            self._failed(err)
        else:
            self._saved, self._reason = True, ""

    def _failed(self, err: OSError) -> None:
        reason = err.strerror or str(err)
        if self._saved is not False and self._file is not None:  # once, not at every result
            text = locale.say("en", "tally.file.failed", file=self._file.name, reason=reason)
            warnings.warn(text, TallyFileWarning, stacklevel=4)
        self._saved, self._reason = False, reason

    # -- the traits -------------------------------------------------------------------------
    def _show(self, error: str = "") -> None:
        lang = self.lang
        shown = view(self._tally, self._reference)
        key, fields = self._notice
        file = self._file
        if file is None:
            shown.update(file_view(self._tally, None, None, "none"))
        else:
            state = {None: "ready", True: "saved", False: "failed"}[self._saved]
            shown.update(file_view(self._tally, file.name, str(file.path), state, self._reason))
        shown["notice"] = locale.say(lang, key, **fields) if key else ""
        with self.hold_sync():
            self.set_trait("results", list(self._tally.results))
            self.set_trait("words", front_end_words(lang))
            self.set_trait("view", shown)
            self.set_trait("csv", self._tally.to_csv())
            self.set_trait("error", error)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A message from the front-end; nothing it sends makes an exception escape (a
        result refused is said on the widget, anything else logged)."""
        try:
            self._handle(content)
        except Exception:  # the comm's handler must not raise; the results stay
            log.exception("war_widget: the tally failed on a message: %s", short(content))
            self.set_trait("error", locale.say(self.lang, "tally.error.unexpected"))

    def _handle(self, content: Any) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        count = content.get("count") if isinstance(content, dict) else None
        counted = isinstance(count, int) and not isinstance(count, bool)
        if kind == "add" and isinstance(content.get("value"), str):
            try:
                self.add(content["value"])
            except TallyError as err:  # said on the widget; the field keeps what was typed
                self.set_trait("error", err.say(self.lang))
        elif (kind == "undo" and (count is None or counted)) or (kind == "clear" and counted):
            if count is not None and count != len(self._tally):  # sent before a change it missed
                log.info(
                    "war_widget: a stale %s (%s results seen, %s now)",
                    kind,
                    count,
                    len(self._tally),
                )
            elif kind == "undo":
                self.undo()
            else:
                self.clear()
        else:
            log.warning(
                "war_widget: ignored a malformed message from the tally: %s", short(content)
            )


def _given(results: Any, question: str, lang: str) -> list[int]:
    """The results a cell gives, checked: typed lines, or a CSV file's path."""
    if isinstance(results, (str, os.PathLike)):
        return TallyFile(results).read(question, lang).results
    tally = Tally(question, lang=lang)
    tally.extend(results)
    return tally.results


__all__ = ["ClassTally", "TallyFileWarning"]
