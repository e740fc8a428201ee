# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""Read aloud: the buttons' words (``ui.speak*``, part of the front-end's labels), and what
a voice says instead of a sign or a suit symbol (``speech.*``: :mod:`war_widget.explain.speech`).

Both are part of :data:`war_widget.locale.MESSAGES`.
"""

from __future__ import annotations

from ._message import Message, _m

SPEECH_UI_MESSAGES: tuple[Message, ...] = (
    _m(
        "ui.speak",
        "Read aloud",
        note="The speaker button under the table: reads the banner aloud (for children who do not read yet).",
    ),
    _m(
        "ui.speak.step",
        "Read this step aloud",
        note="A small speaker button beside each step of the explanation (its accessible name).",
    ),
    _m(
        "ui.speak.no_voice",
        "This browser has no English voice, so read-aloud is off.",
        note="One line in Settings when read-aloud is on but the browser has no voice for the learner's language: name your own language ('no Polish voice').",
    ),
)

_SIDES = "{left} and {right} are numbers, or arithmetic already said in words ('3 plus 4')."

#: What a voice reads instead of a sign (war_widget.explain.speech): every sign in words.
SPEECH_MESSAGES: tuple[Message, ...] = (
    _m("speech.plus", "{left} plus {right}", note="Read aloud for '3 + 4'. " + _SIDES),
    _m("speech.minus", "{left} minus {right}", note="Read aloud for '9 − 5'. " + _SIDES),
    _m("speech.times", "{left} times {right}", note="Read aloud for '3 × 4'. " + _SIDES),
    _m(
        "speech.makes",
        "{left} makes {right}",
        note="Read aloud for the '=' of a result: '3 + 4 = 7' is said '3 plus 4 makes 7'. "
        + _SIDES,
    ),
    _m(
        "speech.equal",
        "{left} is the same as {right}",
        note="Read aloud for the '=' of a tie: '8 = 8'. " + _SIDES,
    ),
    _m("speech.more", "{left} is more than {right}", note="Read aloud for '9 > 5'. " + _SIDES),
    _m("speech.less", "{left} is less than {right}", note="Read aloud for '3 < 5'. " + _SIDES),
    _m(
        "speech.score",
        "{first} to {second}",
        note="Read aloud for the cards each player holds after a round, written '27–25'.",
    ),
    *(
        _m(
            f"speech.card.{suit}",
            f"{{card}} of {name}",
            note="Read aloud for a card flipped in a sentence ('You flip a king ♠'): {card} is the card as the sentence has it ('a king'), without its suit.",
        )
        for suit, name in (("S", "spades"), ("H", "hearts"), ("D", "diamonds"), ("C", "clubs"))
    ),
)
