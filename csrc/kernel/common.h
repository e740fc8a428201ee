/* The kernel's common parts in C: the generator, piles over flat arrays, the rule arithmetic.
 *
 * The kernel's moves over flat arrays (`k_name`: the engine's table moves, once the Python
 * kernel's `_fast/kernel.py`, whose loops numba compiled or plain Python ran, retired by
 * issue 44 and kept in the history before it, commit 2dd8601), the twins of
 * src/war_widget/arithmetic.py (each `name` as `a_name`: read its docstrings for what each
 * means), with the option slots of src/war_widget/_fast/options.py (`OPT_*`) and the codes in
 * options.h, which tools/kernel_header.py writes from the Python, for the kernel compiled to
 * WebAssembly (wasm32, no libc).  The engine stays the reference: the differential tests
 * (tests/test_simulate_engines*.py ...) hold every loop to it game by game.
 *
 * The contract every file of the kernel follows (written when each C function was the twin
 * of a Python one, and kept: it is why the signatures look as they do):
 *  - arrays are `i64 *` (a Python None is NULL), whole numbers `i64`, Python bools `bool`;
 *  - the generator's state is a `u64` passed by pointer and updated in place: a Python
 *    function returning (s, x) or (x, s) returns x here, one returning only s returns void;
 *  - a Python function returning two other values returns the first and writes the second
 *    through a trailing `i64 *` (three values: two trailing pointers);
 *  - Python's floor division and modulo are floordiv / floormod below, wherever an operand
 *    can be negative; 64-bit sums and products that Python masks with `& M64` are done in
 *    u64, where C wraps around as the mask does (signed overflow is undefined in C).
 *
 * Where the contract does not fit the Python (the closest consistent rule, chosen here):
 *  - `len(deck)` has no C counterpart: a function that reads it (k_deal, and every game loop
 *    that calls it) takes the deck's length as an extra `i64 ndeck` right after `deck`;
 *  - k_seen reads `len(keys)`: every caller passes the set of positions run() makes,
 *    1 << SET_BITS slots, so that length is the constant here and the signature stays;
 *  - the set of positions holds u64 keys (numpy.uint64 when compiled): here an `i64 *`
 *    whose slots hold the keys' bits;
 *  - arithmetic.py's private `_RAZBOI_FACE` and `_RAZBOI_TOP` lose their underscore in
 *    options.h (a leading underscore and a capital is reserved in C);
 *  - Steal War's powers are arithmetic.power: k factors multiplied left to right, which
 *    rounds alike on every machine (no C library's pow(), whose last bits differ between
 *    glibc and musl).
 */
#ifndef WAR_KERNEL_COMMON_H
#define WAR_KERNEL_COMMON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Each float operation rounds on its own, as CPython's do: no fused multiply-add. */
#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

typedef int64_t i64;
typedef uint64_t u64;

/* -- Python's integer division ------------------------------------------------------------ */

/* a // b, rounding toward minus infinity (b != 0). */
static inline i64 floordiv(i64 a, i64 b) {
    i64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}

/* a % b, with the sign of b (b != 0). */
static inline i64 floormod(i64 a, i64 b) {
    i64 r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}

static inline i64 common_min(i64 a, i64 b) { return a < b ? a : b; }

/* -- the option slots and the rule arithmetic's constants --------------------------------- */

/* OPT_* (_fast/options.py), FACE_DOWN_BY_RANK, COMBINE_*, PICKUP_*, POLICY_*, STEAL_*, the
 * end reasons, RAZBOI_* ... (arithmetic.py), PEACE_*: generated, never written here. */
#include "options.h"

/* -- the kernel's constants (_fast/__init__.py's CAP and SET_BITS size its arrays) ---------- */

#define CAP 64
#define MASK (CAP - 1)
#define SET_BITS 18
/* Both true (numba's lean copies of the loops once set them false; C needs no such copies:
 * a loop that never meets an ordered pick-up or a peace never takes those paths). */
#define ORDERED_PICKUPS 1
#define PEACE_RULES 1

