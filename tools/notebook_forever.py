# Code lines stay as ruff formats them in a notebook cell.
# ruff: noqa: E501
"""The code of ``05_forever``: can War last forever?  Number decks, fixed pick-up orders and cycles,
Spivey's 52-card deal, exact shares of endless deals, exact expected lengths.

The words are in ``lessons/<lang>/05_forever.md``, one file per language (see
``lessons/README.md``); ``("md", key)`` is the cell of that file marked ``<!-- cell: key -->``.
"""

from __future__ import annotations

CELLS: list[tuple[str, str]] = [
    ("md", "intro"),
    (
        "code",
        """from war_widget import Game, Rules, WarWidget, sheets, simulate
from war_widget.lessons.say import Say
from war_widget.lessons.scene import Scene
from war_widget.lessons.tiny_decks import endless_share, expected_length

LANG = __LANG__
say = Say(LANG)  # every line this notebook prints, in the lesson's language
sheets.links("05_forever", lang=LANG)  # a worksheet to print: a deck of 1 to 6, played by hand""",
    ),
    ("md", "1"),
    (
        "code",
        """table_order = Rules(numbers=4, pickup="table")
Scene(table_order, [[3, 2], [1, 4]], rounds=4, lang=LANG)""",
    ),
    ("md", "2"),
    (
        "code",
        """game = Game(table_order, hands=[[3, 2], [1, 4]])
result = game.play()
print(say.ending(result))
WarWidget(code=game.code, lang=LANG)""",
    ),
    ("md", "3"),
    (
        "code",
        """spivey_text = \"\"\"
26 46  1  7  8 27  9 28 29 47  2 10 11 30 12 31 32 48  3 13 14 33 15 34 35 49
16 36 17 37 38 50  4 18 19 39 20 40 41 51  5 21 22 42 23 43 44 52  6 24 25 45
\"\"\"
spivey_1, spivey_2 = [[int(k) for k in line.split()] for line in spivey_text.strip().splitlines()]
deal = [[53 - k for k in spivey_1], [53 - k for k in spivey_2]]
spivey = Game(Rules(numbers=52, pickup="winner_first"), hands=deal)
result = spivey.play()
print(say.ending(result))
back = spivey.piles == Game(spivey.rules, hands=deal).piles
print(say("forever.back", count=result.cycle.length, back=back))""",
    ),
    ("md", "4"),
    (
        "code",
        """orders = [("loser_first", [spivey_1, spivey_2]), ("random_order", deal), ("shuffled", deal)]
for pickup, hands in orders:
    result = Game(Rules(numbers=52, pickup=pickup), hands=hands, seed=1).play()
    print(say("forever.order", order=say.pickup(pickup), ending=say.ending(result)))""",
    ),
    ("md", "5"),
    (
        "code",
        """decks = {
    "1-4": Rules(numbers=4),
    "1-6": Rules(numbers=6),
    "1-3 x2": Rules(numbers=3, copies=2, face_down=1),
    "1-4 x2": Rules(numbers=4, copies=2, face_down=1),
}
orders = ("table", "winner_first", "loser_first")
rows = []
for name, rules in decks.items():
    shares = [endless_share(rules.replace(pickup=order)).share for order in orders]
    rows.append([name, *(f"{share} ({say.pct(float(share), 0)})" for share in shares)])
say.table([say("forever.deck"), *(say.pickup(order) for order in orders)], rows)""",
    ),
    ("md", "6"),
    (
        "code",
        """for numbers in (2, 4, 6, 8):
    rules = Rules(numbers=numbers, pickup="random_order")
    sim = simulate(rules, 20_000, seed=5, progress=False)
    mean = say.n(sum(int(r) for r in sim.rounds) / len(sim), 2)
    if numbers <= 6:
        print(say("forever.length", numbers=numbers, exact=expected_length(rules), simulated=mean))
    else:
        print(say("forever.simulated", numbers=numbers, simulated=mean))""",
    ),
    ("md", "answers"),
    ("md", "plan"),
]
