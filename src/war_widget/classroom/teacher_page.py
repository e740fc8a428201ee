"""The command line's teacher page: the same dashboard as the notebook's widget, in a page
only the teacher's browser gets (``/teacher?key=KEY``), fed by polling instead of a comm.

Served by :mod:`.server` (the routes are in :data:`ROUTES`):

- ``page(lang)``: the HTML of ``GET /teacher?key=KEY``; it loads the dashboard's bundle
  (``static/classroom.js``, ``.css``: :data:`SCRIPT`, :data:`STYLE`), which finds the page's
  ``data-ww-teacher`` element and draws into it with a small model of its own: every second
  ``GET /api/teacher/state?key=KEY&after=VERSION`` (``{"version": N, "same": true}`` when
  nothing changed), intents posted to ``POST /api/teacher/intent`` (``{"key": KEY,
  "type": ...}``), export as a link to ``GET /api/teacher/export.csv?key=KEY``.  No script
  in the page itself (the Content-Security-Policy allows only the site's own files).
- :class:`TeacherFeed`: the state those answers carry, from the room's store.

The key is checked by the server before any of this is called.
"""

from __future__ import annotations

import html
import threading
from typing import Any

from .. import locale
from ..game.rules import Rules
from .dashboard import BadIntent, Dashboard, Room

#: Where the server serves the dashboard's bundle for the teacher page (the files
#: ``war_widget/static/classroom.js`` and ``classroom.css``).
SCRIPT = "/teacher/classroom.js"
STYLE = "/teacher/classroom.css"
#: Every route the teacher page uses: method, path, what it answers.
ROUTES = (
    ("GET", "/teacher", "page(lang): text/html (key checked)"),
    ("GET", SCRIPT, "static/classroom.js: text/javascript"),
    ("GET", STYLE, "static/classroom.css: text/css"),
    ("GET", "/api/teacher/state", "feed.state(after): JSON (key, after: int, default -1)"),
    ("POST", "/api/teacher/intent", "feed.intent(body): JSON state; BadIntent -> 400"),
    ("GET", "/api/teacher/export.csv", "room.to_csv(): text/csv, attachment"),
)


def page(lang: str = "en") -> str:
    """The teacher page's HTML (no inline script, no inline style: the CSP holds); written
    right to left (``dir="rtl"``) in a language that is, as the dashboard's root is."""
    lang = locale.normalize_language(lang)
    title = html.escape(locale.say(lang, "dash.title"))
    direction = ' dir="rtl"' if locale.direction(lang) == "rtl" else ""
    return (
        "<!doctype html>\n"
        f'<html lang="{lang}"{direction}>\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="color-scheme" content="light dark">\n'
        f"<title>{title}</title>\n"
        f'<link rel="stylesheet" href="{STYLE}">\n'
        f'<script type="module" src="{SCRIPT}"></script>\n'
        '</head>\n<body class="ww-class-page">\n'
        '<main data-ww-teacher="1" data-state="/api/teacher/state" '
        'data-intent="/api/teacher/intent" data-export="/api/teacher/export.csv"></main>\n'
        "</body>\n</html>\n"
    )


class TeacherFeed:
    """The teacher page's state, read from the room (its store's new rows, else all of
    ``room.results()``: records are counted once by id either way).

    ``state(after)`` answers ``{"version": N, "room": ..., "view": ..., "words": ...}``, or
    ``{"version": N, "same": True}`` when the page already has version ``after``.
    ``intent(body)`` obeys the page's intent (:class:`BadIntent` for a bad one: answer 400
    with its ``field``) and answers the new state.
    """

    def __init__(
        self,
        room: Room,
        *,
        lang: str = "en",
        rules: Rules | None = None,
        reference: Any = None,
    ) -> None:
        self.dashboard = Dashboard(room, lang=lang, rules=rules, reference=reference)
        self._cursor = 0
        self._version = 0
        self._seen: object = None
        self._lock = threading.Lock()

    def _read(self) -> None:
        room: Any = self.dashboard.room
        since = getattr(getattr(room, "store", None), "since", None)
        if since is not None:
            records, self._cursor = since(self._cursor)
        else:
            records = room.results()
        self.dashboard.take(records)

    def state(self, after: int = -1) -> dict[str, Any]:
        with self._lock:
            self._read()
            shown = self.dashboard.traits()
            seen = (shown["room"], shown["view"])
            if seen != self._seen:
                self._seen = seen
                self._version += 1
            if after == self._version:
                return {"version": self._version, "same": True}
            return {"version": self._version, **shown}

    def intent(self, body: Any) -> dict[str, Any]:
        """Obey one intent from the page (``export`` is a route of its own)."""
        if isinstance(body, dict) and body.get("type") == "export":
            raise BadIntent("type", "export is GET /api/teacher/export.csv")
        self.dashboard.intent(body)
        return self.state()


def check_after(value: str | None) -> int:
    """The ``after`` query parameter: a whole number from -1 (none) up; else BadIntent."""
    if value is None or value == "":
        return -1
    if not value.lstrip("-").isdigit() or len(value) > 12 or int(value) < -1:
        raise BadIntent("after", "expected a whole number from -1 up")
    return int(value)


__all__ = ["ROUTES", "SCRIPT", "STYLE", "TeacherFeed", "check_after", "page"]
