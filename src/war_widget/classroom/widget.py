"""ClassroomWidget: the teacher's live dashboard in a notebook (anywidget).

Built from a :class:`~.room.Classroom`: it reads the room's records once, then subscribes to
each batch the server keeps.  The server calls back in its own thread; the widget gathers the
records and writes its traits at most :data:`MAX_RATE` times a second (ipykernel 7 sends comm
messages from any thread), so a class flipping at speed does not flood the notebook.  The
front-end (``js/classroom.ts``) draws the ``room``, ``view`` and ``words`` traits and sends
intents (:mod:`.dashboard`): pause/resume, open to the network, projector view, export.  A
malformed message is logged and changes nothing.
"""

from __future__ import annotations

import logging
import pathlib
import threading
import time
from typing import Any

import anywidget
import traitlets

from .. import locale
from ..front_state import apply_update, checked_lang, short
from ..game.rules import Rules
from .dashboard import BadIntent, Dashboard, Room

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent.parent / "static"
#: Written by the widget only.
_DISPLAY = frozenset(["room", "view", "words"])
#: Trait updates a second at most while records pour in.
MAX_RATE = 4.0


class ClassroomWidget(anywidget.AnyWidget):
    """The live class's dashboard: who joined and how far each got, the class's pooled
    answers beside the exact ones, pause and resume, open to the network, projector view,
    export.

    >>> room = war_widget.Classroom(lesson="03_probability")  # doctest: +SKIP
    >>> ClassroomWidget(room)  # doctest: +SKIP

    ``rules``: the rules the class plays (the exact 1/17 and the computer's games; default
    classic); ``reference``: the computer's game lengths (default: 1,000 games simulated
    once); ``lang``: the teacher's language.
    """

    _esm = _STATIC / "classroom.js"
    _css = _STATIC / "classroom.css"

    room = traitlets.Dict(read_only=True).tag(sync=True)
    view = traitlets.Dict(read_only=True).tag(sync=True)
    words = traitlets.Dict(read_only=True).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(
        self,
        room: Room,
        *,
        lang: str = "en",
        rules: Rules | None = None,
        reference: Any = None,
    ) -> None:
        lang = locale.normalize_language(lang)
        self._dash = Dashboard(room, lang=lang, rules=rules, reference=reference)
        self._pending: list[Any] = []
        self._gate = threading.Lock()
        self._timer: threading.Timer | None = None
        self._last = 0.0
        self._closed = False
        super().__init__(lang=lang)
        self._dash.take(room.results())
        self._show()
        self.on_msg(self._on_msg)
        self._unsubscribe = room.subscribe(self._arrived)

    @property
    def dashboard(self) -> Dashboard:
        return self._dash

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _DISPLAY:
            raise traitlets.TraitError(f"{name} is read-only (the widget sets it from the room)")
        super().__setattr__(name, value)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The front-end may write ``lang`` only; the rest is the room's."""
        apply_update(self, sync_data, owned=_DISPLAY, write=super().set_state, log=log)

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        return checked_lang(proposal)

    @traitlets.observe("lang")
    def _new_lang(self, change: Any) -> None:
        if hasattr(self, "_dash"):
            self._dash.set_lang(change["new"])
            self._show()

    # -- records from the server's thread -------------------------------------------------
    def _arrived(self, records: Any) -> None:
        """A batch kept by the server (its thread): shown now, or after the rest of the
        quarter second since the last update (one timer at a time gathers the rest)."""
        with self._gate:
            if self._closed:
                return
            if isinstance(records, list):
                self._pending.extend(records)
            if self._timer is not None:
                return
            wait = self._last + 1 / MAX_RATE - time.monotonic()
            if wait > 0:
                self._timer = threading.Timer(wait, self._flush)
                self._timer.daemon = True
                self._timer.start()
                return
        self._flush()

    def _flush(self) -> None:
        with self._gate:
            batch, self._pending = self._pending, []
            self._timer = None
            self._last = time.monotonic()
            if self._closed:
                return
        try:
            self._dash.take(batch)
            self._show()
        except Exception:  # the server's thread must not see a dashboard's failure
            log.exception("war_widget: the dashboard failed on %d records", len(batch))

    def flush(self) -> None:
        """Show the records gathered so far at once (tests; a cell that wants it now)."""
        with self._gate:
            if self._timer is not None:
                self._timer.cancel()
        self._flush()

    # -- the traits ------------------------------------------------------------------------
    def _show(self) -> None:
        shown = self._dash.traits()
        with self.hold_sync():
            for name in ("room", "view", "words"):
                self.set_trait(name, shown[name])

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A front-end intent: checked, obeyed, the dashboard redrawn; a bad one logged."""
        try:
            self._dash.intent(content, export=self._export)
        except BadIntent as err:
            log.warning(
                "war_widget: ignored a message from the dashboard (%s): %s", err, short(content)
            )
            return
        except Exception:  # the comm's handler must not raise
            log.exception("war_widget: the dashboard failed on a message: %s", short(content))
            return
        self._show()

    def _export(self, text: str) -> None:
        """The CSV to the front-end, which offers it as a download (a blob link)."""
        code = self._dash.room.code
        self.send({"type": "csv", "name": f"class-{code}.csv", "text": text})

    def close(self) -> None:
        """Stop listening to the room (the room itself goes on)."""
        with self._gate:
            self._closed = True
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
        try:
            self._unsubscribe()
        except Exception:
            log.exception("war_widget: the dashboard could not unsubscribe from the room")
        super().close()


__all__ = ["ClassroomWidget"]
