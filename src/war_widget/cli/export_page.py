"""``python -m war_widget export-html NOTEBOOK [-o OUT] [--no-execute] [--lang xx]``.

A notebook as one web page whose tables show and replay with no kernel and no internet
(:func:`war_widget.lessons.export_html.export_html`); prints the page's path.  Help and errors in
the chosen language (cli_args.py), every error one line, exit status 2.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from ..locale import LANGUAGES, say
from .args import PROG, OneLineParser, _default, _words, chosen_language, language_or_fail


def export_parser(lang: str) -> OneLineParser:
    """The parser of ``python -m war_widget export-html``."""
    h = _words(lang)
    example = f"{PROG} export-html notebooks/01_play.ipynb -o play.html"
    line = h("cli.help.export_html")  # the commands list's line, here a sentence
    parser = OneLineParser(
        prog=f"{PROG} export-html",
        description=line[:1].upper() + line[1:].rstrip(".") + ".",
        epilog=h("cli.help.example", command=example),
        lang=lang,
    )
    parser.add_argument(
        "notebook", metavar=h("cli.metavar.notebook"), help=h("cli.help.export_html.notebook")
    )
    parser.add_argument(
        "-o",
        "--output",
        metavar=h("cli.metavar.file"),
        help=h("cli.help.export_html.output"),
    )
    parser.add_argument(
        "--no-execute", action="store_true", help=h("cli.help.export_html.no_execute")
    )
    parser.add_argument(
        "--lang",
        metavar=h("cli.metavar.lang"),
        help=h("cli.help.lang.export_html", languages=", ".join(LANGUAGES), default=_default(lang)),
    )
    return parser


def main_export(argv: Sequence[str], *, out: TextIO | None = None) -> int:
    """Write the page; 0, or 2 with one line naming what is wrong."""
    from ..lessons.export_html import NotebookError, export_html

    words = chosen_language(argv)
    parser = export_parser(words)
    args = parser.parse_args(list(argv))
    lang = language_or_fail(parser, args.lang or words)
    target = Path(args.output) if args.output else Path(args.notebook).with_suffix(".html")
    unwritable = _unwritable(target)  # checked before the notebook runs
    if unwritable:
        parser.fail(say(lang, "export.error.write", path=str(target), why=unwritable))
    try:
        page = export_html(args.notebook, execute=not args.no_execute)
    except NotebookError as err:
        parser.fail(say(lang, f"export.error.{err.reason}", **err.values))
    except ImportError as err:
        parser.fail(say(lang, "export.error.needs", package=err.name or "nbconvert"))
    except Exception as err:  # a cell failed (nbclient's CellExecutionError), or its kernel
        if type(err).__module__.split(".")[0] != "nbclient":
            raise
        why = f"{getattr(err, 'ename', type(err).__name__)}: {getattr(err, 'evalue', '')}"
        parser.fail(say(lang, "export.error.cell", path=args.notebook, why=why.rstrip(": ")))
    try:
        target.write_text(page, encoding="utf-8")
    except OSError as err:
        why = err.strerror or type(err).__name__
        parser.fail(say(lang, "export.error.write", path=str(target), why=why))
    print(target, file=out if out is not None else sys.stdout)
    return 0


def _unwritable(target: Path) -> str:
    """Why the page cannot be written at ``target`` (the system's words), or "" if it can."""
    if target.is_dir():
        return os.strerror(errno.EISDIR)
    if not target.absolute().parent.is_dir():
        return os.strerror(errno.ENOENT)
    return ""
