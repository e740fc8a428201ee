"""The GitHub workflows pass actionlint and zizmor (both pinned in the dev extras), and do what
the README says: CI runs .ci/run, Pages publishes `make lite`'s build/lite/, a release checks its
packages, publishes them to PyPI by trusted publishing and attaches the wheel, the sdist and the
website's zip to the GitHub release. The workflows are read as YAML, step by step."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
BIN = Path(sys.executable).parent


def tool(name: str) -> str:
    path = BIN / name
    if not path.exists():
        pytest.fail(f"{name} is missing from {BIN}: `make setup` installs the dev extras")
    return str(path)


def test_actionlint_passes() -> None:
    done = subprocess.run(
        [tool("actionlint"), "-no-color"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_zizmor_passes() -> None:
    done = subprocess.run(
        [tool("zizmor"), "--offline", "--no-progress", str(WORKFLOWS)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_linters_catch_what_they_should(tmp_path: Path) -> None:
    """Both tools fail on a bad workflow: their passing above means something."""
    bad = tmp_path / ".github" / "workflows"
    bad.mkdir(parents=True)
    (bad / "bad.yml").write_text(
        "on: pull_request_target\njobs:\n  x:\n    runs-on: ubuntu-24.04\n    steps:\n"
        "      - uses: actions/checkout@v4\n"
        "      - run: echo ${{ github.event.pull_request.title }}\n"
        "      - run: echo ${{ matrix.nothing }}\n",
        encoding="utf-8",
    )
    lint = subprocess.run([tool("actionlint"), "-no-color"], cwd=tmp_path, capture_output=True)
    audit = subprocess.run([tool("zizmor"), "--offline", str(bad)], capture_output=True)
    assert lint.returncode != 0 and audit.returncode != 0


def workflow(name: str) -> dict[str, Any]:
    data = yaml.safe_load((WORKFLOWS / name).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def steps(job: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """The job's steps that use ``action`` (``owner/name``), each pinned by a full commit SHA."""
    found = [s for s in job["steps"] if s.get("uses", "").split("@")[0] == action]
    for step in found:
        assert re.fullmatch(r"[0-9a-f]{40}", step["uses"].split("@")[1]), step["uses"]
    return found


def runs(job: dict[str, Any]) -> list[list[str]]:
    """The job's ``run`` commands, each split into words as the shell would."""
    return [shlex.split(s["run"]) for s in job["steps"] if "run" in s]


def test_ci_runs_the_projects_own_check() -> None:
    (job,) = workflow("ci.yml")["jobs"].values()
    assert ["bash", ".ci/run"] in runs(job)


def test_pages_checks_its_setting_then_publishes_make_lite() -> None:
    jobs = workflow("pages.yml")["jobs"]
    build, deploy = jobs["build"], jobs["deploy"]
    # configure-pages first: a repository whose Pages do not deploy from Actions stops at once,
    # with a message naming the setting, not after a 20-minute build.
    assert build["steps"][0] == steps(build, "actions/configure-pages")[0]
    assert build["permissions"]["pages"] == "read"
    assert ["make", "lite"] in runs(build)
    (upload,) = steps(build, "actions/upload-pages-artifact")
    assert upload["with"]["path"] == "build/lite"
    assert deploy["needs"] == "build" and steps(deploy, "actions/deploy-pages")
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"}


def test_a_release_publishes_to_pypi_and_attaches_wheel_sdist_and_site() -> None:
    jobs = workflow("release.yml")["jobs"]
    build = jobs["build"]
    assert ["make", "dist"] in runs(build) and ["make", "lite-zip"] in runs(build)
    uploaded = {
        s["with"]["name"]: s["with"]["path"] for s in steps(build, "actions/upload-artifact")
    }
    assert uploaded == {"packages": "dist/", "site": "build/war_widget-site.zip"}

    # PyPI: trusted publishing (the job's OIDC token, no password), the packages make dist built.
    (pypi,) = [j for j in jobs.values() if steps(j, "pypa/gh-action-pypi-publish")]
    (publish,) = steps(pypi, "pypa/gh-action-pypi-publish")
    assert "password" not in publish.get("with", {}), "trusted publishing needs no token"
    assert pypi["permissions"] == {"id-token": "write"} and pypi["needs"] == "build"
    assert downloads(pypi) == {"packages": "dist/"}

    # The GitHub release: the wheel, the sdist and the website's zip, from the build's artifacts.
    (attach,) = [
        j for j in jobs.values() if any(r[:3] == ["gh", "release", "upload"] for r in runs(j))
    ]
    assert attach["permissions"] == {"contents": "write"} and attach["needs"] == "build"
    folders = downloads(attach)
    (upload,) = [r for r in runs(attach) if r[:3] == ["gh", "release", "upload"]]
    files = [w for w in upload[4:] if not w.startswith("-") and "/" in w]
    attached = {
        name: [f for f in files if f.startswith(folder)] for name, folder in folders.items()
    }
    assert sorted(attached["packages"]) == ["dist/*.tar.gz", "dist/*.whl"]
    assert attached["site"] == ["site/war_widget-site.zip"]
    assert sum(map(len, attached.values())) == len(files), files


def downloads(job: dict[str, Any]) -> dict[str, str]:
    """The artifacts the job downloads: name -> the folder it puts them in."""
    got = {s["with"]["name"]: s["with"]["path"] for s in steps(job, "actions/download-artifact")}
    return {name: path if path.endswith("/") else path + "/" for name, path in got.items()}
