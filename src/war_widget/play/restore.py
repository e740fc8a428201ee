"""A saved widget state (``get_state()``) written back: the same game at the same round.

The state Python owns is never written from outside (see :mod:`war_widget.front_state`),
but a saved state's ``code`` and ``round`` name a game and a moment of it: a game without
decisions is dealt again from its code and played to that round.  A game whose rounds
depend on choices (Steal War, ``peace="ask"``) past its first round cannot be: its choices
are not in the state, so it is dealt again from its start and the log says why.

What a saved state asks costs a bounded time: a code longer than :data:`MAX_CODE_TEXT`
(the code box's limit) is refused before it is read, unless it is the game's own code, and
a round past :data:`MAX_RESTORE_ROUNDS` is refused before a round is replayed
(:class:`TooFar`, which the widget shows).
"""

from __future__ import annotations

import logging
from typing import Any

from ..front_state import short
from ..game.codes import CodeError
from ..game.engine import SAFETY_CAP, Game

log = logging.getLogger(__name__)

#: The longest code the front-end may send (the code box, a saved state): a typed code is
#: 18 characters or so; a code of a whole 52-card deal, 98, is given from Python only.
MAX_CODE_TEXT = 80
#: The furthest round a saved state is replayed to.  The engine steps 10,000-50,000 rounds
#: a second here, 11,000 in the slowest rule sets measured (eight players with small number
#: decks: ``benchmarks/message_costs.py``), and Python in the browser 2-3 times fewer, so
#: 2,000 rounds replay in well under half a second wherever the widget runs.
MAX_RESTORE_ROUNDS = 2_000


class TooFar(ValueError):
    """A saved state asks for a round further than :data:`MAX_RESTORE_ROUNDS`."""

    def __init__(self, code: str, rounds: int, limit: int = MAX_RESTORE_ROUNDS) -> None:
        super().__init__(
            f"cannot restore round {rounds:,} of game {code}: at most {limit:,} rounds are replayed"
        )
        self.code = code
        self.rounds = rounds
        self.limit = limit
        #: The numbers the widget's notice names (``ui.notice.too_far``).
        self.numbers = {"round": rounds, "limit": limit}


def saved_game(state: Any, current: Game) -> Game | None:
    """The game a saved state names at its round (at its start when its choices are
    missing), or None (nothing to restore, or no game: logged); :class:`TooFar` for a
    round past :data:`MAX_RESTORE_ROUNDS`."""
    if not isinstance(state, dict) or "code" not in state:
        return None
    code: Any = state.get("code")
    rounds = state.get("round", 0)
    if code == current.code and rounds == current.round:
        return None
    if code != current.code and (not isinstance(code, str) or len(code) > MAX_CODE_TEXT):
        # Refused unread: a 10 MB text costs no decoding.
        log.warning(
            "war_widget: cannot restore the saved game: its code must be a text of at most "
            "%d characters, got %s",
            MAX_CODE_TEXT,
            short(code),
        )
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
    if rounds > MAX_RESTORE_ROUNDS:
        log.warning("war_widget: %s", TooFar(game.code, rounds))
        raise TooFar(game.code, rounds)
    while game.round < rounds and not game.over:
        game.step()
    return game