#define M64 UINT64_C(0xFFFFFFFFFFFFFFFF)
#define LOW32 UINT64_C(0xFFFFFFFF)
#define TWO32 UINT64_C(0x100000000)
#define GOLDEN UINT64_C(0x9E3779B97F4A7C15)
#define MIX1 UINT64_C(0xBF58476D1CE4E5B9)
#define MIX2 UINT64_C(0x94D049BB133111EB)
#define XXPRIME_1 UINT64_C(11400714785074694791)
#define XXPRIME_2 UINT64_C(14029467366897019727)
#define XXPRIME_5 UINT64_C(2870177450012600261)
#define XXLEN (UINT64_C(2870177450012600261) ^ UINT64_C(3527539))
#define MINUS_ONE_HASH UINT64_C(1546275796)

#define HASH_PRIME INT64_C(2147483647)
#define HASH_BASE INT64_C(1000003)
/* HASH_BASE ** k modulo HASH_PRIME, k = 0 .. CAP - 1 (tests/test_kernel_hash.py). */
static const i64 HASH_POWERS[CAP] = {
    1, 1000003, 1426104154, 1049561761, 1604566856, 1953433226,
    2061642598, 57298384, 1544709545, 1274554124, 633364108, 66148026,
    1433149184, 206851044, 1744706798, 1828017126, 777862745, 1404488248,
    1649104745, 1165208113, 2014147668, 880634293, 1135908413, 345644589,
    1690498176, 1973092481, 1162832078, 1088933145, 1141496910, 1106960586,
    511362668, 1101097070, 1755612077, 70289850, 773619593, 1667445264,
    81400643, 519562394, 1759132002, 280152192, 905803544, 1954073326,
    65952445, 1272574318, 801347224, 1072778093, 1560508135, 874758915,
    1255540471, 743533687, 1917082016, 1198281737, 194237446, 280324835,
    1750629713, 2000887445, 1329373849, 1707766314, 99407721, 1001203533,
    268255318, 1055517302, 43796701, 1050893185,
};

/* ========================================================================================= */
/* The rule arithmetic (arithmetic.py)                                                        */
/* ========================================================================================= */

static inline i64 a_war_size(i64 face_down, i64 tied) {
    if (face_down != FACE_DOWN_BY_RANK) return face_down;
    if (tied >= RAZBOI_TOP) return RAZBOI_FACE;
    return (tied < RAZBOI_FACE ? tied : RAZBOI_FACE) - 1;
}

static inline i64 a_war_face_down(i64 size, i64 held, i64 few_cards) {
    if (few_cards > 0 && held <= few_cards && size > FEW_CARDS_DOWN) return FEW_CARDS_DOWN;
    return size;
}

static inline i64 a_combine(i64 a, i64 b, i64 how) {
    if (how == COMBINE_SUM) return a + b;
    if (how == COMBINE_DIFFERENCE) return a > b ? a - b : b - a;
    return a * b;
}

static inline bool a_beats(i64 a, i64 b) { return a > b; }

static inline i64 a_contest(i64 value, bool lowest) {
    return lowest ? LOWEST_MIRROR - value : value;
}

/* Returns the new highest number; the new count through `count_out`. */
static inline i64 a_ranked(i64 value, i64 top, i64 count, i64 *count_out) {
    if (count == 0 || a_beats(value, top)) {
        *count_out = 1;
        return value;
    }
    if (value == top) {
        *count_out = count + 1;
        return top;
    }
    *count_out = count;
    return top;
}

/* Returns the highest number; how many seats show it, and the first that does, through the
 * trailing pointers. */
static inline i64 a_highest(i64 *showing, i64 *battle, i64 n, i64 *count_out, i64 *at_out) {
    i64 top = 0, count = 0, at = -1;
    for (i64 b = 0; b < n; b++) {
        i64 v = showing[battle[b]];
        top = a_ranked(v, top, count, &count);
        if (count == 1 && top == v) at = battle[b];
    }
    *count_out = count;
    *at_out = at;
    return top;
}

static inline i64 a_highest_pair(i64 *showing, i64 *battle, i64 n) {
    i64 tied = -1;
    for (i64 b = 0; b < n; b++) {
        i64 v = showing[battle[b]];
        for (i64 c = b + 1; c < n; c++) {
            if (showing[battle[c]] == v && v > tied) tied = v;
        }
    }
    return tied;
}

