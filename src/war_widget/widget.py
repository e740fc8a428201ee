"""The play widget: a War table in a notebook cell.

The widget only mirrors the engine into synced traits and forwards the
front-end's intents to it; every decision (who wins, what is dealt) is made
by :class:`war_widget.engine.Game`.

What travels, and why
---------------------
Lasting state lives in traits: ``round``, ``counts``, ``code``, ``over``,
``last_round`` (the round just played, with its explanation), ``ahead`` (the
next few rounds, already computed here) and, once a game ends, ``summary``.
They mirror the game, so only the widget writes them (``set_trait``; see
``_READ_ONLY``): a user who writes one gets a ``TraitError`` saying what to call.
Per flip only ``round``, ``counts``, ``last_round`` and ``ahead`` change, and
each of them has a bounded size: nothing grows with the length of the game.

``ahead`` is what makes a click feel instant and keeps the table playable
while the kernel is busy running another cell: the front-end reveals the next
round from it at once, sends a ``flip`` message, and the engine catches up
when the kernel is free.  It holds rounds the engine has already decided (on
a copy with the same future), so the front-end still decides nothing.

Custom messages carry only one-off intents (``flip``, ``choose``, ``new_game``,
``set_rules``, ``preset``, ``code``, ``settings``, ``answer``, ``hello``); each
is validated, and a malformed one is logged as a warning and ignored.  The
scrollable history of rounds is kept by the front-end from ``last_round``; a
newly shown view asks for the recent rounds with ``hello``.

The quiz
--------
With ``quiz=True`` the learner answers before a round is resolved.  Python
computes the question about the next round (``question``: its prompt in the
learner's language and the cards of the opening flip, never the answer) and
keeps the answer; the front-end shows the cards and sends an ``answer``
message; Python judges it, sets ``feedback``, counts it in ``score`` and, on a
right answer or a second miss, plays the round.  What is asked (``quiz_kind``):
``"compare"`` which card is bigger (tap it, or *Same*), ``"combine"`` the sum,
difference or product of the learner's two cards under *Guerra de sumas*,
``"count"`` how many cards the learner's pile has after the round; ``"auto"``
(the default) asks ``"combine"`` under two-card flips, else ``"compare"``.
When a kind cannot be asked about a round (nothing to combine with one card;
the counts of a round waiting for war or peace are not known yet) the quiz asks
``"compare"`` instead.

The widget's own words (buttons, labels, notices, the quiz's questions) are
``ui.*`` and ``quiz.*`` messages of :mod:`war_widget.locale`, translated by the
same gettext catalogues as the explanations; ``labels`` sends the ``ui.*`` ones
in the chosen language, so the front-end holds no text of its own.
"""

from __future__ import annotations

import functools
import logging
import pathlib
import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import anywidget
import traitlets

from . import locale, recording
from .engine import Game, Round
from .events import Event, describe
from .explain import LANGUAGES, LEVELS, default_names, explain
from .quiz_text import wrong_answer
from .rules import PRESETS, Rules

log = logging.getLogger(__name__)

MODES = ("computer", "two_players")
SPEEDS = ("slow", "normal", "fast")
#: What the quiz asks: ``"auto"`` picks ``"combine"`` under Guerra de sumas, else ``"compare"``.
QUIZ_KINDS = ("auto", "compare", "combine", "count")
SCORE_KEYS = ("right", "retry", "wrong")
#: The settings that take one of a few words, and those words.
_CHOICES = {"mode": MODES, "speed": SPEEDS, "level": LEVELS, "quiz_kind": QUIZ_KINDS}
#: Largest number a quiz answer may be (a product of two jokers is 225).
MAX_ANSWER = 10_000
#: Rounds computed in advance for the front-end (see the module docstring).
AHEAD = 6
#: Rounds a newly shown view gets back for its history panel.
HISTORY_REPLAY = 60
#: Rounds kept in Python for that replay (the game itself keeps every count).
HISTORY_KEEP = 200
#: Finished games remembered in the session history.
SESSION_KEEP = 20
#: Quiz answers kept in :attr:`WarWidget.answers` (the latest; ``score`` counts them all).
ANSWERS_KEEP = 1000
#: Points of the card-count line the ``summary`` trait sends at most (the game keeps them all).
SUMMARY_POINTS = 300
#: War marks the ``summary`` trait sends at most; more share a mark with their neighbours.
SUMMARY_WAR_MARKS = 1000
MAX_NAME = 40
#: The traits a ``settings`` message may change.
_SETTINGS = ("speed", "level", "lang", "mode", "auto", "dots", "four_colours")
#: Why a code is refused (``CodeError.reason``): each has a ``ui.error.code.<reason>`` message.
CODE_ERRORS = ("type", "empty", "character", "short", "typo", "unknown")
MAX_CODE_TEXT = 80

_STATIC = pathlib.Path(__file__).parent / "static"

_PLAY = "call flip(), choose(), answer() or play_to_end() to play, new_game() to deal again"
#: The traits only the widget sets, and what a user calls instead of writing them.
_READ_ONLY = {
    **dict.fromkeys(
        ("round", "counts", "total", "over", "result", "pending", "last_round", "ahead"), _PLAY
    ),
    **dict.fromkeys(("question", "feedback"), "call answer() to answer the quiz (quiz=True)"),
    "summary": "it is filled when the game ends: " + _PLAY,
    "game_id": "call new_game() to deal another game",
    "code": "call new_game(code=...) to replay a game",
    "preset": "call new_game(preset=...) or set rules",
    "session": "it counts the games this widget finished",
    "seat_names": "set names (or lang, mode) instead",
    "labels": "set lang instead",
    "presets": "it lists what new_game(preset=...) accepts",
    "languages": "it lists what lang accepts",
    "notice": "it says what the last change did",
    "error": "it says why the front-end's last request was refused",
    "replay": "it records the rounds a cell played",
    "you": "set names or mode instead",
}

