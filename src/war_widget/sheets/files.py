"""A sheet as a file: the name it is saved under and its page as a ``data:`` URL (what a link
or a cell's Download carries: no server, no file needed); the answer key's file beside it."""

from __future__ import annotations

import base64
import re
from pathlib import Path
from typing import Protocol


class Page(Protocol):
    """What these read of a :class:`~.make.Sheet`."""

    @property
    def code(self) -> str: ...
    @property
    def activity(self) -> str: ...
    @property
    def lang(self) -> str: ...
    @property
    def paper(self) -> str: ...
    @property
    def html(self) -> str: ...
    @property
    def part(self) -> str: ...


def data_url(page: Page) -> str:
    """The page as a ``data:text/html`` URL (base64, UTF-8)."""
    return "data:text/html;charset=utf-8;base64," + base64.b64encode(
        page.html.encode("utf-8")
    ).decode("ascii")


def filename(page: Page) -> str:
    """A file name for the page: ``war-sheet-win-en-a4-<code>.html`` (letters, digits, -),
    its answer key ``war-sheet-win-en-a4-<code>-answers.html``."""
    code = re.sub(r"[^A-Za-z0-9]+", "-", page.code).strip("-")
    tail = "-answers" if page.part == "answers" else ""
    return f"war-sheet-{page.activity}-{page.lang}-{page.paper}-{code}{tail}.html"


def answers_path(path: Path) -> Path:
    """Where the answer key of a sheet saved at ``path`` goes: beside it, ``-answers`` added
    to its name (``sheet.html`` -> ``sheet-answers.html``)."""
    return path.with_name(f"{path.stem}-answers{path.suffix or '.html'}")
