"""The website's compressed copies (tools/precompress.py) and the server that sends them
(tools/serve.py, `make serve`), on a small site made here; the server runs as `python3` runs it,
on 127.0.0.1 (started here, stopped by its pid)."""

from __future__ import annotations

import ast
import gzip
import http.client
import importlib.util
import os
import random
import re
import select
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import brotli  # type: ignore[import-untyped]
import pytest

ROOT = Path(__file__).resolve().parents[1]


def load(name: str) -> ModuleType:
    """tools/NAME.py, imported (tools/ is no package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


precompress = load("precompress")
SERVE = ROOT / "tools" / "serve.py"

CODE = b"def play(hand):\n    return hand.pop(0)  # the top card\n" * 150
PAGE = b"<!doctype html>\n<title>War</title>\n" + b"<p>Flip a card, the higher wins.</p>\n" * 60
#: The small site, by path: what precompress gives copies to, and what it does not.
COMPRESSED = {
    "app.js": CODE,
    "app.wasm": bytes(range(256)) * 64,
    "index.html": PAGE,
    "data.json": b'{"cards": [' + b'"2", "3", "4", ' * 200 + b'"A"]}',
    "sub/index.html": PAGE.replace(b"War", b"Sub"),
}
PLAIN = {
    "pkg.whl": CODE,  # a wheel is a zip: compressed already, whatever it holds
    "tiny.js": b"export const x = 1;\n",  # under 1 KiB
    "noise.js": random.Random(2026).randbytes(4096),  # does not compress
    "archive.tar.gz": gzip.compress(CODE, mtime=0),  # no copy of a file: left alone
    "empty/readme.md": b"A folder without index.html.\n",  # under 1 KiB
}


def make_site(folder: Path) -> None:
    for name, data in {**COMPRESSED, **PLAIN}.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)


def files(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())


def copies(names: list[str]) -> list[str]:
    return [f"{name}{suffix}" for name in names for suffix in (".gz", ".br")]


def test_precompress_writes_the_copies_worth_having(tmp_path: Path) -> None:
    make_site(tmp_path)
    (tmp_path / "gone.js.gz").write_bytes(b"stale")  # copies of a file that is gone
    (tmp_path / "gone.js.br").write_bytes(b"stale")
    count, saved = precompress.precompress(tmp_path)
    assert files(tmp_path) == sorted([*COMPRESSED, *PLAIN, *copies(list(COMPRESSED))])
    for name, data in COMPRESSED.items():
        packed_gz = (tmp_path / f"{name}.gz").read_bytes()
        assert gzip.decompress(packed_gz) == data
        assert packed_gz == gzip.compress(data, compresslevel=9, mtime=0)  # no time in it
        assert brotli.decompress((tmp_path / f"{name}.br").read_bytes()) == data
        for suffix in (".gz", ".br"):  # a server can tell a copy older than its file
            copy_time = (tmp_path / f"{name}{suffix}").stat().st_mtime_ns
            assert copy_time == (tmp_path / name).stat().st_mtime_ns
    assert count == len(COMPRESSED)
    assert saved == sum(
        len(data) - (tmp_path / f"{name}.br").stat().st_size for name, data in COMPRESSED.items()
    )


def test_precompress_again_keeps_fresh_copies_and_replaces_or_removes_stale_ones(
    tmp_path: Path,
) -> None:
    make_site(tmp_path)
    precompress.precompress(tmp_path)
    inode = {name: (tmp_path / name).stat().st_ino for name in copies(list(COMPRESSED))}
    changed = CODE.replace(b"top", b"bottom")
    (tmp_path / "app.js").write_bytes(changed)
    (tmp_path / "index.html").write_bytes(b"<p>Short now.</p>")  # under 1 KiB: no copies
    (tmp_path / "data.json").unlink()  # gone: its copies go too
    (tmp_path / "app.wasm.br").write_bytes(b"damaged")
    count, _ = precompress.precompress(tmp_path, workers=1)
    kept = ["app.js", "app.wasm", "sub/index.html"]
    assert count == len(kept)
    assert files(tmp_path) == sorted([*kept, "index.html", *PLAIN, *copies(kept)])
    assert gzip.decompress((tmp_path / "app.js.gz").read_bytes()) == changed
    assert brotli.decompress((tmp_path / "app.js.br").read_bytes()) == changed
    assert brotli.decompress((tmp_path / "app.wasm.br").read_bytes()) == COMPRESSED["app.wasm"]
    for name in ("app.wasm.gz", "sub/index.html.gz", "sub/index.html.br"):  # not rewritten
        assert (tmp_path / name).stat().st_ino == inode[name], name
    for name in ("app.js.gz", "app.js.br", "app.wasm.br"):
        assert (tmp_path / name).stat().st_ino != inode[name], name


def test_precompress_command_says_what_it_did(tmp_path: Path) -> None:
    make_site(tmp_path)
    tool = [sys.executable, str(ROOT / "tools" / "precompress.py")]
    done = subprocess.run([*tool, str(tmp_path)], capture_output=True, text=True, check=True)
    assert re.fullmatch(
        rf"precompress: 5 files in {re.escape(str(tmp_path))} have compressed copies; "
        r"brotli saves 0\.0 MB of the 0\.0 MB\n",  # too small a site to see
        done.stdout,
    ), done.stdout
    missing = subprocess.run([*tool, str(tmp_path / "no")], capture_output=True, text=True)
    assert missing.returncode == 1 and "is not a folder" in missing.stderr


# The server ------------------------------------------------------------------------------------


@contextmanager
def serving(folder: Path, *options: str, log: Path) -> Iterator[tuple[subprocess.Popen[str], int]]:
    """tools/serve.py serving `folder` on a free port of 127.0.0.1: the process and the port.
    Stopped as Ctrl+C stops it (SIGINT to its pid), killed if it does not stop."""
    with log.open("w") as err:
        proc = subprocess.Popen(
            [sys.executable, str(SERVE), str(folder), "--port", "0", "--bind", "127.0.0.1",
             *options],
            stdout=subprocess.PIPE, stderr=err, text=True,
        )  # fmt: skip
    try:
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 10)
        assert ready, f"serve.py printed nothing in 10 s: {log.read_text()}"
        line = proc.stdout.readline()
        match = re.fullmatch(
            rf"Serving {re.escape(str(folder))} at http://127\.0\.0\.1:(\d+)/ "
            r"\(Ctrl\+C to stop\)\n",
            line,
        )
        assert match, line + log.read_text()
        yield proc, int(match[1])
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGINT)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


#: The site fixture's server process (for the backlog's test, which pauses it).
_serving: list[subprocess.Popen[str]] = []


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, int]]:
    """The small site, precompressed, served quietly: its folder and the port."""
    base = tmp_path_factory.mktemp("serve").resolve()
    folder = base / "site"
    make_site(folder)
    precompress.precompress(folder)
    (base / "secret.txt").write_text("not for the web")
    (folder / "out").symlink_to(base)  # a link out of the site
    (folder / "stale.js").write_bytes(CODE)  # its copies are older than it: not sent
    precompress.precompress(folder)
    mtime = (folder / "stale.js").stat().st_mtime_ns
    for suffix in (".gz", ".br"):
        os.utime(folder / f"stale.js{suffix}", ns=(mtime - 10**9, mtime - 10**9))
    # Links made after the copies (precompress would write through them): out of the site, a
    # folder's index.html and a file's compressed copies; inside it, a page and a copy.
    (base / "secret.html").write_text("not for the web")
    (folder / "linked").mkdir()
    (folder / "linked" / "index.html").symlink_to(base / "secret.html")
    (folder / "leak.js").write_bytes(CODE)
    for suffix in (".gz", ".br"):
        (base / f"secret.js{suffix}").write_text("not for the web")
        mtime = (folder / "leak.js").stat().st_mtime_ns + 10**9  # newer than the file: fresh
        os.utime(base / f"secret.js{suffix}", ns=(mtime, mtime))
        (folder / f"leak.js{suffix}").symlink_to(base / f"secret.js{suffix}")
    (folder / "inner").mkdir()
    (folder / "inner" / "index.html").symlink_to(folder / "index.html")
    (folder / "near.js").write_bytes(CODE)
    same = (folder / "app.js").stat().st_mtime_ns  # as old as app.js.br: that copy is fresh
    os.utime(folder / "near.js", ns=(same, same))
    (folder / "near.js.br").symlink_to(folder / "app.js.br")  # the same bytes, inside the site
    (folder / "lab").mkdir()  # JupyterLite's app: its own policy
    (folder / "lab" / "index.html").write_bytes(PAGE)
    with serving(folder, "--quiet", log=base / "serve.log") as (proc, port):
        _serving.append(proc)
        yield folder, port


def request(
    port: int, path: str, encoding: str | None = None, method: str = "GET", **headers: str
) -> tuple[int, dict[str, str], bytes]:
    """Status, headers (lower-case names) and raw body of a request sent as written: no
    Accept-Encoding unless `encoding` is given, the path not normalised."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.putrequest(method, path, skip_accept_encoding=True)
        if encoding is not None:
            conn.putheader("Accept-Encoding", encoding)
        for name, value in headers.items():
            conn.putheader(name.replace("_", "-"), value)
        conn.endheaders()
        response = conn.getresponse()
        body = response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, body
    finally:
        conn.close()


