# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The explanation of a round, as it happens (``name.*``, ``list.*``, ``card.*``, ``value.*``,
``flip*``, ``lay*``, ``combine*``, ``compare.*``, ``war*``, ``out.*``): who flips what, what a card
is worth, which is more, a war and who runs short.

Part of :data:`war_widget.locale.MESSAGES`, in the order :mod:`._catalogue` assembles it.
How it ends is in :mod:`._explain_end`.
"""

from __future__ import annotations

from ._message import _I, _NAME, _SUIT, _YOU, Message, _m

#: The round told as it happens, in the order the template lists them.
EXPLAIN_MESSAGES: tuple[Message, ...] = (
    # -- names and lists --------------------------------------------------------------------
    _m(
        "name.you",
        "you",
        note="Default name of seat 0 with two players, used as a label and in lists.",
    ),
    _m(
        "name.computer",
        "the computer",
        note="Default name of seat 1 with two players (lower case unless at the start of a sentence).",
    ),
    _m("name.player", "Player {number}", note="Default names with three or more players."),
    _m("list.two", "{first} and {second}", note="A list of two names or numbers."),
    _m("list.two.i", "{first} and {second}", note=_I),
    _m(
        "list.more",
        "{first}, {rest}",
        note="The start of a longer list: {rest} is the rest of the list.",
    ),
    _m("sign.times", "×", note="Multiplication sign as learners write it at school."),
    _m(
        "number.group", ",", note="Thousands separator (1,000 / 10 000): only in numbers of rounds."
    ),
    # -- cards as they are flipped (the object of 'flips') -----------------------------------
    *(
        _m(f"card.{rank}", f"{'an' if rank == 8 else 'a'} {rank}{{suit}}", note=_SUIT)
        for rank in range(2, 11)
    ),
    _m("card.J", "a jack{suit}", note=_SUIT),
    _m("card.Q", "a queen{suit}", note=_SUIT),
    _m("card.K", "a king{suit}", note=_SUIT),
    _m("card.A", "an ace{suit}", note=_SUIT),
    _m("card.joker", "a joker"),
    _m(
        "cards.number",
        "a {number}",
        note="A card of a deck of numbers (1 to 64), as it is flipped: 'You flip a 7.'",
    ),
    _m(
        "cards.number.an",
        "an {number}",
        note="English only: 8, 11 and 18 take 'an'. Translate exactly like 'cards.number'.",
    ),
    # -- what a card is worth, the first time it matters in a round ---------------------------
    _m("value.J", "The jack is worth {value}."),
    _m("value.Q", "The queen is worth {value}."),
    _m("value.K", "The king is worth {value}."),
    _m("value.A", "The ace is worth {value}."),
    _m("value.A_low", "The ace is worth {value} in this game: it is the lowest card."),
    _m(
        "value.joker",
        "The joker is worth {value} and beats every other card.",
        note="One card flipped, the highest card winning.",
    ),
    _m(
        "value.joker.lowest",
        "The joker is worth {value}, more than any other card: here the lowest card wins, so the joker loses to every other card.",
        note="House rule lowest_wins, one card flipped.",
    ),
    *(
        _m(
            f"value.joker.{how}",
            f"The joker counts {{value}} in the {what}.",
            note=f"Guerra de sumas with two cards combined by their {what} (either card may win).",
        )
        for how, what in (("sum", "sum"), ("difference", "difference"), ("product", "product"))
    ),
    # -- flips and cards laid in a war ------------------------------------------------------
    _m("flip", "{name} flips {card}.", note=_NAME),
    _m("flip.you", "You flip {card}.", note=_YOU),
    _m("flip.two", "{name} flips {card} and {other}.", note="Guerra de sumas: two cards."),
    _m("flip.two.you", "You flip {card} and {other}.", note=_YOU),
    _m(
        "lay",
        "{name} lays {count} card face down and flips {card}.",
        "{name} lays {count} cards face down and flips {card}.",
    ),
    _m(
        "lay.you",
        "You lay {count} card face down and flip {card}.",
        "You lay {count} cards face down and flip {card}.",
        note=_YOU,
    ),
    _m(
        "lay.two",
        "{name} lays {count} card face down and flips {card} and {other}.",
        "{name} lays {count} cards face down and flips {card} and {other}.",
    ),
    _m(
        "lay.two.you",
        "You lay {count} card face down and flip {card} and {other}.",
        "You lay {count} cards face down and flip {card} and {other}.",
        note=_YOU,
    ),
    _m("face_down", "{name} lays {count} card face down.", "{name} lays {count} cards face down."),
    _m(
        "face_down.you",
        "You lay {count} card face down.",
        "You lay {count} cards face down.",
        note=_YOU,
    ),
    # -- Guerra de sumas: two cards make one number --------------------------------------------
    _m("combine.rule.sum", "Each player adds up their two cards."),
    _m("combine.rule.difference", "Each player takes the smaller card from the larger one."),
    _m("combine.rule.product", "Each player multiplies their two cards."),
    _m("combine", "{name}: {expression}.", note="{expression} is arithmetic such as '7 + 4 = 11'."),
    _m("combine.single", "{name}: only one card, worth {value}."),
    # -- comparing ----------------------------------------------------------------------------
    _m("compare.greater", "{high} is more than {low} ({high} − {low} = {difference})."),
    _m(
        "compare.greatest",
        "The greatest of {values} is {high}.",
        note="{values} is a list of numbers.",
    ),
    _m("compare.equal", "{value} equals {value}: a tie!"),
    _m(
        "compare.equal_many",
        "The greatest of {values} is {value}: {names} are tied.",
        note="{names} is a list of two or more names.",
    ),
    _m(
        "compare.pair",
        "The greatest of {values} is {high}, but {value} shows up more than once: "
        "under “war is superior” everyone goes to war.",
        note="Polish option 'Wojna jest nadrzędna'.",
    ),
    _m(
        "compare.superior",
        "Under “war is superior” a tie is a war for everyone at the table, not only for the tied players.",
        note="After 'compare.equal_many' when every player goes to war (Polish option 'Wojna jest nadrzędna').",
    ),
    # The house rule lowest_wins: the lowest number wins (a tie is still a war).
    _m(
        "compare.lower",
        "{low} is less than {high}: the lowest card wins.",
        note="House rule lowest_wins: the lower card wins the round.",
    ),
    _m(
        "compare.lower.sum",
        "{low} is less than {high}: the lowest sum wins.",
        note="House rule lowest_wins with two cards added up: the lower sum wins.",
    ),
    _m(
        "compare.lower.difference",
        "{low} is less than {high}: the lowest difference wins.",
        note="House rule lowest_wins with two cards subtracted: the lower difference wins.",
    ),
    _m(
        "compare.lower.product",
        "{low} is less than {high}: the lowest product wins.",
        note="House rule lowest_wins with two cards multiplied: the lower product wins.",
    ),
    _m(
        "compare.lowest",
        "The lowest of {values} is {low}, and the lowest wins.",
        note="House rule lowest_wins; {values} is a list of numbers.",
    ),
    _m(
        "compare.equal_many.lowest",
        "The lowest of {values} is {value}: {names} are tied.",
        note="House rule lowest_wins; {names} is a list of two or more names.",
    ),
    _m(
        "compare.pair.lowest",
        "The lowest of {values} is {low}, but {value} shows up more than once: "
        "under “war is superior” everyone goes to war.",
        note="House rule lowest_wins with the Polish option 'Wojna jest nadrzędna'.",
    ),
    _m("choice", "A tie: war or peace? The players choose."),
    # -- war -----------------------------------------------------------------------------------
    _m("war.first", "War!"),
    _m("war.again", "Another war – war number {count}!"),
    _m("war.who", "Only {names} take part.", note="{names} is a list of two or more names."),
    _m(
        "war.lay",
        "Each lays {size} card face down, then one face up.",
        "Each lays {size} cards face down, then one face up.",
        count="size",
    ),
    _m(
        "war.lay.two",
        "Each lays {size} card face down, then two face up.",
        "Each lays {size} cards face down, then two face up.",
        count="size",
    ),
    _m("war.lay.none", "No card goes face down: each flips one new card face up."),
    _m("war.lay.none.two", "No card goes face down: each flips two new cards face up."),
    _m(
        "razboi.number",
        "Under Război the tied card sets the size of the war: {value} means {value} − 1 = {size} card face down.",
        "Under Război the tied card sets the size of the war: {value} means {value} − 1 = {size} cards face down.",
        count="size",
    ),
    _m(
        "razboi.face",
        "Under Război a jack, queen or king counts {worth}: {worth} − 1 = {size} cards face down.",
        note="Always 10 and 9.",
    ),
    _m(
        "razboi.A",
        "Under Război the ace counts {worth}: {worth} − 1 = {size} cards face down.",
        note="Always 11 and 10.",
    ),
    _m(
        "razboi.A_low",
        "Under Război the ace counts {worth} in this game: {worth} − 1 = {size}, so no card goes face down.",
        note="Always 1 and 0.",
    ),
    _m(
        "razboi.joker",
        "Under Război the joker counts {worth}: {worth} − 1 = {size} cards face down.",
        note="Always 11 and 10.",
    ),
    # -- running short, out -------------------------------------------------------------------
    _m(
        "short",
        "{name} has only {count} card left, but the war asks for {size} + {up} = {need}.",
        "{name} has only {count} cards left, but the war asks for {size} + {up} = {need}.",
    ),
    _m(
        "short.you",
        "You have only {count} card left, but the war asks for {size} + {up} = {need}.",
        "You have only {count} cards left, but the war asks for {size} + {up} = {need}.",
        note=_YOU,
    ),
    _m(
        "few_cards",
        "With only {count} card left, {name} lays at most {size} face down.",
        "With only {count} cards left, {name} lays at most {size} face down.",
        note="few_cards: a player holding few cards lays fewer face down in a war.",
    ),
    _m(
        "few_cards.you",
        "With only {count} card left, you lay at most {size} face down.",
        "With only {count} cards left, you lay at most {size} face down.",
        note=_YOU,
    ),
    _m("short.last", "So {name} plays the last card face up."),
    _m("short.last.you", "So you play your last card face up.", note=_YOU),
    _m("short.last_two", "So {name} plays the last two cards face up."),
    _m("short.last_two.you", "So you play your last two cards face up.", note=_YOU),
    _m("out.empty", "{name} has no cards left and is out of the game."),
    _m("out.empty.you", "You have no cards left and are out of the game.", note=_YOU),
    _m(
        "out.no_cards",
        "{name} has no card left for the war and is out of the game; "
        "the cards on the table stay there for the winner.",
    ),
    _m(
        "out.no_cards.you",
        "You have no card left for the war and are out of the game; "
        "the cards on the table stay there for the winner.",
        note=_YOU,
    ),
    _m(
        "out.cannot_complete",
        "{name} cannot complete the war and is out of the game: the last card goes onto the table.",
        "{name} cannot complete the war and is out of the game: the {count} cards left go onto the table.",
    ),
    _m(
        "out.cannot_complete.you",
        "You cannot complete the war and are out of the game: your last card goes onto the table.",
        "You cannot complete the war and are out of the game: your {count} cards left go onto the table.",
        note=_YOU,
    ),
)
