"""A saved widget state (``get_state()``) written back: the same game at the same round.

The state Python owns is never written from outside (see :mod:`war_widget.front_state`),
but a saved state's ``code`` and ``round`` name a game and a moment of it: a game without
decisions is dealt again from its code and played to that round.  A game whose rounds
depend on choices (Steal War, ``peace="ask"``) past its first round cannot be: its choices
are not in the state, so it is dealt again from its start and the log says why.
"""

from __future__ import annotations

import logging
from typing import Any

from ..codes import CodeError
from ..engine import SAFETY_CAP, Game
from ..front_state import short

log = logging.getLogger(__name__)


def saved_game(state: Any, current: Game) -> Game | None:
    """The game a saved state names at its round (at its start when its choices are
    missing), or None (nothing to restore, or no game: logged)."""
    if not isinstance(state, dict) or "code" not in state:
        return None
    code: Any = state.get("code")
    rounds = state.get("round", 0)
    if code == current.code and rounds == current.round:
        return None
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 0 <= rounds <= SAFETY_CAP:
        log.warning("war_widget: cannot restore round %s: not a round number", short(rounds))
        return None
    try:
        game = Game.from_code(code)  # a code that is not text is refused by name
    except CodeError as err:
        log.warning("war_widget: cannot restore the saved game: %s", short(str(err)))
        return None
    if rounds and (game.rules.steal != "off" or game.rules.peace == "ask"):
        log.warning(
            "war_widget: cannot restore round %d of game %s: its players' choices are not "
            "in the saved state; the game is dealt again from its start",
            rounds,
            game.code,
        )
        return game
    while game.round < rounds and not game.over:
        game.step()
    return game
