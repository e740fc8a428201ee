"""The class server: the pupils' API, the teacher's API and the children's pages (aiohttp).

:class:`ClassServer` holds one room (its :class:`~.db.ClassStore`) and makes the aiohttp
application (:meth:`ClassServer.app`), which :mod:`.thread` runs on its own loop.  The wire
protocol is docs/classroom.md's (every error ``{"error": FIELD, "message": TEXT}``):

- ``GET /r/{code}``: 302 to ``/play/{lesson}.html?room={code}``; a wrong code: a 404 page
  with one line in the pupil's language (``?lang=``, else Accept-Language).
- ``POST /api/join`` ``{"room", "device", "pupil", "lang"?}`` -> ``{"pupil", "lesson",
  "paused"}``; a wrong room: 403 ``{"error": "room"}``, a refused name: 400 ``"pupil"``, both
  in the pupil's language (``lang``, else ``?lang=``, else Accept-Language); a refused name's
  ``"detail"`` is the check's own words, in English, for the page's console.
- ``POST /api/records`` ``{"room", "device", "pupil", "records": [...]}`` -> ``{"kept":
  [ids], "refused": [{"index", "id", "error", "message"}], "paused"}``: ``kept`` holds every
  id the room now holds (new or already held): the device drops those, and the refused ones
  (they will never be taken).  Paused, the records are still kept (``paused: true``: the
  pupil's page shows the pause; nothing a child played is lost).
- ``GET /api/status?room=CODE`` -> ``{"paused", "lesson"}``.
- The teacher's (the key in ``key``; a wrong key: 403 ``"key"``): ``GET /teacher``, ``GET
  /api/teacher/state?after=N[&projector=1]`` -> ``{"room", "cursor", "records", "pupils",
  "refusals", "view"}``, ``POST /api/teacher/pause`` ``{"key", "paused"}``, ``GET
  /api/teacher/export.csv``.
- Everything else: the site's files (:mod:`.site`), never a folder's listing.

Limits (:class:`~.protocol.Limits`): 256 KB a message (413), messages and bytes a second per
device and per IP address, wrong room codes and keys per IP address (429 with Retry-After).
Every refusal is counted (``store.refuse(reason)``, written by the store's thread); an
exception in a handler is a 500 JSON answer, counted as ``"error"``, never a crash.

The store is SQLite: its calls run on one thread of their own (:attr:`ClassServer.pool`), so
a slow disk never stalls the loop, and writes never wait on each other's locks.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import math
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from aiohttp import web

from ..locale import normalize_language, say
from . import site as files
from .protocol import MAX_BODY, BadMessage, Batch, Limiter, Limits, check_batch, check_join
from .protocol import parse as parse_message
from .protocol import room_code as message_room

if TYPE_CHECKING:
    from .db import ClassStore

log = logging.getLogger(__name__)

#: What a page may load and run: its own files, the light host's blob: modules and worker,
#: WebAssembly (Pyodide), inline styles; framed only by its own site.
CSP = (
    "default-src 'self'; script-src 'self' blob: 'wasm-unsafe-eval'; worker-src 'self' blob:; "
    "connect-src 'self' blob: data:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
    "font-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; form-action 'self'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Frame-Options": "SAMEORIGIN",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
CHUNK = 256 * 1024
Subscriber = Callable[[list[dict[str, Any]]], object]


class ClassServer:
    """One room's server: its store, its site (or None: the API alone), its limits, the
    teacher's language ``lang`` (a pupil's page without a language of its own)."""

    def __init__(
        self,
        store: ClassStore,
        site: Path | None = None,
        *,
        lang: str = "en",
        limits: Limits | None = None,
    ) -> None:
        self.store = store
        self.site = site.resolve() if site is not None else None
        self.lang = normalize_language(lang)
        self.limits = limits or Limits()
        room = store.room()
        self.code, self.key = room.code, room.key
        self.lesson, self.paused = room.lesson, room.paused
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="class-store")
        self.subscribers: list[Subscriber] = []
        self.refused: Counter[str] = Counter()  # every refusal, counted here at once
        self._unwritten: Counter[str] = Counter()  # ... and not yet in the store
        self._writing = False
        self._cursor = store.cursor()  # the last row the subscribers were given
        self.room: Any = None  # the Classroom, when one runs this server
        self._teacher_feed: Any = None
        lim = self.limits
        self._device_msgs = Limiter(lim.device_messages, lim.device_burst)
        self._device_bytes = Limiter(lim.device_bytes, lim.device_bytes_burst)
        self._ip_msgs = Limiter(lim.ip_messages, lim.ip_burst)
        self._ip_bytes = Limiter(lim.ip_bytes, lim.ip_bytes_burst)
        self._wrong_tries = Limiter(lim.wrong_per_second, lim.wrong_burst)

    # -- the application -------------------------------------------------------------------
    def app(self) -> web.Application:
        """The aiohttp application (made on the loop that runs it)."""
        app = web.Application(middlewares=[self._errors], client_max_size=MAX_BODY)
        app.on_response_prepare.append(_headers)
        r = app.router
        r.add_get("/r/{code}", self.enter)
        r.add_post("/api/join", self.join)
        r.add_post("/api/records", self.records)
        r.add_get("/api/status", self.status)
        r.add_get("/teacher", self.teacher_page)
        r.add_get("/api/teacher/state", self.teacher_state)
        r.add_post("/api/teacher/pause", self.teacher_pause)
        r.add_post("/api/teacher/intent", self.teacher_intent)
        r.add_get("/teacher/{name}", self.teacher_file)
        r.add_get("/api/teacher/export.csv", self.teacher_export)
        r.add_route("*", "/api/{rest:.*}", self.no_api)
        r.add_get("/{path:.*}", self.static)
        return app

    def close(self) -> None:
        """The store's thread finished (what it was writing written)."""
        self.pool.shutdown(wait=True)

    @web.middleware
    async def _errors(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """A refusal as its JSON answer, counted; any other exception a 500, counted."""
        try:
            return await handler(request)
        except BadMessage as err:
            self.refuse(err.reason)
            headers = {}
            if err.status == 429:
                headers["Retry-After"] = str(max(1, math.ceil(min(err.retry, 3600))))
            return web.json_response(err.to_dict(), status=err.status, headers=headers)
        except web.HTTPException:
            raise
        except Exception:  # a bug of ours: answered, counted, logged; the server goes on
            log.exception("class server: %s %s", request.method, request.path)
            self.refuse("error")
            body = {"error": "server", "message": "the server failed on this message (counted)"}
            return web.json_response(body, status=500)

    # -- counting refusals ------------------------------------------------------------------
    def refuse(self, reason: str) -> None:
        """Count a refusal now, and write it to the store on its thread (many at once)."""
        self.refused[reason] += 1
        self._unwritten[reason] += 1
        if not self._writing:
            self._writing = True
            asyncio.get_running_loop().create_task(self._write_refusals())

    async def _write_refusals(self) -> None:
        try:
            while self._unwritten:
                batch, self._unwritten = self._unwritten, Counter()
                await self._run(_write_counts, self.store, batch)
        except Exception:
            log.exception("class server: refusals not written")
        finally:
            self._writing = False

    async def flush(self) -> None:
        """Wait until every refusal counted so far is in the store."""
        while self._writing or self._unwritten:
            if not self._writing:
                self._writing = True
                await self._write_refusals()
            await asyncio.sleep(0.005)

    # -- limits -----------------------------------------------------------------------------
    def _limit(self, limiter: Limiter, key: str, amount: float, what: str) -> None:
        wait = limiter.take(key, amount, time.monotonic())
        if wait:
            text = f"too many {what}: wait {math.ceil(min(wait, 3600))} s"
            raise BadMessage("rate", text, reason="rate", status=429, retry=wait)

    def _wrong(self, request: web.Request, field: str, message: str) -> BadMessage:
        """A wrong room code or key: 403, and the address's tries are limited."""
        self._limit(self._wrong_tries, _ip(request), 1, "wrong codes")
        return BadMessage(field, message, reason=field, status=403)

    async def _message(self, request: web.Request) -> tuple[dict[str, Any], int]:
        """A pupil's message read (at most :data:`MAX_BODY` bytes) and parsed, the IP
        address's limits taken; and its size."""
        ip = _ip(request)
        self._limit(self._ip_msgs, ip, 1, "messages from this address")
        length = request.content_length
        if length is not None and length > MAX_BODY:
            raise BadMessage(
                "body",
                f"a message may have at most {MAX_BODY} bytes (this one has {length})",
                reason="too_big",
                status=413,
            )
        chunks, size = [], 0
        while size <= MAX_BODY:
            chunk = await request.content.read(65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        self._limit(self._ip_bytes, ip, size, "bytes from this address")
        return parse_message(b"".join(chunks)), size

    def _room(self, message: dict[str, Any], request: web.Request, lang: str | None) -> None:
        if not hmac.compare_digest(message_room(message).encode(), self.code.encode()):
            raise self._wrong(
                request, "room", say(self.pupil_lang(request, lang), "class.error.room")
            )

    def pupil_lang(self, request: web.Request, given: object = None) -> str:
        """The pupil's language: ``given`` (the message's), else ``?lang=``, else the first
        of Accept-Language that is one of ours, else the teacher's."""
        for tag in (given, request.query.get("lang")):
            if isinstance(tag, str):
                try:
                    return normalize_language(tag)
                except ValueError:
                    pass
        return accept_language(request.headers.get("Accept-Language"), self.lang)

    # -- the pupils' API --------------------------------------------------------------------
    async def enter(self, request: web.Request) -> web.StreamResponse:
        """``/r/{code}``: to the lesson's page with the room code, or a page saying no."""
        self._limit(self._ip_msgs, _ip(request), 1, "messages from this address")
        code = request.match_info["code"].strip().upper()
        if not hmac.compare_digest(code.encode(), self.code.encode()):
            self._limit(self._wrong_tries, _ip(request), 1, "wrong codes")
            self.refuse("room")
            return _page(self.pupil_lang(request), "class.error.room", 404)
        where = f"/play/{quote(self.lesson)}.html?room={quote(self.code)}"
        if "lang" in request.query:  # the language asked for in the address (else the browser's)
            where += f"&lang={quote(self.pupil_lang(request))}"
        raise web.HTTPFound(where)

    async def join(self, request: web.Request) -> web.StreamResponse:
        message, _ = await self._message(request)
        lang = message.get("lang")
        self._room(message, request, lang if isinstance(lang, str) else None)
        try:
            joined = check_join(message)
        except BadMessage as err:
            if err.reason == "name":  # the words a pupil typed: said in the pupil's language
                text = say(self.pupil_lang(request, lang), "class.error.name")
                raise BadMessage("pupil", text, reason="name", detail=err.message) from None
            raise
        self._limit(self._device_msgs, joined.device, 1, "messages from this device")
        await self._run(self.store.join, joined.device, joined.pupil)
        return web.json_response(
            {"pupil": joined.pupil, "lesson": self.lesson, "paused": self.paused}
        )

    async def records(self, request: web.Request) -> web.StreamResponse:
        message, size = await self._message(request)
        self._room(message, request, None)
        batch = check_batch(message)
        self._limit(self._device_msgs, batch.device, 1, "messages from this device")
        self._limit(self._device_bytes, batch.device, size, "bytes from this device")
        for _ in batch.refused:
            self.refuse("record")
        if batch.records:
            await self._run(self._add, batch)
        refused = [r.to_dict() for r in batch.refused]
        return web.json_response({"kept": batch.ids, "refused": refused, "paused": self.paused})

    def _add(self, batch: Batch) -> None:
        """On the store's thread: the batch kept, then the subscribers given what is new."""
        new = False
        for pupil, records in batch.records.items():
            new = bool(self.store.add(batch.device, pupil, records)) or new
        if new and self.subscribers:
            rows, self._cursor = self.store.since(self._cursor)
            for callback in list(self.subscribers):
                try:
                    callback(rows)
                except Exception:  # a subscriber's bug is its own: the others still hear
                    log.exception("class server: a subscriber failed")

    async def status(self, request: web.Request) -> web.StreamResponse:
        self._limit(self._ip_msgs, _ip(request), 1, "messages from this address")
        self._room({"room": request.query.get("room", "")}, request, None)
        return web.json_response({"paused": self.paused, "lesson": self.lesson})

    async def no_api(self, request: web.Request) -> web.StreamResponse:
        raise BadMessage(
            "path", f"no such API: {request.method} {request.path[:80]}", reason="path", status=404
        )

    # -- the teacher's ----------------------------------------------------------------------
    def _teacher(self, request: web.Request, key: object) -> None:
        if not isinstance(key, str) or not hmac.compare_digest(key.encode(), self.key.encode()):
            raise self._wrong(request, "key", "wrong or missing teacher key")

    async def teacher_page(self, request: web.Request) -> web.StreamResponse:
        self._teacher(request, request.query.get("key"))
        from .teacher_page import page

        return web.Response(text=page(self.lang), content_type="text/html", charset="utf-8")

    async def teacher_file(self, request: web.Request) -> web.StreamResponse:
        """The dashboard's bundle (``war_widget/static/classroom.js``, ``.css``): no key, no
        secret in it."""
        name = request.match_info["name"]
        if name not in ("classroom.js", "classroom.css"):
            return web.Response(status=404, text="404: not found", content_type="text/plain")
        static = Path(__file__).resolve().parent.parent / "static"
        return await self._send(request, static, static / name)

    async def teacher_state(self, request: web.Request) -> web.StreamResponse:
        """The dashboard's state (teacher_page.TeacherFeed), ``{"version", "same": true}``
        when the page already has ``after``."""
        self._teacher(request, request.query.get("key"))
        from .dashboard import BadIntent
        from .teacher_page import check_after

        try:
            after = check_after(request.query.get("after"))
        except BadIntent as err:
            raise BadMessage(err.field, str(err)) from None
        return web.json_response(await self._run(self._feed_state, after))

    async def teacher_intent(self, request: web.Request) -> web.StreamResponse:
        """An intent of the teacher page (pause, resume, open, projector): the new state."""
        message, _ = await self._message(request)
        self._teacher(request, message.pop("key", None))
        from .dashboard import BadIntent

        try:
            state = await self._run(lambda: self._feed().intent(message))
        except BadIntent as err:
            raise BadMessage(err.field, str(err)) from None
        self.paused = bool(self.room.paused) if self.room is not None else self.paused
        return web.json_response(state)

    def _feed_state(self, after: int) -> dict[str, Any]:
        state: dict[str, Any] = self._feed().state(after)
        return state

    def _feed(self) -> Any:
        """The teacher page's feed (made on the store's thread, once: it plays the computer's
        games for the lengths' reference)."""
        if self._teacher_feed is None:
            from .teacher_page import TeacherFeed
            from .teacher_room import Deferred, ServerRoom

            self._teacher_feed = TeacherFeed(
                Deferred(self.room or ServerRoom(self)), lang=self.lang
            )
        return self._teacher_feed

    async def teacher_pause(self, request: web.Request) -> web.StreamResponse:
        message, _ = await self._message(request)
        self._teacher(request, message.get("key"))
        paused = message.get("paused")
        if not isinstance(paused, bool):
            raise BadMessage("paused", "paused must be true or false")
        await self.set_paused(paused)
        return web.json_response({"paused": self.paused})

    async def set_paused(self, paused: bool) -> None:
        if self.room is not None:  # the Classroom's own pause (it tells this server)
            await self._run(self.room.pause if paused else self.room.resume)
        else:
            await self._run(self.store.set_paused, paused)
        self.paused = paused

    async def teacher_export(self, request: web.Request) -> web.StreamResponse:
        self._teacher(request, request.query.get("key"))
        text = await self._run(self.store.to_csv)
        disposition = f'attachment; filename="class-{self.lesson}.csv"'
        return web.Response(
            text=text,
            content_type="text/csv",
            charset="utf-8",
            headers={"Content-Disposition": disposition},
        )

    async def _run(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    # -- the site's files -------------------------------------------------------------------
    async def static(self, request: web.Request) -> web.StreamResponse:
        root = self.site
        path = request.match_info["path"]
        target = None if root is None else files.find(root, path)
        if root is not None and target is not None and target.is_dir():
            if path and not path.endswith("/"):
                folder = "/" + path.strip("/") + "/"
                raise web.HTTPMovedPermanently(
                    folder + (f"?{request.query_string}" if request.query_string else "")
                )
            target = files.inside(root, target / "index.html")
        elif path.endswith("/"):
            target = None  # a file's address with a slash after it
        if root is None or target is None or not target.is_file():
            return web.Response(status=404, text="404: not found", content_type="text/plain")
        return await self._send(request, root, target)

    async def _send(self, request: web.Request, root: Path, real: Path) -> web.StreamResponse:
        """``real``, or its compressed copy the browser accepts; 304 if its copy is current."""
        sent, encoding = files.variant(root, real, request.headers.get("Accept-Encoding"))
        stat = sent.stat()
        tag = files.etag(sent, encoding)
        headers = {"ETag": tag, "Cache-Control": "no-cache", "Vary": "Accept-Encoding"}
        match = request.headers.get("If-None-Match")
        if match is not None and (
            "*" in match or tag in {t.strip().removeprefix("W/") for t in match.split(",")}
        ):
            return web.Response(status=304, headers=headers)
        response = web.StreamResponse(headers=headers)
        response.last_modified = real.stat().st_mtime
        response.content_type = files.content_type(real).split(";")[0]
        if files.content_type(real).endswith("utf-8"):
            response.charset = "utf-8"
        if encoding:
            response.headers["Content-Encoding"] = encoding
        response.content_length = stat.st_size
        await response.prepare(request)
        if request.method != "HEAD":
            with sent.open("rb") as file:
                while chunk := file.read(CHUNK):
                    await response.write(chunk)
        await response.write_eof()
        return response


def _write_counts(store: ClassStore, counts: Counter[str]) -> None:
    for reason, count in counts.items():
        for _ in range(count):
            store.refuse(reason)


async def _headers(request: web.Request, response: web.StreamResponse) -> None:
    """The security headers, on every answer."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if request.path.startswith("/api/") or request.path == "/teacher":
        response.headers.setdefault("Cache-Control", "no-store")


def _ip(request: web.Request) -> str:
    return request.remote or "?"


def accept_language(header: str | None, default: str) -> str:
    """The first language of an Accept-Language header (by its weights) that is one of ours."""
    tags: list[tuple[float, int, str]] = []
    for i, entry in enumerate((header or "").split(",")[:20]):
        tag, _, params = entry.strip().partition(";")
        q = 1.0
        if params.strip().startswith("q="):
            try:
                q = float(params.strip()[2:])
            except ValueError:
                q = 0.0
        tags.append((-q, i, tag.strip()))
    for q, _, tag in sorted(tags):
        if q < 0:
            try:
                return normalize_language(tag)
            except ValueError:
                continue
    return default


def _page(lang: str, key: str, status: int) -> web.Response:
    """A page of one line in the pupil's language (a wrong room code)."""
    import html

    line = html.escape(say(lang, key))
    body = (
        f'<!doctype html><html lang="{lang}"><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{line}</title>"
        '<body style="font:1.4rem/1.5 system-ui,sans-serif;margin:2rem;max-width:40rem">'
        f"<p>{line}</p></body></html>"
    )
    return web.Response(status=status, text=body, content_type="text/html", charset="utf-8")
