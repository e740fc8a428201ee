"""The play widget: a War table in a notebook cell.

The widget only mirrors the engine into synced traits and forwards the
front-end's intents to it; every decision (who wins, what is dealt) is made
by :class:`war_widget.game.engine.Game`.

What travels, and why
---------------------
Lasting state lives in traits: ``round``, ``counts``, ``code``, ``over``,
``last_round`` (the round just played, with its explanation), ``ahead`` (the
next few rounds, already computed here) and, once a game ends, ``summary``.
They mirror the game, so only the widget writes them (``set_trait``; see
:mod:`war_widget.play.schema`): a user who writes one gets a ``TraitError`` saying
what to call.
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

The quiz (``quiz=True``) asks about each round before it is resolved: see
:mod:`war_widget.play.quiz`.

The widget's own words (buttons, labels, notices, the quiz's questions) are
``ui.*`` and ``quiz.*`` messages of :mod:`war_widget.locale`, translated by the
same gettext catalogues as the explanations; ``labels`` sends the ``ui.*`` ones
in the chosen language, so the front-end holds no text of its own.
"""

from __future__ import annotations

import logging
import threading
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import traitlets

from ..explain import LANGUAGES
from ..front_state import apply_update, short
from ..game.engine import Game, Round
from ..game.export import MAX_EXPORT_ROUNDS
from ..game.rules import PRESETS, Rules
from . import checks, messages, recording, views, words
from .checks import MAX_NAME, MODES, SPEEDS
from .messages import CODE_ERRORS, HISTORY_REPLAY
from .quiz import ANSWERS_KEEP, MAX_ANSWER, QUIZ_KINDS, SCORE_KEYS, Quiz
from .quiz_table import QuizTable
from .quiz_table import locked as _locked
from .restore import MAX_CODE_TEXT, MAX_RESTORE_ROUNDS, TooFar, saved_game
from .schema import _READ_ONLY, TableTraits
from .score import Score
from .session import (
    AHEAD,
    HISTORY_KEEP,
    PLAY_TO_END_LIMIT,
    SESSION_KEEP,
    PlayLimitWarning,
    Report,
    Session,
    Words,
    make_game,
)
from .steal_view import steal_view
from .views import SUMMARY_POINTS, SUMMARY_WAR_MARKS

__all__ = [
    "AHEAD",
    "ANSWERS_KEEP",
    "CODE_ERRORS",
    "HISTORY_KEEP",
    "HISTORY_REPLAY",
    "MAX_ANSWER",
    "MAX_CODE_TEXT",
    "MAX_NAME",
    "MAX_RESTORE_ROUNDS",
    "MODES",
    "PLAY_TO_END_LIMIT",
    "QUIZ_KINDS",
    "SCORE_KEYS",
    "SESSION_KEEP",
    "SPEEDS",
    "SUMMARY_POINTS",
    "SUMMARY_WAR_MARKS",
    "PlayLimitWarning",
    "WarWidget",
]

log = logging.getLogger(__name__)