NEGOTIATION = [
    ("gzip, deflate, br, zstd", "br"),  # what Chromium says over https
    ("gzip, deflate", "gzip"),  # ... and over http
    ("br", "br"),
    ("gzip", "gzip"),
    ("x-gzip", "gzip"),
    ("br;q=0, gzip", "gzip"),
    ("BR;Q=0, GZIP;q=0.5", "gzip"),
    ("br;q=oops, gzip", "gzip"),
    ("gzip;q=1, br;q=0.5", "gzip"),  # the browser's preference
    ("*", "br"),
    ("*;q=0.5, br;q=0", "gzip"),
    ("br;q=0", None),
    ("gzip;q=0, br;q=0", None),
    ("*;q=0", None),
    ("identity", None),
    ("deflate", None),
    ("", None),
    (None, None),  # no Accept-Encoding at all
]


@pytest.mark.parametrize(("accept", "expected"), NEGOTIATION)
def test_the_copy_the_browser_accepts_best_is_sent(
    site: tuple[Path, int], accept: str | None, expected: str | None
) -> None:
    folder, port = site
    status, headers, body = request(port, "/app.js", accept)
    assert status == 200
    suffix = {"br": ".br", "gzip": ".gz", None: ""}[expected]
    assert body == (folder / f"app.js{suffix}").read_bytes()
    assert headers.get("content-encoding") == expected
    assert headers["content-length"] == str(len(body))
    assert headers["content-type"] == "text/javascript; charset=utf-8"  # the file's, not the copy's
    assert headers["vary"] == "Accept-Encoding"  # also when the file itself is sent
    assert headers["cache-control"] == "no-cache"
    unpack = {"br": brotli.decompress, "gzip": gzip.decompress, None: bytes}[expected]
    assert unpack(body) == CODE


