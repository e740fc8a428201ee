"""``python -m war_widget``: play War in a terminal, or simulate many games.

python -m war_widget play [--preset P] [--code C] [--seed N] [--auto]
python -m war_widget simulate --preset classic --games 100000 [--json]
python -m war_widget sheet CODE --activity win|sign|sum [--lang pl] [--paper letter] [-o F]
    [--answers]
python -m war_widget warm
python -m war_widget class [--lesson L] [--port N] [--host H] [--file F] [--lang xx]
python -m war_widget export-html NOTEBOOK [-o OUT] [--no-execute] [--lang xx]

The help and the messages are in the language of --lang, else of LC_ALL, LC_MESSAGES or LANG,
else English (cli_args.chosen_language).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from ..game.codes import CodeError
from ..game.engine import Game, Round
from ..game.names import plain
from ..game.rules import Rules
from ..locale import say
from ..play.steal_view import COMPUTER_POLICY
from .args import (
    OneLineParser,
    chosen_language,
    lang_after_command,
    language_or_fail,
    parse_set,
    play_parser,
    sheet_parser,
    simulate_parser,
)
from .ask import Told, terminal_policy
from .text import plain_streams, typed, utf


def _labels(players: int, lang: str) -> list[str]:
    """How the counts lines label the seats: the language's default names, as written inside
    a sentence ("Cards: you 26, the computer 26"); :func:`_capital` where one starts it."""
    from ..game.names import default_names

    return list(default_names(players, lang))


def _capital(text: str) -> str:
    """``text`` with its first letter a capital: it starts a line or a sentence."""
    return text[:1].upper() + text[1:]


def _render(
    game: Game,
    rnd: Round,
    names: Sequence[str] | None,
    labels: Sequence[str],
    lang: str,
    level: str,
    out: TextIO,
    told: Told | None = None,
) -> None:
    """The round's header and explanation, then the counts and the code; with ``told``, what
    of the round was already printed (before a decision) is not printed again."""
    fresh = told is None or told.round != rnd.number
    skip = 0 if told is None or fresh else told.lines
    limit = game.rules.round_limit
    if limit and fresh:
        print(
            say(lang, "ui.round_of", round=rnd.number, limit=limit),
            file=out,
        )
    elif fresh:
        print(say(lang, "ui.round", round=rnd.number), file=out)
    # A terminal shows letters in the order they come: no direction isolates (names.plain).
    lines = [plain(line) for line in game.explain(rnd, lang, level, names).lines]
    for line in lines[skip:]:
        print(f"  {line}", file=out)
    if told is not None:
        told.round, told.lines = rnd.number, len(lines)
    if not rnd.finished:  # a round waiting for a decision: the rest comes after it
        return
    counts = ", ".join(f"{name} {count}" for name, count in zip(labels, game.counts, strict=True))
    counts = _capital(counts)
    code = say(lang, "ui.code")
    print(f"  {counts}  ·  {say(lang, 'ui.labelled', label=code, value=game.code)}", file=out)


def _say(lang: str, key: str, **values: object) -> str:
    """A ``cli.*`` message in the learner's language, its plural picked by ``count``."""
    from ..locale import MESSAGES, translation
    from ..simulation.words import number

    msg = MESSAGES[key]
    catalogue = translation(lang)
    shown = {k: number(v, lang) if type(v) is int else v for k, v in values.items()}
    if msg.plural is None:
        return catalogue.pgettext(key, msg.text).format(**shown)
    count = values["count"]
    assert isinstance(count, int)
    return catalogue.npgettext(key, msg.text, msg.plural, count).format(**shown)


def _end_lines(game: Game, labels: Sequence[str], you: bool, lang: str) -> list[str]:
    """How the game ended, who won, and a cycle's rounds, in the learner's language."""
    result = game.result
    assert result is not None
    ending = say(lang, f"lesson.end.{result.reason}")
    lines = [_say(lang, "cli.over", count=result.rounds, ending=ending)]
    if result.winner is None:
        lines.append(say(lang, "ui.table.over.draw"))
    elif you and result.winner == 0:
        lines.append(say(lang, "ui.table.over.win.you"))
    else:
        lines.append(say(lang, "ui.table.over.win", name=_capital(labels[result.winner])))
    cycle = result.cycle
    if cycle is not None:
        key = "cli.cycle.deal" if cycle.earlier == 0 else "cli.cycle"
        lines.append(_say(lang, key, count=cycle.length, earlier=cycle.earlier))
    return lines


