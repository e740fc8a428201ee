# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The read-aloud buttons' words (``ui.speak*``): the play table's speaker.

Part of :data:`war_widget.locale.MESSAGES` and of the front-end's labels (``ui.*``).
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
)
