"""Steal War in the kernel: the engine's games for the named policies, over flat arrays.

The engine plays Steal War (``Rules.steal`` on) with the round of
:mod:`war_widget.rounds` and the looks and the top card of :mod:`war_widget.steal`,
asking each seat's policy (:mod:`war_widget.policies`) at every decision.  When every
seat decides by a named policy (``never``, ``always``, ``greedy``, ``estimate``: a
simulation's ``policies``), :func:`play_steal` plays the same games here, under the
kernel's rules (:mod:`war_widget._fast.kernel`: one source for plain Python and numba,
piles in flat arrays, nothing allocated, the same draws from the generator in the same
order).  A policy that is a Python function is played by the engine only.

What the engine does, step by step, and where it is here:

* **the looks** (in :func:`play_steal`): round the table from seat
  ``(round - 1) % players``, each seat still in turns its face-up pile over if its draw
  pile is empty (a reshuffle: the kernel's ``_refill``), looks at its next card, and when
  the card's worth matches the top card of other face-up piles its policy decides
  (:func:`_decides`); a steal (:func:`_steal`) takes those piles (seat order from the
  stealer's left) and the card goes on top; a seat left with no card is out.  Under
  ``end_round`` a steal before the opening flip ends the round.
* **the flips and wars** (in :func:`play_steal`, the face-down cards in :func:`_war_down`):
  as the engine's round with ``flip=1``, ``peace="never"``, ``tied_only`` (what Steal War
  requires), the war's face-down cards laid, then the war's looks, then the face-up cards.
* **the top card** (:func:`_collect_top`): the winner's face-up pile takes the table with
  the card of the fewest copies the others could hold on top
  (:func:`war_widget.policies.safest_top`, every named policy's choice).
* **the policies' numbers**: the rule arithmetic's (``opponents``, ``greedy_steals``,
  ``play_gain``, ``pile_risk``, ``steal_or_play``, ``safer_top`` in
  :mod:`war_widget.arithmetic`), called by the engine's policies too.  ``estimate`` sums
  an unseen card's gain worth by worth in the order the engine's ``Counter`` of the worths
  in play holds them: the order they are first met at the game's first decision (every
  draw pile from its top, every face-up pile from its bottom, then the table:
  :meth:`~war_widget.engine.Game.seen_by`), which :func:`_first_seen` records.

``tests/test_kernel_steal.py`` holds it to the engine game by game, for each policy.

A count that reaches a compiled call starts as ``_i64(0)``, not ``0``: numba types a bare
``0`` as a literal first and compiled the callee once more for it (the first run compiled
about 40% longer).
"""

from __future__ import annotations

from typing import Any

from ..arithmetic import (
    POLICY_ALWAYS,
    POLICY_GREEDY,
    POLICY_NEVER,
    STEAL_END_ROUND,
    greedy_steals,
    highest,
    is_short,
    opponents,
    out_of_war,
    pile_risk,
    play_gain,
    refills,
    safer_top,
    short_face_down,
    steal_or_play,
    war_face_down,
    war_size,
)
from .kernel import (
    CAP,
    M64,
    MASK,
    Ints,
    _deal,
    _ending,
    _give_back,
    _i64,
    _record,
    _refill,
    _take,
    _u64,
)
from .options import (
    OPT_FACE_DOWN,
    OPT_FEW_CARDS,
    OPT_LOSE,
    OPT_PLAYERS,
    OPT_ROUND_LIMIT,
    OPT_SAFETY_CAP,
    OPT_STEAL,
)

# A game's arrays travel in four tuples (one argument each, in numba too):
#   piles = (draw, head, size, won, wlen, alive)      every seat's cards (kernel.py)
#   table = (tcard, tseat, tup)                       the cards laid this round, tup 1: face up
#   seen  = (values, inplay, order, left, cum)        worths: by rank, in play, first met...
#   rules = (players, face_down, lose, few_cards, end_round, worths, round_limit, safety_cap)
Arrays = Any