static inline bool a_refills(i64 drawable, i64 wanted, i64 won) {
    return won > 0 && drawable < (wanted > 1 ? wanted : 1);
}

static inline bool a_is_short(i64 held, i64 size, i64 flip) { return held < size + flip; }

static inline bool a_out_of_war(i64 held, i64 size, i64 flip, bool lose) {
    if (lose) return a_is_short(held, size, flip);
    return held == 0;
}

static inline i64 a_short_face_down(i64 held, i64 flip) { return held > flip ? held - flip : 0; }

static inline bool a_winner_first(i64 pickup, i64 coin) {
    return pickup == PICKUP_WINNER_FIRST || (pickup == PICKUP_RANDOM_ORDER && coin == 0);
}

static inline bool a_peace_drawn(i64 draw, i64 percent) { return draw < percent; }

static inline i64 a_ending(bool annulled, i64 alive, i64 rounds, i64 round_limit,
                           i64 safety_cap) {
    if (annulled) return ANNULLED;
    if (alive == 1) return ALL_CARDS;
    if (round_limit > 0 && rounds >= round_limit) return ROUND_LIMIT;
    if (rounds >= safety_cap) return SAFETY_CAP;
    return GOES_ON;
}

/* -- Steal War's policies ------------------------------------------------------------------ */

static inline i64 a_opponents(i64 players_in) { return players_in > 2 ? players_in - 1 : 1; }

static inline bool a_safer_top(i64 risk, i64 worth, i64 best_risk, i64 best_worth) {
    return risk < best_risk || (risk == best_risk && worth > best_worth);
}

static inline bool a_greedy_steals(i64 stolen, i64 theirs, i64 opponents) {
    return stolen > theirs + opponents;
}

/* x times itself, k factors left to right (k at least 1), as arithmetic.power. */
static inline double a_power(double x, i64 k) {
    double result = x;
    for (i64 i = 1; i < k; i++) result = result * x;
    return result;
}

/* Python's int / int of whole numbers below 2**53 is their doubles divided (CPython rounds
 * the exact quotient once, as IEEE division does). */
static inline double a_play_gain(i64 lower, i64 higher, i64 total, i64 opponents, i64 mine,
                                 i64 theirs) {
    if (total == 0) return 0.0;
    double win = a_power((double)lower / (double)total, opponents);
    double lose = 1.0 - a_power(1.0 - (double)higher / (double)total, opponents);
    double gained = win * (double)(theirs + opponents);
    double lost = lose * (double)(mine + 1);
    return gained - lost;
}

/* min(1.0, x) returns 1.0 unless x is below it (equal values are the same double). */
static inline double a_pile_risk(i64 matching, i64 total, i64 opponents, i64 size) {
    if (size == 0 || total == 0) return 0.0;
    double share = (double)(opponents * matching) / (double)total;
    double capped = share < 1.0 ? share : 1.0;
    return capped * (double)size;
}

/* Returns what stealing is worth; what playing is worth through `play_out`. */
static inline double a_steal_or_play(i64 stolen, double unknown, double steal_risk,
                                     double gain, double risk, double *play_out) {
    *play_out = gain - risk;
    return ((double)stolen + unknown) - steal_risk;
}

/* ========================================================================================= */
/* The kernel's parts (the engine's moves over arrays)                                        */
/* ========================================================================================= */

/* -- the generator (rng.py) ---------------------------------------------------------------- */

static inline i64 k_below(u64 *s, i64 n) {
    u64 nn = (u64)n;
    u64 st = *s;
    for (;;) {
        st += GOLDEN;
        u64 z = (st ^ (st >> 30)) * MIX1;
        z = (z ^ (z >> 27)) * MIX2;
        u64 m = ((z ^ (z >> 31)) >> 32) * nn;
        u64 low = m & LOW32;
        if (low >= nn || low >= (TWO32 - nn) % nn) {
            *s = st;
            return (i64)(m >> 32);
        }
    }
}

