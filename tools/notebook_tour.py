# Code lines stay as ruff formats them in a notebook cell.
# ruff: noqa: E501
"""The code of ``04_rules_tour``: each scene is a rule of docs/rules.md on a scripted deal, drawn as cards
with the explanation beside them, with a question for the class; answers at the end.

The words are in ``lessons/<lang>/04_rules_tour.md``, one file per language (see
``lessons/README.md``); ``("md", key)`` is the cell of that file marked ``<!-- cell: key -->``.
"""

from __future__ import annotations

CELLS: list[tuple[str, str]] = [
    ("md", "intro"),
    (
        "code",
        """from war_widget import Rules, WarWidget, sheets
from war_widget.lessons.scene import PresetTable, Scene

LANG = __LANG__
sheets.links("04_rules_tour", lang=LANG)  # a worksheet to print: <, > or = with the picture cards""",
    ),
    ("md", "1"),
    (
        "code",
        """war = Scene(
    Rules(face_down=3),
    [["9H", "KS", "2C", "3C", "5C", "4H"], ["5D", "KH", "6C", "7C", "8C", "QS"]],
    rounds=2,
    lang=LANG,
)
war""",
    ),
    ("md", "2"),
    (
        "code",
        """double = Scene(
    Rules(face_down=1),
    [["KS", "2S", "5S", "3S", "AS", "4S"], ["KH", "2H", "5H", "3H", "7H", "9H"]],
    lang=LANG,
)
double""",
    ),
    ("md", "3"),
    (
        "code",
        """short_deal = [["KS", "2S", "AS"], ["KH", "3H", "4H", "5H", "QH", "6H"]]
last_card = Scene(Rules(face_down=3, shortage="last_card_up"), short_deal, lang=LANG)
last_card""",
    ),
    ("md", "4"),
    (
        "code",
        """Scene(Rules(face_down=3, shortage="lose"), short_deal, lang=LANG)""",
    ),
    ("md", "5"),
    (
        "code",
        """razboi = Scene(
    Rules(face_down="by_rank"),
    [
        ["8S", "2S", "3S", "4S", "5S", "6S", "7S", "9S", "KS", "AS"],
        ["8H", "2H", "3H", "4H", "5H", "6H", "7H", "9H", "QH", "AH"],
    ],
    lang=LANG,
)
razboi""",
    ),
    ("md", "6"),
    (
        "code",
        """three = [
    ["9S", "2S", "9H", "3S", "2H"],
    ["3H", "4S", "9D", "5S", "5H"],
    ["3D", "6S", "8C", "7S", "8D"],
]
Scene(Rules(players=3, face_down=1, multiway="tied_only"), three, lang=LANG)""",
    ),
    ("md", "7"),
    (
        "code",
        """Scene(Rules(players=3, face_down=1, multiway="war_is_superior"), three, lang=LANG)""",
    ),
    ("md", "8"),
    (
        "code",
        """peace_deal = [["KS", "5S"], ["KH", "7H"]]
Scene(Rules(peace="always", pickup="table"), peace_deal, rounds=2, lang=LANG)""",
    ),
    ("md", "9"),
    (
        "code",
        """won_deal = [["KS", "2S"], ["2H", "KH", "5H"]]
Scene(Rules(pickup="won_pile"), won_deal, rounds=3, lang=LANG)""",
    ),
    ("md", "10"),
    (
        "code",
        """ace_deal = [["AS", "5S"], ["2H", "6H"]]
display(Scene(Rules(ace_low=True), ace_deal, lang=LANG))
Scene(Rules(ace_low=False), ace_deal, lang=LANG)""",
    ),
    ("md", "11"),
    (
        "code",
        """with_jokers = Rules(jokers=2, face_down=1)
display(Scene(with_jokers, [["JOKER", "2S", "AS"], ["AH", "3H", "KH"]], lang=LANG))
Scene(with_jokers, [["JOKER", "2S", "AS"], ["JOKER", "3H", "KH"]], lang=LANG)""",
    ),
    ("md", "12"),
    (
        "code",
        """sums = [["7S", "4S", "9S", "2S"], ["3H", "9H", "2H", "5H"]]
display(Scene(Rules.preset("guerra_de_sumas"), sums, rounds=2, lang=LANG))
Scene(Rules(flip=2, combine="product"), sums, lang=LANG)""",
    ),
    ("md", "13"),
    (
        "code",
        """limit_deal = [["KS", "2S", "5S"], ["2H", "KH", "5H"]]
Scene(Rules(round_limit=2, pickup="table"), limit_deal, rounds=2, lang=LANG)""",
    ),
    ("md", "14"),
    (
        "code",
        """Scene(Rules(face_down=1), [["KS", "2S", "5S"], ["KH", "3H", "5H"]], lang=LANG)""",
    ),
    ("md", "15"),
    (
        "code",
        """Scene(Rules(pickup="table"), [["K", "2"], ["2", "K"]], rounds=3, lang=LANG)""",
    ),
    ("md", "16"),
    (
        "code",
        """steal = Scene(
    Rules.preset("steal_war"),
    [["3S", "5S", "KS"], ["2H", "3D", "9H", "2D"]],
    rounds=2,
    policy=["never", "always"],
    lang=LANG,
)
steal""",
    ),
    ("md", "17"),
    (
        "code",
        """PresetTable(seed=2026, lang=LANG)""",
    ),
    ("md", "play"),
    (
        "code",
        """WarWidget(code=war.code, lang=LANG)""",
    ),
    ("md", "answers"),
    ("md", "plan"),
]
