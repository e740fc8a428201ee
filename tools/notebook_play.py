# Code lines stay as ruff formats them in a notebook cell.
# ruff: noqa: E501
"""The code of ``01_play``: the first game, for children from 6 to 9 and the teacher who shows it.

The words are in ``lessons/<lang>/01_play.md``, one file per language (see
``lessons/README.md``); ``("md", key)`` is the cell of that file marked ``<!-- cell: key -->``.
"""

from __future__ import annotations

CELLS: list[tuple[str, str]] = [
    ("md", "intro"),
    (
        "code",
        """from war_widget import Rules, WarWidget, sheets
from war_widget.lessons.say import Say

LANG = __LANG__
say = Say(LANG)
first = WarWidget(Rules.preset("ladder_5"), dots=True, speak=True, lang=LANG)
first""",
    ),
    ("md", "deck"),
    (
        "code",
        """table = WarWidget(lang=LANG)
table""",
    ),
    ("md", "python"),
    (
        "code",
        """from IPython.display import Markdown, display


def cards(widget):
    return ", ".join(
        f"{name} {n}" for name, n in zip(widget.seat_names, widget.counts, strict=True)
    )


def state():
    return Markdown(say("play.state", round=table.round, cards=cards(table), code=table.code))


shown = display(state(), display_id=True)
table.observe(lambda change: shown.update(state()), names=["round", "counts", "code"])""",
    ),
    ("md", "questions"),
    (
        "code",
        """sheets.links("01_play", lang=LANG)  # a worksheet to print: who wins each round""",
    ),
    ("md", "other"),
    (
        "code",
        """sums = WarWidget(preset="guerra_de_sumas", mode="two_players", names=["Ana", "Ben"], lang=LANG)
sums""",
    ),
    ("md", "teacher"),
    (
        "code",
        """news = display(Markdown(say("play.going")), display_id=True)


def on_round(change):
    if table.over:
        news.update(Markdown(say.ending(table.result)))


table.observe(on_round, names="round")""",
    ),
    ("md", "python_flips"),
    (
        "code",
        """robot = WarWidget(code=table.code, lang=LANG)
for _ in range(5):
    robot.flip()
print(say("play.python", round=robot.round, cards=cards(robot)))
robot""",
    ),
    ("md", "plan"),
]
