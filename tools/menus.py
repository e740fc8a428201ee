#!/usr/bin/env python3
"""Write the front-end's copy of the play widget's menus, generated from Python.

    python tools/menus.py          # write js/generated/choices.json
    python tools/menus.py check    # exit 1 if it is out of date

The play widget sends what its menus offer as its ``choices`` trait
(:func:`war_widget.play.checks.menu_choices`: each rule option's values from
:func:`war_widget.game.rules.rule_choices`, each setting's words, the table's rule controls).
The front-end holds no option values; its unit tests stand in for Python with this file
(``js/testkit.ts`` imports it), and ``tests/play/test_play_choices.py`` checks that the committed
file is what this writes, so a new rule option or choice reaches the tests by running this.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from war_widget.play.checks import menu_choices  # noqa: E402

#: The generated file, beside the front-end's sources (esbuild and vitest import JSON).
CHOICES = ROOT / "js" / "generated" / "choices.json"


def choices_json(choices: dict[str, Any] | None = None) -> str:
    """The file's text: ``choices`` (default: :func:`menu_choices`) as indented JSON."""
    return json.dumps(menu_choices() if choices is None else choices, indent=1) + "\n"


def stale(path: Path = CHOICES, choices: dict[str, Any] | None = None) -> bool:
    """``path`` is missing or differs from what :func:`choices_json` writes."""
    return not path.exists() or path.read_text("utf-8") != choices_json(choices)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "write"
    if command == "write":
        CHOICES.parent.mkdir(parents=True, exist_ok=True)
        CHOICES.write_text(choices_json(), "utf-8")
        print(f"wrote {CHOICES.relative_to(ROOT)}")
        return 0
    if command == "check":
        if stale():
            print(f"out of date (run `python tools/menus.py`): {CHOICES.relative_to(ROOT)}")
            return 1
        print("menus up to date")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
