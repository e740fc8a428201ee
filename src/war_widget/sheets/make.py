"""Making a sheet: :func:`sheet` replays a code on the engine and lays out its pages."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..locale import normalize_language
from .cell import cell_html
from .layout import PAPERS
from .page import document, exit_and_real, key, worksheet
from .rounds import flips, game_for
from .words import Words

#: Rounds on the worksheet for each activity (what fits one page of A4 and of Letter), and
#: rounds on the exit ticket.
ROUNDS = {"win": 8, "sign": 8, "sum": 6}
EXIT_ROUNDS = 2


@dataclass(frozen=True)
class Sheet:
    """A printable sheet: ``html`` is the whole page; :meth:`save` writes it; a notebook
    shows it in a frame with buttons to print, open and download it."""

    code: str
    activity: str
    lang: str
    paper: str
    html: str

    def save(self, path: str | Path) -> Path:
        """Write the page (UTF-8) and return its path."""
        target = Path(path)
        target.write_text(self.html, encoding="utf-8")
        return target

    def _repr_html_(self) -> str:
        """In a notebook's cell: the page in a frame of its own, so that its page-wide style
        stays in it (:func:`~.cell.cell_html`); :attr:`html` and :meth:`save` are the page."""
        return cell_html(self)


def _paper(paper: str) -> str:
    if isinstance(paper, str) and paper.strip().lower() in PAPERS:
        return paper.strip().lower()
    allowed = ", ".join(repr(p) for p in PAPERS)
    raise ValueError(f"paper={paper!r} is not allowed: paper must be one of {allowed}")


def sheet(code: str, activity: str, *, lang: str = "en", paper: str = "a4") -> Sheet:
    """The printable sheet of ``activity`` on the game ``code`` names, in ``lang``.

    ``ValueError`` naming the field and what it allows for an unknown activity, a code that is
    not a game code (or not a two-player game the activity fits), a language or paper size
    that is not supported.
    """
    lang = normalize_language(lang)
    paper = _paper(paper)
    game = game_for(code, activity)
    played = flips(game, ROUNDS[activity] + EXIT_ROUNDS)
    if len(played) < ROUNDS[activity] + EXIT_ROUNDS:
        raise ValueError(
            f"code={code!r} is not allowed: its game ends after {game.round} rounds, "
            f"and a {activity!r} sheet needs {ROUNDS[activity] + EXIT_ROUNDS}"
        )
    rounds, exits = played[: ROUNDS[activity]], played[ROUNDS[activity] :]
    w = Words(lang, game.rules.lowest_wins)
    canonical = game.code
    body = (
        worksheet(rounds, w, activity, game.rules)
        + exit_and_real(exits, w, activity, game.rules)
        + key(rounds, exits, w, activity, canonical)
    )
    title = w(f"sheet.title.{activity}")
    return Sheet(canonical, activity, lang, paper, document(body, title, lang, paper))
