"""Exact answers for tiny decks: how many deals never end, and how long games last on average.

Pure Python with :class:`fractions.Fraction`; every round is played by the
engine itself (:class:`~war_widget.game.engine.Game`), so the answers are those of
the rules the rest of the package plays.

* :func:`endless_share` plays every deal of a small deck under a fixed pick-up
  order (``table``, ``winner_first``, ``loser_first``; no chance left after the
  deal) and counts the deals that come back to a position they have been in:
  those games never end.  ``Rules(numbers=8)`` has 8! = 40,320 deals.
* :func:`expected_length` solves the game's Markov chain: the states are the
  players' piles between rounds, a round moves from one to the next with the
  probabilities of the round's chance steps (a coin for ``random_order``, a shuffle for
  ``shuffled``, a peace draw: :class:`~war_widget.game.chance.Chance`, each outcome in
  turn), and the expected number of rounds ``E`` to the end
  solves ``E[s] = 1 + sum(p(s, t) * E[t])`` over the states ``t`` that do not end
  the game.  The linear system is solved exactly by eliminating one state at a
  time.  Two players, decks of up to :data:`MAX_CHAIN_CARDS` cards.

A deal is what the engine deals: the deck in its fixed order, shuffled
uniformly, dealt one card at a time from seat 0, the cards that do not go
round set aside.  Every ordering of the deck is equally likely, so each deal
counts as often as the orderings that give it.  The engine's safety cap
(100,000 rounds) is left out: the answers are the game's own.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..game.cards import Card
from ..game.chance import Chance, Outcome
from ..game.engine import Game
from ..game.rules import FIXED_PICKUPS, Rules

#: Largest deck whose deals :func:`endless_share` plays one by one (8! = 40,320 orderings).
MAX_DEAL_CARDS = 8
#: Largest deck whose Markov chain :func:`expected_length` solves.
MAX_CHAIN_CARDS = 7
#: Rounds :func:`expected_length` plays at most by default: about a minute of work (a round,
#: one way a position can go, is a game set up and stepped: 10,000-30,000 a second).
MAX_CHAIN_ROUNDS = 600_000
#: Positions explored before the work is estimated (see :func:`_estimate`).
SAMPLE_STATES = 100

Piles = tuple[tuple[Card, ...], ...]


@dataclass(frozen=True)
class Endless:
    """Every deal of a deck played to its end or to a cycle.

    ``deals`` orderings of the deck were counted (each deal as often as the
    orderings that give it); ``endless`` of them cycle.  ``share`` is
    ``endless / deals``; ``cycle_lengths`` counts the orderings by the length of
    their cycle; ``mean_rounds`` is the mean length of the games that end (None
    when none ends).
    """

    deals: int
    endless: int
    share: Fraction
    cycle_lengths: dict[int, int]
    mean_rounds: Fraction | None


def deals(rules: Rules, *, limit: int = MAX_DEAL_CARDS) -> Counter[Piles]:
    """Every deal of the deck, with the number of orderings of the deck that give it."""
    size = rules.deck_size
    if size > limit:
        raise ValueError(
            f"rules: a deck of {size} cards has too many deals to play one by one; "
            f"exact answers take decks of at most {limit} cards (e.g. Rules(numbers={limit}))"
        )
    n = rules.players
    dealt = n * rules.hand_size
    counted: Counter[Piles] = Counter()
    for order in itertools.permutations(rules.new_deck()):
        counted[tuple(order[seat:dealt:n] for seat in range(n))] += 1
    return counted


def endless_share(rules: Rules) -> Endless:
    """The exact share of deals that never end under a fixed pick-up order.

    ``rules.pickup`` must be ``"table"``, ``"winner_first"`` or ``"loser_first"``,
    ``peace`` ``"never"`` or ``"always"``, without a round limit, and the deck at
    most :data:`MAX_DEAL_CARDS` cards.
    """
    _need(
        rules.pickup in FIXED_PICKUPS,
        "pickup",
        rules.pickup,
        "a fixed order: " + _or(FIXED_PICKUPS),
    )
    _need(rules.peace in ("never", "always"), "peace", rules.peace, "'never' or 'always'")
    _need(rules.round_limit is None, "round_limit", rules.round_limit, "None (no limit)")
    total = endless = 0
    lengths: Counter[int] = Counter()
    rounds = 0
    for hands, ways in deals(rules).items():
        result = Game(rules, hands=hands).play()
        total += ways
        if result.cycle is not None:
            endless += ways
            lengths[result.cycle.length] += ways
        else:
            rounds += result.rounds * ways
    ending = total - endless
    mean = Fraction(rounds, ending) if ending else None
    return Endless(total, endless, Fraction(endless, total), dict(sorted(lengths.items())), mean)


# -- the Markov chain ---------------------------------------------------------------------------
class _Path:
    """What answers a round's chance steps (``Game(..., chance=path)``) along one path: the
    ``i``-th step gets its outcome number ``choices[i]`` (0 past their end); each step's
    number of outcomes is noted in ``radices`` and the chosen outcome's probability in
    ``chances`` (a peace draw has two outcomes that matter, peace and war, see
    :meth:`~war_widget.game.chance.Chance.outcome`)."""

    def __init__(self, choices: list[int]) -> None:
        self.choices = choices
        self.radices: list[int] = []
        self.chances: list[Fraction] = []

    def __call__(self, step: Chance) -> Outcome:
        i = len(self.radices)
        if i == len(self.choices):
            self.choices.append(0)
        outcome, chance = step.outcome(self.choices[i])
        self.radices.append(step.n_outcomes)
        self.chances.append(chance)
        return outcome


def _paths(rules: Rules, piles: Piles) -> Iterator[tuple[Fraction, Piles | None]]:
    """Every way one round from ``piles`` can go: (probability, the piles after it, or None
    when the game ends in it), one outcome of each chance step after another, the last
    step's turning fastest.  Equal outcomes are not merged here."""
    choices: list[int] = []
    while True:
        path = _Path(choices)
        game = Game(rules, hands=piles, chance=path)
        game.step()
        chance = Fraction(1)
        for c in path.chances:
            chance *= c
        yield chance, None if game.over else tuple(tuple(p) for p in game.piles)
        # The next path: the last step that has a next outcome takes it; later steps restart.
        radices = path.radices
        j = len(radices) - 1
        while j >= 0 and choices[j] == radices[j] - 1:
            j -= 1
        if j < 0:
            return
        choices = [*choices[:j], choices[j] + 1]


