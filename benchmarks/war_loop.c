/* The classic rules of War (2 players, 3 face down, last card up, won cards shuffled
 * under), as tight as a plain C loop gets, with the package's generator (SplitMix64,
 * Lemire's draw, Fisher-Yates from the last position): the limit benchmarks/simulate.py
 * holds the kernel to.  The benchmark writes DECK and VALUES (each rank's worth) in front
 * of this file and compiles it with -O3; tests/kernel/test_war_loop.py checks it plays the
 * kernel's games.
 *
 *     war_loop FIRST_SEED GAMES REPEATS [games]
 *
 * plays games FIRST_SEED .. FIRST_SEED + GAMES - 1 REPEATS times and prints, per repeat,
 * the CPU seconds it took, then the total of rounds and a checksum of (rounds, winner) per
 * game; with "games", each game's rounds and winner too, one game a line.
 *
 * Why it is tight:
 * - cards are dealt as their worths (the shuffle moves worths as it would move cards, and
 *   nothing here needs to know a card's suit), one byte each;
 * - each pile is a ring buffer of 64 bytes with a power-of-two mask, its top and its end
 *   free-running unsigned counters (no size kept, no wrap test);
 * - Lemire's draw computes its threshold, a division, only when the low bits fall below n
 *   (the threshold is below n), which for the shuffle of a deck is about never;
 * - the round without a tie (about 94 %) is straight-line code: a shuffle of two cards is
 *   one draw below 2 (its threshold is 0: the top bit of the output), the winner is
 *   chosen by index, not by a branch, and the war's code is out of the way. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CAP 64u
#define MASK (CAP - 1u)
#define SAFETY_CAP 100000
#define NCARDS ((int)(sizeof(DECK) / sizeof(DECK[0])))

static inline uint64_t mix(uint64_t s) {
    uint64_t z = (s ^ (s >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A number below n (0 < n < 2**32): rng.below. */
static inline uint32_t below(uint64_t *state, uint32_t n) {
    for (;;) {
        uint64_t m = (mix(*state += 0x9E3779B97F4A7C15ULL) >> 32) * (uint64_t)n;
        uint32_t low = (uint32_t)m;
        if (low >= n || low >= (uint32_t)(0u - n) % n) return (uint32_t)(m >> 32);
    }
}

static inline void shuffle(uint8_t *items, uint32_t n, uint64_t *state) {
    for (uint32_t i = n - 1; i > 0; i--) {
        uint32_t j = below(state, i + 1);
        uint8_t t = items[i]; items[i] = items[j]; items[j] = t;
    }
}

static uint8_t WORTH_DECK[NCARDS];

typedef struct { uint8_t card[2][CAP]; uint32_t top[2], end[2]; } Piles;

#define HELD(P, p) ((P)->end[p] - (P)->top[p])
#define POP(P, p) ((P)->card[p][(P)->top[p]++ & MASK])
#define PUSH(P, p, c) ((P)->card[p][(P)->end[p]++ & MASK] = (c))

/* A tie: wars until someone takes the table (0 or 1), or -1 when both are out of cards on
 * a tie: the round is annulled, the game ends and *t holds how many cards seat 0 laid (what
 * it holds once the cards go back).  *t is the table's length before and after. */
static __attribute__((noinline)) int war(Piles *P, uint8_t *table, uint32_t *t) {
    uint32_t n = *t, laid0 = 1;
    uint8_t v0 = table[0], v1 = table[1];
    for (;;) {
        uint32_t h0 = HELD(P, 0), h1 = HELD(P, 1);
        if (h0 == 0 && h1 == 0) { *t = laid0; return -1; }
        /* Each seat lays up to 4 (3 down, the last up; short: all it has, the last up),
         * seat 0 first; a seat without a card is out, and the other still lays. */
        uint32_t k0 = h0 < 4 ? h0 : 4, k1 = h1 < 4 ? h1 : 4;
        for (uint32_t i = 0; i < k0; i++) table[n++] = POP(P, 0);
        if (k0) v0 = table[n - 1];
        for (uint32_t i = 0; i < k1; i++) table[n++] = POP(P, 1);
        if (k1) v1 = table[n - 1];
        laid0 += k0;
        *t = n;
        if (h0 == 0) return 1;
        if (h1 == 0) return 0;
        if (v0 != v1) return v0 < v1;
    }
}

