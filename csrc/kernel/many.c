/* The kernel's game loop for any number of players (three or more in practice).
 *
 * Once the translation of src/war_widget/_fast/many.py (numba's and plain
 * Python's loop, retired by issue 44; in the history before it, commit 2dd8601),
 * under the rules of common.h: the engine's games, bit for bit.  Two-player games take the shorter loop of two.c.  Its steps are
 * `static inline` functions C writes in line (a war's move, k_war_lay, is
 * play_two's too), but the short path below, many_rounds, a function of its own.
 *
 * As in two.c, rounds without a tie take a short path of their own while every
 * seat still in can flip from its draw pile (not under a fixed pick-up order,
 * nor where positions are compared): no seat list and no table seats are
 * written (each seat in lays `flip` cards, in seat order) and the highest flip
 * is found with selects, not branches.  A tie hands the flipped table to the
 * general round, which builds the seat list then.
 *
 * Arrays the host passes as None are NULL here: won (no won piles), keys and
 * stamps (no positions compared).
 *
 * As common.h says, the loop takes the deck's length, `ndeck`, right after `deck`.
 */
#include "common.h"

/* What many_rounds hands back: the round, the table's end, the end reason and the winner
 * when it ended the game, the generator, whether the last flip tied. */
typedef struct {
    i64 rounds, t, reason, winner;
    u64 s;
    bool tied_up;
} many_state;

/* Rounds without a tie, back to back (most of them), while every seat still in can flip from
 * its draw pile: everyone flips, the highest takes the table (no seat list kept for the
 * table: every seat in laid `flip` cards, in seat order).  A tie, or a draw pile short of a
 * flip, goes on in play_games.  A function of its own, never in line: with nothing else in
 * it, a compiler keeps its values in registers (in play_games' long body they would share
 * them with the wars').  (Measured in wasmtime: 3 and 4 players' time a round as before,
 * within the noise, about 1.2x numba's.) */
static __attribute__((noinline)) void many_rounds(
    many_state *st, i64 players, i64 flip, i64 how, bool superior, i64 pickup, i64 round_limit,
    i64 safety_cap, i64 *draw, i64 *won, i64 *head, i64 *size, i64 *wlen, i64 *alive,
    i64 *showing, i64 *battle, i64 *tcard)
{
    i64 rounds = st->rounds, t = st->t;
    u64 s = st->s;
    i64 nb = 0, top = 0, at = -1;
    bool flips = true;
    for (i64 p = 0; p < players; p++) {
        if (alive[p] == 1 && size[p] < flip)
            flips = false;
    }
    while (flips) {
        rounds += 1;
        t = 0;
        nb = 0;
        /* The highest so far (-1: below any number shown), whether it is tied,
         * the seat that shows it first: selects, not branches (who wins is a
         * coin toss the processor cannot foresee). */
        top = -1;
        bool tie = false;
        at = -1;
        i64 nshort = 0; /* seats left short of a flip in their draw piles */
        for (i64 p = 0; p < players; p++) {
            if (alive[p] == 0)
                continue;
            const i64 base = p * CAP;
            const i64 h = head[p];
            i64 v = draw[base + h];
            tcard[t] = v;
            if (flip == 2) {
                const i64 c = draw[base + ((h + 1) & MASK)];
                tcard[t + 1] = c;
                v = a_combine(v, c, how);
            }
            t += flip;
            head[p] = (h + flip) & MASK;
            const i64 left = size[p] - flip;
            size[p] = left;
            nshort += left < flip;
            showing[p] = v;
            nb += 1;
            const bool up = a_beats(v, top);
            tie = (tie & a_beats(top, v)) | (v == top);
            top = up ? v : top;
            at = up ? p : at;
        }
        if (superior) { /* any two alike start a war: the seat list to compare */
            nb = k_seats(alive, battle, players);
            tie = tie || a_highest_pair(showing, battle, nb) >= 0;
        }
        if (tie) {
            st->tied_up = true;
            break;
        }
        /* The highest takes the table (Table.collect). */
        const i64 base = at * CAP;
        if (won != NULL) { /* pickup="won_pile" (else NULL) */
            const i64 n = wlen[at];
            for (i64 k = 0; k < t; k++)
                won[base + n + k] = tcard[k];
            wlen[at] = n + t;
        } else {
            if (pickup == PICKUP_SHUFFLED)
                k_shuffle(tcard, 0, t, &s);
            const i64 end = head[at] + size[at];
            for (i64 k = 0; k < t; k++)
                draw[base + ((end + k) & MASK)] = tcard[k];
            size[at] += t;
        }
        t = 0;
        /* The end of the round (engine _finish): a seat left without a card is
         * out; the next round stays here if every seat in can flip (surely so
         * if every seat could still flip after this one's: the winner only
         * gains). */
        i64 holding = nb;
        if (nshort > 0) {
            holding = 0;
            for (i64 p = 0; p < players; p++) {
                if (alive[p] == 1) {
                    if (size[p] + wlen[p] == 0) {
                        alive[p] = 0;
                    } else {
                        holding += 1;
                        if (size[p] < flip)
                            flips = false;
                    }
                }
            }
        }
        const i64 reason = a_ending(false, holding, rounds, round_limit, safety_cap);
        if (reason != GOES_ON) {
            st->reason = reason;
            if (reason == ALL_CARDS)
                st->winner = at;
            break;
        }
    }
    st->rounds = rounds, st->t = t, st->s = s;
}