static inline void k_shuffle(i64 *items, i64 off, i64 n, u64 *s) {
    for (i64 i = n - 1; i > 0; i--) {
        i64 j = k_below(s, i + 1);
        i64 a = off + i;
        i64 b = off + j;
        i64 t = items[a];
        items[a] = items[b];
        items[b] = t;
    }
}

/* -- positions ----------------------------------------------------------------------------- */

static inline u64 k_lane(u64 acc, u64 lane) {
    acc = acc + lane * XXPRIME_2;
    acc = (acc << 31) | (acc >> 33);
    return acc * XXPRIME_1;
}

static inline u64 k_close(u64 acc, i64 length) {
    acc = acc + ((u64)length ^ XXLEN);
    if (acc == M64) return MINUS_ONE_HASH;
    return acc;
}

/* The cards are small and not negative, so the u64 of a card is the card (CPython hashes a
 * small int as itself). */
static inline u64 k_position(i64 *draw, i64 *head, i64 *size, i64 players) {
    u64 outer = XXPRIME_5;
    for (i64 p = 0; p < players; p++) {
        u64 inner = XXPRIME_5;
        i64 h = head[p];
        i64 n = size[p];
        for (i64 k = 0; k < n; k++) inner = k_lane(inner, (u64)draw[p * CAP + ((h + k) & MASK)]);
        outer = k_lane(outer, k_close(inner, n));
    }
    return k_close(outer, players);
}

static inline i64 k_fold(i64 x) { return (x & HASH_PRIME) + (x >> 31); }

static inline i64 k_pushed(i64 h, i64 card) { return k_fold(h * HASH_BASE + card + 1); }

static inline i64 k_popped(i64 h, i64 card, i64 rest) {
    return k_fold(h + (HASH_PRIME - 1 - card) * HASH_POWERS[rest]);
}

static inline u64 k_key(i64 h0, i64 h1) {
    i64 a = k_fold(h0);
    i64 b = k_fold(h1);
    a = a >= HASH_PRIME ? a - HASH_PRIME : a;
    b = b >= HASH_PRIME ? b - HASH_PRIME : b;
    return (u64)(a * HASH_PRIME + b);
}

static inline i64 k_moved(i64 p, i64 h, i64 before, i64 t, i64 *draw, i64 *head, i64 *size,
                          i64 *tcard, i64 *tseat) {
    i64 held = before;
    for (i64 k = 0; k < t; k++) {
        if (tseat[k] == p) {
            held -= 1;
            h = k_popped(h, tcard[k], held);
        }
    }
    i64 end = head[p] + size[p];
    for (i64 k = end - (size[p] - held); k < end; k++) h = k_pushed(h, draw[p * CAP + (k & MASK)]);
    return h;
}

/* `keys` has 1 << SET_BITS slots (see the top of this file), each a u64 key's bits. */
static inline bool k_seen(i64 *keys, i64 *stamps, i64 stamp, u64 key) {
    const i64 last = ((i64)1 << SET_BITS) - 1;
    i64 i = (i64)((key * GOLDEN) >> (64 - SET_BITS)) & last;
    while (stamps[i] == stamp) {
        if ((u64)keys[i] == key) return true;
        i = (i + 1) & last;
    }
    stamps[i] = stamp;
    keys[i] = (i64)key;
    return false;
}

/* -- the rare moves ------------------------------------------------------------------------ */

static inline void k_refill(i64 p, i64 *draw, i64 *head, i64 *size, i64 *won, i64 *wlen,
                            u64 *s) {
    i64 base = p * CAP;
    i64 n = wlen[p];
    k_shuffle(won, base, n, s);
    i64 end = head[p] + size[p];
    for (i64 k = 0; k < n; k++) draw[base + ((end + k) & MASK)] = won[base + k];
    size[p] += n;
    wlen[p] = 0;
}