# -- what a seat has not seen (war_widget.policies.unseen) ---------------------------------------
def _first_seen(w: int, mark: Ints, order: Ints, n: int) -> int:
    if mark[w] == 0:
        mark[w] = 1
        order[n] = w
        n += 1
    return n


def _snapshot(t: int, rules: Arrays, piles: Arrays, table: Arrays, seen: Arrays) -> int:
    """At the game's first decision: the worths in play in the order the engine first counts
    them (``Game.seen_by``); how many there are."""
    draw, head, size, won, wlen = piles[0], piles[1], piles[2], piles[3], piles[4]
    values, order, mark = seen[0], seen[2], seen[3]
    for w in range(rules[5]):
        mark[w] = 0
    n: int = _i64(0)
    for p in range(rules[0]):
        for k in range(size[p]):
            n = _first_seen(values[draw[p * CAP + ((head[p] + k) & MASK)] >> 3], mark, order, n)
    for p in range(rules[0]):
        for k in range(wlen[p]):
            n = _first_seen(values[won[p * CAP + k] >> 3], mark, order, n)
    for k in range(t):
        n = _first_seen(values[table[0][k] >> 3], mark, order, n)
    return n


def _unseen(
    p: int, v: int, t: int, rules: Arrays, piles: Arrays, table: Arrays, seen: Arrays
) -> int:
    """``left[w]``: the cards worth ``w`` seat p has not seen, having looked at a card worth
    ``v`` (its own face-up pile, the others' top cards and the face-up table are seen); how
    many in all."""
    won, wlen = piles[3], piles[4]
    tcard, tup = table[0], table[2]
    values, inplay, left, cum = seen[0], seen[1], seen[3], seen[4]
    for w in range(rules[5]):
        left[w] = inplay[w]
    for k in range(wlen[p]):
        left[values[won[p * CAP + k] >> 3]] -= 1
    for o in range(rules[0]):
        if o != p and wlen[o] > 0:
            left[values[won[o * CAP + wlen[o] - 1] >> 3]] -= 1
    for k in range(t):
        if tup[k] == 1:
            left[values[tcard[k] >> 3]] -= 1
    left[v] -= 1
    total = 0
    for w in range(rules[5]):
        cum[w] = total  # the unseen cards worth less than w
        total += left[w]
    return total


# -- the policies (war_widget.policies) ---------------------------------------------------------
def _estimate(
    p: int, v: int, stolen: int, k: int, mine: int, theirs: int, nord: int, t: int,
    rules: Arrays, piles: Arrays, table: Arrays, seen: Arrays,
) -> bool:  # fmt: skip
    """``estimate`` (``policies.estimate``): True when stealing is worth more than playing."""
    won, wlen = piles[3], piles[4]
    values, order, left, cum = seen[0], seen[2], seen[3], seen[4]
    total = _unseen(p, v, t, rules, piles, table, seen)
    gains = 0.0
    for i in range(nord):  # the engine's Counter order, summed plainly
        w = order[i]
        n = left[w]
        if n > 0:
            gains += n * play_gain(cum[w], total - cum[w] - n, total, k, mine, theirs)
    unknown = gains / total if total > 0 else 0.0
    own = wlen[p]
    matching = left[values[won[p * CAP + own - 1] >> 3]] if own > 0 else 0
    steal, play = steal_or_play(
        stolen,
        unknown,
        pile_risk(left[v], total, k, own + stolen + 1),
        play_gain(cum[v], total - cum[v] - left[v], total, k, mine, theirs),
        pile_risk(matching, total, k, own),
    )
    return steal > play


def _decides(
    policy: int, p: int, v: int, stolen: int, nord: int, t: int,
    rules: Arrays, piles: Arrays, table: Arrays, seen: Arrays,
) -> bool:  # fmt: skip
    """Seat p's policy steals ``stolen`` cards with a card worth ``v``, or plays it."""
    if policy == POLICY_NEVER:
        return False
    if policy == POLICY_ALWAYS:
        return True
    alive, tseat = piles[5], table[1]
    nalive = 0
    for o in range(rules[0]):
        nalive += alive[o]
    k = opponents(nalive)
    mine = _i64(0)
    for i in range(t):
        if tseat[i] == p:
            mine += 1
    if policy == POLICY_GREEDY:
        return greedy_steals(stolen, t - mine, k)
    return _estimate(p, v, stolen, k, mine, t - mine, nord, t, rules, piles, table, seen)


