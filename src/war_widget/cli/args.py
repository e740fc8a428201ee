"""Reading the command line: a parser whose errors are one line, in the chosen language; the
parsers of ``play``, ``simulate`` and ``sheet``; the values of ``--set NAME=VALUE`` and
``--within`` (checked while the arguments are read, before a run).

**The language** of the help and the messages (:func:`chosen_language`): ``--lang`` when it
names one of ours (``en``, ``es``, ``pl``, ``sk``, ``nb``; a tag such as ``pl_PL`` is read as
its language), else the terminal's: the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``
that is set (POSIX's order), if it names one of ours, else English.  ``play`` and ``sheet``
take the same language as their default ``--lang``; ``simulate`` without ``--lang`` keeps its
plain English summary.  argparse's own words ("usage:", "options", "show this help message
and exit", its errors) are translated through the catalogue (``cli.argparse.*``, whose texts
are argparse's msgids): :func:`argparse_words` lends argparse a gettext of ours while a
parser is built, reads the arguments or writes its help.
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from ..locale import LANGUAGES, MESSAGES, normalize_language, say, translation
from .text import cut

#: The environment variables that name the terminal's language, in the order POSIX reads them.
LANG_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
#: argparse's msgids that the catalogue translates, each with its message's key.
ARGPARSE_KEYS = {m.text: m.key for m in MESSAGES.values() if m.key.startswith("cli.argparse.")}


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment names (see the module's docstring), else ``"en"``."""
    environ = os.environ if environ is None else environ
    for name in LANG_VARIABLES:
        value = environ.get(name, "")
        if value:  # the first one set decides, as it does for every program (C, POSIX: en)
            try:
                return normalize_language(value.split(".")[0].split("@")[0])
            except ValueError:
                return "en"
    return "en"


def chosen_language(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """``--lang``'s language when the arguments name one of ours, else the environment's."""
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None
        if arg.startswith("--lang="):
            value = arg.partition("=")[2]
        if value is not None:
            try:
                return normalize_language(value)
            except ValueError:
                break  # refused by name later, in the environment's language
    return environment_language(environ)


def lang_after_command(argv: Sequence[str]) -> list[str]:
    """``--lang xx`` written before the command (``python -m war_widget --lang pl --help``)
    moved after it, where each command reads it; alone (only ``--help`` left), dropped: the
    help is already in that language (:func:`chosen_language`)."""
    args = list(argv)
    if args[:1] == ["--lang"] and len(args) > 1:
        given, rest = args[:2], args[2:]
    elif args[:1] and args[0].startswith("--lang="):
        given, rest = args[:1], args[1:]
    else:
        return args
    if rest[:1] == ["warm"]:  # warm speaks the chosen language, and takes no option
        return rest
    if rest[:1] and not rest[0].startswith("-"):
        return [rest[0], *given, *rest[1:]]
    return rest


@contextmanager
def argparse_words(lang: str) -> Iterator[None]:
    """argparse's own words in ``lang`` while the block runs (the words it does not know of
    ours stay as argparse writes them)."""
    catalogue = translation(lang)

    def gettext(text: str) -> str:
        key = ARGPARSE_KEYS.get(text)
        return text if key is None else catalogue.pgettext(key, text)

    before = argparse._  # type: ignore[attr-defined]
    setattr(argparse, "_", gettext)  # noqa: B010 - argparse reads its module's `_` when it speaks
    try:
        yield
    finally:
        setattr(argparse, "_", before)  # noqa: B010


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose every error is one line on stderr and exit status 2, what was
    typed quoted at most :data:`~.cli_text.LONGEST` characters at a time; its help and errors
    in ``lang``."""

    def __init__(self, *args: Any, lang: str = "en", **kwargs: Any) -> None:
        self.lang = lang
        with argparse_words(lang):  # its headings and -h's help are written here
            super().__init__(*args, **kwargs)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        with argparse_words(self.lang):
            return super().parse_known_args(args, namespace)

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        with argparse_words(self.lang):
            return super().parse_args(args, namespace)

    def format_help(self) -> str:
        with argparse_words(self.lang):
            return super().format_help()

    def format_usage(self) -> str:
        with argparse_words(self.lang):
            return super().format_usage()

    def error(self, message: str) -> NoReturn:
        self.fail(say(self.lang, "cli.see_help", message=message, command=f"{self.prog} --help"))

    def fail(self, message: str) -> NoReturn:
        # Only ASCII whitespace is folded: a no-break space (French "erreur\u00a0:") stays.
        text = cut(re.sub(r"[ \t\n\r\f\v]+", " ", str(message)).strip())
        self.exit(2, say(self.lang, "cli.error", message=text) + "\n")


def option_value(text: str) -> Any:
    """A ``--set`` value as Python reads it: None, True/False, a number, or the text."""
    low = text.strip().lower()
    if low in ("none", "null"):
        return None
    if low in ("true", "false"):
        return low == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text.strip()


def parse_set(items: Sequence[str], lang: str = "en") -> dict[str, Any]:
    options = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise ValueError(say(lang, "cli.error.set", item=repr(item)))
        options[name.strip()] = option_value(value)
    return options


def round_counter(lang: str) -> Callable[[str], int]:
    """``--within``'s reader: a whole number of rounds, at least 1 (checked before a game is
    played, not after the run), refused in ``lang``."""

    def round_count(text: str) -> int:
        try:
            rounds = int(text)
        except ValueError:
            rounds = 0
        if rounds < 1:
            raise argparse.ArgumentTypeError(say(lang, "cli.error.rounds", text=repr(text)))
        return rounds

    return round_count


round_count = round_counter("en")


def language_or_fail(parser: OneLineParser, lang: str) -> str:
    """``--lang``'s value as one of ours, or the one-line error naming the languages."""
    try:
        return normalize_language(lang)
    except ValueError:
        parser.fail(
            say(parser.lang, "cli.error.lang", value=repr(lang), languages=", ".join(LANGUAGES))
        )


