# mypy: allow-untyped-decorators
# mypy: disable-error-code="no-any-return"
"""The fast path of :func:`war_widget.simulation.simulate`: the engine's rules as a numba kernel.

This module is a second implementation of :mod:`war_widget.engine`, for
speed only.  The engine stays the reference: ``tests/test_simulate.py``
checks, game by game over thousands of seeds and every rule option, that
both give the same rounds, winner, wars and end reason.  Anything changed in
the engine must be changed here too, and that test says where they differ.

How it mirrors the engine
-------------------------
* The generator is :class:`~war_widget.rng.SplitMix64` in 64-bit unsigned
  arithmetic, with the same Lemire bounded draw and the same Fisher-Yates
  shuffle (last position first), and it is drawn from in the same order: the
  deal, then each shuffle of won cards, each won-pile reshuffle and each
  peace draw, as they happen.
* A card is the engine's ``int`` (``rank * 8 + suit``); a pile is a circular
  buffer of :data:`CAP` slots (top at ``head``), so taking from the top and
  putting under the bottom cost nothing.
* A repeated position (``pickup="table"``, peace never/always) is detected
  by a 64-bit hash of the draw piles (CPython's tuple hash, xxHash-style
  lanes, see ``Objects/tupleobject.c``), where the engine compares the piles
  exactly; the two can only part on a 64-bit collision, about one chance in
  10**10 for a game of 10**5 rounds.  The hashes of a game go into an
  open-addressing set stamped with the game's number, so it is never cleared.

Nothing here allocates per game or per round: the work arrays are made once
per call of :func:`play_games`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
from numba import njit

I64 = npt.NDArray[np.int64]
U64 = npt.NDArray[np.uint64]

#: Slots of a circular pile: a power of two above the largest deck (52 + 2 jokers).
CAP = 64
_MASK = CAP - 1

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_LOW32 = np.uint64(0xFFFFFFFF)
_TWO32 = np.uint64(0x100000000)
_S27 = np.uint64(27)
_S30 = np.uint64(30)
_S31 = np.uint64(31)
_S32 = np.uint64(32)
_S33 = np.uint64(33)

# CPython's tuple hash (64-bit builds).
_XXPRIME_1 = np.uint64(11400714785074694791)
_XXPRIME_2 = np.uint64(14029467366897019727)
_XXPRIME_5 = np.uint64(2870177450012600261)
_XXLEN = np.uint64(2870177450012600261 ^ 3527539)
_MINUS_ONE = np.uint64(0xFFFFFFFFFFFFFFFF)
_MINUS_ONE_HASH = np.uint64(1546275796)

#: Slots of the set of positions: a power of two above twice the engine's safety cap.
SET_BITS = 18

# Option codes (see ``simulate._kernel_options``).
FACE_DOWN_BY_RANK = -1
COMBINE_SUM, COMBINE_DIFFERENCE, COMBINE_PRODUCT = 0, 1, 2
PEACE_NEVER, PEACE_ALWAYS, PEACE_PROBABILITY = 0, 1, 2
PICKUP_SHUFFLED, PICKUP_TABLE, PICKUP_WON_PILE = 0, 1, 2
# End reasons, in the order of ``engine.END_REASONS``.
ALL_CARDS, ROUND_LIMIT, ANNULLED, REPEATED_POSITION, SAFETY_CAP = 0, 1, 2, 3, 4


#: The helpers below allocate nothing, so they are compiled without numba's reference
#: counting: otherwise every call increments and decrements the count of each array it is
#: passed, which made a round several times slower.
#: (``_nrt`` is numba's own switch for it; the equality tests guard its behaviour.)
_NO_REFCOUNT: dict[str, Any] = {"_nrt": False}
_helper = njit(cache=True, **_NO_REFCOUNT)


# -- the generator (rng.py) ---------------------------------------------------------------------
@_helper
def _next64(st: U64) -> np.uint64:
    s = st[0] + _GOLDEN
    st[0] = s
    z = (s ^ (s >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    return z ^ (z >> _S31)


@_helper
def _below(st: U64, n: int) -> int:
    nn = np.uint64(n)
    threshold = (_TWO32 - nn) % nn
    while True:
        m = (_next64(st) >> _S32) * nn
        if (m & _LOW32) >= threshold:
            return np.int64(m >> _S32)


@_helper
def _shuffle(items: I64, n: int, st: U64) -> None:
    for i in range(n - 1, 0, -1):
        j = _below(st, i + 1)
        t = items[i]
        items[i] = items[j]
        items[j] = t


# -- positions -------------------------------------------------------------------------------
@_helper
def _lane(acc: np.uint64, lane: np.uint64) -> np.uint64:
    acc = acc + lane * _XXPRIME_2
    acc = (acc << _S31) | (acc >> _S33)
    return acc * _XXPRIME_1


@_helper
def _close(acc: np.uint64, length: int) -> np.uint64:
    acc = acc + (np.uint64(length) ^ _XXLEN)
    if acc == _MINUS_ONE:
        return _MINUS_ONE_HASH
    return acc


@_helper
def _position(draw: I64, head: I64, size: I64, players: int) -> np.uint64:
    """``hash(tuple(tuple(pile) for pile in draw piles))`` as CPython computes it."""
    outer = _XXPRIME_5
    for s in range(players):
        inner = _XXPRIME_5
        h = head[s]
        n = size[s]
        for k in range(n):
            inner = _lane(inner, np.uint64(draw[s, (h + k) & _MASK]))
        outer = _lane(outer, _close(inner, n))
    return _close(outer, players)


@_helper
def _seen(keys: U64, stamps: I64, stamp: int, key: np.uint64) -> bool:
    """Add ``key`` to the set of game ``stamp``; True if it was there already."""
    mask = np.uint64(keys.shape[0] - 1)
    i = np.int64(((key * _GOLDEN) >> np.uint64(64 - SET_BITS)) & mask)
    while stamps[i] == stamp:
        if keys[i] == key:
            return True
        i = (i + 1) & (keys.shape[0] - 1)
    stamps[i] = stamp
    keys[i] = key
    return False


# -- piles -----------------------------------------------------------------------------------
@_helper
def _push(draw: I64, head: I64, size: I64, seat: int, card: int) -> None:
    draw[seat, (head[seat] + size[seat]) & _MASK] = card
    size[seat] += 1


@_helper
def _take(
    seat: int,
    n: int,
    draw: I64,
    head: I64,
    size: I64,
    won: I64,
    wlen: I64,
    st: U64,
    tcard: I64,
    tseat: I64,
    tlen: I64,
) -> int:
    """Up to ``n`` cards from the top of seat's draw pile onto the table (engine ``_take``)."""
    if size[seat] < n and wlen[seat] > 0:
        # The draw pile runs out: the won pile, shuffled, goes under what is left of it.
        row = won[seat]
        _shuffle(row, wlen[seat], st)
        for k in range(wlen[seat]):
            _push(draw, head, size, seat, row[k])
        wlen[seat] = 0
    got = min(n, size[seat])
    t = tlen[0]
    for _ in range(got):
        tcard[t] = draw[seat, head[seat]]
        tseat[t] = seat
        t += 1
        head[seat] = (head[seat] + 1) & _MASK
        size[seat] -= 1
    tlen[0] = t
    return got


