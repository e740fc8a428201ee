"""Seat names: the names given, or the defaults, in the learner's language.

With two players and no names, seat 0 is the learner, addressed as "you" (the messages'
``.you`` forms), and seat 1 "the computer"; with more, "Player 1", "Player 2"...  Pure
functions over the message catalogues: the explanations (:mod:`war_widget.explain`), the
command line and the play widget take their names from here.

The play widget works from ``(names, players, mode, lang)``: ``names`` are the names a
teacher gave, seat 0 first (possibly fewer than the players); ``mode`` is ``"computer"`` or
``"two_players"``.  It uses three forms:

- :func:`labels` -- what the table shows above each seat ("You", "Player 2", "Ana");
- :func:`mixed` -- the names as written mid-sentence ("the computer");
- :func:`spoken` -- the names the explanations get (``None``: address the learner as
  "you", as :func:`war_widget.explain.explain` does by default).
"""

from __future__ import annotations

from collections.abc import Sequence

from . import locale


def default_names(players: int, lang: str = "en") -> list[str]:
    """The names used when the caller gives none (see :func:`war_widget.explain.explain`)."""
    code = locale.normalize_language(lang)
    if players == 2:
        return [locale.say(code, "name.you"), locale.say(code, "name.computer")]
    return [locale.say(code, "name.player", number=seat + 1) for seat in range(players)]


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


def defaults(players: int, mode: str, lang: str) -> list[str]:
    """The language's default names: "you", "the computer" with two players in the
    computer mode; "Player 1", "Player 2"... otherwise."""
    if mode == "two_players":
        return default_names(max(players, 3), lang)[:players]  # "Player 1", "Player 2"...
    return default_names(players, lang)  # "you", "the computer" with two players


def mixed(names: Sequence[str], players: int, mode: str, lang: str) -> list[str]:
    """The names given, then the language's defaults as written mid-sentence."""
    base = defaults(players, mode, lang)
    given = list(names)
    return [given[i] if i < len(given) else base[i] for i in range(len(base))]


def labels(names: Sequence[str], players: int, mode: str, lang: str) -> list[str]:
    """The label of each seat: the names given, else the defaults in the chosen language."""
    given = list(names)
    # A seat's label is a name, not a phrase: "Jugador 1", not the sentence's "el jugador 1".
    numbered = mode == "two_players" or players > 2
    return [
        name
        if i < len(given)
        else locale.say(lang, "ui.player", number=i + 1)
        if numbered
        else _capitalize(name)
        for i, name in enumerate(mixed(names, players, mode, lang))
    ]


def spoken(names: Sequence[str], players: int, mode: str, lang: str) -> list[str] | None:
    """Names for the explanations: ``None`` lets them address the learner as "you" (the
    computer mode's defaults); otherwise the defaults stay lower case where the language
    writes them so, and ``explain`` capitalises the start of each sentence."""
    if mode == "computer" and not names:
        return None
    return mixed(names, players, mode, lang)


def addressed_as_you(names: Sequence[str], players: int, mode: str) -> bool:
    """Seat 0 is called "you" (its label and the explanations): the computer mode's
    defaults with two players; with three or four, seat 0 is "Player 1" (tagged "you")."""
    return mode == "computer" and not names and players == 2


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]
