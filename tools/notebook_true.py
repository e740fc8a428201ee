# Code lines stay as ruff formats them in a notebook cell.
# ruff: noqa: E501
"""The code of ``07_true``, "Is it true?": a misconception lab for classes from about 12 (after
``03_probability``).  The class tests four claims about War, each with a prediction written
down first, a replayable game code or a simulation, and what the result shows and what it does
not: long games and wars (true in total, false per round), "the cards do not remember" (true
across deals, not within one), "always steal" in Steal War (an interval containing 50 % is not
proof of equality), and ace high or ace low (the same chances, by symmetry).

Every run is small enough for ``make test`` and the lesson website: the fast engine plays
20,000 classic games in well under a second, and Pyodide plays them in WebAssembly too.

The words are in ``lessons/<lang>/07_true.md``, one file per language (see
``lessons/README.md``); ``("md", key)`` is the cell of that file marked ``<!-- cell: key -->``.
"""

from __future__ import annotations

CELLS: list[tuple[str, str]] = [
    ("md", "intro"),
    (
        "code",
        """import statistics
import sys
from fractions import Fraction
from itertools import combinations

from war_widget import Rules, WarWidget, sheets
from war_widget.lessons.say import Say
from war_widget.simulation import fast_available, simulate

LANG = __LANG__
say = Say(LANG)  # every line this notebook prints, in the lesson's language

# The fast engine (the game loop in WebAssembly, in the browser too) plays 20,000 games in a
# fraction of a second; where no WebAssembly runtime is, plain Python plays fewer.
BROWSER = sys.platform == "emscripten"
FAST = fast_available()
GAMES = 20_000 if FAST else (300 if BROWSER else 2_000)
SEED = 2024  # the random seed: game i is dealt from SEED + i, and sim.game(i).code replays it
print(say("probability.fast" if FAST else "probability.plain", games=GAMES))
sheets.links("07_true", lang=LANG)  # the record sheet: the pairs' games, to print""",
    ),
    ("md", "long"),
    (
        "code",
        """classic = simulate(Rules.preset("classic"), GAMES, seed=SEED)
rounds = [int(n) for n in classic.rounds]  # each game's length
wars = [int(n) for n in classic.wars]  # each game's wars (a double war counts two)
r = statistics.correlation(rounds, wars)
print(say("true.together", games=GAMES, r=say.n(r, 2)))

by_length = sorted(range(GAMES), key=lambda i: rounds[i])  # the games, shortest first
quarter = GAMES // 4
short, long = by_length[:quarter], by_length[-quarter:]
per_round = {}
for key, games, edge in (("true.short", short, short[-1]), ("true.long", long, long[0])):
    fought, played = sum(wars[i] for i in games), sum(rounds[i] for i in games)
    per_round[key] = fought / played
    per_game = say.n(fought / len(games), 1)
    print(say(key, rounds=rounds[edge], per_game=per_game, share=say.pct(fought / played)))

# The claim, checked: if the engine ever changes this, the notebook says so.
assert r > 0.9 and per_round["true.short"] > per_round["true.long"], (r, per_round)""",
    ),
    ("md", "long_seen"),
    (
        "code",
        """for i in (by_length[0], by_length[-1]):  # the shortest game and the longest
    code = classic.game(i).code
    print(say("true.game", game=i, rounds=rounds[i], wars=wars[i], code=code))

WarWidget(code=classic.game(by_length[0]).code, speed="fast", lang=LANG)  # the shortest, to replay""",
    ),
    ("md", "memory"),
    (
        "code",
        """first_war = [int(n) > 0 for n in classic.first_wars]  # was each deal's first flip a war?
after_war = [first_war[i + 1] for i in range(GAMES - 1) if first_war[i]]
after_none = [first_war[i + 1] for i in range(GAMES - 1) if not first_war[i]]
for key, deals in (("true.after_war", after_war), ("true.after_none", after_none)):
    share = sum(deals) / len(deals)
    half = 1.96 * (share * (1 - share) / len(deals)) ** 0.5  # the 95 % interval's half-width
    low, high = say.pct(share - half), say.pct(share + half)
    print(say(key, share=say.pct(share), deals=len(deals), low=low, high=high))
print(say("true.fresh", exact="1/17", share=say.pct(1 / 17)))""",
    ),
    ("md", "memory_within"),
    (
        "code",
        """VALUE = 7
deck = [value for value in range(2, 15) for suit in range(4)]  # 2 to 10, J 11, Q 12, K 13, A 14
left = list(deck)
left.remove(VALUE)
left.remove(VALUE)  # the war's two 7s are on the table: 50 cards are left
pairs = list(combinations(left, 2))  # every pair of cards the two players could turn up next
same = sum(a == b for a, b in pairs)
next_war = Fraction(same, len(pairs))
fresh = Fraction(sum(a == b for a, b in combinations(deck, 2)), len(deck) * (len(deck) - 1) // 2)
print(say("true.left", value=VALUE, cards=len(left), same=same, pairs=len(pairs)))
print(say("true.next", exact=str(next_war), share=say.pct(float(next_war), 2),
          fresh=str(fresh), fresh_share=say.pct(float(fresh), 2)))  # fmt: skip
# Your next card is a 7 (one 7 is left among the other 49 cards), or another value (three are);
# on a fresh deal, 3 of the other 51 cards match yours, whatever it is.
seven, other = Fraction(left.count(VALUE) - 1, len(left) - 1), Fraction(3, len(left) - 1)
before = f"{deck.count(VALUE) - 1}/{len(deck) - 1}"
print(say("true.mine", value=VALUE, seven=str(seven), seven_share=say.pct(float(seven)),
          other=str(other), other_share=say.pct(float(other)), before=before))  # fmt: skip""",
    ),
    (
        "code",
        """def first_values(game):
    "The values of the first flip's two cards."
    flips = [e for e in game.step().events if e.kind == "flip"]
    return flips[0].value, flips[1].value


# A deal of the simulation whose first flip is a war of two 7s, to replay on the table.
sevens = (VALUE, VALUE)
deal = next(i for i in range(GAMES) if first_war[i] and first_values(classic.game(i)) == sevens)
print(say("true.deal", value=VALUE, game=deal, code=classic.game(deal).code))""",
    ),
    ("md", "memory_seen"),
    ("md", "steal"),
    (
        "code",
        """steal_war = Rules.preset("steal_war")
s = simulate(steal_war, 400, seed=SEED, policies=["always", "never"]).summary()
share, (low, high) = say.pct(s.seat_wins[0]), (say.pct(x) for x in s.seat_win_intervals[0])
first, second = say.policy("always"), say.policy("never")
print(say("probability.match", first=first, second=second, share=share, low=low, high=high))

# greedy steals only when the pile is worth more than its card could win: better than always?
print(say("true.match", first=say.policy("greedy"), second=say.policy("always")))
for games in (100, 400, 1_600, 6_400) if FAST else (100, 400):
    s = simulate(steal_war, games, seed=SEED, policies=["greedy", "always"]).summary()
    low, high = s.seat_win_intervals[0]
    key = "true.inside" if low <= 0.5 <= high else "true.outside"
    share, low, high = say.pct(s.seat_wins[0]), say.pct(low), say.pct(high)
    print(say(key, games=games, share=share, low=low, high=high))""",
    ),
    ("md", "steal_seen"),
    ("md", "ace"),
    (
        "code",
        """ace_low = simulate(Rules.preset("classic", ace_low=True), GAMES, seed=SEED)  # the same deals
for key, sim in (("true.ace_high", classic), ("true.ace_low", ace_low)):
    s = sim.summary()
    share, mean, median = say.pct(s.seat_wins[0]), say.n(s.mean_rounds), say.n(s.median_rounds)
    print(say(key, share=share, mean=mean, median=median))
changed = [i for i in range(GAMES) if classic.winners[i] != ace_low.winners[i]]
print(say("true.ace_changed", share=say.pct(len(changed) / GAMES), games=GAMES))
i = changed[0]  # one deal whose winner the ace changes, both ways, to replay
high, low = classic.game(i).code, ace_low.game(i).code
lengths = {"high_rounds": rounds[i], "low_rounds": int(ace_low.rounds[i])}
print(say("true.ace_deal", game=i, high=high, low=low, **lengths))""",
    ),
    ("md", "ace_seen"),
    ("md", "answers"),
    ("md", "plan"),
]
