/* The classic rules of War (2 players, 3 face down, last card up, won cards shuffled
 * under), as a plain C loop with the package's generator (SplitMix64, Lemire's draw,
 * Fisher-Yates from the last position): the reference speed for benchmarks/simulate.py,
 * which writes DECK and VALUES in front of this file and compiles it with -O3.
 *
 *     war_loop FIRST_SEED GAMES REPEATS
 *
 * plays games FIRST_SEED .. FIRST_SEED + GAMES - 1 REPEATS times and prints, per repeat,
 * the seconds it took, then the total of rounds and a checksum of (rounds, winner) per
 * game, so the benchmark can check these are the kernel's games. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define CAP 64
#define MASK (CAP - 1)
#define SAFETY_CAP 100000

static inline uint64_t below(uint64_t *state, uint64_t n) {
    uint64_t threshold = (0x100000000ULL - n) % n;
    for (;;) {
        uint64_t s = (*state += 0x9E3779B97F4A7C15ULL);
        uint64_t z = (s ^ (s >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        uint64_t m = (z >> 32) * n;
        if ((m & 0xFFFFFFFFULL) >= threshold) return m >> 32;
    }
}

static inline void shuffle(int *items, int n, uint64_t *state) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)below(state, (uint64_t)(i + 1));
        int t = items[i]; items[i] = items[j]; items[j] = t;
    }
}

static int play(uint64_t seed, int *winner_out) {
    uint64_t st = seed;
    int cards[CAP], draw[2][CAP], head[2] = {0, 0}, size[2] = {0, 0}, alive[2] = {1, 1};
    int table[2 * CAP], seat[2 * CAP], showing[2];
    int n = (int)(sizeof(DECK) / sizeof(DECK[0]));
    for (int k = 0; k < n; k++) cards[k] = DECK[k];
    shuffle(cards, n, &st);
    for (int k = 0; k < (n / 2) * 2; k++) { int p = k % 2; draw[p][size[p]++] = cards[k]; }
    int rounds = 0, winner = -1;
    for (;;) {
        rounds++;
        int t = 0, collector = -1, annulled = 0;
        for (int p = 0; p < 2; p++) {
            int c = draw[p][head[p]]; head[p] = (head[p] + 1) & MASK; size[p]--;
            table[t] = c; seat[t++] = p; showing[p] = VALUES[c >> 3];
        }
        for (;;) {
            if (!alive[0]) { collector = 1; break; }
            if (!alive[1]) { collector = 0; break; }
            if (showing[0] != showing[1]) { collector = showing[0] > showing[1] ? 0 : 1; break; }
            if (size[0] == 0 && size[1] == 0) {  /* everyone out: the round is annulled */
                for (int k = 0; k < t; k++) {
                    int p = seat[k]; draw[p][(head[p] + size[p]++) & MASK] = table[k]; alive[p] = 1;
                }
                annulled = 1; t = 0; break;
            }
            for (int p = 0; p < 2; p++) {
                int held = size[p];
                if (held == 0) { alive[p] = 0; continue; }
                int down = held < 4 ? (held > 1 ? held - 1 : 0) : 3;
                for (int k = 0; k <= down; k++) {
                    int c = draw[p][head[p]]; head[p] = (head[p] + 1) & MASK; size[p]--;
                    table[t] = c; seat[t++] = p;
                }
                showing[p] = VALUES[table[t - 1] >> 3];
            }
        }
        if (collector >= 0) {
            shuffle(table, t, &st);
            int p = collector;
            for (int k = 0; k < t; k++) draw[p][(head[p] + size[p]++) & MASK] = table[k];
        }
        int nalive = 0, last = -1;
        for (int p = 0; p < 2; p++) {
            if (alive[p] && size[p] == 0) alive[p] = 0;
            if (alive[p]) { nalive++; last = p; }
        }
        if (annulled) break;
        if (nalive == 1) { winner = last; break; }
        if (rounds >= SAFETY_CAP) break;
    }
    if (winner < 0) winner = size[0] == size[1] ? -1 : (size[0] > size[1] ? 0 : 1);
    *winner_out = winner;
    return rounds;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: war_loop FIRST_SEED GAMES REPEATS\n"); return 2; }
    uint64_t first = strtoull(argv[1], NULL, 10);
    long games = atol(argv[2]), repeats = atol(argv[3]);
    uint64_t total = 0, check = 0;
    for (long r = 0; r < repeats; r++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        total = 0; check = 0;
        for (long g = 0; g < games; g++) {
            int winner;
            int rounds = play(first + (uint64_t)g, &winner);
            total += (uint64_t)rounds;
            check = check * 1000003ULL + (uint64_t)rounds * 4 + (uint64_t)(winner + 1);
        }
        clock_gettime(CLOCK_MONOTONIC, &b);
        printf("%.6f\n", (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec));
    }
    printf("%llu %llu\n", (unsigned long long)total, (unsigned long long)check);
    return 0;
}
