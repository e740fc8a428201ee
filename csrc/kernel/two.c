/* The kernel's game loop for two players: every rule option, a shorter loop.
 *
 * Once the translation of src/war_widget/_fast/two.py (numba's and plain
 * Python's loop, retired by issue 44; in the history before it, commit 2dd8601),
 * under the rules of common.h: the engine's games, bit for bit.  With two players the seats still in a round are the seats still in
 * the game, and a war is always between both, so there are no lists of seats to
 * keep.  Its steps are `static inline` functions C writes in line (a war's move,
 * k_war_lay, is play_games' too), but one: rounds without a tie
 * (about nine in ten; under Guerra de sumas four cards a round) take a short path
 * of their own, back to back, each pile's state in local variables (registers):
 * both flip from their draw piles, the winner takes the table; that path is a
 * function of its own, two_rounds (see there).  A tie, or a draw pile short of a flip, goes on to
 * the general round below it.  Where no position is compared (keys NULL), the
 * piles hold each card's worth (k_deal), not the card.
 *
 * Arrays the host passes as None are NULL here: won (no won piles), keys and
 * stamps (no positions compared); battle and fighters are not used.
 *
 * As common.h says, the loop takes the deck's length, `ndeck`, right after `deck`.
 */
#include "common.h"

/* What two_rounds hands back: the round, the last flip's worths, the end reason and the
 * winner when it ended the game, the generator, whether the last flip tied. */
typedef struct {
    i64 rounds, v0, v1, reason, winner;
    u64 s;
    bool tied_up;
} two_state;

/* Rounds without a tie, back to back (about nine in ten), each pile's state in locals: both
 * flip from their draw piles, the winner takes the table.  A round where a draw pile is short
 * of a flip, or a tie, goes on in play_two.  Written in line into two functions of their
 * own, never in line in play_two, one for each `flip` (two_rounds_one, two_rounds_two): with
 * nothing else in them, a compiler keeps the piles' values in registers (in play_two's long
 * body they would share them with the wars' and the positions'); and the end of a round is
 * looked at only when a pile is out of cards or the round is `stop` (a limit or the cap).
 * With `flip` a constant, Guerra de sumas' four cards are shuffled and moved with no loop:
 * its time a round went from 1.33-1.5x numba's to 0.96-1.06x (issue 44,
 * benchmarks/wasm_kernel.py --module, the module before beside it). */
static inline __attribute__((always_inline)) void two_rounds(
    two_state *st, i64 flip, i64 how, i64 pickup, i64 stop, i64 round_limit, i64 safety_cap,
    i64 *draw, i64 *won, i64 *head, i64 *size, i64 *wlen, i64 *tcard)
{
    i64 h0 = head[0];
    i64 h1 = head[1];
    i64 n0 = size[0];
    i64 n1 = size[1];
    i64 w0 = wlen[0];
    i64 w1 = wlen[1];
    i64 rounds = st->rounds;
    u64 s = st->s;
    i64 v0 = 0, v1 = 0;
    while (n0 >= flip && n1 >= flip) {
        rounds += 1;
        i64 a = draw[h0];
        i64 b = draw[CAP + h1];
        tcard[0] = a;
        tcard[flip] = b;
        v0 = a;
        v1 = b;
        if (flip == 2) {
            a = draw[(h0 + 1) & MASK];
            b = draw[CAP + ((h1 + 1) & MASK)];
            tcard[1] = a;
            tcard[3] = b;
            v0 = a_combine(v0, a, how);
            v1 = a_combine(v1, b, how);
        }
        h0 = (h0 + flip) & MASK;
        h1 = (h1 + flip) & MASK;
        n0 -= flip;
        n1 -= flip;
        if (v0 == v1) {
            st->tied_up = true;
            break;
        }
        const i64 t = 2 * flip;
        const bool win0 = a_beats(v0, v1);
        if (won != NULL) { /* pickup="won_pile" (else NULL) */
            const i64 at = win0 ? w0 : CAP + w1;
            for (i64 k = 0; k < t; k++)
                won[at + k] = tcard[k];
            w0 += win0 ? t : 0;
            w1 += win0 ? 0 : t;
        } else {
            if (pickup == PICKUP_SHUFFLED)
                k_shuffle(tcard, 0, t, &s);
            const i64 base = win0 ? 0 : CAP;
            const i64 end = win0 ? h0 + n0 : h1 + n1;
            for (i64 k = 0; k < t; k++)
                draw[base + ((end + k) & MASK)] = tcard[k];
            n0 += win0 ? t : 0;
            n1 += win0 ? 0 : t;
        }
        if (n0 + w0 == 0 || n1 + w1 == 0 || rounds >= stop) {
            const i64 holding = (n0 + w0 > 0 ? 1 : 0) + (n1 + w1 > 0 ? 1 : 0);
            const i64 reason = a_ending(false, holding, rounds, round_limit, safety_cap);
            if (reason != GOES_ON) {
                st->reason = reason;
                if (reason == ALL_CARDS)
                    st->winner = win0 ? 0 : 1;
                break;
            }
        }
    }
    head[0] = h0;
    head[1] = h1;
    size[0] = n0;
    size[1] = n1;
    wlen[0] = w0;
    wlen[1] = w1;
    st->rounds = rounds, st->v0 = v0, st->v1 = v1, st->s = s;
}

