"""The kernel's shared parts: the generator, piles over flat arrays, the rare moves.

The fast path of ``simulate()`` plays the engine's games in three game loops
(:mod:`.duel`, :mod:`.two`, :mod:`.many`) built from these parts.  What a rule
computes (a war's size, a shortage, two cards combined, who is highest, the
order of won cards, why a game ends) is not written here: the loops and the
engine call the same functions of :mod:`war_widget.arithmetic`, which numba
inlines.  What is written twice is how cards move (the engine's lists, the
kernel's flat arrays), so the engine stays the reference:
``tests/test_simulate_engines*.py`` check, game by game over thousands of seeds
and every rule option, that both give the same rounds, winner, wars and end
reason, and say where they differ.

One source, two ways to run it
------------------------------
The functions here are plain Python over lists of ints, and run as they are
when numba is not installed (Pyodide in the browser has none).  With numba,
:mod:`war_widget._fast.compiled` compiles *these same functions* (copies of
their code objects, with a namespace in which the 64-bit constants are
``numpy.uint64`` and ``_u64`` is ``numpy.uint64``) over numpy arrays.  So the
code obeys both worlds:

* every 64-bit sum or product is masked with ``& M64`` (a no-op that LLVM
  removes; what plain Python needs to wrap around like C);
* ``_u64(x)`` turns a small count into the generator's unsigned type before it
  meets 64-bit values (numba would otherwise mix int64 and uint64 into floats);
* piles are flat arrays indexed ``seat * CAP + slot``, nothing is allocated
  inside: the caller passes every work array (:func:`war_widget._fast.run`).

Why :func:`play_games` is one long function (past the house limit of 60 lines):
the plain-Python path pays ~50 ns per call and the compiled one loses its
registers at every call that is not inlined, so the per-round work (flip,
compare, collect) is written in line; only what is rare (a war's cards, a won
pile's reshuffle, a peace draw, a position) is a call.

How it mirrors the engine
-------------------------
* The generator is :class:`~war_widget.rng.SplitMix64`, the same Lemire draw
  and Fisher-Yates shuffle (last position first), drawn from in the same
  order: the deal, then each shuffle of won cards, each random-order coin,
  each won-pile reshuffle and each peace draw, as they happen.
* A card is the engine's ``int`` (``rank * 8 + suit``); a pile is a circular
  buffer of :data:`CAP` slots (top at ``head``).
* A card of a deck of numbers is the engine's ``int`` too (rank ``16 + n``), and
  ``values`` is indexed by rank up to the largest number.
* A repeated position (a fixed pick-up order, peace never/always) is where the
  engine compares the draw piles exactly.  The duel loop (:mod:`.duel`, every
  preset with a fixed order) does too, with no hash: Brent's cycle detection
  and a replay to the engine's end (:mod:`.cycle`).  The general loops detect
  it by a hash of the draw piles: the two-player loop keeps each pile's hash up
  to date card by card (a polynomial modulo a 31-bit prime, see
  :data:`HASH_PRIME`: a round costs the cards that moved, not the 52 held) and
  keys a position by both piles' (62 bits); the loop for more players hashes
  all piles each round (CPython's tuple hash, xxHash lanes, see
  ``Objects/tupleobject.c``).  Those two can only part from the engine on a
  collision of the keys, about one chance in 10**9 for a game of 10**5 rounds
  (most last a few thousand: one in 10**12).  The keys of a game go into an
  open-addressing set stamped with the game's number, so it is never cleared.
"""

from __future__ import annotations

from typing import Any

from ..arithmetic import (
    ALL_CARDS,
    GOES_ON,
    PICKUP_RANDOM_ORDER,
    PICKUP_SHUFFLED,
    PICKUP_WINNER_FIRST,
    PICKUP_WON_PILE,
    REPEATED_POSITION,
    combine,
    ending,
    refills,
    winner_first,
)

#: Slots of a circular pile: a power of two above the largest deck (52 + 2 jokers).
CAP = 64
MASK = CAP - 1
#: Slots of the set of positions: a power of two above twice the engine's safety cap.
SET_BITS = 18

# The peace option's codes (see ``options.options``); the other rule codes and the end
# reasons' are the rule arithmetic's (war_widget.arithmetic).
PEACE_NEVER, PEACE_ALWAYS, PEACE_PROBABILITY = 0, 1, 2

#: Whether a game loop may take the table in a fixed order (``pickup`` winner_first,
#: loser_first, random_order: :func:`_ordered`), and whether it may make peace.  True here;
#: the compiled kernel also builds the general loops with both False, for the rules that do
#: neither (a global is a constant when numba compiles, so ``if ORDERED_PICKUPS and ...``
#: leaves that code out of them).
ORDERED_PICKUPS = True
PEACE_RULES = True

