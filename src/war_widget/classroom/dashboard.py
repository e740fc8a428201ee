"""The teacher's dashboard of one room, without Jupyter: the numbers (:class:`ClassStats`),
the room's own view (code, address, QR code, open to the network or not, paused) and the
teacher's intents.  Shared by the notebook's widget (:mod:`.widget`) and the command line's
teacher page (:mod:`.teacher_page`), so both show the same thing and obey the same intents.

An intent is a dict from the front-end, every field checked (:class:`BadIntent` names the
field and what is allowed; nothing changes):

- ``{"type": "pause"}`` / ``{"type": "resume"}``: every pupil's table;
- ``{"type": "open"}``: the teacher chose to open the class to the network (the room listens
  on every address: ``room.open(host="0.0.0.0")``); a failure is said on the dashboard;
- ``{"type": "projector", "on": bool}``: the projector view (aggregates only, no names);
- ``{"type": "export"}``: the CSV (the caller hands it over: a download).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, Protocol

from .. import locale
from ..game.names import isolate
from ..game.rules import Rules
from . import qr
from .stats import ClassStats
from .stats_view import front_end_words, view

log = logging.getLogger(__name__)

#: Intent types the dashboard obeys.
INTENTS = ("pause", "resume", "open", "projector", "export")
#: Games the computer plays once for the lengths' reference.
REFERENCE_GAMES = 1_000


class BadIntent(ValueError):
    """A front-end message refused: ``field`` names what is wrong."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


class Room(Protocol):
    """What the dashboard needs of a :class:`~.room.Classroom`."""

    code: str
    url: str
    open_to_network: bool
    paused: bool

    def results(self) -> list[dict[str, Any]]: ...
    def pupils(self) -> list[dict[str, Any]]: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def open(self, host: str = ...) -> None: ...
    def to_csv(self, path: Any = ...) -> str: ...
    def subscribe(self, callback: Callable[[list[dict[str, Any]]], None]) -> Callable[[], None]: ...


@lru_cache(maxsize=8)
def _reference(rules: Rules, games: int, seed: int) -> tuple[int, ...]:
    from ..simulation import simulate

    return tuple(int(r) for r in simulate(rules, games, seed=seed, progress=False).rounds)


def reference_lengths(rules: Rules, games: int = REFERENCE_GAMES, seed: int = 1) -> list[int]:
    """The computer's game lengths under ``rules`` (played once a process, then kept)."""
    return list(_reference(rules, games, seed))


def room_lesson(room: Any) -> str:
    """The room's lesson: ``room.lesson``, else its store's, else lesson 03."""
    lesson = getattr(room, "lesson", None)
    if not isinstance(lesson, str):
        try:
            lesson = room.store.room().lesson
        except Exception:  # a room without a store (a test's): the probability lesson
            lesson = "03_probability"
    return str(lesson)


class Dashboard:
    """One room's dashboard: ``take`` records, ``traits()`` to draw, ``intent`` to obey.

    ``reference``: the computer's game lengths (None: :func:`reference_lengths` of ``rules``,
    played here once a process).  Thread-safe: records may come from the server's thread
    while intents come from the kernel's.
    """

    def __init__(
        self,
        room: Room,
        *,
        lang: str = "en",
        rules: Rules | None = None,
        reference: Any = None,
    ) -> None:
        self.room = room
        rules = rules if rules is not None else Rules.preset("classic")
        if reference is None:
            reference = reference_lengths(rules)
        self.stats = ClassStats(
            lesson=room_lesson(room), rules=rules, reference=reference, lang=lang
        )
        self.projector = False
        self.notice = ""
        self.lock = threading.RLock()
        self._qr: tuple[str, str] = ("", "")

    @property
    def lang(self) -> str:
        return self.stats.lang

    def set_lang(self, lang: str) -> None:
        self.stats.lang = locale.normalize_language(lang)

    def take(self, records: Any) -> int:
        """New records (the server's batch, or ``room.results()``); pupils who joined are
        read again from the room (one joins before a first record)."""
        with self.lock:
            new = self.stats.add(records if isinstance(records, list) else [])
            try:
                self.stats.join(self.room.pupils())
            except Exception:  # the dashboard keeps what it has; the records are counted
                log.exception("war_widget: the class's pupils could not be read")
            return new

    def qr_code(self) -> str:
        """The pupils' address as a QR image (``data:`` URL), made once per address."""
        url = self.room.url
        if self._qr[0] != url:
            self._qr = (url, qr.data_url(url))
        return self._qr[1]

    def room_view(self) -> dict[str, Any]:
        """The room's part: code, address, QR code (once open to the network), the note."""
        lang = self.lang
        network = bool(self.room.open_to_network)
        return {
            "code": self.room.code,
            "url": self.room.url if network else "",
            "qr": self.qr_code() if network else "",
            "network": network,
            "note": locale.say(lang, "dash.join.network" if network else "dash.join.local"),
            "paused": bool(self.room.paused),
            "projector": self.projector,
            "notice": self.notice,
        }

    def traits(self) -> dict[str, Any]:
        """What the front-end draws: ``room``, ``view`` (the numbers) and ``words``."""
        with self.lock:
            return {
                "room": self.room_view(),
                "view": view(self.stats, projector=self.projector),
                "words": front_end_words(self.lang),
            }

    def intent(self, content: Any, *, export: Callable[[str], None] | None = None) -> None:
        """Obey one front-end message (checked first: :class:`BadIntent`, nothing changed).
        ``export`` receives the CSV text of an ``export`` intent (refused without one)."""
        kind = check_intent(content)
        with self.lock:
            if kind == "pause":
                self.room.pause()
            elif kind == "resume":
                self.room.resume()
            elif kind == "projector":
                self.projector = content["on"]
            elif kind == "open":
                self._open()
            elif export is None:
                raise BadIntent("type", "export is a download of its own here")
            else:
                export(self.room.to_csv())

    def _open(self) -> None:
        if self.room.open_to_network:
            return
        try:
            self.room.open(host="0.0.0.0")
        except (OSError, ValueError) as err:  # the class stays on this computer, said so
            reason = getattr(err, "strerror", None) or str(err)
            rtl = locale.direction(self.lang) == "rtl"  # the system's words keep their direction
            shown = isolate(reason) if rtl else reason
            self.notice = locale.say(self.lang, "dash.open.failed", reason=shown)
            log.warning("war_widget: the class could not open to the network: %s", reason)
        else:
            self.notice = ""


def check_intent(content: Any) -> str:
    """The intent's type, every field checked (:class:`BadIntent` names the wrong one)."""
    if not isinstance(content, Mapping):
        raise BadIntent("message", f"expected an object with a type, got {type(content).__name__}")
    kind = content.get("type")
    if kind not in INTENTS:
        raise BadIntent("type", f"{str(kind)[:40]!r}: expected one of {', '.join(INTENTS)}")
    allowed = {"type", "on"} if kind == "projector" else {"type"}
    extra = sorted(str(k)[:20] for k in content if k not in allowed and k != "key")
    if extra:
        raise BadIntent(extra[0], f"not a field of {kind}")
    if kind == "projector" and not isinstance(content.get("on"), bool):
        raise BadIntent("on", "expected true or false")
    return str(kind)
