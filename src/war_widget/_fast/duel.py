"""The kernel's game loop for the commonest rules: two players, one card flipped, no peace.

Same source for plain Python and numba, under the rules of
:mod:`war_widget._fast.kernel` (read its module docs first).  Every preset
but one plays these rules (any face-down count, by rank too; every pick-up;
both shortage rules; a round limit), so this is the loop a notebook's first
simulation compiles.  It is :func:`war_widget._fast.two.play_two` with what
these rules allow taken out, and that keeps it small and quick:

* each seat's pile state (top, size, won cards) lives in local variables,
  not in arrays: the compiled loop keeps them in registers;
* a seat always holds a card at the start of a round (else the game is
  over), so a flip is one card and no check;
* the table keeps the cards, and who laid each in ``cards`` (free once the
  deal is done) for a war's fixed pick-up orders; an annulled round ends
  the game, where only the count per seat matters;
* the round without a tie (about 94 % of rounds) takes a short path of its own:
  flip, compare, the two cards under the winner's pile (a shuffle of two cards
  is one draw below 2), so the compiled loop keeps its registers; the winner's
  pile is chosen by value (``x if win0 else y``, which LLVM compiles without a
  jump), not by a branch that would be guessed wrong every other round: with
  it, a classic round took about a third longer;
* piles hold each card's worth (from ``values``), not the card, and with a
  position to compare, the worth above the card's bits (:data:`CARD_BITS`);
* the only helpers it calls are the generator's shuffle and, for rules that
  look for a repeated position, the watch of :mod:`.cycle` (Brent's cycle
  detection: a round compares the first pile's size with a saved position's
  in line, and calls the watch only when they agree, at a power of two or at
  an end; a game that repeats a position is dealt and played again up to the
  engine's end);
* the arrays it does not use are ``None``, and so are ``saved`` and
  ``history`` (the watch's positions and the sizes after each round) and
  ``won`` (the won piles) when the rules have no use for them: numba then leaves the code
  that uses them out of the compiled loop (``x is None`` on an argument is
  known when it compiles), so the classic rules compile the smallest loop,
  and rules with a won pile or a position check compile their own variant
  the first time they run (:func:`war_widget._fast.variant`);
* each pick-up compiles its own copy, where :data:`PICKUP` is a constant
  (:mod:`.compiled`): no pick-up is tested at run time.

:func:`fits` says which rules it plays; ``tests/test_simulate_engines*.py``
hold it (and :mod:`.two` over the same rules) to the engine game by game.
One long function on purpose: see the kernel's docs.
"""

from __future__ import annotations

from typing import Any

from ..arithmetic import (
    ALL_CARDS,
    GOES_ON,
    PICKUP_RANDOM_ORDER,
    PICKUP_SHUFFLED,
    PICKUP_WINNER_FIRST,
    beats,
    ending,
    is_short,
    out_of_war,
    refills,
    short_face_down,
    war_size,
    winner_first,
)
from ..cards import RANKS
from .cycle import (
    AGAIN,
    FROM_ROUND,
    FROM_WARS,
    LIMIT_ROUND,
    LIMIT_SIZE0,
    LIMIT_STANDS,
    LIMIT_WARS,
    MARK,
    PHASE,
    REPLAYING,
    START,
    TOP0,
    _fresh,
    _resume,
    _watch,
)
from .kernel import CAP, M64, MASK, PEACE_NEVER, Ints, _below, _i64, _shuffle, _u64
from .options import (
    OPT_FACE_DOWN,
    OPT_FEW_CARDS,
    OPT_FLIP,
    OPT_LOSE,
    OPT_PEACE,
    OPT_PICKUP,
    OPT_PLAYERS,
    OPT_ROUND_LIMIT,
    OPT_SAFETY_CAP,
)

#: The pick-up a compiled copy of :func:`play_duel` is built for (a ``PICKUP_`` code), or -1:
#: read it from the options.  A module constant is a constant to numba, so each pick-up's
#: copy (:mod:`.compiled`) tests no pick-up at run time: the branches of the others are gone.
PICKUP = -1
#: A card's bits (a card is ``rank * 8 + suit``, the highest rank a number card's) under its
#: worth in a pile that positions are compared in: ``worth << CARD_BITS | card``.
CARD_BITS = (RANKS * 8 - 1).bit_length()