# 64-bit constants: ``numpy.uint64`` in the compiled namespace (see the module docs).
M64 = 0xFFFFFFFFFFFFFFFF
LOW32 = 0xFFFFFFFF
TWO32 = 0x100000000
GOLDEN = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
XXPRIME_1 = 11400714785074694791
XXPRIME_2 = 14029467366897019727
XXPRIME_5 = 2870177450012600261
XXLEN = 2870177450012600261 ^ 3527539
MINUS_ONE_HASH = 1546275796
U64_CONSTANTS = (
    "M64", "LOW32", "TWO32", "GOLDEN", "MIX1", "MIX2",
    "XXPRIME_1", "XXPRIME_2", "XXPRIME_5", "XXLEN", "MINUS_ONE_HASH",
)  # fmt: skip

#: The unsigned 64-bit type: ``int`` here, ``numpy.uint64`` when compiled.
_u64: Any = int
#: The signed index type: ``int`` here, ``numpy.int64`` when compiled.
_i64: Any = int

Ints = Any  # a list of ints, or a numpy int64 array when compiled


# -- the generator (rng.py) ---------------------------------------------------------------------
def _below(s: Any, n: int) -> tuple[Any, int]:
    """(new state, a number below ``n``): SplitMix64 and Lemire's draw, as ``rng.below``."""
    nn = _u64(n)
    while True:
        s = (s + GOLDEN) & M64
        z = ((s ^ (s >> 30)) * MIX1) & M64
        z = ((z ^ (z >> 27)) * MIX2) & M64
        m = ((z ^ (z >> 31)) >> 32) * nn
        low = m & LOW32
        # The threshold ``(2**32 - n) % n`` is below n: the division only when ``low`` is too.
        if low >= nn or low >= (TWO32 - nn) % nn:
            return s, _i64(m >> 32)


def _shuffle(items: Ints, off: int, n: int, s: Any) -> Any:
    """Fisher-Yates over ``items[off:off + n]``, last position first; the new state."""
    for i in range(n - 1, 0, -1):
        s, j = _below(s, i + 1)
        a = off + i
        b = off + j
        t = items[a]
        items[a] = items[b]
        items[b] = t
    return s


# -- positions -------------------------------------------------------------------------------
def _lane(acc: Any, lane: Any) -> Any:
    acc = (acc + lane * XXPRIME_2) & M64
    acc = ((acc << 31) | (acc >> 33)) & M64
    return (acc * XXPRIME_1) & M64


def _close(acc: Any, length: int) -> Any:
    acc = (acc + (_u64(length) ^ XXLEN)) & M64
    if acc == M64:
        return MINUS_ONE_HASH
    return acc


def _position(draw: Ints, head: Ints, size: Ints, players: int) -> Any:
    """``hash(tuple(tuple(pile) for pile in draw piles))`` as CPython computes it."""
    outer = XXPRIME_5
    for p in range(players):
        inner = XXPRIME_5
        h = head[p]
        n = size[p]
        for k in range(n):
            inner = _lane(inner, _u64(draw[p * CAP + ((h + k) & MASK)]))
        outer = _lane(outer, _close(inner, n))
    return _close(outer, players)


#: The incremental position hash: each draw pile a polynomial in HASH_BASE modulo the
#: Mersenne prime HASH_PRIME, the top card the highest power, kept up to date card by card
#: (:func:`_pushed`, :func:`_popped`), so a position costs the cards that moved and not the
#: cards held.  A pile's hash stays below 2**33 and is reduced only in :func:`_key`; every
#: product stays below 2**63: whole numbers in both worlds, no modulo on the loop's path.
HASH_PRIME = 2**31 - 1
HASH_BASE = 1_000_003
#: HASH_BASE ** k modulo HASH_PRIME: the top card's power in a pile of k + 1 cards.
HASH_POWERS = tuple(pow(HASH_BASE, k, HASH_PRIME) for k in range(CAP))


def _fold(x: int) -> int:
    """``x`` (below 2**63) reduced below 2**33, the same modulo HASH_PRIME (2**31 is 1)."""
    return (x & HASH_PRIME) + (x >> 31)


def _pushed(h: int, card: int) -> int:
    """A pile's hash once ``card`` goes under it."""
    return _fold(h * HASH_BASE + card + 1)


def _popped(h: int, card: int, rest: int) -> int:
    """A pile's hash once its top card, ``card``, leaves it with ``rest`` cards."""
    return _fold(h + (HASH_PRIME - 1 - card) * HASH_POWERS[rest])


def _key(h0: int, h1: int) -> Any:
    """The 64-bit key of a position of two draw piles hashed ``h0`` and ``h1``."""
    a = _fold(h0)
    b = _fold(h1)
    a = a - HASH_PRIME if a >= HASH_PRIME else a
    b = b - HASH_PRIME if b >= HASH_PRIME else b
    return _u64(a * HASH_PRIME + b)


