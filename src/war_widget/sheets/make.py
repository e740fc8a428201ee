"""Making a sheet: :func:`sheet` replays a code on the engine and lays out its pages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from ..game.rules import Rules
from ..locale import check_digits, normalize_language
from .cell import cell_html
from .files import answers_path, data_url, filename
from .layout import PAPERS
from .page import document, exit_and_real, key, teacher_note, worksheet
from .record import record_key, record_page
from .rounds import RECORD, flips, game_for
from .words import Words

#: Rounds on the worksheet for each activity that asks about a game's rounds (what fits one
#: page of A4 and of Letter), and rounds on the exit ticket.  The record sheet (``"record"``)
#: asks about none: its table has :data:`~.record.RECORD_ROWS` rows to fill in.
ROUNDS = {"win": 8, "sign": 8, "sum": 6, "product": 6, "difference": 6}
EXIT_ROUNDS = 2


@dataclass(frozen=True)
class Answers:
    """A sheet's answer key: a page of its own, printed apart from the pupils' pages (the
    same :func:`~.files.filename` with ``-answers``; :meth:`save` writes it)."""

    code: str
    activity: str
    lang: str
    paper: str
    html: str
    part: ClassVar[str] = "answers"

    def save(self, path: str | Path) -> Path:
        """Write the page (UTF-8) and return its path."""
        target = Path(path)
        target.write_text(self.html, encoding="utf-8")
        return target

    def _repr_html_(self) -> str:
        return cell_html(self)


@dataclass(frozen=True)
class Sheet:
    """A printable sheet: ``html`` is the pupils' pages (worksheet, exit ticket, real cards),
    :attr:`answers` the answer key, a page of its own; :meth:`save` writes both; a notebook
    shows both in frames with buttons to print, open and download each."""

    code: str
    activity: str
    lang: str
    paper: str
    html: str
    key_html: str = ""
    part: ClassVar[str] = "sheet"

    @property
    def answers(self) -> Answers:
        """The answer key as a page of its own."""
        return Answers(self.code, self.activity, self.lang, self.paper, self.key_html)

    def save(self, path: str | Path, *, answers: bool = True) -> Path:
        """Write the pupils' pages (UTF-8) and, with ``answers``, the answer key beside them
        (:func:`~.files.answers_path`: ``sheet.html`` -> ``sheet-answers.html``); return the
        sheet's path."""
        target = Path(path)
        target.write_text(self.html, encoding="utf-8")
        if answers:
            answers_path(target).write_text(self.key_html, encoding="utf-8")
        return target

    def _repr_html_(self) -> str:
        """In a notebook's cell: the pupils' pages, then the answer key, each in a frame of
        its own, so that its page-wide style stays in it (:func:`~.cell.cell_html`)."""
        return cell_html(self) + cell_html(self.answers)


def _paper(paper: str) -> str:
    if isinstance(paper, str) and paper.strip().lower() in PAPERS:
        return paper.strip().lower()
    allowed = ", ".join(repr(p) for p in PAPERS)
    raise ValueError(f"paper={paper!r} is not allowed: paper must be one of {allowed}")


def sheet(
    code: str, activity: str, *, lang: str = "en", paper: str = "a4", digits: str = "latn"
) -> Sheet:
    """The printable sheet of ``activity`` on the game ``code`` names, in ``lang``, its numbers
    in ``digits`` (``"latn"`` 0-9, or ``"arab"`` Arabic-Indic ٠-٩; the game code and the
    cards' pictures stay as they are).

    ``"record"`` is lesson 03's record sheet: one page with a row per deal (the live class's
    ``game`` record's columns) under the real-card steps of ``code``'s rules; its answer key
    says that it has no answers to check, and where the rows go.

    ``ValueError`` naming the field and what it allows for an unknown activity, a code that is
    not a game code (or not a two-player game the activity fits), a language, paper size or
    digits that is not supported.
    """
    lang = normalize_language(lang)
    digits = check_digits(digits)
    paper = _paper(paper)
    game = game_for(code, activity)
    if activity == RECORD:
        words = Words(lang, game.rules.lowest_wins, digits)
        return _record_sheet(game.code, words, game.rules, paper)
    played = flips(game, ROUNDS[activity] + EXIT_ROUNDS)
    if len(played) < ROUNDS[activity] + EXIT_ROUNDS:
        raise ValueError(
            f"code={code!r} is not allowed: its game ends after {game.round} rounds, "
            f"and a {activity!r} sheet needs {ROUNDS[activity] + EXIT_ROUNDS}"
        )
    rounds, exits = played[: ROUNDS[activity]], played[ROUNDS[activity] :]
    w = Words(lang, game.rules.lowest_wins, digits)
    canonical = game.code
    title = w(f"sheet.title.{activity}")
    key_title = f"{w('sheet.key.title')}: {title}"
    answers = Answers(
        canonical,
        activity,
        lang,
        paper,
        document(key(rounds, exits, w, activity, canonical), key_title, lang, paper),
    )
    body = (
        teacher_note(w, filename(answers), data_url(answers))
        + worksheet(rounds, w, activity, game.rules)
        + exit_and_real(exits, w, activity, game.rules)
    )
    return Sheet(canonical, activity, lang, paper, document(body, title, lang, paper), answers.html)


def _record_sheet(code: str, w: Words, rules: Rules, paper: str) -> Sheet:
    """The record sheet: the pupils' page, and the teacher's page beside it."""
    title = w("sheet.title.record")
    key_html = document(record_key(w, rules), f"{w('sheet.key.title')}: {title}", w.lang, paper)
    answers = Answers(code, RECORD, w.lang, paper, key_html)
    body = teacher_note(w, filename(answers), data_url(answers)) + record_page(w, rules)
    return Sheet(code, RECORD, w.lang, paper, document(body, title, w.lang, paper), key_html)
