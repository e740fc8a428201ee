"""The play widget's quiz half: asking about the next round, judging an answer (the learner's
or a cell's), and the answers kept for the teacher.  A mixin of :class:`~.widget.WarWidget`,
whose session, quiz state and lock it uses; split from widget.py by job (the size guide)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypeVar

from . import quiz_face
from .quiz import ask, problem
from .score import Score

if TYPE_CHECKING:
    from ..game.engine import Round
    from .quiz import Quiz
    from .schema import TableTraits
    from .session import Session

    _Base = TableTraits
else:
    _Base = object

_F = TypeVar("_F", bound=Callable[..., Any])
#: The entries of a question or a feedback a learner reads (in the learner's digits); the
#: others (the cards' codes, the options, the answers given) are what a program reads.
_READ = frozenset({"prompt", "labels", "text", "detail", "each", "feedback"})


def in_digits(value: Any, shown: Callable[[str], str]) -> Any:
    """A question or a feedback with what a learner reads (:data:`_READ`) as ``shown``
    writes it (the session's digits: ``Session.shown``)."""
    if isinstance(value, str):
        return shown(value)
    if isinstance(value, list):
        return [in_digits(x, shown) for x in value]
    if isinstance(value, dict):
        return {k: in_digits(v, shown) if k in _READ else v for k, v in value.items()}
    return value


def locked(method: _F) -> _F:
    """Run ``method`` holding the widget's lock: one thread at a time changes a widget."""

    @functools.wraps(method)
    def run(self: Any, *args: Any, **kwargs: Any) -> Any:
        with self._lock:
            return method(self, *args, **kwargs)

    return run  # type: ignore[return-value]


class QuizTable(_Base):
    """The quiz's methods of the play widget."""

    if TYPE_CHECKING:
        _session: Session
        _quiz: Quiz

        def flip(self) -> Round: ...

    @locked
    def answer(self, value: int | str, seat: int | None = None) -> dict[str, Any]:
        """Answer the quiz question, as the learner does in the widget; returns the feedback.

        ``value`` is a seat (which card is bigger) or ``"tie"`` for a ``"compare"``
        question, a whole number for ``"combine"`` and ``"count"``.  A right answer, or a
        second wrong one, plays the round; a first wrong one leaves a second try.
        Face to face (``facing=True``, two players) each player answers: ``seat`` says whose
        answer it is, and the round is played once both have answered for good
        (:mod:`war_widget.play.quiz_face`).
        """
        q = self.question
        if not self.quiz or q is None:
            raise RuntimeError("no quiz question is waiting (set quiz=True; the game may be over)")
        why = problem(q, value)
        if why:
            raise ValueError(why)
        if q.get("each") is None:
            return self._judge(value)
        if seat not in quiz_face.SEATS:
            raise ValueError(f"face to face each player answers: seat=0 or 1, got {seat!r}")
        return self._judge_seat(value, seat)

    @property
    def answers(self) -> list[dict[str, Any]]:
        """The quiz answers of this widget, oldest first: the game's code, the round, what was
        asked, the answers given, the right answer and the outcome (a teacher's record).
        The latest :data:`ANSWERS_KEEP` (1000) are kept; :attr:`score` counts every one."""
        return [dict(a) for a in self._quiz.answers]

    @property
    def _answer(self) -> int | str | None:
        """The right answer to the question waiting (None: none is), kept in Python only;
        the browser tests read it to answer right or wrong on purpose."""
        current = self._quiz.current
        return None if current is None else current.answer

    def _ask(self) -> None:
        """Set the question about the next round (None when the quiz is off or nothing is
        left to ask).  The right answer stays in Python: the front-end only shows the question."""
        game = self._session.game
        if not self.quiz or game.over or game.pending is not None:
            self._quiz.current = None
            self.set_trait("question", None)
            return
        question = ask(
            self._session.peek(),
            game.rules,
            kind=self.quiz_kind,
            game_id=self.game_id,
            previous=self.question,
            lang=self.lang,
            before=game.counts,
            names=self._session.spoken_names(),
            face=self._face_to_face(),
        )
        if question is not None and self._face_to_face():
            each = quiz_face.each_of(question.shown, self.question)
            question = replace(question, shown={**question.shown, "each": each})
        self._quiz.current = question
        self._shown("question", None if question is None else question.shown)

    def _face_to_face(self) -> bool:
        """Two players face to face: each answers the quiz on their own half."""
        players = len(self._session.game.counts)
        return bool(self.facing) and self.mode == "two_players" and players == len(quiz_face.SEATS)

    def _judged(self, value: int | str) -> dict[str, Any]:
        """The current question's feedback to ``value`` (kept in ``answers``)."""
        session = self._session
        return self._quiz.judge(
            value,
            code=session.game.code,
            rules=session.game.rules,
            names=session.spoken_names(),
            lang=self.lang,
        )

    def _judge(self, value: int | str) -> dict[str, Any]:
        session = self._session
        question = self._quiz.current
        assert question is not None
        kind = question.shown["kind"]
        feedback = self._judged(value)
        outcome = feedback["outcome"]
        if outcome != "again":
            session.tell("answer", game=session.game, question=question, feedback=feedback)
        with self.hold_sync():
            if outcome == "again":
                assert self._quiz.current is not None
                self._shown("feedback", feedback)
                self._shown("question", self._quiz.current.shown)
            else:
                score = self.score if isinstance(self.score, Score) else Score(self.score)
                self.score = score.counted(kind, outcome)
                self._shown("feedback", feedback)
                self.flip()
        return feedback

    def _judge_seat(self, value: int | str, seat: int) -> dict[str, Any]:
        """Face to face: judge ``seat``'s answer on its own try; the round is played once both
        have answered for good.  An answer from a seat already done changes nothing."""
        session = self._session
        question = self._quiz.current
        assert question is not None
        mine = question.shown["each"][seat]
        if quiz_face.final(mine):
            return dict(mine["feedback"])
        if mine["try"] > 1:  # its second try goes in its own record (kept last while judged)
            answers = self._quiz.answers
            code, n = session.game.code, question.shown["round"]
            own = [a for a in answers if (a.get("seat"), a["code"], a["round"]) == (seat, code, n)]
            if own:
                answers.remove(own[-1])
                answers.append(own[-1])
        self._quiz.current = quiz_face.as_seat(question, seat)
        feedback = self._judged(value)
        self._quiz.answers[-1]["seat"] = seat
        question = quiz_face.answered(question, seat, feedback)
        self._quiz.current = question
        outcome = feedback["outcome"]
        done = all(quiz_face.final(e) for e in question.shown["each"])
        with self.hold_sync():
            if outcome != "again":
                session.tell("answer", game=session.game, question=question, feedback=feedback)
                score = self.score if isinstance(self.score, Score) else Score(self.score)
                self.score = score.counted(question.shown["kind"], outcome)
                self.set_trait("face_scores", quiz_face.scored(self.face_scores, seat, outcome))
            if done:
                self._shown("feedback", quiz_face.together(question))
                self.flip()
            else:
                self._shown("question", question.shown)
        return {**feedback, "seat": seat}

    def _shown(self, name: str, value: dict[str, Any] | None) -> None:
        """Set the ``question`` or ``feedback`` trait to ``value`` as the learner reads it
        (its words' numbers in the session's digits)."""
        if name == "feedback":
            self._feedback_said = value  # as Python wrote it: said again in other digits
        self.set_trait(name, None if value is None else in_digits(value, self._session.shown))

    def _feedback_again(self) -> None:
        """The feedback shown, in the session's digits now (they changed)."""
        said = getattr(self, "_feedback_said", None)
        if said is not None and self.feedback is not None:
            self._shown("feedback", said)