# -- the parsers ---------------------------------------------------------------------------------
PROG = "python -m war_widget"


def _common(p: OneLineParser, lang: str, example: str) -> None:
    """--preset and --set, which play and simulate share."""
    from ..game.rules import PRESETS

    p.add_argument("--preset", choices=list(PRESETS), help=say(lang, "cli.help.preset"))
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar=say(lang, "cli.metavar.set"),
        help=say(lang, "cli.help.set", example=example),
    )


def play_parser(lang: str) -> OneLineParser:
    """The parser of ``python -m war_widget play`` (and the list of the other commands)."""
    from ..game.policies import POLICY_NAMES
    from ..play.steal_view import COMPUTER_POLICY

    h = _words(lang)
    parser = OneLineParser(prog=PROG, description=h("cli.help.description"), lang=lang)
    commands = "{play,simulate,sheet,warm,class,export-html}"  # named so in every language
    sub = parser.add_subparsers(dest="command", required=True, metavar=commands)
    p = sub.add_parser("play", help=h("cli.help.play"), lang=lang)
    _common(p, lang, "--set numbers=10 --set copies=4 --set pickup=winner_first")
    p.add_argument("--code", metavar=h("cli.metavar.code"), help=h("cli.help.code"))
    p.add_argument("--seed", type=int, metavar=h("cli.metavar.seed"), help=h("cli.help.seed"))
    p.add_argument("--auto", action="store_true", help=h("cli.help.auto"))
    p.add_argument(
        "--policy",
        choices=list(POLICY_NAMES),
        default=COMPUTER_POLICY,
        help=h("cli.help.policy", policy=COMPUTER_POLICY),
    )
    p.add_argument(
        "--lang",
        metavar=h("cli.metavar.lang"),
        help=h("cli.help.lang.play", languages=", ".join(LANGUAGES), default=_default(lang)),
    )
    p.add_argument(
        "--level", default="detailed", choices=["brief", "detailed"], help=h("cli.help.level")
    )
    p.add_argument("--names", metavar=h("cli.metavar.names"), help=h("cli.help.names"))
    for name in ("simulate", "sheet"):
        sub.add_parser(name, help=h(f"cli.help.{name}", command=f"{PROG} {name} --help"), lang=lang)
    sub.add_parser("warm", help=h("cli.help.warm"), lang=lang)
    sub.add_parser("class", help=h("cli.help.class", command=f"{PROG} class --help"), lang=lang)
    sub.add_parser("export-html", help=h("cli.help.export_html"), lang=lang)
    return parser


