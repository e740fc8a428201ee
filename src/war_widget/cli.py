"""``python -m war_widget``: play War in a terminal, or simulate many games.

python -m war_widget play [--preset P] [--code C] [--seed N] [--auto]
python -m war_widget simulate --preset classic --games 100000 [--json]
python -m war_widget sheet CODE --activity win|sign|sum [--lang pl] [--paper letter] [-o F]
python -m war_widget warm
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from .cli_args import OneLineParser, parse_set, round_count
from .cli_decisions import Told, terminal_policy
from .cli_text import plain_streams, typed, utf
from .engine import Game, Round
from .locale import LANGUAGES, say
from .names import plain
from .play.steal_view import COMPUTER_POLICY
from .policies import POLICY_NAMES
from .rules import PRESETS, Rules

_LANGS = ", ".join(LANGUAGES)


def _labels(players: int, lang: str) -> list[str]:
    """How the counts line labels the seats: the language's default names, capitalised."""
    from .names import default_names

    return [name[:1].upper() + name[1:] for name in default_names(players, lang)]


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
    code = say(lang, "ui.code")
    print(f"  {counts}  ·  {code}: {game.code}", file=out)


def _say(lang: str, key: str, **values: object) -> str:
    """A ``cli.*`` message in the learner's language, its plural picked by ``count``."""
    from .locale import MESSAGES, translation
    from .simulation.words import number

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
        lines.append(say(lang, "ui.table.over.win", name=labels[result.winner]))
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
    from .names import says_you

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
    print(f"{say(lang, 'ui.code')}: {game.code}", file=out)
    return 0


def _game_from_args(args: argparse.Namespace) -> Game:
    if args.code is not None:
        if args.preset or args.seed is not None or args.set:
            raise ValueError(
                "--code already holds the rules and the seed: drop --preset, --seed and --set"
            )
        return Game.from_code(args.code)
    rules = Rules.preset(args.preset or "classic", **parse_set(args.set))
    return Game(rules, seed=args.seed)


def _names(text: str | None, players: int) -> list[str] | None:
    """``--names "Ana, Ben"``: one non-empty name a player."""
    if text is None:
        return None
    names = [n.strip() for n in text.split(",")]
    if len(names) != players:
        raise ValueError(f"--names: give {players} names, got {len(names)}")
    if not all(names):
        raise ValueError(
            f"--names: a name is empty in {text!r}; give {players} names, e.g. Ana,Ben"
        )
    return names


def _play_parser() -> OneLineParser:
    """The parser of ``python -m war_widget play`` (and the list of the other commands)."""
    parser = OneLineParser(
        prog="python -m war_widget",
        description="Play War in a terminal, or simulate many games.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play a game in the terminal")
    p.add_argument("--preset", choices=list(PRESETS), help="a named rule set (default: classic)")
    p.add_argument("--code", help="replay the game with this code")
    p.add_argument("--seed", type=int, help="deal from this seed")
    p.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one rule option, e.g. --set numbers=10 --set copies=4 "
        "--set pickup=winner_first (repeat for more)",
    )
    p.add_argument("--auto", action="store_true", help="play to the end without waiting")
    p.add_argument(
        "--policy",
        choices=list(POLICY_NAMES),
        default=COMPUTER_POLICY,
        help="Steal War: how the computer decides (with --auto, for every player; default "
        f"{COMPUTER_POLICY})",
    )
    p.add_argument("--lang", default="en", help=f"explain every round in this language ({_LANGS})")
    p.add_argument("--level", default="detailed", choices=["brief", "detailed"])
    p.add_argument("--names", help="comma-separated player names")
    sub.add_parser("simulate", help="simulate many games (python -m war_widget simulate --help)")
    sub.add_parser("sheet", help="a printable sheet (python -m war_widget sheet --help)")
    sub.add_parser("warm", help="compile the fast engine into numba's cache, once")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    plain_streams()  # a terminal that is not UTF-8 gets plain letters, not a crash
    args_in = [typed(arg) for arg in (sys.argv[1:] if argv is None else argv)]
    if args_in[:1] == ["simulate"]:
        # The simulation has its own parser; hand it every argument untouched.
        return main_simulate(args_in[1:])
    if args_in[:1] == ["sheet"]:
        return main_sheet(args_in[1:])
    if args_in == ["warm"]:
        return main_warm()
    parser = _play_parser()
    args = parser.parse_args(args_in)
    try:
        from .locale import normalize_language

        args.lang = normalize_language(args.lang)  # "es-ES", "pl_PL", "no" as in the widget
        game = _game_from_args(args)
        names = _names(args.names, game.rules.players)
        from .explain import explain

        explain([], game.rules, lang=args.lang, level=args.level, names=names)  # fail early
    except ValueError as err:
        parser.fail(str(err))
    try:
        return play(
            game, auto=args.auto, lang=args.lang, level=args.level, names=names, policy=args.policy
        )
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:  # Ctrl-C: the game's code to go on with, not a traceback
        print("\n" + _say(args.lang, "cli.stopped", round=game.round, code=game.code))
        return 130