TYPES = [
    ("/app.wasm", "application/wasm", "br"),
    ("/index.html", "text/html; charset=utf-8", "br"),
    ("/data.json", "application/json", "br"),
    ("/pkg.whl", "application/zip", None),
    ("/tiny.js", "text/javascript; charset=utf-8", None),
    ("/noise.js", "text/javascript; charset=utf-8", None),
    ("/stale.js", "text/javascript; charset=utf-8", None),  # its copies are older than it
    ("/app.js.br", "application/octet-stream", None),  # a copy asked for by name: as it is
    ("/app.js.gz", "application/gzip", None),
]


@pytest.mark.parametrize(("path", "kind", "encoding"), TYPES)
def test_each_file_has_its_type_and_is_compressed_only_if_a_copy_is_worth_it(
    site: tuple[Path, int], path: str, kind: str, encoding: str | None
) -> None:
    folder, port = site
    status, headers, body = request(port, path, "gzip, deflate, br")
    assert (status, headers["content-type"], headers.get("content-encoding")) == (
        200, kind, encoding)  # fmt: skip
    sent = folder / (path[1:] + (".br" if encoding else ""))
    assert body == sent.read_bytes() and headers["content-length"] == str(len(body))


def test_head_says_what_get_would_send_without_the_body(site: tuple[Path, int]) -> None:
    _, port = site
    status, head, _ = request(port, "/app.wasm", "br", method="HEAD")
    _, get, sent = request(port, "/app.wasm", "br")
    assert status == 200
    assert head["content-length"] == get["content-length"] == str(len(sent))
    for name in ("content-type", "content-encoding", "etag", "last-modified", "vary"):
        assert head[name] == get[name], name


def test_head_sends_nothing_after_the_headers(site: tuple[Path, int]) -> None:
    _, port = site  # read off the socket: a client drops what follows a HEAD's headers
    with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
        conn.sendall(b"HEAD /app.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n"
                     b"Connection: close\r\n\r\n")  # fmt: skip
        answer = b"".join(iter(lambda: conn.recv(65536), b""))
    assert answer.startswith(b"HTTP/1.1 200 ") and answer.endswith(b"\r\n\r\n")
    assert answer.count(b"\r\n\r\n") == 1 and b"Content-Encoding: br\r\n" in answer


