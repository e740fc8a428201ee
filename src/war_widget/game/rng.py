"""The portable random generator behind every shuffle.

A game code must replay the same game on any platform and Python version, so
the engine does not use :mod:`random` (whose streams may change between
versions).  It uses SplitMix64 (Steele, Lea and Flood, "Fast splittable
pseudorandom number generators", OOPSLA 2014), which needs nothing but 64-bit
unsigned arithmetic and is easy to reproduce bit for bit in compiled code:

    state = (state + 0x9E3779B97F4A7C15) mod 2**64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64
    output z ^ (z >> 31)

A number below ``n`` (``n`` < 2**32) is drawn from the top 32 bits ``x`` of an
output by Lemire's multiply-and-reject: ``m = x * n``; if ``m mod 2**32`` is
below ``(2**32 - n) mod n`` the draw is rejected and repeated; otherwise the
result is ``m >> 32``.  A shuffle is Fisher-Yates from the last position down:
for ``i`` from ``len - 1`` to 1, swap item ``i`` with item ``below(i + 1)``.
A probability ``p`` given in whole percent is a draw ``below(100) < p``.
"""

from __future__ import annotations

import secrets
from typing import Any

#: Seeds drawn for new games stay below this, so their codes stay short (5 characters).
RANDOM_SEED_LIMIT = 29**5

MAX_SEED = 2**64 - 1


def game_seed(seed: Any, *, scripted: bool = False) -> int:
    """A game's seed: ``seed`` checked, or a fresh one (0 for scripted hands, which need no
    shuffle); ``ValueError`` names what is allowed."""
    if seed is None:
        return 0 if scripted else secrets.randbelow(RANDOM_SEED_LIMIT)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ValueError(
            f"seed={seed!r} is not allowed: seed must be a whole number from 0 to 2**64 - 1"
        )
    return seed


MASK64 = 0xFFFFFFFFFFFFFFFF
GOLDEN = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB


class SplitMix64:
    """SplitMix64 with an unbiased bounded draw and a Fisher-Yates shuffle."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = s = (self.state + GOLDEN) & MASK64
        z = ((s ^ (s >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniformly drawn integer in ``range(n)``, for ``0 < n < 2**32``."""
        threshold = (0x100000000 - n) % n
        while True:
            m = (self.next64() >> 32) * n
            if (m & 0xFFFFFFFF) >= threshold:
                return m >> 32

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, last position first)."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]
