# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""What the lessons' code cells print (``lesson.*``), through :class:`war_widget.lessons.say.Say`.

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
    # -- 07_true -----------------------------------------------------------------------------
    _m(
        "lesson.true.together",
        "In {games} games, the longer the game, the more wars: the correlation of rounds and wars is {r} (1 would be a perfect straight line).",
        note="{r} is a number such as 0.95, already formatted.",
    ),
    _m(
        "lesson.true.short",
        "The shortest quarter of the games (up to {rounds} rounds): {per_game} wars a game on average; wars per round: {share}.",
        note="{per_game} is a number such as 5.8; {share} a percentage. A double war counts as two wars.",
    ),
    _m(
        "lesson.true.long",
        "The longest quarter of the games (from {rounds} rounds up): {per_game} wars a game on average; wars per round: {share}.",
        note="As lesson.true.short, for the longest quarter.",
    ),
    _m(
        "lesson.true.game",
        "Game {game}: {rounds} rounds, {wars} war; game code {code}.",
        "Game {game}: {rounds} rounds, {wars} wars; game code {code}.",
        count="wars",
        note="A game of the simulation, to replay on the table by its code.",
    ),
    _m(
        "lesson.true.after_war",
        "Deals that follow a deal whose first flip was a war ({deals} deals): the first flip is a war in {share} of them (95% interval: {low} to {high}).",
        note="{share}, {low} and {high} are percentages.",
    ),
    _m(
        "lesson.true.after_none",
        "Deals that follow a deal whose first flip was not a war ({deals} deals): {share} (95% interval: {low} to {high}).",
        note="As lesson.true.after_war.",
    ),
    _m(
        "lesson.true.fresh",
        "After a fresh shuffle, exactly: {exact} = {share}.",
        note="{exact} is the fraction 1/17.",
    ),
    _m(
        "lesson.true.left",
        "Two cards of value {value} are on the table: {cards} cards are left, and {same} of their {pairs} pairs have the same value.",
        note="{value} is a card's value such as 7.",
    ),
    _m(
        "lesson.true.next",
        "So the next two cards turned up are a war with probability {exact} = {share}; after a fresh shuffle it is {fresh} = {fresh_share}.",
        note="{exact} and {fresh} are fractions such as 73/1225 and 1/17.",
    ),
    _m(
        "lesson.true.mine",
        "If your next card is a {value} too, a war has probability {seven} = {seven_share}; if it has another value, {other} = {other_share}. On a fresh deal, both are {before}.",
        note="{value} is a card's value such as 7; {seven}, {other} and {before} are fractions such as 1/49, 3/49 and 3/51.",
    ),
    _m(
        "lesson.true.deal",
        "Game {game} begins with a war of two cards of value {value}: game code {code}.",
    ),
    _m(
        "lesson.true.match",
        "{first} against {second}, with more and more games:",
        note="{first}, {second} are sim.policy.* ('always steals').",
    ),
    _m(
        "lesson.true.inside",
        "{games} games: the first wins {share} (95% interval: {low} to {high}); 50% is inside the interval.",
        note="{share}, {low} and {high} are percentages.",
    ),
    _m(
        "lesson.true.outside",
        "{games} games: the first wins {share} (95% interval: {low} to {high}); 50% is outside the interval.",
        note="As lesson.true.inside, when 50% is not in the interval.",
    ),
    _m(
        "lesson.true.ace_high",
        "Ace high (counts 14): the first player wins {share} of the games; {mean} rounds on average, median {median}.",
    ),
    _m(
        "lesson.true.ace_low",
        "Ace low (counts 1): the first player wins {share} of the games; {mean} rounds on average, median {median}.",
    ),
    _m(
        "lesson.true.ace_changed",
        "On the same {games} deals, the ace changes who wins in {share} of the games.",
    ),
    _m(
        "lesson.true.ace_deal",
        "Deal {game} with the ace high: game code {high}, {high_rounds} rounds; with the ace low: game code {low}, {low_rounds} rounds, and the other player wins.",
    ),
)


#: The lesson notebooks' tables (:mod:`war_widget.lessons.scene`): how each game ended.  Sent to the
#: front-end with the widget's labels, so the template lists them with them.
LESSON_TABLE_MESSAGES: tuple[Message, ...] = (
    _m("lesson.ending", "How it ends", note="Column of a table: how each game ended."),
    _m("lesson.end.all_cards", "one player has all the cards"),
    _m("lesson.end.round_limit", "round limit: the most cards wins"),
    _m("lesson.end.annulled", "a round that does not count: the most cards wins"),
    _m("lesson.end.repeated_position", "stopped: it would repeat forever"),
    _m("lesson.end.safety_cap", "stopped at the safety limit"),
)