def test_a_browser_copy_that_is_current_gets_not_modified(site: tuple[Path, int]) -> None:
    _, port = site
    _, br, _ = request(port, "/app.js", "br")
    _, plain, _ = request(port, "/app.js")
    assert br["etag"] != plain["etag"]  # two representations
    status, headers, body = request(port, "/app.js", "br", If_None_Match=br["etag"])
    assert (status, body, headers["etag"]) == (304, b"", br["etag"])
    status, _, _ = request(port, "/app.js", "gzip", If_None_Match=br["etag"])
    assert status == 200
    status, _, body = request(port, "/app.js", If_Modified_Since=plain["last-modified"])
    assert (status, body) == (304, b"")


def test_a_folder_shows_its_index_page_and_is_never_listed(site: tuple[Path, int]) -> None:
    folder, port = site
    for path, page in [("/", "index.html"), ("/sub/", "sub/index.html")]:
        status, headers, body = request(port, path)
        assert (status, body) == (200, (folder / page).read_bytes()), path
        assert headers["content-type"] == "text/html; charset=utf-8"
    for path, location in [
        ("/sub", "/sub/"),
        ("/sub?lang=pl", "/sub/?lang=pl"),
        ("//sub", "/sub/"),
    ]:
        status, headers, body = request(port, path)
        assert (status, headers["location"], body) == (301, location, b""), path
    status, _, body = request(port, "/empty/")
    assert status == 404 and b"readme" not in body


@pytest.mark.parametrize(
    "path",
    ["/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/sub/../../secret.txt",
     "/sub/%2e%2e/%2e%2e/secret.txt", "/..%2fsecret.txt", "/..%5csecret.txt", "/out/secret.txt",
     "/sub/../index.html", "/%00", "/missing.js", "/sub/missing/", "/app.js/"],
)  # fmt: skip
def test_what_is_not_a_file_of_the_site_is_not_found(site: tuple[Path, int], path: str) -> None:
    _, port = site
    status, _, body = request(port, path)
    assert status == 404 and b"not for the web" not in body


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
    found = []
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
    server = next(p for p in _serving if p.poll() is None)
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
        connected = set()
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


@pytest.mark.e2e
@pytest.mark.slow
def test_the_policies_allow_what_the_pages_do_in_chromium(tmp_path: Path) -> None:
    """Real Chromium (Debian's, never a downloaded one) on 127.0.0.1: the children's pages'
    policy lets the light host's ways through and refuses eval; JupyterLite's lets its inline
    scripts and eval through. (tools/serve.py's LAB_POLICY says what the built site needs.)"""
    sync_api = pytest.importorskip("playwright.sync_api")
    for name, text in BROWSER_SITE.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    (tmp_path / "play" / "k.wasm").write_bytes(WASM)
    expected = {
        "/play/page.html": "blob 7, worker 3 wasm 42, eval refused.",
        "/lab/index.html": "inline ran, eval 5.",
    }
    with serving(tmp_path, "--quiet", log=tmp_path / "serve.log") as (_, port), \
            sync_api.sync_playwright() as driver:  # fmt: skip
        browser = driver.chromium.launch(executable_path="/usr/bin/chromium")
        try:
            page = browser.new_page()
            for path, title in expected.items():
                page.goto(f"http://127.0.0.1:{port}{path}")
                deadline = time.monotonic() + 20  # no wait_for_function: it needs eval
                while not page.title().endswith(".") and time.monotonic() < deadline:
                    time.sleep(0.05)
                assert page.title() == title, path
        finally:
            browser.close()


def test_other_methods_are_refused(site: tuple[Path, int]) -> None:
    _, port = site
    assert request(port, "/app.js", method="POST")[0] == 501


def test_the_server_logs_each_request_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_bytes(PAGE)
    log = tmp_path / "serve.log"
    with serving(tmp_path, log=log) as (proc, port):
        assert request(port, "/index.html?x=1")[0] == 200
        os.kill(proc.pid, signal.SIGINT)
        assert proc.wait(timeout=5) == 0
        assert proc.stdout is not None and proc.stdout.read() == "Stopped.\n"
    assert re.search(r'"GET /index\.html\?x=1 HTTP/1\.1" 200 ', log.read_text())


def test_a_missing_folder_says_to_build_the_site(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(SERVE), "build/lite"], cwd=tmp_path, capture_output=True, text=True
    )
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "build/lite not found: run `make lite` first\n"


def test_the_server_needs_nothing_but_the_standard_library() -> None:
    tree = ast.parse(SERVE.read_text(encoding="utf-8"))
    modules = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
               for alias in node.names}  # fmt: skip
    modules |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    outside = {
        m for m in modules if m.split(".")[0] not in (*sys.stdlib_module_names, "__future__")
    }
    assert modules and not outside
