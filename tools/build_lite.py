"""Build the lessons as a static website that runs in the browser (JupyterLite + Pyodide).

    .venv-lite/bin/python tools/build_lite.py --jupyter .venv-lite/bin/jupyter \
        --pyodide tools/lite/node_modules/pyodide

`make lite` runs it, in the pinned build environment (tools/lite/build-requirements.txt installed
into .venv-lite, whose pip also builds and downloads the wheels), with the pinned Pyodide runtime
(tools/lite/package.json). The result, build/lite/,
is a folder of plain files: put it on any static web host, or serve it with `python -m http.server`.

Nothing is fetched from outside when the site runs. The Pyodide runtime and every wheel the kernel
loads are served from the site: the kernel's own wheels (jupyterlite-pyodide-kernel), the
pure-Python wheels of Pyodide's lock file that the kernel needs (downloaded from PyPI, whose copies
have other checksums than Pyodide's, so the lock file is rewritten for them), war_widget built from
this checkout and its dependencies (tools/lite/site-wheels.txt). The lock file lists only what the
site serves, so `import numpy` in a lesson raises ImportError (the lessons fall back) instead of
reaching for a CDN; its `imports` entries make a lesson's own `from war_widget import ...` load the
wheels, with no `%pip install` cell.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from child_files import fresh_files, write_bundle, write_fresh_bundle  # tools/child_files.py
from lite_site import PYODIDE_FETCHED, runtime_of, write_site  # tools/lite_site.py, beside this
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename
from precompress import precompress, sent_size  # tools/precompress.py

ROOT = Path(__file__).resolve().parent.parent
LITE = ROOT / "tools" / "lite"
# What the kernel installs at start (pyodide-kernel's worker: micropip, then piplite.install of
# ipykernel, comm, pyodide-kernel, jedi, ipython); with their lock dependencies.
KERNEL_NEEDS = ["micropip", "packaging", "ipython", "jedi", "comm"]
# Python packages whose only job is the front-end: the site has their JupyterLab extensions, and
# the kernel has its own stand-in for widgetsnbextension.
FRONTEND_ONLY = {"widgetsnbextension", "jupyterlab-widgets"}
# The Pyodide runtime files the site needs (no source maps, type stubs or demo pages).
RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# Python's standard library: copied with its members stored, for one compressed copy of the whole.
LIBRARY = "python_stdlib.zip"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# What a child's page runs (the light host): war_widget and what it needs, but not IPython, which
# only ipywidgets' imports ask for (src/war_widget/lessons/light_host.py stands in for the names
# they take).
CHILD_ROOT = "war_widget"
CHILD_SKIPS = {"ipython"}
# The folder (in the Pyodide runtime's) of the bundle of the files of the children's copies of
# those wheels (tools/child_files.py); the copies themselves stay in the build's work folder.
CHILD = "child"
# Where Python code runs: Pyodide's environment markers (for the wheels' Requires-Dist).
# The precompressed copies beside the site's files (tools/precompress.py).
COPIES = {".gz", ".br"}
PYODIDE_MARKERS = {"sys_platform": "emscripten", "platform_system": "Emscripten"}


def run(cmd: list[str], **kwargs: object) -> None:
    """Run a command quietly; on failure print what it said and stop."""
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, **kwargs)  # type: ignore[call-overload]
    if done.returncode:
        sys.stderr.write(done.stdout + done.stderr)
        sys.exit(f"build_lite: failed ({done.returncode}): {' '.join(cmd)}")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_war_widget_wheel(dest: Path) -> Path:
    """The war_widget wheel from this checkout, with the front-end bundle and the kernel's
    WebAssembly module inside (its build hook compiles the module: tools/hatch_build.py)."""
    for old in dest.glob("war_widget-*.whl"):
        old.unlink()
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dest), str(ROOT)])
    (wheel,) = dest.glob("war_widget-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for bundle in ("widget.js", "simulation.js", "tally.js"):
        if f"war_widget/static/{bundle}" not in names:
            sys.exit(
                f"build_lite: {wheel.name} has no war_widget/static/{bundle}: run `make setup`"
            )
    if "war_widget/kernel/kernel.wasm" not in names:
        sys.exit(f"build_lite: {wheel.name} has no war_widget/kernel/kernel.wasm: run `make setup`")
    return wheel


def download(specs: list[str], dest: Path) -> None:
    """Pure-Python wheels from PyPI (pip verifies them against the index's hashes)."""
    wanted = [s for s in specs if not _cached(s, dest)]
    if not wanted:
        return
    run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--python-version", "3.14", "--implementation", "py", "--abi", "none",
         "--platform", "any", "-d", str(dest), *wanted]
    )  # fmt: skip


