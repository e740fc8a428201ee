"""Serve the lessons' website on this computer, sending its compressed copies to browsers.

    python3 tools/serve.py [FOLDER] [--port 8000] [--bind 127.0.0.1] [--quiet]

`make serve` runs it on build/lite/ (`make lite` builds it). Only Python's standard library is
used, so any python3 runs it, with nothing to install. Open the address it prints; Ctrl+C stops it.
`--bind 0.0.0.0` lets the other computers of the classroom's network in (at this computer's
address), if its firewall allows.

Unlike `python3 -m http.server`, it sends a file's brotli (`NAME.br`) or gzip (`NAME.gz`) copy,
written by `tools/precompress.py`, to a browser that accepts that encoding (Chromium asks for
brotli from 127.0.0.1 too; a browser that asks for it only over https gets gzip): the first visit
moves well under half the bytes.
It also gives web assembly, scripts and notebooks their right types, never lists a folder (a
folder's address shows its index.html), and tells browsers to check every file for a newer
version before using the one they keep (`Cache-Control: no-cache`, answered with a short "not
modified" while the file is the same): a rebuilt site is seen at the next reload. The website's
service worker keeps what works offline.

Safe to serve a class (issue 41): it sends only the folder's own files (a link out of the folder
is refused wherever it is: a folder's index.html, a compressed copy), drops a body sent with a
GET (never read as another request), keeps up to 1024 connections waiting to be accepted (a
class opening the site at once), and every answer carries a Content-Security-Policy (the
class server's; JupyterLite's pages get their own, see :data:`LAB_POLICY`), no framing by
other sites, `nosniff` and no Referer.
"""

from __future__ import annotations

import argparse
import email.utils
import mimetypes
import os
import shutil
import socket
import sys
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "build" / "lite"

#: Content types by suffix, where Python's own table (which varies by system) may be wrong.
TYPES = {
    ".html": "text/html; charset=utf-8",
    ".htm": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".cjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".ipynb": "application/x-ipynb+json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".br": "application/octet-stream",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/vnd.microsoft.icon",
    ".woff": "font/woff",
    ".woff2": "font/woff2",
    ".ttf": "font/ttf",
    ".eot": "application/vnd.ms-fontobject",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".py": "text/x-python; charset=utf-8",
}
#: The copies tools/precompress.py writes: the encoding each is sent with, by suffix.
COPIES = {"br": ".br", "gzip": ".gz"}
#: The most of a request's body (a GET or HEAD should carry none) read and dropped so that the
#: connection can go on; a longer one, or one of unknown length, ends the connection after the
#: answer instead (it is never read as the next request).
BODY_LIMIT = 64 * 1024
#: Pending connections the system keeps before the server accepts them: a class of 300
#: children opening the site at once (with 5, Python's default, issue 41 saw 8 time out).
BACKLOG = 1024

#: The Content-Security-Policy of the site's own pages (the landing page, the children's pages in
#: play/, everything not JupyterLite's): scripts only from the site, `blob:` for the widget's
#: module the light host imports from memory, WebAssembly (Pyodide, the kernel) compiled,
#: workers from the site; no framing by other sites. The same as the class server sends
#: (docs: the live class's contract).
POLICY = (
    "default-src 'self'; script-src 'self' blob: 'wasm-unsafe-eval'; worker-src 'self' blob:; "
    "connect-src 'self' blob: data:; img-src 'self' data: blob:; style-src 'self' "
    "'unsafe-inline'; font-src 'self' data:; frame-ancestors 'self'; base-uri 'self'; "
    "form-action 'self'"
)
#: JupyterLite's own pages (a lesson with its code in JupyterLab) need more, so they get their
#: own policy: each app's index.html (lab/, notebooks/, tree/...) runs inline scripts (the
#: configuration and a redirect): `'unsafe-inline'`; its bundles load the JupyterLab extensions
#: through `Function("name", "return import(name)")` (module federation), compile the settings'
#: JSON schemas to functions (ajv) and evaluate a notebook's JavaScript outputs:
#: `'unsafe-eval'`. Tried in Chromium on the built site: without either, JupyterLab does not
#: start (the console names the directive); with both, a lesson's notebook runs. Code typed in
#: a notebook can do anything on that page anyway; what the policy still gives there is no
#: framing by other sites and nothing loaded from elsewhere.
LAB_POLICY = POLICY.replace(
    "script-src 'self' blob:", "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:"
)
#: The first part of a path that is JupyterLite's (its apps, bundles, extensions, contents and
#: its service worker at the top); every other path gets :data:`POLICY`.
LAB_PARTS = frozenset(
    ["lab", "notebooks", "tree", "edit", "consoles", "repl", "doc", "build", "extensions",
     "api", "files", "service-worker.js"]
)  # fmt: skip


