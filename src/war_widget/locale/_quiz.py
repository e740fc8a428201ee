# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The quiz's questions and feedback (``quiz.*``), read by a learner at the table.

Sent to the front-end with the widget's labels. Part of :data:`war_widget.locale.MESSAGES`, in the order :mod:`._catalogue` assembles it.
"""

from __future__ import annotations

from ._message import _YOU, Message, _m

#: The quiz's kinds of question, in the order a score lists them (``quiz.score.<kind>`` names
#: each): the play widget's score and the live class's statistics both follow it.
QUIZ_KINDS = ("compare", "symbol", "more", "combine", "count")

QUIZ_MESSAGES: tuple[Message, ...] = (
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