@_helper
def _shown(tcard: I64, start: int, got: int, values: I64, combine: int) -> int:
    """The number a flip of ``got`` cards (from ``tcard[start]``) shows (engine ``combine``)."""
    v = values[tcard[start] >> 3]
    if got == 2:
        w = values[tcard[start + 1] >> 3]
        if combine == COMBINE_SUM:
            v = v + w
        elif combine == COMBINE_DIFFERENCE:
            v = abs(v - w)
        else:
            v = v * w
    return int(v)


@_helper
def _give_back(
    draw: I64, head: I64, size: I64, alive: I64, tcard: I64, tseat: I64, tlen: I64
) -> None:
    """Peace or annulment: every card on the table goes under the pile of whoever laid it."""
    for t in range(tlen[0]):
        _push(draw, head, size, tseat[t], tcard[t])
        alive[tseat[t]] = 1
    tlen[0] = 0


# -- a game ----------------------------------------------------------------------------------
@njit(cache=True)
def _play(
    seed: np.uint64,
    stamp: int,
    deck: I64,
    values: I64,
    players: int,
    face_down: int,
    flip: int,
    combine: int,
    superior: bool,
    peace: int,
    peace_pct: int,
    lose: bool,
    pickup: int,
    round_limit: int,
    safety_cap: int,
    track: bool,
    work: I64,
    draw: I64,
    won: I64,
    keys: U64,
    stamps: I64,
    counts_out: I64,
) -> tuple[int, int, int, int, int]:
    """One game from ``seed``: (rounds, winner or -1, wars, wars of round 1, end reason)."""
    st = np.empty(1, np.uint64)
    st[0] = seed
    head = np.zeros(players, np.int64)
    size = np.zeros(players, np.int64)
    wlen = np.zeros(players, np.int64)
    alive = np.ones(players, np.int64)
    showing = np.zeros(players, np.int64)
    battle = np.empty(players, np.int64)
    fighters = np.empty(players, np.int64)
    tcard = np.empty(CAP, np.int64)
    tseat = np.empty(CAP, np.int64)
    tlen = np.zeros(1, np.int64)
    tmp = np.empty(CAP, np.int64)

    # The deal: shuffle the fresh deck, deal one card at a time from seat 0.
    ncards = deck.shape[0]
    for k in range(ncards):
        work[k] = deck[k]
    _shuffle(work, ncards, st)
    dealt = (ncards // players) * players
    for k in range(dealt):
        _push(draw, head, size, k % players, work[k])
    if track:
        _seen(keys, stamps, stamp, _position(draw, head, size, players))

    rounds = 0
    wars = 0
    first_wars = 0
    winner = -1
    reason = -1
    while reason < 0:
        rounds += 1
        round_wars = 0
        nb = 0
        for s in range(players):
            if alive[s] == 1:
                battle[nb] = s
                nb += 1
        # Everyone still in flips (engine ``_lay(seat, 0, 0)``).
        for b in range(nb):
            seat = battle[b]
            start = tlen[0]
            got = _take(seat, flip, draw, head, size, won, wlen, st, tcard, tseat, tlen)
            showing[seat] = _shown(tcard, start, got, values, combine)
        collector = -1
        annulled = False
        while True:
            if nb == 1:
                collector = battle[0]
                break
            top = showing[battle[0]]
            for b in range(1, nb):
                if showing[battle[b]] > top:
                    top = showing[battle[b]]
            ntop = 0
            for b in range(nb):
                if showing[battle[b]] == top:
                    ntop += 1
            distinct = True
            tied = -1
            if superior:
                for b in range(nb):
                    vb = showing[battle[b]]
                    for c in range(b + 1, nb):
                        if showing[battle[c]] == vb:
                            distinct = False
                            if vb > tied:
                                tied = vb
            nf = 0
            if not superior or distinct:
                if ntop == 1:
                    for b in range(nb):
                        if showing[battle[b]] == top:
                            collector = battle[b]
                    break
                for b in range(nb):
                    if showing[battle[b]] == top:
                        fighters[nf] = battle[b]
                        nf += 1
                tied = top
            else:
                for b in range(nb):
                    fighters[nf] = battle[b]
                    nf += 1
            # War or peace?
            if peace == PEACE_ALWAYS or (
                peace == PEACE_PROBABILITY and _below(st, 100) < peace_pct
            ):
                _give_back(draw, head, size, alive, tcard, tseat, tlen)
                break
            # A war (engine ``_war``).
            round_wars += 1
            if face_down == FACE_DOWN_BY_RANK:
                down = 10 if tied >= 14 else min(tied, 10) - 1
            else:
                down = face_down
            need = down + flip
            everyone_out = True
            for f in range(nf):
                held = size[fighters[f]] + wlen[fighters[f]]
                if (held >= need) if lose else (held != 0):
                    everyone_out = False
            if everyone_out:
                _give_back(draw, head, size, alive, tcard, tseat, tlen)
                annulled = True
                break
            nb = 0
            for f in range(nf):
                seat = fighters[f]
                held = size[seat] + wlen[seat]
                if held == 0:
                    alive[seat] = 0
                    continue
                if held < need:
                    if lose:
                        _take(seat, held, draw, head, size, won, wlen, st, tcard, tseat, tlen)
                        alive[seat] = 0
                        continue
                    lay_down = max(0, held - flip)
                else:
                    lay_down = down
                if lay_down > 0:
                    _take(seat, lay_down, draw, head, size, won, wlen, st, tcard, tseat, tlen)
                start = tlen[0]
                got = _take(seat, flip, draw, head, size, won, wlen, st, tcard, tseat, tlen)
                showing[seat] = _shown(tcard, start, got, values, combine)
                battle[nb] = seat
                nb += 1

        if collector >= 0:
            # The winner takes the table (engine ``_collect``).
            n = tlen[0]
            if pickup == PICKUP_WON_PILE:
                for t in range(n):
                    won[collector, wlen[collector]] = tcard[t]
                    wlen[collector] += 1
            else:
                for t in range(n):
                    tmp[t] = tcard[t]
                if pickup == PICKUP_SHUFFLED:
                    _shuffle(tmp, n, st)
                for t in range(n):
                    _push(draw, head, size, collector, tmp[t])
            tlen[0] = 0

        # The end of the round (engine ``_finish``).
        wars += round_wars
        if rounds == 1:
            first_wars = round_wars
        nalive = 0
        last = -1
        for s in range(players):
            if alive[s] == 1 and size[s] + wlen[s] == 0:
                alive[s] = 0
            if alive[s] == 1:
                nalive += 1
                last = s
        if annulled:
            reason = ANNULLED
        elif nalive == 1:
            reason = ALL_CARDS
            winner = last
        elif round_limit > 0 and rounds >= round_limit:
            reason = ROUND_LIMIT
        elif rounds >= safety_cap:
            reason = SAFETY_CAP
        elif track and _seen(keys, stamps, stamp, _position(draw, head, size, players)):
            reason = REPEATED_POSITION

    best = -1
    leaders = 0
    for s in range(players):
        c = size[s] + wlen[s]
        counts_out[s] = c
        if c > best:
            best = c
            leaders = 1
            if reason != ALL_CARDS:
                winner = s
        elif c == best:
            leaders += 1
    if reason != ALL_CARDS and leaders > 1:
        winner = -1
    return rounds, winner, wars, first_wars, reason


@njit(cache=True)
def play_games(
    first_seed: np.uint64,
    games: int,
    deck: I64,
    values: I64,
    options: I64,
    rounds: I64,
    winners: I64,
    wars: I64,
    first_wars: I64,
    reasons: I64,
    counts: I64,
) -> None:
    """Play games ``first_seed``, ``first_seed + 1``, ... and write one row per game.

    ``options`` holds the rule options as numbers, in the order
    ``simulate._kernel_options`` writes them.
    """
    players = options[0]
    track = options[11] == 1
    work = np.empty(CAP, np.int64)
    draw = np.empty((players, CAP), np.int64)
    won = np.empty((players, CAP), np.int64)
    nset = (1 << SET_BITS) if track else 1
    keys = np.zeros(nset, np.uint64)
    stamps = np.zeros(nset, np.int64)
    for g in range(games):
        r, w, wa, fw, why = _play(
            first_seed + np.uint64(g),
            g + 1,
            deck,
            values,
            players,
            options[1],
            options[2],
            options[3],
            options[4] == 1,
            options[5],
            options[6],
            options[7] == 1,
            options[8],
            options[9],
            options[10],
            track,
            work,
            draw,
            won,
            keys,
            stamps,
            counts[g],
        )
        rounds[g] = r
        winners[g] = w
        wars[g] = wa
        first_wars[g] = fw
        reasons[g] = why