def _moved(
    p: int, h: int, before: int, t: int, draw: Ints, head: Ints, size: Ints, tcard: Ints,
    tseat: Ints,
) -> int:  # fmt: skip
    """Seat p's pile hash once a round is over, when every card it lost went to the table
    (``tseat``) and every card it got came from there, under it: its cards on the table off
    the top, in the order laid, then its new bottom cards on (``before``: cards it held)."""
    held = before
    for k in range(t):
        if tseat[k] == p:
            held -= 1
            h = _popped(h, tcard[k], held)
    end = head[p] + size[p]
    for k in range(end - (size[p] - held), end):
        h = _pushed(h, draw[p * CAP + (k & MASK)])
    return h


def _seen(keys: Ints, stamps: Ints, stamp: int, key: Any) -> bool:
    """Add ``key`` to the set of game ``stamp``; True if it was there already."""
    last = len(keys) - 1
    i = _i64(((key * GOLDEN) & M64) >> (64 - SET_BITS)) & last
    while stamps[i] == stamp:
        if keys[i] == key:
            return True
        i = (i + 1) & last
    stamps[i] = stamp
    keys[i] = key
    return False


# -- the rare moves --------------------------------------------------------------------------
def _refill(p: int, draw: Ints, head: Ints, size: Ints, won: Ints, wlen: Ints, s: Any) -> Any:
    """The draw pile runs out: the won pile, shuffled, goes under what is left of it."""
    base = p * CAP
    n = wlen[p]
    s = _shuffle(won, base, n, s)
    end = head[p] + size[p]
    for k in range(n):
        draw[base + ((end + k) & MASK)] = won[base + k]
    size[p] += n
    wlen[p] = 0
    return s


def _take(
    p: int, n: int, t: int, s: Any,
    draw: Ints, head: Ints, size: Ints, won: Ints, wlen: Ints, tcard: Ints, tseat: Ints,
) -> tuple[int, Any]:  # fmt: skip
    """Up to ``n`` cards from the top of seat p's pile onto the table at ``t`` (engine
    ``_take``): (the new end of the table, the new generator state)."""
    if won is not None and refills(size[p], n, wlen[p]):
        s = _refill(p, draw, head, size, won, wlen, s)
    got = min(n, size[p])
    base = p * CAP
    h = head[p]
    for _ in range(got):
        tcard[t] = draw[base + h]
        tseat[t] = p
        t += 1
        h = (h + 1) & MASK
    head[p] = h
    size[p] -= got
    return t, s


def _give_back(
    t: int, draw: Ints, head: Ints, size: Ints, alive: Ints, tcard: Ints, tseat: Ints
) -> None:
    """Peace or annulment: every card on the table goes under the pile of whoever laid it."""
    for k in range(t):
        p = tseat[k]
        draw[p * CAP + ((head[p] + size[p]) & MASK)] = tcard[k]
        size[p] += 1
        alive[p] = 1


def _seats(alive: Ints, battle: Ints, players: int) -> int:
    """The seats still in the game, in seat order, into ``battle``; how many."""
    nb = 0
    for p in range(players):
        if alive[p] == 1:
            battle[nb] = p
            nb += 1
    return nb


def _shown(tcard: Ints, start: int, got: int, values: Ints, how: int, worths: bool) -> int:
    """The number a flip of ``got`` cards (from ``tcard[start]``) shows (engine ``combine``);
    ``worths``: the cards are their worths already (see :func:`_deal`)."""
    c = tcard[start]
    v = c if worths else values[c >> 3]
    if got == 2:
        c = tcard[start + 1]
        return combine(v, c if worths else values[c >> 3], how)
    return v  # type: ignore[no-any-return]


