# Code lines stay as ruff formats them in a notebook cell.
# ruff: noqa: E501
"""The code of ``06_probability_more``: the extension of ``03_probability`` for teachers and
older classes: game lengths as a histogram, rule changes (one card face down, where won cards
go), the Guerra de Cartas web game's 240 rounds checked, 95 % intervals and Steal War's policies.

The words are in ``lessons/<lang>/06_probability_more.md``, one file per language (see
``lessons/README.md``); ``("md", key)`` is the cell of that file marked ``<!-- cell: key -->``.
"""

from __future__ import annotations

CELLS: list[tuple[str, str]] = [
    ("md", "intro"),
    (
        "code",
        """import sys

from war_widget import Rules
from war_widget.lessons.say import Say
from war_widget.simulation import fast_available, simulate

LANG = __LANG__
say = Say(LANG)  # every line this notebook prints, in the lesson's language

# The fast engine (the game loop in WebAssembly, in the browser too) plays 100,000 games in
# about a second; where no WebAssembly runtime is, plain Python plays fewer, about 100 times slower.
BROWSER = sys.platform == "emscripten"
FAST = fast_available()
GAMES = 100_000 if FAST else (500 if BROWSER else 2_000)
LONG = 20_000 if FAST else (30 if BROWSER else 100)  # rules whose games last thousands of rounds
SEED = 2024  # the random seed: game i is dealt from SEED + i
print(say("probability.fast" if FAST else "probability.plain", games=GAMES))""",
    ),
    (
        "code",
        """from war_widget import sheets

sheets.links("06_probability_more", lang=LANG)  # a worksheet to print: one card face down""",
    ),
    (
        "code",
        """def histogram(*sims):
    "The histograms of game length, with matplotlib where it is installed."
    try:
        import matplotlib  # noqa: F401 - draws the histograms; the widget below needs it not
    except ImportError:
        print(say("probability.no_matplotlib"))
        return None
    ax = None
    for sim in sims:
        ax = sim.plot(ax, bins=BINS, lang=LANG)
    return ax


BINS = range(0, 2001, 20)  # the same bins for every histogram; longer games are off the chart""",
    ),
    ("md", "length"),
    (
        "code",
        """classic = simulate(Rules.preset("classic"), GAMES, seed=SEED)
summary = classic.summary()
mean, median = say.n(summary.mean_rounds), say.n(summary.median_rounds)
shortest, longest = summary.shortest, summary.longest
print(say("probability.lengths", mean=mean, median=median, shortest=shortest, longest=longest))
print(say("probability.tail", rounds=say.n(summary.percentiles[95])))
print(say("probability.wars_per_round", share=say.pct(summary.wars_per_round, 2)))""",
    ),
    (
        "code",
        """histogram(classic);""",
    ),
    ("md", "length_seen"),
    (
        "code",
        """code = classic.game(summary.longest_game).code
print(say("probability.longest", game=summary.longest_game, rounds=summary.longest, code=code))""",
    ),
    ("md", "face_down"),
    (
        "code",
        """one_down = simulate(Rules.preset("classic", face_down=1), GAMES, seed=SEED)
say.summaries(classic, one_down)""",
    ),
    (
        "code",
        """histogram(classic, one_down);""",
    ),
    ("md", "pickup"),
    (
        "code",
        """shuffled_1 = simulate(Rules.preset("classic", face_down=1), LONG, seed=SEED)
table_3 = simulate(Rules.preset("classic", pickup="table"), LONG, seed=SEED)
table_1 = simulate(Rules.preset("classic", pickup="table", face_down=1), LONG, seed=SEED)
won_pile_3 = simulate(Rules.preset("classic", pickup="won_pile"), GAMES, seed=SEED)
say.summaries(classic, won_pile_3, table_3, shuffled_1, table_1)""",
    ),
    (
        "code",
        """for sim in (table_3, table_1):
    s = sim.summary()
    repeat, cap = s.reasons["repeated_position"], s.reasons["safety_cap"]
    print(
        say(
            "probability.never_end",
            name=say.rules(sim.rules),
            never=say.pct(repeat + cap),
            games=s.games,
            repeat=say.pct(repeat),
            cap=say.pct(cap),
        )
    )""",
    ),
    ("md", "pickup_seen"),
    (
        "code",
        """limited = simulate(Rules.preset("guerra_de_cartas", round_limit=240), GAMES, seed=SEED)
unlimited = simulate(Rules.preset("guerra_de_cartas", round_limit=None), GAMES, seed=SEED)
own_with_limit = limited.summary().ended_all_cards
own_within_240 = unlimited.summary(within=240).ended_within[240]
print(say("probability.limited", limit=240, share=say.pct(own_with_limit), games=len(limited)))
print(say("probability.unlimited", share=say.pct(own_within_240), limit=240))
by_limit, draws = limited.summary().reasons["round_limit"], limited.summary().draws
print(say("probability.by_limit", share=say.pct(by_limit), draws=say.pct(draws)))
# A round limit only cuts games short: the same deals give the same games up to round 240.
assert own_with_limit == own_within_240""",
    ),
    (
        "code",
        """s = unlimited.summary(within=[40, 80, 120, 160, 200, 240, 400, 1000])
for limit, share in s.ended_within.items():
    print(say("probability.within", limit=limit, own=say.pct(share), cut=say.pct(1 - share)))""",
    ),
    ("md", "guerra_runs"),
    (
        "code",
        """rules_240 = Rules.preset("guerra_de_cartas", round_limit=240)
RUNS = 5 if FAST else 2
runs = [
    simulate(rules_240, 1_000, seed=run * 10**9).summary().ended_all_cards
    for run in range(1, RUNS + 1)
]
print(say("probability.estimates", games=1_000, shares=", ".join(say.pct(x) for x in runs)))""",
    ),
    (
        "code",
        """# The answer, checked: if the engine ever changes this, the notebook says so.
assert 0.28 <= own_within_240 <= 0.40, own_within_240
assert s.ended_within[40] < 0.02
print(say("probability.claim", share=say.pct(own_within_240), limit=240))""",
    ),
    ("md", "guerra_answer"),
    (
        "code",
        """from war_widget.simulation.widget import SimulationWidget

SimulationWidget(
    Rules.preset("guerra_de_cartas", round_limit=240),
    compare=Rules.preset("guerra_de_cartas", round_limit=None),
    games=10_000 if FAST else 500,
    seed=SEED,
    lang=LANG,
)""",
    ),
    ("md", "steal"),
    (
        "code",
        """steal_war = Rules.preset("steal_war")
DUEL = 400  # games per match, on the lessons' website too (the lesson says so)
for a, b in [("always", "never"), ("greedy", "always"), ("estimate", "always")]:
    s = simulate(steal_war, DUEL, seed=SEED, policies=[a, b]).summary()
    low, high = (say.pct(x) for x in s.seat_win_intervals[0])
    first, second, share = say.policy(a), say.policy(b), say.pct(s.seat_wins[0])
    print(say("probability.match", first=first, second=second, share=share, low=low, high=high))""",
    ),
    ("md", "steal_matches"),
    ("md", "steal_widget"),
    (
        "code",
        """SimulationWidget(steal_war, games=DUEL, seed=SEED, policies=["always", "never"], lang=LANG)""",
    ),
    ("md", "own"),
    (
        "code",
        """try:
    frame = classic.to_pandas()
except ImportError:
    print(say("probability.no_pandas"))
else:
    display(frame.head())
    print(frame.groupby("winner")["rounds"].median())""",
    ),
    ("md", "answers"),
    ("md", "plan"),
]
