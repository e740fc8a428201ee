"""tools/serve.py's safety (issue 41): links out of the site refused (a folder's index page
and compressed copies included), a GET's body never read as a request, the security headers on
every answer (the pages' Content-Security-Policy, no framing by other sites) and allowing what
the pages do in Chromium, and a listen backlog that keeps a class's connections waiting. On the
small site of tests/serve_site.py, served on 127.0.0.1 (started here, stopped by its pid)."""

from __future__ import annotations

import os
import re
import select
import signal
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import brotli  # type: ignore[import-untyped]
import pytest

from serve_site import CODE, SERVING, request, served_site


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, int]]:
    """The small site, precompressed, served quietly: its folder and the port."""
    yield from served_site(tmp_path_factory)


@pytest.mark.parametrize("path", ["/linked/", "/linked/index.html", "/leak.js.br", "/leak.js.gz"])
def test_a_link_out_of_the_site_is_not_found_even_as_a_folders_index_page(
    site: tuple[Path, int], path: str
) -> None:
    _, port = site
    status, _, body = request(port, path, "gzip, br")
    assert status == 404 and b"not for the web" not in body


@pytest.mark.parametrize("accept", ["br", "gzip", "gzip, deflate, br"])
def test_a_compressed_copy_that_links_out_of_the_site_is_never_sent(
    site: tuple[Path, int], accept: str
) -> None:
    _, port = site  # the file itself is sent instead, as when it has no copy
    status, headers, body = request(port, "/leak.js", accept)
    assert (status, headers.get("content-encoding"), body) == (200, None, CODE)
    assert b"not for the web" not in body


def test_links_inside_the_site_are_followed(site: tuple[Path, int]) -> None:
    folder, port = site
    status, _, body = request(port, "/inner/")
    assert (status, body) == (200, (folder / "index.html").read_bytes())
    status, headers, body = request(port, "/near.js", "br")
    assert (status, headers.get("content-encoding")) == (200, "br")
    assert brotli.decompress(body) == CODE


