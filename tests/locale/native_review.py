"""What a native reviewer's test reads (tests/locale/test_native_xx.py): a language's
catalogue as translators edit it, and its lessons as a reader meets them."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from war_widget import locale

ROOT = Path(__file__).resolve().parents[2]


def catalogue(lang: str) -> dict[str, list[str]]:
    """Every msgstr form of ``lang`` by key, read from its .po (not the compiled .mo)."""
    tools = str(ROOT / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    from catalogues import parse_po  # type: ignore[import-not-found]

    path = locale.LOCALE_DIR / lang / "LC_MESSAGES" / f"{locale.DOMAIN}.po"
    return {e.msgctxt: e.msgstr for e in parse_po(path.read_text("utf-8")) if e.msgctxt}


def flat(text: str) -> str:
    """Markdown as read: a line break inside a paragraph is a space."""
    return re.sub(r"\s+", " ", text)


def everything(lang: str) -> str:
    """Every catalogue form and every lesson of ``lang`` (flattened), one text to search."""
    forms = [form for msgs in catalogue(lang).values() for form in msgs]
    folder = ROOT / "lessons" / lang
    lessons = [flat(p.read_text("utf-8")) for p in sorted(folder.glob("*.md"))]
    return "\n".join(forms + lessons)