def transitions(rules: Rules, piles: Piles) -> dict[Piles | None, Fraction]:
    """Where one round from ``piles`` goes, with its probability (``None``: the game ends)."""
    out: dict[Piles | None, Fraction] = {}
    for chance, after in _paths(rules, piles):
        out[after] = out.get(after, Fraction(0)) + chance
    return out


def expected_length(
    rules: Rules,
    hands: Sequence[Sequence[str | int]] | None = None,
    *,
    max_rounds: int = MAX_CHAIN_ROUNDS,
) -> Fraction:
    """The exact expected number of rounds of a game, over every deal (or from ``hands``).

    Two players, a deck (or ``hands``) of at most :data:`MAX_CHAIN_CARDS` cards, no
    round limit, ``peace`` not ``"ask"``, and ``pickup`` anything but ``"won_pile"``
    (whose won piles are not part of a position here).  With a fixed pick-up order some
    deals may never end: then the expected length is infinite and a ``ValueError``
    says so (see :func:`endless_share`).

    The work is bounded: after the first :data:`SAMPLE_STATES` positions the rounds still
    to play are estimated (the positions the cards can make, times the ways a round went
    from the positions seen so far); more than ``max_rounds`` (default
    :data:`MAX_CHAIN_ROUNDS`, about a minute) is refused with the estimate.
    """
    if not isinstance(max_rounds, int) or isinstance(max_rounds, bool) or max_rounds < 1:
        raise ValueError(f"max_rounds={max_rounds!r} is not allowed: a whole number, at least 1")
    _need(rules.players == 2, "players", rules.players, "2 (the chain is solved for two)")
    _need(rules.round_limit is None, "round_limit", rules.round_limit, "None (no limit)")
    _need(rules.peace != "ask", "peace", rules.peace, "'never', 'always' or a probability")
    _need(rules.pickup != "won_pile", "pickup", rules.pickup, "any order but 'won_pile'")
    if hands is None:
        start = {h: Fraction(w) for h, w in deals(rules, limit=MAX_CHAIN_CARDS).items()}
    else:
        piles = tuple(tuple(p) for p in Game(rules, hands=hands).piles)
        if sum(map(len, piles)) > MAX_CHAIN_CARDS:
            raise ValueError(f"hands: exact answers take at most {MAX_CHAIN_CARDS} cards")
        start = {piles: Fraction(1)}
    chain = _explore(rules, list(start), max_rounds)
    values = _solve(chain)
    total = sum(start.values())
    return sum((w * values[s] for s, w in start.items()), Fraction(0)) / total


def _explore(
    rules: Rules, first: list[Piles], max_rounds: int = MAX_CHAIN_ROUNDS
) -> dict[Piles, dict[Piles | None, Fraction]]:
    """Every state reachable from ``first``, with its transitions (refused early when the
    estimated work is more than ``max_rounds`` rounds, see :func:`_estimate`)."""
    chain: dict[Piles, dict[Piles | None, Fraction]] = {}
    todo = list(first)
    played = 0
    while todo:
        state = todo.pop()
        if state in chain:
            continue
        moves: dict[Piles | None, Fraction] = {}
        for chance, after in _paths(rules, state):
            moves[after] = moves.get(after, Fraction(0)) + chance
            played += 1
        chain[state] = moves
        if len(chain) == SAMPLE_STATES or played > max_rounds:
            _estimate(first, len(chain), played, max_rounds)
        todo.extend(t for t in moves if t is not None and t not in chain)
    return chain


