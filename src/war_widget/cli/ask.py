"""Steal War in the terminal: the decisions a player answers by typing a number.

:func:`terminal_policy` is a policy (see :mod:`war_widget.game.policies`) that prints the
question in the learner's language (the same sentences the play widget asks), lists the
answers with a number each and reads the number typed; an empty or unreadable line asks
again, the end of input leaves the choice to the computer's policy.  ``python -m
war_widget play`` gives it to seat 0 ("you") and a named policy to every other seat, or the
named policy to every seat with ``--auto``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TextIO

from ..explain.sentences import Writer
from ..explain.steal import ask_sentence
from ..game.decisions import Pending, SeatView
from ..game.names import plain
from ..game.policies import Policy, named

if TYPE_CHECKING:
    from ..game.records import Round

#: How many unreadable answers in a row before the computer's policy answers instead.
TRIES = 5


def question(game: SeatView, pending: Pending, lang: str, names: Sequence[str] | None) -> list[str]:
    """The question and its numbered answers, one line each, in ``lang``."""
    writer = Writer(lang, game.rules, names, None, [])
    if pending.kind == "steal":
        lines = [ask_sentence(writer, pending).text]
        answers = [writer.phrase("ui.steal.steal"), writer.phrase("ui.steal.play")]
    else:
        lines = [writer.say("steal.ask.top", pending.seat, count=pending.won).text]
        answers = [writer.card(card) for card in pending.cards]
    lines += [f"  [{i}] {answer}" for i, answer in enumerate(answers, 1)]
    return [plain(line) for line in lines]  # a terminal gets no direction isolates


class Told:
    """What of a round the terminal has printed: its number and its explanation's lines
    (a decision is asked mid-round, after the round so far is told)."""

    def __init__(self) -> None:
        self.round = 0
        self.lines = 0


def terminal_policy(
    lang: str,
    names: Sequence[str] | None,
    ask: Callable[[str], str],
    out: TextIO,
    fallback: str = "estimate",
    so_far: Callable[[Round], None] | None = None,
) -> Policy:
    """A policy that asks the person at the terminal (see the module's docstring);
    ``so_far`` prints the round up to the decision first."""
    computer = named(fallback)

    def you(game: SeatView, pending: Pending) -> str | None:
        if so_far is not None and game.in_progress is not None:
            so_far(game.in_progress)
        for line in question(game, pending, lang, names):
            print(line, file=out)
        prompt = Writer(lang, game.rules, names, None, []).phrase("steal.ask.number") + " "
        for _ in range(TRIES):
            try:
                typed = ask(prompt).strip()
            except EOFError:
                break
            if typed.isascii() and typed.isdigit() and 1 <= int(typed) <= len(pending.options):
                return pending.options[int(typed) - 1]
        return computer(game, pending)

    you.__name__ = "terminal"
    return you