/* Returns the new end of the table. */
static inline i64 k_take(i64 p, i64 n, i64 t, u64 *s, i64 *draw, i64 *head, i64 *size,
                         i64 *won, i64 *wlen, i64 *tcard, i64 *tseat) {
    if (won != NULL && a_refills(size[p], n, wlen[p])) k_refill(p, draw, head, size, won, wlen, s);
    i64 got = common_min(n, size[p]);
    i64 base = p * CAP;
    i64 h = head[p];
    for (i64 k = 0; k < got; k++) {
        tcard[t] = draw[base + h];
        tseat[t] = p;
        t += 1;
        h = (h + 1) & MASK;
    }
    head[p] = h;
    size[p] -= got;
    return t;
}

static inline void k_give_back(i64 t, i64 *draw, i64 *head, i64 *size, i64 *alive, i64 *tcard,
                               i64 *tseat) {
    for (i64 k = 0; k < t; k++) {
        i64 p = tseat[k];
        draw[p * CAP + ((head[p] + size[p]) & MASK)] = tcard[k];
        size[p] += 1;
        alive[p] = 1;
    }
}

static inline i64 k_seats(i64 *alive, i64 *battle, i64 players) {
    i64 nb = 0;
    for (i64 p = 0; p < players; p++) {
        if (alive[p] == 1) {
            battle[nb] = p;
            nb += 1;
        }
    }
    return nb;
}

static inline i64 k_shown(i64 *tcard, i64 start, i64 got, i64 *values, i64 how, bool worths) {
    i64 c = tcard[start];
    i64 v = worths ? c : values[c >> 3];
    if (got == 2) {
        c = tcard[start + 1];
        return a_combine(v, worths ? c : values[c >> 3], how);
    }
    return v;
}

/* A fighter's move in a war (Table.war), play_two's and play_games' alike: seat p, holding
 * cards, lays the war's face-down cards (`down`, fewer when short of them, all when a seat
 * short of a war loses its cards) and flips; a seat with no card, or one that lost its last
 * ones, is out (alive[p] = 0).  Returns the new end of the table.  In line always (a call
 * would cost play_games 15 % a round in wasmtime: measured). */
static inline __attribute__((always_inline)) i64 k_war_lay(
    i64 p, i64 down, i64 few_cards, i64 flip, bool lose, i64 t, u64 *s, i64 *draw, i64 *head,
    i64 *size, i64 *won, i64 *wlen, i64 *alive, i64 *showing, i64 *tcard, i64 *tseat,
    i64 *values, i64 how, bool worths) {
    const i64 held = size[p] + wlen[p];
    if (held == 0) {
        alive[p] = 0;
        return t;
    }
    const i64 mine = a_war_face_down(down, held, few_cards);
    i64 lay_down = mine;
    if (a_is_short(held, mine, flip)) {
        if (lose) {
            alive[p] = 0;
            return k_take(p, held, t, s, draw, head, size, won, wlen, tcard, tseat);
        }
        lay_down = a_short_face_down(held, flip);
    }
    if (lay_down > 0) t = k_take(p, lay_down, t, s, draw, head, size, won, wlen, tcard, tseat);
    const i64 start = t;
    t = k_take(p, flip, t, s, draw, head, size, won, wlen, tcard, tseat);
    showing[p] = k_shown(tcard, start, t - start, values, how, worths);
    return t;
}

/* `ndeck`: len(deck) (see the top of this file). */
static inline void k_deal(u64 *s, i64 players, i64 *deck, i64 ndeck, i64 *cards, i64 *draw,
                          i64 *head, i64 *size, i64 *wlen, i64 *alive, i64 *values,
                          bool worths) {
    i64 ncards = ndeck;
    for (i64 k = 0; k < ncards; k++) cards[k] = worths ? values[deck[k] >> 3] : deck[k];
    k_shuffle(cards, 0, ncards, s);
    for (i64 p = 0; p < players; p++) {
        head[p] = 0;
        size[p] = 0;
        wlen[p] = 0;
        alive[p] = 1;
    }
    for (i64 k = 0; k < (ncards / players) * players; k++) {
        i64 p = k % players;
        draw[p * CAP + size[p]] = cards[k];
        size[p] += 1;
    }
}

