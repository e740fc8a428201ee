"""Every ```python block of the README is an example, and runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text("utf-8"), flags=re.S)


def test_the_readme_has_examples():
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("number", range(len(BLOCKS)))
def test_readme_example_runs(number, capsys):
    code = BLOCKS[number]
    exec(compile(code, f"README.md python block {number + 1}", "exec"), {"__name__": "readme"})
    printed = capsys.readouterr().out.splitlines()
    # Where a line prints and its comment starts with the expected output, they agree.
    expected = [m.group(1).strip() for m in re.finditer(r"print\(.*\)\s+# (.+)", code)]
    for line, comment in zip(printed, expected, strict=False):
        head = comment.split(":")[0] if ":" in comment else comment
        assert line.startswith(head.strip()), (line, comment)