def main_warm(out: TextIO | None = None) -> int:
    """``python -m war_widget warm``: every game loop of the compiled kernel into numba's
    cache, one line each, when the kernel is numba's; otherwise says why there is nothing
    to compile (the WebAssembly kernel is built with the package; plain Python is not
    compiled)."""
    from .simulation.prepare import cache_place, fast_kernel, warm
    from .simulation.run import KERNEL_VARIABLE

    out = out or sys.stdout

    def report(loop: str, seconds: float) -> None:
        print(f"{loop}: {seconds:.1f} s", file=out, flush=True)

    try:
        kernel = fast_kernel()  # WAR_WIDGET_KERNEL checked
        done = warm(report)
    except (ValueError, RuntimeError) as err:
        OneLineParser(prog="python -m war_widget warm").fail(str(err))
    if done:
        print(f"numba's cache: {cache_place()}", file=out)
    elif kernel == "wasm":
        print("simulations run the WebAssembly kernel, built with the package: nothing to "
              "compile", file=out)  # fmt: skip
    else:
        print("simulations run the kernel as plain Python (numba is not installed, or "
              f"{KERNEL_VARIABLE}=plain): nothing to compile", file=out)  # fmt: skip
    return 0


# -- python -m war_widget simulate ----------------------------------------------------------------
def _simulate_parser() -> OneLineParser:
    parser = OneLineParser(
        prog="python -m war_widget simulate",
        description="Play many games of War and summarise how long they last, "
        "how they end and how often there is a war.",
        epilog="Example: python -m war_widget simulate --preset guerra_de_cartas "
        "--set round_limit=240 --games 100000 --json",
    )
    parser.add_argument(
        "--preset",
        choices=list(PRESETS),
        default="classic",
        help="a named rule set (default: classic)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change one rule option, e.g. --set face_down=1 "
        "--set round_limit=none (repeat for more)",
    )
    parser.add_argument("--games", type=int, default=10_000, help="games to play (default 10000)")
    parser.add_argument("--seed", type=int, help="game i is dealt from seed + i (default: random)")
    parser.add_argument("--engine", default="auto", help="auto, fast (numba) or python")
    parser.add_argument(
        "--workers", type=int, help="processes (default: one per core for large runs)"
    )
    parser.add_argument("--chunk-size", type=int, help="games per chunk")
    parser.add_argument(
        "--within",
        type=round_count,
        action="append",
        help="report the share won with every card within this many rounds (repeatable)",
    )
    parser.add_argument(
        "--lang",
        help=f"print the summary and the progress in this language ({_LANGS}); "
        "without it, the plain English summary",
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    return parser


def main_simulate(argv: Sequence[str] | None = None, *, out: TextIO | None = None) -> int:
    """``python -m war_widget simulate``: progress on stderr, the summary on stdout."""
    from .simulation import TextProgress, describe_rules, simulate

    out = out if out is not None else sys.stdout
    parser = _simulate_parser()  # every error one line, exit status 2
    args = parser.parse_args(list(argv) if argv is not None else None)
    try:
        from .locale import normalize_language

        lang = None if args.lang is None else normalize_language(args.lang)
        rules = Rules.preset(args.preset, **parse_set(args.set))
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
            f"engine {sim.engine}, {sim.seconds:.2f} s\n\n"
        )
        out.write(str(summary) + "\n")
    return 130 if sim.cancelled else 0


