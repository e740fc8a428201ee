"""A release works end to end: `make dist` builds and checks the packages in its own pinned
environment (.venv-release, tools/release/requirements.txt) with the very twine the release
workflow's PyPI uploader runs, and the packages carry the licence.

The uploader (pypa/gh-action-pypi-publish) runs the twine of its requirements/runtime.txt; an
uploader whose twine cannot read the Metadata-Version hatchling writes refuses the release at
PyPI's door (v1.8.14's twine 5.0.0 refused 2.5). The requirements file names the uploader's
commit and pins that twine and the packages it reads with; release.yml pins the same commit.
"""

from __future__ import annotations

import email.message
import email.parser
import re
import subprocess
import tarfile
import zipfile
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = ROOT / "tools" / "release" / "requirements.txt"
RELEASE_ENV = ROOT / ".venv-release"
UPLOADER = "pypa/gh-action-pypi-publish"


def pins() -> dict[str, str]:
    """The requirements file's ``name==version`` lines (markers dropped), by normalised name."""
    found = {}
    for line in REQUIREMENTS.read_text("utf-8").splitlines():
        line = line.split(";")[0].strip()
        if line and not line.startswith("#"):
            name, version = line.split("==")
            found[re.sub(r"[-_.]+", "-", name).lower()] = version
    return found


def release_python() -> str:
    python = RELEASE_ENV / "bin" / "python"
    if not python.exists():
        pytest.fail(f"{python} is missing: `make setup` (or `make dist`) installs it")
    return str(python)


def run(cmd: list[str], cwd: Path = ROOT) -> str:
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{' '.join(cmd)}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
    return done.stdout


def test_release_workflow_pins_the_uploader_whose_twine_make_dist_runs() -> None:
    jobs = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8"))
    uses = [
        step["uses"]
        for job in jobs["jobs"].values()
        for step in job["steps"]
        if step.get("uses", "").startswith(UPLOADER + "@")
    ]
    (pinned,) = uses
    named = re.findall(
        rf"^# uploader: ({re.escape(UPLOADER)}@[0-9a-f]{{40}})",
        REQUIREMENTS.read_text("utf-8"),
        re.M,
    )
    assert named == [pinned], (
        "release.yml's uploader and tools/release/requirements.txt move together"
    )


def test_make_dist_builds_and_checks_in_the_release_environment_only() -> None:
    """No developer extra: build and twine from .venv-release, nothing from .venv."""
    planned = run(["make", "-n", "-W", "tools/release/requirements.txt", "dist"])
    commands = [line.strip() for line in planned.splitlines()]
    assert ".venv-release/bin/python -m build --outdir dist ." in commands
    assert ".venv-release/bin/twine check --strict dist/*" in commands
    assert not [c for c in commands if ".venv/" in c or "[dev]" in c], commands


def test_the_release_environment_has_exactly_the_pinned_versions() -> None:
    """What `make setup` installed is what the requirements file (the uploader's) pins."""
    wanted = pins()
    assert wanted["twine"] and wanted["packaging"] and wanted["readme-renderer"]
    listed = run(
        [
            release_python(),
            "-c",
            "import importlib.metadata as m, json; "
            "print(json.dumps({d.metadata['Name']: d.version for d in m.distributions()}))",
        ]
    )
    installed = {
        re.sub(r"[-_.]+", "-", name).lower(): version
        for name, version in yaml.safe_load(listed).items()
    }
    assert {name: installed.get(name) for name in wanted} == wanted


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`make dist`'s build, into a folder of the test's own: the sdist, the wheel built from it."""
    out = tmp_path_factory.mktemp("dist")
    run([release_python(), "-m", "build", "--outdir", str(out), str(ROOT)])
    return out


def metadata(text: str) -> email.message.Message:
    return email.parser.Parser().parsestr(text)


@pytest.mark.slow
def test_the_uploaders_twine_passes_what_make_dist_builds(dist: Path) -> None:
    files = sorted(map(str, dist.iterdir()))
    assert sorted(Path(f).suffix for f in files) == [".gz", ".whl"]
    twine = str(RELEASE_ENV / "bin" / "twine")
    # "twine version 7.0.0 (readme-renderer: 44.0, ..., packaging: 26.2, id: 1.5.0)"
    version = " ".join(run([twine, "--version"]).split()).replace("- ", "-")
    wanted = pins()
    assert version.startswith(f"twine version {wanted['twine']} "), version
    for name in ("readme-renderer", "packaging", "id"):
        assert f"{name}: {wanted[name]}" in version, version
    shown = run([twine, "check", "--strict", *files])
    assert shown.count("PASSED") == 2, shown


@pytest.mark.slow
def test_the_wheel_carries_the_licence_and_says_it(dist: Path) -> None:
    (wheel,) = dist.glob("*.whl")
    with zipfile.ZipFile(wheel) as zf:
        info = wheel.name.split("-py3")[0] + ".dist-info"
        meta = metadata(zf.read(f"{info}/METADATA").decode())
        licence = zf.read(f"{info}/licenses/LICENSE").decode()
    assert licence == (ROOT / "LICENSE").read_text("utf-8")
    assert meta["License-Expression"] == "BSD-3-Clause"
    assert meta.get_all("License-File") == ["LICENSE"]
    assert not [c for c in meta.get_all("Classifier") or [] if c.startswith("License ::")]


@pytest.mark.slow
def test_the_sdist_carries_the_licence_and_says_it(dist: Path) -> None:
    (sdist,) = dist.glob("*.tar.gz")
    top = sdist.name.removesuffix(".tar.gz")
    with tarfile.open(sdist) as tf:
        names = tf.getnames()
        licence = tf.extractfile(f"{top}/LICENSE")
        pkg_info = tf.extractfile(f"{top}/PKG-INFO")
        assert licence is not None and pkg_info is not None
        assert licence.read().decode() == (ROOT / "LICENSE").read_text("utf-8")
        meta = metadata(pkg_info.read().decode())
    assert meta["License-Expression"] == "BSD-3-Clause"
    # The wheel's bundle is built from the sdist by tools/bundle/ (esbuild alone); no build
    # environment of this machine is packed.
    assert f"{top}/tools/bundle/package-lock.json" in names
    assert not [n for n in names if "/.venv" in n or "node_modules" in n]
