"""The position hashes of the fast kernel's general loops: CPython's tuple hash of the draw
piles, and the incremental pile hash the two-player loops keep a card at a time, checked
through the WebAssembly module's own exports (``csrc/kernel/entry.c``) against the
definitions written here (the Python kernel that held them, ``_fast/kernel.py``, was retired
by issue 44)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from war_widget.kernel import CAP, wasm

#: The incremental position hash (``common.h``): each draw pile a polynomial in HASH_BASE
#: modulo the Mersenne prime HASH_PRIME, the top card the highest power, kept below 2**33 and
#: reduced only in a position's key.
HASH_PRIME = 2**31 - 1
HASH_BASE = 1_000_003


def _fold(x: int) -> int:
    """``x`` reduced below 2**33, the same modulo HASH_PRIME (2**31 is 1)."""
    return (x & HASH_PRIME) + (x >> 31)


def _pushed(h: int, card: int) -> int:
    """A pile's hash once ``card`` goes under it."""
    return _fold(h * HASH_BASE + card + 1)


def _popped(h: int, card: int, rest: int) -> int:
    """A pile's hash once its top card, ``card``, leaves it with ``rest`` cards."""
    return _fold(h + (HASH_PRIME - 1 - card) * pow(HASH_BASE, rest, HASH_PRIME))


def _key(h0: int, h1: int) -> int:
    """The 64-bit key of a position of two draw piles hashed ``h0`` and ``h1``."""
    a, b = _fold(h0) % HASH_PRIME, _fold(h1) % HASH_PRIME
    return (a * HASH_PRIME + b) % 2**64


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
    """The kernel's position hash is the documented one: CPython's tuple hash."""
    players = len(piles)
    draw = [0] * (players * CAP)
    head = [(7 * s) % CAP for s in range(players)]  # wrap around
    size = [len(p) for p in piles]
    for s, pile in enumerate(piles):
        for k, card in enumerate(pile):
            draw[s * CAP + (head[s] + k) % CAP] = card
    want = hash(tuple(tuple(p) for p in piles)) % 2**64
    assert _in_wasm("position", players, arrays=(draw, head, size)) == want


def _pile_hash(cards: list[int]) -> int:
    h = 0
    for card in cards:
        h = _in_wasm("pushed", h, card)
    return h


@settings(max_examples=100, deadline=None)
@given(
    pile=st.lists(st.integers(0, 255), max_size=54),
    off=st.integers(0, 54),
    under=st.lists(st.integers(0, 255), max_size=54),
)
def test_the_incremental_pile_hash_is_the_piles_hash(
    pile: list[int], off: int, under: list[int]
) -> None:
    """Cards off the top and under a pile, hashed one by one by the module, give the hash of
    the pile that results (the two-player loops keep it so, a card at a time): the polynomial
    of its cards modulo the prime; the key of a position reduces it (two piles' hashes equal
    modulo the prime give one key)."""
    off = min(off, len(pile))
    h = _pile_hash(pile)
    assert (
        h % HASH_PRIME
        == sum((c + 1) * pow(HASH_BASE, len(pile) - 1 - k, HASH_PRIME) for k, c in enumerate(pile))
        % HASH_PRIME
    )
    for k, card in enumerate(pile[:off]):
        popped = _in_wasm("popped", h, card, len(pile) - 1 - k)
        assert popped == _popped(h, card, len(pile) - 1 - k)
        h = popped
    want = _pile_hash(pile[off:] + under)
    for card in under:
        pushed = _in_wasm("pushed", h, card)
        assert pushed == _pushed(h, card)
        h = pushed
    assert 0 <= h < 2**33
    assert h % HASH_PRIME == want % HASH_PRIME
    assert _in_wasm("key", h, 5) == _key(h, 5) == _key(want, 5 + HASH_PRIME)
    assert _in_wasm("key", h, want) == _key(h, want)
    assert _key(h, 5) != _key(5, h) or h % HASH_PRIME == 5
    assert _pile_hash([*pile, 0]) % HASH_PRIME != _pile_hash(pile) % HASH_PRIME
