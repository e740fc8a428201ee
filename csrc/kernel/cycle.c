/* The duel loop's watch for a repeated position: Brent's cycle detection, then a replay.
 *
 * Once the translation of src/war_widget/_fast/cycle.py (each `_name` as `c_name`; retired
 * by issue 44 with the Python loops, in the history before it, commit 2dd8601), under
 * the rules of common.h.
 *
 * Under a fixed pick-up order with no peace nothing is left to chance after the deal: the
 * position after a round (both draw piles, card by card) decides the next one.  So the
 * positions of a game run x0 (the deal), x1, ... and, once one repeats, go round a cycle for
 * ever: x(i) == x(i + length) for every i from mu on.  The engine ends the game the first
 * time a position repeats (round mu + length), unless an end reason comes first or at the
 * same round (arithmetic.ending).  The duel loop finds that round exactly, with no hash (so
 * no collision can part it from the engine), in three phases kept in the header of `saved`:
 *  - looking (Brent): one saved position, copied at rounds 256, 512, 1024, ... (FIRST_SAVE);
 *    each round compares its position with it, cheapest first (the loop tests the first
 *    pile's top card and size in line, as one number; c_same the rest).  A match at round r
 *    with the position of round p gives the cycle's length = r - p and p >= mu;
 *  - replaying: the game is played again (AGAIN), from the position Brent's saved position
 *    replaced when that comes before the window below (its round and wars kept with it:
 *    c_resume), else from the deal.  The loop writes the first pile's size after every
 *    round into `history`; the first round from which the sizes agree with those `length`
 *    rounds later up to p (c_found) is at most mu, almost always mu itself.  The replay
 *    keeps the positions of the WINDOW rounds from there and compares each with the one
 *    `length` rounds later: the first match is the engine's end, and every count of the row
 *    is the replay's own at that round.  No match: the window moves on, the game is played
 *    again.  A round limit or the safety cap reached first ends the replay there;
 *  - past a limit: a round limit or the safety cap at round L while looking ends the game
 *    only if no position repeated before L.  If one did, the position of L is in the cycle:
 *    the loop saves it, plays on past the limit and looks for it again for up to L rounds.
 *    Found: the replay decides.  Not found, or the game ends on the way: the limit stands
 *    (the counts of round L kept in the header).
 *
 * `saved` and `history` are the duel loop's arrays (their lengths: _fast.work_sizes, which
 * keeps HEADER, WINDOW and SLOT's figures); the constants below keep the Python names.
 *
 * This file is included by duel.c, which calls it, and by entry.c before duel.c: the guard
 * below keeps it to one copy in a translation unit.
 */
#ifndef WAR_KERNEL_CYCLE_C
#define WAR_KERNEL_CYCLE_C

#include "common.h"

/* What c_watch returns for "deal this game again and replay it" (no end reason's code). */
#define AGAIN 9
/* The phases (header slot PHASE). */
#define LOOKING 0
#define PAST_LIMIT 1
#define REPLAYING 2
#define LIMIT_STANDS 3
/* The header slots of `saved` (see the top of this file). */
#define PHASE 0
#define SIZE0 1
#define TOP0 2
#define MARK 3
#define SINCE 4
#define LENGTH 5
#define START 6
#define LIMIT_ROUND 7
#define LIMIT_REASON 8
#define LIMIT_WARS 9
#define LIMIT_SIZE0 10
#define SAVED_WARS 11
#define PREVIOUS_ROUND 12
#define PREVIOUS_WARS 13
#define FROM_ROUND 14
#define FROM_WARS 15
#define HEADER 16
/* The first round Brent's position is saved at (then 512, 1024, ...). */
#define FIRST_SAVE 256
/* Positions a replay keeps (rounds compared with the same rounds a cycle later). */
#define WINDOW 8
/* Slots of a kept position: the first pile's size, then both piles' cards (at most 54). */
#define SLOT CAP
/* The slot of the position Brent's saved position replaced. */
#define PREVIOUS (WINDOW + 1)

/* The length of `saved` and of `history` (_fast.work_sizes makes them so). */
static inline i64 c_saved_size(void) { return HEADER + (2 + WINDOW) * SLOT; }
static inline i64 c_history_size(i64 safety_cap) { return 2 * safety_cap + 2; }

static inline void c_fresh(i64 *saved) {
    saved[PHASE] = LOOKING;
    saved[SIZE0] = saved[TOP0] = saved[PREVIOUS_ROUND] = -1;
    saved[MARK] = FIRST_SAVE;
}

static inline void c_store(i64 slot, i64 *saved, i64 *draw, i64 h0, i64 n0, i64 h1, i64 n1) {
    i64 at = HEADER + slot * SLOT;
    saved[at] = n0;
    if (slot == 0) {
        saved[SIZE0] = n0;
        saved[TOP0] = draw[h0 & MASK] << 6 | n0;
    }
    at += 1;
    for (i64 k = 0; k < n0; k++) saved[at + k] = draw[(h0 + k) & MASK];
    at += n0;
    for (i64 k = 0; k < n1; k++) saved[at + k] = draw[CAP + ((h1 + k) & MASK)];
}

