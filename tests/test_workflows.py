"""The GitHub workflows pass actionlint and zizmor (both pinned in the dev extras), and do what
the README says: CI runs .ci/run, Pages publishes `make lite`'s build/lite/, a release checks its
packages, publishes them to PyPI by trusted publishing and attaches the website's zip."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
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


def test_what_each_workflow_does() -> None:
    ci = (WORKFLOWS / "ci.yml").read_text(encoding="utf-8")
    pages = (WORKFLOWS / "pages.yml").read_text(encoding="utf-8")
    release = (WORKFLOWS / "release.yml").read_text(encoding="utf-8")
    assert "run: bash .ci/run" in ci
    assert "run: make lite" in pages and "path: build/lite" in pages
    assert "actions/deploy-pages@" in pages
    assert "run: make dist" in release and "run: make lite-zip" in release
    assert "pypa/gh-action-pypi-publish@" in release and "id-token: write" in release
    assert "password" not in release, "trusted publishing needs no token"
    assert "gh release upload" in release and "war_widget-site.zip" in release
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "twine check --strict" in makefile
