"""Every message, assembled once from the parts of the catalogue, each in the module of its
feature.

The order of :data:`MESSAGES_LIST` is the order of the template (``war_widget.pot``, written by
``tools/catalogues.py template``): a new part goes at the end, so the template grows at its end
and translators' diffs stay small.  :data:`UI_MESSAGES` are the parts the front-end gets as its
labels (``WarWidget.labels``), in the same order.
"""

from __future__ import annotations

from ._banner import TABLE_MESSAGES
from ._class_server import CLASS_MESSAGES
from ._classroom import CLASSROOM_MESSAGES
from ._cli import ARGPARSE_MESSAGES, CLI_HELP_MESSAGES, CLI_MESSAGES
from ._explain import EXPLAIN_MESSAGES
from ._explain_end import EXPLAIN_END_MESSAGES
from ._export import EXPORT_MESSAGES
from ._lesson import LESSON_MESSAGES, LESSON_TABLE_MESSAGES
from ._message import Message
from ._quiz import QUIZ_MESSAGES
from ._sheets import SHEET_MESSAGES
from ._sim import SIM_MESSAGES
from ._speech import SPEECH_MESSAGES, SPEECH_UI_MESSAGES
from ._steal import STEAL_MESSAGES, STEAL_UI_MESSAGES
from ._table import TABLE_QUIZ_MESSAGES, TABLE_UI_MESSAGES
from ._tally import TALLY_MESSAGES
from ._widget import WIDGET_MESSAGES

#: The widget's own buttons and labels (``ui.*``, sent to the front-end as a dict by
#: ``WarWidget.labels``) and the quiz's questions and feedback (``quiz.*``).
UI_MESSAGES: tuple[Message, ...] = (
    *WIDGET_MESSAGES,
    *LESSON_TABLE_MESSAGES,
    *QUIZ_MESSAGES,
    *TABLE_MESSAGES,
    *STEAL_UI_MESSAGES,
    *TABLE_UI_MESSAGES,
    *SPEECH_UI_MESSAGES,
)

#: Every message, in the order the template lists them.
MESSAGES_LIST: tuple[Message, ...] = (
    *EXPLAIN_MESSAGES,
    *EXPLAIN_END_MESSAGES,
    *WIDGET_MESSAGES,
    *LESSON_TABLE_MESSAGES,
    *QUIZ_MESSAGES,
    *SIM_MESSAGES,
    *TABLE_MESSAGES,
    *STEAL_MESSAGES,
    *STEAL_UI_MESSAGES,
    *LESSON_MESSAGES,
    *CLI_MESSAGES,
    *CLI_HELP_MESSAGES,
    *ARGPARSE_MESSAGES,
    *TABLE_QUIZ_MESSAGES,
    *TABLE_UI_MESSAGES,
    *SHEET_MESSAGES,
    *TALLY_MESSAGES,
    *CLASSROOM_MESSAGES,
    *CLASS_MESSAGES,
    *SPEECH_UI_MESSAGES,
    *SPEECH_MESSAGES,
    *EXPORT_MESSAGES,
)

#: Every message by its key (its gettext context).
MESSAGES: dict[str, Message] = {m.key: m for m in MESSAGES_LIST}
assert len(MESSAGES) == len(MESSAGES_LIST), "duplicate message keys"
