# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The messages explanations are made of, and the gettext catalogues that translate them.

Every sentence a learner reads is one entry of :data:`MESSAGES`: a whole
sentence in English with named placeholders (``{name}``, ``{count}``), and
for sentences whose grammar depends on a number an English plural.  The key
of an entry is its gettext *context* (``msgctxt``), so two sentences that
read the same in English can still be translated differently.

Translations live in ``<lang>/LC_MESSAGES/war_widget.po`` next to this file,
compiled to ``war_widget.mo`` by ``tools/catalogues.py`` (standard library
only; a test checks the ``.mo`` files are up to date).  At run time the
standard library's :mod:`gettext` reads the ``.mo`` files, plural rules
included; English needs no catalogue because the messages are English.
"""

from __future__ import annotations

import gettext
from functools import cache
from pathlib import Path

from ._message import Message as Message
from ._message import _m as _m
from ._message import placeholders as placeholders

DOMAIN = "war_widget"
LOCALE_DIR = Path(__file__).resolve().parent

#: Languages with a catalogue (English is the source language).
LANGUAGES = ("en", "es", "pl", "sk", "nb")

#: Each language by its own name, as a language menu lists them (not translated: a learner
#: looks for their language's name as they write it).
LANGUAGE_NAMES = {
    "en": "English",
    "es": "Español",
    "pl": "Polski",
    "sk": "Slovenčina",
    "nb": "Norsk bokmål",
}

#: Tags that mean another supported language: Norwegian without a written standard is
#: written here in bokmål.
ALIASES = {"no": "nb"}

#: gettext plural rules, as written in each catalogue's header (checked by the tests).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "nb": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "sk": "nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);",
}

#: Fewest digits a number needs before its thousands are grouped (CLDR minimumGroupingDigits:
#: Spanish and Polish write 1000 but 10 000).
MIN_GROUPING_DIGITS = {"en": 4, "es": 5, "pl": 5, "sk": 4, "nb": 4}

_YOU = "Seat 0 is the learner, addressed as 'you' (two players, default names)."
_SUIT = "{suit} is empty, or a space and a suit symbol (' ♥'): the card as it is flipped."
_I = (
    "Used instead when the word after 'and' begins with an 'i' sound (Inés, Hilda), for languages "
    "whose 'and' changes there (Spanish: 'Ana e Inés'); otherwise translate as the plain message."
)
_NAME = (
    "{name} is a player's name as given by the caller, or a default name; it is always the subject."
)

#: Every message, in the order the template lists them.
MESSAGES_LIST: tuple[Message, ...] = (
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

#: The widget's own buttons and labels (``ui.*``, sent to the front-end as a dict by
#: ``WarWidget.labels``) and the quiz's questions and feedback (``quiz.*``).
UI_MESSAGES: tuple[Message, ...] = (
    _m("ui.game", "War card game", note="The widget's accessible name (read by screen readers)."),
    _m("ui.flip", "Flip", note="The big button that turns the top cards."),
    _m("ui.game_over", "Game over", note="The Flip button once the game has ended."),
    _m("ui.war", "War!", note="Button: fight the war (rules with peace asked each time)."),
    _m("ui.peace", "Peace", note="Button: make peace instead of a war."),
    _m("ui.war_or_peace", "A tie! War or peace?"),
    _m(
        "ui.press",
        "{name}: flip ({key})",
        note="Two players on one screen: {key} is the player's key (A or L).",
    ),
    _m(
        "ui.ready",
        "{name}: ready ✓",
        note="Two players: this player has pressed and waits for the other.",
    ),
    _m("ui.auto", "▶ Auto-play"),
    _m("ui.pause", "⏸ Pause"),
    _m("ui.speed", "Speed", note="Label of the animation speed menu."),
    _m("ui.speed.slow", "slow"),
    _m("ui.speed.normal", "normal"),
    _m("ui.speed.fast", "fast"),
    _m("ui.level", "Explanation level", note="Accessible name of the menu below."),
    _m("ui.level.brief", "brief explanations"),
    _m("ui.level.detailed", "detailed explanations"),
    _m("ui.language", "Language", note="Accessible name of the language menu."),
    _m("ui.mode", "Players at this screen", note="Accessible name of the menu below."),
    _m("ui.mode.computer", "against the computer"),
    _m("ui.mode.two_players", "two players, one screen"),
    _m("ui.new_game", "New game"),
    _m("ui.code", "Game code", note="The short code that replays a game."),
    _m("ui.copy", "Copy", note="Button next to the game code."),
    _m("ui.copy.title", "Copy the game code"),
    _m("ui.copied", "Code {code} copied."),
    _m(
        "ui.copy_this",
        "Copy this code: {code}",
        note="Shown when the browser does not allow copying.",
    ),
    _m(
        "ui.sheet",
        "Printable sheet",
        note="Before the links (in Settings and in the lessons) that open or download a worksheet of the game, to print for the class.",
    ),
    _m(
        "ui.sheet.none",
        "No printable sheet for these rules (a sheet needs two players, without Steal War).",
        note="In Settings, where the printable sheet's link would be.",
    ),
    _m(
        "ui.sheet.cards",
        "Number cards to print",
        note="Before a link (in Settings and in the lessons) that opens pages of cards to print and cut out, for a class without real decks.",
    ),
    _m("ui.round", "Round {round}"),
    _m("ui.round_of", "Round {round} of {limit}", note="A game with a round limit."),
    _m("ui.start", "Press Flip to turn the top cards.", note="Before the first round."),
    _m(
        "ui.waiting",
        "Waiting for Python…",
        note="Python is busy: the next round is not computed yet.",
    ),
    _m(
        "ui.cards",
        "cards",
        note="Label under a player's card count (any number: no plural agreement).",
    ),
    _m("ui.history", "Earlier rounds"),
    _m(
        "ui.why",
        "Why?",
        note="Button that shows the explanation of the round (when the teacher hides it).",
    ),
    _m("ui.four_colours", "Four-colour deck", note="Checkbox: ♠ black, ♥ red, ♦ blue, ♣ green."),
    _m(
        "ui.dots",
        "Count with dots",
        note="Checkbox: show each player's cards as dots, grouped by five.",
    ),
    _m("ui.rules", "Rules"),
    _m("ui.preset", "Preset", note="A named rule set."),
    _m("ui.own_rules", "(own rules)", note="The rules match no preset."),
    # Each preset's display name: a menu entry, a notice, a simulation series' name.
    _m("ui.preset.classic", "Classic", note="The preset 'classic': the usual rules of War."),
    _m(
        "ui.preset.cardgames_zone",
        "Short game (80 rounds)",
        note="The preset of the cardgames.zone web game: classic rules, at most 80 rounds.",
    ),
    _m(
        "ui.preset.krig",
        "Krig (Norway)",
        note="Keep the game's own name, Krig; the country after it.",
    ),
    _m(
        "ui.preset.wojna",
        "Wojna (Poland)",
        note="Keep the game's own name, Wojna; the country after it.",
    ),
    _m(
        "ui.preset.vojna",
        "Vojna (Slovakia)",
        note="Keep the game's own name, Vojna; the country after it.",
    ),
    _m(
        "ui.preset.razboi",
        "Război (Romania)",
        note="Keep the game's own name, Război; the country after it.",
    ),
    _m(
        "ui.preset.guerra_de_cartas",
        "Guerra de Cartas",
        note="The name of a Spanish web game: keep it as it is.",
    ),
    _m(
        "ui.preset.guerra_de_sumas",
        "Sum War",
        note="The sum war (flip two, add them; its own name is Spanish, Guerra de sumas) as a "
        "child of 7 calls it in your language, in Settings' menus: a plain name of your own. "
        "Where a teacher reads it, the Spanish name is added beside it (ui.preset.own_name).",
    ),
    _m(
        "ui.preset.own_name",
        "{name} ({own})",
        note="For the teacher: a preset's name in your language, then the game's own name "
        "(e.g. 'Sum War (Guerra de sumas)'). Usually as it is.",
    ),
    _m(
        "ui.preset.steal_war",
        "Steal War",
        note="Steal War: a War where a card matching the top of another player's face-up "
        "pile may steal that pile (Slovak 'Ukradnúť vojnu').",
    ),
    _m(
        "ui.preset.ladder_5",
        "Numbers 1–5",
        note="The number ladder's first step for the youngest: a deck of the numbers 1 to 5.",
    ),
    _m(
        "ui.preset.ladder_10",
        "Numbers 1–10",
        note="The number ladder's second step: a deck of the numbers 1 to 10.",
    ),
    _m(
        "ui.preset.ladder_10_sums",
        "Numbers 1–10, sums to 20",
        note="The ladder's third step: numbers 1 to 10, two cards flipped and added (at most 20).",
    ),
    _m("ui.players", "Players"),
    _m("ui.ace_low", "Ace low (counts 1)"),
    _m(
        "ui.lowest_wins",
        "Lowest card wins",
        note="Check box in Settings: the house rule lowest_wins, the lower card wins each round.",
    ),
    _m(
        "ui.sums",
        "Sum War (flip two, add them)",
        note="A check box in Settings, read by children: the sum war by the name of "
        "ui.preset.guerra_de_sumas.",
    ),
    _m(
        "ui.face_down",
        "Face down in a war",
        note="Label: how many cards each player lays face down.",
    ),
    _m("ui.face_down.by_rank", "by rank (Război)", note="Keep the Romanian name of the game."),
    _m("ui.round_limit", "Round limit"),
    _m("ui.round_limit.none", "none", note="No round limit."),
    _m("ui.pickup", "Won cards go", note="Label of the menu below: where won cards go."),
    _m("ui.pickup.shuffled", "shuffled, under the pile"),
    _m("ui.pickup.table", "in table order, under the pile"),
    _m("ui.pickup.won_pile", "on a won pile, reshuffled"),
    _m("ui.pickup.winner_first", "winner's cards first, under the pile"),
    _m("ui.pickup.loser_first", "loser's cards first, under the pile"),
    _m("ui.pickup.random_order", "in a random order, under the pile"),
    _m("ui.forever.numbers", "Deck", note="Label of the menu below: which deck is played."),
    _m("ui.forever.numbers.none", "French cards", note="The deck of 52 cards with suits."),
    _m(
        "ui.forever.numbers.n",
        "numbers 1 to {numbers}",
        note="A deck of number cards, from 1 to {numbers}.",
    ),
    _m(
        "ui.forever.copies",
        "Cards of each number",
        note="Label: how many cards of each number a deck of numbers holds.",
    ),
    _m(
        "ui.few_cards",
        "Few cards left: at most 2 face down",
        note="Label of the menu below (house rule few_cards): a player holding few cards "
        "lays at most 2 cards face down in a war.",
    ),
    _m("ui.few_cards.0", "off", note="The house rule few_cards is not played."),
    _m(
        "ui.few_cards.n",
        "with {few_cards} cards or fewer",
        note="The house rule applies to a player holding {few_cards} cards or fewer.",
    ),
    _m(
        "ui.forever.never_ends",
        "This game would never end!",
        note="Game-over card of a game that cycles (a fixed order of won cards).",
    ),
    _m(
        "ui.forever.cycle",
        "Cycle: round {earlier} → round {round} (length {length})",
        note="Game-over card: after round {round} the piles are as after round {earlier}.",
    ),
    _m(
        "ui.forever.cycle.deal",
        "Cycle: the deal → round {round} (length {length})",
        note="Game-over card: after round {round} the piles are as they were dealt.",
    ),
    _m("ui.play_code", "Play with a code", note="Label of the text field for a game code."),
    _m("ui.play_code.button", "Play this code"),
    _m("ui.play_code.example", "e.g. {code}", note="Placeholder of the code field."),
    _m(
        "ui.card",
        "{rank} of {suit}",
        note="A card read aloud by a screen reader: 'king of spades'.",
    ),
    _m("ui.rank.A", "ace"),
    _m("ui.rank.K", "king"),
    _m("ui.rank.Q", "queen"),
    _m("ui.rank.J", "jack"),
    _m("ui.joker", "joker"),
    _m("ui.suit.S", "spades", note="Used in 'ui.card'."),
    _m("ui.suit.H", "hearts", note="Used in 'ui.card'."),
    _m("ui.suit.D", "diamonds", note="Used in 'ui.card'."),
    _m("ui.suit.C", "clubs", note="Used in 'ui.card'."),
    _m(
        "ui.face_down_cards",
        "face down: {count}",
        note="Cards laid face down in a war (any number: no plural agreement).",
    ),
    _m("ui.same", "Same", note="Quiz answer: the cards are equal."),
    _m("ui.check", "Check", note="Quiz: button that sends the typed answer."),
    _m("ui.answer", "Your answer", note="Quiz: accessible name of the number field."),
    _m(
        "ui.score",
        "Right first time: {right} · after a second try: {retry} · missed: {wrong}",
        note="Quiz score.",
    ),
    _m("ui.summary.title", "How the game went"),
    _m("ui.summary.title.one", "{name}: how the game went"),
    _m(
        "ui.summary.chart",
        "Cards held after each round: {names}",
        note="Title of the chart (read by screen readers).",
    ),
    _m("ui.stat.rounds", "Rounds"),
    _m("ui.stat.wars", "Wars"),
    _m("ui.stat.wars_won", "Wars won"),
    _m("ui.stat.streak", "Longest winning streak", note="Most rounds won in a row."),
    _m("ui.stat.lead", "Biggest lead", note="The most cards ahead of the other player."),
    _m("ui.stat.games", "Games this session"),
    _m("ui.stat.games_won", "Games won"),
    _m("ui.stat.games_won_by", "Games won: {name}"),
    _m(
        "ui.stat.current_streak",
        "Current winning streak: {name}",
        note="Games won in a row by the learner, up to now.",
    ),
    _m("ui.session.draw", "draw", note="A game of the session's list ended in a draw."),
    _m("ui.session.won", "{name} won"),
    _m(
        "ui.session.line",
        "{code}: {winner}, rounds: {rounds} ({counts})",
        note="{winner} is 'ui.session.draw' or 'ui.session.won'.",
    ),
    _m("ui.replay", "Recorded rounds", note="Accessible name of the bar below (no kernel)."),
    _m(
        "ui.replay.note",
        "Python is not running here: step through the recorded rounds.",
        note="A saved or exported notebook, opened with no Python running behind it.",
    ),
    _m("ui.replay.first", "« First"),
    _m("ui.replay.first.label", "First recorded round", note="Accessible name of '« First'."),
    _m("ui.replay.prev", "◀ Previous"),
    _m("ui.replay.prev.label", "Previous round", note="Accessible name of '◀ Previous'."),
    _m("ui.replay.next", "Next ▶"),
    _m("ui.replay.next.label", "Next round", note="Accessible name of 'Next ▶'."),
    _m(
        "ui.replay.where",
        "Round {round} ({index} of {count} recorded)",
        note="Which recorded round is shown: {index} counts the recorded rounds from 1.",
    ),
    _m("ui.notice.new_game", "New game dealt."),
    _m("ui.notice.rules", "New rules: a new game is dealt."),
    _m(
        "ui.notice.rules.preset",
        "New rules ({preset}): a new game is dealt.",
        note="{preset} is a preset's display name (ui.preset.*) such as 'Guerra de Cartas'.",
    ),
    _m("ui.notice.replay", "Replaying game {code}."),
    _m("ui.error.code.type", "A game code is made of letters and digits: type it again."),
    _m("ui.error.code.empty", "Type a game code first."),
    _m(
        "ui.error.code.character",
        "This code has a letter or sign that codes never use: check it and try again.",
    ),
    _m(
        "ui.error.code.short",
        "This code is too short or too long: check it and try again.",
        note="A character is missing or doubled.",
    ),
    _m("ui.error.code.typo", "This code has a typo: check it and try again."),
    _m(
        "ui.error.code.unknown",
        "This code is not a game this widget knows: check it, or ask for a new one.",
        note="A code of a newer version, or one that is well formed but not a game.",
    ),
    _m(
        "ui.error.rules.by_rank",
        "Război needs one card per flip: turn off Sum War first, "
        "or choose another number of cards face down.",
        note="Keep the name Război (see 'ui.face_down.by_rank'); Sum War is the check box "
        "'ui.sums', by its name there.",
    ),
    _m(
        "ui.error.rules",
        "These rules cannot be played together: the game goes on as it was.",
    ),
    _m(
        "ui.player",
        "Player {number}",
        note="A seat without a name, e.g. in the summary chart's legend.",
    ),
    # -- the lesson notebooks' tables (war_widget.lesson) -------------------------------------
    _m("lesson.ending", "How it ends", note="Column of a table: how each game ended."),
    _m("lesson.end.all_cards", "one player has all the cards"),
    _m("lesson.end.round_limit", "round limit: the most cards wins"),
    _m("lesson.end.annulled", "a round that does not count: the most cards wins"),
    _m("lesson.end.repeated_position", "stopped: it would repeat forever"),
    _m("lesson.end.safety_cap", "stopped at the safety limit"),
    _m(
        "quiz.compare",
        "Which card is bigger? Tap it, or tap “Same” if they are equal.",
        note="Quiz question, two players.",
    ),
    _m(
        "quiz.compare.many",
        "Which card is the biggest? Tap it, or tap “Same” if the biggest are equal.",
        note="Quiz question, three or more players.",
    ),
    _m(
        "quiz.compare.pairs",
        "Whose two cards make more? Tap them, or tap “Same” if they are equal.",
        note="Quiz question under Guerra de sumas: the two cards are combined as the rules say.",
    ),
    _m(
        "quiz.symbol",
        "Which sign goes in the box: {left} ☐ {right}? Tap <, = or >.",
        note="Quiz question, two players: {left} is the first player's card (the top one), "
        "{right} the second's; ☐ stands for the sign to choose.",
    ),
    _m(
        "quiz.more",
        "How many more does the bigger card have? Type the number (0 if they are the same).",
        note="Quiz question, two players: the difference between the two cards.",
    ),
    _m(
        "quiz.compare.lowest",
        "The lowest card wins! Which card wins? Tap it, or tap “Same” if they are equal.",
        note="Quiz question, two players, under the house rule lowest_wins.",
    ),
    _m(
        "quiz.compare.many.lowest",
        "The lowest card wins! Which card wins? Tap it, or tap “Same” if the lowest are equal.",
        note="Quiz question, three or more players, under the house rule lowest_wins.",
    ),
    _m(
        "quiz.compare.pairs.lowest",
        "The lowest wins! Whose two cards win? Tap them, or tap “Same” if they are equal.",
        note="Quiz question under Guerra de sumas and the house rule lowest_wins: the two "
        "cards are combined as the rules say, and the lower number wins.",
    ),
    _m("quiz.combine.sum", "What do the two marked cards add up to? Type the sum."),
    _m(
        "quiz.combine.difference",
        "What is the bigger marked card minus the smaller one? Type the difference.",
    ),
    _m(
        "quiz.combine.product",
        "What do the two marked cards make multiplied together? Type the product.",
    ),
    _m("quiz.count", "How many cards will the marked pile have after this round? Type the number."),
    _m(
        "quiz.card",
        "{rank}{suit}",
        note="A card named in the quiz's answer: {rank} is a number or 'ui.rank.*' (nominative), {suit} empty or a space and a suit symbol.",
    ),
    _m(
        "quiz.option",
        "{cards}, {name}'s card",
        note="What a screen reader says for a card to tap in a quiz question: {cards} is its "
        "number ('5'), {name} whose it is ('the computer', a name).",
    ),
    _m(
        "quiz.option.you",
        "{cards}, your card",
        note="Same as 'quiz.option' for the learner's own card: '7, your card'.",
    ),
    _m(
        "quiz.option.pair",
        "{cards}, {name}'s cards",
        note="Same as 'quiz.option' for two cards (Guerra de sumas): {cards} is '5 and 7'.",
    ),
    _m(
        "quiz.option.pair.you",
        "{cards}, your cards",
        note="Same as 'quiz.option.pair' for the learner's own two cards: '5 and 7, your cards'.",
    ),
    _m("quiz.right", "Right!", note="The first answer was right."),
    _m("quiz.right.retry", "Right, on the second try!"),
    _m(
        "quiz.again",
        "Not yet. Look again and have another try.",
        note="The first answer was wrong (it may be far off: do not say 'almost').",
    ),
    _m(
        "quiz.wrong",
        "Not this time. The answer is {answer}.",
        note="The second answer to 'quiz.count' was wrong too; {answer} is the number of cards.",
    ),
    _m(
        "quiz.wrong.card",
        "Not this time. The bigger card is {card} ({name}): {high} is more than {low}.",
        note="Two players; {card} is 'quiz.card' in the nominative, {name} whose card it is.",
    ),
    _m(
        "quiz.wrong.card_many",
        "Not this time. The biggest card is {card} ({name}): the greatest of {values} is {high}.",
        note="Three or more players; {values} is a list of numbers.",
    ),
    _m(
        "quiz.wrong.card.lowest",
        "Not this time. The winning card is {card} ({name}): {low} is less than {high}, and the lowest card wins.",
        note="House rule lowest_wins, two players; {card} is 'quiz.card' in the nominative, {name} whose card it is.",
    ),
    _m(
        "quiz.wrong.card_many.lowest",
        "Not this time. The winning card is {card} ({name}): the lowest of {values} is {low}, and the lowest card wins.",
        note="House rule lowest_wins, three or more players; {values} is a list of numbers.",
    ),
    _m(
        "quiz.wrong.same_many.lowest",
        "Not this time. The answer is “{same}”: the lowest of {values} is {value}, and more than one player has it.",
        note="House rule lowest_wins; {same} is 'ui.same'; {values} is a list of numbers.",
    ),
    _m(
        "quiz.wrong.pairs.lowest",
        "Not this time. The answer is {name}: {low} is less than {high}, and the lowest wins.",
        note="Guerra de sumas under the house rule lowest_wins; {name} is the player whose two cards make less.",
    ),
    _m(
        "quiz.wrong.pairs.lowest.you",
        "Not this time. Your cards win: {low} is less than {high}, and the lowest wins.",
        note=_YOU,
    ),
    _m(
        "quiz.wrong.pairs_many.lowest",
        "Not this time. The answer is {name}: the lowest of {values} is {low}, and the lowest wins.",
        note="Guerra de sumas, three or more players, house rule lowest_wins.",
    ),
    _m(
        "quiz.wrong.same",
        "Not this time. The answer is “{same}”: {value} equals {value}.",
        note="{same} is 'ui.same'.",
    ),
    _m(
        "quiz.wrong.same_many",
        "Not this time. The answer is “{same}”: the greatest of {values} is {value}, and more than one player has it.",
        note="{same} is 'ui.same'; {values} is a list of numbers.",
    ),
    _m(
        "quiz.wrong.pairs",
        "Not this time. The answer is {name}: {high} is more than {low}.",
        note="Guerra de sumas; {name} is the player whose two cards make more ('you', 'the computer', a name).",
    ),
    _m(
        "quiz.wrong.pairs.you",
        "Not this time. Your cards make more: {high} is more than {low}.",
        note=_YOU,
    ),
    _m(
        "quiz.wrong.pairs_many",
        "Not this time. The answer is {name}: the greatest of {values} is {high}.",
        note="Guerra de sumas, three or more players.",
    ),
    _m(
        "quiz.wrong.symbol.less",
        "Not this time. {left} < {right}: {left} is less than {right}, and the point of < is next "
        "to the smaller number.",
        note="Quiz 'quiz.symbol' missed twice; {left}, {right}: the left and right card's numbers.",
    ),
    _m(
        "quiz.wrong.symbol.greater",
        "Not this time. {left} > {right}: {left} is more than {right}, and the open side of > "
        "faces the bigger number.",
        note="Quiz 'quiz.symbol' missed twice; {left}, {right}: the left and right card's numbers.",
    ),
    _m(
        "quiz.wrong.symbol.equal",
        "Not this time. {left} = {right}: both cards are {left}, so they are equal.",
        note="Quiz 'quiz.symbol' missed twice; both numbers are the same.",
    ),
    _m(
        "quiz.wrong.more",
        "Not this time. {big} has {difference} more than {small}: count on from {small} to {big}, "
        "{big} − {small} = {difference}.",
        note="Quiz 'quiz.more' missed twice; {big}, {small}: the two cards' numbers.",
    ),
    _m(
        "quiz.wrong.more.same",
        "Not this time. Both cards are {value}, so neither has more: the answer is 0.",
        note="Quiz 'quiz.more' missed twice when the two cards are equal.",
    ),
    _m(
        "quiz.wrong.combine",
        "Not this time: {expression}.",
        note="{expression} is arithmetic such as '7 + 4 = 11'.",
    ),
)

from ._sim import SIM_MESSAGES  # noqa: E402 - the catalogue is assembled in order

MESSAGES_LIST = (*MESSAGES_LIST, *UI_MESSAGES, *SIM_MESSAGES)

#: The play table's banner, game-over card, settings and quiz feedback.  Labels
#: ``table.*`` of the front-end; ``{math}`` is a comparison in numbers such as "9 > 5".
TABLE_MESSAGES: tuple[Message, ...] = (
    _m("ui.table.banner.war", "War! {math}", note="Banner on the table: a tie, e.g. 'War! 8 = 8'."),
    _m("ui.table.banner.win", "{name} wins: {math}", note="Banner, e.g. 'Ana wins: 9 > 5'."),
    _m(
        "ui.table.banner.win.you",
        "You win: {math}",
        note="Banner when the learner (addressed as 'you') wins, e.g. 'You win: 9 > 5'.",
    ),
    _m(
        "ui.table.banner.lowest",
        "{name} wins: {math}. The lowest card wins!",
        note="Banner under the house rule lowest_wins, e.g. 'Ana wins: 3 < 5. The lowest card wins!'.",
    ),
    _m(
        "ui.table.banner.lowest.you",
        "You win: {math}. The lowest card wins!",
        note="Banner under the house rule lowest_wins when the learner wins, e.g. 'You win: 3 < 5. The lowest card wins!'.",
    ),
    _m(
        "ui.table.banner.lowest.total",
        "{name} wins: {math}. The smaller number wins!",
        note="Banner under lowest_wins with two cards combined (Sum War): the smaller sum (or difference, product) wins, e.g. 'Ana wins: 2 + 3 = 5 < 4 + 6 = 10. The smaller number wins!'.",
    ),
    _m(
        "ui.table.banner.lowest.total.you",
        "You win: {math}. The smaller number wins!",
        note="As ui.table.banner.lowest.total, when the learner wins.",
    ),
    _m("ui.table.banner.out", "{name} takes the cards: the others could not finish the war."),
    _m("ui.table.banner.out.you", "You take the cards: the others could not finish the war."),
    _m("ui.table.banner.peace", "Peace: {math}. Everyone takes their cards back."),
    _m("ui.table.banner.annulled", "Everyone ran out of cards in the war: the cards go back."),
    _m("ui.table.banner.tie", "A tie: {math}", note="Banner while War or Peace is asked."),
    _m("ui.table.over.win", "{name} wins the game!", note="Title of the game-over card."),
    _m("ui.table.over.win.you", "You win the game!"),
    _m("ui.table.over.draw", "It is a draw!"),
    _m("ui.table.over.cards", "Cards held", note="Game-over card: cards each player holds."),
    _m("ui.table.over.rounds", "Rounds played", note="Game-over card: how many rounds."),
    _m("ui.table.over.again", "Play again with this code", note="Button: replay the same deal."),
    _m("ui.table.settings", "Settings", note="The button that opens the teacher's menu."),
    _m("ui.table.learner", "you", note="Tag next to the learner's seat, e.g. 'Ana (you)'."),
    _m("ui.table.auto", "Auto-play", note="Button: the cards turn on their own."),
    _m("ui.table.pause", "Pause", note="Button: stop auto-play."),
    _m("ui.table.quiz.more", "{big} is more than {small}.", note="{big}, {small}: numbers."),
    _m("quiz.score.kind", "Question", note="Column of the quiz's score table: what was asked."),
    _m("quiz.score.asked", "Asked", note="Column: how many questions of that kind were asked."),
    _m("quiz.score.first", "Right at first try", note="Column: answered right the first time."),
    _m("quiz.score.second", "Right at second try", note="Column: right after one wrong answer."),
    _m("quiz.score.all", "All", note="Row of the score table: every kind together."),
    _m("quiz.score.compare", "Which card is bigger", note="Row: the 'quiz.compare' questions."),
    _m("quiz.score.combine", "Two cards together", note="Row: sum, difference or product."),
    _m("quiz.score.count", "How many cards", note="Row: the 'quiz.count' questions."),
    _m("quiz.score.symbol", "<, > or =", note="Row: the 'quiz.symbol' questions."),
    _m("quiz.score.more", "How many more", note="Row: the 'quiz.more' questions."),
    _m("quiz.less", "{small} is less than {big}.", note="{small}, {big}: numbers."),
    _m(
        "quiz.less.lowest",
        "{small} is less than {big}, and the lowest card wins.",
        note="After a right answer under the house rule lowest_wins; {small}, {big}: numbers.",
    ),
    _m(
        "quiz.more.detail",
        "{big} − {small} = {difference}: {big} has {difference} more.",
        note="{big}, {small}, {difference}: numbers.",
    ),
    _m("ui.table.quiz.same", "{big} and {small} are the same.", note="{big}, {small}: numbers."),
    _m("ui.table.quiz.cheer.right", "Well done!", note="After a right answer."),
    _m("ui.table.quiz.cheer.wrong", "Good try! Every round is a new chance."),
)

UI_MESSAGES = (*UI_MESSAGES, *TABLE_MESSAGES)
MESSAGES_LIST = (*MESSAGES_LIST, *TABLE_MESSAGES)

from ._steal import STEAL_MESSAGES, STEAL_UI_MESSAGES  # noqa: E402 - the catalogue is assembled in order

UI_MESSAGES = (*UI_MESSAGES, *STEAL_UI_MESSAGES)
MESSAGES_LIST = (*MESSAGES_LIST, *STEAL_MESSAGES, *STEAL_UI_MESSAGES)

from ._lesson import LESSON_MESSAGES  # noqa: E402 - the catalogue is assembled in order

MESSAGES_LIST = (*MESSAGES_LIST, *LESSON_MESSAGES)

from ._cli import ARGPARSE_MESSAGES, CLI_HELP_MESSAGES, CLI_MESSAGES  # noqa: E402 - in order

MESSAGES_LIST = (*MESSAGES_LIST, *CLI_MESSAGES, *CLI_HELP_MESSAGES, *ARGPARSE_MESSAGES)

from ._table import TABLE_QUIZ_MESSAGES, TABLE_UI_MESSAGES  # noqa: E402 - the catalogue is assembled in order

UI_MESSAGES = (*UI_MESSAGES, *TABLE_UI_MESSAGES)
MESSAGES_LIST = (*MESSAGES_LIST, *TABLE_QUIZ_MESSAGES, *TABLE_UI_MESSAGES)

from ._sheets import SHEET_MESSAGES  # noqa: E402 - the catalogue is assembled in order

MESSAGES_LIST = (*MESSAGES_LIST, *SHEET_MESSAGES)

from ._tally import TALLY_MESSAGES  # noqa: E402 - the catalogue is assembled in order

MESSAGES_LIST = (*MESSAGES_LIST, *TALLY_MESSAGES)

from ._classroom import CLASSROOM_MESSAGES  # noqa: E402 - the catalogue is assembled in order

MESSAGES_LIST = (*MESSAGES_LIST, *CLASSROOM_MESSAGES)

from ._class_server import CLASS_MESSAGES  # noqa: E402 - the catalogue is assembled in order

MESSAGES_LIST = (*MESSAGES_LIST, *CLASS_MESSAGES)

from ._speech import SPEECH_MESSAGES, SPEECH_UI_MESSAGES  # noqa: E402 - assembled in order

UI_MESSAGES = (*UI_MESSAGES, *SPEECH_UI_MESSAGES)
MESSAGES_LIST = (*MESSAGES_LIST, *SPEECH_UI_MESSAGES, *SPEECH_MESSAGES)

from ._export import EXPORT_MESSAGES  # noqa: E402 - the catalogue is assembled in order

MESSAGES_LIST = (*MESSAGES_LIST, *EXPORT_MESSAGES)

MESSAGES: dict[str, Message] = {m.key: m for m in MESSAGES_LIST}
assert len(MESSAGES) == len(MESSAGES_LIST), "duplicate message keys"


class _English(gettext.NullTranslations):
    """The source language, and the fallback of every catalogue: it records what it was asked
    for, so a test can prove a catalogue translated every sentence it rendered."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[str] = set()

    def pgettext(self, context: str, message: str) -> str:
        self.asked.add(context)
        return message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        self.asked.add(context)
        return msgid1 if n == 1 else msgid2


