/* The kernel's game loop for the commonest rules: two players, one card flipped, no peace.
 *
 * Once the translation of src/war_widget/_fast/duel.py (numba's and plain Python's loop,
 * retired by issue 44; in the history before it, commit 2dd8601), under the rules
 * of common.h.  Every preset but one plays these rules, so it is play_two (two.c) with what
 * they allow taken out:
 *  - each seat's pile state (top, size, won cards) lives in local variables, not arrays;
 *  - a seat always holds a card at the start of a round (else the game is over), so a flip
 *    is one card and no check;
 *  - the table keeps the cards, and who laid each in `cards` (free once the deal is done)
 *    for a war's fixed pick-up orders; an annulled round ends the game;
 *  - the round without a tie (about 94 % of rounds) takes a short path (duel_rounds): flip,
 *    compare, the two cards under the winner's pile (a shuffle of two cards is one draw
 *    below 2), the winner's pile chosen by value, not by a branch guessed wrong every other
 *    round;
 *  - piles hold each card's worth (from `values`), or with a position to compare the worth
 *    above the card's bits (`worth << CARD_BITS | card`), watched by cycle.c;
 *  - the loop takes the deck's length, `ndeck`, right after `deck` (common.h);
 *  - the loop's body is one `static inline`
 *    function, duel_body, with the pick-up and whether there are won piles and positions as
 *    its first parameters; DUEL_COPY makes one function of it per combination _fast.run()
 *    makes (won piles exactly under pickup="won_pile", positions or not), with constants, so
 *    no pick-up is tested at run time, and play_duel calls the rules' copy, or duel_body with
 *    the values read at run time for anything else (the same games, only slower);
 *  - the rounds without a tie are a step of their own, duel_rounds, a function of its own
 *    in each copy: wasmtime's compiler (Cranelift) kept the long loop's piles and round in
 *    memory, between the wars' and the watch's values; alone, they stay in registers
 *    (measured with `perf record` and wasmtime's jitdump: table order 1.5-1.7x numba's time
 *    a round before, 1.15-1.2x after, benchmarks/wasm_kernel.py).
 *
 * Arrays the host passes as None are NULL here: head .. fighters and tseat always; won
 * without won piles; saved and history (cycle.c's) without a position check.
 */
#include "common.h"
#include "cycle.c"

/* A card's bits under its worth in a pile that positions are compared in (every card of
 * every deck fits: tests/test_kernel_cycle.py). */
#define CARD_BITS 10

/* The hot loop's state, handed to duel_rounds and back (see there). */
typedef struct {
    i64 h0, h1, n0, n1, w0, w1; /* top of each draw pile, cards in it, cards in each won pile */
    i64 a, b, v0, v1, t;        /* the flipped cards, their worths, the cards on the table */
    i64 rounds, top0, next;     /* the round, the watch's top card and size, next (below) */
    u64 s;                      /* the generator */
    bool quick;                 /* both flipped in line (else a war's move flips) */
} duel_state;

/* Rounds without a tie, back to back, until one needs a closer look: returns false before a
 * round's pick-up when it is a tie or a draw pile is empty (`quick` says which), true after
 * a round's pick-up when a pile is out of cards, the round is `next` (a limit, the cap or
 * the watch's mark) or the first pile looks as it did at the watch's saved round.  Its own
 * function (duel_body calls it through one of DUEL_COPY's, never in line): with nothing
 * else in it, Cranelift keeps every value it touches in registers, where in the long
 * function it kept the piles and the round on the stack (see the top of this file). */
