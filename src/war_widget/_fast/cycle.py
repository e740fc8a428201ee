"""The duel loop's watch for a repeated position: Brent's cycle detection, then a replay.

Under a fixed pick-up order with no peace nothing is left to chance after the
deal: the position after a round (both draw piles, card by card; the table is
empty and there are no won piles) decides the next one.  So the positions of a
game run ``x0`` (the deal), ``x1``, ... and, once one repeats, go round a cycle
for ever: ``x(i) == x(i + length)`` for every ``i`` from ``mu`` on.  The engine
ends the game the first time a position repeats (round ``mu + length``, which
repeats round ``mu``), unless an end reason comes first or at the same round
(:func:`war_widget.arithmetic.ending`).  The duel loop finds that round exactly,
with no hash and no set of positions (so no collision can part it from the
engine), in three phases kept in the header of ``saved``:

* **looking** (Brent): one saved position, copied at rounds 256, 512, 1024, ...
  (:data:`FIRST_SAVE`); each round compares its position with it, cheapest
  first (the loop tests the first pile's top card and size in line, as one
  number, :func:`_same` the rest).  A match at round ``r``
  with the position of round ``p`` gives the cycle's ``length = r - p`` (the
  first return to a position of the cycle) and ``p >= mu``.
* **replaying**: the game is played again (:data:`AGAIN`), from the position
  Brent's saved position replaced when that comes before the window below (its
  round and wars kept with it: :func:`_resume`), else from the deal.  The loop
  writes the first pile's size after every round into ``history``; a round
  ``i`` of the cycle has the size of round ``i + length``, so the first round
  from which the sizes agree up to ``p`` (:func:`_found`) is at most ``mu``, and
  almost always ``mu`` itself (two different positions before ``mu`` rarely share
  sizes for long).  The replay keeps the positions of the :data:`WINDOW` rounds
  from there and compares each of them with the one ``length`` rounds later:
  the first match is the engine's end, round ``mu + length``, and every count of
  the row (rounds, wars, cards) is the replay's own at that round.  No match: the
  window moves on and the game is played again.  A round limit or the safety cap
  reached first ends the replay there, as in the engine.
* **past a limit**: a round limit or the safety cap at round ``L`` while looking
  ends the game only if no position repeated before ``L``.  If one did, the
  position of ``L`` is in the cycle, whose length is below ``L``: the loop saves
  it, plays on past the limit and looks for it again for up to ``L`` rounds.
  Found: the replay decides (it ends at ``mu + length`` or at ``L``).  Not
  found, or the game ends on the way: the limit stands (the counts of round
  ``L`` kept in the header).

Looking costs a round one comparison (the top card and size as one number) and
one write; the copies at powers of two are a few a game, and the replay is paid
only by games that repeat a position: they are played past their end until
Brent's saved position comes round again, then again up to their end from the
position saved before it (krig and wojna, where a third of the games repeat,
play about 1.34 times the rounds they report; see the README).  These are plain
functions of the kernel's kind (see :mod:`.kernel`), compiled with it.
"""

from __future__ import annotations

from ..arithmetic import GOES_ON, REPEATED_POSITION, ROUND_LIMIT, SAFETY_CAP
from .kernel import CAP, MASK, Ints

#: What :func:`_watch` returns for "deal this game again and replay it" (no end reason's code).
AGAIN = 9
#: The phases (header slot ``PHASE``).
LOOKING, PAST_LIMIT, REPLAYING, LIMIT_STANDS = 0, 1, 2, 3
#: The header slots of ``saved``: the phase; the first pile's size in the saved position
#: (-1: none to compare) and its top card with it (``card << 6 | size``); the next round
#: :func:`_watch` must see; the saved position's round, the cycle's length, the replay's
#: first kept round; the limit reached (round, reason, wars, first pile's size).
PHASE, SIZE0, TOP0, MARK, SINCE, LENGTH, START = 0, 1, 2, 3, 4, 5, 6
LIMIT_ROUND, LIMIT_REASON, LIMIT_WARS, LIMIT_SIZE0 = 7, 8, 9, 10
#: The wars by Brent's saved position, and by the one saved before it (its round: -1, none;
#: its position in slot :data:`PREVIOUS`); a replay's first round and wars (0: the deal).
SAVED_WARS, PREVIOUS_ROUND, PREVIOUS_WARS, FROM_ROUND, FROM_WARS = 11, 12, 13, 14, 15
HEADER = 16
#: The first round Brent's position is saved at (then 512, 1024, ...): no copies in the
#: first rounds, which most games that end by a repeat are far past, and none at all in
#: most games under winner_first or loser_first (about 200 rounds).
FIRST_SAVE = 256
#: Positions a replay keeps (rounds compared with the same rounds a cycle later).
WINDOW = 8
#: Slots of a kept position: the first pile's size, then both piles' cards (at most 54).
SLOT = CAP
#: The slot of the position Brent's saved position replaced (slot 0: Brent's; 1 to WINDOW:
#: the replay's).
PREVIOUS = WINDOW + 1