def answers(port: int, data: bytes) -> list[bytes]:
    """The answers to `data` (GETs, the last one closing) sent as is on one connection: each its
    status line, in order; bytes that are no HTTP/1.x answer (an HTTP/0.9 error page) count as
    an answer `b"?"`."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
        conn.sendall(data)
        received = b"".join(iter(lambda: conn.recv(65536), b""))
    found: list[bytes] = []
    while received:
        head, blank, received = received.partition(b"\r\n\r\n")
        if not (blank and head.startswith(b"HTTP/1.")):
            return [*found, b"?"]
        found.append(head.split(b"\r\n")[0])
        length = re.search(rb"\r\ncontent-length: *(\d+)", head, re.IGNORECASE)
        received = received[int(length[1]) if length else len(received) :]
    return found


def test_a_get_with_a_body_is_one_request_and_the_next_one_is_answered(
    site: tuple[Path, int],
) -> None:
    _, port = site
    hidden = b"GET /app.js HTTP/1.1\r\nHost: x\r\n\r\n"  # must not be read as a request
    first = b"GET /tiny.js HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % len(hidden)
    last = b"GET /tiny.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    assert answers(port, first + hidden + last) == [b"HTTP/1.1 200 OK"] * 2


@pytest.mark.parametrize(
    "head",
    [b"Content-Length: %d\r\n" % (1 << 20),  # over the limit: not read, the connection ends
     b"Transfer-Encoding: chunked\r\n"],  # its end unknown: the connection ends
)  # fmt: skip
def test_a_get_with_a_body_too_long_to_drop_is_answered_and_the_connection_closed(
    site: tuple[Path, int], head: bytes
) -> None:
    _, port = site
    hidden = b"GET /app.js HTTP/1.1\r\nHost: x\r\n\r\n"
    if b"chunked" in head:
        hidden = b"%x\r\n%s\r\n0\r\n\r\n" % (len(hidden), hidden)
    request_ = b"GET /tiny.js HTTP/1.1\r\nHost: x\r\n" + head + b"\r\n" + hidden + hidden
    assert answers(port, request_) == [b"HTTP/1.1 200 OK"]


@pytest.mark.parametrize("length", [b"-1", b"12x", b"5\r\nContent-Length: 6"])
def test_a_content_length_that_is_no_length_is_a_bad_request(
    site: tuple[Path, int], length: bytes
) -> None:
    _, port = site
    sent = b"GET /tiny.js HTTP/1.1\r\nHost: x\r\nContent-Length: " + length + b"\r\n\r\n"
    assert answers(port, sent + b"GET /app.js HTTP/1.1\r\n\r\n") == [
        b"HTTP/1.1 400 Bad Content-Length"]  # fmt: skip


#: The pages' policy: the live class's contract (docs), what the light host needs.
POLICY = (
    "default-src 'self'; script-src 'self' blob: 'wasm-unsafe-eval'; worker-src 'self' blob:; "
    "connect-src 'self' blob: data:; img-src 'self' data: blob:; style-src 'self' "
    "'unsafe-inline'; font-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; "
    "form-action 'self'"
)


@pytest.mark.parametrize(
    ("path", "status", "method"),
    [("/", 200, "GET"), ("/app.js", 200, "HEAD"), ("/sub", 301, "GET"), ("/missing", 404, "GET"),
     ("/app.js", 501, "POST"), ("/lab/index.html", 200, "GET"), ("/lab", 301, "GET")],
)  # fmt: skip
def test_every_answer_has_the_security_headers(
    site: tuple[Path, int], path: str, status: int, method: str
) -> None:
    _, port = site
    got, headers, _ = request(port, path, method=method)
    assert got == status
    assert headers["x-frame-options"] == "SAMEORIGIN"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"
    if path.startswith("/lab"):  # JupyterLite's inline scripts and module federation
        assert headers["content-security-policy"] == POLICY.replace(
            "script-src 'self' blob:", "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:"
        )
    else:
        assert headers["content-security-policy"] == POLICY


def test_a_not_modified_answer_has_the_security_headers_too(site: tuple[Path, int]) -> None:
    _, port = site
    _, first, _ = request(port, "/index.html")
    status, headers, _ = request(port, "/index.html", If_None_Match=first["etag"])
    assert status == 304 and headers["content-security-policy"] == POLICY
    assert headers["x-frame-options"] == "SAMEORIGIN"


def test_300_connections_at_once_are_all_kept_waiting_and_answered(
    site: tuple[Path, int],
) -> None:
    """A class opening the site at once: with the server stopped (SIGSTOP), the system itself
    keeps every connection in the listen backlog (5 kept only 6); once it runs on, each gets its
    answer. Loopback only; bounded in time."""
    _, port = site
    server = SERVING[port]
    conns = [socket.socket() for _ in range(300)]
    os.kill(server.pid, signal.SIGSTOP)
    try:
        for conn in conns:
            conn.setblocking(False)
            conn.connect_ex(("127.0.0.1", port))
        waiting = {conn.fileno(): conn for conn in conns}
        deadline = time.monotonic() + 3
        poll = select.poll()
        for fd in waiting:
            poll.register(fd, select.POLLOUT)
        connected: set[int] = set()
        while len(connected) < len(conns) and time.monotonic() < deadline:
            for fd, _ in poll.poll(100):
                if waiting[fd].getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
                    connected.add(fd)
                poll.unregister(fd)
        assert len(connected) == len(conns)
        for conn in conns:
            conn.sendall(b"GET /tiny.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    finally:
        os.kill(server.pid, signal.SIGCONT)
    try:
        received = {conn.fileno(): b"" for conn in conns}
        open_ = set(received)
        deadline = time.monotonic() + 30
        poll = select.poll()
        for fd in open_:
            poll.register(fd, select.POLLIN)
        while open_ and time.monotonic() < deadline:
            for fd, _ in poll.poll(100):
                chunk = waiting[fd].recv(65536)
                received[fd] += chunk
                if not chunk:
                    open_.discard(fd)
                    poll.unregister(fd)
        assert all(answer.startswith(b"HTTP/1.1 200 ") for answer in received.values())
    finally:
        for conn in conns:
            conn.close()


#: What the light host does (the children's pages, play/): import the widget's module from a
#: blob: address, start a module worker that imports a module and compiles WebAssembly; and
#: what JupyterLite does (lab/): an inline script, `Function(...)`. Each page writes what
#: worked into its title.
BROWSER_SITE = {
    "play/page.html": '<!doctype html><title>-</title><script type="module" src="page.js">'
    "</script>",
    "play/page.js": """
const out = [];
const url = URL.createObjectURL(new Blob(["export const v = 7;"], {type: "text/javascript"}));
out.push("blob " + (await import(url)).v);
const worker = new Worker(new URL("worker.js", import.meta.url), {type: "module"});
out.push(await new Promise((ok) => { worker.onmessage = (e) => ok(e.data);
                                     worker.onerror = () => ok("worker failed"); }));
try { new Function("return 1")(); out.push("eval ran"); } catch { out.push("eval refused"); }
document.title = out.join(", ") + ".";
""",
    "play/worker.js": """
const mod = await import("./mod.mjs");
try {
  const { instance } = await WebAssembly.instantiateStreaming(fetch("k.wasm"));
  postMessage(`worker ${mod.x} wasm ${instance.exports.f()}`);
} catch (e) { postMessage("wasm refused"); }
""",
    "play/mod.mjs": "export const x = 3;",
    "lab/index.html": '<!doctype html><title>-</title><script>window.inline = "inline ran";'
    '</script><script type="module">document.title = window.inline + ", eval " '
    '+ Function("return 5")() + ".";</script>',
}
#: (module (func (export "f") (result i32) i32.const 42))
WASM = bytes.fromhex("0061736d010000000105016000017f03020100070501016600000a06010400412a0b")