static inline __attribute__((always_inline)) bool duel_rounds(
    i64 pickup, bool has_won, bool has_saved, duel_state *st, i64 *draw, i64 *won,
    i64 *history)
{
    const bool worths = !has_saved;
    i64 h0 = st->h0, h1 = st->h1, n0 = st->n0, n1 = st->n1, w0 = st->w0, w1 = st->w1;
    i64 rounds = st->rounds;
    const i64 top0 = st->top0, next = st->next;
    u64 s = st->s;
    i64 a = 0, b = 0, v0 = 0, v1 = 0;
    bool quick, look = false;
    for (;;) {
        rounds += 1;
        /* Both flip: in line when both draw piles have a card, else as a war's move with
         * nothing face down (duel_body), which turns an empty draw pile's won pile. */
        quick = n0 > 0 && n1 > 0;
        if (!quick) {
            v0 = v1 = 0;
            break;
        }
        a = draw[h0];
        b = draw[CAP + h1];
        h0 = (h0 + 1) & MASK;
        h1 = (h1 + 1) & MASK;
        n0 -= 1;
        n1 -= 1;
        v0 = worths ? a : a >> CARD_BITS;
        v1 = worths ? b : b >> CARD_BITS;
        if (v0 == v1) break;
        /* No tie: the winner takes both cards, in the table's order, or shuffled
         * (Fisher-Yates over two cards is one draw below 2). */
        bool win0 = a_beats(v0, v1);
        bool swap = false;
        if (!has_won && pickup == PICKUP_SHUFFLED) {
            swap = k_below(&s, 2) == 0;
        } else if (pickup >= PICKUP_WINNER_FIRST) { /* the winner's card first, or the loser's */
            i64 coin = 0;
            if (pickup == PICKUP_RANDOM_ORDER) coin = k_below(&s, 2);
            swap = a_winner_first(pickup, coin) != win0;
        }
        /* The winner's pile chosen by value, not by a branch (see the top of this file). */
        i64 first = swap ? b : a;
        i64 second = swap ? a : b;
        if (has_won) {
            i64 at = win0 ? w0 : CAP + w1;
            won[at] = first;
            won[at + 1] = second;
            w0 += win0 ? 2 : 0;
            w1 += win0 ? 0 : 2;
        } else {
            i64 base = win0 ? 0 : CAP;
            i64 end = win0 ? h0 + n0 : h1 + n1;
            draw[base + (end & MASK)] = first;
            draw[base + ((end + 1) & MASK)] = second;
            n0 += win0 ? 2 : 0;
            n1 += win0 ? 0 : 2;
        }
        if (has_saved) history[rounds] = n0;
        bool same = has_saved && (draw[h0] << 6 | n0) == top0;
        if (n0 + w0 == 0 || n1 + w1 == 0 || rounds >= next || same) {
            look = true;
            break;
        }
    }
    st->h0 = h0, st->h1 = h1, st->n0 = n0, st->n1 = n1, st->w0 = w0, st->w1 = w1;
    st->a = a, st->b = b, st->v0 = v0, st->v1 = v1, st->t = quick ? 2 : 0;
    st->rounds = rounds, st->s = s, st->quick = quick;
    return look;
}

/* A seat's move in a war (Table.war), seat p holding `*n` cards in its draw pile from `*h`
 * and `*w` in its won pile: `lay` cards face down (fewer when short of them, all when a seat
 * short of a war loses them), then one up; each take first turns the won pile under when
 * the draw pile is short (Table.take).  Who laid each card goes in `cards`.  Returns the
 * table's new end; the face-up card's worth through `v`, whether the seat is out (laid no
 * card up) through `out`.  In line always: the piles stay the loop's locals. */
static inline __attribute__((always_inline)) i64 duel_lay(
    i64 p, i64 lay, bool lose, bool has_won, bool worths, i64 *h, i64 *n, i64 *w, i64 t,
    u64 *s, i64 *draw, i64 *won, i64 *tcard, i64 *cards, i64 *v, bool *out)
{
    const i64 base = p * CAP;
    const i64 held = *n + *w;
    i64 up = 1;
    i64 down = lay;
    if (held == 0) {
        up = 0;
        down = 0;
    } else if (a_is_short(held, lay, 1)) {
        if (lose) {
            up = 0;
            down = held;
        } else {
            down = a_short_face_down(held, 1);
        }
    }
    for (int step = 0; step < 2; step++) { /* face down, then up */
        const i64 count = step == 0 ? down : up;
        if (count > 0) {
            if (has_won && a_refills(*n, count, *w)) {
                k_shuffle(won, base, *w, s);
                for (i64 k = 0; k < *w; k++)
                    draw[base + ((*h + *n + k) & MASK)] = won[base + k];
                *n += *w;
                *w = 0;
            }
            for (i64 k = 0; k < count; k++) {
                tcard[t] = draw[base + *h];
                cards[t] = p;
                t += 1;
                *h = (*h + 1) & MASK;
            }
            *n -= count;
        }
    }
    const i64 c = t > 0 ? tcard[t - 1] : 0;
    *v = worths ? c : (t > 0 ? c >> CARD_BITS : 0);
    *out = up == 0;
    return t;
}

