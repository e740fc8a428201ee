# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""What ``python -m war_widget play`` prints around the explanations (``cli.*``).

Part of :data:`war_widget.locale.MESSAGES`; kept apart because only the command line uses
them.  The letters in square brackets are the keys the terminal reads: keep them as they are.
"""

from __future__ import annotations

from ._message import Message, _m

_KEYS = "The letters in [ ] are keys the player types: keep [a], [q], [w] and [p] as they are."

CLI_MESSAGES: tuple[Message, ...] = (
    _m(
        "cli.header",
        "War, {count} player. Cards: {cards}. Game code: {code}",
        "War, {count} players. Cards: {cards}. Game code: {code}",
        note="The first line of a game in the terminal; {cards} is a list such as 'You 26, The computer 26'.",
    ),
    _m(
        "cli.replay",
        "Replay this game with: {command}",
        note="{command} is a shell command: keep it.",
    ),
    _m("cli.prompt", "[Enter] flip, [a] play to the end, [q] quit: ", note=_KEYS),
    _m("cli.war_or_peace", "A war is about to start: [w] war or [p] peace? ", note=_KEYS),
    _m("cli.stopped", "Stopped after round {round}. Game code: {code}"),
    _m(
        "cli.over",
        "Game over after {count} round: {ending}.",
        "Game over after {count} rounds: {ending}.",
        note="{ending} is one of lesson.end.* (lower case).",
    ),
    _m(
        "cli.cycle.deal",
        "It would never end: the piles are as they were at the deal, and the same {count} round repeats forever.",
        "It would never end: the piles are as they were at the deal, and the same {count} rounds repeat forever.",
    ),
    _m(
        "cli.simulated",
        "{count} game in {seconds} s, seed {seed} (game i is dealt from seed {seed} + i), engine {engine}.",
        "{count} games in {seconds} s, seed {seed} (game i is dealt from seed {seed} + i), engine {engine}.",
        note="python -m war_widget simulate --lang: {count} and {seconds} are formatted, {seed} is a whole number as typed, {engine} is 'fast' or 'python' (keep them).",
    ),
    _m(
        "cli.cycle",
        "It would never end: the piles are as after round {earlier}, and the same {count} round repeats forever.",
        "It would never end: the piles are as after round {earlier}, and the same {count} rounds repeat forever.",
    ),
)

# -- the command line's help and errors (cli_args.py), in the chosen language -----------------
_OPTION = "Help of one command-line option, shown by --help. Keep what is written with dashes (--set, -o), the values of the options and the commands as they are."
_METAVAR = "The placeholder of an option's value in --help (e.g. --code CODE): one word in capitals, no spaces."

CLI_HELP_MESSAGES: tuple[Message, ...] = (
    _m("cli.error", "error: {message}", note="The start of every error line of the command line."),
    _m(
        "cli.see_help",
        "{message} (see {command})",
        note="After an error in the arguments: {command} is 'python -m war_widget ... --help': keep it.",
    ),
    _m("cli.help.description", "Play War in a terminal, or simulate many games.", note=_OPTION),
    _m("cli.help.play", "play a game in the terminal", note=_OPTION),
    _m("cli.help.simulate", "simulate many games ({command})", note=_OPTION),
    _m("cli.help.sheet", "a printable sheet ({command})", note=_OPTION),
    _m(
        "cli.help.warm",
        "check that the fast kernel runs here: there is nothing to compile",
        note=_OPTION,
    ),
    _m("cli.help.preset", "a named rule set (default: classic)", note=_OPTION),
    _m("cli.help.code", "replay the game with this code", note=_OPTION),
    _m("cli.help.seed", "deal from this seed", note=_OPTION),
    _m("cli.help.set", "change one rule option, e.g. {example} (repeat for more)", note=_OPTION),
    _m("cli.help.auto", "play to the end without waiting", note=_OPTION),
    _m(
        "cli.help.policy",
        "Steal War: how the computer decides (with --auto, for every player; default {policy})",
        note=_OPTION + " Steal War is the preset ui.preset.steal_war.",
    ),
    _m(
        "cli.help.lang.default",
        "the language LC_ALL, LC_MESSAGES or LANG names, if it is one of these; else en",
        note=_OPTION + " Keep LC_ALL, LC_MESSAGES, LANG and en: the default of --lang.",
    ),
    _m(
        "cli.help.lang.play",
        "explain every round in this language ({languages}; default: {default})",
        note=_OPTION + " {default} is cli.help.lang.default.",
    ),
    _m(
        "cli.help.level", "how much each round's explanation says (default: detailed)", note=_OPTION
    ),
    _m("cli.help.names", "the players' names, separated by commas", note=_OPTION),
    _m(
        "cli.help.simulate.description",
        "Play many games of War and summarise how long they last, how they end and how often there is a war.",
        note=_OPTION,
    ),
    _m(
        "cli.help.example",
        "Example: {command}",
        note="Below --help: {command} is a command: keep it.",
    ),
    _m("cli.help.games", "games to play (default {count})", note=_OPTION),
    _m(
        "cli.help.seed.simulate",
        "game i is dealt from seed + i (default: random)",
        note=_OPTION + " Keep 'i' and 'seed + i'.",
    ),
    _m(
        "cli.help.engine",
        "which engine plays: auto (the fast kernel in WebAssembly, or the Python engine where it cannot run), fast or python",
        note=_OPTION,
    ),
    _m("cli.help.workers", "processes (default: one per core for large runs)", note=_OPTION),
    _m(
        "cli.help.chunk_size", "games per chunk (a share of the games played at once)", note=_OPTION
    ),
    _m(
        "cli.help.within",
        "report the share won with every card within this many rounds (repeatable)",
        note=_OPTION,
    ),
    _m(
        "cli.help.lang.simulate",
        "print the summary and the progress in this language ({languages}); without it, the plain English summary",
        note=_OPTION,
    ),
    _m("cli.help.json", "print the summary as JSON", note=_OPTION),
    _m("cli.help.no_progress", "no progress bar on stderr", note=_OPTION),
    _m(
        "cli.help.sheet.description",
        "Write a printable sheet for the game a code names: the pupils' pages (worksheet, exit ticket, real-card version) and the answer key, a page of its own.",
        note=_OPTION,
    ),
    _m("cli.help.sheet.code", "the game code (the widget shows it under the table)", note=_OPTION),
    _m("cli.help.activity", "what to ask: {activities}", note=_OPTION),
    _m(
        "cli.help.lang.sheet",
        "the sheet's language ({languages}; default: {default})",
        note=_OPTION + " {default} is cli.help.lang.default.",
    ),
    _m("cli.help.paper", "the paper size: {papers} (default a4)", note=_OPTION),
    _m(
        "cli.help.output",
        "the HTML file of the pupils' pages (default: stdout); the answer key is written beside it, -answers added to its name",
        note=_OPTION,
    ),
    _m("cli.help.answers", "write the answer key instead of the pupils' pages", note=_OPTION),
    _m(
        "cli.help.force",
        "if the files -o writes are there already, replace them without asking",
        note=_OPTION,
    ),
    _m("cli.metavar.code", "CODE", note=_METAVAR),
    _m("cli.metavar.seed", "SEED", note=_METAVAR),
    _m("cli.metavar.names", "NAMES", note=_METAVAR),
    _m("cli.metavar.lang", "LANGUAGE", note=_METAVAR),
    _m("cli.metavar.games", "GAMES", note=_METAVAR),
    _m("cli.metavar.number", "NUMBER", note=_METAVAR),
    _m("cli.metavar.rounds", "ROUNDS", note=_METAVAR),
    _m("cli.metavar.engine", "ENGINE", note=_METAVAR),
    _m("cli.metavar.activity", "ACTIVITY", note=_METAVAR),
    _m("cli.metavar.paper", "PAPER", note=_METAVAR),
    _m("cli.metavar.file", "FILE", note=_METAVAR),
    _m("cli.metavar.set", "NAME=VALUE", note=_METAVAR + " Keep the '='."),
    # The command line's own errors (one line each, exit status 2).
    _m(
        "cli.error.set",
        "--set {item}: write NAME=VALUE, e.g. --set round_limit=240",
        note="Keep --set and round_limit=240 (what is typed); NAME=VALUE as cli.metavar.set says it.",
    ),
    _m(
        "cli.error.rounds", "{text} is not a round count: give a whole number of rounds, at least 1"
    ),
    _m(
        "cli.error.code_and_rules",
        "--code already holds the rules and the seed: drop --preset, --seed and --set",
        note="Keep the options with dashes.",
    ),
    _m(
        "cli.error.names.count",
        "--names: give {count} name, got {got}",
        "--names: give {count} names, got {got}",
        note="Keep --names.",
    ),
    _m(
        "cli.error.names.empty",
        "--names: a name is empty in {text}; give {count} name, e.g. Ana,Ben",
        "--names: a name is empty in {text}; give {count} names, e.g. Ana,Ben",
        note="Keep --names and Ana,Ben.",
    ),
    _m(
        "cli.error.lang",
        "lang={value} is not supported: give one of {languages} (a tag such as es-ES or pl_PL is read as its language)",
        note="Keep lang={value}, es-ES and pl_PL (the option --lang).",
    ),
    _m(
        "cli.error.output.folder",
        "-o {path}: that is a folder; give a file name, e.g. -o sheet.html",
        note="Keep -o and -o sheet.html.",
    ),
    _m(
        "cli.error.output.missing",
        "-o {path}: there is no folder {folder} to write the sheet in",
        note="Keep -o.",
    ),
    _m(
        "cli.error.output.symlink",
        "-o {path}: that is a symbolic link; the sheet is never written through one, give another file name",
        note="Keep -o.",
    ),
    _m(
        "cli.error.output.exists",
        "-o {path}: that file is there already; add --force to replace it, or give another file name",
        note="Keep -o and --force.",
    ),
    _m(
        "cli.ask.replace",
        "{paths} is there already. Replace it? [y/N]",
        "{count} files are there already: {paths}. Replace them? [y/N]",
        note="A question at the terminal; {paths} is {count} file names. Keep the form [y/N] "
        "with the letter of the language's yes (e.g. [s/N]): the answer is read from it; y is "
        "always taken as yes too.",
    ),
    _m(
        "cli.error.output.write",
        "-o {path}: the sheet cannot be written there ({why})",
        note="Keep -o; {why} is the operating system's reason, in English.",
    ),
    _m(
        "cli.warm.wasm",
        "simulations run the WebAssembly kernel, built with the package: nothing to compile",
        note="python -m war_widget warm.",
    ),
)

_ARGPARSE = "Python's argparse says this (its own gettext message): keep every %s, %r, %(name)s and %(name)r exactly as they are."

#: argparse's own words, each message's text exactly argparse's msgid (cli_args.argparse_words
#: translates them through these).
ARGPARSE_MESSAGES: tuple[Message, ...] = (
    _m(
        "cli.argparse.usage",
        "usage: ",
        note=_ARGPARSE + " The start of the usage line; keep the space at the end.",
    ),
    _m(
        "cli.argparse.positionals", "positional arguments", note=_ARGPARSE + " A heading in --help."
    ),
    _m("cli.argparse.options", "options", note=_ARGPARSE + " A heading in --help."),
    _m("cli.argparse.help", "show this help message and exit", note=_ARGPARSE),
    _m("cli.argparse.argument", "argument %(argument_name)s: %(message)s", note=_ARGPARSE),
    _m("cli.argparse.unrecognized", "unrecognized arguments: %s", note=_ARGPARSE),
    _m("cli.argparse.required", "the following arguments are required: %s", note=_ARGPARSE),
    _m("cli.argparse.expected_one", "expected one argument", note=_ARGPARSE),
    _m("cli.argparse.expected_at_most_one", "expected at most one argument", note=_ARGPARSE),
    _m("cli.argparse.expected_at_least_one", "expected at least one argument", note=_ARGPARSE),
    _m(
        "cli.argparse.ambiguous",
        "ambiguous option: %(option)s could match %(matches)s",
        note=_ARGPARSE,
    ),
    _m(
        "cli.argparse.invalid_value",
        "invalid %(type)s value: %(value)r",
        note=_ARGPARSE + " %(type)s is a Python type such as int.",
    ),
    _m(
        "cli.argparse.invalid_choice",
        "invalid choice: %(value)r (choose from %(choices)s)",
        note=_ARGPARSE,
    ),
    _m(
        "cli.argparse.ignored",
        "ignored explicit argument %r",
        note=_ARGPARSE + " An option that takes no value was given one (--auto=yes).",
    ),
    _m(
        "cli.argparse.unknown_parser",
        "unknown parser %(parser_name)r (choices: %(choices)s)",
        note=_ARGPARSE,
    ),
)
