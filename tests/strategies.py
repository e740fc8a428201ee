"""Hypothesis strategies for rule sets, built from :func:`~war_widget.game.rules.rule_choices` (the
values the menus offer) so that a new rule option or a new value is drawn without editing a
test.  Each option is drawn in turn from the values that still make a valid rule set with the
ones drawn before (the rest at their defaults): a deck of numbers draws no French options, a
two-card flip no war size by rank, Steal War only with its other rules.  An option that may
be None (the French deck, no round limit) is None half the time."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from hypothesis import strategies as st

from war_widget import Rules
from war_widget.game.rules import OPTION_NAMES, rule_choices

#: The order the options are drawn in: the deck first (it decides which options apply).
ORDER = ("numbers", "copies", *[n for n in OPTION_NAMES if n not in ("numbers", "copies")])


def _valid(options: Mapping[str, Any]) -> bool:
    try:
        Rules(**options)
    except ValueError:
        return False
    return True


@st.composite
def rule_sets(
    draw: Any,
    *,
    more: Mapping[str, Iterable[Any]] | None = None,
    without: Mapping[str, Iterable[Any]] | None = None,
    **fixed: Any,
) -> Rules:
    """A valid rule set: each option drawn from ``rule_choices()``, plus the values of
    ``more`` (e.g. ``{"peace": [0.3]}``), minus those of ``without`` (e.g.
    ``{"peace": ["ask"]}``); options given as keywords are fixed."""
    choices = rule_choices()
    for name, values in (more or {}).items():
        choices[name] = [*choices[name], *[v for v in values if v not in choices[name]]]
    for name, values in (without or {}).items():
        choices[name] = [v for v in choices[name] if v not in list(values)]
    options: dict[str, Any] = dict(fixed)
    for name in ORDER:
        if name in fixed:
            continue
        allowed = [v for v in choices[name] if _valid({**options, name: v})]
        some = [v for v in allowed if v is not None]
        if None in allowed and some:  # "none" (the French deck, no limit) half the time
            options[name] = draw(st.none() | st.sampled_from(some))
        else:
            options[name] = draw(st.sampled_from(allowed))
    return Rules(**options)
