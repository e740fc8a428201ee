# Code lines stay as ruff formats them in a notebook cell.
# ruff: noqa: E501
"""The code of ``02_counting``: counting practice for children from 5 to 9, from the youngest
activity to the oldest (quiz mode, dots, sums, counts, differences).

The words are in ``lessons/<lang>/02_counting.md``, one file per language (see
``lessons/README.md``); ``("md", key)`` is the cell of that file marked ``<!-- cell: key -->``.
"""

from __future__ import annotations

CELLS: list[tuple[str, str]] = [
    ("md", "intro"),
    (
        "code",
        """from war_widget import Rules, WarWidget, sheets

LANG = __LANG__
sheets.links("02_counting", lang=LANG)  # worksheets to print: <, > or = (1 to 10), and sums""",
    ),
    ("md", "ladder"),
    (
        "code",
        """from IPython.display import Markdown, display

from war_widget.locale import preset_name
from war_widget.rules import LADDER

# The ladder, its first step at the bottom: Numbers 1-5, 1-10, sums to 20, then the full deck.
steps = [f"{'&emsp;' * 4 * i}**{i + 1}.** {preset_name(p, LANG)}" for i, p in enumerate(LADDER)]
display(Markdown("<br>".join(reversed(steps))))
ladder = WarWidget(
    Rules.preset("ladder_5"),
    quiz=True,
    quiz_kind="symbol",
    dots=True,
    speak=True,
    level="brief",
    lang=LANG,
)
ladder""",
    ),
    (
        "code",
        """next_step = WarWidget(
    Rules.preset("ladder_10"),
    quiz=True,
    quiz_kind="more",
    dots=True,
    speak=True,
    level="brief",
    lang=LANG,
)
next_step""",
    ),
    ("md", "1"),
    (
        "code",
        """bigger = WarWidget(quiz=True, dots=True, speak=True, level="brief", lang=LANG)
bigger""",
    ),
    ("md", "2"),
    (
        "code",
        """small = WarWidget(Rules(ace_low=True), quiz=True, dots=True, level="brief", lang=LANG)
small""",
    ),
    ("md", "3"),
    (
        "code",
        """sums = WarWidget(Rules.preset("guerra_de_sumas", ace_low=True), quiz=True, level="brief", lang=LANG)
sums""",
    ),
    ("md", "4"),
    (
        "code",
        """counting = WarWidget(quiz=True, quiz_kind="count", level="brief", lang=LANG)
counting.hide_explanation = True
counting""",
    ),
    ("md", "5"),
    (
        "code",
        """older = WarWidget(
    Rules(flip=2, combine="difference", ace_low=True), quiz=True, level="brief", lang=LANG
)
older""",
    ),
    ("md", "6"),
    (
        "code",
        """activities = {
    "< = >": ladder,
    "1–10": next_step,
    "1.": bigger,
    "2.": small,
    "3.": sums,
    "4.": counting,
    "5.": older,
}
for heading, table in activities.items():
    print(heading)
    print(table.score)""",
    ),
    ("md", "answers"),
]
