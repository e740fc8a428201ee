"""Room codes and teacher keys: what a pupil types to join, and what opens the dashboard.

A room code is six characters from :data:`ALPHABET` (digits and capital letters without
0 O 1 I L, which are read one for another on a projector), drawn by :mod:`secrets`:
31**6, about 887 million codes.  A teacher key is a longer random text
(``secrets.token_urlsafe(16)``: 128 bits), only ever in the teacher's own address.
"""

from __future__ import annotations

import secrets

#: The characters a room code is made of: no 0 O 1 I L.
ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
#: A room code's length.
LENGTH = 6


def new_code() -> str:
    """A new room code: ``"K7PX4Q"``."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def new_key() -> str:
    """A new teacher key (22 characters of ``A-Z a-z 0-9 - _``)."""
    return secrets.token_urlsafe(16)


def check_code(text: object) -> str:
    """A room code as typed, normalised: upper case, spaces and dashes left out
    (``" k7p-x4q "`` is ``"K7PX4Q"``); ``ValueError`` naming what is allowed otherwise."""
    allowed = f"{LENGTH} characters from {ALPHABET}"
    if not isinstance(text, str):
        raise ValueError(f"room code: expected a text of {allowed}, not {type(text).__name__}")
    code = text.strip().upper().replace(" ", "").replace("-", "")
    if len(code) != LENGTH or any(c not in ALPHABET for c in code):
        shown = text if len(text) <= 20 else text[:19] + "…"
        raise ValueError(f"room code {shown!r} is not allowed: expected {allowed}")
    return code


__all__ = ["ALPHABET", "LENGTH", "check_code", "new_code", "new_key"]
