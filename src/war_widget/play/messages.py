"""The front-end's messages: one-off intents, validated, then played on the widget.

Each message is a dict with a ``type``; :data:`HANDLERS` maps each type to the function
that checks the rest of the message and acts.  A malformed message raises
:class:`BadMessage` (the widget logs it as a warning and ignores it); a stale one (for an
old game or a round already played) is ignored quietly; a refused request (rules that
do not fit together, a code with a typo) sets the ``error`` the learner reads.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, Protocol

import traitlets

from ..game.engine import Game
from ..game.rules import PRESETS, Rules
from . import words
from .checks import RULE_KEYS
from .quiz import problem
from .restore import MAX_CODE_TEXT
from .session import Session

log = logging.getLogger(__name__)

#: Rounds a newly shown view gets back for its history panel (``hello``): each with its
#: explanation, about 6 kB in all; the panel keeps every round played after that (200).
HISTORY_REPLAY = 20
#: Why a code is refused (``CodeError.reason``): each has a ``ui.error.code.<reason>`` message.
CODE_ERRORS = ("type", "empty", "character", "short", "typo", "unknown")
#: ``hello`` messages answered at most, per widget: a burst of :data:`HELLO_BURST`, then
#: :data:`HELLO_RATE` a second (a view sends one when it is shown; the rest are ignored).
HELLO_RATE = 4.0
HELLO_BURST = 8
#: The traits a ``settings`` message may change.
SETTINGS = (
    "speed",
    "level",
    "lang",
    "mode",
    "auto",
    "dots",
    "four_colours",
    "facing",
    "quiz",
    "hide_explanation",
    "digits",
)


class BadMessage(ValueError):
    """A message the front-end should never send (logged, then ignored)."""


class Gate:
    """At most ``rate`` messages a second, in bursts of ``burst`` (a token bucket); the first
    one refused is logged, the rest of that flood quietly (until the bucket is full again)."""

    def __init__(
        self,
        what: str,
        rate: float = HELLO_RATE,
        burst: int = HELLO_BURST,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.what, self.rate, self.burst, self.clock = what, rate, burst, clock
        self._tokens = float(burst)
        self._at = clock()
        self._refusing = False

    def admit(self) -> bool:
        """True if one more message may be answered now."""
        now = self.clock()
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens >= self.burst:  # quiet long enough: a flood after this is a new one
            self._refusing = False
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        if not self._refusing:
            self._refusing = True
            log.warning(
                "war_widget: ignored %s messages beyond %d a second from the front-end",
                self.what,
                self.rate,
            )
        return False


class Table(Protocol):
    """What the messages act on: :class:`~war_widget.play.widget.WarWidget` (its public
    methods, a few traits, and the ``_install`` hook that deals a game and shows it)."""

    @property
    def play_session(self) -> Session: ...
    @property
    def game_id(self) -> int: ...
    @property
    def quiz(self) -> bool: ...
    @property
    def question(self) -> Any: ...
    @property
    def lang(self) -> str: ...
    @property
    def _hello_gate(self) -> Gate: ...

    def flip(self) -> Any: ...
    def choose(self, decision: str) -> Any: ...
    def answer(self, value: int | str, seat: int | None = None) -> dict[str, Any]: ...
    def new_game(self) -> None: ...
    def send(self, content: Any) -> None: ...
    def set_trait(self, name: str, value: Any) -> None: ...
    def hold_sync(self) -> AbstractContextManager[Any]: ...
    def hold_trait_notifications(self) -> AbstractContextManager[Any]: ...
    def _install(self, game: Game, notice: str) -> None: ...


def dispatch(table: Table, content: Any) -> None:
    """Validate ``content`` and act on it; :class:`BadMessage` if it is malformed."""
    if not isinstance(content, dict):
        raise BadMessage(f"expected an object, got {type(content).__name__}")
    kind = content.get("type")
    handler = HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise BadMessage(f"unknown message type {kind!r}")
    handler(table, content)


def int_field(content: dict[str, Any], key: str) -> int:
    value = content.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadMessage(f"{content.get('type')}: {key} must be a whole number, got {value!r}")
    return value


def _flip(table: Table, content: dict[str, Any]) -> None:
    if table.quiz and table.question is not None:
        # The quiz plays a round when it is answered, never on a bare flip; a round it has
        # nothing to ask about (Steal War's with no card to ask of) is played on a flip.
        log.debug("flip ignored: the quiz waits for an answer")
        return
    game_id = int_field(content, "game")
    number = int_field(content, "round")
    game = table.play_session.game
    if game_id != table.game_id or number != game.round + 1:
        # A flip for an old game or a round already played (e.g. from Python): stale.
        log.debug("stale flip %s/%s ignored", game_id, number)
        return
    if game.over or game.pending is not None:
        return
    table.flip()


def _choose(table: Table, content: dict[str, Any]) -> None:
    decision = content.get("decision")
    if decision not in ("war", "peace", "steal", "play"):
        raise BadMessage(
            f"choose: decision must be 'war', 'peace', 'steal' or 'play', got {decision!r}"
        )
    pending = table.play_session.game.pending
    if pending is None or int_field(content, "game") != table.game_id:
        return
    if decision not in pending.options:  # a click meant for an earlier question: stale
        log.debug("choose %r ignored: the game asks for one of %s", decision, pending.options)
        return
    table.choose(decision)


def _answer(table: Table, content: dict[str, Any]) -> None:
    game_id = int_field(content, "game")
    number = int_field(content, "round")
    q = table.question
    if "answer" not in content:
        raise BadMessage("answer: the message has no answer")
    if not table.quiz or q is None or game_id != table.game_id or number != q["round"]:
        log.debug("stale answer %s/%s ignored", game_id, number)
        return
    why = problem(q, content["answer"])
    if why:
        raise BadMessage(f"answer: {why}")
    if q.get("each") is None:
        table.answer(content["answer"])
        return
    seat = content.get("seat")  # face to face: whose answer (each answers on their half)
    if seat not in (0, 1) or isinstance(seat, bool):
        raise BadMessage(f"answer: face to face an answer says its seat (0 or 1), got {seat!r}")
    table.answer(content["answer"], seat)


def _new_game(table: Table, content: dict[str, Any]) -> None:
    table.new_game()


def _set_rules(table: Table, content: dict[str, Any]) -> None:
    changes = content.get("changes")
    if not isinstance(changes, dict) or not changes or not set(changes) <= RULE_KEYS:
        raise BadMessage(f"set_rules: changes must name rule options, got {changes!r}")
    old = table.play_session.game.rules
    try:
        rules = old.replace(**changes)
    except (ValueError, TypeError) as err:
        log.debug("set_rules refused: %s", err)
        merged = {**old.to_dict(), **changes}
        sums_by_rank = merged["face_down"] == "by_rank" and merged["flip"] == 2
        key = "ui.error.rules.by_rank" if sums_by_rank else "ui.error.rules"
        with table.hold_sync():
            table.set_trait("notice", "")  # a notice of an earlier change is stale now
            table.set_trait("error", words.say(table.lang, key))
        return
    if rules != old:
        table._install(Game(rules), notice=words.rules_notice(rules, table.lang))


def _preset(table: Table, content: dict[str, Any]) -> None:
    name = content.get("name")
    if not isinstance(name, str) or name not in PRESETS:
        raise BadMessage(f"preset: unknown preset {name!r}")
    rules = Rules.preset(name)
    table._install(Game(rules), notice=words.rules_notice(rules, table.lang))


def _code(table: Table, content: dict[str, Any]) -> None:
    text = content.get("code")
    if not isinstance(text, str) or len(text) > MAX_CODE_TEXT:
        raise BadMessage("code: expected the text of a code")
    try:
        game = Game.from_code(text)
    except ValueError as err:
        # CodeError says why; anything else a code may raise is "unknown" to a learner.
        reason = getattr(err, "reason", "unknown")
        if reason not in CODE_ERRORS:
            reason = "unknown"
        log.debug("code %r refused: %s", text, err)
        table.set_trait("error", words.say(table.lang, f"ui.error.code.{reason}"))
        return
    table._install(game, notice=words.say(table.lang, "ui.notice.replay", code=game.code))


def _settings(table: Table, content: dict[str, Any]) -> None:
    changes = {k: v for k, v in content.items() if k != "type"}
    unknown = sorted(set(changes) - set(SETTINGS))
    if unknown or not changes:
        raise BadMessage(f"settings: expected some of {list(SETTINGS)}, got {unknown}")
    try:
        # All or nothing: traitlets validates every change when the hold ends and, if
        # one is refused, puts back the ones already made (no observer hears of them).
        with table.hold_trait_notifications():
            for key, value in changes.items():
                setattr(table, key, value)
    except traitlets.TraitError as err:
        raise BadMessage(f"settings: {err}") from None


def _hello(table: Table, content: dict[str, Any]) -> None:
    """A newly shown view asks for the recent rounds: answered from what the session keeps
    (computed once per round played), at most :data:`HELLO_RATE` a second."""
    if table._hello_gate.admit():
        rounds = table.play_session.told(HISTORY_REPLAY)
        table.send({"type": "history", "game": table.game_id, "rounds": rounds})


#: Each message type and its handler.
HANDLERS: dict[str, Callable[[Table, dict[str, Any]], None]] = {
    "flip": _flip,
    "choose": _choose,
    "answer": _answer,
    "new_game": _new_game,
    "set_rules": _set_rules,
    "preset": _preset,
    "code": _code,
    "settings": _settings,
    "hello": _hello,
}