def normalize_language(lang: str) -> str:
    """``"es-ES"``, ``"es_ES"``, ``"ES"`` -> ``"es"``; ``ValueError`` listing the supported ones."""
    if isinstance(lang, str):
        base = lang.strip().replace("_", "-").split("-")[0].lower()
        base = ALIASES.get(base, base)
        if base in LANGUAGES:
            return base
    supported = ", ".join(repr(code) for code in LANGUAGES)
    raise ValueError(
        f"lang={lang!r} is not supported: lang must be one of {supported} "
        "(a tag such as 'es-ES' or 'pl_PL' falls back to its language)"
    )


@cache
def translation(lang: str) -> gettext.NullTranslations:
    """The catalogue of a supported language code (see :func:`normalize_language`)."""
    english = _English()
    if lang == "en":
        return english
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as fp:
        catalogue = gettext.GNUTranslations(fp)
    catalogue.add_fallback(english)
    return catalogue


def fallback(catalogue: gettext.NullTranslations) -> _English | None:
    """The English fallback of a catalogue (for tests: which messages were not translated)."""
    if isinstance(catalogue, _English):
        return None
    fb = getattr(catalogue, "_fallback", None)  # where the standard library keeps it
    return fb if isinstance(fb, _English) else None


def say(lang: str, key: str, **fields: object) -> str:
    """The message ``key`` in ``lang``, its ``{fields}`` filled in; without fields, the
    message as written (a template the front-end fills in)."""
    text = translation(lang).pgettext(key, MESSAGES[key].text)
    return text.format(**fields) if fields else text


