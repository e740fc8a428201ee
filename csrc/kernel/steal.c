/* Steal War in the kernel: the engine's games for the named policies, over flat arrays.
 *
 * Once a port of src/war_widget/_fast/steal.py (each helper `_name` here as `steal_name`,
 * the loop `play_steal` by its own name; numba's and plain Python's loop, retired by issue
 * 44, in the history before it, commit 2dd8601), for the kernel compiled to
 * WebAssembly.  The engine stays the reference (policies.py, steal.py: what each step
 * mirrors); tests/test_kernel_steal.py holds this loop to it game by game.  Every call of the kernel's parts
 * (`k_...`) and of the rule arithmetic (`a_...`) is common.h's, with the same arguments
 * in the same order as the Python's.
 *
 * Where the contract did not fit the Python (and the structs keep its names):
 *  - the Python passes a game's arrays in four tuples (one argument each); here each tuple
 *    is a struct, passed by pointer at the tuple's place, its fields named as the Python's
 *    comment names the tuple's items:
 *      piles = (draw, head, size, won, wlen, alive)
 *      table = (tcard, tseat, tup)
 *      seen  = (values, inplay, order, left, cum)
 *      rules = (players, face_down, lose, few_cards, end_round, worths, round_limit,
 *               safety_cap)
 *    (the Python's rules[4] holds options[OPT_STEAL], named `steal` here);
 *  - `play_steal` reads `len(deck)`: it takes the deck's length as `ndeck` right after
 *    `deck`, as common.h's k_deal does;
 *  - `_war_down` returns (nb, t, s): nb here, t through the trailing `t_out`, s in place.
 *
 * The estimate policy's floats (a_play_gain, a_pile_risk, a_steal_or_play) are common.h's;
 * the sums and divisions here are the Python's, in its order, each rounded on its own
 * (compiled with no fused multiply-add).
 */
#include "common.h"

/* The tuples of steal.py (see the top of this file). */
struct steal_piles {
    i64 *draw, *head, *size, *won, *wlen, *alive;
};
struct steal_table {
    i64 *tcard, *tseat, *tup;
};
struct steal_seen {
    i64 *values, *inplay, *order, *left, *cum;
};
struct steal_rules {
    i64 players, face_down, lose, few_cards, steal, worths, round_limit, safety_cap;
};

/* -- what a seat has not seen (war_widget.policies.unseen) ---------------------------------- */

static i64 steal_first_seen(i64 w, i64 *mark, i64 *order, i64 n) {
    if (mark[w] == 0) {
        mark[w] = 1;
        order[n] = w;
        n += 1;
    }
    return n;
}

/* At the game's first decision: the worths in play in the order the engine first counts
 * them (Game.seen_by); how many there are.  `left` serves as the marks. */
static i64 steal_snapshot(i64 t, const struct steal_rules *rules, const struct steal_piles *piles,
                          const struct steal_table *table, const struct steal_seen *seen) {
    i64 *draw = piles->draw, *head = piles->head, *size = piles->size, *won = piles->won,
        *wlen = piles->wlen;
    i64 *values = seen->values, *order = seen->order, *mark = seen->left;
    for (i64 w = 0; w < rules->worths; w++) mark[w] = 0;
    i64 n = 0;
    for (i64 p = 0; p < rules->players; p++) {
        for (i64 k = 0; k < size[p]; k++)
            n = steal_first_seen(values[draw[p * CAP + ((head[p] + k) & MASK)] >> 3], mark,
                                 order, n);
    }
    for (i64 p = 0; p < rules->players; p++) {
        for (i64 k = 0; k < wlen[p]; k++)
            n = steal_first_seen(values[won[p * CAP + k] >> 3], mark, order, n);
    }
    for (i64 k = 0; k < t; k++) n = steal_first_seen(values[table->tcard[k] >> 3], mark, order, n);
    return n;
}

/* left[w]: the cards worth w seat p has not seen, having looked at a card worth v (its own
 * face-up pile, the others' top cards and the face-up table are seen); how many in all.
 * cum[w]: the unseen cards worth less than w. */