def policy(url_path: str) -> str:
    """The Content-Security-Policy of the answer to `url_path` (still %-encoded)."""
    first = unquote(url_path).lstrip("/").split("/", 1)[0]
    return LAB_POLICY if first in LAB_PARTS else POLICY


def content_type(path: Path) -> str:
    """The Content-Type of `path` (by its suffix)."""
    known = TYPES.get(path.suffix.lower())
    if known:
        return known
    guessed, _ = mimetypes.guess_type(path.name)
    return guessed or "application/octet-stream"


def accepted(header: str | None) -> dict[str, float]:
    """The encodings an Accept-Encoding header names, each with its weight (`q`, 1 if not said).
    A name given twice keeps its first weight; a weight that is no number makes that entry 0."""
    weights: dict[str, float] = {}
    for entry in (header or "").split(","):
        name, *params = (part.strip() for part in entry.split(";"))
        name = name.lower()
        if name == "x-gzip":
            name = "gzip"
        if not name or name in weights:
            continue
        weight = 1.0
        for param in params:
            key, _, value = param.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        weights[name] = weight
    return weights


def choose(header: str | None, available: list[str]) -> str | None:
    """The encoding to send, of `available` (the better first): the one the header weighs most
    (more than 0; `*` stands for those it does not name), or None for the file itself."""
    weights = accepted(header)
    best, best_weight = None, 0.0
    for name in available:
        weight = weights.get(name, weights.get("*", 0.0))
        if weight > best_weight:
            best, best_weight = name, weight
    return best


def inside(root: Path, path: Path) -> Path | None:
    """`path` with every link followed, if that is a file or folder inside `root` (the server's
    folder, itself resolved); None if it is missing, a link loop, or outside `root` (a symlink
    out of the folder). Each path the server opens goes through this, the folder's index.html
    and the compressed copies included, so no link anywhere leads out of the folder."""
    try:
        real = path.resolve(strict=True)
    except (OSError, RuntimeError):  # missing, a link loop, a name too long
        return None
    return real if real == root or root in real.parents else None


def locate(root: Path, url_path: str) -> Path | None:
    """The file or folder under `root` that a request's path (still %-encoded) names, or None if
    it names nothing there: `..`, a NUL, a backslash or a drive in it, or a way out of `root`
    through a link. The path is as the request names it (its suffix gives the type); open
    only what :func:`inside` answers for it."""
    parts = []
    for part in unquote(url_path).split("/"):
        if part in ("", "."):
            continue
        if part == ".." or "\0" in part or "\\" in part or os.path.splitdrive(part)[0]:
            return None
        parts.append(part)
    target = root.joinpath(*parts)
    return target if inside(root, target) is not None else None


