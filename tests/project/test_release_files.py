"""What a school's IT or another project looks for before trusting the package (issue 36): a
licence declared where tools read it, a changelog, a contributing guide, a citation file that
validates; and the light bundle set-up (tools/bundle/) that builds the very bundle the
development toolchain builds."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import tomllib  # the development set-up needs Python >= 3.11 (see the Makefile)
import yaml

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
PROJECT = PYPROJECT["project"]

#: The top-level keys of the Citation File Format 1.2.0 (its schema.json), and the required.
CFF_KEYS = {
    "abstract", "authors", "cff-version", "commit", "contact", "date-released", "doi",
    "identifiers", "keywords", "license", "license-url", "message", "preferred-citation",
    "references", "repository", "repository-artifact", "repository-code", "title", "type",
    "url", "version",
}  # fmt: skip
CFF_REQUIRED = {"cff-version", "message", "title", "authors"}
#: Keep a Changelog's kinds of change.
CHANGE_KINDS = {"Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"}


def test_the_licence_is_bsd_3_clause_and_declared_in_pyproject() -> None:
    text = (ROOT / "LICENSE").read_text("utf-8")
    assert text.startswith(
        "BSD 3-Clause License\n\nCopyright (c) 2026, the war_widget developers\n"
    )
    for clause in (
        "1. Redistributions of source code must retain the above copyright notice",
        "2. Redistributions in binary form must reproduce the above copyright notice",
        "3. Neither the name of the copyright holder nor the names of its\n   contributors",
        'THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"',
    ):
        assert clause in text, clause
    # PEP 639: an SPDX expression and the file, no licence classifier beside them (hatchling
    # and PyPI refuse both at once); hatchling writes License-Expression from 1.27 on.
    assert PROJECT["license"] == "BSD-3-Clause" and PROJECT["license-files"] == ["LICENSE"]
    assert not [c for c in PROJECT["classifiers"] if c.startswith("License ::")]
    (hatchling,) = [r for r in PYPROJECT["build-system"]["requires"] if r.startswith("hatchling")]
    assert tuple(map(int, hatchling.split("==")[1].split("."))) >= (1, 27)


def test_the_package_names_its_authors_and_maintainers() -> None:
    for field in ("authors", "maintainers"):
        assert PROJECT[field] and all(person.get("name") for person in PROJECT[field])


def citation() -> dict[str, Any]:
    data = yaml.safe_load((ROOT / "CITATION.cff").read_text("utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_citation_file_validates_and_agrees_with_pyproject() -> None:
    cff = citation()
    assert CFF_REQUIRED <= set(cff) <= CFF_KEYS, set(cff) ^ CFF_KEYS
    assert cff["cff-version"] == "1.2.0" and cff["type"] in ("software", "dataset")
    assert isinstance(cff["message"], str) and isinstance(cff["title"], str)
    for author in cff["authors"]:  # a person (family-names...) or an entity (name)
        assert isinstance(author, dict) and (author.get("name") or author.get("family-names"))
    assert isinstance(cff["keywords"], list) and all(isinstance(k, str) for k in cff["keywords"])
    # A version is a string in CFF, YAML reads 0.1.0 as one.
    assert str(cff["version"]) == PROJECT["version"]
    assert cff["license"] == PROJECT["license"]
    assert cff["repository-code"] == PROJECT["urls"]["Source"]
    assert cff["url"] == PROJECT["urls"]["Homepage"]


def test_the_changelog_keeps_a_changelog_and_knows_this_version() -> None:
    text = (ROOT / "CHANGELOG.md").read_text("utf-8")
    assert text.startswith("# Changelog\n")
    versions = re.findall(r"^## \[([^\]]+)\](.*)$", text, re.M)
    assert versions[0] == ("Unreleased", "")
    released = [(v, rest) for v, rest in versions[1:]]
    if released:  # pyproject's version is the newest released, or the one to come
        newest = released[0][0]
        assert newest == PROJECT["version"], "the newest entry is pyproject's"
    else:  # nothing published yet (issue 46): the Unreleased section names what it will be
        unreleased = text.split("## [Unreleased]", 1)[1].split("\n### ", 1)[0]
        assert f"**{PROJECT['version']}**" in unreleased, unreleased
    for _, rest in released:
        assert re.fullmatch(r" - \d{4}-\d{2}-\d{2}", rest), rest
    for version, _ in versions:
        assert re.search(rf"^\[{re.escape(version)}\]: https://", text, re.M), version
    kinds = set(re.findall(r"^### (.+)$", text, re.M))
    assert kinds <= CHANGE_KINDS, kinds - CHANGE_KINDS


def relative_links(text: str) -> list[str]:
    return [t for t in re.findall(r"\]\(([^)\s]+)\)", text) if "://" not in t]


def test_the_contributing_guide_says_how_to_set_up_test_and_add_things() -> None:
    text = (ROOT / "CONTRIBUTING.md").read_text("utf-8")
    for words in (
        "make setup",
        "make test",
        "make test-all",
        "tools/catalogues.py init",
        "lessons/xx/",
        "LANGUAGE_LIST",
        "tools/make_notebooks.py",
        "tools/notebook_<lesson>.py",
        "## Add a rule option",
    ):
        assert words in text, words
    links = relative_links(text)
    assert "docs/development.md" in links
    for link in links:
        assert (ROOT / link.split("#")[0]).exists(), link


def package(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text("utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_bundle_set_up_is_esbuild_alone_with_the_development_builds_scripts() -> None:
    """tools/bundle/ (make play, make lite, the wheel's build hook) runs package.json's build
    and build:host from the repository's root with the same esbuild: the same bundle."""
    dev, light = package(ROOT / "package.json"), package(ROOT / "tools" / "bundle" / "package.json")
    assert light["devDependencies"] == {"esbuild": dev["devDependencies"]["esbuild"]}
    assert "dependencies" not in light
    for script in ("build", "build:host"):
        assert light["scripts"][script] == "cd ../.. && " + dev["scripts"][script]
    locks = [
        package(ROOT / "package-lock.json"),
        package(ROOT / "tools" / "bundle" / "package-lock.json"),
    ]
    dev_lock, light_lock = (lock["packages"] for lock in locks)
    esbuilds = {name for name in light_lock if "esbuild" in name}
    assert esbuilds and set(light_lock) - esbuilds == {""}
    for name in esbuilds:  # the same version and the same bytes (integrity) in both locks
        assert dev_lock[name]["version"] == light_lock[name]["version"]
        assert dev_lock[name]["integrity"] == light_lock[name]["integrity"]
    hook = PYPROJECT["tool"]["hatch"]["build"]["hooks"]["jupyter-builder"]
    for kwargs in ("build-kwargs", "editable-build-kwargs"):
        assert hook[kwargs]["path"] == "tools/bundle" and hook[kwargs]["build_cmd"] == "build"