def play(
    game: Game,
    *,
    auto: bool = False,
    lang: str = "en",
    level: str = "detailed",
    names: Sequence[str] | None = None,
    out: TextIO | None = None,
    ask: Callable[[str], str] = input,
    policy: str = COMPUTER_POLICY,
) -> int:
    """Play ``game`` in the terminal; Enter flips, q quits.  Steal War: seat 0 answers its
    decisions at the terminal and ``policy`` every other seat's (every seat's with ``auto``)."""
    from ..game.names import says_you

    out = out or sys.stdout
    labels = list(names) if names else _labels(game.rules.players, lang)
    told = Told() if level == "detailed" else None  # a brief line is said once, whole

    def so_far(rnd: Round) -> None:  # the round up to a decision asked at the terminal
        if told is not None:
            _render(game, rnd, names, labels, lang, level, out, told)

    you = terminal_policy(lang, names, ask, out, policy, so_far)
    held = ", ".join(f"{name} {count}" for name, count in zip(labels, game.counts, strict=True))
    players = game.rules.players
    print(_say(lang, "cli.header", count=players, cards=held, code=game.code), file=out)
    command = "python -m war_widget play --code " + game.code
    print(_say(lang, "cli.replay", command=command), file=out)
    while not game.over:
        if not auto:
            try:
                answer = ask(_say(lang, "cli.prompt")).strip().lower()
            except EOFError:
                answer = "q"
            if answer == "q":
                print(_say(lang, "cli.stopped", round=game.round, code=game.code), file=out)
                return 0
            if answer == "a":
                auto = True
        others = [policy] * (game.rules.players - 1)
        rnd = game.step(None if game.rules.steal == "off" else [policy if auto else you, *others])
        while game.pending is not None:
            if auto:
                rnd = game.choose("war")
                continue
            try:
                answer = ask(_say(lang, "cli.war_or_peace")).strip().lower()
            except EOFError:
                answer = "w"
            rnd = game.choose("peace" if answer.startswith("p") else "war")
        _render(game, rnd, names, labels, lang, level, out, told)
    for line in _end_lines(game, labels, says_you(names, players), lang):
        print(line, file=out)
    print(say(lang, "ui.labelled", label=say(lang, "ui.code"), value=game.code), file=out)
    return 0


def _game_from_args(args: argparse.Namespace, lang: str) -> Game:
    if args.code is not None:
        if args.preset or args.seed is not None or args.set:
            raise ValueError(say(lang, "cli.error.code_and_rules"))
        try:
            return Game.from_code(args.code)
        except CodeError as err:
            raise ValueError(_code_error(err, lang)) from None
    rules = Rules.preset(args.preset or "classic", **parse_set(args.set, lang))
    return Game(rules, seed=args.seed)


def _code_error(err: CodeError, lang: str) -> str:
    """Why a code is refused: the detailed English, or the widget's words in ``lang``."""
    return str(err) if lang == "en" else say(lang, f"ui.error.code.{err.reason}")


