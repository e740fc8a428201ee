"""Every single typo of many game codes: none may read as another game.

    python tools/code_typos.py [--codes 2000] [--seed 1] [--kinds random large hands ...]

For ``--codes`` codes of each kind (random seeds, large seeds, explicit hands,
each preset; random rules for the first three), every single-character
substitution, insertion (in front, between, at the end), deletion, doubled
character and swap of neighbours is decoded.  Each typo must be refused with
a ``ValueError`` or, when it only swaps a character for its stand-in (an S for
a 5, a Z for a 2, a lower-case letter), read as the same game.  Prints the
counts and exits 1 if any typo read as another game or raised anything else.
The test suite runs the same check on a smaller sample (tests/game/test_codes.py).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from collections.abc import Iterator

from war_widget import Game, Rules
from war_widget.game.cards import CARDS, NO_SUIT, make
from war_widget.game.codes import ALPHABET, FIELDS, decode, normalize
from war_widget.game.rules import MAX_ROUND_LIMIT, PRESETS

#: What a typist can type that a code reads: the alphabet and the stand-ins for 5 and 2.
TYPED = ALPHABET + "SZ"
KINDS = ("random", "large", "hands", *(f"preset:{name}" for name in PRESETS))


def single_typos(code: str) -> Iterator[tuple[str, str]]:
    """(kind of typo, typed text) for every single typo of a normalised code."""
    for i, ch in enumerate(code):
        for other in TYPED:
            if other != ch:
                yield "substitution", code[:i] + other + code[i + 1 :]
        yield "deletion", code[:i] + code[i + 1 :]
        yield "doubled", code[:i] + ch + code[i:]
        if i + 1 < len(code) and code[i + 1] != ch:
            yield "swap", code[:i] + code[i + 1] + ch + code[i + 2 :]
    for i in range(len(code) + 1):
        for other in TYPED:
            yield "insertion", code[:i] + other + code[i:]


def random_rules(rng: random.Random) -> Rules:
    while True:
        options: dict[str, object] = {name: rng.choice(values) for name, values in FIELDS}
        if options["round_limit"] == "other":
            options["round_limit"] = rng.randint(1, MAX_ROUND_LIMIT)
        if options["peace"] == "probability":
            options["peace"] = rng.randint(1, 99) / 100
        try:
            return Rules(**options)  # type: ignore[arg-type]
        except ValueError:
            continue  # by_rank with two flipped cards


def random_hands(rng: random.Random, players: int) -> list[list[str]]:
    """Distinct suited cards, rank-only cards and jokers, 1 to 27 a seat."""
    suited = [make(rank, suit) for rank in range(2, 15) for suit in range(4)]
    rng.shuffle(suited)
    hands = []
    for _ in range(players):
        hand = []
        for _ in range(rng.randint(1, 27)):  # 8 seats x 27 = 216, the most a deal holds
            if suited and rng.random() < 0.7:
                hand.append(suited.pop().code)
            else:
                hand.append(CARDS[rng.randint(2, 15) * 8 + NO_SUIT].code)
        hands.append(hand)
    return hands


def make_game(kind: str, rng: random.Random) -> Game:
    if kind.startswith("preset:"):
        return Game(Rules.preset(kind.removeprefix("preset:")), seed=rng.randrange(29**5))
    rules = random_rules(rng)
    if kind == "random":
        return Game(rules, seed=rng.randrange(29**5))
    if kind == "large":
        return Game(rules, seed=rng.randrange(29**5, 2**64))
    return Game(rules, seed=rng.randrange(2**64), hands=random_hands(rng, rules.players))


def check_code(code: str, outcomes: Counter[str]) -> list[str]:
    """Decode every single typo of ``code``; count outcomes; return the typos that misread."""
    want = decode(code)
    bad = []
    for kind, typed in single_typos(normalize(code)):
        try:
            got = decode(typed)
        except ValueError:
            outcomes[f"{kind}: refused"] += 1
            continue
        except Exception as err:
            outcomes[f"{kind}: crashed ({type(err).__name__})"] += 1
            bad.append(typed)
            continue
        if got == want:
            outcomes[f"{kind}: same game (S for 5, Z for 2)"] += 1
        else:
            outcomes[f"{kind}: ANOTHER GAME"] += 1
            bad.append(typed)
    return bad


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--codes", type=int, default=2000, help="codes of each kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kinds", nargs="*", default=list(KINDS), choices=KINDS, metavar="KIND")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failures = 0
    for kind in args.kinds:
        outcomes: Counter[str] = Counter()
        lengths: Counter[int] = Counter()
        for _ in range(args.codes):
            code = make_game(kind, rng).code
            lengths[len(normalize(code))] += 1
            bad = check_code(code, outcomes)
            failures += len(bad)
            for typed in bad[:3]:
                print(f"  {kind}: {code} -> {typed} misread", file=sys.stderr)
        total = sum(outcomes.values())
        print(
            f"{kind}: {args.codes} codes, lengths {min(lengths)}-{max(lengths)}, "
            f"{total} typos: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
        )
    print(f"typos read as another game or crashing: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
