"""Every ```python block of the README and of the guide (docs/guide.md, where the README's
detail moved) is an example, and runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = ["README.md", "docs/guide.md"]
BLOCKS = [
    (page, number, code)
    for page in PAGES
    for number, code in enumerate(
        re.findall(r"```python\n(.*?)```", (ROOT / page).read_text("utf-8"), flags=re.S)
    )
]


@pytest.mark.parametrize("page", PAGES)
def test_the_page_has_examples(page):
    assert sum(1 for p, _, _ in BLOCKS if p == page) >= 2


@pytest.mark.parametrize(
    ("page", "number", "code"), BLOCKS, ids=[f"{p}-{n + 1}" for p, n, _ in BLOCKS]
)
def test_readme_example_runs(page, number, code, capsys):
    exec(compile(code, f"{page} python block {number + 1}", "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out.splitlines()
    # Where a line prints and its comment starts with the expected output, they agree.
    expected = [m.group(1).strip() for m in re.finditer(r"print\(.*\)\s+# (.+)", code)]
    for line, comment in zip(printed, expected, strict=False):
        head = comment.split(":")[0] if ":" in comment else comment
        assert line.startswith(head.strip()), (line, comment)