def saved_size() -> int:
    """The length of ``saved``: the header, Brent's position, the replay's window, the
    position Brent's replaced."""
    return HEADER + (2 + WINDOW) * SLOT


def history_size(safety_cap: int) -> int:
    """The length of ``history``: a size per round, past a limit up to twice the cap."""
    return 2 * safety_cap + 2


def _fresh(saved: Ints) -> None:
    """A new game: looking, nothing saved yet."""
    saved[PHASE] = LOOKING
    saved[SIZE0] = saved[TOP0] = saved[PREVIOUS_ROUND] = -1
    saved[MARK] = FIRST_SAVE


def _store(slot: int, saved: Ints, draw: Ints, h0: int, n0: int, h1: int, n1: int) -> None:
    """The position (both draw piles, top first) into ``slot``; slot 0's size and top card
    into the header too (for the loop's quick test)."""
    at = HEADER + slot * SLOT
    saved[at] = n0
    if slot == 0:
        saved[SIZE0] = n0
        saved[TOP0] = draw[h0 & MASK] << 6 | n0
    at += 1
    for k in range(n0):
        saved[at + k] = draw[(h0 + k) & MASK]
    at += n0
    for k in range(n1):
        saved[at + k] = draw[CAP + ((h1 + k) & MASK)]


def _same(slot: int, saved: Ints, draw: Ints, h0: int, n0: int, h1: int, n1: int) -> bool:
    """The position is the one in ``slot``, card by card (first mismatch: False)."""
    at = HEADER + slot * SLOT
    if saved[at] != n0:
        return False
    at += 1
    for k in range(n0):
        if saved[at + k] != draw[(h0 + k) & MASK]:
            return False
    at += n0
    for k in range(n1):  # noqa: SIM110 (a loop, which numba compiles: no generator)
        if saved[at + k] != draw[CAP + ((h1 + k) & MASK)]:
            return False
    return True


def _found(saved: Ints, history: Ints, since: int, length: int) -> int:
    """A cycle of ``length`` rounds holds the position of round ``since``: replay from the
    first round whose sizes agree with a cycle later's all the way to ``since``; AGAIN."""
    start = since
    while start > 0 and history[start - 1] == history[start - 1 + length]:
        start -= 1
    saved[PHASE] = REPLAYING
    saved[LENGTH] = length
    saved[START] = start
    saved[SIZE0] = saved[TOP0] = -1
    saved[MARK] = start
    # From the position Brent's replaced, when it comes before: not played twice.
    previous = saved[PREVIOUS_ROUND]
    saved[FROM_ROUND] = previous if 0 <= previous <= start else 0
    saved[FROM_WARS] = saved[PREVIOUS_WARS] if 0 <= previous <= start else 0
    return AGAIN


def _resume(saved: Ints, draw: Ints, held: int) -> int:
    """The position a replay starts from (``saved[FROM_ROUND]``), back in the draw piles
    (tops at 0; ``held`` cards in both); the first pile's size."""
    at = HEADER + PREVIOUS * SLOT
    n0 = saved[at]
    at += 1
    for k in range(n0):
        draw[k] = saved[at + k]
    at += n0
    for k in range(held - n0):
        draw[CAP + k] = saved[at + k]
    return n0  # type: ignore[no-any-return]


