"""The code of ``03_probability``: a 45-minute class lesson for grades 6 to 8 around the class
experiment (``ClassTally``): the class's own results first, then the exact 1/17, then many
simulated games.  A class on paper (the record sheet, ``sheets``' ``"record"``) has its results
typed in; a class playing live (``LIVE = True``: a ``Classroom``, each table sending its games)
has them read from the room (``ClassTally.from_room``).  The notebook runs with ``LIVE = False``
everywhere a test or the lesson website runs it: no server is started.  The intervals, the
rule changes and Steal War are the extension lesson ``06_probability_more``
(``tools/notebook_probability_more.py``).

The words are in ``lessons/<lang>/03_probability.md``, one file per language (see
``lessons/README.md``); ``("md", key)`` is the cell of that file marked ``<!-- cell: key -->``.
"""

from __future__ import annotations

CELLS: list[tuple[str, str]] = [
    ("md", "intro"),
    (
        "code",
        """import sys

from war_widget import ClassTally, Rules, WarWidget, sheets
from war_widget.lessons.say import Say
from war_widget.simulation import fast_available, first_flip_war_probability, simulate

LANG = __LANG__
say = Say(LANG)  # every line this notebook prints, in the lesson's language
FAST = fast_available()  # the fast engine: many games in seconds (in the browser too)
GAMES = 20_000 if FAST else (300 if sys.platform == "emscripten" else 2_000)
SEED = 2024  # the random seed: game i is dealt from SEED + i
sheets.links("03_probability", lang=LANG)  # the record sheet, to print""",
    ),
    ("md", "live"),
    (
        "code",
        """LIVE = False  # True: the pairs play live; each table sends its games to this computer
room = None
if LIVE:  # needs war_widget[class] on this computer (not the lesson website)
    from war_widget import Classroom

    room = Classroom(lesson="03_probability", lang=LANG)  # the room code, address and QR code
room""",
    ),
    ("md", "play"),
    (
        "code",
        """table = WarWidget(lang=LANG)  # one table per pair, if the class has no cards
table""",
    ),
    ("md", "first"),
    (
        "code",
        """if room is None:  # on paper: type each pair's answers in
    first = ClassTally("first_war", lang=LANG)
else:  # live: the first flips of the games the class sent (run again for the newest)
    first = ClassTally.from_room(room, "first_war", lang=LANG)
first""",
    ),
    ("md", "exact"),
    (
        "code",
        """classic = simulate(Rules.preset("classic"), GAMES, seed=SEED)
summary = classic.summary()
exact = first_flip_war_probability(Rules.preset("classic"))
share, simulated = say.pct(float(exact), 2), say.pct(summary.first_round_war, 2)
games = summary.games
print(say("probability.first_flip", exact=exact, share=share, games=games, simulated=simulated))""",
    ),
    ("md", "rounds"),
    (
        "code",
        """if room is None:  # on paper: type each pair's number of rounds in
    lengths = ClassTally("rounds", lang=LANG, games=GAMES, seed=SEED)
else:  # live: the lengths of the games the class sent (run again for the newest)
    lengths = ClassTally.from_room(room, "rounds", lang=LANG, games=GAMES, seed=SEED)
lengths""",
    ),
    ("md", "rounds_seen"),
    (
        "code",
        """mean, median = say.n(summary.mean_rounds), say.n(summary.median_rounds)
shortest, longest = summary.shortest, summary.longest
print(say("probability.lengths", mean=mean, median=median, shortest=shortest, longest=longest))""",
    ),
    ("md", "answers"),
    ("md", "plan"),
]
