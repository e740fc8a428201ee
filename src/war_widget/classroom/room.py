""":class:`Classroom`: the teacher's handle on a live class (plain Python: no Jupyter here).

``Classroom(lesson="03_probability")`` opens (or reopens) the room's file, starts the class
server in its own thread and answers at once with the pupils' address (:attr:`url`), the
room code and the teacher's dashboard address (:attr:`teacher_url`).  In a notebook it shows
the dashboard (:mod:`.widget`, imported only then).

**Where it listens**: on this computer only (127.0.0.1) unless ``host=`` names another
address; ``host="0.0.0.0"`` (or :meth:`Classroom.open`) is every address of this computer,
so the class's network.  The pupils' address then names this computer's address on that
network (:func:`lan_address`: the address the operating system would send from to a private
network's address, read from a UDP socket's ``connect()``, which sends no packet; else
127.0.0.1).

**The file**: ``file=`` (default ``class-{lesson}.sqlite`` in the current folder) is the
room: the same file is the same room, code, key and records.  ``lesson=None`` is the file's
lesson (a new file: 01_play); a lesson given for a file made for another changes the room's
lesson (the records keep their own).
"""

from __future__ import annotations

import ipaddress
import socket
import warnings
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ClassError

if TYPE_CHECKING:
    from .db import ClassStore
    from .protocol import Limits
    from .server import ClassServer
    from .thread import ServerThread

__all__ = ["LESSONS", "ClassError", "Classroom", "lan_address"]

#: The lessons a class may play (sheets.lessons.LESSON_SHEETS names the same ones).
LESSONS = (
    "01_play",
    "02_counting",
    "03_probability",
    "04_rules_tour",
    "05_forever",
    "06_probability_more",
    "07_true",
)
#: A new room's lesson when none is given.
DEFAULT_LESSON = "01_play"
#: Private addresses a UDP socket is "connected" to, to learn this computer's address on
#: the network (nothing is sent: a UDP connect only picks the route).
_PROBES = ("10.255.255.255", "192.168.255.255", "172.31.255.255")
_WILDCARDS = ("0.0.0.0", "::", "")


