"""The kernel's game loop for two players: every rule option, a shorter loop.

Same source for plain Python and numba, under the rules of
:mod:`war_widget._fast.kernel` (read its module docs first).  With two players
the seats still in a round are the seats still in the game, and a war is
always between both (``multiway`` cannot matter), so there are no lists of
seats to keep: the loop is shorter, runs faster in plain Python and compiles
in a fraction of the time of :mod:`war_widget._fast.many` (what the first
simulation of a fresh notebook waits for).  The tests hold both to the
engine's games.  One long function on purpose: see the kernel's docs.

As in :mod:`.duel`, rounds without a tie (about nine in ten; under Guerra de
sumas four cards a round) take a short path of their own, back to back, each
pile's state in local variables (registers, compiled): both flip from their
draw piles, the winner takes the table.  A tie, or a draw pile short of a
flip, goes on to the general round below it.  Where no position is compared,
the piles hold each card's worth (:func:`.kernel._deal`), not the card.
"""

from __future__ import annotations

from typing import Any

from ..arithmetic import (
    ALL_CARDS,
    GOES_ON,
    PICKUP_SHUFFLED,
    PICKUP_WINNER_FIRST,
    REPEATED_POSITION,
    beats,
    combine,
    ending,
    is_short,
    out_of_war,
    peace_drawn,
    refills,
    short_face_down,
    war_face_down,
    war_size,
)
from .kernel import (
    CAP,
    M64,
    MASK,
    ORDERED_PICKUPS,
    PEACE_ALWAYS,
    PEACE_PROBABILITY,
    PEACE_RULES,
    Ints,
    _below,
    _deal,
    _give_back,
    _i64,
    _key,
    _moved,
    _ordered,
    _pushed,
    _record,
    _refill,
    _seen,
    _shown,
    _shuffle,
    _take,
    _u64,
)
from .options import (
    OPT_COMBINE,
    OPT_FACE_DOWN,
    OPT_FEW_CARDS,
    OPT_FLIP,
    OPT_LOSE,
    OPT_PEACE,
    OPT_PEACE_PCT,
    OPT_PICKUP,
    OPT_ROUND_LIMIT,
    OPT_SAFETY_CAP,
)