/* The winner takes the table (Table.collect): seat `collector`, its draw pile `*n` cards from
 * `h` and won pile `*w` cards, takes the `t` cards into its won pile (pickup="won_pile"), or
 * under its draw pile, shuffled, in the table's order, or seat by seat in a fixed order
 * (`cards` says who laid each).  In line always, as duel_lay. */
static inline __attribute__((always_inline)) void duel_collect(
    i64 pickup, bool has_won, i64 collector, i64 t, i64 h, i64 *n, i64 *w, u64 *s, i64 *draw,
    i64 *won, i64 *tcard, i64 *cards)
{
    const i64 base = collector * CAP;
    if (has_won) {
        for (i64 k = 0; k < t; k++) won[base + *w + k] = tcard[k];
        *w += t;
        return;
    }
    if (pickup == PICKUP_SHUFFLED) k_shuffle(tcard, 0, t, s);
    if (pickup >= PICKUP_WINNER_FIRST) {
        i64 coin = 0;
        if (pickup == PICKUP_RANDOM_ORDER) coin = k_below(s, 2);
        const i64 first = a_winner_first(pickup, coin) ? collector : 1 - collector;
        i64 j = *n;
        for (int step = 0; step < 2; step++) {
            const i64 seat = step == 0 ? first : 1 - first;
            for (i64 k = 0; k < t; k++) {
                if (cards[k] == seat) {
                    draw[base + ((h + j) & MASK)] = tcard[k];
                    j += 1;
                }
            }
        }
    } else {
        for (i64 k = 0; k < t; k++) draw[base + ((h + *n + k) & MASK)] = tcard[k];
    }
    *n += t;
}

/* A copy of duel_rounds per pick-up, with positions or without (DUEL_COPY makes them). */
typedef bool (*duel_rounds_fn)(duel_state *st, i64 *draw, i64 *won, i64 *history);

/* Every parameter after `has_saved` is play_duel's.  `won` is used only when `has_won`, and
 * `saved` and `history` only when `has_saved` (both true exactly when the arrays are given). */