class Classroom:
    """A live class: see the module's docstring.

    ``lesson`` one of :data:`LESSONS` (with a site: one it has a page for); ``file`` the
    room's SQLite file; ``host`` the address to listen on (None: 127.0.0.1); ``port`` (None:
    :data:`USUAL_PORT` if free, else any; 0: any free port); ``lang`` the teacher's language
    (the pupils' pages without one of their own); ``site`` the children's pages' folder
    (None: :func:`.site.locate`); ``limits`` the server's limits (:class:`~.protocol.Limits`).
    Every refused argument is a :class:`ClassError` naming it and what is allowed.
    """

    def __init__(
        self,
        lesson: str | None = None,
        file: str | Path | None = None,
        host: str | None = None,
        port: int | None = None,
        lang: str = "en",
        site: str | Path | None = None,
        *,
        limits: Limits | None = None,
    ) -> None:
        from ..locale import normalize_language

        try:
            self.lang = normalize_language(lang)
        except ValueError as err:
            raise ClassError("lang", str(err)) from None
        self.host = _check_host(host)
        asked = _check_port(port)
        folder = _site(site)
        self.store: ClassStore = _open_store(lesson, file, folder)
        server_module = _server_module()
        self._server: ClassServer = server_module.ClassServer(
            self.store, folder, lang=self.lang, limits=limits
        )
        self._server.room = self
        self._closed = False
        # The cell run again: the room this process has open on the same file steps aside,
        # so the new one takes its port (the pupils' address and QR stay the same).
        earlier = _OPEN.get(self.store.path)
        if earlier is not None and earlier is not self:
            asked = earlier.port if asked is None and earlier.host == self.host else asked
            earlier.close()
        self._thread: ServerThread = _started(self._server, self.host, asked)
        _OPEN[self.store.path] = self

    # -- where -----------------------------------------------------------------------------
    @property
    def code(self) -> str:
        """The room code (six characters, no 0 O 1 I L)."""
        return self._server.code

    @property
    def lesson(self) -> str:
        return self._server.lesson

    @property
    def port(self) -> int:
        return self._thread.port

    @property
    def open_to_network(self) -> bool:
        """Whether other computers may reach the server (it listens beyond loopback)."""
        return not _loopback(self.host)

    @property
    def url(self) -> str:
        """The pupils' address, the room code in it (on the network: this computer's
        address there)."""
        where = lan_address() if self.host in _WILDCARDS else self.host
        return f"http://{_in_url(where)}:{self.port}/r/{self.code}"

    @property
    def teacher_url(self) -> str:
        """The teacher's dashboard, its key in the address: for the teacher's browser only."""
        where = "127.0.0.1" if self.host in _WILDCARDS else self.host
        return f"http://{_in_url(where)}:{self.port}/teacher?key={self._server.key}"

    def open(self, host: str = "0.0.0.0") -> None:
        """Listen on ``host`` instead (default: the class's network), on the same port if it
        is free, else on another (:attr:`url` says which)."""
        host = _check_host(host)
        if self._closed:
            raise ClassError("room", "this class is closed: make a new Classroom")
        port = self.port
        self._thread.stop()
        from .thread import ServerThread

        self.host = host
        self._thread = ServerThread(self._server, host, port)
        try:
            _listen(self._thread, self._server)
        except ClassError:
            self._thread = ServerThread(self._server, host, 0)
            _listen(self._thread, self._server)

    # -- what the class did ----------------------------------------------------------------
    def results(self) -> list[dict[str, Any]]:
        """Every record, oldest first."""
        return self.store.results()

    def pupils(self) -> list[dict[str, Any]]:
        """Every pupil who joined, with how far each got (as ``ClassStore.pupils()``)."""
        return self.store.pupils()

    def subscribe(self, callback: Callable[[list[dict[str, Any]]], object]) -> Callable[[], None]:
        """``callback(records)`` with each batch newly kept (called on the server's store
        thread); returns the function that unsubscribes it."""
        subscribers = self._server.subscribers
        subscribers.append(callback)

        def unsubscribe() -> None:
            if callback in subscribers:
                subscribers.remove(callback)

        return unsubscribe

    def to_csv(self, path: str | Path | None = None) -> str:
        """The records as CSV (``ClassStore.to_csv``); written to ``path`` when given."""
        text = self.store.to_csv()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8", newline="")
        return text

    # -- pause, close ----------------------------------------------------------------------
    @property
    def paused(self) -> bool:
        return self._server.paused

    def pause(self) -> None:
        """Every pupil's table says the class is paused (what they send is still kept)."""
        self.store.set_paused(True)
        self._server.paused = True

    def resume(self) -> None:
        self.store.set_paused(False)
        self._server.paused = False

    def close(self, forget: bool = False) -> None:
        """Stop the server (the records stay in the file); ``forget=True`` deletes the
        records and the file.  A second close does nothing more (but may still forget)."""
        if not self._closed:
            self._closed = True
            self._thread.stop()
            self._server.close()
            if _OPEN.get(self.store.path) is self:
                del _OPEN[self.store.path]
        if forget:
            self.store.delete()

    def __enter__(self) -> Classroom:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._closed else ("paused" if self.paused else "open")
        return f"Classroom(code={self.code!r}, lesson={self.lesson!r}, url={self.url!r}, {state})"

    def _ipython_display_(self) -> None:
        """In a notebook: the teacher's dashboard (classroom/widget.py, imported only here)."""
        from IPython.display import display

        from .widget import ClassroomWidget

        room: Any = self  # the widget's Room protocol, read-only here (properties)
        display(ClassroomWidget(room, lang=self.lang))  # type: ignore[no-untyped-call]


# -- checking the arguments -------------------------------------------------------------------
def _check_host(host: object) -> str:
    if host is None:
        return "127.0.0.1"
    if not isinstance(host, str) or any(c.isspace() for c in host) or len(host) > 253:
        raise ClassError(
            "host",
            f"host={host!r} is not allowed: an address of this computer to listen on, such as "
            "'127.0.0.1' (this computer only) or '0.0.0.0' (the class's network)",
        )
    return host


#: The rooms open in this process, by their file: one room a file (a cell run again closes
#: the room it made before, which a notebook no longer names).
_OPEN: weakref.WeakValueDictionary[Path, Classroom] = weakref.WeakValueDictionary()
#: The port a room listens on when none is asked for, if it is free: the same address from one
#: lesson (or kernel) to the next, so a pupil's page finds its unsent records again (the
#: browser keeps them per address).
USUAL_PORT = 8000