def _names(text: str | None, players: int, lang: str = "en") -> list[str] | None:
    """``--names "Ana, Ben"``: one non-empty name a player."""
    if text is None:
        return None
    names = [n.strip() for n in text.split(",")]
    if len(names) != players:
        raise ValueError(_say(lang, "cli.error.names.count", count=players, got=len(names)))
    if not all(names):
        raise ValueError(_say(lang, "cli.error.names.empty", count=players, text=repr(text)))
    return names


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m war_widget …``; a reader that leaves the pipe early (``| head -1``) ends it
    quietly, with no traceback and status 0."""
    try:
        return _main(argv)
    except BrokenPipeError:
        _stdout_gone()
        return 0


def _stdout_gone() -> None:
    """The reader of stdout has gone: what is left to write (and the flush at exit) goes to
    the null device instead of raising BrokenPipeError again."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _main(argv: Sequence[str] | None = None) -> int:
    plain_streams()  # a terminal that is not UTF-8 gets plain letters, not a crash
    args_in = [typed(arg) for arg in (sys.argv[1:] if argv is None else argv)]
    lang = chosen_language(args_in)  # the help's and the messages' language
    args_in = lang_after_command(args_in)  # `--lang pl play` as `play --lang pl`
    if args_in[:1] == ["simulate"]:
        # The simulation has its own parser; hand it every argument untouched.
        return main_simulate(args_in[1:])
    if args_in[:1] == ["sheet"]:
        return main_sheet(args_in[1:])
    if args_in[:1] == ["class"]:
        from .live_class import main_class

        return main_class(args_in[1:])
    if args_in[:1] == ["export-html"]:
        from .export_page import main_export

        return main_export(args_in[1:])
    if args_in == ["warm"]:
        return main_warm(lang=lang)
    parser = play_parser(lang)
    args = parser.parse_args(args_in)
    args.lang = language_or_fail(parser, args.lang or lang)  # "es-ES", "pl_PL", "no"
    try:
        game = _game_from_args(args, args.lang)
        names = _names(args.names, game.rules.players, args.lang)
        from ..explain import explain

        explain([], game.rules, lang=args.lang, level=args.level, names=names)  # fail early
    except ValueError as err:
        parser.fail(str(err))
    try:
        return play(
            game, auto=args.auto, lang=args.lang, level=args.level, names=names, policy=args.policy
        )
    except KeyboardInterrupt:  # Ctrl-C: the game's code to go on with, not a traceback
        print("\n" + _say(args.lang, "cli.stopped", round=game.round, code=game.code))
        return 130


def main_warm(out: TextIO | None = None, *, lang: str | None = None) -> int:
    """``python -m war_widget warm``: once numba's kernel had to be compiled into its cache
    before a first simulation; the kernel is now the WebAssembly module built with the
    package (issue 44), so this says there is nothing to compile (or, where no WebAssembly
    runtime runs, the warning that the engine plays)."""
    from ..simulation.prepare import fast_kernel

    out = out or sys.stdout
    lang = lang or chosen_language([])
    try:
        kernel = fast_kernel()  # WAR_WIDGET_KERNEL checked
    except (ValueError, RuntimeError) as err:
        OneLineParser(prog="python -m war_widget warm", lang=lang).fail(str(err))
    if kernel == "wasm":
        print(say(lang, "cli.warm.wasm"), file=out)
    return 0


# -- python -m war_widget simulate ----------------------------------------------------------------
def main_simulate(argv: Sequence[str] | None = None, *, out: TextIO | None = None) -> int:
    """``python -m war_widget simulate``: progress on stderr, the summary on stdout."""
    from ..simulation import TextProgress, describe_rules, simulate

    out = out if out is not None else sys.stdout
    argv = list(argv) if argv is not None else sys.argv[1:]
    words = chosen_language(argv)  # the help's and the messages' language
    parser = simulate_parser(words)  # every error one line, exit status 2
    args = parser.parse_args(argv)
    lang = None if args.lang is None else language_or_fail(parser, args.lang)
    try:
        rules = Rules.preset(args.preset, **parse_set(args.set, words))
        sim = simulate(
            rules,
            args.games,
            seed=args.seed,
            engine=args.engine,
            chunk_size=args.chunk_size,
            workers=args.workers,
            progress=False if args.no_progress else TextProgress(lang=lang),
        )
        summary = sim.summary(args.within)
    except (ValueError, ImportError, RuntimeError) as err:  # RuntimeError: LostGames
        parser.fail(str(err))
    if args.json:
        json.dump(summary.to_dict(), out, indent=2)
        out.write("\n")
    elif lang is not None:
        out.write(_summary_in(lang, sim, summary) + "\n")
    else:
        out.write(f"{describe_rules(rules)}: {rules.to_dict()}\n")
        out.write(
            f"seed {sim.seed} (game i is Game(rules, seed={sim.seed} + i)), "
            f"engine {engine_ran(sim)}, {sim.seconds:.2f} s\n\n"
        )
        out.write(str(summary) + "\n")
    return 130 if sim.cancelled else 0


def engine_ran(sim: Any) -> str:
    """The engine and what really ran it: "fast (wasm)" or "python" (as the Simulation's
    repr says it)."""
    return f"{sim.engine} ({sim.kernel})" if sim.kernel not in ("", "python") else sim.engine