class WarWidget(QuizTable, TableTraits):
    """A War table learners play by clicking **Flip** (or pressing Space / Enter).

    Parameters
    ----------
    rules : the rules to play (default: classic, or the ``preset``).
    preset : a preset name of docs/rules.md § 8, e.g. ``"guerra_de_cartas"``.
    seed : the deal (default: random).
    code : replay the game of this code (overrides rules, preset and seed).
    lang : language of the explanations and the widget's words (a tag such as ``"es-ES"``
        falls back to its language).
    second_lang : a second language (``"uk"`` beside ``lang="pl"``...): each step of the
        explanation is shown again in it, under the first, for pupils learning the class's
        language; the speaker reads the first. ``""`` (the default) for none.
    digits : the digits the learner reads numbers in: ``"latn"`` (0-9, the default) or
        ``"arab"`` (Arabic-Indic ٠-٩, with the Arabic separators ٬ and ٫): the explanation,
        the banner, the counters, the round, the score, notices and the deal's sheet. Game
        codes, the events' JSON, exports and the spoken forms stay as they are.
    names : the players' names, seat 0 first (the learner is seat 0): at most one per
        player; a seat without a name gets the default one.
    mode : ``"computer"`` (the learner against the computer, which flips for
        every other seat) or ``"two_players"`` (two learners on one screen, each
        with a button; the cards turn when both have pressed).
    facing : with ``mode="two_players"``, lay the table out face to face for a phone or a
        tablet lying flat between the two: each half of the screen is one player's (name,
        pile, cards, a big Flip and the round's result), the far half upside down; the
        cards still turn when both have pressed. Only the layout changes (default False;
        ignored in the computer mode); Settings shows it as "Face to face".
    level : how much the explanation says: ``"brief"`` or ``"detailed"``.
    speed : animation speed: ``"slow"``, ``"normal"`` or ``"fast"``.
    quiz : ask the learner about each round before it is resolved (see
        :mod:`war_widget.play.quiz`); ``score`` counts the answers, ``answers`` lists them.
    quiz_kind : what the quiz asks: ``"auto"``, ``"compare"``, ``"combine"``, ``"count"``.
    hide_explanation : keep each round's explanation until the learner presses *Why?*.
    dots : also show each card's value (and each pile) as dots in groups of five.
    four_colours : a four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green.
    settings : show the Settings button (language, level, rules, codes...); ``False``
        locks them for the learner (a cell can still change every setting).
    speak : read each round's banner aloud in the learner's language (the browser's speech
        synthesis), with a speaker button to hear it again and one per explanation step;
        silent and hidden where the browser has no voice for the language.
    report : None (the default), or a callable told every finished round, game over and
        quiz answer (see :data:`war_widget.play.session.Report`; a live class's
        :class:`war_widget.classroom.report.Reporter`); settable later as ``.report``.

    Examples
    --------
    >>> w = WarWidget(preset="guerra_de_cartas", seed=7)
    >>> w.flip().number
    1
    """

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        preset: str | None = None,
        seed: int | None = None,
        code: str | None = None,
        lang: str = "en",
        second_lang: str = "",
        digits: str = "latn",
        names: Sequence[str] | None = None,
        mode: str = "computer",
        level: str = "detailed",
        speed: str = "normal",
        quiz: bool = False,
        quiz_kind: str = "auto",
        hide_explanation: bool = False,
        dots: bool = False,
        four_colours: bool = False,
        facing: bool = False,
        settings: bool = True,
        speak: bool = False,
        report: Report | None = None,
    ) -> None:
        _check_names(names)
        game = make_game(rules, preset=preset, seed=seed, code=code)
        # Every public change (methods, trait writes, front-end messages) holds this lock.
        self._lock = threading.RLock()
        self._session = Session(game)
        self.report = report  # (checked: None or a callable)
        self._quiz = Quiz(ANSWERS_KEEP)
        self._busy = False
        self._hello_gate = messages.Gate("hello")
        super().__init__(
            quiz=quiz,
            quiz_kind=quiz_kind,
            hide_explanation=hide_explanation,
            dots=dots,
            four_colours=four_colours,
            facing=facing,
            settings=settings,
            speak=speak,
            score=dict.fromkeys(SCORE_KEYS, 0),
            mode=mode,
            lang=lang,
            second_lang=second_lang,
            digits=digits,
            level=level,
            speed=speed,
            names=list(names) if names is not None else [],
        )
        self._menus()
        self.set_trait("session", self._session.stats)
        self.set_trait("labels", words.labels(self.lang))
        self.set_trait("voice_langs", words.voice_langs(self.lang))
        self._show_game(notice="")
        self.on_msg(self._on_msg)

    def _menus(self) -> None:
        """What the menus offer: the presets, the languages, each setting's choices."""
        self.set_trait("presets", list(PRESETS))
        self.set_trait("languages", list(LANGUAGES))
        self.set_trait("choices", checks.menu_choices(self.lang))

    @_locked
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A trait written by the front-end takes the same lock as every other change; the
        state Python owns is ignored (logged), but a saved state's ``code`` and ``round``
        deal that game again at that round (see :mod:`war_widget.play.restore`)."""
        apply_update(self, sync_data, owned=_READ_ONLY, write=super().set_state, log=log)
        try:
            game = saved_game(sync_data, self._session.game)
        except TooFar as err:  # the table stays as it was, and says why
            self.set_trait("notice", self._session.say("ui.notice.too_far", **err.numbers))
            return
        if game is not None:
            self._install(game, notice=words.say(self.lang, "ui.notice.replay", code=game.code))

    # -- validation ------------------------------------------------------------------------
    @traitlets.validate(
        "mode",
        "speed",
        "level",
        "quiz_kind",
        "score",
        "lang",
        "second_lang",
        "digits",
        "names",
        "rules",
    )
    def _valid(self, proposal: dict[str, Any]) -> Any:
        """Each setting's check (:func:`war_widget.play.checks.check`): a refused value
        changes nothing and its ``TraitError`` says what is allowed."""
        name, value = proposal["trait"].name, proposal["value"]
        try:
            checked = checks.check(name, value, self._session.game.rules)
        except ValueError as err:
            raise traitlets.TraitError(str(err)) from None
        if name == "score":  # the totals, and the kinds' own counts when they came with them
            return Score(checked, getattr(value, "kinds", None), self.lang)
        return checked

    # -- traits -> session -------------------------------------------------------------------
    @traitlets.observe("rules")
    def _rules_changed(self, change: dict[str, Any]) -> None:
        if self._busy:
            return
        rules = Rules.from_dict(change["new"])
        if rules != self._session.game.rules:
            self._install(Game(rules), notice=words.rules_notice(rules, self.lang))

    @traitlets.observe("lang", "second_lang", "digits", "level", "names", "mode")
    def _words_changed(self, change: dict[str, Any]) -> None:
        self._session.words = Words(
            self.lang, self.level, tuple(self.names), self.mode, self.second_lang, self.digits
        )
        if change["name"] == "lang" and isinstance(self.score, Score):
            self.set_trait("score", self.score.in_lang(self.lang))
        if self._busy:
            return
        if change["name"] in ("digits", "lang"):  # the rounds ahead's banners follow both
            self.set_trait("ahead", self._session.ahead())
        if change["name"] in ("lang", "digits"):
            self._set_sheet()
        if change["name"] == "lang":
            self.set_trait("labels", words.labels(self.lang))
            self.set_trait("choices", checks.menu_choices(self.lang))  # the digits offered
            self.set_trait("voice_langs", words.voice_langs(self.lang))
            self.set_trait("cards", views.cards_view(self._session.game, self.lang))
        self.set_trait("seat_names", self._session.labels())
        self.set_trait("you", self._session.addressed_as_you())
        if change["name"] in ("lang", "mode", "names", "digits"):
            self._ask()
        if change["name"] == "digits":
            self._feedback_again()
        if self.last_round is None:
            return
        # Re-tell the current round in the new words; history keeps its old text.
        rnd = self._session.last
        if rnd is not None:
            self.set_trait("last_round", self._session.round_view(rnd))

    @traitlets.observe("quiz", "quiz_kind", "facing")
    def _quiz_changed(self, change: dict[str, Any]) -> None:
        if not self._busy:
            self._ask()

    # -- the Python API ----------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The engine's game (read it; act through the widget so the table follows)."""
        return self._session.game

    @property
    def report(self) -> Report | None:
        """Who is told each round, game and answer (None: nobody; see the ``report`` parameter)."""
        return self._session.report

    @report.setter
    def report(self, report: Report | None) -> None:
        if report is not None and not callable(report):
            raise TypeError(f"report: expected None or a callable, got {type(report).__name__}")
        self._session.report = report

    @property
    def play_session(self) -> Session:
        """The :class:`~war_widget.play.session.Session` behind the table (read it; act
        through the widget so the table follows)."""
        return self._session

    @_locked
    def flip(self) -> Round:
        """Play one round, as the **Flip** button does (in quiz mode: without asking; the
        question about the round is dropped and nothing is scored)."""
        game = self._session.game
        if game.over:
            raise RuntimeError("the game is over: call new_game() to deal another one")
        if game.pending is not None:
            raise RuntimeError(
                f"the round waits for a decision: call choose() with one of "
                f"{list(game.pending.options)}"
            )
        rnd = self._session.flip()
        self._played()
        self._sync(rnd)
        return rnd

    @_locked
    def choose(self, decision: str) -> Round:
        """Answer a pending decision: a war (rules with ``peace="ask"``): ``"war"`` or
        ``"peace"``; Steal War: ``"steal"`` or ``"play"``."""
        rnd = self._session.choose(decision)
        self._played()
        self._sync(rnd)
        return rnd

    @_locked
    def play_to_end(self, limit: int = PLAY_TO_END_LIMIT) -> None:
        """Play every remaining round (a pending war is fought), at most ``limit`` of them
        (:data:`PLAY_TO_END_LIMIT`, 10,000): a game still going then says so, on the table
        and as a :class:`PlayLimitWarning`; call it again to play on."""
        played = self._session.play_to_end(limit)  # (a limit that is not a count: ValueError)
        if played:
            self._played()
        self._sync(self._session.last)
        if played >= limit and not self._session.game.over:
            self.set_trait("notice", self._session.say("ui.notice.stopped", rounds=played))
            warnings.warn(
                f"play_to_end() stopped after {played:,} rounds (its limit): the game is at "
                f"round {self.round:,} and not over; call play_to_end() again to play on",
                PlayLimitWarning,
                stacklevel=3,
            )

    @_locked
    def export(self, format: str = "json", *, limit: int | None = MAX_EXPORT_ROUNDS) -> str:
        """The game so far (its code, rules, result, and per round the winner, the wars and the
        counts) as ``"json"`` or ``"csv"`` text, its first ``limit`` rounds (the rest left out,
        and said so): see :meth:`war_widget.game.engine.Game.export`."""
        return self._session.game.export(format, limit=limit)

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
            rules = self._session.game.rules
        game = make_game(rules, preset=preset, seed=seed, code=code)
        self._install(game, notice=words.say(self.lang, "ui.notice.new_game"))

    # -- session -> traits -------------------------------------------------------------------
    #: True while a message from the front-end is handled (its rounds are not recorded).
    _from_front = False

    def _install(self, game: Game, notice: str) -> None:
        """Deal ``game`` and show it (the front-end's messages deal through here too)."""
        self._session.install(game)
        self._show_game(notice)

    def _played(self) -> None:
        """Rounds were played: a cell's are recorded when it ends (see recording.py)."""
        if not self._from_front:
            recording.mark(self)

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        """Trait changes made here do not act (setting ``rules`` must not deal again)."""
        self._busy = True
        try:
            with self.hold_sync():
                yield
        finally:
            self._busy = False

    def _show_game(self, notice: str) -> None:
        game = self._session.game
        with self._quietly():
            self.rules = game.rules.to_dict()
            matching = game.rules.matching_presets()
            self.set_trait("preset", matching[0] if matching else "")
            self.set_trait("card_values", views.card_values(game.rules))
            self.set_trait("code", game.code)
            if len(self.names) > game.rules.players:  # fewer players: their names go too
                self.set_trait("names", self.names[: game.rules.players])
            self.set_trait("seat_names", self._session.labels())
            self.set_trait("you", self._session.addressed_as_you())
            self.set_trait("total", game.cards_in_play)
            self.set_trait("game_id", self._session.game_id)
            self.set_trait("summary", None)
            self.set_trait("replay", {})  # the recording was of the game before
            self.set_trait("notice", self._session.shown(notice, keep=(game.code,)))
            self.set_trait("error", "")
            self._set_sheet()
            self.set_trait("cards", views.cards_view(game, self.lang))
            self._sync(None)

    def _set_sheet(self) -> None:
        """The printable sheet of this deal in these words, made once for each (a new widget's
        traits would otherwise make it three times: its language, its digits, its game)."""
        game = self._session.game
        made_for = (game.code, self.lang, self.digits)
        if getattr(self, "_sheet_for", None) != made_for:
            self.set_trait("sheet", views.sheet_view(game, self.lang, self.digits))
            self._sheet_for = made_for

    def _sync(self, rnd: Round | None) -> None:
        session = self._session
        game = session.game
        with self.hold_sync():
            self.set_trait("round", game.round)
            self.set_trait("counts", list(game.counts))
            self.set_trait("over", game.over)
            self.set_trait("result", views.result_view(game))
            self.set_trait("pending", views.pending_view(game, session.voice(), session.shown))
            self.set_trait("steal", steal_view(game))
            self.set_trait("last_round", None if rnd is None else session.round_view(rnd))
            if rnd is not None:
                # "New game dealt" and the like: said once, until play goes on.
                self.set_trait("notice", "")
            self.set_trait("ahead", session.ahead())
            self._ask()
            if session.finish():
                self.set_trait("summary", views.summary_view(game))
                self.set_trait("session", session.stats)

    # -- the quiz ----------------------------------------------------------------------------
    # -- messages from the front-end --------------------------------------------------------
    @_locked
    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self._from_front = True  # rounds played here are not recorded (see recording.py)
        try:
            messages.dispatch(self, content)
        except (messages.BadMessage, RecursionError) as err:
            log.warning(
                "war_widget: ignored a malformed message from the front-end: %s", short(str(err))
            )
        finally:
            self._from_front = False


def _check_names(names: object) -> None:
    """``names`` is None or a list (or tuple) of names; a clear error naming the field else."""
    if isinstance(names, str) or not isinstance(names, (list, tuple, type(None))):
        got = f"the text {names!r}" if isinstance(names, str) else type(names).__name__
        raise traitlets.TraitError(
            f"names: expected a list of names such as ['Ana', 'Ben'], got {got}"
        )