# -- the rarer moves ---------------------------------------------------------------------------
def _steal(p: int, card: int, piles_of: int, players: int, piles: Arrays) -> None:
    """Seat p steals with ``card`` the face-up piles of the seats whose bits ``piles_of``
    holds (``steal._steal``): they go onto its own in seat order from its left, the card on
    top; a seat left with no card is out."""
    head, size, won, wlen, alive = piles[1], piles[2], piles[3], piles[4], piles[5]
    head[p] = (head[p] + 1) & MASK
    size[p] -= 1
    n = wlen[p]
    for k in range(1, players):
        o = (p + k) % players
        if (piles_of >> o) & 1:
            for i in range(wlen[o]):
                won[p * CAP + n + i] = won[o * CAP + i]
            n += wlen[o]
            wlen[o] = 0
            if size[o] == 0 and alive[o] == 1:
                alive[o] = 0  # every card stolen
    won[p * CAP + n] = card
    wlen[p] = n + 1


def _lay(p: int, n: int, up: int, t: int, s: Any, piles: Arrays, table: Arrays) -> tuple[int, Any]:
    """Seat p lays up to ``n`` cards (face up when ``up`` is 1) at ``t``: (the new end of the
    table, the state)."""
    draw, head, size, won, wlen = piles[0], piles[1], piles[2], piles[3], piles[4]
    tcard, tseat, tup = table
    start = t
    t, s = _take(p, n, t, s, draw, head, size, won, wlen, tcard, tseat)
    for k in range(start, t):
        tup[k] = up
    return t, s


def _war_down(
    nf: int, tied: int, t: int, s: Any, fighters: Ints, battle: Ints,
    rules: Arrays, piles: Arrays, table: Arrays,
) -> tuple[int, int, Any]:  # fmt: skip
    """A war among the first ``nf`` fighters, up to its face-down cards (``Table.war`` with
    ``up=False``): (how many laid them, now in ``battle``; the table's end; the state).
    None did when everyone is out at once (an annulment)."""
    face_down, lose, few = rules[1], rules[2] == 1, rules[3]
    size, wlen, alive = piles[2], piles[4], piles[5]
    down = war_size(face_down, tied)
    everyone_out = True
    for f in range(nf):
        held = size[fighters[f]] + wlen[fighters[f]]
        if not out_of_war(held, war_face_down(down, held, few), 1, lose):
            everyone_out = False
    if everyone_out:
        return 0, t, s
    nb = 0
    for f in range(nf):
        p = fighters[f]
        held = size[p] + wlen[p]
        if held == 0:
            alive[p] = 0
            continue
        lay = war_face_down(down, held, few)
        if is_short(held, lay, 1):
            if lose:
                t, s = _lay(p, held, 0, t, s, piles, table)
                alive[p] = 0
                continue
            lay = short_face_down(held, 1)
        if lay > 0:
            t, s = _lay(p, lay, 0, t, s, piles, table)
        battle[nb] = p
        nb += 1
    return nb, t, s


