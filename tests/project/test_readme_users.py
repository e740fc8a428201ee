"""The README is for the people who use war_widget (issue 36): short, no placeholder, and links
and pictures that work on GitHub, on PyPI (where the README is the package page, so a relative
link breaks) and in a clone. Its addresses are built from pyproject.toml's [project.urls]."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
import tomllib  # the development set-up needs Python >= 3.11 (see the Makefile)

from war_widget.locale import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text("utf-8")
URLS = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["urls"]

#: A Markdown link or image, `[text](target)` / `![alt](target "title")`, a reference
#: definition `[name]: target`, and HTML's href= and src=.
INLINE = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.M)
HTML = re.compile(r"""(?:href|src)\s*=\s*["']([^"']+)["']""", re.I)
AUTOLINK = re.compile(r"<([a-z][a-z0-9+.-]*:[^<>\s]+)>", re.I)
FENCE = re.compile(r"^ *```.*?^ *```", re.M | re.S)
PLACEHOLDERS = ["<owner>", "<OWNER>", "example.com", "TODO", "XXX"]


def targets(text: str) -> list[str]:
    """Every link and image target of a Markdown text, code spans and blocks left out."""
    prose = FENCE.sub("", text)
    prose = re.sub(r"`[^`\n]*`", "", prose)
    found = [*INLINE.findall(prose), *REFERENCE.findall(prose), *HTML.findall(prose)]
    return found + AUTOLINK.findall(prose)


def repository() -> tuple[str, str]:
    """(owner, name) of this repository on GitHub, from [project.urls]."""
    found = {
        tuple(urlsplit(url).path.strip("/").split("/")[:2])
        for url in URLS.values()
        if urlsplit(url).netloc == "github.com"
    }
    assert len(found) == 1, f"[project.urls] should name one GitHub repository: {found}"
    ((owner, name),) = found
    return owner, name


def repo_path(url: str) -> str | None:
    """The path in this repository a link points to (a file or folder on the main branch), or
    None for a link elsewhere; a link to this repository that names no file is ""."""
    owner, name = repository()
    parts = urlsplit(url)
    path = [unquote(p) for p in parts.path.strip("/").split("/")]
    if parts.netloc == "github.com" and path[:2] == [owner, name]:
        rest = path[2:]
        if rest[:2] in (["blob", "main"], ["tree", "main"], ["raw", "main"]):
            return "/".join(rest[2:])
        return ""  # the repository itself, its releases, its issues...
    if parts.netloc == "raw.githubusercontent.com" and path[:2] == [owner, name]:
        rest = path[2:]
        if rest[:3] == ["refs", "heads", "main"]:
            return "/".join(rest[3:])
        assert rest[:1] == ["main"], f"{url}: a picture of another branch than main"
        return "/".join(rest[1:])
    return None


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation but - and _ dropped, spaces to -."""
    text = re.sub(r"[`*]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip()).lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(markdown: str) -> set[str]:
    prose = FENCE.sub("", markdown)
    return {slug(m) for m in re.findall(r"^#{1,6}\s+(.+?)\s*#*\s*$", prose, flags=re.M)}


def test_the_readme_is_short() -> None:
    # The lines a reader reads: reference definitions (the lessons' addresses) are not shown.
    lines = [line for line in README.splitlines() if not REFERENCE.match(line)]
    assert len(lines) <= 250, f"README.md has {len(lines)} lines: move the detail to docs/"


@pytest.mark.parametrize("placeholder", PLACEHOLDERS)
def test_the_readme_has_no_placeholder(placeholder: str) -> None:
    assert placeholder not in README


def test_every_link_and_image_is_absolute_or_an_anchor() -> None:
    found = targets(README)
    assert len(found) > 20, "the link finder found too few links"
    relative = [t for t in found if not (t.startswith("https://") or t.startswith("#"))]
    assert relative == [], "relative links break on PyPI: use the addresses of [project.urls]"


def test_the_link_finder_sees_relative_links_and_images() -> None:
    """The check above can fail: each way of writing a relative link is found."""
    text = (
        '[a](docs/x.md) ![b](docs/images/widget.png "t") `[code](not/a/link)`\n'
        '[c]: ../../releases\n<img src="docs/images/simulation.png"> <http://x.org/a>\n'
    )
    assert targets(text) == ["docs/x.md", "docs/images/widget.png", "../../releases",
                             "docs/images/simulation.png", "http://x.org/a"]  # fmt: skip


def test_links_into_this_repository_point_at_files_that_exist() -> None:
    owner, name = repository()
    inside = [(t, repo_path(t)) for t in targets(README)]
    files = [(t, p) for t, p in inside if p]
    assert len(files) >= 10, "the README links the docs, the notebooks and its picture"
    for target, path in files:
        assert (ROOT / path).exists(), f"{target}: {path} is not in the working tree"
        fragment = urlsplit(target).fragment
        if fragment and path.endswith(".md"):
            assert fragment in anchors((ROOT / path).read_text("utf-8")), target
    for target in targets(README):
        host = urlsplit(target).netloc
        if host in ("github.com", "raw.githubusercontent.com") and owner in target:
            assert repo_path(target) is not None, f"{target} is not {owner}/{name}"


def test_the_readme_anchors_exist() -> None:
    own = [t[1:] for t in targets(README) if t.startswith("#")]
    assert set(own) <= anchors(README)


def test_the_picture_is_a_real_image_of_the_repository() -> None:
    defined = dict(re.findall(r"^\[([^\]]+)\]:\s*(\S+)", README, flags=re.M))
    inline = re.findall(r"!\[[^\]]*\]\(([^)\s]+)", README)
    referred = [defined[name] for name in re.findall(r"!\[[^\]]*\]\[([^\]]+)\]", README)]
    images = inline + referred
    assert images, "the README shows the widget"
    for image in images:
        assert urlsplit(image).netloc == "raw.githubusercontent.com", image
        path = repo_path(image)
        assert path and path.startswith("docs/images/") and (ROOT / path).is_file(), image


def test_the_website_address_is_the_one_pyproject_gives() -> None:
    site = URLS["Homepage"]
    assert urlsplit(site).netloc.endswith(".github.io"), site
    owner, name = repository()
    assert site == f"https://{owner}.github.io/{name}/"
    assert f"**The lessons' website: <{site}>**" in README
    assert "github.io" not in README.replace(site, ""), "one address for the website"


def test_the_quick_start_is_two_commands_and_ci_runs_the_test_one() -> None:
    bash = "\n".join(re.findall(r"```bash\n(.*?)```", README, flags=re.S))
    commands = [line.split("#")[0].strip() for line in bash.splitlines()]
    assert "make play" in commands and "make test" in commands
    makefile = (ROOT / "Makefile").read_text("utf-8")
    assert re.search(r"^play:", makefile, re.M) and re.search(r"^test:", makefile, re.M)
    assert "FIRST_LESSON := --LabApp.default_url=/lab/tree/notebooks/01_play.ipynb" in makefile
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert re.search(r"^make test$", ci, re.M), ".ci/run runs the README's test command"


@pytest.mark.parametrize("page", ["docs/performance.md", "docs/development.md", "docs/guide.md"])
def test_the_pages_the_detail_moved_to_exist_and_are_linked(page: str) -> None:
    assert (ROOT / page).is_file()
    assert any(repo_path(t) == page for t in targets(README)), f"the README links {page}"


def test_the_lessons_table_links_every_lesson_in_every_language() -> None:
    notebooks = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
    assert len(notebooks) == 7 * len(LANGUAGES)  # seven lessons, every language
    linked = {repo_path(t) for t in targets(README)}
    site = URLS["Homepage"]
    for notebook in notebooks:
        assert f"notebooks/{notebook}" in linked, notebook
        lesson = notebook.removesuffix(".ipynb")
        page = f"{site}lab/index.html?path={notebook}"
        match = re.fullmatch(r"(\d\d_[a-z_]+?)(?:_([a-z]{2}))?", lesson)
        assert match
        child = f"{site}play/{match[1]}.html?lang={match[2] or 'en'}"
        assert page in README or child in README, f"the website's {notebook}"


def test_every_figure_the_readme_quotes_is_in_the_performance_page() -> None:
    """A time or a speed-up in the README is one docs/performance.md says was measured."""
    performance = (ROOT / "docs" / "performance.md").read_text("utf-8")
    prose = re.sub(r"\]\([^)]*\)", "]", README)
    figures = re.findall(r"\b\d+(?:\.\d+)?(?: s\b|x\b| ms\b| MB\b)", prose)
    assert figures, "the README quotes how long a children's page takes"
    for figure in figures:
        assert figure in performance, f"{figure!r} is in the README, not in docs/performance.md"


@pytest.mark.parametrize("page", ["docs/guide.md", "docs/development.md", "docs/performance.md"])
def test_the_pages_links_lead_somewhere(page: str) -> None:
    """The pages the README's detail moved to link each other and the repository's files
    relatively (they are read on GitHub and in a clone, not on PyPI): each target exists."""
    here = ROOT / page
    for target in targets(here.read_text("utf-8")):
        if target.startswith("https://"):
            continue
        path, _, fragment = target.partition("#")
        linked = (here.parent / path).resolve() if path else here
        assert linked.exists(), f"{page}: {target}"
        if fragment and linked.suffix == ".md":
            assert fragment in anchors(linked.read_text("utf-8")), f"{page}: {target}"
