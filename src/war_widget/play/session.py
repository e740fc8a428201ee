"""A learner's sitting at the table, without any widget: :class:`Session`.

A session holds the game being played, a copy of it that plays ahead (the look-ahead
the front-end reveals at once, see :mod:`war_widget.play.widget`), the latest rounds
(for a newly shown view and for the recording), the words the rounds are told in,
and the statistics of the games finished.  It knows nothing of traitlets: the widget
mirrors what it reads here into synced traits.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import names as seats
from ..engine import Game, Round
from ..policies import Policy, named
from . import views
from .steal_view import COMPUTER_POLICY, table_policies, two_learners

log = logging.getLogger(__name__)

#: Rounds computed in advance for the front-end (see the widget's module docstring).
AHEAD = 6
#: Rounds kept in Python for a newly shown view and the recording (the game keeps every count).
HISTORY_KEEP = 200
#: Finished games remembered in the session statistics.
SESSION_KEEP = 20


@dataclass(frozen=True)
class Words:
    """What the rounds are told in: the language, the level and who sits where."""

    lang: str = "en"
    level: str = "detailed"
    names: tuple[str, ...] = ()
    mode: str = "computer"


@dataclass
class Session:
    """The game, its look-ahead, the recent rounds and the games finished.

    Every round goes through :meth:`flip`, :meth:`choose` or :meth:`play_to_end`, so the
    look-ahead and the history follow the game; :meth:`install` deals another game.
    """

    game: Game
    words: Words = field(default_factory=Words)
    #: Increases with every game installed (the first is 1).
    game_id: int = 0
    #: The round played last (None right after a deal).
    last: Round | None = None
    stats: dict[str, Any] = field(
        default_factory=lambda: {"games": 0, "wins": [], "draws": 0, "streak": 0, "results": []}
    )
    _history: deque[Round] = field(default_factory=lambda: deque(maxlen=HISTORY_KEEP))
    _shadow: Game | None = None
    _ahead: deque[dict[str, Any]] = field(default_factory=deque)
    _counted: bool = False

    def __post_init__(self) -> None:
        self.install(self.game)

    # -- playing -----------------------------------------------------------------------------
    def install(self, game: Game) -> None:
        """Deal ``game``: the history, the look-ahead and the end's counting start again."""
        self.game = game
        self.game_id += 1
        self._history.clear()
        self.last = None
        self._counted = False
        self._shadow = game.copy() if _looks_ahead(game) else None
        self._ahead.clear()
        self._fill_ahead()

    def policies(self) -> list[Policy | None] | None:
        """Who decides Steal War's choices at this table (None under other rules): the
        learner (seat 0) answers Steal or Play, the computer the other seats; with two
        players on one screen, each player."""
        rules = self.game.rules
        if rules.steal == "off":
            return None
        if self.words.mode == "two_players":
            return two_learners(rules.players)
        return table_policies(rules.players)

    def flip(self) -> Round:
        """Play one round (the caller checks that the game is neither over nor waiting)."""
        rnd = self.game.step(self.policies())
        self._record(rnd)
        return rnd

    def choose(self, decision: str) -> Round:
        """Answer a pending decision: ``"war"`` or ``"peace"``; Steal War's ``"steal"`` or
        ``"play"``."""
        rnd = self.game.choose(decision)
        self._record(rnd)
        return rnd

    def play_to_end(self) -> int:
        """Play every remaining round (a pending war is fought; Steal War's choices are the
        computer's); returns how many were played."""
        played = 0
        computer = named(COMPUTER_POLICY)
        everyone = None if self.game.rules.steal == "off" else computer
        while not self.game.over:
            game = self.game
            pending = game.pending
            if pending is None:
                rnd = game.step(everyone)
            else:
                answer = (
                    "war"
                    if pending.kind == "peace"
                    else computer(game.seen_by(pending.seat), pending)
                )
                rnd = game.choose(answer or "play")
            self._record(rnd)
            played += 1
        return played

    def _record(self, rnd: Round) -> None:
        self.last = rnd
        if rnd.finished:
            self._history.append(rnd)
        expected = self._ahead.popleft() if self._ahead else None
        if expected is not None and (
            expected["n"] != rnd.number or expected["counts"] != list(rnd.counts)
        ):  # pragma: no cover - the copy has the same future; rebuild if it ever had not
            log.warning("the look-ahead copy diverged from the game; rebuilding it")
            expected = None
        if expected is None:
            self._shadow = self.game.copy() if _looks_ahead(self.game) else None
            self._ahead.clear()
        self._fill_ahead()

    def _fill_ahead(self) -> None:
        shadow = self._shadow
        while shadow is not None and len(self._ahead) < AHEAD and not shadow.over:
            if shadow.pending is not None:
                break
            self._ahead.append(views.round_view(shadow.step(), shadow))

    # -- reading -----------------------------------------------------------------------------
    def ahead(self) -> list[dict[str, Any]]:
        """The next rounds, already played on a copy (views without words)."""
        return list(self._ahead)

    def peek(self) -> dict[str, Any]:
        """The next round as the engine will play it (from the look-ahead, or a copy)."""
        n = self.game.round + 1
        if self._ahead and self._ahead[0]["n"] == n:
            return self._ahead[0]
        copy = self.game.copy()
        return views.round_view(copy.step(self.policies()), copy)

    def round_view(self, rnd: Round) -> dict[str, Any]:
        """A round of this game with its explanation, told in the session's words."""
        return views.round_view(rnd, self.game, self.voice())

    def recent(self, count: int) -> list[dict[str, Any]]:
        """The latest ``count`` finished rounds (at most), oldest first, with their words."""
        return [self.round_view(rnd) for rnd in list(self._history)[-count:]]

    # -- names -------------------------------------------------------------------------------
    def voice(self) -> views.Voice:
        w = self.words
        return views.Voice(
            w.lang, w.level, self.labels(), self.spoken_names(), self.addressed_as_you()
        )

    def labels(self) -> list[str]:
        """Each seat's label (see :func:`war_widget.names.labels`)."""
        w = self.words
        return seats.labels(w.names, self.game.rules.players, w.mode, w.lang)

    def spoken_names(self) -> list[str] | None:
        """The names the explanations use (None: the learner is "you")."""
        w = self.words
        return seats.spoken(w.names, self.game.rules.players, w.mode, w.lang)

    def addressed_as_you(self) -> bool:
        w = self.words
        return seats.addressed_as_you(w.names, self.game.rules.players, w.mode)

    # -- the end -----------------------------------------------------------------------------
    def finish(self) -> bool:
        """Count a game that has just ended in :attr:`stats` (once); True if it was counted now."""
        if not self.game.over or self._counted:
            return False
        self._counted = True
        self.stats = count_result(self.stats, self.game)
        return True


def _looks_ahead(game: Game) -> bool:
    """Rounds are played ahead on a copy unless the players decide during them."""
    return game.rules.peace != "ask" and game.rules.steal == "off"


def count_result(old: dict[str, Any], game: Game) -> dict[str, Any]:
    """The session statistics with ``game``'s result counted (``game`` is over)."""
    res = game.result
    assert res is not None
    n = game.rules.players
    wins = list(old.get("wins", []))
    wins += [0] * (n - len(wins))
    draws = int(old.get("draws", 0))
    if res.winner is None:
        draws += 1
    else:
        wins[res.winner] += 1
    streak = int(old.get("streak", 0)) + 1 if res.winner == 0 else 0
    entry = {
        "code": game.code,
        "winner": res.winner,
        "reason": res.reason,
        "rounds": res.rounds,
        "counts": list(res.counts),
    }
    results: Sequence[Any] = [*list(old.get("results", [])), entry][-SESSION_KEEP:]
    return {
        "games": int(old.get("games", 0)) + 1,
        "wins": wins,
        "draws": draws,
        "streak": streak,
        "results": list(results),
    }
