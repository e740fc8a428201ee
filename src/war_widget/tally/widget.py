"""ClassTally: the class experiment in a notebook.

The teacher types each child's or table's result; the class's relative frequency (a yes/no
question) or histogram (a number) grows beside the exact answer or a simulated distribution.
Every result is kept as it is typed (:mod:`.backends`: on a computer's disk in a SQLite
file, the CSV beside it rewritten from it, so two kernels adding to one tally lose nothing;
in the browser in the CSV file alone), and a tally made again (the cell re-run, the kernel
restarted, the notebook reopened) carries on from it; ``to_csv()`` (and the Download
button) exports them; :meth:`ClassTally.from_room` reads a live class's games.  Everything
shown is computed here (:mod:`.model`, :mod:`.words`); the front-end (``js/tally.ts``) draws it
and sends ``add``, ``undo`` and ``clear``.
"""

from __future__ import annotations

import contextlib
import logging
import os
import pathlib
import warnings
from collections.abc import Callable, Iterable
from typing import Any

import anywidget
import traitlets

from .. import locale
from ..front_state import apply_update, checked_digits, checked_lang, short
from ..game.rules import Rules
from .backends import CopyNotWritten, TallyBackend, backend_for
from .model import Tally, TallyError, game_results
from .store import TallyFile, TallyFileWarning, default_name
from .words import added_text, file_view, front_end_words, in_digits, view

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
        and by a ``TallyFileWarning``, and the results stay in memory.  On a computer's
        disk the results are kept in ``NAME.csv.sqlite`` beside the CSV, which is
        rewritten from it after every change: each change is made in that store, so two
        kernels (two tabs) adding to one tally lose nothing, and each sees the other's
        results at its next change.  A CSV the store did not write (one from before, or
        changed by hand) is taken in when the tally is made.
    rules : the rules the class plays (default: classic).
    lang : a code of :data:`war_widget.locale.LANGUAGES` (en, es...).
    digits : the digits the class reads numbers in: ``"latn"`` (0-9, the default) or
        ``"arab"`` (Arabic-Indic ٠-٩, with ٬ and ٫): the counts, shares, bars, axis and
        sentences.  The CSV, the file's name and the results as typed stay as they are.
        What is typed may use either (and the Arabic comma): :mod:`.reading`.
    games, seed, engine : the simulated games a number is compared with.

    ``clear()`` (and the widget's "Clear all", after a "Yes, clear") first keeps the results
    in a dated backup beside the file (``tally-rounds-backup-2026-12-02-0607.csv``); when
    that cannot be written, nothing is cleared.

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
    digits = traitlets.Unicode(
        "latn", help="The digits numbers are shown in: 'latn' (0-9) or 'arab' (٠-٩)."
    ).tag(sync=True)

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
        digits: str = "latn",
    ) -> None:
        lang = locale.normalize_language(lang)
        digits = locale.check_digits(digits)  # before any file is written
        self._tally = Tally(question, rules=rules, lang=lang)
        given = _given(results, question, lang)
        self._file: TallyBackend | None = (
            None
            if file is None
            else backend_for(default_name(question) if file is _DEFAULT else file, lang)
        )
        #: None: nothing written yet; True: the file holds every result; False: it failed
        self._saved: bool | None = None
        #: the results in memory hold some the file does not (it could not be written)
        self._behind = False
        self._reason = ""
        self._notice: tuple[str, dict[str, Any]] = ("", {})
        self._error = ""  # the refusal shown, as Python wrote it (its digits: _show's)
        self._kept: tuple[str, ...] = ()  # in it, what the teacher typed
        if not isinstance(games, int) or not 1 <= games <= 100_000:  # before any file is written
            raise ValueError(f"games={games!r}: expected a whole number from 1 to 100,000")
        self._start(given)
        self._reference: list[int] = []
        if self._tally.question.kind == "number":
            from ..simulation import simulate

            sim = simulate(self._tally.rules, games, seed=seed, engine=engine)
            self._reference = [int(r) for r in sim.rounds]
        super().__init__(lang=lang, digits=digits)
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

    @classmethod
    def from_room(
        cls, room: Any, question: str = "first_war", *, lesson: str | None = None, **options: Any
    ) -> ClassTally:
        """The class's own results from a live class's finished games: ``room`` a
        ``Classroom`` or a ``ClassStore`` (anything whose ``results()`` gives the records),
        ``question`` ``"first_war"`` (was the game's first flip a war) or ``"rounds"`` (its
        length); ``lesson`` keeps one lesson's games only.  Kept in no file unless ``file=``
        names one (the records are the class's own store); ``options`` are ClassTally's."""
        if question not in ("first_war", "rounds"):  # Tally names the questions
            Tally(question)
        options.setdefault("file", None)
        return cls(question, results=game_results(room.results(), question, lesson), **options)

    def _start(self, given: list[int]) -> None:
        """The results to start from: the file's when it exists, else those given (which
        then start the file)."""
        file, question = self._file, self._tally.question.name
        if file is None:
            self._tally.results = list(given)
            return
        existed = file.exists()
        try:
            kept = file.load(question, given)
        except CopyNotWritten as err:  # the store holds them; its CSV copy failed
            kept = list(given)
            self._failed(err)
        except OSError as err:  # nothing can be kept here: the CSV's results, or those given
            csv_there = file.path.exists()
            kept = TallyFile(file.path).read(question, file.lang).results if csv_there else given
            self._behind = not csv_there and bool(given)
            self._failed(err)
        else:
            self._saved = True if existed or given else None
        self._tally.results = list(kept)
        if existed and given and kept[: len(given)] != given:
            self._notice = ("tally.file.not_added", {"file": file.name})
        elif existed and kept:
            self._notice = ("tally.file.resumed", {"file": file.name})

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
        return checked_lang(proposal)

    @traitlets.validate("digits")
    def _valid_digits(self, proposal: dict[str, Any]) -> str:
        return checked_digits(proposal)

    @traitlets.observe("lang")
    def _new_lang(self, change: Any) -> None:
        self._tally.lang = change["new"]
        if self._file is not None:
            self._file.lang = change["new"]
        self._show()

    @traitlets.observe("digits")
    def _new_digits(self, _change: Any) -> None:
        self._show(self._error, self._kept)

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
        numbers = self._tally.read(value)
        self._notice = ("tally.added", {"values": added_text(self._tally, numbers)})
        self._keep(lambda f, q: f.add(q, numbers), lambda: self._tally.results.extend(numbers))
        self._show()
        return self

    def undo(self) -> ClassTally:
        """Remove the last result (saved in the file at once)."""
        self._notice = ("", {})
        self._keep(lambda f, q: f.undo(q), self._tally.undo)
        self._show()
        return self

    def clear(self) -> ClassTally:
        """Remove every result; they are first kept in a dated backup beside the file (one
        that cannot be written clears nothing)."""
        self._notice = ("", {})
        file, question = self._file, self._tally.question.name
        if file is None or self._behind:  # no file, or it cannot be written: memory only
            self._tally.clear()
            self._show()
            return self
        backup = None
        try:
            backup = file.clear(question)
        except CopyNotWritten as err:  # cleared in the store; its CSV copy not written
            backup = err.backup
            self._failed(err)
        except OSError as err:  # no backup could be made: nothing cleared
            self._failed(err)
        with contextlib.suppress(OSError):
            self._tally.results = file.read(question)
        if backup is not None:
            self._notice = ("tally.file.backup", {"backup": backup.name})
        self._show()
        return self

    def to_csv(self) -> str:
        return self._tally.to_csv()

    # -- the file ---------------------------------------------------------------------------
    def _keep(
        self, change: Callable[[TallyBackend, str], object], in_memory: Callable[[], object]
    ) -> None:
        """Make a change in the file, then show what the file holds (another kernel's
        results too); where the file cannot be written, in memory (said once, never
        raised), and the file given every result once it can be written again."""
        file, question = self._file, self._tally.question.name
        if file is None:
            in_memory()
            return
        problem: OSError | None = None
        try:
            if self._behind:  # what memory alone holds first
                with contextlib.suppress(CopyNotWritten):
                    file.replace(question, self._tally.results)
                self._behind = False
            try:
                change(file, question)
            except CopyNotWritten as err:
                problem = err
            self._tally.results = file.read(question)
        except OSError as err:
            in_memory()
            self._behind, problem = True, err
        if problem is not None:
            self._failed(problem)
        else:
            self._saved, self._reason = True, ""

    def _failed(self, err: OSError) -> None:
        reason = err.strerror or str(err)
        if self._saved is not False and self._file is not None:  # once, not at every result
            text = locale.say("en", "tally.file.failed", file=self._file.name, reason=reason)
            warnings.warn(text, TallyFileWarning, stacklevel=4)
        self._saved, self._reason = False, reason

    # -- the traits -------------------------------------------------------------------------
    def _show(self, error: str = "", keep: tuple[str, ...] = ()) -> None:
        """Every trait from the tally; what a learner reads in ``digits`` (the file's name,
        its path and ``keep``, what the teacher typed, as they are)."""
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
        self._error, self._kept = error, keep
        names = [str(f) for f in fields.values()] if key.startswith("tally.file") else []
        kept = (file.name if file else "", *names, *keep)
        with self.hold_sync():
            self.set_trait("results", list(self._tally.results))
            self.set_trait("words", front_end_words(lang))
            self.set_trait("view", in_digits(shown, self.digits, lang, kept))
            self.set_trait("csv", self._tally.to_csv())
            self.set_trait("error", locale.in_digits(error, self.digits, lang, kept))

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
                self._show(err.say(self.lang), keep=_typed(err))
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


def _typed(err: TallyError) -> tuple[str, ...]:
    """What the teacher typed, as an error quotes it (a line's problem's too): it stays in
    the digits it was typed in."""
    value = err.fields.get("value")
    typed = (value,) if isinstance(value, str) else ()
    nested = [v for v in err.fields.values() if isinstance(v, TallyError)]
    return typed + tuple(t for e in nested for t in _typed(e))


def _given(
    results: Iterable[object] | str | os.PathLike[str], question: str, lang: str
) -> list[int]:
    """The results a cell gives, checked: typed lines, or a CSV file's path."""
    if isinstance(results, (str, os.PathLike)):
        return TallyFile(results).read(question, lang).results
    tally = Tally(question, lang=lang)
    tally.extend(results)
    return tally.results


__all__ = ["ClassTally", "TallyFileWarning"]
