"""Why a round went the way it did, step by step, in the learner's language.

:func:`explain` turns a round's events into an :class:`Explanation`: a list of
:class:`Step` objects, each the text a learner reads plus what a front-end
needs to highlight it (the step's kind, the seats involved, the numbers it
shows, the events it comes from).  Levels: ``"brief"`` gives one line per
round, ``"detailed"`` every step with its arithmetic.

Every sentence is one whole message of :mod:`war_widget.locale`, translated
by gettext catalogues with each language's plural rules; sentences are never
assembled from pieces of other sentences.

Step kinds and the numbers they carry (``_<seat>`` marks a number per seat):

=========  ==========================================================================
flip       cards flipped (and laid face down in a war): ``value_<seat>``, ``down_<seat>``
value      a face card, ace or joker named the first time it matters: ``value``, ``rank``
combine    Guerra de sumas, each player's two cards made one number: ``value_<seat>``
compare    ``value_<seat>``, ``high``; with two players and a winner ``low``, ``difference``
choice     peace="ask": the round waits for war or peace (no numbers)
war        ``war`` (1 for the first war of the round), ``value`` tied, ``size`` face down
short      ``count`` cards left, ``size`` face down asked
out        a player leaves; ``count`` cards that joined the table (shortage="lose")
reshuffle  ``count`` won cards shuffled into the draw pile
peace      ``count`` cards given back
collect    ``count`` won; after ``wars`` war(s) ``opening`` + ``down`` + ``up`` = ``count``
annul      ``count`` cards given back
count      ``count_<seat>``, ``total`` (= cards in play), ``set_aside``
end        ``round``, ``most`` (the highest count)
round      the brief level's one line: ``round``, ``wars``, ``count``, ``count_<seat>``
=========  ==========================================================================

>>> from war_widget import Game, Rules
>>> game = Game(Rules(face_down=1, pickup="table"), hands=[["9H", "2S"], ["5C", "3D"]])
>>> print(explain(game.step(), game.rules, lang="es", names=["Ana", "el ordenador"]))
Ana da la vuelta a un 9 ♥. El ordenador da la vuelta a un 5 ♣.
9 es mayor que 5 (9 − 5 = 4).
Ana gana las 2 cartas y las pone debajo de su montón.
Ahora Ana tiene 3 cartas y el ordenador 1: 3 + 1 = 4.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Union

from .. import locale
from ..game.events import Event
from ..game.names import default_names
from ..game.rules import Rules
from .brief import brief
from .detailed import detailed
from .model import STEP_KINDS, Explanation, Sentence, Step
from .sentences import Writer

if TYPE_CHECKING:
    from ..game.records import Round

__all__ = [
    "LANGUAGES",
    "LEVELS",
    "STEP_KINDS",
    "Explanation",
    "Sentence",
    "Step",
    "default_names",
    "explain",
]

LEVELS = ("brief", "detailed")
LANGUAGES = locale.LANGUAGES

RoundOrEvents = Union["Round", Sequence[Event]]


def explain(
    rnd: RoundOrEvents,
    rules: Rules,
    lang: str = "en",
    level: str = "detailed",
    names: Sequence[str] | None = None,
    *,
    set_aside: int | None = None,
) -> Explanation:
    """Explain a round (or a plain list of its events) played under ``rules``.

    Parameters
    ----------
    rnd : a :class:`~war_widget.game.engine.Round`, or the list of its events.
    rules : the rules the round was played under (war sizes, ace low, pickup...).
    lang : a code of :data:`war_widget.locale.LANGUAGES` (``"en"``, ``"es"``...); a tag such
        as ``"es-ES"`` or ``"pl_PL"`` falls back to its language.
    level : ``"brief"`` (one line per round) or ``"detailed"`` (every step).
    names : one name per player.  Default: with two players seat 0 is the
        learner, addressed as "you", and seat 1 "the computer"; with more,
        "Player 1", "Player 2"... in the chosen language.  Each name is checked
        (:func:`war_widget.game.names.check_name`) and, in the sentences, isolated for
        direction (between FSI and PDI: an Arabic or Hebrew name leaves the
        sentence's order alone; :func:`war_widget.game.names.plain` takes them out).
    set_aside : cards set aside unseen at the deal, for the counting line.
        Default: ``rules.set_aside`` when the cards in play match a dealt game, else 0.
    """
    if not isinstance(rules, Rules):
        raise ValueError(f"rules: expected a Rules object, got {type(rules).__name__}")
    code = locale.normalize_language(lang)
    if level not in LEVELS:
        allowed = ", ".join(repr(v) for v in LEVELS)
        raise ValueError(f"level={level!r} is not allowed: level must be one of {allowed}")
    number = getattr(rnd, "number", None)
    events: list[Event] = list(getattr(rnd, "events", rnd))  # type: ignore[arg-type]
    for i, event in enumerate(events):
        if not isinstance(event, Event):
            raise ValueError(f"events[{i}]: expected an Event, got {type(event).__name__}")
    writer = Writer(code, rules, names, set_aside, events)
    steps = brief(writer, number) if level == "brief" else detailed(writer)
    return Explanation(tuple(steps), code, level, number)