def variant(root: Path, path: Path, header: str | None) -> tuple[Path, str | None] | None:
    """The real file to open for `path`: its copy in the encoding `header` accepts best, if there
    is one as new as `path` (an older one is stale) and inside `root` (a copy that is a link out
    of the folder is never sent), else `path` itself; and the copy's encoding. None if `path`
    itself is no file inside `root`."""
    real = inside(root, path)
    if real is None or not real.is_file():
        return None
    mtime = real.stat().st_mtime_ns
    copies = {}
    for name, suffix in COPIES.items():
        copy = inside(root, path.with_name(path.name + suffix))
        if copy is not None and copy.is_file() and copy.stat().st_mtime_ns >= mtime:
            copies[name] = copy
    encoding = choose(header, list(copies))
    return (copies[encoding], encoding) if encoding else (real, None)


def etag(sent: Path, encoding: str | None) -> str:
    """A strong validator of the file `sent` (a copy in `encoding`, or the file itself): each
    encoding is a representation of its own."""
    stat = sent.stat()
    return f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-" + encoding if encoding else ""}"'


class Handler(BaseHTTPRequestHandler):
    """GET and HEAD of the files under the server's folder; any other method is refused (501)."""

    server: Server
    protocol_version = "HTTP/1.1"  # keep-alive: a page's hundred files over a few connections
    timeout = 60  # an idle connection is closed after this many seconds
    server_version = "war_widget-serve"
    _said_connection = False  # this answer has its own Connection header (send_error's)

    def do_GET(self) -> None:
        self.answer(body=True)

    def do_HEAD(self) -> None:
        self.answer(body=False)

    def answer(self, body: bool) -> None:
        """Send the file the request names, a redirect to a folder's address, or 404."""
        if not self.drop_body():
            return
        # "//x" is a path here, not a host (newer Pythons make it "/x" themselves): a Location
        # of "//x/" would send the browser to another site.
        url = urlsplit("/" + self.path.lstrip("/") if self.path.startswith("/") else self.path)
        target = locate(self.server.root, url.path)
        if target is not None and target.is_dir():
            if not url.path.endswith("/"):
                folder = url.path.strip("/")
                self.redirect(
                    (f"/{folder}/" if folder else "/") + (f"?{url.query}" * bool(url.query))
                )
                return
            target = target / "index.html"  # checked by variant(): it may be a link out
        elif url.path.endswith("/"):
            target = None  # a file's address with a slash after it
        chosen = None if target is None else variant(
            self.server.root, target, self.headers.get("Accept-Encoding"))  # fmt: skip
        if target is None or chosen is None:
            self.send_error(HTTPStatus.NOT_FOUND)
            return
        self.send_file(target, *chosen, body=body)

    def drop_body(self) -> bool:
        """Read and drop a body the request carries (a GET or HEAD has no use for one), so that
        it is not read as the next request: up to :data:`BODY_LIMIT` bytes; a longer one, or a
        chunked one, closes the connection after the answer. False (400 sent) if its
        Content-Length is no length."""
        lengths = self.headers.get_all("Content-Length") or []
        if self.headers.get("Transfer-Encoding") is not None:
            self.close_connection = True  # its end is unknown without decoding: the answer is last
            return True
        if not lengths:
            return True
        if len(set(lengths)) > 1 or not all(value.strip().isdigit() for value in lengths):
            self.send_error(HTTPStatus.BAD_REQUEST, "Bad Content-Length")
            return False
        length = int(lengths[0])
        if length > BODY_LIMIT:
            self.close_connection = True
            return True
        while length > 0:
            chunk = self.rfile.read(min(length, 65536))
            if not chunk:  # the client closed before its body's end
                self.close_connection = True
                break
            length -= len(chunk)
        return True

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "connection":
            self._said_connection = True
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        """The headers every answer carries (errors and redirects too), then the blank line."""
        super().send_header("Content-Security-Policy", policy(urlsplit(self.path).path)
                            if getattr(self, "path", "").startswith("/") else POLICY)  # fmt: skip
        super().send_header("X-Frame-Options", "SAMEORIGIN")
        super().send_header("X-Content-Type-Options", "nosniff")
        super().send_header("Referrer-Policy", "no-referrer")
        if self.close_connection and not self._said_connection:
            super().send_header("Connection", "close")
        self._said_connection = False
        super().end_headers()

    def redirect(self, location: str) -> None:
        self.send_response(HTTPStatus.MOVED_PERMANENTLY)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def send_file(self, path: Path, sent: Path, encoding: str | None, body: bool) -> None:
        """Send the file `sent` for `path` (the file the request names, whose type it has: `sent`
        is `path`'s real file or its copy in `encoding`), or 304 if the browser's copy is the
        same."""
        tag = etag(sent, encoding)
        fresh = self.not_modified(path, tag)
        self.send_response(HTTPStatus.NOT_MODIFIED if fresh else HTTPStatus.OK)
        self.send_header("ETag", tag)
        self.send_header("Last-Modified", email.utils.formatdate(path.stat().st_mtime, usegmt=True))
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        if fresh:
            self.end_headers()
            return
        self.send_header("Content-Type", content_type(path))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(sent.stat().st_size))
        self.end_headers()
        if body:
            with sent.open("rb") as file:
                try:
                    shutil.copyfileobj(file, self.wfile)
                except (BrokenPipeError, ConnectionResetError):  # the browser stopped reading
                    self.close_connection = True

    def not_modified(self, path: Path, tag: str) -> bool:
        """Whether the browser's copy is current (If-None-Match, else If-Modified-Since)."""
        match = self.headers.get("If-None-Match")
        if match is not None:
            tags = {t.strip().removeprefix("W/") for t in match.split(",")}
            return "*" in tags or tag in tags
        since = self.headers.get("If-Modified-Since")
        if since is None:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since).timestamp()
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return int(path.stat().st_mtime) <= when

    def log_message(self, format: str, *args: object) -> None:
        if not self.server.quiet:
            super().log_message(format, *args)


