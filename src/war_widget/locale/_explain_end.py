# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The explanation of how a round and the game end: peace, who wins the cards and how they go
under the pile, counting the cards, the end of the game, and one line per round (``brief.*``).

Part of :data:`war_widget.locale.MESSAGES`, in the order :mod:`._catalogue` assembles it.
"""

from __future__ import annotations

from ._message import _I, _YOU, Message, _m

#: The end of a round and of the game, in the order the template lists them.
EXPLAIN_END_MESSAGES: tuple[Message, ...] = (
    # -- the end of a round -------------------------------------------------------------------
    _m(
        "peace",
        "Peace! The card on the table goes back to whoever laid it, under their pile. Nobody wins this round.",
        "Peace! The {count} cards on the table go back to whoever laid them, under their piles. Nobody wins this round.",
    ),
    _m(
        "annul",
        "Nobody in the war can go on, so this round does not count: the card goes back to whoever laid it.",
        "Nobody in the war can go on, so this round does not count: the {count} cards go back to whoever laid them.",
    ),
    _m(
        "collect.table",
        "{name} wins the card and puts it under their pile.",
        "{name} wins the {count} cards and puts them under their pile.",
    ),
    _m(
        "collect.table.you",
        "You win the card and put it under your pile.",
        "You win the {count} cards and put them under your pile.",
        note=_YOU,
    ),
    _m(
        "collect.unopposed",
        "Nobody else could complete the war, so {name} wins it without comparing cards.",
        note="Before 'collect.*' when the other players dropped out of the war (too few cards).",
    ),
    _m(
        "collect.unopposed.you",
        "Nobody else could complete the war, so you win it without comparing cards.",
        note=_YOU,
    ),
    _m(
        "collect.shuffled",
        "{name} wins the card and puts it under their pile.",
        "{name} wins the {count} cards, shuffles them and puts them under their pile.",
        note="pickup='shuffled': won cards are shuffled before they go under the pile.",
    ),
    _m(
        "collect.shuffled.you",
        "You win the card and put it under your pile.",
        "You win the {count} cards, shuffle them and put them under your pile.",
        note=_YOU,
    ),
    _m(
        "collect.won_pile",
        "{name} wins the card and puts it on their won pile.",
        "{name} wins the {count} cards and puts them on their won pile.",
        note="pickup='won_pile': a separate face-up pile, shuffled when the draw pile runs out.",
    ),
    _m(
        "collect.won_pile.you",
        "You win the card and put it on your won pile.",
        "You win the {count} cards and put them on your won pile.",
        note=_YOU,
    ),
    _m(
        "collect.winner_first",
        "{name} wins the card and puts it under their pile.",
        "{name} wins the {count} cards and puts them under their pile: their own first, then the others'.",
        note="pickup='winner_first': the winner's cards go under first, then the other players'.",
    ),
    _m(
        "collect.winner_first.you",
        "You win the card and put it under your pile.",
        "You win the {count} cards and put them under your pile: yours first, then the others'.",
        note=_YOU,
    ),
    _m(
        "collect.loser_first",
        "{name} wins the card and puts it under their pile.",
        "{name} wins the {count} cards and puts them under their pile: the others' first, then their own.",
        note="pickup='loser_first': the other players' cards go under first, then the winner's.",
    ),
    _m(
        "collect.loser_first.you",
        "You win the card and put it under your pile.",
        "You win the {count} cards and put them under your pile: the others' first, then yours.",
        note=_YOU,
    ),
    _m(
        "collect.random_order",
        "{name} wins the card and puts it under their pile.",
        "{name} wins the {count} cards and puts them under their pile, in an order chosen by chance.",
        note="pickup='random_order': chance decides whether the winner's cards or the others' go first.",
    ),
    _m(
        "collect.random_order.you",
        "You win the card and put it under your pile.",
        "You win the {count} cards and put them under your pile, in an order chosen by chance.",
        note=_YOU,
    ),
    _m(
        "collect.parts",
        "That is {expression}: the first cards, then the cards of the war.",
        "That is {expression}: the first cards, then the cards of the {wars} wars.",
        count="wars",
        note="After a war: {expression} adds up the cards won, such as '2 + 6 + 2 = 10'.",
    ),
    _m(
        "reshuffle",
        "{name} shuffles the won card and puts it under their draw pile to play on.",
        "{name} shuffles the {count} won cards and puts them under their draw pile to play on.",
    ),
    _m(
        "reshuffle.you",
        "You shuffle your won card and put it under your draw pile to play on.",
        "You shuffle your {count} won cards and put them under your draw pile to play on.",
        note=_YOU,
    ),
    # -- counting ------------------------------------------------------------------------------
    _m(
        "count.two",
        "Now {name} has {count} card and {other} {other_count}: {count} + {other_count} = {total}.",
        "Now {name} has {count} cards and {other} {other_count}: {count} + {other_count} = {total}.",
        note="{other} is the other player's name; the plural follows {count}.",
    ),
    _m(
        "count.two.you",
        "Now you have {count} card and {other} {other_count}: {count} + {other_count} = {total}.",
        "Now you have {count} cards and {other} {other_count}: {count} + {other_count} = {total}.",
        note=_YOU,
    ),
    _m(
        "count.two.i",
        "Now {name} has {count} card and {other} {other_count}: {count} + {other_count} = {total}.",
        "Now {name} has {count} cards and {other} {other_count}: {count} + {other_count} = {total}.",
        note="Same as 'count.two' when {other} begins with an 'i' sound. " + _I,
    ),
    _m(
        "count.two.i.you",
        "Now you have {count} card and {other} {other_count}: {count} + {other_count} = {total}.",
        "Now you have {count} cards and {other} {other_count}: {count} + {other_count} = {total}.",
        note="Same as 'count.two.you' when {other} begins with an 'i' sound. " + _I,
    ),
    _m(
        "count.many",
        "Now {list}: {sum}.",
        note="{list} is a list of 'count.item'; {sum} is arithmetic such as '17 + 18 + 16 = 51'.",
    ),
    _m(
        "count.item",
        "{name} has {count} card",
        "{name} has {count} cards",
        note="An item of 'count.many'.",
    ),
    _m(
        "count.aside",
        "With the card set aside at the deal: {total} + {count} = {deck}.",
        "With the {count} cards set aside at the deal: {total} + {count} = {deck}.",
    ),
    # -- the end of the game ----------------------------------------------------------------------
    _m(
        "end.all_cards",
        "{name} has the only card and wins the game in round {round}!",
        "{name} has all {count} cards and wins the game in round {round}!",
    ),
    _m(
        "end.all_cards.you",
        "You have the only card and win the game in round {round}!",
        "You have all {count} cards and win the game in round {round}!",
        note=_YOU,
    ),
    _m("end.round_limit", "Round {round} of {limit} is over: the game ends at the round limit."),
    _m(
        "end.annulled",
        "The game ends in round {round}, which does not count: the cards each player holds decide.",
    ),
    _m(
        "end.repeated_position",
        "The piles are exactly as they were after an earlier round: with won cards going under in "
        "table order the game would repeat forever, so it stops in round {round}.",
    ),
    _m(
        "forever.cycle.deal",
        "The piles are exactly as they were at the deal: from here the game repeats the same round forever, so it stops in round {round}.",
        "The piles are exactly as they were at the deal: from here the game repeats every {length} rounds, forever, so it stops in round {round}.",
        count="length",
        note="A game that cycles: {length} rounds (a number such as 1,440) bring the piles back.",
    ),
    _m(
        "forever.cycle.round",
        "The piles are exactly as they were after round {earlier}: from here the game repeats the same round forever, so it stops in round {round}.",
        "The piles are exactly as they were after round {earlier}: from here the game repeats every {length} rounds, forever, so it stops in round {round}.",
        count="length",
        note="{earlier} is the number of the earlier round; {length} the rounds of the cycle.",
    ),
    _m(
        "end.safety_cap",
        "The game stops in round {round}: that is the safety limit for games without a round limit.",
    ),
    _m("end.most", "{name} has the most cards ({most}) and wins the game!"),
    _m("end.most.you", "You have the most cards ({most}) and win the game!", note=_YOU),
    _m("end.draw", "It's a draw: {names} have the same number of cards ({most})."),
    _m("end.draw.you", "It's a draw: you have as many cards as {other} ({most}).", note=_YOU),
    # -- one line per round ------------------------------------------------------------------------
    _m(
        "brief.round", "Round {round}: {text}", note="{text} is one or more sentences of the round."
    ),
    _m("brief.wars", "War!", "{count} wars!", note="How many wars the round had."),
    _m(
        "brief.win",
        "{name} wins {count} card ({score}).",
        "{name} wins {count} cards ({score}).",
        note="{score} is the counts after the round, such as '27–25'.",
    ),
    _m(
        "brief.win.you",
        "You win {count} card ({score}).",
        "You win {count} cards ({score}).",
        note=_YOU,
    ),
    _m(
        "brief.score.seat",
        "{name}: {count}",
        note="The score said with whose it is (the table's live region for a screen reader: "
        "'(you: 21, the computer: 31)' where the screen shows '(21–31)'; the colon makes a "
        "pause between a name and its number): one player's cards; "
        "{name} as in mid-sentence ('the computer', a name).",
    ),
    _m("brief.score.seat.you", "you: {count}", note="Same as 'brief.score.seat' for the learner."),
    _m(
        "brief.peace",
        "Peace: the card goes back ({score}).",
        "Peace: the {count} cards go back ({score}).",
    ),
    _m(
        "brief.annul",
        "This round does not count: the card goes back ({score}).",
        "This round does not count: the {count} cards go back ({score}).",
    ),
)
