"""``python -m war_widget class``: a live class for a teacher without Jupyter.

    python -m war_widget class [--lesson L] [--port 8000] [--host H] [--file F] [--site DIR]
        [--lang xx] [--forget]

Starts the class server (:class:`war_widget.classroom.Classroom`), prints the pupils'
address, the room code, the teacher's dashboard address (its key in it) and whether it
listens only on this computer or on the class's network; Ctrl+C (or SIGTERM) stops it
cleanly, the records kept in the file (``--forget``: deleted).  The port defaults to 8000,
not any free one: a pupil's page keeps what it has not yet sent per address, so the same
address after a restart gets it.  Help and errors in the chosen language (cli_args.py),
every error one line, exit status 2.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from typing import Any, TextIO

from ..locale import LANGUAGES, MESSAGES, say
from .args import PROG, OneLineParser, _default, _words, chosen_language, language_or_fail

#: The command line's port: the same address from one lesson to the next.
DEFAULT_PORT = 8000


def class_parser(lang: str) -> OneLineParser:
    """The parser of ``python -m war_widget class``."""
    from ..classroom.room import LESSONS

    h = _words(lang)
    example = f"{PROG} class --lesson 03_probability --host 0.0.0.0"
    parser = OneLineParser(
        prog=f"{PROG} class",
        description=h("cli.help.class.description"),
        epilog=h("cli.help.example", command=example),
        lang=lang,
    )
    parser.add_argument(
        "--lesson",
        metavar=h("cli.metavar.lesson"),
        help=h("cli.help.class.lesson", lessons=", ".join(LESSONS)),
    )
    parser.add_argument(
        "--port",
        type=int,
        default=DEFAULT_PORT,
        metavar=h("cli.metavar.port"),
        help=h("cli.help.class.port"),
    )
    parser.add_argument("--host", metavar=h("cli.metavar.host"), help=h("cli.help.class.host"))
    parser.add_argument("--file", metavar=h("cli.metavar.file"), help=h("cli.help.class.file"))
    parser.add_argument("--site", metavar=h("cli.metavar.folder"), help=h("cli.help.class.site"))
    parser.add_argument(
        "--lang",
        metavar=h("cli.metavar.lang"),
        help=h("cli.help.lang.class", languages=", ".join(LANGUAGES), default=_default(lang)),
    )
    parser.add_argument("--forget", action="store_true", help=h("cli.help.class.forget"))
    return parser


def _error_text(err: Any, lang: str) -> str:
    """A ClassError in the teacher's language where the command line has words for it."""
    key = f"cli.class.error.{getattr(err, 'reason', '')}"
    values = getattr(err, "values", {})
    if key in MESSAGES:
        try:
            return say(lang, key, **values)
        except (KeyError, IndexError):
            pass
    return str(err)


def main_class(
    argv: Sequence[str], *, out: TextIO | None = None, stop: threading.Event | None = None
) -> int:
    """Run a class until Ctrl+C, SIGTERM or ``stop`` is set (tests); 0 when stopped."""
    out = out if out is not None else sys.stdout
    words = chosen_language(argv)
    parser = class_parser(words)
    args = parser.parse_args(list(argv))
    lang = language_or_fail(parser, args.lang or words)
    stop = stop or threading.Event()
    with _signals(stop):
        room = _start(parser, args, lang)
        file = room.store.name
        for line in (
            say(lang, "cli.class.pupils", url=room.url),
            say(lang, "cli.class.code", code=room.code),
            say(lang, "cli.class.teacher", url=room.teacher_url),
            say(lang, "cli.class.network" if room.open_to_network else "cli.class.local"),
            say(lang, "cli.class.stop.forget" if args.forget else "cli.class.stop", file=file),
        ):
            print(line, file=out, flush=True)
        while not stop.wait(0.2):
            pass
        count = len(room.results())
        room.close(forget=args.forget)  # a second Ctrl+C meanwhile: still closed cleanly
    if args.forget:
        print(say(lang, "cli.class.forgotten", file=file), file=out, flush=True)
    else:
        msg = MESSAGES["cli.class.stopped"]
        from ..locale import translation

        assert msg.plural is not None
        text = translation(lang).npgettext(msg.key, msg.text, msg.plural, count)
        print(text.format(count=count, file=file), file=out, flush=True)
    return 0


def _start(parser: OneLineParser, args: Any, lang: str) -> Any:
    """The Classroom the arguments ask for, or the one-line error (status 2)."""
    import warnings

    from ..classroom.errors import ClassError
    from ..classroom.room import Classroom

    try:
        with warnings.catch_warnings():
            # No pages: an error here, not a warning (a library's DeprecationWarning stays one).
            warnings.simplefilter("error", UserWarning)
            return Classroom(
                lesson=args.lesson,
                file=args.file,
                host=args.host,
                port=args.port,
                lang=lang,
                site=args.site,
            )
    except ClassError as err:
        parser.fail(_error_text(err, lang))
    except UserWarning as err:  # site.locate found no pages
        parser.fail(say(lang, "cli.class.error.no_site") if "pip install" in str(err) else str(err))


@contextlib.contextmanager
def _signals(stop: threading.Event) -> Iterator[None]:
    """Ctrl+C (SIGINT) and SIGTERM set ``stop`` while the class runs (from the start, so a
    signal as the first lines are printed stops it cleanly too); in the main thread only,
    the signals' place."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    kinds = (signal.SIGINT, signal.SIGTERM)
    before = [signal.getsignal(kind) for kind in kinds]
    for kind in kinds:
        signal.signal(kind, lambda *_: stop.set())
    try:
        yield
    finally:
        for kind, handler in zip(kinds, before, strict=True):
            signal.signal(kind, handler)
