"""What a front-end may write, and how what it sends wrong is logged.

A widget's state travels both ways: an update message (``set_state``) from the
front-end may write the settings, never the traits Python owns (a written ``round``
or ``counts`` would make the table disagree with the game).  :func:`settable` keeps the
settings of an update and logs the rest as ignored; :func:`short` cuts what a log line
quotes, so a 10 MB message is logged in a few hundred characters.
"""

from __future__ import annotations

import logging
from collections.abc import Collection, Mapping
from typing import Any

#: Characters of a value a log line quotes at most.
MAX_LOGGED = 300


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


def settable(sync_data: Any, owned: Collection[str], log: logging.Logger) -> dict[str, Any]:
    """The part of an update from the front-end it may write: the traits Python owns are
    left out and logged as ignored."""
    if not isinstance(sync_data, Mapping):
        log.warning("war_widget: ignored an update from the front-end: %s", short(sync_data))
        return {}
    ignored = sorted(str(name) for name in sync_data if name in owned)
    if ignored:
        log.warning(
            "war_widget: ignored the front-end's write to %s: Python sets them",
            short(", ".join(ignored)),
        )
    return {name: value for name, value in sync_data.items() if name not in owned}