def _collect_top(
    who: int, t: int, nord: int, rules: Arrays, piles: Arrays, table: Arrays, seen: Arrays
) -> int:
    """Seat ``who`` takes the table onto its face-up pile, the safest card on top
    (``steal.collect``, ``policies.safest_top``); the worths recorded."""
    won, wlen = piles[3], piles[4]
    tcard = table[0]
    values, inplay, known = seen[0], seen[1], seen[3]
    best = 0
    distinct = False
    for k in range(1, t):
        if tcard[k] != tcard[0]:
            distinct = True
            break
    if distinct:  # a decision: which card goes on top
        if nord == 0:
            nord = _snapshot(t, rules, piles, table, seen)
        for w in range(rules[5]):
            known[w] = 0
        for k in range(wlen[who]):
            known[values[won[who * CAP + k] >> 3]] += 1
        for k in range(t):
            known[values[tcard[k] >> 3]] += 1
        best_worth = values[tcard[0] >> 3]
        best_risk = inplay[best_worth] - known[best_worth]
        for k in range(1, t):
            w = values[tcard[k] >> 3]
            if safer_top(inplay[w] - known[w], w, best_risk, best_worth):
                best, best_risk, best_worth = k, inplay[w] - known[w], w
    n = wlen[who]
    for k in range(t):
        if k != best:
            won[who * CAP + n] = tcard[k]
            n += 1
    won[who * CAP + n] = tcard[best]
    wlen[who] = n + 1
    return nord


def _in_play(players: int, worths: int, piles: Arrays, values: Ints, inplay: Ints) -> None:
    """After the deal: how many cards of each worth are in play."""
    draw, size = piles[0], piles[2]
    for w in range(worths):
        inplay[w] = 0
    for p in range(players):
        for k in range(size[p]):
            inplay[values[draw[p * CAP + k] >> 3]] += 1