class Server(ThreadingHTTPServer):
    """A threaded server of the files under `root`; `quiet` leaves out the line per request."""

    daemon_threads = True  # Ctrl+C does not wait for open connections
    request_queue_size = BACKLOG  # listen()'s backlog: socketserver's default is 5

    def __init__(self, address: tuple[str, int], root: Path, quiet: bool) -> None:
        self.root = root
        self.quiet = quiet
        if ":" in address[0]:  # an IPv6 address, such as :: (every address) or ::1
            self.address_family = socket.AF_INET6
        super().__init__(address, Handler)


def _shown(path: Path) -> str:
    """`path` as short as the user would write it: from the current folder if it is inside."""
    try:
        return str(path.relative_to(Path.cwd().resolve())) or "."
    except ValueError:
        return str(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "folder", nargs="?", type=Path, default=DEFAULT, help="the website's folder (build/lite)"
    )
    parser.add_argument("--port", type=int, default=8000, help="default 8000; 0: any free port")
    parser.add_argument(
        "--bind", default="127.0.0.1", help="the address to listen on (127.0.0.1: this computer)"
    )
    parser.add_argument("--quiet", action="store_true", help="no line per request")
    args = parser.parse_args(argv)
    root = args.folder.resolve()
    if not root.is_dir():
        sys.exit(f"{_shown(root)} not found: run `make lite` first")
    try:
        server = Server((args.bind, args.port), root, args.quiet)
    except OSError as error:
        sys.exit(f"Cannot listen on {args.bind} port {args.port}: {error.strerror or error}")
    host = f"[{args.bind}]" if ":" in args.bind else args.bind
    print(f"Serving {_shown(root)} at http://{host}:{server.server_address[1]}/ (Ctrl+C to stop)",
          flush=True)  # fmt: skip
    if args.bind in ("0.0.0.0", "::"):
        print(f"  (on this computer: http://127.0.0.1:{server.server_address[1]}/; on the others, "
              "this computer's address)", flush=True)  # fmt: skip
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("Stopped.", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
