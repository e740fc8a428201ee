"""The kernel's game loop for any number of players (three or more in practice).

Same source for plain Python and numba, under the rules of
:mod:`war_widget._fast.kernel` (read its module docs first).  Two-player games
take the shorter loop of :mod:`war_widget._fast.two`, which compiles faster;
this one is compiled only when a run has three players or more.  It is one
long function on purpose (past the house limit of 60 lines): see the kernel's
docs.

As in :mod:`.two`, rounds without a tie take a short path of their own while every
seat still in can flip from its draw pile (not under a fixed pick-up order, nor
where positions are compared): no seat list and no table seats are written (each
seat in lays ``flip`` cards, in seat order) and the highest flip is found with
selects, not branches.  A tie hands the flipped table to the general round, which
builds the seat list then.
"""

from __future__ import annotations

from typing import Any

from ..arithmetic import (
    ALL_CARDS,
    GOES_ON,
    PICKUP_SHUFFLED,
    PICKUP_WINNER_FIRST,
    beats,
    combine,
    ending,
    highest,
    highest_pair,
    is_short,
    out_of_war,
    peace_drawn,
    ranked,
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
    _collect,
    _deal,
    _ending,
    _give_back,
    _i64,
    _position,
    _record,
    _refill,
    _seats,
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
    OPT_PLAYERS,
    OPT_ROUND_LIMIT,
    OPT_SAFETY_CAP,
    OPT_SUPERIOR,
)