_RULE_KEYS = frozenset(
    {
        "players",
        "face_down",
        "ace_low",
        "flip",
        "combine",
        "jokers",
        "lowest_rank",
        "multiway",
        "peace",
        "shortage",
        "pickup",
        "round_limit",
        "steal",
    }
)


def _playable(rules: Rules) -> Rules:
    """The rules, if this widget plays them (not yet Steal War's decisions)."""
    if rules.steal != "off":
        raise ValueError(
            f"steal={rules.steal!r}: the play widget does not play Steal War yet; play it "
            "with Game(Rules.preset('steal_war')).step(policy=...) and choose()"
        )
    return rules


_F = TypeVar("_F", bound=Callable[..., Any])


def _locked(method: _F) -> _F:
    """Run ``method`` holding the widget's lock: one thread at a time changes a widget."""

    @functools.wraps(method)
    def run(self: WarWidget, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return run  # type: ignore[return-value]


class WarWidget(anywidget.AnyWidget):
    """A War table learners play by clicking **Flip** (or pressing Space / Enter).

    Parameters
    ----------
    rules : the rules to play (default: classic, or the ``preset``).
    preset : a preset name of RULES.md § 8, e.g. ``"guerra_de_cartas"``.
    seed : the deal (default: random).
    code : replay the game of this code (overrides rules, preset and seed).
    lang : language of the explanations and the widget's words (a tag such as ``"es-ES"``
        falls back to its language).
    names : the players' names, seat 0 first (the learner is seat 0): at most one per
        player; a seat without a name gets the default one.
    mode : ``"computer"`` (the learner against the computer, which flips for
        every other seat) or ``"two_players"`` (two learners on one screen, each
        with a button; the cards turn when both have pressed).
    level : how much the explanation says: ``"brief"`` or ``"detailed"``.
    speed : animation speed: ``"slow"``, ``"normal"`` or ``"fast"``.
    quiz : ask the learner about each round before it is resolved (see the module
        docstring); ``score`` counts the answers, ``answers`` lists them.
    quiz_kind : what the quiz asks: ``"auto"``, ``"compare"``, ``"combine"``, ``"count"``.
    hide_explanation : keep each round's explanation until the learner presses *Why?*.
    dots : also show each card's value (and each pile) as dots in groups of five.
    four_colours : a four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green.
    settings : show the Settings button (language, level, rules, codes...); ``False``
        locks them for the learner (a cell can still change every setting).

    Examples
    --------
    >>> w = WarWidget(preset="guerra_de_cartas", seed=7)
    >>> w.flip().number
    1
    """

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"

    # -- state the front-end draws (changed by Python only: see _READ_ONLY) -----------------
    game_id = traitlets.Int(0, read_only=True, help="Increases with every new game.").tag(sync=True)
    code = traitlets.Unicode("", read_only=True, help="This game's code: replays it.").tag(
        sync=True
    )
    round = traitlets.Int(0, read_only=True, help="Rounds played.").tag(sync=True)
    counts = traitlets.List(traitlets.Int(), read_only=True, help="Cards each seat holds.").tag(
        sync=True
    )
    total = traitlets.Int(0, read_only=True, help="Cards in play (all seats plus the table).").tag(
        sync=True
    )
    over = traitlets.Bool(False, read_only=True).tag(sync=True)
    result = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    pending = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    last_round = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    ahead = traitlets.List(traitlets.Dict(), read_only=True).tag(sync=True)
    summary = traitlets.Any(None, allow_none=True, read_only=True).tag(sync=True)
    session = traitlets.Dict(read_only=True).tag(sync=True)
    seat_names = traitlets.List(
        traitlets.Unicode(), read_only=True, help="Names shown, one per seat."
    ).tag(sync=True)
    preset = traitlets.Unicode("", read_only=True).tag(sync=True)
    presets = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    languages = traitlets.List(traitlets.Unicode(), read_only=True).tag(sync=True)
    notice = traitlets.Unicode("", read_only=True, help="What just changed, e.g. a new deal.").tag(
        sync=True
    )
    error = traitlets.Unicode("", read_only=True, help="Why the last request was refused.").tag(
        sync=True
    )

    # -- settings a teacher (or the front-end) may change --------------------------------
    rules = traitlets.Dict(
        help="The rules as a dict; setting some options changes only those and deals a new game."
    ).tag(sync=True)
    names = traitlets.List(traitlets.Unicode(), help="Players' names, seat 0 first.").tag(sync=True)
    mode = traitlets.Unicode("computer").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    level = traitlets.Unicode("detailed").tag(sync=True)
    speed = traitlets.Unicode("normal").tag(sync=True)
    auto = traitlets.Bool(False, help="Auto-play: the front-end flips on its own.").tag(sync=True)
    replay = traitlets.Dict(
        read_only=True,
        help="The latest rounds a cell played, for a page with no kernel (see recording.py).",
    ).tag(sync=True)
    quiz = traitlets.Bool(
        False, help="Ask the learner about each round before it is resolved."
    ).tag(sync=True)
    quiz_kind = traitlets.Unicode("auto", help="What the quiz asks (see QUIZ_KINDS).").tag(
        sync=True
    )
    hide_explanation = traitlets.Bool(
        False, help="Show the explanation only when the learner presses Why?"
    ).tag(sync=True)
    dots = traitlets.Bool(False, help="Show card values and counts as dots grouped by five.").tag(
        sync=True
    )
    four_colours = traitlets.Bool(
        False, help="Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green."
    ).tag(sync=True)

    # -- the quiz (changed by Python only) -------------------------------------------------
    question = traitlets.Any(
        None, allow_none=True, read_only=True, help="The quiz question waiting."
    ).tag(sync=True)
    feedback = traitlets.Any(
        None, allow_none=True, read_only=True, help="What the last answer earned."
    ).tag(sync=True)
    score = traitlets.Dict(help="Quiz answers right first time, right after a retry, wrong.").tag(
        sync=True
    )
    settings = traitlets.Bool(
        True, help="Show the Settings button (False: the teacher locks the settings)."
    ).tag(sync=True)
    you = traitlets.Bool(
        True, read_only=True, help="Seat 0 is called 'you' (two players, computer mode, no names)."
    ).tag(sync=True)
    labels = traitlets.Dict(
        read_only=True, help="The widget's buttons and labels in the chosen language."
    ).tag(sync=True)

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        preset: str | None = None,
        seed: int | None = None,
        code: str | None = None,
        lang: str = "en",
        names: Sequence[str] | None = None,
        mode: str = "computer",
        level: str = "detailed",
        speed: str = "normal",
        quiz: bool = False,
        quiz_kind: str = "auto",
        hide_explanation: bool = False,
        dots: bool = False,
        four_colours: bool = False,
        settings: bool = True,
    ) -> None:
        if isinstance(names, str):
            raise traitlets.TraitError(
                f"names: expected a list of names such as ['Ana', 'Ben'], got the text {names!r}"
            )
        game = _make_game(rules, preset=preset, seed=seed, code=code)
        # Every public change (methods, trait writes, front-end messages) holds this lock.
        self._lock = threading.RLock()
        self._game = game
        self._busy = False
        self._history: deque[Round] = deque(maxlen=HISTORY_KEEP)
        self._shadow: Game | None = None
        self._ahead: deque[dict[str, Any]] = deque()
        self._counted_over = False
        self._answer: int | str | None = None
        self._opening: list[Any] = []  # the plays the question is about (for the feedback)
        self._answers: deque[dict[str, Any]] = deque(maxlen=ANSWERS_KEEP)
        self._detail = ""
        super().__init__(
            quiz=quiz,
            quiz_kind=quiz_kind,
            hide_explanation=hide_explanation,
            dots=dots,
            four_colours=four_colours,
            settings=settings,
            score=dict.fromkeys(SCORE_KEYS, 0),
            mode=mode,
            lang=lang,
            level=level,
            speed=speed,
            names=list(names) if names is not None else [],
        )
        self.set_trait("presets", [p for p in PRESETS if "steal" not in PRESETS[p].options])
        self.set_trait("languages", list(LANGUAGES))
        self.set_trait("session", {"games": 0, "wins": [], "draws": 0, "streak": 0, "results": []})
        self.set_trait("labels", _labels(self.lang))
        self._install(game, notice="")
        self.on_msg(self._on_msg)

    def __setattr__(self, name: str, value: Any) -> None:
        """Refuse writes to the state the widget mirrors from the game: a written ``round``
        or ``over`` would make the table lie (the widget itself uses ``set_trait``)."""
        hint = _READ_ONLY.get(name)
        if hint is not None:
            raise traitlets.TraitError(f"{name} is read-only (the widget sets it): {hint}")
        lock = self.__dict__.get("_lock")
        if lock is None:  # while __init__ runs, before the lock exists
            super().__setattr__(name, value)
            return
        with lock:
            super().__setattr__(name, value)

    @_locked
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A trait written by the front-end takes the same lock as every other change."""
        super().set_state(sync_data)

    # -- validation ------------------------------------------------------------------------
    @traitlets.validate("mode", "speed", "level", "quiz_kind")
    def _valid_choice(self, proposal: dict[str, Any]) -> str:
        name = proposal["trait"].name
        value = proposal["value"]
        allowed = _CHOICES[name]
        if value not in allowed:
            quoted = [repr(v) for v in allowed]
            if len(allowed) > 3:
                options = "one of " + ", ".join(quoted)
            else:
                options = ", ".join(quoted[:-1]) + " or " + quoted[-1]
            raise traitlets.TraitError(f"{name}={value!r} is not allowed: {name} must be {options}")
        return str(value)

    @traitlets.validate("score")
    def _valid_score(self, proposal: dict[str, Any]) -> dict[str, int]:
        value = proposal["value"]
        unknown = set(value) - set(SCORE_KEYS)
        bad = [k for k in SCORE_KEYS if not _count(value.get(k, 0))]
        if unknown or bad:
            raise traitlets.TraitError(
                f"score={value!r} is not allowed: score has the keys 'right', 'retry' and "
                "'wrong', each a whole number from 0 (missing keys count 0)"
            )
        return {k: int(value.get(k, 0)) for k in SCORE_KEYS}

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        """A language tag (``"es-ES"``, ``"es_ES"``) becomes its supported language, as in
        :func:`war_widget.explain.explain`."""
        try:
            return locale.normalize_language(proposal["value"])
        except ValueError as err:
            raise traitlets.TraitError(str(err)) from None

    @traitlets.validate("names")
    def _valid_names(self, proposal: dict[str, Any]) -> list[str]:
        value = list(proposal["value"])
        players = self._game.rules.players
        if len(value) > players:
            raise traitlets.TraitError(
                f"names: got {len(value)} names for {players} players: give at most {players} "
                "(seat 0 first; seats without a name get the default one)"
            )
        cleaned = []
        for i, name in enumerate(value):
            text = name.strip()
            if not text or len(text) > MAX_NAME:
                raise traitlets.TraitError(
                    f"names[{i}]={name!r} is not allowed: a name must have 1 to {MAX_NAME} "
                    "characters (not only spaces)"
                )
            cleaned.append(text)
        return cleaned

    @traitlets.validate("rules")
    def _valid_rules(self, proposal: dict[str, Any]) -> dict[str, Any]:
        """A dict of some rule options changes only those: the others stay as they are (like
        the front-end's ``set_rules``); an unknown option or a bad value changes nothing."""
        value = proposal["value"]
        unknown = sorted(set(value) - _RULE_KEYS)
        if unknown:
            raise traitlets.TraitError(
                f"rules: unknown rule option(s) {unknown}; the options are {sorted(_RULE_KEYS)}"
            )
        try:
            return _playable(self._game.rules.replace(**value)).to_dict()
        except (ValueError, TypeError) as err:
            raise traitlets.TraitError(f"rules: {err}") from None

    @traitlets.observe("rules")
    def _rules_changed(self, change: dict[str, Any]) -> None:
        if self._busy:
            return
        rules = Rules.from_dict(change["new"])
        if rules != self._game.rules:
            self._install(Game(rules), notice=self._rules_notice(rules))

    @traitlets.observe("lang", "level", "names", "mode")
    def _words_changed(self, change: dict[str, Any]) -> None:
        if self._busy:
            return
        if change["name"] == "lang":
            self.set_trait("labels", _labels(self.lang))
        self.set_trait("seat_names", self._names())
        self.set_trait("you", self._addressed_as_you())
        if change["name"] in ("lang", "mode", "names"):
            self._ask()
        if self.last_round is None:
            return
        # Re-tell the current round in the new words; history keeps its old text.
        rnd = self._last_rnd
        if rnd is not None:
            self.set_trait("last_round", self._round_view(rnd, full=True))

    @traitlets.observe("quiz", "quiz_kind")
    def _quiz_changed(self, change: dict[str, Any]) -> None:
        if not self._busy:
            self._ask()

    # -- the Python API ----------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The engine's game (read it; act through the widget so the table follows)."""
        return self._game

    @_locked
    def flip(self) -> Round:
        """Play one round, as the **Flip** button does (in quiz mode: without asking; the
        question about the round is dropped and nothing is scored)."""
        if self._game.over:
            raise RuntimeError("the game is over: call new_game() to deal another one")
        if self._game.pending is not None:
            raise RuntimeError(
                "the round waits for a decision: call choose('war') or choose('peace')"
            )
        rnd = self._game.step()
        self._after(rnd)
        return rnd

    @_locked
    def choose(self, decision: str) -> Round:
        """Answer a pending war (rules with ``peace="ask"``): ``"war"`` or ``"peace"``."""
        rnd = self._game.choose(decision)
        self._after(rnd)
        return rnd

    @_locked
    def play_to_end(self) -> None:
        """Play every remaining round (a pending war is fought)."""
        while not self._game.over:
            game = self._game
            self._record(game.choose("war") if game.pending is not None else game.step())
        self._sync(self._last_rnd)

    @_locked
    def answer(self, value: int | str) -> dict[str, Any]:
        """Answer the quiz question, as the learner does in the widget; returns the feedback.

        ``value`` is a seat (which card is bigger) or ``"tie"`` for a ``"compare"``
        question, a whole number for ``"combine"`` and ``"count"``.  A right answer, or a
        second wrong one, plays the round; a first wrong one leaves a second try.
        """
        q = self.question
        if not self.quiz or q is None:
            raise RuntimeError("no quiz question is waiting (set quiz=True; the game may be over)")
        problem = _answer_problem(q, value)
        if problem:
            raise ValueError(problem)
        return self._judge(value)

    @property
    def answers(self) -> list[dict[str, Any]]:
        """The quiz answers of this widget, oldest first: the game's code, the round, what was
        asked, the answers given, the right answer and the outcome (a teacher's record).
        The latest :data:`ANSWERS_KEEP` (1000) are kept; :attr:`score` counts every one."""
        return [dict(a) for a in self._answers]

    @_locked
    def export(self, format: str = "json") -> str:
        """The game so far (its code, rules, result, and per round the winner, the wars and the
        counts) as ``"json"`` or ``"csv"`` text: see :meth:`war_widget.engine.Game.export`."""
        return self._game.export(format)

    @_locked
    def new_game(
        self,
        rules: Rules | None = None,
        *,
        preset: str | None = None,
        seed: int | None = None,
        code: str | None = None,
    ) -> None:
        """Deal a new game (same rules unless given); ``ValueError`` for bad input."""
        if rules is None and preset is None and code is None:
            rules = self._game.rules
        game = _make_game(rules, preset=preset, seed=seed, code=code)
        self._install(game, notice=self._say("ui.notice.new_game"))

    # -- internals -----------------------------------------------------------------------
    _last_rnd: Round | None = None
    #: True while a message from the front-end is handled (its rounds are not recorded).
    _from_front = False

    def _install(self, game: Game, notice: str) -> None:
        self._game = game
        self._history.clear()
        self._last_rnd = None
        self._counted_over = False
        self._shadow = game.copy() if game.rules.peace != "ask" else None
        self._ahead.clear()
        self._fill_ahead()
        self._busy = True  # setting `rules` below must not deal yet another game
        try:
            with self.hold_sync():
                self.rules = game.rules.to_dict()
                matching = game.rules.matching_presets()
                self.set_trait("preset", matching[0] if matching else "")
                self.set_trait("code", game.code)
                if len(self.names) > game.rules.players:  # fewer players: their names go too
                    self.set_trait("names", self.names[: game.rules.players])
                self.set_trait("seat_names", self._names())
                self.set_trait("you", self._addressed_as_you())
                self.set_trait("total", game.cards_in_play)
                self.set_trait("game_id", self.game_id + 1)
                self.set_trait("summary", None)
                self.set_trait("replay", {})  # the recording was of the game before
                self.set_trait("notice", notice)
                self.set_trait("error", "")
                self._sync(None)
        finally:
            self._busy = False

    def _fill_ahead(self) -> None:
        shadow = self._shadow
        while shadow is not None and len(self._ahead) < AHEAD and not shadow.over:
            if shadow.pending is not None:
                break
            self._ahead.append(self._round_view(shadow.step(), full=False, game=shadow))

    def _record(self, rnd: Round) -> None:
        self._last_rnd = rnd
        if not self._from_front:
            recording.mark(self)  # a cell played it: record it when the cell ends
        if rnd.finished:
            self._history.append(rnd)
        expected = self._ahead.popleft() if self._ahead else None
        if expected is not None and (
            expected["n"] != rnd.number or expected["counts"] != list(rnd.counts)
        ):  # pragma: no cover - the copy has the same future; rebuild if it ever had not
            log.warning("the look-ahead copy diverged from the game; rebuilding it")
            expected = None
        if expected is None:
            self._shadow = self._game.copy() if self._game.rules.peace != "ask" else None
            self._ahead.clear()
        self._fill_ahead()

    def _after(self, rnd: Round) -> None:
        self._record(rnd)
        self._sync(rnd)

    def _sync(self, rnd: Round | None) -> None:
        game = self._game
        with self.hold_sync():
            self.set_trait("round", game.round)
            self.set_trait("counts", list(game.counts))
            self.set_trait("over", game.over)
            res = game.result
            self.set_trait(
                "result",
                None
                if res is None
                else {"winner": res.winner, "reason": res.reason, "rounds": res.rounds},
            )
            pend = game.pending
            self.set_trait(
                "pending",
                None if pend is None else {"seats": list(pend.seats), "value": pend.value},
            )
            self.set_trait("last_round", None if rnd is None else self._round_view(rnd, full=True))
            if rnd is not None:
                # "New game dealt" and the like: said once, until play goes on.
                self.set_trait("notice", "")
            self.set_trait("ahead", list(self._ahead))
            self._ask()
            if game.over and not self._counted_over:
                self._counted_over = True
                self.set_trait("summary", self._summary())
                self._count_session()

    def _round_view(self, rnd: Round, *, full: bool, game: Game | None = None) -> dict[str, Any]:
        """A compact, JSON-ready picture of a round: what each seat laid, the counts after."""
        game = game or self._game
        plays: list[list[Any]] = [[] for _ in range(game.rules.players)]
        down = [0] * game.rules.players
        for ev in rnd.events:
            if ev.kind == "face_down" and ev.seat is not None:
                down[ev.seat] += ev.count
            elif ev.kind == "out" and ev.seat is not None and ev.cards:
                down[ev.seat] += len(ev.cards)
            elif ev.kind == "flip" and ev.seat is not None:
                plays[ev.seat].append([down[ev.seat], [c.code for c in ev.cards], ev.value])
                down[ev.seat] = 0
        for seat, left in enumerate(down):
            if left:
                plays[seat].append([left, [], None])
        view: dict[str, Any] = {
            "n": rnd.number,
            "plays": plays,
            "counts": list(rnd.counts) if rnd.finished else list(game.counts),
            "winner": rnd.winner,
            "wars": rnd.wars,
            "finished": rnd.finished,
        }
        # Rare facts travel only when true: every byte of a round is sent AHEAD + 1 times.
        if any(ev.kind == "peace" for ev in rnd.events):
            view["peace"] = True
        if any(ev.kind == "annul" for ev in rnd.events):
            view["annulled"] = True
        end = _end_view(rnd.events)
        if end is not None:
            view["end"] = end
        view["banner"] = _banner(rnd, game.rules.combine)
        if full:
            view["steps"] = self._explain(rnd)
            # One line for the live region that announces each round's result.
            said = view["steps"] if self.level == "brief" else self._explain(rnd, "brief")
            view["said"] = " ".join(said)
        return view

    def _explain(self, rnd: Round, level: str | None = None) -> list[str]:
        names = self._names()
        try:
            steps = explain(
                rnd,
                self._game.rules,
                lang=self.lang,
                level=level or self.level,
                names=self._spoken_names(),
            )
        except Exception:  # the explanations must never stop the game
            log.exception("explain() failed; showing the events instead")
            return [line for ev in rnd.events if (line := describe(ev, names))]
        return [" ".join(step.text for step in part) for _, part in steps.groups()]  # paragraphs

    def _say(self, key: str, **fields: Any) -> str:
        """A ``ui.*`` or ``quiz.*`` message in the learner's language."""
        msg = locale.MESSAGES[key]
        return locale.translation(self.lang).pgettext(key, msg.text).format(**fields)

    def _rules_notice(self, rules: Rules) -> str:
        matching = rules.matching_presets()
        if matching:
            return self._say(
                "ui.notice.rules.preset", preset=locale.preset_name(matching[0], self.lang)
            )
        return self._say("ui.notice.rules")

    # -- the quiz ----------------------------------------------------------------------------
    def _peek(self) -> dict[str, Any]:
        """The next round as the engine will play it (from the look-ahead, or a copy)."""
        n = self._game.round + 1
        if self._ahead and self._ahead[0]["n"] == n:
            return self._ahead[0]
        copy = self._game.copy()
        return self._round_view(copy.step(), full=False, game=copy)

    def _ask(self) -> None:
        """Set the question about the next round (None when the quiz is off or nothing is
        left to ask).  The right answer stays here: the front-end only shows the question."""
        game = self._game
        if not self.quiz or game.over or game.pending is not None:
            self._answer = None
            self.set_trait("question", None)
            return
        n = game.round + 1
        old = self.question
        again = old is not None and old["game"] == self.game_id and old["round"] == n
        view = self._peek()
        opening = [plays[0] if plays else None for plays in view["plays"]]
        cards = [list(p[1]) if p else [] for p in opening]
        seats = [s for s, p in enumerate(opening) if p is not None and p[1]]
        marked = 0 if 0 in seats else seats[0]
        two = game.rules.flip == 2
        kind = self.quiz_kind
        if kind == "auto":
            kind = "combine" if two else "compare"
        if kind == "combine" and (not two or len(cards[marked]) != 2):
            kind = "compare"  # a single card (or one left) has nothing to combine
        if kind == "count" and not view["finished"]:
            kind = "compare"  # the round waits for war or peace: its counts are not known yet
        answer: int | str
        seat: int | None = marked
        options: list[int] = []
        if kind == "compare":
            values = {s: opening[s][2] for s in seats}  # type: ignore[index]
            high = max(values.values())
            top = [s for s in seats if values[s] == high]
            answer = top[0] if len(top) == 1 else "tie"
            key = (
                "quiz.compare.pairs"
                if two
                else ("quiz.compare" if len(seats) == 2 else "quiz.compare.many")
            )
            seat, options = None, seats
        elif kind == "combine":
            answer = int(opening[marked][2])  # type: ignore[index]
            key = f"quiz.combine.{game.rules.combine}"
        else:
            answer = int(view["counts"][marked])
            key = "quiz.count"
        self._answer, self._opening = answer, opening
        self._detail = self._quiz_detail(kind, opening)
        question = {
            "game": self.game_id,
            "round": n,
            "kind": kind,
            "prompt": self._say(key),
            "cards": cards,
            "seat": seat,
            "options": options,
            "try": old["try"] if again and old is not None else 1,
        }
        self.set_trait("question", question)

    def _quiz_detail(self, kind: str, opening: Sequence[Any]) -> str:
        """The numbers behind a compare answer ("9 is more than 5."), said with the feedback."""
        values = sorted((int(p[2]) for p in opening if p is not None and p[1]), reverse=True)
        if kind != "compare" or len(values) < 2:
            return ""
        key = "ui.table.quiz.same" if values[0] == values[1] else "ui.table.quiz.more"
        return self._say(key, big=values[0], small=values[1])

    def _judge(self, value: int | str) -> dict[str, Any]:
        q = self.question
        assert q is not None and self._answer is not None
        right = value == self._answer
        if q["try"] == 1:
            self._answers.append(
                {
                    "code": self._game.code,
                    "round": q["round"],
                    "kind": q["kind"],
                    "answers": [],
                    "correct": self._answer,
                    "outcome": "",
                }
            )
        record = self._answers[-1]
        record["answers"].append(value)
        base = {"game": self.game_id, "round": q["round"], "given": value}
        if not right and q["try"] == 1:
            feedback = {**base, "outcome": "again", "text": self._say("quiz.again")}
            record["outcome"] = "again"
            with self.hold_sync():
                self.set_trait("feedback", feedback)
                self.set_trait("question", {**q, "try": 2})
            return feedback
        if right:
            outcome = "right" if q["try"] == 1 else "retry"
            text = self._say("quiz.right" if outcome == "right" else "quiz.right.retry")
        else:
            outcome = "wrong"
            rules, names = self._game.rules, self._spoken_names()
            text = wrong_answer(
                q["kind"], self._answer, self._opening, rules, names, self.lang, q["seat"]
            )
        record["outcome"] = outcome
        feedback = {**base, "outcome": outcome, "text": text, "answer": self._answer}
        # A wrong answer's text already says the cards and why; a right one gets the numbers here.
        feedback["detail"] = self._detail if outcome != "wrong" else ""
        with self.hold_sync():
            self.score = {**self.score, outcome: self.score[outcome] + 1}
            self.set_trait("feedback", feedback)
            self.flip()
        return feedback

    def _names(self) -> list[str]:
        """The label of each seat: the names given, else the defaults in the chosen language."""
        given = list(self.names)
        # A seat's label is a name, not a phrase: "Jugador 1", not the sentence's "el jugador 1".
        numbered = self.mode == "two_players" or self._game.rules.players > 2
        return [
            name
            if i < len(given)
            else self._say("ui.player", number=i + 1)
            if numbered
            else _capitalize(name)
            for i, name in enumerate(self._mixed())
        ]

    def _defaults(self) -> list[str]:
        n = self._game.rules.players
        if self.mode == "two_players":
            return default_names(max(n, 3), self.lang)[:n]  # "Player 1", "Player 2"...
        return default_names(n, self.lang)  # "you", "the computer" with two players

    def _mixed(self) -> list[str]:
        """The names given, then the language's defaults as written mid-sentence."""
        defaults = self._defaults()
        given = list(self.names)
        return [given[i] if i < len(given) else defaults[i] for i in range(len(defaults))]

    def _addressed_as_you(self) -> bool:
        """Seat 0 is called "you" (its label and the explanations): the computer mode's
        defaults with two players; with three or four, seat 0 is "Player 1" (tagged "you")."""
        return self._spoken_names() is None and self._game.rules.players == 2

    def _spoken_names(self) -> list[str] | None:
        """Names for the explanations: ``None`` lets them address the learner as "you" (the
        computer mode's defaults); otherwise the defaults stay lower case where the language
        writes them so, and ``explain`` capitalises the start of each sentence."""
        if self.mode == "computer" and not self.names:
            return None
        return self._mixed()

    def _summary(self) -> dict[str, Any]:
        """The end screen's numbers, bounded whatever the game's length (see _chart_points)."""
        s = self._game.summary()
        rounds, marks = _chart_points(s.rounds, s.war_rounds)
        return {
            "rounds": s.rounds,
            "wars": s.wars,
            "war_rounds": marks,
            "wars_won": list(s.wars_won),
            "longest_streak": list(s.longest_streak),
            "biggest_lead": list(s.biggest_lead),
            "count_rounds": rounds,
            "counts_per_round": [list(s.counts_per_round[r]) for r in rounds],
        }

    def _count_session(self) -> None:
        res = self._game.result
        assert res is not None
        old = self.session
        n = self._game.rules.players
        wins = list(old.get("wins", []))
        wins += [0] * (n - len(wins))
        draws = int(old.get("draws", 0))
        if res.winner is None:
            draws += 1
        else:
            wins[res.winner] += 1
        streak = int(old.get("streak", 0)) + 1 if res.winner == 0 else 0
        entry = {
            "code": self._game.code,
            "winner": res.winner,
            "reason": res.reason,
            "rounds": res.rounds,
            "counts": list(res.counts),
        }
        results = [*list(old.get("results", [])), entry][-SESSION_KEEP:]
        session = {
            "games": int(old.get("games", 0)) + 1,
            "wins": wins,
            "draws": draws,
            "streak": streak,
            "results": results,
        }
        self.set_trait("session", session)

    # -- messages from the front-end --------------------------------------------------------
    @_locked
    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self._from_front = True  # rounds played here are not recorded (see recording.py)
        try:
            self._dispatch(content)
        except _BadMessage as err:
            log.warning("war_widget: ignored a malformed message from the front-end: %s", err)
        finally:
            self._from_front = False

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise _BadMessage(f"expected an object, got {type(content).__name__}")
        kind = content.get("type")
        if kind == "flip":
            if self.quiz:  # the quiz plays a round when it is answered, never on a bare flip
                log.debug("flip ignored: the quiz waits for an answer")
                return
            game_id = _int_field(content, "game")
            number = _int_field(content, "round")
            if game_id != self.game_id or number != self._game.round + 1:
                # A flip for an old game or a round already played (e.g. from Python): stale.
                log.debug("stale flip %s/%s ignored", game_id, number)
                return
            if self._game.over or self._game.pending is not None:
                return
            self.flip()
        elif kind == "choose":
            decision = content.get("decision")
            if decision not in ("war", "peace"):
                raise _BadMessage(f"choose: decision must be 'war' or 'peace', got {decision!r}")
            if self._game.pending is None or _int_field(content, "game") != self.game_id:
                return
            self.choose(decision)
        elif kind == "answer":
            game_id = _int_field(content, "game")
            number = _int_field(content, "round")
            q = self.question
            if "answer" not in content:
                raise _BadMessage("answer: the message has no answer")
            if not self.quiz or q is None or game_id != self.game_id or number != q["round"]:
                log.debug("stale answer %s/%s ignored", game_id, number)
                return
            problem = _answer_problem(q, content["answer"])
            if problem:
                raise _BadMessage(f"answer: {problem}")
            self._judge(content["answer"])
        elif kind == "new_game":
            self.new_game()
        elif kind == "set_rules":
            changes = content.get("changes")
            if not isinstance(changes, dict) or not changes or not set(changes) <= _RULE_KEYS:
                raise _BadMessage(f"set_rules: changes must name rule options, got {changes!r}")
            try:
                rules = _playable(self._game.rules.replace(**changes))
            except (ValueError, TypeError) as err:
                log.debug("set_rules refused: %s", err)
                merged = {**self._game.rules.to_dict(), **changes}
                sums_by_rank = merged["face_down"] == "by_rank" and merged["flip"] == 2
                with self.hold_sync():
                    self.set_trait("notice", "")  # a notice of an earlier change is stale now
                    self.set_trait(
                        "error",
                        self._say("ui.error.rules.by_rank" if sums_by_rank else "ui.error.rules"),
                    )
                return
            if rules != self._game.rules:
                self._install(Game(rules), notice=self._rules_notice(rules))
        elif kind == "preset":
            name = content.get("name")
            if not isinstance(name, str) or name not in PRESETS:
                raise _BadMessage(f"preset: unknown preset {name!r}")
            rules = Rules.preset(name)
            self._install(Game(rules), notice=self._rules_notice(rules))
        elif kind == "code":
            text = content.get("code")
            if not isinstance(text, str) or len(text) > MAX_CODE_TEXT:
                raise _BadMessage("code: expected the text of a code")
            try:
                game = Game.from_code(text)
            except ValueError as err:
                # CodeError says why; anything else a code may raise is "unknown" to a learner.
                reason = getattr(err, "reason", "unknown")
                if reason not in CODE_ERRORS:
                    reason = "unknown"
                log.debug("code %r refused: %s", text, err)
                self.set_trait("error", self._say(f"ui.error.code.{reason}"))
                return
            self._install(game, notice=self._say("ui.notice.replay", code=game.code))
        elif kind == "settings":
            changes = {k: v for k, v in content.items() if k != "type"}
            unknown = sorted(set(changes) - set(_SETTINGS))
            if unknown or not changes:
                raise _BadMessage(f"settings: expected some of {list(_SETTINGS)}, got {unknown}")
            try:
                # All or nothing: traitlets validates every change when the hold ends and, if
                # one is refused, puts back the ones already made (no observer hears of them).
                with self.hold_trait_notifications():
                    for key, value in changes.items():
                        setattr(self, key, value)
            except traitlets.TraitError as err:
                raise _BadMessage(f"settings: {err}") from None
        elif kind == "hello":
            self.send(
                {
                    "type": "history",
                    "game": self.game_id,
                    "rounds": [
                        self._round_view(rnd, full=True)
                        for rnd in list(self._history)[-HISTORY_REPLAY:]
                    ],
                }
            )
        else:
            raise _BadMessage(f"unknown message type {kind!r}")


def _chart_points(rounds: int, war_rounds: Sequence[int]) -> tuple[list[int], list[int]]:
    """The rounds the summary's count line shows (every one, or :data:`SUMMARY_POINTS` evenly
    spread, the deal and the last round included) and its war marks (every war round, or when
    there are more than :data:`SUMMARY_WAR_MARKS`, the first of each of that many equal
    stretches that had a war: finer than the chart's pixels, so no mark disappears).  The
    synced trait stays under ~20 kB at any length; ``export()`` has every round."""
    if rounds + 1 <= SUMMARY_POINTS:
        points = list(range(rounds + 1))
    else:
        step = rounds / (SUMMARY_POINTS - 1)
        points = sorted({round(i * step) for i in range(SUMMARY_POINTS)})
    marks = list(war_rounds)
    if len(marks) > SUMMARY_WAR_MARKS:
        width = rounds / SUMMARY_WAR_MARKS
        first: dict[int, int] = {}
        for r in marks:
            first.setdefault(int((r - 1) / width), r)
        marks = sorted(first.values())
    return points, marks


class _BadMessage(ValueError):
    pass


def _int_field(content: dict[str, Any], key: str) -> int:
    value = content.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise _BadMessage(f"{content.get('type')}: {key} must be a whole number, got {value!r}")
    return value


def _make_game(
    rules: Rules | None, *, preset: str | None, seed: int | None, code: str | None
) -> Game:
    if code is not None:
        if not isinstance(code, str):
            raise ValueError(f"code: expected the text of a game code, got {code!r}")
        game = Game.from_code(code)
        _playable(game.rules)
        return game
    if preset is not None:
        if rules is not None:
            raise ValueError("give rules or preset, not both (use Rules.preset(name, ...))")
        rules = Rules.preset(preset)
    return Game(None if rules is None else _playable(rules), seed=seed)


def _labels(lang: str) -> dict[str, str]:
    """The widget's own words (the ``ui.*`` messages) in a language, keyed without ``ui.``,
    and each language's own name (``lang.<code>``) for the language menu."""
    cat = locale.translation(lang)
    labels = {
        m.key[3:]: cat.pgettext(m.key, m.text)
        for m in locale.UI_MESSAGES
        if m.key.startswith("ui.")
    }
    labels.update({f"lang.{code}": name for code, name in locale.LANGUAGE_NAMES.items()})
    return labels


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _answer_problem(question: dict[str, Any], value: Any) -> str:
    """Why ``value`` cannot answer ``question`` (empty when it can)."""
    if question["kind"] == "compare":
        if value == "tie" or (_count(value) and value in question["options"]):
            return ""
        seats = ", ".join(str(s) for s in question["options"])
        return f"answer={value!r} is not allowed: answer a seat ({seats}) or 'tie'"
    if _count(value) and value <= MAX_ANSWER:
        return ""
    return f"answer={value!r} is not allowed: answer a whole number from 0 to {MAX_ANSWER}"


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def _end_view(events: Sequence[Event]) -> dict[str, Any] | None:
    for ev in events:
        if ev.kind == "end":
            return {"winner": ev.seat, "reason": ev.reason}
    return None


_OPS = {"sum": "+", "difference": "−", "product": "×"}


def _math(values: Sequence[int], value: int, combine: str) -> str:
    """``"5 + 7 = 12"`` for two cards combined, ``"9"`` for one: numbers, in any language."""
    if len(values) < 2:
        return str(value)
    shown = sorted(values, reverse=True) if combine == "difference" else list(values)
    return f" {_OPS.get(combine, '+')} ".join(map(str, shown)) + f" = {value}"


def _banner(rnd: Round, combine: str) -> dict[str, Any]:
    """What the table's banner says about a round, as numbers and seats (the front-end puts
    them into its labels): ``math`` holds one comparison per compare event ("9 > 5", "8 = 8"),
    the highest first; ``how`` says how the round ended."""
    cards: dict[int, tuple[int, ...]] = {}
    math: list[str] = []
    last_tied = False
    for ev in rnd.events:
        if ev.kind == "flip" and ev.seat is not None:
            cards[ev.seat] = ev.values
        elif ev.kind == "compare":
            order = sorted(zip(ev.values, ev.seats, strict=True), key=lambda p: -p[0])
            parts: list[str] = []
            for i, (value, seat) in enumerate(order):
                if i:
                    parts.append("=" if value == order[i - 1][0] else ">")
                parts.append(_math(cards.get(seat, ()), value, combine) if i == 0 else str(value))
            math.append(" ".join(parts))
            last_tied = len(ev.winners) != 1
    kinds = {ev.kind for ev in rnd.events}
    if "annul" in kinds:
        how = "annulled"
    elif "peace" in kinds:
        how = "peace"
    elif rnd.winner is not None:
        how = "out" if last_tied else "win"
    else:
        how = "tie" if not rnd.finished else "none"
    return {"how": how, "math": math}  # the seat is the round's ``winner``
