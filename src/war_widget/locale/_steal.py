# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""Steal War's words (``steal.*`` sentences, ``ui.steal.*`` labels).

Part of :data:`war_widget.locale.MESSAGES`; kept apart because they belong to
Steal War alone (:mod:`war_widget.game.steal_steps`).  Names and owners are always in
the nominative ("the pile that {owner} has"), so no language must decline a
name; the ``.you`` forms are for the learner (seat 0) against the computer,
the ``.yours`` forms for the computer taking the learner's pile.
"""

from __future__ import annotations

from ._message import Message, _m

_YOU = "Seat 0 is the learner, addressed as 'you' (two players, default names); the other player is the computer."
_YOURS = "The other player takes the learner's pile; the learner is addressed as 'you'."
_CARD = "{card} is a card as flipped ('a king ♥'); {owner} a player's name, the pile's owner."
_OWNERS = (
    "{owners} is a list of two or more players' names ('Ana and Ben'); the plural follows {count}."
)

STEAL_MESSAGES: tuple[Message, ...] = (
    _m(
        "steal.steal",
        "{name} puts {card} on the face-up pile that {owner} has and takes the pile: {count} card.",
        "{name} puts {card} on the face-up pile that {owner} has and takes the pile: {count} cards.",
        note="Steal War: a card matching the top of another player's face-up pile steals it. "
        + _CARD,
    ),
    _m(
        "steal.steal.you",
        "You put {card} on the computer's face-up pile and take the pile: {count} card.",
        "You put {card} on the computer's face-up pile and take the pile: {count} cards.",
        note=_YOU,
    ),
    _m(
        "steal.steal.yours",
        "{name} puts {card} on your face-up pile and takes the pile: {count} card.",
        "{name} puts {card} on your face-up pile and takes the pile: {count} cards.",
        note=_YOURS,
    ),
    _m(
        "steal.steal.many",
        "{name} puts {card} on the face-up piles that {owners} have and takes them all: {count} card.",
        "{name} puts {card} on the face-up piles that {owners} have and takes them all: {count} cards.",
        note="One card matches several piles and steals them all. " + _OWNERS,
    ),
    _m(
        "steal.keep",
        "{name} could put {card} on the face-up pile that {owner} has and take {count} card, but plays it instead.",
        "{name} could put {card} on the face-up pile that {owner} has and take {count} cards, but plays it instead.",
        note="Steal War: the player may play the card instead of stealing. " + _CARD,
    ),
    _m(
        "steal.keep.you",
        "You could put {card} on the computer's face-up pile and take {count} card, but you play it instead.",
        "You could put {card} on the computer's face-up pile and take {count} cards, but you play it instead.",
        note=_YOU,
    ),
    _m(
        "steal.keep.yours",
        "{name} could put {card} on your face-up pile and take {count} card, but plays it instead.",
        "{name} could put {card} on your face-up pile and take {count} cards, but plays it instead.",
        note=_YOURS,
    ),
    _m(
        "steal.keep.many",
        "{name} could put {card} on the face-up piles that {owners} have and take {count} card, but plays it instead.",
        "{name} could put {card} on the face-up piles that {owners} have and take {count} cards, but plays it instead.",
        note=_OWNERS,
    ),
    _m(
        "steal.collect",
        "{name} wins the card and puts it on their face-up pile.",
        "{name} wins the {count} cards and puts them on their face-up pile.",
        note="Steal War: won cards go onto the winner's own face-up pile.",
    ),
    _m(
        "steal.collect.you",
        "You win the card and put it on your face-up pile.",
        "You win the {count} cards and put them on your face-up pile.",
        note=_YOU,
    ),
    _m(
        "steal.top",
        "{name} puts {card} on top of their face-up pile.",
        note="The winner of a round chooses which won card lies on top of their face-up pile.",
    ),
    _m("steal.top.you", "You put {card} on top of your face-up pile.", note=_YOU),
    _m(
        "steal.out",
        "{name} has no cards left after the steal and is out of the game.",
        note="Every card of this player was stolen.",
    ),
    _m(
        "steal.out.you",
        "You have no cards left after the steal and are out of the game.",
        note=_YOU,
    ),
    # Why the computer (a policy) chose as it did.
    _m(
        "steal.why.always", "{name} always steals when a card matches.", note="The policy 'always'."
    ),
    _m("steal.why.always.you", "You always steal when a card matches.", note=_YOU),
    _m(
        "steal.why.never",
        "{name} never steals: the card is always played.",
        note="The policy 'never'.",
    ),
    _m("steal.why.never.you", "You never steal: you always play the card.", note=_YOU),
    _m(
        "steal.why.greedy.steal",
        "The pile holds {pile} card, more than the card could win now: {win}.",
        "The pile holds {pile} cards, more than the card could win now: {win}.",
        count="pile",
        note="The policy 'greedy': it takes whatever gives more cards at once. {win} is a number of cards.",
    ),
    _m(
        "steal.why.greedy.play",
        "The pile holds only {pile} card, no more than the card could win now: {win}.",
        "The pile holds only {pile} cards, no more than the card could win now: {win}.",
        count="pile",
        note="The policy 'greedy' plays the card. {win} is a number of cards.",
    ),
    _m(
        "steal.why.estimate.steal",
        "Counting the chances: stealing is worth about {steal}, playing about {play} (in cards won).",
        note="The policy 'estimate': the expected number of cards won, whole numbers, maybe negative.",
    ),
    _m(
        "steal.why.estimate.play",
        "Counting the chances: playing is worth about {play}, stealing about {steal} (in cards won).",
        note="The policy 'estimate' plays the card: the expected cards won, maybe negative.",
    ),
    _m(
        "steal.why.top",
        "{name} puts on top the card the others are least likely to match.",
        note="Why the computer chose that card for the top of its face-up pile.",
    ),
    _m(
        "steal.why.top.you",
        "You put on top the card the others are least likely to match.",
        note=_YOU,
    ),
    _m(
        "steal.why.top.tie",
        "{name} puts the highest card on top: the others are as likely to match any of them.",
        note="Why the computer chose that card when every won card was as likely to be matched.",
    ),
    _m(
        "steal.why.top.tie.you",
        "You put the highest card on top: the others are as likely to match any of them.",
        note=_YOU,
    ),
    # The question the widget asks the learner.
    _m(
        "steal.ask.you",
        "You can put {card} on the computer's face-up pile and take {count} card. Steal, or play the card?",
        "You can put {card} on the computer's face-up pile and take {count} cards. Steal, or play the card?",
        note=_YOU,
    ),
    _m(
        "steal.ask",
        "{name} can put {card} on the face-up pile that {owner} has and take {count} card. Steal, or play the card?",
        "{name} can put {card} on the face-up pile that {owner} has and take {count} cards. Steal, or play the card?",
        note="Asked of a player in a game with names. " + _CARD,
    ),
    _m(
        "steal.ask.many",
        "{name} can put {card} on the face-up piles that {owners} have and take {count} card. Steal, or play the card?",
        "{name} can put {card} on the face-up piles that {owners} have and take {count} cards. Steal, or play the card?",
        note=_OWNERS,
    ),
)

# The terminal game (python -m war_widget play) asks the same questions with numbered answers.
STEAL_MESSAGES = (
    *STEAL_MESSAGES,
    _m(
        "steal.ask.top",
        "{name} wins {count} card. Which card goes on top of their face-up pile?",
        "{name} wins {count} cards. Which card goes on top of their face-up pile?",
        note="Asked in the terminal game; numbered cards follow, one a line. {name} is the winner.",
    ),
    _m(
        "steal.ask.top.you",
        "You win {count} card. Which card goes on top of your face-up pile?",
        "You win {count} cards. Which card goes on top of your face-up pile?",
        note=_YOU + " Asked in the terminal game; numbered cards follow.",
    ),
    _m(
        "steal.ask.number",
        "Type the number of your answer and press Enter:",
        note="The prompt of the terminal game under a question with numbered answers.",
    ),
)

STEAL_UI_MESSAGES: tuple[Message, ...] = (
    _m("ui.steal.steal", "Steal", note="Button (key S): steal the matching face-up pile."),
    _m("ui.steal.play", "Play", note="Button (key P): play the card instead of stealing."),
    _m(
        "ui.steal.next",
        "Your next card",
        note="Label over the learner's next card, seen before it is laid.",
    ),
    _m("ui.steal.face_up", "Face-up pile", note="Label of a player's face-up pile (Steal War)."),
)