def _check_port(port: object) -> int | None:
    if port is None:
        return None
    if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port <= 65535:
        raise ClassError(
            "port",
            f"port={port!r} is not allowed: a whole number from 0 (any free port) to 65535, "
            f"or None ({USUAL_PORT} if it is free, else any)",
        )
    return port


def _started(server: ClassServer, host: str, port: int | None) -> ServerThread:
    """The server's thread, listening on ``port`` (None: :data:`USUAL_PORT`, else any free
    port: a second class on this computer, or another program there)."""
    from .thread import ServerThread

    if port is None:
        thread = ServerThread(server, host, USUAL_PORT)
        try:
            thread.start()
            return thread
        except OSError:
            port = 0
    thread = ServerThread(server, host, port)
    _listen(thread, server)
    return thread


def _site(site: str | Path | None) -> Path | None:
    """The children's pages' folder; none found (and none named): a warning, and the server
    answers the API alone."""
    from .site import locate

    try:
        return locate(site)
    except ClassError as err:
        if site is not None:
            raise
        warnings.warn(str(err), stacklevel=4)
        return None


def _lesson(lesson: object, folder: Path | None) -> str:
    """``lesson`` checked: one of :data:`LESSONS`, and with a site one it has a page for."""
    from .site import lessons

    allowed = lessons(folder) if folder is not None else list(LESSONS)
    if not isinstance(lesson, str) or lesson not in allowed:
        where = "the site has a page for" if folder is not None else "are"
        raise ClassError(
            "lesson",
            f"lesson={lesson!r} is not allowed: the lessons a class may play {where}: "
            f"{', '.join(allowed) or 'none'}",
            value=str(lesson),
            lessons=", ".join(allowed),
        )
    return lesson


def _open_store(lesson: str | None, file: str | Path | None, folder: Path | None) -> ClassStore:
    """The room's store: its file opened or made; ``lesson`` checked and set."""
    import sqlite3

    from .db import ClassStore

    if lesson is not None:
        lesson = _lesson(lesson, folder)
    path = Path(file) if file is not None else Path(f"class-{lesson or DEFAULT_LESSON}.sqlite")
    if path.is_dir() or not path.parent.is_dir():
        raise ClassError(
            "file",
            f"file={str(path)!r} is not allowed: a file in a folder that exists "
            "(the class's SQLite file; the same file is the same room)",
            reason="file",
            file=str(path),
        )
    try:
        store = ClassStore(path, lesson=lesson)
        info = store.room()
    except (sqlite3.DatabaseError, ValueError, KeyError) as err:
        if isinstance(err, ClassError):
            raise
        raise ClassError(
            "file",
            f"file={str(path)!r} is not a class's file ({err}): give another file",
            reason="file",
            file=str(path),
        ) from None
    if lesson is not None and lesson != info.lesson:
        store.set_lesson(lesson)
    elif lesson is None and folder is not None:
        _lesson(info.lesson, folder)
    return store


def _server_module() -> Any:
    try:
        from . import server
    except ImportError as err:
        if "aiohttp" not in str(err):
            raise
        raise ClassError(
            "aiohttp",
            'the live class needs aiohttp: pip install "war_widget[class]"',
            reason="aiohttp",
        ) from None
    return server


def _listen(thread: ServerThread, server: ClassServer) -> None:
    try:
        thread.start()
    except OSError as err:
        why = err.strerror or str(err)
        raise ClassError(
            "port",
            f"cannot listen on {thread.host} port {thread.port}: {why}; choose another port "
            "(0: any free port) or another host",
            reason="port_taken",
            host=thread.host,
            port=thread.port,
            why=why,
        ) from None


# -- addresses ----------------------------------------------------------------------------------
def _loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _in_url(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def lan_address() -> str:
    """This computer's address on its network, found without sending a packet (a UDP
    socket's ``connect()`` to a private address only picks the route); 127.0.0.1 if there is
    no network."""
    for probe in _PROBES:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
                udp.connect((probe, 9))
                address = str(udp.getsockname()[0])
        except OSError:
            continue
        if address and not address.startswith(("127.", "0.")):
            return address
    return "127.0.0.1"
