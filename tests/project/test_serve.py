"""The website's compressed copies (tools/precompress.py) and the server that sends them
(tools/serve.py, `make serve`), on a small site made here; the server runs as `python3` runs it,
on 127.0.0.1 (started here, stopped by its pid). What it refuses, its safety headers, request
bodies and its listen backlog: tests/project/test_serve_safety.py; what both share:
tests/serve_site.py.
"""

from __future__ import annotations

import ast
import gzip
import os
import re
import signal
import socket
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import brotli  # type: ignore[import-untyped]
import pytest

from serve_site import (
    CODE,
    COMPRESSED,
    PAGE,
    PLAIN,
    ROOT,
    SERVE,
    make_site,
    precompress,
    request,
    served_site,
    serving,
)


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


def test_a_zip_of_stored_members_gets_copies_and_a_zip_of_packed_ones_none(tmp_path: Path) -> None:
    # Python's library, stored by the build: one copy of the whole packs what its members share.
    for name, method in (("stored.zip", zipfile.ZIP_STORED), ("packed.zip", zipfile.ZIP_DEFLATED)):
        with zipfile.ZipFile(tmp_path / name, "w", method) as archive:
            for number in range(3):
                archive.writestr(f"mod{number}.py", CODE)
    count, _ = precompress.precompress(tmp_path)
    assert count == 1
    assert files(tmp_path) == sorted(["packed.zip", "stored.zip", *copies(["stored.zip"])])
    assert (
        brotli.decompress((tmp_path / "stored.zip.br").read_bytes())
        == (tmp_path / "stored.zip").read_bytes()
    )
    (tmp_path / "stored.zip").unlink()  # gone: its copies go too
    precompress.precompress(tmp_path)
    assert files(tmp_path) == ["packed.zip"]


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


# The server -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, int]]:
    """The small site, precompressed, served quietly: its folder and the port."""
    yield from served_site(tmp_path_factory)


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
