"""Reading the command line: a parser whose errors are one line, and the values of
``--set NAME=VALUE`` and ``--within`` (checked while the arguments are read, before a run)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any, NoReturn

from .cli_text import cut


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose every error is one line on stderr and exit status 2, what was
    typed quoted at most :data:`~.cli_text.LONGEST` characters at a time."""

    def error(self, message: str) -> NoReturn:
        self.fail(f"{message} (see {self.prog} --help)")

    def fail(self, message: str) -> NoReturn:
        self.exit(2, "error: " + cut(" ".join(str(message).split())) + "\n")


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


def parse_set(items: Sequence[str]) -> dict[str, Any]:
    options = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise ValueError(f"--set {item!r}: write NAME=VALUE, e.g. --set round_limit=240")
        options[name.strip()] = option_value(value)
    return options


def round_count(text: str) -> int:
    """``--within``'s value: a whole number of rounds, at least 1 (checked before a game is
    played, not after the run)."""
    try:
        rounds = int(text)
    except ValueError:
        rounds = 0
    if rounds < 1:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a round count: give a whole number of rounds, at least 1"
        )
    return rounds