static inline __attribute__((always_inline)) void duel_body(
    i64 pickup, bool has_won, bool has_saved, duel_rounds_fn step,
    u64 first_seed, i64 games, i64 *deck, i64 ndeck, i64 *values, i64 *options,
    i64 *rounds_out, i64 *winners_out, i64 *wars_out, i64 *first_out, i64 *reasons_out,
    i64 *counts_out, i64 *cards, i64 *draw, i64 *won, i64 *tcard, i64 *saved, i64 *history)
{
    const i64 face_down = options[OPT_FACE_DOWN];
    const bool lose = options[OPT_LOSE] == 1;
    const i64 round_limit = options[OPT_ROUND_LIMIT];
    const i64 safety_cap = options[OPT_SAFETY_CAP];
    /* The first round a_ending may end on a limit or the cap (with both piles holding). */
    const i64 stop = round_limit > 0 && round_limit < safety_cap ? round_limit : safety_cap;
    const i64 ncards = ndeck;
    const i64 dealt = ncards / 2;
    /* Without a position to compare a card is only its worth; with one, its worth above
     * the card (see the top of this file). */
    const bool worths = !has_saved;
    if (has_saved) c_fresh(saved);
    i64 g = 0, first_wars = 0;
    while (g < games) { /* a game that repeats a position is played again (AGAIN) */
        u64 s = first_seed + (u64)g;
        /* The deal (engine Game.__init__): seat 0 gets cards 0, 2, 4 ... of the shuffle. */
        for (i64 k = 0; k < ncards; k++) {
            i64 worth = values[deck[k] >> 3];
            cards[k] = worths ? worth : (worth << CARD_BITS) | deck[k];
        }
        k_shuffle(cards, 0, ncards, &s);
        for (i64 k = 0; k < dealt; k++) {
            draw[k] = cards[2 * k];
            draw[CAP + k] = cards[2 * k + 1];
        }
        i64 h0 = 0, h1 = 0, w0 = 0, w1 = 0; /* top of each draw pile, cards in each won pile */
        i64 n0 = dealt, n1 = dealt;         /* cards in each draw pile */
        /* The watch: the round it next wants to see, and the first pile's top card and size
         * it compares with, as one number (card << 6 | size). */
        i64 top0 = -1, mark = -1;
        i64 rounds = 0, wars = 0;
        if (has_saved) {
            history[0] = n0;
            i64 resume = saved[FROM_ROUND]; /* a replay from a position before its window */
            if (saved[PHASE] == REPLAYING && 0 < resume && resume <= saved[START]) {
                n0 = c_resume(saved, draw, 2 * dealt);
                n1 = 2 * dealt - n0;
                rounds = resume;
                wars = saved[FROM_WARS];
            }
            if (saved[MARK] <= rounds) /* a replay that keeps its first position */
                c_watch(GOES_ON, rounds, wars, draw, h0, n0, h1, n1, saved, history);
            top0 = saved[TOP0];
            mark = saved[MARK];
        }
        i64 next = has_saved && mark < stop ? mark : stop; /* the next round to look closer at */
        if (rounds == 0) first_wars = 0; /* (a replay from a later round keeps round 1's) */
        i64 winner = -1, reason = -1;
        i64 a = 0, b = 0, v0 = 0, v1 = 0, t = 0;
        bool quick = false;
        while (reason < 0) {
            /* Rounds without a tie, back to back (duel_rounds), then the end of a round
             * (engine _finish, as after a war below) and the watch where it looked closer. */
            for (;;) {
                duel_state st = {h0, h1, n0, n1, w0, w1, 0, 0, 0, 0, 0, rounds, top0, next,
                                 s, false};
                bool look = step != NULL ? step(&st, draw, won, history)
                                         : duel_rounds(pickup, has_won, has_saved, &st, draw,
                                                       won, history);
                h0 = st.h0, h1 = st.h1, n0 = st.n0, n1 = st.n1, w0 = st.w0, w1 = st.w1;
                a = st.a, b = st.b, v0 = st.v0, v1 = st.v1, t = st.t;
                rounds = st.rounds, s = st.s, quick = st.quick;
                if (!look) break;
                bool same = has_saved && (draw[h0] << 6 | n0) == top0;
                i64 holding = (n0 + w0 > 0 ? 1 : 0) + (n1 + w1 > 0 ? 1 : 0);
                reason = a_ending(false, holding, rounds, round_limit, safety_cap);
                if (has_saved && (same || rounds >= mark || reason != GOES_ON)) {
                    reason = c_watch(reason, rounds, wars, draw, h0, n0, h1, n1, saved, history);
                    top0 = saved[TOP0];
                    mark = saved[MARK];
                }
                next = has_saved && mark < stop ? mark : stop;
                if (reason != GOES_ON) break;
            }
            if (reason == GOES_ON) { /* this round is a tie, or a flip from a won pile */
                i64 round_wars = 0;
                bool annulled = false;
                i64 lay = 0;
                bool out0 = false, out1 = false;
                if (quick) { /* both flipped, a tie */
                    tcard[0] = a;
                    tcard[1] = b;
                }
                cards[0] = 0; /* who laid each card on the table (the deal is done with it) */
                cards[1] = 1;
                i64 laid0 = quick ? 1 : 0, laid1 = quick ? 1 : 0; /* cards each seat laid */
                for (;;) {
                    if (!quick) { /* each seat lays `lay` cards face down, then one up */
                        i64 start = t;
                        t = duel_lay(0, lay, lose, has_won, worths, &h0, &n0, &w0, t, &s, draw,
                                     won, tcard, cards, &v0, &out0);
                        laid0 += t - start;
                        start = t;
                        t = duel_lay(1, lay, lose, has_won, worths, &h1, &n1, &w1, t, &s, draw,
                                     won, tcard, cards, &v1, &out1);
                        laid1 += t - start;
                    }
                    quick = false;
                    if (out0 || out1 || v0 != v1) break;
                    round_wars += 1;
                    /* A tie: a war (Table.war), unless everyone is out of cards. */
                    lay = a_war_size(face_down, v0);
                    if (a_out_of_war(n0 + w0, lay, 1, lose) && a_out_of_war(n1 + w1, lay, 1, lose)) {
                        annulled = true; /* the cards go back */
                        break;
                    }
                }
                if (annulled) {
                    n0 += laid0;
                    n1 += laid1;
                } else { /* the winner takes the table (Table.collect) */
                    i64 collector = out0 ? 1 : out1 ? 0 : a_beats(v0, v1) ? 0 : 1;
                    i64 h, n, w;
                    if (collector == 0) {
                        h = h0;
                        n = n0;
                        w = w0;
                    } else {
                        h = h1;
                        n = n1;
                        w = w1;
                    }
                    duel_collect(pickup, has_won, collector, t, h, &n, &w, &s, draw, won, tcard,
                                 cards);
                    if (collector == 0) {
                        n0 = n;
                        w0 = w;
                    } else {
                        n1 = n;
                        w1 = w;
                    }
                }
                wars += round_wars;
                if (rounds == 1) first_wars = round_wars;
                /* The end of the round (engine _finish). */
                i64 holding = (n0 + w0 > 0 ? 1 : 0) + (n1 + w1 > 0 ? 1 : 0);
                reason = a_ending(annulled, holding, rounds, round_limit, safety_cap);
                if (has_saved) { /* as after a round without a tie */
                    history[rounds] = n0;
                    bool same = (draw[h0] << 6 | n0) == top0;
                    if (same || rounds >= mark || reason != GOES_ON) {
                        reason = c_watch(reason, rounds, wars, draw, h0, n0, h1, n1, saved, history);
                        top0 = saved[TOP0];
                        mark = saved[MARK];
                    }
                    next = mark < stop ? mark : stop;
                }
            }
            if (reason == ALL_CARDS) winner = n0 + w0 == 0 ? 1 : 0;
        }
        if (reason == AGAIN) continue; /* the same game, dealt again */
        if (has_saved && saved[PHASE] == LIMIT_STANDS) { /* the counts at the limit */
            rounds = saved[LIMIT_ROUND];
            wars = saved[LIMIT_WARS];
            n0 = saved[LIMIT_SIZE0];
            n1 = 2 * dealt - n0;
        }
        /* Game g's row; a game not won with every card goes to whoever holds most. */
        i64 c0 = n0 + w0;
        i64 c1 = n1 + w1;
        if (reason != ALL_CARDS) winner = c0 > c1 ? 0 : c1 > c0 ? 1 : -1;
        rounds_out[g] = rounds;
        winners_out[g] = winner;
        wars_out[g] = wars;
        first_out[g] = first_wars;
        reasons_out[g] = reason;
        counts_out[2 * g] = c0;
        counts_out[2 * g + 1] = c1;
        if (has_saved) c_fresh(saved);
        g += 1;
    }
}