#: The most cards a pile can hold (a deck of numbers; the French deck has at most 54).
MAX_PILE = 64


def pile_words(lang: str) -> dict[str, str]:
    """``pile.<n>``: the words under a pile of *n* cards, for every *n* a pile can hold, each
    in the plural form its number takes (``"{count} karty"`` for 22 in Polish); the
    front-end fills in ``{count}``."""
    cat = translation(lang)
    msg = MESSAGES["ui.pile"]
    assert msg.plural is not None
    return {
        f"pile.{n}": cat.npgettext(msg.key, msg.text, msg.plural, n) for n in range(MAX_PILE + 1)
    }


#: The presets whose game has a name of its own that a translation replaces in children's
#: menus (ui.preset.<name>): the teacher's places add it beside (``own=True``).
OWN_NAMES = {"guerra_de_sumas": "Guerra de sumas"}


def preset_name(name: str, lang: str = "en", *, own: bool = False) -> str:
    """A preset's display name in a language (``ui.preset.<name>``), e.g. ``"Wojna (Polonia)"``:
    the name a child reads in the menus, in the child's language (``"Wojna na sumy"``).  With
    ``own``, where a teacher reads it, the game's own name is added beside it when the
    language's name is another (``"Sum War (Guerra de sumas)"``; Spanish: ``"Guerra de sumas"``).

    Names without a message (a preset added without one) fall back to the name with spaces.
    """
    key = f"ui.preset.{name}"
    if key not in MESSAGES:
        return name.replace("_", " ")
    lang = normalize_language(lang)
    shown = translation(lang).pgettext(key, MESSAGES[key].text)
    original = OWN_NAMES.get(name)
    if not own or original is None or shown.casefold() == original.casefold():
        return shown
    return say(lang, "ui.preset.own_name", name=shown, own=original)
