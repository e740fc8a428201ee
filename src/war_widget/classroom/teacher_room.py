"""The room the teacher page's feed (:class:`~.teacher_page.TeacherFeed`) reads, as the
class server hands it over: :class:`ServerRoom` when no :class:`~.room.Classroom` runs the
server (a benchmark's), and :class:`Deferred`, whose ``open()`` is not run from inside the
server it restarts."""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

log = logging.getLogger(__name__)


class ServerRoom:
    """What the teacher page's feed reads of a room, when no :class:`~.room.Classroom` runs
    this server (a benchmark's): the store's, and no network to open."""

    open_to_network = False
    url = ""

    def __init__(self, server: Any) -> None:
        self.server, self.store = server, server.store
        self.code = server.code

    @property
    def paused(self) -> bool:
        return bool(self.server.paused)

    def pause(self) -> None:
        self.store.set_paused(True)
        self.server.paused = True

    def resume(self) -> None:
        self.store.set_paused(False)
        self.server.paused = False

    def open(self, host: str = "0.0.0.0") -> None:
        raise ValueError("this server was not started by a Classroom: it cannot reopen")

    def results(self) -> list[dict[str, Any]]:
        return list(self.store.results())

    def pupils(self) -> list[dict[str, Any]]:
        return list(self.store.pupils())

    def to_csv(self, path: Any = None) -> str:
        return str(self.store.to_csv())

    @property
    def lesson(self) -> str:
        return str(self.server.lesson)


class Deferred:
    """A room whose ``open()`` (asked by a handler of the server it restarts) happens on a
    thread of its own, just after the answer is sent: the server is not stopped from inside."""

    def __init__(self, room: Any) -> None:
        self._room = room

    def __getattr__(self, name: str) -> Any:
        return getattr(self._room, name)

    def open(self, host: str = "0.0.0.0") -> None:
        def later() -> None:
            time.sleep(0.2)
            try:
                self._room.open(host=host)
            except Exception:
                log.exception("class server: the room could not open to the network")

        threading.Thread(target=later, name="class-open", daemon=True).start()
