/* The kernel as one WebAssembly module: the game loops, a bump allocator, the exports.
 *
 * The one translation unit tools/build_wasm.py compiles to src/war_widget/_fast/kernel.wasm
 * (wasm32, no libc, no imports): it includes the loop files and exports, for the hosts
 * (src/war_widget/_fast/wasm.py: wasmtime in CPython, the browser's WebAssembly in Pyodide):
 *
 *  - `memory`: the module's linear memory;
 *  - `ww_abi()`: WW_ABI below, which the host checks before it trusts the rest (a .wasm built
 *    from other sources is refused, never played);
 *  - `ww_options_layout()`: WW_OPTIONS_LAYOUT (options.h, generated): the option slots and
 *    codes the module was built for, which the host checks too (a new slot cannot go
 *    unnoticed);
 *  - `ww_reset()`: forget every block (the next run starts again at `__heap_base`);
 *  - `ww_alloc(nbytes)`: a block of `nbytes` zero bytes, 8-byte aligned, after the last one,
 *    growing the memory as needed; 0 when it cannot grow (no block is ever at 0);
 *  - `ww_play_duel`, `ww_play_two`, `ww_play_games`, `ww_play_steal`: each game loop, given
 *    the address of its arguments in the memory: an i64 each, the loop's parameters in order,
 *    its arrays as addresses of i64 arrays (0 for Python's None), and after `deck` its
 *    length `ndeck` (see common.h);
 *  - `ww_position`, `ww_pushed`, `ww_popped`, `ww_key`: the position hashes, for the tests.
 *
 * A host lays one run out in one block (its inputs and the loop's arguments copied in, its
 * work arrays and output columns zero, as _fast.work_sizes lists them), calls the loop,
 * reads the columns back.
 */
#include "common.h"

/* What the exports take and mean; the host (war_widget._fast.wasm.ABI) checks it. */
#define WW_ABI 2

#include "cycle.c" /* duel.c's: guarded, included once */
#include "duel.c"
#include "two.c"
#include "many.c"
#include "steal.c"

#define WW_EXPORT(name) __attribute__((export_name(#name), visibility("default")))

WW_EXPORT(ww_abi) int32_t ww_abi(void) { return WW_ABI; }

WW_EXPORT(ww_options_layout) int32_t ww_options_layout(void) { return WW_OPTIONS_LAYOUT; }

/* -- the bump allocator ----------------------------------------------------------------- */

extern unsigned char __heap_base;

#define WW_PAGE 65536u

static uintptr_t ww_top; /* the end of the last block (0: none since the start) */

WW_EXPORT(ww_reset) void ww_reset(void) { ww_top = (uintptr_t)&__heap_base; }

WW_EXPORT(ww_alloc) uint32_t ww_alloc(uint32_t nbytes) {
    if (ww_top == 0) ww_reset();
    uintptr_t start = (ww_top + 7u) & ~(uintptr_t)7u;
    uintptr_t end = start + nbytes;
    if (end < start) return 0; /* past 4 GiB */
    uintptr_t have = __builtin_wasm_memory_size(0) * (uintptr_t)WW_PAGE;
    if (end > have) {
        uintptr_t pages = (end - have + WW_PAGE - 1u) / WW_PAGE;
        if (__builtin_wasm_memory_grow(0, pages) == (uintptr_t)-1) return 0;
    }
    /* A block reused after ww_reset holds the last run's bytes: zero, as numpy's zeros. */
    __builtin_memset((void *)start, 0, nbytes);
    ww_top = end;
    return (uint32_t)start;
}

/* -- the game loops ---------------------------------------------------------------------- */

/* Each loop's export takes one address: of its arguments, an i64 each, in the loop's
 * order (`ndeck` after `deck`), arrays as addresses in the memory (0 for None), `first_seed`
 * as its 64 bits.  One i32 parameter: a JavaScript host passes no BigInt (an i64 parameter
 * takes one, and Pyodide turns a small Python int into a Number). */
#define ARG(k) ((i64 *)(uintptr_t)a[k])
/* rounds_out .. tseat: the 18 arrays every loop takes after its inputs, from a[k] on. */
#define WW_COLUMN_ARGS(k)                                                                     \
    ARG(k), ARG(k + 1), ARG(k + 2), ARG(k + 3), ARG(k + 4), ARG(k + 5), ARG(k + 6),          \
        ARG(k + 7), ARG(k + 8), ARG(k + 9), ARG(k + 10), ARG(k + 11), ARG(k + 12),             \
        ARG(k + 13), ARG(k + 14), ARG(k + 15), ARG(k + 16), ARG(k + 17)

WW_EXPORT(ww_play_duel) void ww_play_duel(const i64 *a) {
    play_duel((u64)a[0], a[1], ARG(2), a[3], ARG(4), ARG(5), WW_COLUMN_ARGS(6), ARG(24),
              ARG(25));
}

WW_EXPORT(ww_play_two) void ww_play_two(const i64 *a) {
    play_two((u64)a[0], a[1], ARG(2), a[3], ARG(4), ARG(5), WW_COLUMN_ARGS(6), ARG(24), ARG(25));
}

WW_EXPORT(ww_play_games) void ww_play_games(const i64 *a) {
    play_games((u64)a[0], a[1], ARG(2), a[3], ARG(4), ARG(5), WW_COLUMN_ARGS(6), ARG(24),
               ARG(25));
}

/* Steal War's policies come after the options. */
WW_EXPORT(ww_play_steal) void ww_play_steal(const i64 *a) {
    play_steal((u64)a[0], a[1], ARG(2), a[3], ARG(4), ARG(5), ARG(6), WW_COLUMN_ARGS(7), ARG(25),
               ARG(26), ARG(27), ARG(28), ARG(29));
}

/* -- the position hashes, for the tests (tests/test_kernel_hash.py holds them to Python's) -- */

WW_EXPORT(ww_position) u64 ww_position(i64 *draw, i64 *head, i64 *size, i64 players) {
    return k_position(draw, head, size, players);
}

WW_EXPORT(ww_pushed) i64 ww_pushed(i64 h, i64 card) { return k_pushed(h, card); }

WW_EXPORT(ww_popped) i64 ww_popped(i64 h, i64 card, i64 rest) { return k_popped(h, card, rest); }

WW_EXPORT(ww_key) u64 ww_key(i64 h0, i64 h1) { return k_key(h0, h1); }
