"""The seats' names, worked out from the names given, the mode and the language.

Pure functions of ``(names, players, mode, lang)``: ``names`` are the names a teacher
gave, seat 0 first (possibly fewer than the players); ``mode`` is ``"computer"`` or
``"two_players"``.  Three forms are used:

- :func:`labels` -- what the table shows above each seat ("You", "Player 2", "Ana");
- :func:`mixed` -- the names as written mid-sentence ("the computer");
- :func:`spoken` -- the names the explanations get (``None``: address the learner as
  "you", as :func:`war_widget.explain.explain` does by default).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..explain import default_names
from .words import say


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
        else say(lang, "ui.player", number=i + 1)
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
