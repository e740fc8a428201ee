"""The README's lesson links: each lesson's "open it" line and the addresses they name, and
the docs' counts of notebooks and languages.

    python tools/readme_lessons.py          # rewrite them in README.md and the docs
    python tools/readme_lessons.py --check  # exit 1 if they are not what they should be

The lessons and languages come from ``tools/make_notebooks.py`` (``NOTEBOOKS``, ``LANGS``), the
website's address from pyproject.toml's ``[project.urls]`` and which lessons have a child's page
from ``tools/lite_site.py``'s ``LESSONS``, so that a new lesson or a new language reaches the
README by running this (``tests/project/test_readme_lessons.py`` checks it was run).  The words
about each lesson stay hand-written in the README; this writes only what follows a marker line:

* ``<!-- open: NN_name -->`` -- the line after it: the lesson on the website and its notebook,
  one link a language (``[en][NN-en] · [es][NN-es] …``), short enough that no line of
  the README is wider than a screen;
* ``<!-- lesson addresses -->`` -- every line after it to the next blank line: the reference
  definitions those links name.

In README.md, docs/guide.md, docs/development.md and CITATION.cff it also writes every count
of notebooks and of languages ("the 35 notebooks", "in five languages"), in digits or in
words as written.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))

import lite_site  # noqa: E402
import make_notebooks  # noqa: E402

README = ROOT / "README.md"
#: The pages whose counts of notebooks and languages this writes (README.md's included).
COUNTED = ("README.md", "docs/guide.md", "docs/development.md", "CITATION.cff")
_COUNT = re.compile(r"\b(\w+)(\s+)(notebooks|languages)\b")
NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
)
OPEN = re.compile(r"^(?P<indent> *)<!-- open: (?P<name>\d\d_[a-z_]+) -->$")
ADDRESSES = "<!-- lesson addresses -->"


def _urls() -> tuple[str, str]:
    """(the website's address, the repository's address), from pyproject.toml."""
    urls = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["urls"]
    return urls["Homepage"], urls["Source"]


def site_page(name: str, lang: str) -> str:
    """Where the website opens a lesson: a child's page, or the notebook in JupyterLab."""
    site, _ = _urls()
    if lite_site.LESSONS.get(name) is not None and lite_site.LESSONS[name].audience == "children":
        return f"{site}play/{name}.html?lang={lang}"
    return f"{site}lab/index.html?path={make_notebooks.filename(name, lang)}"


def notebook_page(name: str, lang: str) -> str:
    _, source = _urls()
    return f"{source}/blob/main/notebooks/{make_notebooks.filename(name, lang)}"


def open_line(name: str) -> str:
    """The lesson's links, on the website and as a notebook, one per language."""
    number = name[:2]
    site = " · ".join(f"[{lang}][{number}-{lang}]" for lang in make_notebooks.LANGS)
    book = " · ".join(f"[{lang}][{number}-{lang}-nb]" for lang in make_notebooks.LANGS)
    return f"On the website: {site}; the notebook: {book}"


def addresses() -> list[str]:
    """The reference definitions every lesson's links name."""
    lines = []
    for name in make_notebooks.NOTEBOOKS:
        number = name[:2]
        for lang in make_notebooks.LANGS:
            lines.append(f"[{number}-{lang}]: {site_page(name, lang)}")
            lines.append(f"[{number}-{lang}-nb]: {notebook_page(name, lang)}")
    return lines


def _number(n: int, like: str) -> str:
    """`n` written as `like` is: in digits, or in words ("Five" keeps its capital)."""
    if like.isdigit() or n >= len(NUMBER_WORDS):
        return str(n)
    word = NUMBER_WORDS[n]
    return word.capitalize() if like[:1].isupper() else word


#: Fewer than this is never a count of all the languages or notebooks (the project has had five
#: languages from its start): "two languages side by side", "one notebook" are left as written.
FEWEST = 3


def counts(text: str) -> str:
    """`text` with every "N notebooks" and "N languages" (N in digits or words) made true."""
    there = {
        "notebooks": len(make_notebooks.NOTEBOOKS) * len(make_notebooks.LANGS),
        "languages": len(make_notebooks.LANGS),
    }

    def count(found: re.Match[str]) -> str:
        said, space, noun = found.groups()
        if not said.isdigit() and said.lower() not in NUMBER_WORDS:
            return found[0]  # "the notebooks", "other languages"
        if (int(said) if said.isdigit() else NUMBER_WORDS.index(said.lower())) < FEWEST:
            return found[0]  # "two languages side by side": not a count of them all
        return f"{_number(there[noun], said)}{space}{noun}"

    return _COUNT.sub(count, text)


def rewrite(text: str) -> str:
    """`text` (the README) with every lesson's open line and the addresses written anew."""
    lines = text.split("\n")
    out: list[str] = []
    seen: set[str] = set()
    i = 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        i += 1
        found = OPEN.match(line)
        if found:
            seen.add(found["name"])
            out.append(found["indent"] + open_line(found["name"]))
            i += 1  # the old open line
        elif line == ADDRESSES:
            out.extend(addresses())
            while i < len(lines) and lines[i].strip():
                i += 1
    missing = [name for name in make_notebooks.NOTEBOOKS if name not in seen]
    if missing or ADDRESSES not in lines:
        wanted = [f"<!-- open: {name} -->" for name in missing]
        wanted += [ADDRESSES] if ADDRESSES not in lines else []
        raise SystemExit(f"README.md needs the marker lines {', '.join(wanted)}")
    return counts("\n".join(out))


def main(argv: list[str]) -> int:
    stale = []
    for name in COUNTED:
        path = ROOT / name
        text = path.read_text("utf-8")
        new = rewrite(text) if path == README else counts(text)
        if new != text:
            stale.append(name)
            if "--check" not in argv:
                path.write_text(new, "utf-8")
    if "--check" in argv and stale:
        print(f"{', '.join(stale)}: links or counts out of date: run tools/readme_lessons.py")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
