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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import locale
from ..game import names as seats
from ..game.engine import Game, Round
from ..game.policies import Policy, named
from ..game.rules import Rules
from . import views
from .steal_view import COMPUTER_POLICY, table_policies, two_learners

log = logging.getLogger(__name__)

#: Rounds computed in advance for the front-end (see the widget's module docstring).
AHEAD = 6
#: Rounds kept in Python for a newly shown view and the recording (the game keeps every count).
HISTORY_KEEP = 200
#: Finished games remembered in the session statistics.
SESSION_KEEP = 20
#: Rounds :meth:`Session.play_to_end` plays at most in one call (``WarWidget.play_to_end``):
#: a game that never ends (``Rules(numbers=1, copies=8, peace="always")``) runs to the
#: engine's 100,000-round cap, which took 36 s when every round filled the look-ahead; 10,000
#: rounds take about half a second (``benchmarks/message_costs.py``).
PLAY_TO_END_LIMIT = 10_000


#: The optional reporter (``WarWidget(report=...)``): called with what happened and its
#: details, as Python objects: ``("round", {"game": Game, "round": Round, "number": n})`` for
#: every finished round, ``("game", {"game": Game, "number": n})`` once a game is over, and
#: ``("answer", {"game": Game, "question": Question, "feedback": dict, "number": n})`` for a
#: quiz question answered for good (``n``: the session's game number, from 1). A reporter
#: that raises is logged and play goes on (war_widget.classroom.report.Reporter is one).
Report = Callable[[str, dict[str, Any]], None]


class PlayLimitWarning(UserWarning):
    """``play_to_end()`` stopped at its limit (:data:`PLAY_TO_END_LIMIT`) before the game ended."""