static i64 steal_unseen(i64 p, i64 v, i64 t, const struct steal_rules *rules,
                        const struct steal_piles *piles, const struct steal_table *table,
                        const struct steal_seen *seen) {
    i64 *won = piles->won, *wlen = piles->wlen;
    i64 *tcard = table->tcard, *tup = table->tup;
    i64 *values = seen->values, *inplay = seen->inplay, *left = seen->left, *cum = seen->cum;
    for (i64 w = 0; w < rules->worths; w++) left[w] = inplay[w];
    for (i64 k = 0; k < wlen[p]; k++) left[values[won[p * CAP + k] >> 3]] -= 1;
    for (i64 o = 0; o < rules->players; o++) {
        if (o != p && wlen[o] > 0) left[values[won[o * CAP + wlen[o] - 1] >> 3]] -= 1;
    }
    for (i64 k = 0; k < t; k++) {
        if (tup[k] == 1) left[values[tcard[k] >> 3]] -= 1;
    }
    left[v] -= 1;
    i64 total = 0;
    for (i64 w = 0; w < rules->worths; w++) {
        cum[w] = total;
        total += left[w];
    }
    return total;
}

/* -- the policies (war_widget.policies) ------------------------------------------------------ */

/* estimate (policies.estimate): true when stealing is worth more than playing.  The gains
 * are added one by one in the engine's Counter order, each `n * gain` a float product (n
 * turned into a double, as Python's int * float does). */
static bool steal_estimate(i64 p, i64 v, i64 stolen, i64 k, i64 mine, i64 theirs, i64 nord,
                           i64 t, const struct steal_rules *rules,
                           const struct steal_piles *piles, const struct steal_table *table,
                           const struct steal_seen *seen) {
    i64 *won = piles->won, *wlen = piles->wlen;
    i64 *values = seen->values, *order = seen->order, *left = seen->left, *cum = seen->cum;
    i64 total = steal_unseen(p, v, t, rules, piles, table, seen);
    double gains = 0.0;
    for (i64 i = 0; i < nord; i++) {
        i64 w = order[i];
        i64 n = left[w];
        if (n > 0)
            gains += (double)n * a_play_gain(cum[w], total - cum[w] - n, total, k, mine, theirs);
    }
    double unknown = total > 0 ? gains / (double)total : 0.0;
    i64 own = wlen[p];
    i64 matching = own > 0 ? left[values[won[p * CAP + own - 1] >> 3]] : 0;
    double play;
    double steal = a_steal_or_play(
        stolen, unknown, a_pile_risk(left[v], total, k, own + stolen + 1),
        a_play_gain(cum[v], total - cum[v] - left[v], total, k, mine, theirs),
        a_pile_risk(matching, total, k, own), &play);
    return steal > play;
}

/* Seat p's policy steals `stolen` cards with a card worth v, or plays it. */
static bool steal_decides(i64 policy, i64 p, i64 v, i64 stolen, i64 nord, i64 t,
                          const struct steal_rules *rules, const struct steal_piles *piles,
                          const struct steal_table *table, const struct steal_seen *seen) {
    if (policy == POLICY_NEVER) return false;
    if (policy == POLICY_ALWAYS) return true;
    i64 *alive = piles->alive, *tseat = table->tseat;
    i64 nalive = 0;
    for (i64 o = 0; o < rules->players; o++) nalive += alive[o];
    i64 k = a_opponents(nalive);
    i64 mine = 0;
    for (i64 i = 0; i < t; i++) {
        if (tseat[i] == p) mine += 1;
    }
    if (policy == POLICY_GREEDY) return a_greedy_steals(stolen, t - mine, k);
    return steal_estimate(p, v, stolen, k, mine, t - mine, nord, t, rules, piles, table, seen);
}

/* -- the rarer moves ------------------------------------------------------------------------- */

/* Seat p steals with `card` the face-up piles of the seats whose bits `piles_of` holds
 * (steal._steal): they go onto its own in seat order from its left, the card on top; a seat
 * left with no card is out. */