def _cached(spec: str, dest: Path) -> bool:
    req = Requirement(spec)
    return any(_wheel_matches(w, req) for w in dest.glob("*.whl"))


def _wheel_matches(wheel: Path, req: Requirement) -> bool:
    name, version, _, _ = parse_wheel_filename(wheel.name)
    return name == canonicalize_name(req.name) and str(version) in req.specifier


def find_wheel(name: str, version: str, folder: Path) -> Path:
    req = Requirement(f"{name}=={version}")
    for wheel in folder.glob("*.whl"):
        if _wheel_matches(wheel, req):
            return wheel
    sys.exit(f"build_lite: no wheel for {name}=={version} in {folder}")


def wheel_imports(wheel: Path) -> list[str]:
    """The top-level modules a wheel installs (what `import ...` finds)."""
    tops = set()
    for name in zipfile.ZipFile(wheel).namelist():
        top = name.split("/")[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in name:
            tops.add(top)
        elif top.endswith(".py"):
            tops.add(top[:-3])
    return sorted(tops)


def wheel_depends(wheel: Path) -> list[str]:
    """The wheel's runtime requirements in Pyodide (no extras, markers evaluated there)."""
    archive = zipfile.ZipFile(wheel)
    (metadata,) = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
    env: dict[str, str] = {k: str(v) for k, v in default_environment().items()}
    env.update(PYODIDE_MARKERS)
    env.update(python_version="3.14", python_full_version="3.14.2", extra="")
    depends = []
    for line in archive.read(metadata).decode().splitlines():
        if not line.startswith("Requires-Dist:"):
            continue
        req = Requirement(line.split(":", 1)[1].strip())
        if req.marker and not req.marker.evaluate(env):
            continue
        if canonicalize_name(req.name) not in FRONTEND_ONLY:
            depends.append(canonicalize_name(req.name))
    return sorted(set(depends))


def lock_entry(wheel: Path, file_name: str) -> dict[str, object]:
    name, version, _, _ = parse_wheel_filename(wheel.name)
    return {
        "name": name,
        "version": str(version),
        "file_name": file_name,
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": wheel_imports(wheel),
        "depends": wheel_depends(wheel),
        "unvendored_tests": False,
        "shared_library": False,
    }


def closure(packages: dict[str, dict[str, object]], roots: list[str]) -> list[str]:
    """The canonical names of roots and everything they depend on in the lock."""
    by_name = {canonicalize_name(k): k for k in packages}
    seen: list[str] = []
    todo = [canonicalize_name(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in by_name:
            sys.exit(f"build_lite: {name} is needed but not in the lock file")
        seen.append(name)
        depends = packages[by_name[name]]["depends"]
        assert isinstance(depends, list)
        todo += [canonicalize_name(d) for d in depends]
    return sorted(seen)


def site_specs() -> list[str]:
    lines = (LITE / "site-wheels.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def site_wheels(wheels: Path, frontend: bool = False) -> list[Path]:
    """The wheels of tools/lite/site-wheels.txt: for the kernel, or the front-end-only ones."""
    found = []
    for spec in site_specs():
        req = Requirement(spec)
        (version,) = [s.version for s in req.specifier]
        if (canonicalize_name(req.name) in FRONTEND_ONLY) == frontend:
            found.append(find_wheel(req.name, version, wheels))
    return found


def write_pyodide(pyodide: Path, wheels: Path, own_wheel: Path, dest: Path) -> list[str]:
    """static/pyodide/: the runtime, the wheels and a lock file of exactly those wheels."""
    dest.mkdir(parents=True)
    for name in RUNTIME_FILES:
        if name == LIBRARY:
            store_library(pyodide / name, dest / name)
        else:
            shutil.copy2(pyodide / name, dest / name)
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages: dict[str, dict[str, object]] = lock["packages"]

    ours = {}
    for wheel in [own_wheel, *site_wheels(wheels)]:
        entry = lock_entry(wheel, wheel.name)
        ours[str(entry["name"])] = wheel
        packages = {k: v for k, v in packages.items() if canonicalize_name(k) != entry["name"]}
        packages[str(entry["name"])] = entry
    needed = closure(packages, [*KERNEL_NEEDS, *ours])
    from_lock = {k: v for k, v in packages.items() if canonicalize_name(k) in needed}

    # The lock's own packages come from PyPI: same files, other checksums.
    theirs = [v for k, v in from_lock.items() if canonicalize_name(k) not in ours]
    download([f"{v['name']}=={v['version']}" for v in theirs], wheels)
    for name, entry in from_lock.items():
        wheel = ours.get(canonicalize_name(name)) or find_wheel(
            str(entry["name"]), str(entry["version"]), wheels
        )
        if not wheel.name.endswith("-none-any.whl"):
            sys.exit(f"build_lite: {wheel.name} is not pure Python; the site cannot serve it")
        entry.update(file_name=wheel.name, sha256=sha256(wheel))
        shutil.copy2(wheel, dest / wheel.name)
    lock["packages"] = dict(sorted(from_lock.items()))
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
    return sorted(from_lock)


def store_library(source: Path, dest: Path) -> None:
    """Python's standard library (a zip of 600-odd modules, each deflated on its own), its
    members stored uncompressed instead, in the same order with the same dates: the server's
    one brotli copy of the whole then packs what the modules share (2.55 MB → 1.59 MB sent;
    gzip 2.21 MB). zipimport reads stored members as it reads deflated ones, without inflating."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(dest, "w", zipfile.ZIP_STORED) as new:
        for member in old.infolist():
            data = old.read(member)  # before its info says stored: read as it was written
            member.compress_type = zipfile.ZIP_STORED
            new.writestr(member, data)
    shutil.copystat(source, dest)


def child_wheels(lock_file: Path) -> list[str]:
    """The wheels a child's page installs: war_widget and its dependencies in the lock file,
    less CHILD_SKIPS and what only they need; dependencies first."""
    packages = json.loads(lock_file.read_text(encoding="utf-8"))["packages"]
    by_name = {canonicalize_name(k): v for k, v in packages.items()}
    order: list[str] = []

    def visit(name: str) -> None:
        if name in order or name in CHILD_SKIPS:
            return
        if name not in by_name:
            sys.exit(f"build_lite: the child's pages need {name}, which the lock file lacks")
        for dep in by_name[name]["depends"]:
            visit(canonicalize_name(dep))
        order.append(name)

    visit(canonicalize_name(CHILD_ROOT))
    return [str(by_name[name]["file_name"]) for name in order]


def write_config(lite_dir: Path, prefetch: list[str]) -> None:
    """jupyter-lite.json: no PyPI at run time; the lessons' wheels load while Pyodide starts."""
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "War: lessons",
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": prefetch},
                }
            },
        },
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--jupyter", type=Path, required=True, help="jupyter of the build env")
    parser.add_argument("--pyodide", type=Path, required=True, help="npm pyodide package folder")
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "lite-work")
    args = parser.parse_args()
    out: Path = args.out.resolve()
    work: Path = args.work.resolve()
    wheels = work / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)

    own_wheel = build_war_widget_wheel(work / "own")
    download(site_specs(), wheels)
    lite_dir = work / "site-src"
    shutil.rmtree(lite_dir, ignore_errors=True)
    lite_dir.mkdir()
    packages = write_pyodide(args.pyodide, wheels, own_wheel, lite_dir / "static" / "pyodide")
    write_config(lite_dir, packages)
    contents = lite_dir / "lessons"
    shutil.copytree(ROOT / "notebooks", contents, ignore=shutil.ignore_patterns(".ipynb_*"))

    # The front-end halves of anywidget and ipywidgets, taken from their wheels.
    extensions = [str(w) for w in site_wheels(wheels, frontend=True)]
    extensions.append(str(next(w for w in site_wheels(wheels) if w.name.startswith("anywidget-"))))
    build_config = {
        "LiteBuildConfig": {
            "contents": [str(contents)],
            "federated_extensions": extensions,
            "no_sourcemaps": True,
            "no_libarchive": True,
            "output_dir": str(out),
        }
    }
    config_file = lite_dir / "jupyter_lite_config.json"
    config_file.write_text(json.dumps(build_config, indent=2), encoding="utf-8")
    shutil.rmtree(out, ignore_errors=True)
    run([str(args.jupyter.resolve()), "lite", "build", "--lite-dir", str(lite_dir)], cwd=lite_dir)
    base = "static/pyodide/"
    wheels = child_wheels(out / base / "pyodide-lock.json")
    # Their copies for the children's pages: compiled, and without what a page never reads;
    # the page fetches their files as one bundle, written straight into Python's file system.
    child = work / CHILD
    shutil.rmtree(child, ignore_errors=True)
    run(["node", str(LITE / "child_wheels.mjs"), str(args.pyodide), str(child),
         *[str(out / base / name) for name in wheels]])  # fmt: skip
    compiled = [child / name for name in wheels]
    # Python's memory snapshot for a child's first visit, made with the site's own Pyodide
    # (tools/lite/snapshot.mjs), in the work folder first: the compiled modules its imports read
    # go in a bundle of their own, which only a page that starts Python anew fetches.
    made, loaded_list = work / "python.snapshot", work / "snapshot-loaded.json"
    run(["node", str(LITE / "snapshot.mjs"), str(out / base), str(made),
         "--loaded", str(loaded_list), *[str(path) for path in compiled]])  # fmt: skip
    loaded = frozenset(json.loads(loaded_list.read_text(encoding="utf-8")))
    bundle = write_bundle(compiled, out / base / CHILD, apart=fresh_files(loaded))
    fresh = write_fresh_bundle(compiled, out / base / CHILD, loaded)
    runtime = runtime_of(out, base, [f"{CHILD}/{bundle.name}"], [f"{CHILD}/{fresh.name}"])
    # The page's progress bar counts the snapshot's bytes too.
    snapshot = out / str(runtime["snapshot"])
    snapshot.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(made, snapshot)
    runtime["snapshot_bytes"] = snapshot.stat().st_size
    runtime["bytes"] = int(str(runtime["bytes"])) + snapshot.stat().st_size
    # What travels for those bytes (their brotli copies, made here once: precompress keeps
    # them): the bar says "13.1 MB" where 13 MB are downloaded, not the 52 MB they unpack to.
    fetched = [out / base / name for name in [*PYODIDE_FETCHED, *runtime["wheels"]]]
    runtime["sent"] = sum(sent_size(path) for path in [*fetched, snapshot])
    # The landing page and the child's pages, with the light host of build/host/.
    pages = write_site(out, ROOT / "notebooks", ROOT / "build" / "host", runtime)
    compressed, saved = precompress(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file() and p.suffix not in COPIES)
    print(
        f"The lessons' website is in {out} ({size / 2**20:.0f} MB; child's pages: {pages}; "
        f"{compressed} files precompressed, brotli saves {saved / 2**20:.0f} MB)."
    )
    print("Upload that folder to any static web host, or try it here:")
    print(f"  make serve   (or: python3 tools/serve.py {out})   then open http://127.0.0.1:8000/")


if __name__ == "__main__":
    main()