/* One game: its rounds, and its winner in *winner_out (-1: a draw). */
static int play(uint64_t st, int *winner_out) {
    Piles P;
    uint8_t cards[CAP], table[2 * CAP];
    memcpy(cards, WORTH_DECK, NCARDS);
    shuffle(cards, NCARDS, &st);
    P.top[0] = P.top[1] = 0;
    P.end[0] = P.end[1] = NCARDS / 2;
    for (int k = 0; k < NCARDS / 2; k++) {
        P.card[0][k] = cards[2 * k];
        P.card[1][k] = cards[2 * k + 1];
    }
    int rounds = 0, winner;
    for (;;) {
        rounds++;
        uint8_t a = POP(&P, 0), b = POP(&P, 1);
        if (__builtin_expect(a != b, 1)) {
            /* Fisher-Yates of (a, b): one draw below 2, whose threshold is 0. */
            uint32_t keep = (uint32_t)(mix(st += 0x9E3779B97F4A7C15ULL) >> 63);
            uint32_t w = a < b;
            PUSH(&P, w, keep ? a : b);
            PUSH(&P, w, keep ? b : a);
        } else {
            uint32_t t = 2;
            table[0] = a;
            table[1] = b;
            int w = war(&P, table, &t);
            if (w < 0) {  /* annulled: each holds what it laid */
                uint32_t held0 = t, held1 = NCARDS / 2 * 2 - t;
                *winner_out = held0 == held1 ? -1 : held0 > held1 ? 0 : 1;
                return rounds;
            }
            shuffle(table, t, &st);
            for (uint32_t k = 0; k < t; k++) PUSH(&P, w, table[k]);
        }
        uint32_t h0 = HELD(&P, 0), h1 = HELD(&P, 1);
        if (__builtin_expect(h0 == 0 || h1 == 0, 0)) { winner = h0 == 0; break; }
        if (__builtin_expect(rounds >= SAFETY_CAP, 0)) {
            winner = h0 == h1 ? -1 : h0 > h1 ? 0 : 1;
            break;
        }
    }
    *winner_out = winner;
    return rounds;
}

int main(int argc, char **argv) {
    if (argc != 4 && !(argc == 5 && strcmp(argv[4], "games") == 0)) {
        fprintf(stderr, "usage: war_loop FIRST_SEED GAMES REPEATS [games]\n");
        return 2;
    }
    for (int k = 0; k < NCARDS; k++) WORTH_DECK[k] = (uint8_t)VALUES[DECK[k] >> 3];
    uint64_t first = strtoull(argv[1], NULL, 10);
    long games = atol(argv[2]), repeats = atol(argv[3]);
    uint64_t total = 0, check = 0;
    for (long r = 0; r < repeats; r++) {
        struct timespec a, b;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
        total = 0;
        check = 0;
        for (long g = 0; g < games; g++) {
            int winner;
            int rounds = play(first + (uint64_t)g, &winner);
            total += (uint64_t)rounds;
            check = check * 1000003ULL + (uint64_t)rounds * 4 + (uint64_t)(winner + 1);
        }
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
        printf("%.6f\n", (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec));
    }
    printf("%llu %llu\n", (unsigned long long)total, (unsigned long long)check);
    if (argc == 5)
        for (long g = 0; g < games; g++) {
            int winner;
            int rounds = play(first + (uint64_t)g, &winner);
            printf("%d %d\n", rounds, winner);
        }
    return 0;
}
