"""The checks on what a teacher (or the front-end) may set: pure functions.

:func:`check` takes a setting's name, the value proposed and the rules in play, and
returns the value to keep (cleaned: a language tag becomes its language, names lose
their spaces, a partial rules dict becomes the whole rules) or raises ``ValueError``
naming the setting and what is allowed.  The widget turns that into a ``TraitError``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import locale
from ..explain import LEVELS
from ..game.names import MAX_NAME as MAX_NAME  # the widget's limit, said in its docstring
from ..game.names import check_name
from ..game.rules import OPTION_NAMES, Rules, rule_choices
from .quiz import QUIZ_KINDS, SCORE_KEYS, is_count

MODES = ("computer", "two_players")
SPEEDS = ("slow", "normal", "fast")
#: The settings that take one of a few words, and those words.
CHOICES = {"mode": MODES, "speed": SPEEDS, "level": LEVELS, "quiz_kind": QUIZ_KINDS}
#: The rule options a ``rules`` dict (or a ``set_rules`` message) may name: every Rules field.
RULE_KEYS = frozenset(OPTION_NAMES)


#: The rule controls of the table's Settings, in their order: the option, the key of its
#: words (``ui.<label>``; a value's words are ``<label>.<value>``, ``<label>.none`` for None,
#: else ``<label>.n`` with the value, else the value itself) and, for a control that goes
#: with another option, that option (hidden while it is None; back to its first value when
#: it becomes None). An option with two values is a check box: on is the second value.
TABLE_RULES: tuple[dict[str, str], ...] = (
    {"option": "players", "label": "players"},
    {"option": "ace_low", "label": "ace_low"},
    {"option": "lowest_wins", "label": "lowest_wins"},
    {"option": "flip", "label": "sums"},
    {"option": "face_down", "label": "face_down"},
    {"option": "round_limit", "label": "round_limit"},
    {"option": "pickup", "label": "pickup"},
    {"option": "numbers", "label": "forever.numbers"},
    {"option": "copies", "label": "forever.copies", "needs": "numbers"},
    {"option": "few_cards", "label": "few_cards"},
)


def menu_choices(lang: str = "en") -> dict[str, Any]:
    """What the front-end's menus offer (the ``choices`` trait): each rule option's values
    (:func:`war_widget.game.rules.rule_choices`), each setting's words (:data:`CHOICES`), the
    digits ``lang`` is read in (:func:`offered_digits`: a menu only where there are two) and
    the table's rule controls (:data:`TABLE_RULES`)."""
    settings = {name: list(words) for name, words in CHOICES.items()}
    settings["digits"] = offered_digits(lang)
    return {
        "rules": rule_choices(),
        "settings": settings,
        "table": [dict(control) for control in TABLE_RULES],
    }


def offered_digits(lang: str) -> list[str]:
    """The digits Settings offer in ``lang`` (``Language.digits``): 0-9 alone in most
    languages, 0-9 or ٠-٩ in Arabic.  The menu shows them and the current ``digits``, and
    only when that makes two (a widget made with ``digits="arab"`` in another language can
    go back to 0-9)."""
    found = [x.digits for x in locale.LANGUAGE_LIST if x.code == lang]
    return list(found[0] if found else locale.DIGITS[:1])


def check(name: str, value: Any, rules: Rules) -> Any:
    """The value to keep for the setting ``name``; ``ValueError`` says why one is refused."""
    if name in CHOICES:
        return choice(name, value)
    return _CHECKS[name](value, rules)


def choice(name: str, value: Any) -> str:
    """One of the words :data:`CHOICES` allows for ``name``."""
    allowed = CHOICES[name]
    if value not in allowed:
        quoted = [repr(v) for v in allowed]
        if len(allowed) > 3:
            options = "one of " + ", ".join(quoted)
        else:
            options = ", ".join(quoted[:-1]) + " or " + quoted[-1]
        raise ValueError(f"{name}={value!r} is not allowed: {name} must be {options}")
    return str(value)


def score(value: Any, rules: Rules | None = None) -> dict[str, int]:
    """The quiz's score: a whole number from 0 for each of :data:`SCORE_KEYS`."""
    unknown = set(value) - set(SCORE_KEYS)
    bad = [k for k in SCORE_KEYS if not is_count(value.get(k, 0))]
    if unknown or bad:
        raise ValueError(
            f"score={value!r} is not allowed: score has the keys 'right', 'retry' and "
            "'wrong', each a whole number from 0 (missing keys count 0)"
        )
    return {k: int(value.get(k, 0)) for k in SCORE_KEYS}


def lang(value: Any, rules: Rules | None = None) -> str:
    """A language tag (``"es-ES"``, ``"es_ES"``) becomes its supported language, as in
    :func:`war_widget.explain.explain`."""
    return locale.normalize_language(value)


def second_lang(value: Any, rules: Rules | None = None) -> str:
    """The explanation's second language, or ``""`` (none): a tag becomes its language."""
    if value in ("", None):
        return ""
    try:
        return locale.normalize_language(value)
    except ValueError as err:
        raise ValueError(f"second_lang: {err} (or '' for none)") from None


def digits(value: Any, rules: Rules | None = None) -> str:
    """The digits the learner reads numbers in (:data:`war_widget.locale.DIGITS`)."""
    return locale.check_digits(value)


def names(value: Any, rules: Rules) -> list[str]:
    """At most one name per player, each trimmed and checked by
    :func:`war_widget.game.names.check_name` (1 to :data:`MAX_NAME` letters as a reader counts
    them; no control or direction characters; something visible)."""
    given = list(value)
    players = rules.players
    if len(given) > players:
        raise ValueError(
            f"names: got {len(given)} names for {players} players: give at most {players} "
            "(seat 0 first; seats without a name get the default one)"
        )
    return [check_name(name, i) for i, name in enumerate(given)]


def rules_dict(value: Any, rules: Rules) -> dict[str, Any]:
    """A dict of some rule options changes only those: the others stay as in ``rules``
    (like the front-end's ``set_rules``); an unknown option or a bad value is refused."""
    unknown = sorted(set(value) - RULE_KEYS)
    if unknown:
        raise ValueError(
            f"rules: unknown rule option(s) {unknown}; the options are {sorted(RULE_KEYS)}"
        )
    try:
        return rules.replace(**value).to_dict()
    except (ValueError, TypeError) as err:
        raise ValueError(f"rules: {err}") from None


_CHECKS: dict[str, Callable[[Any, Rules], Any]] = {
    "score": score,
    "lang": lang,
    "second_lang": second_lang,
    "digits": digits,
    "names": names,
    "rules": rules_dict,
}
