"""Build the companion package `war_widget_pages`: the children's pages of the lesson site and
their Pyodide runtime, as a wheel the class server serves (`pip install "war_widget[class]"`).

    python3 tools/pages_package.py [SITE] [--out dist] [--version X.Y.Z]

SITE is `make lite`'s build/lite/. The wheel holds exactly what a child's page needs, the
files its service worker keeps (play/sw.js names them: the pages, the light host's scripts,
the site's shared assets, Pyodide and the lesson's wheels) with their `.br` and `.gz` copies,
under `war_widget_pages/site/`; `war_widget_pages.path()` names that folder
(war_widget/classroom/site.py looks for it). Not JupyterLite: the class's pupils get their
pages only. Kept out of `war_widget`'s own wheel, which those pages load in Pyodide and which
must stay small. Its version is war_widget's: the `class` extra pins it with `==`.

The wheel is written with the standard library alone (zipfile, the wheel format's METADATA,
WHEEL and RECORD), so any python3 builds it; `make pages` runs it, the release workflow
publishes it beside war_widget's own.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import re
import sys
import zipfile
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parent.parent
NAME = "war_widget_pages"
#: The service worker's configuration at the top of play/sw.js (tools/lite_site.py writes it).
SW_CONFIG = re.compile(r"^var WAR_SW = (\{.*?\});\n", re.S)
COPIES = (".br", ".gz")

INIT = '''"""The children's pages of war_widget's lesson site and their Pyodide runtime, served to a
class by war_widget's live class (`war_widget.Classroom`, `python -m war_widget class`)."""

from pathlib import Path

__version__ = "{version}"


def path() -> Path:
    """The folder of the pages (it holds play/)."""
    return Path(__file__).resolve().parent / "site"
'''

METADATA = """Metadata-Version: 2.4
Name: {dist}
Version: {version}
Summary: The children's pages of war_widget's lesson site and their Pyodide runtime (its live class)
License-Expression: BSD-3-Clause
Requires-Python: >=3.10
License-File: LICENSE
Description-Content-Type: text/markdown

The children's pages of [war_widget](https://pypi.org/project/war_widget/)'s lesson site
and the Pyodide runtime they run on, served to a class by the teacher's computer with
`python -m war_widget class` (install both with `pip install "war_widget[class]"`).
Nothing here is imported by a notebook; `war_widget_pages.path()` names the folder.
"""

WHEEL = """Wheel-Version: 1.0
Generator: war_widget tools/pages_package.py
Root-Is-Purelib: true
Tag: py3-none-any
"""


class PagesError(SystemExit):
    """A site that cannot make the package: one line saying why."""


def pages_files(site: Path) -> list[str]:
    """What a child's page needs, relative to `site`: the files play/sw.js keeps, its own
    script, and each one's compressed copies that exist; every one checked to be a file
    inside the site (no symlink out of it)."""
    sw = site / "play" / "sw.js"
    if not sw.is_file():
        raise PagesError(f"pages_package: {sw} is missing: run `make lite` first")
    found = SW_CONFIG.match(sw.read_text(encoding="utf-8"))
    if not found:
        raise PagesError(f"pages_package: {sw} does not start with the site's WAR_SW config")
    config = json.loads(found.group(1))
    names = ["play/sw.js", *config["shell"], *config["runtime"]]
    root = site.resolve()
    files: list[str] = []
    for name in dict.fromkeys(names):
        for candidate in (name, *(name + suffix for suffix in COPIES)):
            path = site / candidate
            if candidate != name and not path.exists():
                continue
            if not path.is_file() or not path.resolve().is_relative_to(root):
                raise PagesError(f"pages_package: {path} is not a file of the site")
            files.append(candidate)
    return files


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build(site: Path, out: Path, version: str) -> Path:
    """The wheel `out/war_widget_pages-VERSION-py3-none-any.whl`, written from `site`."""
    files = pages_files(site)
    out.mkdir(parents=True, exist_ok=True)
    wheel = out / f"{NAME}-{version}-py3-none-any.whl"
    info = f"{NAME}-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (f"{NAME}/__init__.py", INIT.format(version=version).encode())
    ]
    entries += [(f"{NAME}/site/{name}", (site / name).read_bytes()) for name in files]
    entries += [
        (f"{info}/METADATA", METADATA.format(dist=NAME, version=version).encode()),
        (f"{info}/WHEEL", WHEEL.encode()),
        (f"{info}/licenses/LICENSE", (ROOT / "LICENSE").read_bytes()),
    ]
    record = [_record_line(name, data) for name, data in entries] + [f"{info}/RECORD,,"]
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))
    with zipfile.ZipFile(wheel, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries:
            # Already-compressed files (.br, .gz, .wasm's copies, wheels) are stored as they are.
            kind = zipfile.ZIP_STORED if name.endswith((".br", ".gz", ".whl", ".zip")) else None
            archive.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0)), data, kind)
    return wheel


def project_version() -> str:
    """war_widget's version (pyproject.toml): the companion's is the same."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", nargs="?", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--version", default=None, help="default: war_widget's own")
    args = parser.parse_args(argv)
    wheel = build(args.site, args.out, args.version or project_version())
    print(f"{wheel} ({wheel.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
