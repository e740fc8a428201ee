"""What a front-end may write, and how what it sends wrong is logged.

A widget's state travels both ways: an update message (``set_state``) from the
front-end may write the settings, never the traits Python owns (a written ``round``
or ``counts`` would make the table disagree with the game) nor the widget's code and
identity (``_esm``, ``_css``).  :func:`apply_update` writes the settings of an update one
by one and answers every refused name with Python's value, so both sides agree;
:func:`short` cuts what a log line quotes, so a 10 MB message is logged in a few hundred
characters.  :func:`checked_lang` and :func:`checked_digits` are the widgets' one check of
a learner's language and digits, refused as traitlets refuses a value (``TraitError``).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Collection, Mapping
from typing import Any

import traitlets

from . import locale

#: Characters of a value a log line quotes at most.
MAX_LOGGED = 300


def checked_lang(proposal: Mapping[str, Any]) -> str:
    """A ``lang`` trait's proposed value, normalized ("PL" -> "pl"), or ``TraitError`` naming
    the languages there are."""
    return _as_trait(locale.normalize_language, proposal["value"])


def checked_digits(proposal: Mapping[str, Any]) -> str:
    """A ``digits`` trait's proposed value ("latn" or "arab"), or ``TraitError`` saying so."""
    return _as_trait(locale.check_digits, proposal["value"])


def _as_trait(check: Callable[[Any], str], value: Any) -> str:
    try:
        return check(value)
    except ValueError as err:
        raise traitlets.TraitError(str(err)) from None


def short(value: object) -> str:
    """``value`` as text for a log line: at most :data:`MAX_LOGGED` characters, saying how
    long it was when cut."""
    try:
        text = value if isinstance(value, str) else repr(value)
    except RecursionError:
        return f"<a {type(value).__name__} nested too deep to show>"
    if len(text) <= MAX_LOGGED:
        return text
    return f"{text[:MAX_LOGGED]}... ({len(text):,} characters)"


def _check(widget: Any, name: str, value: Any) -> None:
    """Run a trait's checks on a value from the front-end before it is written: traitlets
    checks only a value that differs from the current one, and ``True == 1``, so a written
    ``seed: true`` over a seed of 1 would be kept unchecked."""
    trait = widget.traits().get(name) if hasattr(widget, "traits") else None
    if trait is None or not trait.metadata.get("sync"):
        return
    from_json = widget.trait_metadata(name, "from_json", widget._trait_from_json)
    trait._validate(widget, from_json(value, widget))


def _same_json(sent: Any, kept: Any) -> bool:
    """Whether the front-end's value is Python's as JSON writes it: ``0`` and ``False``
    differ there (and on the front-end), though Python's ``==`` calls them equal."""
    try:
        return json.dumps(sent, sort_keys=True) == json.dumps(kept, sort_keys=True)
    except (TypeError, ValueError):
        return False


#: What ipywidgets' DOM widgets sync that our front-ends never write (a written ``layout``
#: would make a new Layout widget).
NEVER_WRITTEN = frozenset(["layout", "tabbable", "tooltip", "comm", "keys", "log"])


def _refused(name: object, owned: Collection[str]) -> bool:
    """A name the front-end may not write: one Python owns, a private one (``_esm``,
    ``_css``, ``_model_name``...: the widget's code and identity are Python's) or one of
    :data:`NEVER_WRITTEN`."""
    return (
        not isinstance(name, str) or name.startswith("_") or name in owned or name in NEVER_WRITTEN
    )


def apply_update(
    widget: Any,
    sync_data: Any,
    *,
    owned: Collection[str],
    write: Any,
    log: logging.Logger,
) -> list[str]:
    """Apply an update from the front-end so that both sides end agreeing.

    Each trait the front-end may write goes through ``write`` (the widget's base
    ``set_state``: it echoes the value and validates it) one at a time, so one refused
    value does not drop the others.  Every refused name, owned by Python, private or whose
    value failed its check, is answered with Python's value (``send_state``) and logged;
    the names refused are returned.
    """
    if not isinstance(sync_data, Mapping):
        log.warning("war_widget: ignored an update from the front-end: %s", short(sync_data))
        return []
    keys = set(getattr(widget, "keys", ()) or ())
    refused = sorted(str(name) for name in sync_data if _refused(name, owned))
    if refused:
        log.warning(
            "war_widget: ignored the front-end's write to %s: Python sets them",
            short(", ".join(refused)),
        )
    for name, value in sync_data.items():
        if _refused(name, owned):
            continue
        try:
            _check(widget, name, value)
            write({name: value})
        except (traitlets.TraitError, ValueError, TypeError) as err:  # Python's value stands
            log.warning(
                "war_widget: refused the front-end's %s=%s: %s", name, short(value), short(err)
            )
            refused.append(name)
            continue
        if name in keys and not _same_json(value, widget.get_state(name).get(name)):
            refused.append(name)  # kept in another form (0 as False, "es-ES" as "es")
    answer = [name for name in refused if name in keys]
    if answer:
        widget.send_state(answer)
    return refused