def _summary_in(lang: str, sim: Any, summary: Any) -> str:
    """``simulate --lang``: the rules by name, how the games were dealt, the summary table,
    all in the language (the simulation widget's words)."""
    from .simulation.words import number, series_name, table
    from .speak import Table

    done = table([summary], [series_name(sim.rules, lang)], lang)
    seconds = number(sim.seconds, lang, 2)
    head = _say(
        lang,
        "cli.simulated",
        count=len(sim),
        seconds=seconds,
        seed=str(sim.seed),
        engine=sim.engine,
    )
    summary_table = Table(done["header"], done["rows"])
    return "\n".join([series_name(sim.rules, lang), head, "", str(summary_table)])


# -- python -m war_widget sheet ----------------------------------------------------------------
def _sheet_parser() -> OneLineParser:
    from .sheets import ACTIVITIES, PAPERS

    parser = OneLineParser(
        prog="python -m war_widget sheet",
        description="Write a printable sheet (worksheet, exit ticket, real-card version and "
        "answer key) for the game a code names.",
        epilog="Example: python -m war_widget sheet 75G2-3 --activity win --lang pl -o sheet.html",
    )
    parser.add_argument("code", help="the game code (the widget shows it under the table)")
    parser.add_argument("--activity", required=True, help="what to ask: " + ", ".join(ACTIVITIES))
    parser.add_argument("--lang", default="en", help="en, es, pl, sk or nb (default en)")
    parser.add_argument("--paper", default="a4", help=" or ".join(PAPERS) + " (default a4)")
    parser.add_argument("-o", "--output", default="-", help="the HTML file (default: stdout)")
    return parser


def main_sheet(argv: Sequence[str], *, out: TextIO | None = None) -> int:
    """``python -m war_widget sheet CODE --activity sum --lang pl -o sheet.html``: the
    printable sheet (stdout without ``-o``); a bad field: one line, exit status 2."""
    from .sheets import sheet

    parser = _sheet_parser()
    args = parser.parse_args(list(argv))
    try:
        if args.output != "-":
            _check_output(args.output)
        made = sheet(args.code, args.activity, lang=args.lang, paper=args.paper)
    except ValueError as err:
        parser.fail(str(err))
    if args.output != "-":
        try:
            made.save(args.output)
        except OSError as err:
            parser.fail(f"-o {args.output}: the sheet cannot be written there ({_why(err)})")
        return 0
    stream = out if out is not None else sys.stdout
    if not utf(stream) and hasattr(stream, "buffer"):  # the page says it is UTF-8: so it is
        stream.flush()
        stream.buffer.write(made.html.encode("utf-8"))
    else:
        stream.write(made.html)
    return 0


def _why(err: OSError) -> str:
    """An operating system's error in a few words (no path: the message names it)."""
    return err.strerror or type(err).__name__


def _check_output(path: str) -> None:
    """``-o``'s file, before the sheet is made: not a folder, in a folder that is there."""
    import os.path

    if os.path.isdir(path):
        raise ValueError(f"-o {path}: that is a folder; give a file name, e.g. -o sheet.html")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise ValueError(f"-o {path}: there is no folder {folder} to write the sheet in")
