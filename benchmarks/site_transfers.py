"""What Chromium moved over the network for site_load.py, and its workers attached through CDP.

``Transfers`` keeps every request a context's pages, their workers and service workers finished;
``Transfers.moved`` sums those that came over the network (not a service worker's answer: its
own fetch is counted where it was made) and whose response arrived in a span of time:

* bytes as transferred -- encoded body + headers, from Playwright's ``request.sizes()``;
* responses, and of them those without a body: a revalidation the server answered "not
  modified" (Playwright shows it as the revalidated 200, with a body of 0; its headers as
  received, ``all_headers()``, have no Content-Length); a response the browser's HTTP cache
  gave (no request or response timing in Playwright) is not counted;
* files -- the distinct addresses of the responses with a body;
* a worker's script (``play/sw.js``, ``play/host-worker.js``): Playwright gives its body as 0
  though the server sent one (its Content-Length as received says how much; Chromium's
  ``encodedDataLength`` of a worker's main script counts only its headers).  Its size is then
  taken from the file on disk that tools/serve.py sent (the ``.br`` or ``.gz`` copy its
  Content-Encoding names, else the file itself), and the output names it.

``Attached`` attaches a page's service workers and dedicated workers as they start (through the
page's own CDP session) and sends them commands before they run.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from site_server import SITE

#: The copies tools/serve.py sends for a Content-Encoding: the suffix of each.
COPIES = {"br": ".br", "gzip": ".gz"}


@dataclass
class Moved:
    transferred: int = 0  # encoded bodies + headers
    responses: int = 0
    bodiless: int = 0  # responses without a body (304s)
    files: int = 0  # distinct addresses of the responses with a body
    uncompressed: int = 0  # the same responses' files' sizes on disk
    last_byte: float = 0.0  # ms since 1970 of the last response's end
    largest: list[tuple[int, str]] = field(default_factory=list)  # (bytes, file name), top 3
    fastest: tuple[float, str] = (0.0, "")  # Mbit/s of the fastest response over 200 kB
    #: (file name, bytes, the copy on disk sent) of the bodies Playwright gave as 0
    on_disk: list[tuple[str, int, str]] = field(default_factory=list)


@dataclass
class Response:
    """One response that came over the network, as site_load.py counts it."""

    url: str
    started: float  # the request's start, ms since 1970
    arrived: float  # its last byte, ms since 1970
    took: float  # ms from the request sent to its last byte (0: unknown)
    body: int  # encoded body bytes; 0: no body
    headers: int
    ok: bool  # status 200
    copy: str = ""  # where the body's size was taken from ("": Playwright's request.sizes())

    @property
    def name(self) -> str:
        return urlsplit(self.url).path.split("/")[-1]


def _path(url: str) -> Path:
    """The file of build/lite that `url` names (a folder's: its index.html)."""
    path = SITE.joinpath(*[p for p in unquote(urlsplit(url).path).split("/") if p])
    return path / "index.html" if path.is_dir() else path


def _size_on_disk(url: str, fallback: int) -> int:
    path = _path(url)
    return path.stat().st_size if path.is_file() else max(0, fallback)


def _sent_on_disk(url: str, headers: dict[str, str]) -> tuple[int, str]:
    """The size of the file tools/serve.py sent for `url` (the copy its Content-Encoding names)
    and where it came from; the Content-Length if that file is gone."""
    path = _path(url)
    suffix = COPIES.get(headers.get("content-encoding", ""), "")
    sent = path.with_name(path.name + suffix)
    length = int(headers.get("content-length", "0") or 0)
    if not sent.is_file():
        return length, "its Content-Length"
    size = sent.stat().st_size
    said = "= its Content-Length" if size == length else f"; its Content-Length says {length}"
    return size, f"{sent.name} {said}"


def read_response(request: Any) -> Response | None:
    """`request`'s response if it came over the network, else None."""
    if not request.url.startswith(("http://", "https://")):
        return None  # blob: and data: move nothing
    response = request.response()
    if response is None or response.from_service_worker:
        return None  # the service worker's cache, or its own fetch (counted as its own)
    timing = request.timing
    if timing["requestStart"] < 0 and timing["responseStart"] < 0:
        return None  # the browser's HTTP cache (Playwright keeps no timing of those)
    sizes = request.sizes()
    started = timing["startTime"]
    end = max(timing["responseEnd"], timing["responseStart"], 0.0)
    out = Response(
        url=request.url,
        started=started,
        arrived=started + end,
        took=end - timing["requestStart"] if end > 0 and timing["requestStart"] >= 0 else 0.0,
        body=max(0, sizes["responseBodySize"]),
        headers=sizes["responseHeadersSize"],
        ok=response.status == 200,
    )
    if out.ok and out.body == 0:
        # The headers as they came: a 304's own (no Content-Length; Playwright shows the
        # revalidated 200's), a worker script's with the Content-Length of its body.
        raw = response.all_headers()
        if int(raw.get("content-length", "0") or 0) > 0:
            out.body, out.copy = _sent_on_disk(request.url, raw)
    return out


def add(out: Moved, response: Response, addresses: set[str]) -> None:
    """Count `response` into `out` (`addresses`: the files' so far)."""
    out.transferred += response.body + response.headers
    out.responses += 1
    if response.body == 0:
        out.bodiless += 1
    else:
        addresses.add(response.url)
        out.largest.append((response.body, response.name))
        if response.ok:
            out.uncompressed += _size_on_disk(response.url, response.body)
    if response.copy:
        out.on_disk.append((response.name, response.body, response.copy))
    out.last_byte = max(out.last_byte, response.arrived)
    if response.body > 200_000 and response.took > 0:
        rate = response.body * 8 / 1e6 / (response.took / 1000)
        out.fastest = max(out.fastest, (rate, response.name))


class Transfers:
    """Every request of a context's pages, their workers and service workers, as it finished."""

    def __init__(self, context: Any) -> None:
        self.context = context
        self.finished: list[Any] = []
        self._read: list[Response | None] = []
        self.started = 0
        self.ended = 0
        self.last_event = time.monotonic()
        self._handlers: list[tuple[str, Callable[[Any], None]]] = [
            ("request", self._start),
            ("requestfinished", self._finish),
            ("requestfailed", self._fail),
        ]
        for event, handler in self._handlers:
            context.on(event, handler)

    def _start(self, request: Any) -> None:
        self.started += 1
        self.last_event = time.monotonic()

    def _finish(self, request: Any) -> None:
        self.ended += 1
        self.last_event = time.monotonic()
        self.finished.append(request)

    def _fail(self, request: Any) -> None:
        self.ended += 1
        self.last_event = time.monotonic()

    def close(self) -> None:
        for event, handler in self._handlers:
            self.context.remove_listener(event, handler)

    def settle(self, page: Any, quiet: float = 1.0, limit: float = 30.0) -> None:
        """Wait until no request has been open for `quiet` seconds (at most `limit`)."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if self.started <= self.ended and time.monotonic() - self.last_event > quiet:
                return
            page.wait_for_timeout(100)

    def responses(self) -> list[Response]:
        """The finished requests' responses that came over the network (each read once)."""
        finished = list(self.finished)
        for request in finished[len(self._read) :]:
            self._read.append(read_response(request))
        return [r for r in self._read if r is not None]

    def moved(self, since: float, until: float, after: float | None = None) -> Moved:
        """What came over the network for requests started from `since` whose response arrived
        by `until` (and after `after`, if given); ms since 1970."""
        out = Moved()
        addresses: set[str] = set()
        for response in self.responses():
            if response.started < since or response.arrived > until:
                continue
            if after is not None and response.arrived <= after:
                continue
            add(out, response, addresses)
        out.files = len(addresses)
        out.largest = sorted(out.largest, reverse=True)[:3]
        return out


class Attached:
    """The page's service workers and dedicated workers (the kinds asked for), attached as they
    start (not flattened: their messages go through the page's CDP session), sent `setup`
    before they run; each command's answer is kept ("ok" or Chromium's error)."""

    def __init__(self, cdp: Any, setup: dict[str, list[tuple[str, dict[str, Any]]]]) -> None:
        self.cdp = cdp
        self.setup = setup
        self.answers: dict[tuple[str, str], str] = {}
        self.seen: list[str] = []
        self._pending: dict[tuple[str, int], tuple[str, str]] = {}
        self._next = 0
        cdp.on("Target.attachedToTarget", self._attached)
        cdp.on("Target.receivedMessageFromTarget", self._message)
        kinds = [{"type": kind, "exclude": False} for kind in setup]
        cdp.send(
            "Target.setAutoAttach",
            {
                "autoAttach": True,
                "waitForDebuggerOnStart": True,
                "flatten": False,
                "filter": [*kinds, {"exclude": True}],
            },
        )

    def _attached(self, event: dict[str, Any]) -> None:
        kind = event["targetInfo"]["type"]
        self.seen.append(kind)
        commands = [*self.setup.get(kind, []), ("Runtime.runIfWaitingForDebugger", {})]
        for method, params in commands:
            self._next += 1
            self._pending[(event["sessionId"], self._next)] = (kind, method)
            message = {"id": self._next, "method": method, "params": params}
            with suppress(Exception):  # the page may be gone
                self.cdp.send(
                    "Target.sendMessageToTarget",
                    {"sessionId": event["sessionId"], "message": json.dumps(message)},
                )

    def _message(self, event: dict[str, Any]) -> None:
        message = json.loads(event["message"])
        key = (event["sessionId"], message.get("id"))
        if key in self._pending:
            kind, method = self._pending.pop(key)
            error = message.get("error")
            self.answers[(kind, method)] = error["message"] if error else "ok"