def play_two(
    first_seed: Any, games: int, deck: Ints, values: Ints, options: Ints,
    rounds_out: Ints, winners_out: Ints, wars_out: Ints, first_out: Ints, reasons_out: Ints,
    counts_out: Ints, cards: Ints, draw: Ints, won: Ints, head: Ints, size: Ints, wlen: Ints,
    alive: Ints, showing: Ints, battle: Ints, fighters: Ints, tcard: Ints, tseat: Ints,
    keys: Ints, stamps: Ints,
) -> None:  # fmt: skip
    """:func:`war_widget._fast.many.play_games` for two players (same arguments and rows;
    ``battle`` and ``fighters`` are not used; ``won``, ``keys`` and ``stamps`` None as
    there)."""
    face_down = options[OPT_FACE_DOWN]
    flip = options[OPT_FLIP]
    how = options[OPT_COMBINE]
    peace = options[OPT_PEACE]
    peace_pct = options[OPT_PEACE_PCT]
    lose = options[OPT_LOSE] == 1
    pickup = options[OPT_PICKUP]
    round_limit = options[OPT_ROUND_LIMIT]
    safety_cap = options[OPT_SAFETY_CAP]
    few_cards = options[OPT_FEW_CARDS]
    # Without a position to compare, a card is only its worth: the piles hold worths.
    worths = keys is None
    # Rounds without a tie take a short path (below) unless the table is taken in a fixed order.
    quick = keys is None and not (ORDERED_PICKUPS and pickup >= PICKUP_WINNER_FIRST)
    for g in range(games):
        s = (first_seed + _u64(g)) & M64
        stamp = g + 1
        s = _deal(s, 2, deck, cards, draw, head, size, wlen, alive, values, worths)
        hash0 = hash1 = 0  # each draw pile's position hash, card by card
        if keys is not None:
            for k in range(size[0]):
                hash0 = _pushed(hash0, draw[k])
            for k in range(size[1]):
                hash1 = _pushed(hash1, draw[CAP + k])
            _seen(keys, stamps, stamp, _key(hash0, hash1))
        rounds = 0
        wars = 0
        first_wars = 0
        winner = -1
        reason = -1
        while reason < 0:
            tied_up = False  # both flipped in the short path, and tied
            v0 = v1 = 0
            if quick:
                # Rounds without a tie, back to back (about nine in ten), each pile's state in
                # locals (the compiled loop keeps them in registers): both flip from their draw
                # piles, the winner takes the table.  A round where a draw pile is short of a
                # flip, or a tie, goes on below.
                h0 = head[0]
                h1 = head[1]
                n0 = size[0]
                n1 = size[1]
                w0 = wlen[0]
                w1 = wlen[1]
                while n0 >= flip and n1 >= flip:
                    rounds += 1
                    a = draw[h0]
                    b = draw[CAP + h1]
                    tcard[0] = a
                    tcard[flip] = b
                    v0 = a
                    v1 = b
                    if flip == 2:
                        a = draw[(h0 + 1) & MASK]
                        b = draw[CAP + ((h1 + 1) & MASK)]
                        tcard[1] = a
                        tcard[3] = b
                        v0 = combine(v0, a, how)
                        v1 = combine(v1, b, how)
                    h0 = (h0 + flip) & MASK
                    h1 = (h1 + flip) & MASK
                    n0 -= flip
                    n1 -= flip
                    if v0 == v1:
                        tied_up = True
                        break
                    t = 2 * flip
                    win0 = beats(v0, v1)
                    if won is not None:  # pickup="won_pile" (else None)
                        at = w0 if win0 else CAP + w1
                        for k in range(t):
                            won[at + k] = tcard[k]
                        w0 += t if win0 else 0
                        w1 += 0 if win0 else t
                    else:
                        if pickup == PICKUP_SHUFFLED:
                            s = _shuffle(tcard, _i64(0), t, s)
                        base = 0 if win0 else CAP
                        end = h0 + n0 if win0 else h1 + n1
                        for k in range(t):
                            draw[base + ((end + k) & MASK)] = tcard[k]
                        n0 += t if win0 else 0
                        n1 += 0 if win0 else t
                    holding = (1 if n0 + w0 > 0 else 0) + (1 if n1 + w1 > 0 else 0)
                    reason = ending(False, holding, rounds, round_limit, safety_cap)
                    if reason != GOES_ON:
                        if reason == ALL_CARDS:
                            winner = 0 if win0 else 1
                        break
                head[0] = h0
                head[1] = h1
                size[0] = n0
                size[1] = n1
                wlen[0] = w0
                wlen[1] = w1
                if reason != GOES_ON:
                    continue
            t = 0  # the table's cards stay in it to the round's end: the hash reads them
            before0 = size[0]
            before1 = size[1]
            round_wars = 0
            if tied_up:  # the short path flipped: its cards are on the table
                t = 2 * flip
                for k in range(t):
                    tseat[k] = 0 if k < flip else 1
                showing[0] = v0
                showing[1] = v1
            else:
                rounds += 1
                # Both flip (``Table.lay(seat, 0, 0)``), written in line.
                for p in range(2):
                    if won is not None and refills(size[p], flip, wlen[p]):
                        s = _refill(p, draw, head, size, won, wlen, s)
                    got = flip if size[p] >= flip else size[p]
                    base = p * CAP
                    h = head[p]
                    start = t
                    for _ in range(got):
                        tcard[t] = draw[base + h]
                        tseat[t] = p
                        t += 1
                        h = (h + 1) & MASK
                    head[p] = h
                    size[p] -= got
                    showing[p] = _shown(tcard, start, got, values, how, worths)
            collector = -1
            annulled = False
            while True:
                # Seats still in the battle are those still in the game (never neither).
                if alive[0] == 0:
                    collector = 1
                    break
                if alive[1] == 0:
                    collector = 0
                    break
                tied = showing[0]
                if beats(tied, showing[1]):
                    collector = 0
                    break
                if beats(showing[1], tied):
                    collector = 1
                    break
                # War or peace?
                make_peace = PEACE_RULES and peace == PEACE_ALWAYS
                if PEACE_RULES and peace == PEACE_PROBABILITY:
                    s, draw100 = _below(s, 100)
                    make_peace = peace_drawn(draw100, peace_pct)
                if PEACE_RULES and make_peace:
                    _give_back(t, draw, head, size, alive, tcard, tseat)
                    break
                # A war (``Table.war``).
                round_wars += 1
                down = war_size(face_down, tied)
                held0 = size[0] + wlen[0]
                held1 = size[1] + wlen[1]
                gone = out_of_war(held0, war_face_down(down, held0, few_cards), flip, lose)
                if gone and out_of_war(held1, war_face_down(down, held1, few_cards), flip, lose):
                    _give_back(t, draw, head, size, alive, tcard, tseat)
                    annulled = True
                    break
                for p in range(2):
                    held = size[p] + wlen[p]
                    if held == 0:
                        alive[p] = 0
                        continue
                    mine = war_face_down(down, held, few_cards)
                    if is_short(held, mine, flip):
                        if lose:
                            t, s = _take(p, held, t, s, draw, head, size, won, wlen, tcard, tseat)
                            alive[p] = 0
                            continue
                        lay_down = short_face_down(held, flip)
                    else:
                        lay_down = mine
                    if lay_down > 0:
                        t, s = _take(p, lay_down, t, s, draw, head, size, won, wlen, tcard, tseat)
                    start = t
                    t, s = _take(p, flip, t, s, draw, head, size, won, wlen, tcard, tseat)
                    showing[p] = _shown(tcard, start, t - start, values, how, worths)
            if collector >= 0:  # the winner takes the table (``Table.collect``)
                base = collector * CAP
                if won is not None:  # pickup="won_pile" (else None)
                    n = wlen[collector]
                    for k in range(t):
                        won[base + n + k] = tcard[k]
                    wlen[collector] = n + t
                elif ORDERED_PICKUPS and pickup >= PICKUP_WINNER_FIRST:
                    s = _ordered(collector, t, pickup, s, 2, draw, head, size, tcard, tseat)
                else:
                    if pickup == PICKUP_SHUFFLED and t > 1:
                        s = _shuffle(tcard, 0, t, s)
                    end = head[collector] + size[collector]
                    for k in range(t):
                        draw[base + ((end + k) & MASK)] = tcard[k]
                    size[collector] += t
            wars += round_wars
            if rounds == 1:
                first_wars = round_wars
            # The end of the round (engine ``_finish``).
            for p in range(2):
                if alive[p] == 1 and size[p] + wlen[p] == 0:
                    alive[p] = 0
            reason = ending(annulled, alive[0] + alive[1], rounds, round_limit, safety_cap)
            if reason == ALL_CARDS:
                winner = 0 if alive[0] == 1 else 1
            elif reason == GOES_ON and keys is not None:
                hash0 = _moved(0, hash0, before0, t, draw, head, size, tcard, tseat)
                hash1 = _moved(1, hash1, before1, t, draw, head, size, tcard, tseat)
                if _seen(keys, stamps, stamp, _key(hash0, hash1)):
                    reason = REPEATED_POSITION
        _record(
            g, 2, rounds, winner, wars, first_wars, reason, size, wlen,
            rounds_out, winners_out, wars_out, first_out, reasons_out, counts_out,
        )  # fmt: skip