def _words(lang: str) -> Callable[..., str]:
    """``h(key, **fields)``: a message in ``lang`` (the parsers' help)."""

    def h(key: str, **fields: object) -> str:
        return say(lang, key, **fields)

    return h


def _default(lang: str) -> str:
    return say(lang, "cli.help.lang.default")


def simulate_parser(lang: str) -> OneLineParser:
    """The parser of ``python -m war_widget simulate``."""
    h = _words(lang)
    example = (
        f"{PROG} simulate --preset guerra_de_cartas --set round_limit=240 --games 100000 --json"
    )
    parser = OneLineParser(
        prog=f"{PROG} simulate",
        description=h("cli.help.simulate.description"),
        epilog=h("cli.help.example", command=example),
        lang=lang,
    )
    _common(parser, lang, "--set face_down=1 --set round_limit=none")
    parser.set_defaults(preset="classic")
    number = h("cli.metavar.number")
    parser.add_argument(
        "--games",
        type=int,
        default=10_000,
        metavar=h("cli.metavar.games"),
        help=h("cli.help.games", count="10000"),
    )
    parser.add_argument(
        "--seed", type=int, metavar=h("cli.metavar.seed"), help=h("cli.help.seed.simulate")
    )
    parser.add_argument(
        "--engine", default="auto", metavar=h("cli.metavar.engine"), help=h("cli.help.engine")
    )
    parser.add_argument("--workers", type=int, metavar=number, help=h("cli.help.workers"))
    parser.add_argument("--chunk-size", type=int, metavar=number, help=h("cli.help.chunk_size"))
    parser.add_argument(
        "--within",
        type=round_counter(lang),
        action="append",
        metavar=h("cli.metavar.rounds"),
        help=h("cli.help.within"),
    )
    parser.add_argument(
        "--lang",
        metavar=h("cli.metavar.lang"),
        help=h("cli.help.lang.simulate", languages=", ".join(LANGUAGES)),
    )
    parser.add_argument("--json", action="store_true", help=h("cli.help.json"))
    parser.add_argument("--no-progress", action="store_true", help=h("cli.help.no_progress"))
    return parser


def sheet_parser(lang: str) -> OneLineParser:
    """The parser of ``python -m war_widget sheet``."""
    from ..sheets import ACTIVITIES, PAPERS

    h = _words(lang)
    example = f"{PROG} sheet 75G2-3 --activity win --lang pl -o sheet.html"
    parser = OneLineParser(
        prog=f"{PROG} sheet",
        description=h("cli.help.sheet.description"),
        epilog=h("cli.help.example", command=example),
        lang=lang,
    )
    parser.add_argument("code", metavar=h("cli.metavar.code"), help=h("cli.help.sheet.code"))
    parser.add_argument(
        "--activity",
        required=True,
        metavar=h("cli.metavar.activity"),
        help=h("cli.help.activity", activities=", ".join(ACTIVITIES)),
    )
    parser.add_argument(
        "--lang",
        metavar=h("cli.metavar.lang"),
        help=h("cli.help.lang.sheet", languages=", ".join(LANGUAGES), default=_default(lang)),
    )
    parser.add_argument(
        "--paper",
        default="a4",
        metavar=h("cli.metavar.paper"),
        help=h("cli.help.paper", papers=", ".join(PAPERS)),
    )
    parser.add_argument(
        "-o", "--output", default="-", metavar=h("cli.metavar.file"), help=h("cli.help.output")
    )
    parser.add_argument("--answers", action="store_true", help=h("cli.help.answers"))
    parser.add_argument("--force", action="store_true", help=h("cli.help.force"))
    return parser