@dataclass(frozen=True)
class Words:
    """What the rounds are told in: the language, the level and who sits where."""

    lang: str = "en"
    level: str = "detailed"
    names: tuple[str, ...] = ()
    mode: str = "computer"
    #: A second language each step is also told in, under the first ("" for none).
    second_lang: str = ""
    #: The digits numbers are written in (``"latn"`` or ``"arab"``: locale.DIGITS).
    digits: str = "latn"


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
    #: What :meth:`told` computed, kept until a round is played, another game is dealt or
    #: the words change (a newly shown view's ``hello`` is answered from it).
    _kept: dict[Any, list[dict[str, Any]]] = field(default_factory=dict)
    #: Told every round, game and answer (None, the default: nothing is told; see Report).
    report: Report | None = None

    def __post_init__(self) -> None:
        self.install(self.game)

    # -- playing -----------------------------------------------------------------------------
    def install(self, game: Game) -> None:
        """Deal ``game``: the history, the look-ahead and the end's counting start again."""
        self.game = game
        self.game_id += 1
        self._history.clear()
        self._kept.clear()
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

    def play_to_end(self, limit: int = PLAY_TO_END_LIMIT) -> int:
        """Play every remaining round, at most ``limit`` of them (a pending war is fought;
        Steal War's choices are the computer's); returns how many were played.

        The look-ahead is set aside while the rounds are played and computed once at the
        end, so a round costs what the engine's step costs.
        """
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            raise ValueError(f"limit={limit!r} is not allowed: limit must be a whole number from 1")
        played = 0
        computer = named(COMPUTER_POLICY)
        game = self.game
        everyone = None if game.rules.steal == "off" else computer
        self._shadow = None
        self._ahead.clear()
        try:
            while not game.over and played < limit:
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
                self._note(rnd)
                played += 1
        finally:  # the look-ahead follows the game, however the loop ended
            self._shadow = game.copy() if _looks_ahead(game) else None
            self._fill_ahead()
        return played

    def _note(self, rnd: Round) -> None:
        """A round was played: the latest, and in the history once finished."""
        self.last = rnd
        self._kept.clear()
        if rnd.finished:
            self._history.append(rnd)
            if self.report is not None:
                self.tell("round", game=self.game, round=rnd)
                if self.game.over:
                    self.tell("game", game=self.game)

    def tell(self, kind: str, **details: Any) -> None:
        """Hand what happened to the reporter, if any; a failing reporter never stops play."""
        if self.report is None:
            return
        try:
            self.report(kind, {**details, "number": self.game_id})
        except Exception:  # a reporter's bug is logged, the table plays on
            log.exception("war_widget: the reporter failed on a %s", kind)

    def _record(self, rnd: Round) -> None:
        self._note(rnd)
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
        """The next rounds, already played on a copy (views without words; their banners
        isolated as the session's language needs, in its digits)."""
        w = self.words
        return [views.shown_in(views.ahead_in(v, w.lang), w.digits, w.lang) for v in self._ahead]

    def peek(self) -> dict[str, Any]:
        """The next round as the engine will play it (from the look-ahead, or a copy)."""
        n = self.game.round + 1
        if self._ahead and self._ahead[0]["n"] == n:
            return self._ahead[0]
        copy = self.game.copy()
        return views.round_view(copy.step(self.policies()), copy)

    def round_view(self, rnd: Round) -> dict[str, Any]:
        """A round of this game with its explanation, told in the session's words."""
        view = views.round_view(rnd, self.game, self.voice(), self.second_voice())
        return views.shown_in(view, self.words.digits, self.words.lang)

    def recent(self, count: int) -> list[dict[str, Any]]:
        """The latest ``count`` finished rounds (at most), oldest first, with their words."""
        return [self.round_view(rnd) for rnd in list(self._history)[-count:]]

    def told(self, count: int) -> list[dict[str, Any]]:
        """The latest ``count`` finished rounds as the history panel shows them (the round's
        number and its explanation), oldest first; computed once, then kept until a round
        is played, another game is dealt or the words change (read it, do not change it)."""
        key = (count, self.words)
        kept = self._kept.get(key)
        if kept is None:
            kept = [
                {"n": view["n"], "finished": True, "steps": view["steps"]}
                | ({"also": view["also"]} if "also" in view else {})
                for view in self.recent(count)
            ]
            self._kept.clear()
            self._kept[key] = kept
        return kept

    def say(self, key: str, **fields: Any) -> str:
        """The message ``key`` in the session's language, its whole numbers grouped."""
        shown = {k: self.number(v) if isinstance(v, int) else v for k, v in fields.items()}
        return self.shown(locale.say(self.words.lang, key, **shown))

    def shown(self, text: str, keep: tuple[str, ...] = ()) -> str:
        """``text`` as the learner reads it: its numbers in the session's digits, every
        ``keep`` (a game code) as it is (see :func:`war_widget.locale.in_digits`)."""
        return locale.in_digits(text, self.words.digits, self.words.lang, keep)

    def number(self, n: int) -> str:
        """A whole number as the session's language writes it (``10,000``, ``10 000``)."""
        lang = self.words.lang
        text = str(abs(n))
        if len(text) >= locale.MIN_GROUPING_DIGITS.get(lang, 4):
            groups = [text[max(0, i - 3) : i] for i in range(len(text), 0, -3)][::-1]
            text = locale.say(lang, "number.group").join(groups)
        return ("-" if n < 0 else "") + text

    # -- names -------------------------------------------------------------------------------
    def voice(self, lang: str | None = None) -> views.Voice:
        """How the rounds are told in ``lang`` (the session's language by default): its level,
        and each seat's label and spoken name in that language."""
        w = self.words
        lang = lang or w.lang
        return views.Voice(
            lang, w.level, self.labels(lang), self.spoken_names(lang), self.addressed_as_you()
        )

    def second_voice(self) -> views.Voice | None:
        """The voice of the second language, or None."""
        w = self.words
        if not w.second_lang or w.second_lang == w.lang:
            return None
        return self.voice(w.second_lang)

    def labels(self, lang: str | None = None) -> list[str]:
        """Each seat's label (see :func:`war_widget.game.names.labels`)."""
        w = self.words
        return seats.labels(w.names, self.game.rules.players, w.mode, lang or w.lang)

    def spoken_names(self, lang: str | None = None) -> list[str] | None:
        """The names the explanations use (None: the learner is "you")."""
        w = self.words
        return seats.spoken(w.names, self.game.rules.players, w.mode, lang or w.lang)

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


def make_game(
    rules: Rules | None, *, preset: str | None, seed: int | None, code: str | None
) -> Game:
    """The game a new widget deals: the game of ``code``, or ``preset``'s or ``rules``' rules
    dealt from ``seed`` (each checked, its error naming the parameter)."""
    if code is not None:
        if not isinstance(code, str):
            raise ValueError(f"code: expected the text of a game code, got {code!r}")
        return Game.from_code(code)
    if preset is not None:
        if not isinstance(preset, str):
            raise ValueError(f"preset: expected a preset's name such as 'classic', got {preset!r}")
        if rules is not None:
            raise ValueError("give rules or preset, not both (use Rules.preset(name, ...))")
        rules = Rules.preset(preset)
    return Game(rules, seed=seed)