static void steal_steal(i64 p, i64 card, i64 piles_of, i64 players,
                        const struct steal_piles *piles) {
    i64 *head = piles->head, *size = piles->size, *won = piles->won, *wlen = piles->wlen,
        *alive = piles->alive;
    head[p] = (head[p] + 1) & MASK;
    size[p] -= 1;
    i64 n = wlen[p];
    for (i64 k = 1; k < players; k++) {
        i64 o = (p + k) % players;
        if ((piles_of >> o) & 1) {
            for (i64 i = 0; i < wlen[o]; i++) won[p * CAP + n + i] = won[o * CAP + i];
            n += wlen[o];
            wlen[o] = 0;
            if (size[o] == 0 && alive[o] == 1) alive[o] = 0; /* every card stolen */
        }
    }
    won[p * CAP + n] = card;
    wlen[p] = n + 1;
}

/* Seat p lays up to n cards (face up when `up` is 1) at t: returns the new end of the
 * table (the generator's state updated in place). */
static i64 steal_lay(i64 p, i64 n, i64 up, i64 t, u64 *s, const struct steal_piles *piles,
                     const struct steal_table *table) {
    i64 start = t;
    t = k_take(p, n, t, s, piles->draw, piles->head, piles->size, piles->won, piles->wlen,
               table->tcard, table->tseat);
    for (i64 k = start; k < t; k++) table->tup[k] = up;
    return t;
}

/* A war among the first nf fighters, up to its face-down cards (Table.war with up=False):
 * returns how many laid them, now in `battle`; the table's end through `t_out` (the state
 * in place).  None did when everyone is out at once (an annulment). */
static i64 steal_war_down(i64 nf, i64 tied, i64 t, u64 *s, i64 *fighters, i64 *battle,
                          const struct steal_rules *rules, const struct steal_piles *piles,
                          const struct steal_table *table, i64 *t_out) {
    i64 face_down = rules->face_down, few = rules->few_cards;
    bool lose = rules->lose == 1;
    i64 *size = piles->size, *wlen = piles->wlen, *alive = piles->alive;
    i64 down = a_war_size(face_down, tied);
    bool everyone_out = true;
    for (i64 f = 0; f < nf; f++) {
        i64 held = size[fighters[f]] + wlen[fighters[f]];
        if (!a_out_of_war(held, a_war_face_down(down, held, few), 1, lose)) everyone_out = false;
    }
    if (everyone_out) {
        *t_out = t;
        return 0;
    }
    i64 nb = 0;
    for (i64 f = 0; f < nf; f++) {
        i64 p = fighters[f];
        i64 held = size[p] + wlen[p];
        if (held == 0) {
            alive[p] = 0;
            continue;
        }
        i64 lay = a_war_face_down(down, held, few);
        if (a_is_short(held, lay, 1)) {
            if (lose) {
                t = steal_lay(p, held, 0, t, s, piles, table);
                alive[p] = 0;
                continue;
            }
            lay = a_short_face_down(held, 1);
        }
        if (lay > 0) t = steal_lay(p, lay, 0, t, s, piles, table);
        battle[nb] = p;
        nb += 1;
    }
    *t_out = t;
    return nb;
}

/* Seat `who` takes the table onto its face-up pile, the safest card on top (steal.collect,
 * policies.safest_top); returns nord, the worths recorded.  `left` serves as the counts of
 * the cards the others cannot hold. */
static i64 steal_collect_top(i64 who, i64 t, i64 nord, const struct steal_rules *rules,
                             const struct steal_piles *piles, const struct steal_table *table,
                             const struct steal_seen *seen) {
    i64 *won = piles->won, *wlen = piles->wlen;
    i64 *tcard = table->tcard;
    i64 *values = seen->values, *inplay = seen->inplay, *known = seen->left;
    i64 best = 0;
    bool distinct = false;
    for (i64 k = 1; k < t; k++) {
        if (tcard[k] != tcard[0]) {
            distinct = true;
            break;
        }
    }
    if (distinct) { /* a decision: which card goes on top */
        if (nord == 0) nord = steal_snapshot(t, rules, piles, table, seen);
        for (i64 w = 0; w < rules->worths; w++) known[w] = 0;
        for (i64 k = 0; k < wlen[who]; k++) known[values[won[who * CAP + k] >> 3]] += 1;
        for (i64 k = 0; k < t; k++) known[values[tcard[k] >> 3]] += 1;
        i64 best_worth = values[tcard[0] >> 3];
        i64 best_risk = inplay[best_worth] - known[best_worth];
        for (i64 k = 1; k < t; k++) {
            i64 w = values[tcard[k] >> 3];
            if (a_safer_top(inplay[w] - known[w], w, best_risk, best_worth)) {
                best = k;
                best_risk = inplay[w] - known[w];
                best_worth = w;
            }
        }
    }
    i64 n = wlen[who];
    for (i64 k = 0; k < t; k++) {
        if (k != best) {
            won[who * CAP + n] = tcard[k];
            n += 1;
        }
    }
    won[who * CAP + n] = tcard[best];
    wlen[who] = n + 1;
    return nord;
}