static inline i64 k_under(i64 p, i64 n, i64 t, i64 end, i64 base, i64 *draw, i64 *tcard,
                          i64 *tseat) {
    for (i64 k = 0; k < t; k++) {
        if (tseat[k] == p) {
            draw[base + ((end + n) & MASK)] = tcard[k];
            n += 1;
        }
    }
    return n;
}

static inline void k_ordered(i64 who, i64 t, i64 pickup, u64 *s, i64 players, i64 *draw,
                             i64 *head, i64 *size, i64 *tcard, i64 *tseat) {
    i64 coin = 0;
    if (pickup == PICKUP_RANDOM_ORDER) coin = k_below(s, 2);
    bool first = a_winner_first(pickup, coin);
    i64 base = who * CAP;
    i64 end = head[who] + size[who];
    i64 n = 0;
    if (first) n = k_under(who, n, t, end, base, draw, tcard, tseat);
    for (i64 p = 0; p < players; p++) {
        if (p != who) n = k_under(p, n, t, end, base, draw, tcard, tseat);
    }
    if (!first) n = k_under(who, n, t, end, base, draw, tcard, tseat);
    size[who] += t;
}

static inline void k_collect(i64 who, i64 t, i64 pickup, u64 *s, i64 players, i64 *draw,
                             i64 *head, i64 *size, i64 *won, i64 *wlen, i64 *tcard,
                             i64 *tseat) {
    if (ORDERED_PICKUPS && pickup >= PICKUP_WINNER_FIRST) {
        k_ordered(who, t, pickup, s, players, draw, head, size, tcard, tseat);
        return;
    }
    i64 base = who * CAP;
    if (won != NULL && pickup == PICKUP_WON_PILE) {
        i64 n = wlen[who];
        for (i64 k = 0; k < t; k++) won[base + n + k] = tcard[k];
        wlen[who] = n + t;
        return;
    }
    if (pickup == PICKUP_SHUFFLED) k_shuffle(tcard, 0, t, s);
    i64 end = head[who] + size[who];
    for (i64 k = 0; k < t; k++) draw[base + ((end + k) & MASK)] = tcard[k];
    size[who] += t;
}

/* Returns the end reason (or -1); the winner (or -1) through `winner_out`. */
static inline i64 k_ending(i64 rounds, bool annulled, i64 players, i64 round_limit,
                           i64 safety_cap, i64 stamp, i64 *draw, i64 *head, i64 *size,
                           i64 *wlen, i64 *alive, i64 *keys, i64 *stamps, i64 *winner_out) {
    i64 nalive = 0;
    i64 last = -1;
    for (i64 p = 0; p < players; p++) {
        if (alive[p] == 1) {
            if (size[p] + wlen[p] == 0) {
                alive[p] = 0;
            } else {
                nalive += 1;
                last = p;
            }
        }
    }
    i64 reason = a_ending(annulled, nalive, rounds, round_limit, safety_cap);
    if (reason != GOES_ON) {
        *winner_out = reason == ALL_CARDS ? last : -1;
        return reason;
    }
    *winner_out = -1;
    if (keys != NULL && k_seen(keys, stamps, stamp, k_position(draw, head, size, players)))
        return REPEATED_POSITION;
    return -1;
}

static inline void k_record(i64 g, i64 players, i64 rounds, i64 winner, i64 wars,
                            i64 first_wars, i64 reason, i64 *size, i64 *wlen, i64 *rounds_out,
                            i64 *winners_out, i64 *wars_out, i64 *first_out, i64 *reasons_out,
                            i64 *counts_out) {
    i64 best = -1;
    i64 leaders = 0;
    for (i64 p = 0; p < players; p++) {
        i64 c = size[p] + wlen[p];
        counts_out[g * players + p] = c;
        if (c > best) {
            best = c;
            leaders = 1;
            if (reason != ALL_CARDS) winner = p;
        } else if (c == best) {
            leaders += 1;
        }
    }
    if (reason != ALL_CARDS && leaders > 1) winner = -1;
    rounds_out[g] = rounds;
    winners_out[g] = winner;
    wars_out[g] = wars;
    first_out[g] = first_wars;
    reasons_out[g] = reason;
}

#endif /* WAR_KERNEL_COMMON_H */
/* READY: the contract's names are all here */