/* two_rounds with one card flipped, and with two (Guerra de sumas), each a function of its
 * own: with `flip` a constant the four cards' shuffle and the copies to the winner's piles
 * are written out, no loop. */
static __attribute__((noinline)) void two_rounds_one(
    two_state *st, i64 how, i64 pickup, i64 stop, i64 round_limit, i64 safety_cap,
    i64 *draw, i64 *won, i64 *head, i64 *size, i64 *wlen, i64 *tcard)
{
    two_rounds(st, 1, how, pickup, stop, round_limit, safety_cap, draw, won, head, size, wlen,
               tcard);
}

static __attribute__((noinline)) void two_rounds_two(
    two_state *st, i64 how, i64 pickup, i64 stop, i64 round_limit, i64 safety_cap,
    i64 *draw, i64 *won, i64 *head, i64 *size, i64 *wlen, i64 *tcard)
{
    two_rounds(st, 2, how, pickup, stop, round_limit, safety_cap, draw, won, head, size, wlen,
               tcard);
}

void play_two(
    u64 first_seed, i64 games, i64 *deck, i64 ndeck, i64 *values, i64 *options,
    i64 *rounds_out, i64 *winners_out, i64 *wars_out, i64 *first_out, i64 *reasons_out,
    i64 *counts_out, i64 *cards, i64 *draw, i64 *won, i64 *head, i64 *size, i64 *wlen,
    i64 *alive, i64 *showing, i64 *battle, i64 *fighters, i64 *tcard, i64 *tseat,
    i64 *keys, i64 *stamps)
{
    (void)battle;
    (void)fighters;
    const i64 face_down = options[OPT_FACE_DOWN];
    const i64 flip = options[OPT_FLIP];
    const i64 how = options[OPT_COMBINE];
    const i64 peace = options[OPT_PEACE];
    const i64 peace_pct = options[OPT_PEACE_PCT];
    const bool lose = options[OPT_LOSE] == 1;
    const i64 pickup = options[OPT_PICKUP];
    const i64 round_limit = options[OPT_ROUND_LIMIT];
    const i64 safety_cap = options[OPT_SAFETY_CAP];
    const i64 few_cards = options[OPT_FEW_CARDS];
    /* The first round a_ending may end on a limit or the cap (with both piles holding). */
    const i64 stop = round_limit > 0 && round_limit < safety_cap ? round_limit : safety_cap;
    /* Without a position to compare, a card is only its worth: the piles hold worths. */
    const bool worths = keys == NULL;
    /* Rounds without a tie take a short path (below) unless the table is taken in a fixed
     * order. */
    const bool quick = keys == NULL && !(ORDERED_PICKUPS && pickup >= PICKUP_WINNER_FIRST);
    for (i64 g = 0; g < games; g++) {
        u64 s = first_seed + (u64)g;
        const i64 stamp = g + 1;
        k_deal(&s, 2, deck, ndeck, cards, draw, head, size, wlen, alive, values, worths);
        i64 hash0 = 0, hash1 = 0; /* each draw pile's position hash, card by card */
        if (keys != NULL) {
            for (i64 k = 0; k < size[0]; k++)
                hash0 = k_pushed(hash0, draw[k]);
            for (i64 k = 0; k < size[1]; k++)
                hash1 = k_pushed(hash1, draw[CAP + k]);
            k_seen(keys, stamps, stamp, k_key(hash0, hash1));
        }
        i64 rounds = 0;
        i64 wars = 0;
        i64 first_wars = 0;
        i64 winner = -1;
        i64 reason = -1;
        while (reason < 0) {
            bool tied_up = false; /* both flipped in the short path, and tied */
            i64 v0 = 0, v1 = 0;
            if (quick) {
                /* Rounds without a tie, back to back (two_rounds); a tie, or a draw pile
                 * short of a flip, goes on below. */
                two_state st = {rounds, 0, 0, GOES_ON, winner, s, false};
                (flip == 2 ? two_rounds_two : two_rounds_one)(
                    &st, how, pickup, stop, round_limit, safety_cap, draw, won, head, size, wlen,
                    tcard);
                rounds = st.rounds, v0 = st.v0, v1 = st.v1, reason = st.reason;
                winner = st.winner, s = st.s, tied_up = st.tied_up;
                if (reason != GOES_ON)
                    continue;
            }
            i64 t = 0; /* the table's cards stay in it to the round's end: the hash reads them */
            const i64 before0 = size[0];
            const i64 before1 = size[1];
            i64 round_wars = 0;
            if (tied_up) { /* the short path flipped: its cards are on the table */
                t = 2 * flip;
                for (i64 k = 0; k < t; k++)
                    tseat[k] = k < flip ? 0 : 1;
                showing[0] = v0;
                showing[1] = v1;
            } else {
                rounds += 1;
                /* Both flip (Table.lay(seat, 0, 0): k_take, which C inlines). */
                for (i64 p = 0; p < 2; p++) {
                    const i64 start = t;
                    t = k_take(p, flip, t, &s, draw, head, size, won, wlen, tcard, tseat);
                    const i64 got = t - start;
                    showing[p] = k_shown(tcard, start, got, values, how, worths);
                }
            }
            i64 collector = -1;
            bool annulled = false;
            for (;;) {
                /* Seats still in the battle are those still in the game (never neither). */
                if (alive[0] == 0) {
                    collector = 1;
                    break;
                }
                if (alive[1] == 0) {
                    collector = 0;
                    break;
                }
                const i64 tied = showing[0];
                if (a_beats(tied, showing[1])) {
                    collector = 0;
                    break;
                }
                if (a_beats(showing[1], tied)) {
                    collector = 1;
                    break;
                }
                /* War or peace? */
                bool make_peace = PEACE_RULES && peace == PEACE_ALWAYS;
                if (PEACE_RULES && peace == PEACE_PROBABILITY) {
                    const i64 draw100 = k_below(&s, 100);
                    make_peace = a_peace_drawn(draw100, peace_pct);
                }
                if (PEACE_RULES && make_peace) {
                    k_give_back(t, draw, head, size, alive, tcard, tseat);
                    break;
                }
                /* A war (Table.war). */
                round_wars += 1;
                const i64 down = a_war_size(face_down, tied);
                const i64 held0 = size[0] + wlen[0];
                const i64 held1 = size[1] + wlen[1];
                const bool gone =
                    a_out_of_war(held0, a_war_face_down(down, held0, few_cards), flip, lose);
                if (gone
                    && a_out_of_war(held1, a_war_face_down(down, held1, few_cards), flip, lose)) {
                    k_give_back(t, draw, head, size, alive, tcard, tseat);
                    annulled = true;
                    break;
                }
                for (i64 p = 0; p < 2; p++)
                    t = k_war_lay(p, down, few_cards, flip, lose, t, &s, draw, head, size, won,
                                  wlen, alive, showing, tcard, tseat, values, how, worths);
            }
            if (collector >= 0) { /* the winner takes the table (Table.collect) */
                const i64 base = collector * CAP;
                if (won != NULL) { /* pickup="won_pile" (else NULL) */
                    const i64 n = wlen[collector];
                    for (i64 k = 0; k < t; k++)
                        won[base + n + k] = tcard[k];
                    wlen[collector] = n + t;
                } else if (ORDERED_PICKUPS && pickup >= PICKUP_WINNER_FIRST) {
                    k_ordered(collector, t, pickup, &s, 2, draw, head, size, tcard, tseat);
                } else {
                    if (pickup == PICKUP_SHUFFLED && t > 1)
                        k_shuffle(tcard, 0, t, &s);
                    const i64 end = head[collector] + size[collector];
                    for (i64 k = 0; k < t; k++)
                        draw[base + ((end + k) & MASK)] = tcard[k];
                    size[collector] += t;
                }
            }
            wars += round_wars;
            if (rounds == 1)
                first_wars = round_wars;
            /* The end of the round (engine _finish). */
            for (i64 p = 0; p < 2; p++) {
                if (alive[p] == 1 && size[p] + wlen[p] == 0)
                    alive[p] = 0;
            }
            reason = a_ending(annulled, alive[0] + alive[1], rounds, round_limit, safety_cap);
            if (reason == ALL_CARDS) {
                winner = alive[0] == 1 ? 0 : 1;
            } else if (reason == GOES_ON && keys != NULL) {
                hash0 = k_moved(0, hash0, before0, t, draw, head, size, tcard, tseat);
                hash1 = k_moved(1, hash1, before1, t, draw, head, size, tcard, tseat);
                if (k_seen(keys, stamps, stamp, k_key(hash0, hash1)))
                    reason = REPEATED_POSITION;
            }
        }
        k_record(g, 2, rounds, winner, wars, first_wars, reason, size, wlen,
                 rounds_out, winners_out, wars_out, first_out, reasons_out, counts_out);
    }
}
