"""Seat names: the names given, or the defaults, in the learner's language.

With two players and no names, seat 0 is the learner, addressed as "you" (the messages'
``.you`` forms), and seat 1 "the computer"; with more, "Player 1", "Player 2"...  Pure
functions over the message catalogues: the explanations (:mod:`war_widget.explain`) and the
command line take their names from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import locale


def default_names(players: int, lang: str = "en") -> list[str]:
    """The names used when the caller gives none (see :func:`war_widget.explain.explain`)."""
    code = locale.normalize_language(lang)
    cat = locale.translation(code)
    if players == 2:
        return [
            cat.pgettext("name.you", locale.MESSAGES["name.you"].text),
            cat.pgettext("name.computer", locale.MESSAGES["name.computer"].text),
        ]
    template = cat.pgettext("name.player", locale.MESSAGES["name.player"].text)
    return [template.format(number=seat + 1) for seat in range(players)]


def seat_names(names: Sequence[str] | None, players: int, lang: str = "en") -> list[str]:
    """One name per seat: ``names`` checked and trimmed, or :func:`default_names`.

    ``ValueError`` names the problem: not one name per player, or an empty name.
    """
    if names is None:
        return default_names(players, lang)
    if isinstance(names, str) or len(names) != players:
        got = "a single text" if isinstance(names, str) else f"{len(names)} names"
        raise ValueError(f"names: got {got} but players={players}; give one name per player")
    for seat, name in enumerate(names):
        if not isinstance(name, str) or not name.strip():
            raise ValueError(f"names[{seat}]: expected a non-empty text, got {name!r}")
    return [name.strip() for name in names]


def says_you(names: Sequence[str] | None, players: int) -> bool:
    """True when seat 0 is addressed as "you": no names given, two players."""
    return names is None and players == 2