# -- the game loop -------------------------------------------------------------------------------
def play_steal(
    first_seed: Any, games: int, deck: Ints, values: Ints, options: Ints, policies: Ints,
    rounds_out: Ints, winners_out: Ints, wars_out: Ints, first_out: Ints, reasons_out: Ints,
    counts_out: Ints, cards: Ints, draw: Ints, won: Ints, head: Ints, size: Ints, wlen: Ints,
    alive: Ints, showing: Ints, battle: Ints, fighters: Ints, tcard: Ints, tseat: Ints,
    tup: Ints, inplay: Ints, order: Ints, left: Ints, cum: Ints,
) -> None:  # fmt: skip
    """Play Steal War games ``first_seed``, ``first_seed + 1``, ... with seat ``p`` deciding
    by the policy ``policies[p]`` (a ``POLICY_`` code), and write one row per game (as
    :func:`war_widget._fast.many.play_games`; ``tup``, ``inplay``, ``order``, ``left`` and
    ``cum`` are more work space, the last four one slot per worth).

    A round (``rounds.play_round``): the looks, then everyone still in flips; while the
    highest card is shared, a war: its face-down cards, its looks, its face-up cards; the
    winner takes the table, the safest card on top.  The looks and the round's steps are in
    line (one long function on purpose: see the kernel's docs); decisions, steals and wars'
    face-down cards are calls.
    """
    players = options[OPT_PLAYERS]
    end_round = options[OPT_STEAL] == STEAL_END_ROUND
    round_limit = options[OPT_ROUND_LIMIT]
    safety_cap = options[OPT_SAFETY_CAP]
    worths = _i64(0)  # one more than the highest worth in the deck
    for c in deck:
        if values[c >> 3] >= worths:
            worths = values[c >> 3] + 1
    rules = (
        players, options[OPT_FACE_DOWN], options[OPT_LOSE], options[OPT_FEW_CARDS],
        options[OPT_STEAL], worths, round_limit, safety_cap,
    )  # fmt: skip
    piles = (draw, head, size, won, wlen, alive)
    table = (tcard, tseat, tup)
    seen = (values, inplay, order, left, cum)
    for g in range(games):
        s = (first_seed + _u64(g)) & M64
        s = _deal(s, players, deck, cards, draw, head, size, wlen, alive, values, False)
        _in_play(players, worths, piles, values, inplay)
        nord = _i64(0)  # the worths in play, recorded at the game's first decision
        rounds = wars = first_wars = _i64(0)
        reason = winner = _i64(-1)
        while reason < 0:
            rounds += 1
            start = (rounds - 1) % players
            nb = 0
            for p in range(players):
                if alive[p] == 1:
                    battle[nb] = p
                    nb += 1
            t = _i64(0)
            war = _i64(0)  # 0: before the opening flip; k: war k of the round
            annulled = False
            collector = -1
            while True:
                # The looks (``steal.looks``): the seats of battle still in, from ``start``.
                first = -1
                j = 0
                while j < nb and battle[j] < start:
                    j += 1
                for i in range(nb):
                    p = battle[(j + i) % nb]
                    if alive[p] == 0:
                        continue
                    stole = False
                    while True:  # p looks at its next card until it plays it (``steal._look``)
                        if refills(size[p], 0, wlen[p]):
                            s = _refill(p, draw, head, size, won, wlen, s)
                        if size[p] == 0:
                            break
                        card = draw[p * CAP + head[p]]
                        v = values[card >> 3]
                        stolen = _i64(0)
                        piles_of = _i64(0)  # a bit per seat whose face-up pile the card matches
                        for k in range(1, players):
                            o = (p + k) % players
                            if wlen[o] > 0 and values[won[o * CAP + wlen[o] - 1] >> 3] == v:
                                stolen += wlen[o]
                                piles_of |= 1 << o
                        if piles_of == 0:
                            break
                        if nord == 0:
                            nord = _snapshot(t, rules, piles, table, seen)
                        if not _decides(
                            policies[p], p, v, stolen, nord, t, rules, piles, table, seen
                        ):
                            break
                        _steal(p, card, piles_of, players, piles)
                        stole = True
                        if war == 0 and end_round:
                            break
                    if stole and first < 0:
                        first = p
                        if war == 0 and end_round:
                            break
                if war == 0:
                    if first >= 0 and end_round:
                        break  # the steal was the stealer's turn: nobody lays
                    nb = 0
                    for p in range(players):
                        if alive[p] == 1:
                            battle[nb] = p
                            nb += 1
                    if nb < 2:
                        break
                else:  # those of the war still in
                    n = 0
                    for b in range(nb):
                        if alive[battle[b]] == 1:
                            battle[n] = battle[b]
                            n += 1
                    nb = n
                for b in range(nb):  # each flips its card
                    t, s = _lay(battle[b], 1, 1, t, s, piles, table)
                    showing[battle[b]] = values[tcard[t - 1] >> 3]
                if nb == 1:
                    collector = battle[0]
                    break
                if nb > 1:
                    top, ntop, at = highest(showing, battle, nb)
                    if ntop == 1:
                        collector = at
                        break
                    nf = _i64(0)
                    for b in range(nb):
                        if showing[battle[b]] == top:
                            fighters[nf] = battle[b]
                            nf += 1
                    war += 1
                    nb, t, s = _war_down(nf, top, t, s, fighters, battle, rules, piles, table)
                if nb == 0:  # everyone out of the war at once, or every fighter stolen out
                    _give_back(t, draw, head, size, alive, tcard, tseat)
                    annulled = True
                    break
            if collector >= 0:
                nord = _collect_top(collector, t, nord, rules, piles, table, seen)
            wars += war
            if rounds == 1:
                first_wars = war
            # After the round (``Game._finish``): a seat with no card is out; the game ends?
            # (No position is looked for: keys and stamps None.)
            reason, winner = _ending(
                rounds, annulled, players, round_limit, safety_cap, _i64(0),
                draw, head, size, wlen, alive, None, None,
            )  # fmt: skip
        _record(
            g, players, rounds, winner, wars, first_wars,
            reason, size, wlen, rounds_out, winners_out, wars_out, first_out, reasons_out,
            counts_out,
        )  # fmt: skip


#: Inlined by numba (as the kernel's ``compiled.INLINE``): called every round with many arrays,
#: a call that cost about a third of a round; ``_lay`` stays a call (it cost little, and
#: inlining it at its four places made the first run compile longer).
INLINE = frozenset({"_collect_top"})

#: The functions of this module, callees first (the compiled build copies them in this order).
FUNCTIONS = (
    "_first_seen", "_snapshot", "_unseen", "_estimate", "_decides", "_steal", "_lay",
    "_war_down", "_collect_top", "_in_play", "play_steal",
)  # fmt: skip