def _replaying(
    reason: int, rounds: int, draw: Ints, h0: int, n0: int, h1: int, n1: int, saved: Ints
) -> int:
    """A replayed round's end: the first position that repeats the window's, a cycle later,
    is the engine's end (REPEATED_POSITION); the window past without one: AGAIN."""
    if reason != GOES_ON:  # a limit or the cap first: the engine stops there too
        return reason
    length = saved[LENGTH]
    start = saved[START]
    later = rounds - length - start  # the kept round this one may repeat
    if 0 <= later < WINDOW and _same(1 + later, saved, draw, h0, n0, h1, n1):
        return REPEATED_POSITION
    if 0 <= rounds - start < WINDOW:
        _store(1 + rounds - start, saved, draw, h0, n0, h1, n1)
    if later >= WINDOW - 1:  # mu is past the window: keep the next rounds, from the deal
        saved[START] = start + WINDOW
        saved[MARK] = start + WINDOW
        return AGAIN
    nxt = rounds + 1  # the next round to keep or to compare
    if nxt < start:
        nxt = start
    elif start + WINDOW <= nxt < start + length:
        nxt = start + length
    saved[MARK] = nxt
    return GOES_ON


def _past_limit(
    reason: int, rounds: int, wars: int, draw: Ints, h0: int, n0: int, h1: int, n1: int,
    saved: Ints,
) -> None:  # fmt: skip
    """A round limit or the cap (``reason``) while looking: keep this round's counts, save
    its position, and play on without the limit for as many rounds again."""
    saved[PHASE] = PAST_LIMIT
    saved[LIMIT_ROUND] = rounds
    saved[LIMIT_REASON] = reason
    saved[LIMIT_WARS] = wars
    saved[LIMIT_SIZE0] = n0
    _store(0, saved, draw, h0, n0, h1, n1)
    saved[SINCE] = rounds
    saved[MARK] = 2 * rounds


def _watch(
    reason: int, rounds: int, wars: int, draw: Ints, h0: int, n0: int, h1: int, n1: int,
    saved: Ints, history: Ints,
) -> int:  # fmt: skip
    """The end of round ``rounds`` as the engine decides it (``reason``: the end reasons
    before a repeated position), for a loop that wrote the first pile's size in ``history``
    and calls this when the first pile's top card and size are the saved position's
    (``saved[TOP0]``), at round ``saved[MARK]`` or later, and at an end.  Returns the
    round's end reason, GOES_ON or AGAIN (see the module docs)."""
    phase = saved[PHASE]
    if phase == REPLAYING:
        return _replaying(reason, rounds, draw, h0, n0, h1, n1, saved)
    if reason != GOES_ON:
        limit = reason in (ROUND_LIMIT, SAFETY_CAP)
        if phase == LOOKING and limit:
            _past_limit(reason, rounds, wars, draw, h0, n0, h1, n1, saved)
            return GOES_ON
        if phase == LOOKING:
            return reason
        if not limit:  # past a limit, the game ended on the way: no cycle, the limit stands
            saved[PHASE] = LIMIT_STANDS
            return saved[LIMIT_REASON]  # type: ignore[no-any-return]
    if n0 == saved[SIZE0] and _same(0, saved, draw, h0, n0, h1, n1):
        return _found(saved, history, saved[SINCE], rounds - saved[SINCE])
    if rounds >= saved[MARK]:
        if phase == PAST_LIMIT:  # L rounds past the limit without its position again
            saved[PHASE] = LIMIT_STANDS
            return saved[LIMIT_REASON]  # type: ignore[no-any-return]
        if saved[SIZE0] >= 0:  # the position it replaces, kept for a replay
            for k in range(SLOT):
                saved[HEADER + PREVIOUS * SLOT + k] = saved[HEADER + k]
            saved[PREVIOUS_ROUND] = saved[SINCE]
            saved[PREVIOUS_WARS] = saved[SAVED_WARS]
        _store(0, saved, draw, h0, n0, h1, n1)
        saved[SINCE] = rounds
        saved[SAVED_WARS] = wars
        saved[MARK] = 2 * rounds
    return GOES_ON


#: The functions of this module, callees first (the compiled build copies them in this order).
FUNCTIONS = (
    "_fresh", "_store", "_same", "_found", "_resume", "_replaying", "_past_limit", "_watch",
)  # fmt: skip
