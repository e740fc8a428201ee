"""What tests/project/test_serve.py and tests/project/test_serve_safety.py share:
tools/precompress.py and tools/serve.py imported or run, the small site they are tried on, the
server started on it (on a free port of 127.0.0.1, stopped by its pid) and a request sent to it as
written."""

from __future__ import annotations

import gzip
import http.client
import importlib.util
import os
import random
import re
import select
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

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


#: The `site` fixtures' server processes, by port (the backlog's test pauses its own).
SERVING: dict[int, subprocess.Popen[str]] = {}


def served_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, int]]:
    """The small site, precompressed, served quietly: its folder and the port (the body of each
    test module's module-scoped `site` fixture; its server's process is in :data:`SERVING`)."""
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
        SERVING[port] = proc
        try:
            yield folder, port
        finally:
            SERVING.pop(port, None)


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
