"""Messages from the simulation widget's front-end: ``run``, ``cancel`` and ``set``.

Each message is checked; one that says nothing valid raises :class:`BadMessage` (the widget
logs it and ignores it), a valid but refused setting sets the widget's ``error``.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Any, Protocol

import traitlets

from ..game.rules import PRESETS, Rules, rule_choices
from .words import closest_preset, front_end_words, say, series_name, shown_in


class Panel(Protocol):
    """What the handlers need of the simulation widget (:class:`SimulationWidget` is one;
    it imports this module, so this module names what it uses instead of importing it)."""

    running: Any
    lang: Any
    digits: Any
    games: Any
    seed: Any
    rules_a: Any
    rules_b: Any
    words: Any
    origins: Any
    _origins: list[str | None]

    @property
    def rule_sets(self) -> list[Rules]: ...

    def set_trait(self, name: str, value: Any) -> None: ...

    def hold_sync(self) -> AbstractContextManager[Any]: ...

    def run(self) -> None: ...

    def cancel(self) -> None: ...

    def _relabel(self) -> None: ...


#: The options offered next to the preset, and their choices: the play table's menus
#: (:func:`~war_widget.game.rules.rule_choices`), with every war size up to three, since a
#: simulation compares them (0, 1, 2, 3 cards face down).
CHOICES: dict[str, list[Any]] = {
    **{name: rule_choices()[name] for name in ("players", "pickup", "round_limit")},
    "face_down": [0, 1, 2, 3, "by_rank"],
}
SIDES = ("a", "b")
#: The longest text a ``set`` message may carry in a field (a preset's name, a seed's
#: digits): a longer one is refused unread, so a 10 MB value is never quoted back in ``error``.
MAX_SET_TEXT = 100


class BadMessage(ValueError):
    """A message from the front-end that does not say anything valid."""


def dispatch(w: Panel, content: Any) -> None:
    """Do what a message from the front-end asks (``BadMessage`` if it says nothing valid)."""
    if not isinstance(content, dict):
        raise BadMessage(f"expected an object, got {type(content).__name__}")
    kind = content.get("type")
    handler = HANDLERS.get(kind) if isinstance(kind, str) else None
    if handler is None:
        raise BadMessage(f"unknown message type {kind!r}")
    handler(w, content)


def _set(w: Panel, content: dict[str, Any]) -> None:
    for key, value in content.items():
        if isinstance(value, str) and len(value) > MAX_SET_TEXT:
            raise BadMessage(f"set: {key} is longer than {MAX_SET_TEXT} characters")
    if w.running:
        w.set_trait("error", say(w.lang, "sim.busy_rules"))
        return
    apply_set(w, content)


def _run(w: Panel) -> None:
    w.run()


#: What each message type does.
HANDLERS: dict[str, Callable[[Panel, dict[str, Any]], None]] = {
    "run": lambda w, _content: _run(w),
    "cancel": lambda w, _content: w.cancel(),
    "set": _set,
}


def apply_set(w: Panel, content: dict[str, Any]) -> None:
    """Apply one change from the front-end; refuse it with ``error`` if it is invalid."""
    w.set_trait("error", "")
    try:
        if "games" in content:
            w.games = _whole(content["games"], "games")
        if "seed" in content:
            seed = content["seed"]
            w.seed = None if seed in (None, "") else _whole(seed, "seed")
        if "compare" in content:
            on = content["compare"]
            if not isinstance(on, bool):
                raise BadMessage(f"compare must be true or false, got {on!r}")
            if not on:
                w.rules_b = None
            elif w.rules_b is None:
                w.rules_b = dict(w.rules_a)
                w._origins[1] = w._origins[0]
        side = content.get("side")
        if "preset" in content or "option" in content:
            if side not in SIDES or (side == "b" and w.rules_b is None):
                raise BadMessage(f"side must be 'a' or 'b' (when comparing), got {side!r}")
            name = f"rules_{side}"
            if "preset" in content:
                preset = content["preset"]
                if not isinstance(preset, str) or preset not in PRESETS:
                    raise ValueError(
                        f"preset={preset!r} is not known; the presets are {list(PRESETS)}"
                    )
                setattr(w, name, Rules.preset(preset).to_dict())
                w._origins[SIDES.index(side)] = preset
            else:
                option = content["option"]
                if not isinstance(option, str) or option not in CHOICES:
                    raise BadMessage(f"option must be one of {list(CHOICES)}, got {option!r}")
                current = Rules.from_dict(getattr(w, name))
                setattr(w, name, current.replace(**{option: content.get("value")}).to_dict())
    except BadMessage:
        raise
    except (ValueError, traitlets.TraitError) as err:
        w.set_trait("error", str(err))
    finally:  # a refused part leaves the parts before it: the labels follow the rule sets
        w._relabel()


def integer(value: Any, name: str) -> Any:
    """Any integer (a NumPy one too) as an ``int``; None and everything else unchanged."""
    if value is None or isinstance(value, (bool, int)) or not hasattr(value, "__index__"):
        return value
    try:
        return operator.index(value)
    except TypeError:
        raise ValueError(
            f"{name}={value!r} is not allowed: {name} must be a whole number"
        ) from None


def _whole(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError(f"{name}={value!r} is not allowed: {name} must be a whole number")
    try:
        number = int(value)
    except (ValueError, OverflowError):
        raise ValueError(
            f"{name}={value!r} is not allowed: {name} must be a whole number"
        ) from None
    if number != float(value):
        raise ValueError(f"{name}={value!r} is not allowed: {name} must be a whole number")
    return number


def relabel(w: Panel) -> None:
    """Name each rule set in the learner's language and digits ("A: Classic, 240-round
    limit") and give the front-end its words and the preset each side came from."""
    sets = w.rule_sets
    lang = w.lang
    names = [series_name(r, lang, w._origins[i]) for i, r in enumerate(sets)]
    if len(sets) == 2:
        names = [f"A: {names[0]}", f"B: {names[1]}"]
    names = shown_in(names, w.digits, lang)
    with w.hold_sync():
        w.words = front_end_words(lang, w.digits)
        w.origins = [
            o if o in PRESETS else closest_preset(r) for o, r in zip(w._origins, sets, strict=False)
        ]
        w.set_trait("labels", names)