def fits(options: Any) -> bool:
    """True when :func:`play_duel` plays these rule options: two players who flip one card
    each, never make peace and lay the whole war whatever they hold (``few_cards`` 0), with
    any pick-up."""
    two, one = options[OPT_PLAYERS] == 2, options[OPT_FLIP] == 1
    plain = options[OPT_PEACE] == PEACE_NEVER and options[OPT_FEW_CARDS] == 0
    return bool(two and one and plain)


def play_duel(
    first_seed: Any, games: int, deck: Ints, values: Ints, options: Ints,
    rounds_out: Ints, winners_out: Ints, wars_out: Ints, first_out: Ints, reasons_out: Ints,
    counts_out: Ints, cards: Ints, draw: Ints, won: Ints, head: Ints, size: Ints, wlen: Ints,
    alive: Ints, showing: Ints, battle: Ints, fighters: Ints, tcard: Ints, tseat: Ints,
    saved: Ints, history: Ints,
) -> None:  # fmt: skip
    """:func:`war_widget._fast.two.play_two` for the rules :func:`fits` accepts (same
    arguments and rows, but ``keys`` and ``stamps`` are :mod:`.cycle`'s ``saved`` and
    ``history``, None without a position check; ``head`` to ``fighters`` and ``tseat`` are
    None, ``won`` None without won piles)."""
    face_down = options[OPT_FACE_DOWN]
    lose = options[OPT_LOSE] == 1
    pickup = options[OPT_PICKUP] if PICKUP < 0 else PICKUP
    round_limit = options[OPT_ROUND_LIMIT]
    safety_cap = options[OPT_SAFETY_CAP]
    ncards = len(deck)
    dealt = ncards // 2
    # Without a position to compare, a card is only its worth: the piles hold worths (the
    # shuffles move them as they would move the cards), and a flip reads no table.  With
    # one, a card is its worth above the card (:data:`CARD_BITS`): positions compare as the
    # cards' would (two copies of a number card are the same card), its worth a shift away.
    worths = saved is None
    if saved is not None:
        _fresh(saved)
    g = first_wars = 0
    while g < games:  # a game that repeats a position is played again (AGAIN): see .cycle
        s = (first_seed + _u64(g)) & M64
        # The deal (engine ``Game.__init__``): seat 0 gets cards 0, 2, 4 ... of the shuffle.
        for k in range(ncards):
            worth = values[deck[k] >> 3]
            cards[k] = worth if worths else (worth << CARD_BITS) | deck[k]
        # ``_i64(0)``, not ``0``: numba would compile the shuffle anew for a literal 0.
        s = _shuffle(cards, _i64(0), ncards, s)
        for k in range(dealt):
            draw[k] = cards[2 * k]
            draw[CAP + k] = cards[2 * k + 1]
        h0 = h1 = w0 = w1 = _i64(0)  # top of each draw pile, cards in each won pile (as above)
        n0 = n1 = dealt  # cards in each draw pile
        # The watch for a repeated position (known when compiled: none in the loop without
        # it): the round it next wants to see, and the first pile's top card and size it
        # compares with, as one number (card << 6 | size).
        top0 = mark = -1
        rounds = wars = 0
        if saved is not None:
            history[0] = n0
            resume = saved[FROM_ROUND]  # a replay from a position before its window
            if saved[PHASE] == REPLAYING and 0 < resume <= saved[START]:
                n0 = _resume(saved, draw, 2 * dealt)
                n1 = 2 * dealt - n0
                rounds = resume
                wars = saved[FROM_WARS]
            if saved[MARK] <= rounds:  # a replay that keeps its first position
                _watch(GOES_ON, rounds, wars, draw, h0, n0, h1, n1, saved, history)
            top0 = saved[TOP0]
            mark = saved[MARK]
        if rounds == 0:  # (a replay from a later round keeps round 1's wars)
            first_wars = 0
        winner = reason = -1
        while reason < 0:
            # Rounds without a tie, back to back: the hot inner loop keeps its registers.
            while True:
                rounds += 1
                # Both flip: in line when both draw piles have a card, else as a war's move
                # with nothing face down (below), which turns an empty draw pile's won pile under.
                quick = n0 > 0 and n1 > 0
                if quick:
                    a = draw[h0]
                    b = draw[CAP + h1]
                    h0 = (h0 + 1) & MASK
                    h1 = (h1 + 1) & MASK
                    n0 -= 1
                    n1 -= 1
                    v0 = a if worths else a >> CARD_BITS
                    v1 = b if worths else b >> CARD_BITS
                    t = 2
                else:
                    t = v0 = v1 = 0
                if not quick or v0 == v1:
                    break
                # No tie (about 94 % of rounds): the winner takes both cards, in the table's
                # order, or shuffled: Fisher-Yates over two cards is one draw below 2.
                win0 = beats(v0, v1)
                swap = False
                if won is None and pickup == PICKUP_SHUFFLED:
                    s, keep = _below(s, 2)
                    swap = keep == 0
                elif pickup >= PICKUP_WINNER_FIRST:  # the winner's card first, or the loser's
                    coin = 0
                    if pickup == PICKUP_RANDOM_ORDER:
                        s, coin = _below(s, 2)
                    swap = winner_first(pickup, coin) != win0
                # The winner's pile chosen by value, not by a branch: the winner is a coin toss
                # that a branch would guess wrong about every other round.
                first = b if swap else a
                second = a if swap else b
                if won is not None:
                    at = w0 if win0 else CAP + w1
                    won[at] = first
                    won[at + 1] = second
                    w0 += 2 if win0 else 0
                    w1 += 0 if win0 else 2
                else:
                    base = 0 if win0 else CAP
                    end = h0 + n0 if win0 else h1 + n1
                    draw[base + (end & MASK)] = first
                    draw[base + ((end + 1) & MASK)] = second
                    n0 += 2 if win0 else 0
                    n1 += 0 if win0 else 2
                # The end of the round (engine ``_finish``), as after a war below.
                holding = (1 if n0 + w0 > 0 else 0) + (1 if n1 + w1 > 0 else 0)
                reason = ending(False, holding, rounds, round_limit, safety_cap)
                if saved is not None:  # a repeated position (pruned when compiled without)
                    history[rounds] = n0
                    same = (draw[h0] << 6 | n0) == top0
                    if same or rounds >= mark or reason != GOES_ON:
                        reason = _watch(reason, rounds, wars, draw, h0, n0, h1, n1, saved, history)
                        top0 = saved[TOP0]
                        mark = saved[MARK]
                if reason != GOES_ON:
                    break
            if reason == GOES_ON:  # this round is a tie, or a flip from a won pile
                round_wars = 0
                annulled = False
                lay = 0
                out0 = out1 = False
                if quick:  # both flipped, a tie
                    tcard[0] = a
                    tcard[1] = b
                cards[0] = 0  # who laid each card on the table (the deal is done with it)
                cards[1] = 1
                laid0 = laid1 = 1 if quick else 0  # cards each seat put on the table
                while True:
                    if not quick:  # each seat lays ``lay`` cards face down, then one up
                        for p in range(2):
                            base = p * CAP
                            if p == 0:
                                h = h0
                                n = n0
                                w = w0
                            else:
                                h = h1
                                n = n1
                                w = w1
                            held = n + w
                            up = 1
                            down = lay
                            if held == 0:
                                up = 0
                                down = 0
                            elif is_short(held, lay, 1):
                                if lose:
                                    up = 0
                                    down = held
                                else:
                                    down = short_face_down(held, 1)
                            start = t
                            # Face down, then up; each take first turns the won pile under when
                            # the draw pile is short (``Table.take``).
                            for step in range(2):
                                count = down if step == 0 else up
                                if count > 0:
                                    if won is not None:  # noqa: SIM102 (pruned when compiled)
                                        if refills(n, count, w):
                                            s = _shuffle(won, base, w, s)
                                            for k in range(w):
                                                draw[base + ((h + n + k) & MASK)] = won[base + k]
                                            n += w
                                            w = 0
                                    for _ in range(count):
                                        tcard[t] = draw[base + h]
                                        cards[t] = p
                                        t += 1
                                        h = (h + 1) & MASK
                                    n -= count
                            c = tcard[t - 1] if t > 0 else 0
                            v = c if worths else c >> CARD_BITS if t > 0 else 0
                            if p == 0:
                                h0 = h
                                n0 = n
                                w0 = w
                                v0 = v
                                out0 = up == 0
                                laid0 += t - start
                            else:
                                h1 = h
                                n1 = n
                                w1 = w
                                v1 = v
                                out1 = up == 0
                                laid1 += t - start
                    quick = False
                    if out0 or out1 or v0 != v1:
                        break
                    round_wars += 1
                    # A tie: a war (``Table.war``), unless everyone is out of cards.
                    lay = war_size(face_down, v0)
                    if out_of_war(n0 + w0, lay, 1, lose) and out_of_war(n1 + w1, lay, 1, lose):
                        annulled = True  # the cards go back
                        break
                if annulled:
                    n0 += laid0
                    n1 += laid1
                else:  # the winner takes the table (``Table.collect``)
                    collector = 1 if out0 else 0 if out1 else 0 if beats(v0, v1) else 1
                    base = collector * CAP
                    if collector == 0:
                        h = h0
                        n = n0
                        w = w0
                    else:
                        h = h1
                        n = n1
                        w = w1
                    if won is not None:  # pickup="won_pile"
                        for k in range(t):
                            won[base + w + k] = tcard[k]
                        w += t
                    else:
                        if pickup == PICKUP_SHUFFLED:
                            s = _shuffle(tcard, _i64(0), t, s)
                        if pickup >= PICKUP_WINNER_FIRST:  # ``Table.collect``, in order
                            coin = 0
                            if pickup == PICKUP_RANDOM_ORDER:
                                s, coin = _below(s, 2)
                            first = collector if winner_first(pickup, coin) else 1 - collector
                            j = n
                            for step in range(2):
                                seat = first if step == 0 else 1 - first
                                for k in range(t):
                                    if cards[k] == seat:
                                        draw[base + ((h + j) & MASK)] = tcard[k]
                                        j += 1
                        else:
                            for k in range(t):
                                draw[base + ((h + n + k) & MASK)] = tcard[k]
                        n += t
                    if collector == 0:
                        n0 = n
                        w0 = w
                    else:
                        n1 = n
                        w1 = w
                wars += round_wars
                if rounds == 1:
                    first_wars = round_wars
                # The end of the round (engine ``_finish``).
                holding = (1 if n0 + w0 > 0 else 0) + (1 if n1 + w1 > 0 else 0)
                reason = ending(annulled, holding, rounds, round_limit, safety_cap)
                if saved is not None:  # as after a round without a tie
                    history[rounds] = n0
                    same = (draw[h0] << 6 | n0) == top0
                    if same or rounds >= mark or reason != GOES_ON:
                        reason = _watch(reason, rounds, wars, draw, h0, n0, h1, n1, saved, history)
                        top0 = saved[TOP0]
                        mark = saved[MARK]
            if reason == ALL_CARDS:
                winner = 1 if n0 + w0 == 0 else 0
        if reason == AGAIN:
            continue  # the same game, dealt again
        if saved is not None and saved[PHASE] == LIMIT_STANDS:  # the counts at the limit
            rounds = saved[LIMIT_ROUND]
            wars = saved[LIMIT_WARS]
            n0 = saved[LIMIT_SIZE0]
            n1 = 2 * dealt - n0
        # Game ``g``'s row; a game not won with every card goes to whoever holds most.
        c0 = n0 + w0
        c1 = n1 + w1
        if reason != ALL_CARDS:
            winner = 0 if c0 > c1 else 1 if c1 > c0 else -1
        rounds_out[g] = rounds
        winners_out[g] = winner
        wars_out[g] = wars
        first_out[g] = first_wars
        reasons_out[g] = reason
        counts_out[2 * g] = c0
        counts_out[2 * g + 1] = c1
        if saved is not None:
            _fresh(saved)
        g += 1