def _deal(
    s: Any, players: int, deck: Ints, cards: Ints, draw: Ints, head: Ints, size: Ints,
    wlen: Ints, alive: Ints, values: Ints, worths: bool,
) -> Any:  # fmt: skip
    """The deal (engine ``Game.__init__``): shuffle the fresh deck, deal one card at a time
    from seat 0, cards that do not go round set aside; the new generator state.  ``worths``:
    each card dealt as its worth (``values``), for a loop that compares no position (the
    shuffles move worths as they would move the cards)."""
    ncards = len(deck)
    for k in range(ncards):
        cards[k] = values[deck[k] >> 3] if worths else deck[k]
    s = _shuffle(cards, _i64(0), ncards, s)
    for p in range(players):
        head[p] = 0
        size[p] = 0
        wlen[p] = 0
        alive[p] = 1
    for k in range((ncards // players) * players):
        p = k % players
        draw[p * CAP + size[p]] = cards[k]
        size[p] += 1
    return s


def _under(
    p: int, n: int, t: int, end: int, base: int, draw: Ints, tcard: Ints, tseat: Ints
) -> int:
    """Seat p's cards on the table, in the order laid, under the pile at ``end + n``; the new
    ``n``."""
    for k in range(t):
        if tseat[k] == p:
            draw[base + ((end + n) & MASK)] = tcard[k]
            n += 1
    return n


def _ordered(
    who: int, t: int, pickup: int, s: Any, players: int, draw: Ints, head: Ints, size: Ints,
    tcard: Ints, tseat: Ints,
) -> Any:  # fmt: skip
    """The winner takes the table in a fixed order (``Table.collect`` with
    ``table.won_in_order``): the winner's cards, then the others' seat by seat (winner
    first), or the others' first; for random order a coin (``below(2)``, 0: winner first)
    chooses each time.  The new generator state."""
    coin = 0
    if pickup == PICKUP_RANDOM_ORDER:
        s, coin = _below(s, 2)
    first = winner_first(pickup, coin)
    base = who * CAP
    end = head[who] + size[who]
    n = 0
    if first:
        n = _under(who, n, t, end, base, draw, tcard, tseat)
    for p in range(players):
        if p != who:
            n = _under(p, n, t, end, base, draw, tcard, tseat)
    if not first:
        n = _under(who, n, t, end, base, draw, tcard, tseat)
    size[who] += t
    return s


def _collect(
    who: int, t: int, pickup: int, s: Any, players: int, draw: Ints, head: Ints, size: Ints,
    won: Ints, wlen: Ints, tcard: Ints, tseat: Ints,
) -> Any:  # fmt: skip
    """The winner of a round takes the table (``Table.collect``); the new generator state."""
    if ORDERED_PICKUPS and pickup >= PICKUP_WINNER_FIRST:
        return _ordered(who, t, pickup, s, players, draw, head, size, tcard, tseat)
    base = who * CAP
    if won is not None and pickup == PICKUP_WON_PILE:  # None: no won piles
        n = wlen[who]
        for k in range(t):
            won[base + n + k] = tcard[k]
        wlen[who] = n + t
        return s
    if pickup == PICKUP_SHUFFLED:
        s = _shuffle(tcard, 0, t, s)
    end = head[who] + size[who]
    for k in range(t):
        draw[base + ((end + k) & MASK)] = tcard[k]
    size[who] += t
    return s


def _ending(
    rounds: int, annulled: bool, players: int, round_limit: int, safety_cap: int, stamp: int,
    draw: Ints, head: Ints, size: Ints, wlen: Ints, alive: Ints, keys: Ints, stamps: Ints,
) -> tuple[int, int]:  # fmt: skip
    """The end of a round (engine ``_finish``): (end reason or -1, winner or -1).  ``keys``
    and ``stamps`` are None when the rules look for no repeated position."""
    nalive = 0
    last = -1
    for p in range(players):
        if alive[p] == 1:
            if size[p] + wlen[p] == 0:
                alive[p] = 0
            else:
                nalive += 1
                last = p
    reason = ending(annulled, nalive, rounds, round_limit, safety_cap)
    if reason != GOES_ON:
        return reason, last if reason == ALL_CARDS else -1
    if keys is not None and _seen(keys, stamps, stamp, _position(draw, head, size, players)):
        return REPEATED_POSITION, -1
    return -1, -1


def _record(
    g: int, players: int, rounds: int, winner: int, wars: int, first_wars: int, reason: int,
    size: Ints, wlen: Ints, rounds_out: Ints, winners_out: Ints, wars_out: Ints,
    first_out: Ints, reasons_out: Ints, counts_out: Ints,
) -> None:  # fmt: skip
    """Write game ``g``'s row; a game not won with every card goes to whoever holds most
    (a draw, -1, when the most are shared)."""
    best = -1
    leaders = 0
    for p in range(players):
        c = size[p] + wlen[p]
        counts_out[g * players + p] = c
        if c > best:
            best = c
            leaders = 1
            if reason != ALL_CARDS:
                winner = p
        elif c == best:
            leaders += 1
    if reason != ALL_CARDS and leaders > 1:
        winner = -1
    rounds_out[g] = rounds
    winners_out[g] = winner
    wars_out[g] = wars
    first_out[g] = first_wars
    reasons_out[g] = reason


#: The functions of this module, callees first (the compiled build copies them in this order).
FUNCTIONS = (
    "_below", "_shuffle", "_lane", "_close", "_position",
    "_fold", "_pushed", "_popped", "_key", "_moved", "_seen",
    "_refill", "_take", "_give_back", "_seats", "_shown", "_deal", "_under", "_ordered", "_collect",
    "_ending", "_record",
)  # fmt: skip
