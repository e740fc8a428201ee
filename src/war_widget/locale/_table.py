# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The play table's newer words: pile words with their plurals, the quiz's marks and the
count explained, Steal War's keys, the Settings dialog, the game-over chart's legend.

Part of :data:`war_widget.locale.MESSAGES`; kept apart so the table's words grow without
touching the older catalogue.  ``ui.*`` messages are the front-end's labels
(:func:`war_widget.play.words.labels`); ``ui.pile`` is sent once per number of cards
(``pile.0``, ``pile.1``...), in the plural form that number takes.
"""

from __future__ import annotations

from ._message import Message, _m

_KEY = (
    "One letter: the key that presses this button. Take it from the translated button's "
    "own word, different from the other button's key (English: S for Steal, P for Play)."
)

TABLE_UI_MESSAGES: tuple[Message, ...] = (
    _m(
        "ui.pile",
        "{count} card",
        "{count} cards",
        note="A pile's size under its number ('22 cards'); the table shows the number large and the rest under it.",
    ),
    _m(
        "ui.table.marked",
        "The question is about these cards",
        note="Read by screen readers on the seat the quiz asks about (marked with a dashed frame).",
    ),
    _m(
        "ui.table.winner",
        "Wins this round",
        note="Read by screen readers on the seat that won the round shown (marked with a gold frame and a star).",
    ),
    _m("ui.steal.key.steal", "S", note=_KEY),
    _m("ui.steal.key.play", "P", note=_KEY),
    _m(
        "ui.steal.can_steal",
        "Can be stolen",
        note="Steal War: the tag on the face-up pile the learner's next card matches.",
    ),
    _m("ui.quiz", "Quiz before each round", note="Settings: a checkbox that turns the quiz on."),
    _m(
        "ui.hide_explanation",
        "Explanation only after “Why?”",
        note="Settings: a checkbox; 'Why?' is the button 'ui.why' (use its translation).",
    ),
    _m("ui.table.settings.close", "Close", note="Button that closes the Settings dialog."),
    _m(
        "ui.facing",
        "Face to face",
        note="Settings: a checkbox shown with two players on one screen. On: the screen is split between two players sitting face to face across a phone or tablet lying flat, the far half upside down.",
    ),
    _m(
        "quiz.compare.face",
        "Which card is bigger? Tap it on your side, or tap “Same” if they are equal.",
        note="Quiz question, two players face to face on one phone or tablet: each child answers on their own half of the screen, where the two cards and “Same” are buttons. Same as 'quiz.compare', said for that.",
    ),
    _m(
        "quiz.compare.lowest.face",
        "The lowest card wins! Which card wins? Tap it on your side, or tap “Same” if they are equal.",
        note="Same as 'quiz.compare.lowest' (the house rule lowest_wins), face to face: each child taps on their own half of the screen.",
    ),
    _m(
        "quiz.compare.pairs.face",
        "Whose two cards make more? Tap them on your side, or tap “Same” if they are equal.",
        note="Same as 'quiz.compare.pairs' (Guerra de sumas), face to face: each child taps on their own half of the screen.",
    ),
    _m(
        "quiz.compare.pairs.lowest.face",
        "The lowest wins! Whose two cards win? Tap them on your side, or tap “Same” if they are equal.",
        note="Same as 'quiz.compare.pairs.lowest', face to face: each child taps on their own half of the screen.",
    ),
    _m(
        "ui.face.waiting",
        "Waiting for {name}…",
        note="Two players face to face: one player has tapped Flip; shown on both halves until {name}, the other player, taps too. {name} is a name as given (not declined): build the sentence around it.",
    ),
    _m(
        "ui.summary.legend.war",
        "a round with a war",
        note="Legend of the end-of-game chart, next to the red tick that marks a war.",
    ),
    _m(
        "ui.summary.legend.half",
        "half the cards",
        note="Legend of the end-of-game chart, next to the dashed line at half the cards.",
    ),
    _m(
        "ui.still",
        "Run the cell to play on.",
        note="Under a table saved in a notebook that was reopened: Python is not running it, so the cards shown are a still picture and Flip is off until the notebook's cell is run again.",
    ),
    _m(
        "ui.still_page",
        "A picture of the table, saved with this page. To play, open the notebook in Jupyter.",
        note="Under a table on a web page exported from a notebook (no Python behind it): the cards are a still picture, Flip is off, and there is no cell to run on this page.",
    ),
    _m(
        "ui.notice.too_far",
        "This saved game is at round {round}: only {limit} rounds can be replayed, so the table stays as it was.",
        note="A saved table asked to replay a game up to a round too far to replay quickly; {round} and {limit} are numbers written with thousands grouped.",
    ),
    _m(
        "ui.notice.stopped",
        "Stopped after {rounds} rounds: the game is not over yet. Flip, or call play_to_end() again, to play on.",
        note="A teacher's play_to_end() played its most rounds at once and the game goes on; keep play_to_end() as written (it is Python code).",
    ),
)

TABLE_QUIZ_MESSAGES: tuple[Message, ...] = (
    _m(
        "quiz.count.less",
        "The pile had {before} and lost {change}: {before} − {change} = {after}.",
        note="After a 'quiz.count' answer: how the marked pile's size changed in the round.",
    ),
    _m(
        "quiz.count.more",
        "The pile had {before} and won {change}: {before} + {change} = {after}.",
        note="After a 'quiz.count' answer: how the marked pile's size changed in the round.",
    ),
    _m(
        "quiz.count.same",
        "The pile had {before} and still has {after}.",
        note="After a 'quiz.count' answer: the round gave the cards back (peace).",
    ),
)