def play_games(
    first_seed: Any, games: int, deck: Ints, values: Ints, options: Ints,
    rounds_out: Ints, winners_out: Ints, wars_out: Ints, first_out: Ints, reasons_out: Ints,
    counts_out: Ints, cards: Ints, draw: Ints, won: Ints, head: Ints, size: Ints, wlen: Ints,
    alive: Ints, showing: Ints, battle: Ints, fighters: Ints, tcard: Ints, tseat: Ints,
    keys: Ints, stamps: Ints,
) -> None:  # fmt: skip
    """Play games ``first_seed``, ``first_seed + 1``, ... and write one row per game.

    ``options`` holds the rule options as numbers, one slot each
    (:func:`war_widget._fast.options.pack` writes them); ``counts_out`` is flat
    (``players`` numbers per game); the other arrays are work space
    (:func:`war_widget._fast.run` makes them).  ``won`` is None without won piles, ``keys``
    and ``stamps`` None when the rules look for no repeated position: numba then compiles
    the loop without the code that uses them (``x is None`` on an argument is known when it
    compiles, also in the functions it inlines).
    """
    players = options[OPT_PLAYERS]
    face_down = options[OPT_FACE_DOWN]
    flip = options[OPT_FLIP]
    how = options[OPT_COMBINE]
    superior = options[OPT_SUPERIOR] == 1
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
        s = _deal(s, players, deck, cards, draw, head, size, wlen, alive, values, worths)
        if keys is not None:
            _seen(keys, stamps, stamp, _position(draw, head, size, players))
        rounds = 0
        wars = 0
        first_wars = 0
        winner = -1
        reason = -1
        t = 0
        while reason < 0:
            tied_up = False  # everyone flipped in the short path, and the highest tied
            nb = top = ntop = 0
            at = -1
            if quick:
                # Rounds without a tie, back to back (most of them), while every seat still in
                # can flip from its draw pile: everyone flips, the highest takes the table
                # (no seat list kept for the table: every seat in laid ``flip`` cards, in seat
                # order).  A tie, or a draw pile short of a flip, goes on below.
                flips = True
                for p in range(players):
                    if alive[p] == 1 and size[p] < flip:
                        flips = False
                while flips:
                    rounds += 1
                    t = 0
                    nb = 0
                    # The highest so far (-1: below any number shown), whether it is tied, the
                    # seat that shows it first: selects, not branches (who wins is a coin toss
                    # the processor cannot foresee).
                    top = -1
                    tie = False
                    at = -1
                    short = 0  # seats left short of a flip in their draw piles
                    for p in range(players):
                        if alive[p] == 0:
                            continue
                        base = p * CAP
                        h = head[p]
                        v = draw[base + h]
                        tcard[t] = v
                        if flip == 2:
                            c = draw[base + ((h + 1) & MASK)]
                            tcard[t + 1] = c
                            v = combine(v, c, how)
                        t += flip
                        head[p] = (h + flip) & MASK
                        left = size[p] - flip
                        size[p] = left
                        short += left < flip
                        showing[p] = v
                        nb += 1
                        up = beats(v, top)
                        tie = (tie & beats(top, v)) | (v == top)
                        top = v if up else top
                        at = p if up else at
                    if superior:  # any two alike start a war: the seat list to compare them
                        nb = _seats(alive, battle, players)
                        tie = tie or highest_pair(showing, battle, nb) >= 0
                    if tie:
                        tied_up = True
                        break
                    # The highest takes the table (``Table.collect``).
                    base = at * CAP
                    if won is not None:  # pickup="won_pile" (else None)
                        n = wlen[at]
                        for k in range(t):
                            won[base + n + k] = tcard[k]
                        wlen[at] = n + t
                    else:
                        if pickup == PICKUP_SHUFFLED:
                            s = _shuffle(tcard, _i64(0), t, s)
                        end = head[at] + size[at]
                        for k in range(t):
                            draw[base + ((end + k) & MASK)] = tcard[k]
                        size[at] += t
                    t = 0
                    # The end of the round (engine ``_finish``): a seat left without a card is
                    # out; the next round stays here if every seat in can flip (surely so if
                    # every seat could still flip after this one's: the winner only gains).
                    holding = nb
                    if short > 0:
                        holding = 0
                        for p in range(players):
                            if alive[p] == 1:
                                if size[p] + wlen[p] == 0:
                                    alive[p] = 0
                                else:
                                    holding += 1
                                    if size[p] < flip:
                                        flips = False
                    reason = ending(False, holding, rounds, round_limit, safety_cap)
                    if reason != GOES_ON:
                        if reason == ALL_CARDS:
                            winner = at
                        break
                if reason != GOES_ON:
                    continue
            round_wars = 0
            emptied = False  # a seat flipped its last card
            if tied_up:  # the short path flipped: its cards are on the table, seat by seat
                nb = _seats(alive, battle, players)
                top, ntop, at = highest(showing, battle, nb)
                for k in range(t):
                    tseat[k] = battle[k // flip]
                for b in range(nb):
                    p = battle[b]
                    emptied = emptied or size[p] + wlen[p] == 0
            else:
                rounds += 1
                nb = top = ntop = 0  # the short path may have left a round's
                at = -1
                # Everyone still in flips (``Table.lay(seat, 0, 0)``), written in line, and the
                # highest number shown is found in the same pass (``highest``, one seat at a time).
                for p in range(players):
                    if alive[p] == 0:
                        continue
                    battle[nb] = p
                    nb += 1
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
                    emptied = emptied or size[p] + wlen[p] == 0
                    v = _shown(tcard, start, got, values, how, worths)
                    showing[p] = v
                    top, ntop = ranked(v, top, ntop)
                    if ntop == 1 and top == v:
                        at = p
            collector = -1
            annulled = False
            while True:
                if nb == 1:
                    collector = battle[0]
                    break
                tied = highest_pair(showing, battle, nb) if superior else -1
                nf = 0
                if tied < 0:  # only the tied highest fight, if any
                    if ntop == 1:
                        collector = at
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
                make_peace = PEACE_RULES and peace == PEACE_ALWAYS
                if PEACE_RULES and peace == PEACE_PROBABILITY:
                    s, draw100 = _below(s, 100)
                    make_peace = peace_drawn(draw100, peace_pct)
                if PEACE_RULES and make_peace:
                    _give_back(t, draw, head, size, alive, tcard, tseat)
                    t = 0
                    break
                # A war (``Table.war``).
                round_wars += 1
                down = war_size(face_down, tied)
                everyone_out = True
                for f in range(nf):
                    held = size[fighters[f]] + wlen[fighters[f]]
                    if not out_of_war(held, war_face_down(down, held, few_cards), flip, lose):
                        everyone_out = False
                if everyone_out:
                    _give_back(t, draw, head, size, alive, tcard, tseat)
                    t = 0
                    annulled = True
                    break
                nb = 0
                for f in range(nf):
                    p = fighters[f]
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
                    battle[nb] = p
                    nb += 1
                if nb > 1:
                    top, ntop, at = highest(showing, battle, nb)
            if collector >= 0:
                s = _collect(
                    collector, t, pickup, s, players, draw, head, size, won, wlen, tcard, tseat
                )
                t = 0
            wars += round_wars
            if rounds == 1:
                first_wars = round_wars
            if keys is None and round_wars == 0 and not emptied:  # every seat in holds cards
                reason = ending(False, nb, rounds, round_limit, safety_cap)
            else:
                reason, winner = _ending(
                    rounds, annulled, players, round_limit, safety_cap, stamp,
                    draw, head, size, wlen, alive, keys, stamps,
                )  # fmt: skip
        _record(
            g, players, rounds, winner, wars, first_wars, reason, size, wlen,
            rounds_out, winners_out, wars_out, first_out, reasons_out, counts_out,
        )  # fmt: skip