def _summary_in(lang: str, sim: Any, summary: Any) -> str:
    """``simulate --lang``: the rules by name, how the games were dealt, the summary table,
    all in the language (the simulation widget's words)."""
    from ..lessons.say import Table
    from ..simulation.words import number, series_name, table

    done = table([summary], [series_name(sim.rules, lang)], lang)
    seconds = number(sim.seconds, lang, 2)
    head = _say(
        lang,
        "cli.simulated",
        count=len(sim),
        seconds=seconds,
        seed=str(sim.seed),
        engine=engine_ran(sim),
    )
    summary_table = Table(done["header"], done["rows"])
    return "\n".join([series_name(sim.rules, lang), head, "", str(summary_table)])


# -- python -m war_widget sheet ----------------------------------------------------------------
def main_sheet(argv: Sequence[str], *, out: TextIO | None = None) -> int:
    """``python -m war_widget sheet CODE --activity sum --lang pl -o sheet.html``: the
    pupils' pages and, beside them, the answer key (``sheet-answers.html``); without ``-o``
    the pupils' pages on stdout (``--answers``: the answer key); a bad field: one line, exit
    status 2."""
    from ..sheets import sheet

    words = chosen_language(argv)  # the help's and the messages' language
    parser = sheet_parser(words)
    args = parser.parse_args(list(argv))
    lang = language_or_fail(parser, args.lang or words)
    try:
        if args.output != "-":
            _check_output(args.output, lang, force=args.force, answers=not args.answers)
        made = sheet(args.code, args.activity, lang=lang, paper=args.paper)
    except CodeError as err:
        parser.fail(_code_error(err, lang))
    except ValueError as err:
        parser.fail(str(err))
    page = made.answers if args.answers else made
    if args.output != "-":
        try:
            if args.answers:
                page.save(args.output)
            else:
                made.save(args.output)
        except OSError as err:
            parser.fail(say(lang, "cli.error.output.write", path=args.output, why=_why(err)))
        return 0
    stream = out if out is not None else sys.stdout
    if not utf(stream) and hasattr(stream, "buffer"):  # the page says it is UTF-8: so it is
        stream.flush()
        stream.buffer.write(page.html.encode("utf-8"))
    else:
        stream.write(page.html)
    return 0


def _why(err: OSError) -> str:
    """An operating system's error in a few words (no path: the message names it)."""
    return err.strerror or type(err).__name__


def _check_output(
    path: str, lang: str = "en", *, force: bool = False, answers: bool = True
) -> None:
    """``-o``'s file (and the answer key beside it, with ``answers``), before the sheet is made:
    not a folder, in a folder that is there, never a symbolic link, and a file that is there
    only replaced when the user says so (``--force``, or "y" at the terminal's question)."""
    import os.path

    from ..sheets.files import answers_path

    if os.path.isdir(path):
        raise ValueError(say(lang, "cli.error.output.folder", path=path))
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise ValueError(say(lang, "cli.error.output.missing", path=path, folder=folder))
    written = [path, str(answers_path(Path(path)))] if answers else [path]
    for target in written:
        if os.path.islink(target):
            raise ValueError(say(lang, "cli.error.output.symlink", path=target))
    there = [target for target in written if os.path.exists(target)]
    if there and not force and not _may_replace(there, lang):
        raise ValueError(say(lang, "cli.error.output.exists", path=there[0]))


def _may_replace(paths: list[str], lang: str) -> bool:
    """At a terminal, ask whether to replace the files that are there; elsewhere (a script, a
    pipe) no: the message says to add --force."""
    if not (sys.stdin.isatty() and sys.stderr.isatty()):
        return False
    asked = _say(lang, "cli.ask.replace", count=len(paths), paths=", ".join(paths))
    sys.stderr.write(asked + " ")
    sys.stderr.flush()
    try:
        answer = sys.stdin.readline().strip().lower()
    except (EOFError, KeyboardInterrupt):
        return False
    yes = re.search(r"\[(\w)/", asked)  # the language's yes: [s/N], [t/N], [j/N]...
    return said_yes(answer, yes[1] if yes else "y")


def said_yes(answer: str, letter: str) -> bool:
    """Whether an answer starts with the language's yes letter (or y), accents aside: Slovak's
    "áno" is yes to [a/N]."""
    first = unicodedata.normalize("NFKD", answer.strip().lower())[:1]
    return first != "" and first in {"y", letter.lower()}