/* One copy of duel_body per pick-up, with positions or without, each a function of its own
 * (all in one function, the copies' loops ran 15 % slower a round in wasmtime), and its
 * duel_rounds. */
#define DUEL_COPY(name, pickup, has_won, has_saved)                                           \
    static __attribute__((noinline)) bool name##_rounds(duel_state *st, i64 *draw, i64 *won,  \
                                                        i64 *history) {                       \
        return duel_rounds(pickup, has_won, has_saved, st, draw, won, history);               \
    }                                                                                          \
    static __attribute__((noinline)) void name(                                               \
        u64 first_seed, i64 games, i64 *deck, i64 ndeck, i64 *values, i64 *options,           \
        i64 *rounds_out, i64 *winners_out, i64 *wars_out, i64 *first_out, i64 *reasons_out,   \
        i64 *counts_out, i64 *cards, i64 *draw, i64 *won, i64 *tcard, i64 *saved,              \
        i64 *history) {                                                                        \
        duel_body(pickup, has_won, has_saved, name##_rounds, first_seed, games, deck, ndeck,  \
                  values,                                                                     \
                  options, rounds_out, winners_out, wars_out, first_out, reasons_out,         \
                  counts_out, cards, draw, won, tcard, saved, history);                       \
    }
#define DUEL_PICKUP(name, pickup, has_won)                                                    \
    DUEL_COPY(name##_saved, pickup, has_won, true)                                            \
    DUEL_COPY(name##_plain, pickup, has_won, false)
DUEL_PICKUP(duel_shuffled, PICKUP_SHUFFLED, false)
DUEL_PICKUP(duel_table, PICKUP_TABLE, false)
DUEL_PICKUP(duel_won_pile, PICKUP_WON_PILE, true)
DUEL_PICKUP(duel_winner_first, PICKUP_WINNER_FIRST, false)
DUEL_PICKUP(duel_loser_first, PICKUP_LOSER_FIRST, false)
DUEL_PICKUP(duel_random_order, PICKUP_RANDOM_ORDER, false)

/* The pick-up's copy of duel_body. */
#define DUEL_CALL(name)                                                                       \
    (saved != NULL ? name##_saved : name##_plain)(                                            \
        first_seed, games, deck, ndeck, values, options, rounds_out, winners_out, wars_out,   \
        first_out, reasons_out, counts_out, cards, draw, won, tcard, saved, history)

void play_duel(
    u64 first_seed, i64 games, i64 *deck, i64 ndeck, i64 *values, i64 *options,
    i64 *rounds_out, i64 *winners_out, i64 *wars_out, i64 *first_out, i64 *reasons_out,
    i64 *counts_out, i64 *cards, i64 *draw, i64 *won, i64 *head, i64 *size, i64 *wlen,
    i64 *alive, i64 *showing, i64 *battle, i64 *fighters, i64 *tcard, i64 *tseat,
    i64 *saved, i64 *history)
{
    (void)head, (void)size, (void)wlen, (void)alive, (void)showing, (void)battle;
    (void)fighters, (void)tseat;
    const i64 pickup = options[OPT_PICKUP];
    const bool has_won = won != NULL;
    if (has_won != (pickup == PICKUP_WON_PILE)) { /* not a combination _fast.run() makes */
        duel_body(pickup, has_won, saved != NULL, NULL, first_seed, games, deck, ndeck, values,
                  options, rounds_out, winners_out, wars_out, first_out, reasons_out,
                  counts_out, cards, draw, won, tcard, saved, history);
        return;
    }
    switch (pickup) {
    case PICKUP_SHUFFLED: DUEL_CALL(duel_shuffled); break;
    case PICKUP_TABLE: DUEL_CALL(duel_table); break;
    case PICKUP_WON_PILE: DUEL_CALL(duel_won_pile); break;
    case PICKUP_WINNER_FIRST: DUEL_CALL(duel_winner_first); break;
    case PICKUP_LOSER_FIRST: DUEL_CALL(duel_loser_first); break;
    case PICKUP_RANDOM_ORDER: DUEL_CALL(duel_random_order); break;
    default:
        duel_body(pickup, has_won, saved != NULL, NULL, first_seed, games, deck, ndeck, values,
                  options, rounds_out, winners_out, wars_out, first_out, reasons_out,
                  counts_out, cards, draw, won, tcard, saved, history);
    }
}
