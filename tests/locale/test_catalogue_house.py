"""The catalogue's house (issue 44, part 3): the messages in modules by feature, assembled once in
the template's order by ``locale/_catalogue.py``; ``locale/__init__.py`` the gettext code only."""

from __future__ import annotations

import ast
from pathlib import Path

import war_widget.locale as locale

HOUSE = Path(locale.__file__).parent
INIT = HOUSE / "__init__.py"


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text("utf-8"))


def _assigned(tree: ast.Module, name: str) -> int:
    """How many top-level statements bind ``name``."""
    count = 0
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        count += any(isinstance(t, ast.Name) and t.id == name for t in targets)
    return count


def test_the_init_is_the_gettext_code_with_its_imports_at_the_top() -> None:
    text = INIT.read_text("utf-8")
    assert len(text.splitlines()) <= 300
    body = _tree(INIT).body
    imports = [isinstance(n, (ast.Import, ast.ImportFrom)) for n in body]
    first_other = next(i for i, imp in enumerate(imports) if not imp and i > 0)  # 0: docstring
    assert not any(imports[first_other:]), "an import in the middle of locale/__init__.py"
    assert not any(
        isinstance(n, ast.Call) and getattr(n.func, "id", "") == "_m" for n in ast.walk(_tree(INIT))
    )


def test_the_message_lists_are_assembled_once() -> None:
    for name in ("MESSAGES_LIST", "UI_MESSAGES", "MESSAGES"):
        where = {p.name: _assigned(_tree(p), name) for p in HOUSE.glob("*.py")}
        assert {k: v for k, v in where.items() if v} == {"_catalogue.py": 1}, (name, where)


def test_every_part_is_a_small_room() -> None:
    sizes = {p.name: len(p.read_text("utf-8").splitlines()) for p in HOUSE.glob("*.py")}
    assert all(n <= 500 for n in sizes.values()), sizes


def test_the_names_callers_import_are_still_there() -> None:
    for name in (
        "DOMAIN", "LOCALE_DIR", "LANGUAGES", "LANGUAGE_NAMES", "ALIASES", "PLURAL_FORMS",
        "MIN_GROUPING_DIGITS", "MESSAGES", "MESSAGES_LIST", "UI_MESSAGES", "Message", "_m",
        "placeholders", "say", "translation", "fallback", "normalize_language", "pile_words",
        "MAX_PILE", "OWN_NAMES", "preset_name", "SIM_MESSAGES", "TABLE_MESSAGES",
        "STEAL_MESSAGES", "STEAL_UI_MESSAGES", "LESSON_MESSAGES", "CLI_MESSAGES",
        "CLI_HELP_MESSAGES", "ARGPARSE_MESSAGES", "TABLE_QUIZ_MESSAGES", "TABLE_UI_MESSAGES",
        "SHEET_MESSAGES", "TALLY_MESSAGES", "CLASSROOM_MESSAGES", "CLASS_MESSAGES",
        "SPEECH_MESSAGES", "SPEECH_UI_MESSAGES", "EXPORT_MESSAGES",
    ):  # fmt: skip
        assert hasattr(locale, name), name
    assert locale.MESSAGES_LIST[0].key == "name.you" and locale.UI_MESSAGES[0].key == "ui.game"
    ui = {m.key for m in locale.UI_MESSAGES}
    assert ui <= set(locale.MESSAGES) and len(ui) == len(locale.UI_MESSAGES)
