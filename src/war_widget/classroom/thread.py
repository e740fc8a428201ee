"""The class server's own thread, with its own asyncio loop: a lesson's simulations in the
kernel never stall the pupils' answers, and the kernel's loop never runs the server.

:class:`ServerThread` ``start()`` returns once the server listens (its port known: port 0
is any free port) or raises what stopped it (a port in use: ``OSError``); ``stop()`` closes
the listener and the open connections (at most :data:`SHUTDOWN` seconds for a request under
way), finishes the store's writes and joins the thread.  The listen backlog is
:data:`BACKLOG`: a class's devices all opening the page at once are queued, not refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .server import ClassServer

#: Connections waiting to be accepted (the operating system may cap it: somaxconn).
BACKLOG = 1024
#: The seconds a request under way gets when the server stops.
SHUTDOWN = 1.0
#: The seconds start() waits for the server to listen.
START_TIMEOUT = 30.0


class ServerThread:
    """Runs ``server`` (a :class:`~.server.ClassServer`) on ``host``:``port``."""

    def __init__(self, server: ClassServer, host: str = "127.0.0.1", port: int = 0) -> None:
        self.server = server
        self.host = host
        self.port = port
        self.loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._stopped: asyncio.Event | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> ServerThread:
        """Start listening; returns once it does (``self.port`` the port it listens on)."""
        if self.running:
            return self
        self._ready.clear()
        self._error = None
        self._thread = threading.Thread(target=self._main, name="class-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_TIMEOUT):
            raise TimeoutError(f"the class server did not start within {START_TIMEOUT:g} s")
        error = self._failure()
        if error is not None:
            self._thread.join()
            self._thread = None
            raise error
        return self

    def _failure(self) -> BaseException | None:
        """What stopped the server before it listened (set by its thread)."""
        return self._error

    def _main(self) -> None:
        loop = self.loop = asyncio.new_event_loop()
        try:
            loop.run_until_complete(self._serve())
        except BaseException as err:  # before listening: start() raises it
            if not self._ready.is_set():
                self._error = err
                self._ready.set()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _serve(self) -> None:
        from aiohttp import web

        self._stopped = asyncio.Event()
        runner = web.AppRunner(self.server.app(), access_log=None, shutdown_timeout=SHUTDOWN)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port, backlog=BACKLOG)
            await site.start()
            addresses = runner.addresses  # [(host, port, ...)] of each listening socket
            self.port = int(addresses[0][1]) if addresses else self.port
            self._ready.set()
            await self._stopped.wait()
            await self.server.flush()
        finally:
            await runner.cleanup()

    def call(self, coro: Coroutine[Any, Any, Any], timeout: float = 10.0) -> Any:
        """Run ``coro`` on the server's loop and wait for its answer."""
        assert self.loop is not None and self.running, "the class server is not running"
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def stop(self) -> None:
        """Stop listening, close the connections, join the thread (a second stop: nothing)."""
        thread, loop, stopped = self._thread, self.loop, self._stopped
        if thread is None:
            return
        if thread.is_alive() and loop is not None and stopped is not None:
            with contextlib.suppress(RuntimeError):  # the loop already closed
                loop.call_soon_threadsafe(stopped.set)
        thread.join()
        self._thread = None
