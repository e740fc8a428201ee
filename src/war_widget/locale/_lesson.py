# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""What the lessons' code cells print (``lesson.*``), through :class:`war_widget.speak.Say`.

Part of :data:`war_widget.locale.MESSAGES`; kept apart because only the notebooks in
``notebooks/`` use them.  Numbers come already formatted for the language.
"""

from __future__ import annotations

from ._message import Message, _m

_FORMATTED = "Numbers are already formatted for the language."

LESSON_MESSAGES: tuple[Message, ...] = (
    _m("lesson.yes", "yes", note="An answer printed by a lesson: the statement is true."),
    _m("lesson.no", "no", note="An answer printed by a lesson: the statement is false."),
    _m(
        "lesson.result",
        "The game ends after round {rounds}: {ending}.",
        note="{ending} is one of lesson.end.* (lower case).",
    ),
    _m(
        "lesson.result.cycle",
        "After round {rounds} the piles are as they were after round {earlier} (0 is the deal): from there the same {length} round comes back forever.",
        "After round {rounds} the piles are as they were after round {earlier} (0 is the deal): from there the same {length} rounds come back forever.",
        count="length",
    ),
    # -- 01_play ----------------------------------------------------------------------------
    _m(
        "lesson.play.state",
        "**Round {round}** · cards: {cards} · game code `{code}`",
        note="Markdown under the child's table: {cards} is a list such as 'you 26, the computer 26'; keep the ** and the backticks.",
    ),
    _m(
        "lesson.play.python",
        "Python's table: round {round} · cards: {cards}",
        note="Under the table that Python plays on its own; {cards} as in lesson.play.state.",
    ),
    _m(
        "lesson.play.going",
        "The game is on: when it ends, this line says how.",
        note="Shown by the teacher's example until the game ends.",
    ),
    # -- 03_probability ------------------------------------------------------------------------
    _m(
        "lesson.probability.fast",
        "The fast engine: {games} games per rule set.",
        note=_FORMATTED,
    ),
    _m("lesson.probability.plain", "Plain Python: {games} games per rule set.", note=_FORMATTED),
    _m(
        "lesson.probability.no_matplotlib",
        "(matplotlib is not installed here: the simulation widget in part 6 draws these charts.)",
    ),
    _m(
        "lesson.probability.no_pandas",
        "(pandas is not installed here: sim.winners and the simulation's other columns are plain lists.)",
        note="sim.winners is a Python name: keep it.",
    ),
    _m(
        "lesson.probability.lengths",
        "Average {mean} rounds, median {median}, shortest {shortest}, longest {longest}.",
        note=_FORMATTED,
    ),
    _m("lesson.probability.tail", "One game in twenty lasts more than {rounds} rounds."),
    _m("lesson.probability.longest", "Game {game}: {rounds} rounds; its game code is {code}."),
    _m(
        "lesson.probability.first_flip",
        "The first flip is a war: exactly {exact} = {share}; in {games} games, {simulated}.",
        note="{exact} is a fraction such as 1/17; {share} and {simulated} are percentages.",
    ),
    _m("lesson.probability.wars_per_round", "Over whole games, wars per round: {share}."),
    _m(
        "lesson.probability.never_end",
        "{name}: {never} of {games} games never end ({repeat} repeat a position, {cap} reach the safety limit).",
        note="{name} names the rules; {never}, {repeat} and {cap} are percentages.",
    ),
    _m(
        "lesson.probability.limited",
        "With a limit of {limit} rounds: {share} of {games} games end with someone out of cards.",
    ),
    _m(
        "lesson.probability.unlimited",
        "Without a limit: {share} end that way within {limit} rounds.",
    ),
    _m(
        "lesson.probability.by_limit",
        "Decided by the limit (most cards wins): {share}; of all games, {draws} are draws at 26 to 26.",
    ),
    _m(
        "lesson.probability.within",
        "Limit {limit}: {own} of games end on their own, {cut} are decided by the limit.",
    ),
    _m(
        "lesson.probability.estimates",
        "Estimates from {games} games each: {shares}.",
        note="{shares} is a list of percentages.",
    ),
    _m(
        "lesson.probability.claim",
        "The web game's claim holds: {share} (about a third) end on their own within {limit} rounds.",
    ),
    _m(
        "lesson.probability.match",
        "{first} against {second}: the first wins {share} (95% interval: {low} to {high}).",
        note="{first}, {second} are sim.policy.* ('always steals'); the others are percentages.",
    ),
    # -- 05_forever --------------------------------------------------------------------------
    _m(
        "lesson.forever.back",
        "The cycle is {count} round long, and the piles are the deal again: {back}.",
        "The cycle is {count} rounds long, and the piles are the deal again: {back}.",
        note="{back} is lesson.yes or lesson.no.",
    ),
    _m(
        "lesson.forever.order",
        "{order}: {ending}",
        note="{order} is sim.choice.* (where won cards go); {ending} is a whole sentence.",
    ),
    _m(
        "lesson.forever.deck",
        "Number cards",
        note="Column of a table: a small deck of number cards such as '1-4 x2'.",
    ),
    _m(
        "lesson.forever.length",
        "Numbers 1 to {numbers}: exact {exact}, simulated {simulated}.",
        note="Average game lengths in rounds: {exact} is a fraction such as 16/3.",
    ),
    _m(
        "lesson.forever.simulated",
        "Numbers 1 to {numbers}: exact not computed, simulated {simulated}.",
        note="As lesson.forever.length, for a deck too big for the exact answer.",
    ),
)