def positions(first: Sequence[Piles]) -> int:
    """How many positions the cards of the deals ``first`` can make with two players each
    holding a card or more: for each set of cards in play (a deal may set one aside), every
    order of the cards (equal cards alike), cut in ``n - 1`` places."""
    total = 0
    for cards in {tuple(sorted(c for pile in piles for c in pile)) for piles in first}:
        orders = math.factorial(len(cards))
        for same in Counter(cards).values():
            orders //= math.factorial(same)
        total += orders * max(1, len(cards) - 1)
    return total


def _estimate(first: Sequence[Piles], seen: int, played: int, max_rounds: int) -> None:
    """Refuse a chain whose rounds to play (the positions the cards make, times the mean
    ways a round went from the ``seen`` positions so far) are more than ``max_rounds``."""
    estimate = max(played, positions(first) * played // seen)
    if estimate <= max_rounds:
        return
    raise ValueError(
        f"rules: too much work for an exact answer: about {estimate:,} rounds to play "
        f"({positions(first):,} positions the cards can make × about {played / seen:.0f} ways "
        f"a round goes from each, measured on the first {seen:,}), more than max_rounds="
        f"{max_rounds:,} (about a minute); pass a larger max_rounds to wait, or take a smaller "
        "deck, flip=1 or a fixed pick-up order (fewer ways a round can go)"
    )


def _solve(chain: dict[Piles, dict[Piles | None, Fraction]]) -> dict[Piles, Fraction]:
    """Solve ``E[s] = 1 + sum(p(s, t) E[t])`` exactly, one state eliminated at a time.

    Each equation is kept as ``E[s] = c[s] + sum(a[s][t] E[t])``.  Eliminating ``k``
    divides its equation by ``1 - a[k][k]`` and substitutes it into every equation that
    uses ``E[k]``; once all are eliminated, the values come back in reverse order.
    """
    const = {s: Fraction(1) for s in chain}
    rows = {s: {t: p for t, p in moves.items() if t is not None} for s, moves in chain.items()}
    users: dict[Piles, set[Piles]] = {s: set() for s in chain}
    for s, row in rows.items():
        for t in row:
            users[t].add(s)
    done: list[tuple[Piles, Fraction, dict[Piles, Fraction]]] = []
    # The state with the fewest neighbours next (a minimum-degree order, kept in a heap whose
    # stale entries are skipped): the equations stay short.
    order = list(chain)
    rank = {s: i for i, s in enumerate(order)}
    heap = [(len(rows[s]) + len(users[s]), rank[s]) for s in order]
    heapq.heapify(heap)
    while heap:
        degree, i = heapq.heappop(heap)
        k = order[i]
        if k not in rows or degree != len(rows[k]) + len(users[k]):
            continue
        touched = _eliminate(k, rows, users, const, done)
        for s in touched:
            heapq.heappush(heap, (len(rows[s]) + len(users[s]), rank[s]))
    values: dict[Piles, Fraction] = {}
    for k, c, row in reversed(done):
        values[k] = c + sum((p * values[t] for t, p in row.items()), Fraction(0))
    return values


def _eliminate(
    k: Piles,
    rows: dict[Piles, dict[Piles, Fraction]],
    users: dict[Piles, set[Piles]],
    const: dict[Piles, Fraction],
    done: list[tuple[Piles, Fraction, dict[Piles, Fraction]]],
) -> set[Piles]:
    """Take state ``k`` out of the system; return the states whose equations changed."""
    row = rows.pop(k)
    stay = row.pop(k, Fraction(0))
    if stay == 1:
        raise ValueError("rules: some positions repeat forever, so the expected length is infinite")
    scale = 1 / (1 - stay)
    c = const.pop(k) * scale
    row = {t: p * scale for t, p in row.items()}
    users[k].discard(k)
    touched = users.pop(k)
    for s in touched:
        p = rows[s].pop(k)
        const[s] += p * c
        target = rows[s]
        for t, q in row.items():
            target[t] = target.get(t, Fraction(0)) + p * q
            users[t].add(s)
    for t in row:
        users[t].discard(k)
    done.append((k, c, row))
    return touched | set(row)


def _need(ok: bool, name: str, value: object, allowed: str) -> None:
    if not ok:
        raise ValueError(
            f"{name}={value!r} is not allowed here: exact answers need {name} {allowed}"
        )


def _or(options: Sequence[str]) -> str:
    return ", ".join(repr(o) for o in options[:-1]) + f" or {options[-1]!r}"
