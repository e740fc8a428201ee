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