void play_games(
    u64 first_seed, i64 games, i64 *deck, i64 ndeck, i64 *values, i64 *options,
    i64 *rounds_out, i64 *winners_out, i64 *wars_out, i64 *first_out, i64 *reasons_out,
    i64 *counts_out, i64 *cards, i64 *draw, i64 *won, i64 *head, i64 *size, i64 *wlen,
    i64 *alive, i64 *showing, i64 *battle, i64 *fighters, i64 *tcard, i64 *tseat,
    i64 *keys, i64 *stamps)
{
    const i64 players = options[OPT_PLAYERS];
    const i64 face_down = options[OPT_FACE_DOWN];
    const i64 flip = options[OPT_FLIP];
    const i64 how = options[OPT_COMBINE];
    const bool superior = options[OPT_SUPERIOR] == 1;
    const i64 peace = options[OPT_PEACE];
    const i64 peace_pct = options[OPT_PEACE_PCT];
    const bool lose = options[OPT_LOSE] == 1;
    const i64 pickup = options[OPT_PICKUP];
    const i64 round_limit = options[OPT_ROUND_LIMIT];
    const i64 safety_cap = options[OPT_SAFETY_CAP];
    const i64 few_cards = options[OPT_FEW_CARDS];
    /* Without a position to compare, a card is only its worth: the piles hold worths. */
    const bool worths = keys == NULL;
    /* Rounds without a tie take a short path (below) unless the table is taken in a fixed
     * order. */
    const bool quick = keys == NULL && !(ORDERED_PICKUPS && pickup >= PICKUP_WINNER_FIRST);
    for (i64 g = 0; g < games; g++) {
        u64 s = first_seed + (u64)g;
        const i64 stamp = g + 1;
        k_deal(&s, players, deck, ndeck, cards, draw, head, size, wlen, alive, values, worths);
        if (keys != NULL)
            k_seen(keys, stamps, stamp, k_position(draw, head, size, players));
        i64 rounds = 0;
        i64 wars = 0;
        i64 first_wars = 0;
        i64 winner = -1;
        i64 reason = -1;
        i64 t = 0;
        while (reason < 0) {
            bool tied_up = false; /* everyone flipped in the short path, and the highest tied */
            i64 nb = 0, top = 0, ntop = 0;
            i64 at = -1;
            if (quick) {
                /* Rounds without a tie, back to back (many_rounds); a tie, or a draw pile
                 * short of a flip, goes on below. */
                many_state st = {rounds, t, GOES_ON, winner, s, false};
                many_rounds(&st, players, flip, how, superior, pickup, round_limit, safety_cap,
                            draw, won, head, size, wlen, alive, showing, battle, tcard);
                rounds = st.rounds, t = st.t, reason = st.reason, winner = st.winner;
                s = st.s, tied_up = st.tied_up;
                if (reason != GOES_ON)
                    continue;
            }
            i64 round_wars = 0;
            bool emptied = false; /* a seat flipped its last card */
            if (tied_up) { /* the short path flipped: its cards are on the table, seat by seat */
                nb = k_seats(alive, battle, players);
                top = a_highest(showing, battle, nb, &ntop, &at);
                for (i64 k = 0; k < t; k++)
                    tseat[k] = battle[k / flip];
                for (i64 b = 0; b < nb; b++) {
                    const i64 p = battle[b];
                    emptied = emptied || size[p] + wlen[p] == 0;
                }
            } else {
                rounds += 1;
                nb = top = ntop = 0; /* the short path may have left a round's */
                at = -1;
                /* Everyone still in flips (Table.lay(seat, 0, 0): k_take, which C inlines), and the
                 * highest number shown is found in the same pass (ranked, one seat at a
                 * time). */
                for (i64 p = 0; p < players; p++) {
                    if (alive[p] == 0)
                        continue;
                    battle[nb] = p;
                    nb += 1;
                    const i64 start = t;
                    t = k_take(p, flip, t, &s, draw, head, size, won, wlen, tcard, tseat);
                    const i64 got = t - start;
                    emptied = emptied || size[p] + wlen[p] == 0;
                    const i64 v = k_shown(tcard, start, got, values, how, worths);
                    showing[p] = v;
                    top = a_ranked(v, top, ntop, &ntop);
                    if (ntop == 1 && top == v)
                        at = p;
                }
            }
            i64 collector = -1;
            bool annulled = false;
            for (;;) {
                if (nb == 1) {
                    collector = battle[0];
                    break;
                }
                i64 tied = superior ? a_highest_pair(showing, battle, nb) : -1;
                i64 nf = 0;
                if (tied < 0) { /* only the tied highest fight, if any */
                    if (ntop == 1) {
                        collector = at;
                        break;
                    }
                    for (i64 b = 0; b < nb; b++) {
                        if (showing[battle[b]] == top) {
                            fighters[nf] = battle[b];
                            nf += 1;
                        }
                    }
                    tied = top;
                } else {
                    for (i64 b = 0; b < nb; b++) {
                        fighters[nf] = battle[b];
                        nf += 1;
                    }
                }
                /* War or peace? */
                bool make_peace = PEACE_RULES && peace == PEACE_ALWAYS;
                if (PEACE_RULES && peace == PEACE_PROBABILITY) {
                    const i64 draw100 = k_below(&s, 100);
                    make_peace = a_peace_drawn(draw100, peace_pct);
                }
                if (PEACE_RULES && make_peace) {
                    k_give_back(t, draw, head, size, alive, tcard, tseat);
                    t = 0;
                    break;
                }
                /* A war (Table.war). */
                round_wars += 1;
                const i64 down = a_war_size(face_down, tied);
                bool everyone_out = true;
                for (i64 f = 0; f < nf; f++) {
                    const i64 held = size[fighters[f]] + wlen[fighters[f]];
                    if (!a_out_of_war(held, a_war_face_down(down, held, few_cards), flip, lose))
                        everyone_out = false;
                }
                if (everyone_out) {
                    k_give_back(t, draw, head, size, alive, tcard, tseat);
                    t = 0;
                    annulled = true;
                    break;
                }
                nb = 0;
                for (i64 f = 0; f < nf; f++) {
                    const i64 p = fighters[f];
                    t = k_war_lay(p, down, few_cards, flip, lose, t, &s, draw, head, size, won,
                                  wlen, alive, showing, tcard, tseat, values, how, worths);
                    if (alive[p] == 1) { /* still in: in the war's next battle */
                        battle[nb] = p;
                        nb += 1;
                    }
                }
                if (nb > 1)
                    top = a_highest(showing, battle, nb, &ntop, &at);
            }
            if (collector >= 0) {
                k_collect(collector, t, pickup, &s, players, draw, head, size, won, wlen, tcard,
                          tseat);
                t = 0;
            }
            wars += round_wars;
            if (rounds == 1)
                first_wars = round_wars;
            if (keys == NULL && round_wars == 0 && !emptied) { /* every seat in holds cards */
                reason = a_ending(false, nb, rounds, round_limit, safety_cap);
            } else {
                reason = k_ending(rounds, annulled, players, round_limit, safety_cap, stamp,
                                  draw, head, size, wlen, alive, keys, stamps, &winner);
            }
        }
        k_record(g, players, rounds, winner, wars, first_wars, reason, size, wlen,
                 rounds_out, winners_out, wars_out, first_out, reasons_out, counts_out);
    }
}