static inline bool c_same(i64 slot, i64 *saved, i64 *draw, i64 h0, i64 n0, i64 h1, i64 n1) {
    i64 at = HEADER + slot * SLOT;
    if (saved[at] != n0) return false;
    at += 1;
    for (i64 k = 0; k < n0; k++) {
        if (saved[at + k] != draw[(h0 + k) & MASK]) return false;
    }
    at += n0;
    for (i64 k = 0; k < n1; k++) {
        if (saved[at + k] != draw[CAP + ((h1 + k) & MASK)]) return false;
    }
    return true;
}

static inline i64 c_found(i64 *saved, i64 *history, i64 since, i64 length) {
    i64 start = since;
    while (start > 0 && history[start - 1] == history[start - 1 + length]) start -= 1;
    saved[PHASE] = REPLAYING;
    saved[LENGTH] = length;
    saved[START] = start;
    saved[SIZE0] = saved[TOP0] = -1;
    saved[MARK] = start;
    /* From the position Brent's replaced, when it comes before: not played twice. */
    i64 previous = saved[PREVIOUS_ROUND];
    bool before = 0 <= previous && previous <= start;
    saved[FROM_ROUND] = before ? previous : 0;
    saved[FROM_WARS] = before ? saved[PREVIOUS_WARS] : 0;
    return AGAIN;
}

static inline i64 c_resume(i64 *saved, i64 *draw, i64 held) {
    i64 at = HEADER + PREVIOUS * SLOT;
    i64 n0 = saved[at];
    at += 1;
    for (i64 k = 0; k < n0; k++) draw[k] = saved[at + k];
    at += n0;
    for (i64 k = 0; k < held - n0; k++) draw[CAP + k] = saved[at + k];
    return n0;
}

static inline i64 c_replaying(i64 reason, i64 rounds, i64 *draw, i64 h0, i64 n0, i64 h1, i64 n1,
                              i64 *saved) {
    if (reason != GOES_ON) return reason; /* a limit or the cap first: the engine stops too */
    i64 length = saved[LENGTH];
    i64 start = saved[START];
    i64 later = rounds - length - start; /* the kept round this one may repeat */
    if (0 <= later && later < WINDOW && c_same(1 + later, saved, draw, h0, n0, h1, n1))
        return REPEATED_POSITION;
    if (0 <= rounds - start && rounds - start < WINDOW)
        c_store(1 + rounds - start, saved, draw, h0, n0, h1, n1);
    if (later >= WINDOW - 1) { /* mu is past the window: keep the next rounds, from the deal */
        saved[START] = start + WINDOW;
        saved[MARK] = start + WINDOW;
        return AGAIN;
    }
    i64 nxt = rounds + 1; /* the next round to keep or to compare */
    if (nxt < start) {
        nxt = start;
    } else if (start + WINDOW <= nxt && nxt < start + length) {
        nxt = start + length;
    }
    saved[MARK] = nxt;
    return GOES_ON;
}

static inline void c_past_limit(i64 reason, i64 rounds, i64 wars, i64 *draw, i64 h0, i64 n0,
                                i64 h1, i64 n1, i64 *saved) {
    saved[PHASE] = PAST_LIMIT;
    saved[LIMIT_ROUND] = rounds;
    saved[LIMIT_REASON] = reason;
    saved[LIMIT_WARS] = wars;
    saved[LIMIT_SIZE0] = n0;
    c_store(0, saved, draw, h0, n0, h1, n1);
    saved[SINCE] = rounds;
    saved[MARK] = 2 * rounds;
}

/* Rare by design (a few calls a game, see the top of this file): kept out of line, so that the duel
 * loop's hot path keeps its registers. */
static __attribute__((noinline)) i64 c_watch(i64 reason, i64 rounds, i64 wars, i64 *draw, i64 h0,
                                             i64 n0, i64 h1, i64 n1, i64 *saved,
                                             i64 *history) {
    i64 phase = saved[PHASE];
    if (phase == REPLAYING) return c_replaying(reason, rounds, draw, h0, n0, h1, n1, saved);
    if (reason != GOES_ON) {
        bool limit = reason == ROUND_LIMIT || reason == SAFETY_CAP;
        if (phase == LOOKING && limit) {
            c_past_limit(reason, rounds, wars, draw, h0, n0, h1, n1, saved);
            return GOES_ON;
        }
        if (phase == LOOKING) return reason;
        if (!limit) { /* past a limit, the game ended on the way: no cycle, the limit stands */
            saved[PHASE] = LIMIT_STANDS;
            return saved[LIMIT_REASON];
        }
    }
    if (n0 == saved[SIZE0] && c_same(0, saved, draw, h0, n0, h1, n1))
        return c_found(saved, history, saved[SINCE], rounds - saved[SINCE]);
    if (rounds >= saved[MARK]) {
        if (phase == PAST_LIMIT) { /* L rounds past the limit without its position again */
            saved[PHASE] = LIMIT_STANDS;
            return saved[LIMIT_REASON];
        }
        if (saved[SIZE0] >= 0) { /* the position it replaces, kept for a replay */
            for (i64 k = 0; k < SLOT; k++) saved[HEADER + PREVIOUS * SLOT + k] = saved[HEADER + k];
            saved[PREVIOUS_ROUND] = saved[SINCE];
            saved[PREVIOUS_WARS] = saved[SAVED_WARS];
        }
        c_store(0, saved, draw, h0, n0, h1, n1);
        saved[SINCE] = rounds;
        saved[SAVED_WARS] = wars;
        saved[MARK] = 2 * rounds;
    }
    return GOES_ON;
}

#endif /* WAR_KERNEL_CYCLE_C */
