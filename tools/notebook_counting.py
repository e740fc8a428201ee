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
        """from IPython.display import display

from war_widget.lessons.scene import Ladder

display(Ladder(LANG))  # the ladder's steps, the first at the bottom, as Settings names them
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
    ("md", "plan"),
]
