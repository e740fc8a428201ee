"""The position hashes of the fast kernel's general loops: CPython's tuple hash of the draw
piles, and the incremental pile hash the two-player loops keep a card at a time."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from war_widget._fast import wasm
from war_widget.simulation.run import numba_available


def _in_wasm(name: str, *args: int, arrays: tuple[list[int], ...] = ()) -> int:
    """The WebAssembly module's ``ww_<name>`` called with ``arrays`` laid out in its memory
    (their addresses first), then the numbers ``args``; its result as an unsigned 64-bit
    number (the module's exports for the tests: csrc/kernel/entry.c)."""
    host = wasm.host()
    with wasm._LOCK:
        host.call("ww_reset")
        at = []
        for numbers in arrays:
            at.append(host.call("ww_alloc", 8 * max(len(numbers), 1)))
            host.write(at[-1], wasm._pack(numbers))
        return host.call(f"ww_{name}", *at, *(wasm._i64(a) for a in args)) % 2**64


@settings(max_examples=200, deadline=None)
@given(piles=st.lists(st.lists(st.integers(0, 127), max_size=54), min_size=2, max_size=8))
def test_position_is_cpythons_hash_of_the_draw_piles(piles: list[list[int]]) -> None:
    """The kernel's position hash is the documented one (CPython's tuple hash), every way."""
    from war_widget._fast import kernel

    players = len(piles)
    draw = [0] * (players * kernel.CAP)
    head = [(7 * s) % kernel.CAP for s in range(players)]  # wrap around
    size = [len(p) for p in piles]
    for s, pile in enumerate(piles):
        for k, card in enumerate(pile):
            draw[s * kernel.CAP + (head[s] + k) % kernel.CAP] = card
    want = hash(tuple(tuple(p) for p in piles)) % 2**64
    assert kernel._position(draw, head, size, players) == want
    if numba_available():
        import numpy as np

        from war_widget._fast import compiled

        got = compiled.position(*(np.array(x, np.int64) for x in (draw, head, size)), players)
        assert int(got) == want
    if wasm.available():
        assert _in_wasm("position", players, arrays=(draw, head, size)) == want


def _pile_hash(cards: list[int]) -> int:
    from war_widget._fast import kernel

    h = 0
    for card in cards:
        h = kernel._pushed(h, card)
    return h


@settings(max_examples=200, deadline=None)
@given(
    pile=st.lists(st.integers(0, 255), max_size=54),
    off=st.integers(0, 54),
    under=st.lists(st.integers(0, 255), max_size=54),
)
def test_the_incremental_pile_hash_is_the_piles_hash(
    pile: list[int], off: int, under: list[int]
) -> None:
    """Cards off the top and under a pile, hashed one by one, give the hash of the pile that
    results (the two-player loops keep it so, a card at a time), every way; the key of a
    position reduces it (two piles' hashes equal modulo the prime give one key)."""
    from war_widget._fast import kernel

    off = min(off, len(pile))
    h = _pile_hash(pile)
    for k, card in enumerate(pile[:off]):
        h = kernel._popped(h, card, len(pile) - 1 - k)
    want = _pile_hash(pile[off:] + under)
    for card in under:
        h = kernel._pushed(h, card)
    assert 0 <= h < 2**33
    assert h % kernel.HASH_PRIME == want % kernel.HASH_PRIME
    assert kernel._key(h, 5) == kernel._key(want, 5 + kernel.HASH_PRIME)
    assert kernel._key(h, 5) != kernel._key(5, h) or h % kernel.HASH_PRIME == 5
    assert _pile_hash([*pile, 0]) % kernel.HASH_PRIME != _pile_hash(pile) % kernel.HASH_PRIME
    if wasm.available():
        assert _in_wasm("popped", h, 7, len(pile)) == kernel._popped(h, 7, len(pile))
        assert _in_wasm("pushed", h, 9) == kernel._pushed(h, 9)
        assert _in_wasm("key", h, want) == kernel._key(h, want)
    if numba_available():
        from war_widget._fast import compiled

        space = compiled._SPACE
        assert space["_popped"](h, 7, len(pile)) == kernel._popped(h, 7, len(pile))
        assert space["_pushed"](h, 9) == kernel._pushed(h, 9)
        assert int(space["_key"](h, want)) == kernel._key(h, want)