/* After the deal: how many cards of each worth are in play. */
static void steal_in_play(i64 players, i64 worths, const struct steal_piles *piles, i64 *values,
                          i64 *inplay) {
    i64 *draw = piles->draw, *size = piles->size;
    for (i64 w = 0; w < worths; w++) inplay[w] = 0;
    for (i64 p = 0; p < players; p++) {
        for (i64 k = 0; k < size[p]; k++) inplay[values[draw[p * CAP + k] >> 3]] += 1;
    }
}

/* -- the game loop --------------------------------------------------------------------------- */

/* Play Steal War games first_seed, first_seed + 1, ... with seat p deciding by the policy
 * policies[p] (a POLICY_ code), and write one row per game (as the other loops do; tup,
 * inplay, order, left and cum are more work space, the last four one slot per worth).
 * `ndeck`: len(deck).
 *
 * A round (rounds.play_round): the looks, then everyone still in flips; while the highest
 * card is shared, a war: its face-down cards, its looks, its face-up cards; the winner takes
 * the table, the safest card on top. */
void play_steal(u64 first_seed, i64 games, i64 *deck, i64 ndeck, i64 *values, i64 *options,
                i64 *policies, i64 *rounds_out, i64 *winners_out, i64 *wars_out,
                i64 *first_out, i64 *reasons_out, i64 *counts_out, i64 *cards, i64 *draw,
                i64 *won, i64 *head, i64 *size, i64 *wlen, i64 *alive, i64 *showing,
                i64 *battle, i64 *fighters, i64 *tcard, i64 *tseat, i64 *tup, i64 *inplay,
                i64 *order, i64 *left, i64 *cum) {
    i64 players = options[OPT_PLAYERS];
    bool end_round = options[OPT_STEAL] == STEAL_END_ROUND;
    i64 round_limit = options[OPT_ROUND_LIMIT];
    i64 safety_cap = options[OPT_SAFETY_CAP];
    i64 worths = 0; /* one more than the highest worth in the deck */
    for (i64 i = 0; i < ndeck; i++) {
        i64 c = deck[i];
        if (values[c >> 3] >= worths) worths = values[c >> 3] + 1;
    }
    const struct steal_rules rules_ = {
        players, options[OPT_FACE_DOWN], options[OPT_LOSE], options[OPT_FEW_CARDS],
        options[OPT_STEAL], worths, round_limit, safety_cap,
    };
    const struct steal_piles piles_ = {draw, head, size, won, wlen, alive};
    const struct steal_table table_ = {tcard, tseat, tup};
    const struct steal_seen seen_ = {values, inplay, order, left, cum};
    const struct steal_rules *rules = &rules_;
    const struct steal_piles *piles = &piles_;
    const struct steal_table *table = &table_;
    const struct steal_seen *seen = &seen_;
    for (i64 g = 0; g < games; g++) {
        u64 s = first_seed + (u64)g;
        k_deal(&s, players, deck, ndeck, cards, draw, head, size, wlen, alive, values, false);
        steal_in_play(players, worths, piles, values, inplay);
        i64 nord = 0; /* the worths in play, recorded at the game's first decision */
        i64 rounds = 0, wars = 0, first_wars = 0;
        i64 reason = -1, winner = -1;
        while (reason < 0) {
            rounds += 1;
            i64 start = (rounds - 1) % players;
            i64 nb = 0;
            for (i64 p = 0; p < players; p++) {
                if (alive[p] == 1) {
                    battle[nb] = p;
                    nb += 1;
                }
            }
            i64 t = 0;
            i64 war = 0; /* 0: before the opening flip; k: war k of the round */
            bool annulled = false;
            i64 collector = -1;
            for (;;) {
                /* The looks (steal.looks): the seats of battle still in, from `start`. */
                i64 first = -1;
                i64 j = 0;
                while (j < nb && battle[j] < start) j += 1;
                for (i64 i = 0; i < nb; i++) {
                    i64 p = battle[(j + i) % nb];
                    if (alive[p] == 0) continue;
                    bool stole = false;
                    for (;;) { /* p looks at its next card until it plays it (steal._look) */
                        if (a_refills(size[p], 0, wlen[p]))
                            k_refill(p, draw, head, size, won, wlen, &s);
                        if (size[p] == 0) break;
                        i64 card = draw[p * CAP + head[p]];
                        i64 v = values[card >> 3];
                        i64 stolen = 0;
                        i64 piles_of = 0; /* a bit per seat whose face-up pile the card matches */
                        for (i64 k = 1; k < players; k++) {
                            i64 o = (p + k) % players;
                            if (wlen[o] > 0 && values[won[o * CAP + wlen[o] - 1] >> 3] == v) {
                                stolen += wlen[o];
                                piles_of |= (i64)1 << o;
                            }
                        }
                        if (piles_of == 0) break;
                        if (nord == 0) nord = steal_snapshot(t, rules, piles, table, seen);
                        if (!steal_decides(policies[p], p, v, stolen, nord, t, rules, piles,
                                           table, seen))
                            break;
                        steal_steal(p, card, piles_of, players, piles);
                        stole = true;
                        if (war == 0 && end_round) break;
                    }
                    if (stole && first < 0) {
                        first = p;
                        if (war == 0 && end_round) break;
                    }
                }
                if (war == 0) {
                    if (first >= 0 && end_round) break; /* the steal was the stealer's turn */
                    nb = 0;
                    for (i64 p = 0; p < players; p++) {
                        if (alive[p] == 1) {
                            battle[nb] = p;
                            nb += 1;
                        }
                    }
                    if (nb < 2) break;
                } else { /* those of the war still in */
                    i64 n = 0;
                    for (i64 b = 0; b < nb; b++) {
                        if (alive[battle[b]] == 1) {
                            battle[n] = battle[b];
                            n += 1;
                        }
                    }
                    nb = n;
                }
                for (i64 b = 0; b < nb; b++) { /* each flips its card */
                    t = steal_lay(battle[b], 1, 1, t, &s, piles, table);
                    showing[battle[b]] = values[tcard[t - 1] >> 3];
                }
                if (nb == 1) {
                    collector = battle[0];
                    break;
                }
                if (nb > 1) {
                    i64 ntop, at;
                    i64 top = a_highest(showing, battle, nb, &ntop, &at);
                    if (ntop == 1) {
                        collector = at;
                        break;
                    }
                    i64 nf = 0;
                    for (i64 b = 0; b < nb; b++) {
                        if (showing[battle[b]] == top) {
                            fighters[nf] = battle[b];
                            nf += 1;
                        }
                    }
                    war += 1;
                    nb = steal_war_down(nf, top, t, &s, fighters, battle, rules, piles, table,
                                        &t);
                }
                if (nb == 0) { /* everyone out of the war at once, or every fighter stolen out */
                    k_give_back(t, draw, head, size, alive, tcard, tseat);
                    annulled = true;
                    break;
                }
            }
            if (collector >= 0) nord = steal_collect_top(collector, t, nord, rules, piles, table, seen);
            wars += war;
            if (rounds == 1) first_wars = war;
            /* After the round (Game._finish): a seat with no card is out; the game ends?  (No
             * position is looked for: keys and stamps NULL.) */
            reason = k_ending(rounds, annulled, players, round_limit, safety_cap, 0, draw, head,
                              size, wlen, alive, NULL, NULL, &winner);
        }
        k_record(g, players, rounds, winner, wars, first_wars, reason, size, wlen, rounds_out,
                 winners_out, wars_out, first_out, reasons_out, counts_out);
    }
}
