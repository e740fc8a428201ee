"""The package's layout holds (docs/architecture.md): no import cycles (imports for the type
checker included), nothing outside the engine reaching into a Game's private state, and every
rule option reaching the kernel through one named place. Module and function sizes are a
guide: the places over it are reported as warnings, never a failure."""

from __future__ import annotations

import ast
import dataclasses
import re
import warnings
from pathlib import Path

import pytest

import war_widget
from war_widget import Rules
from war_widget.game.rules import OPTION_NAMES
from war_widget.kernel import options as kernel_options

PACKAGE = Path(war_widget.__file__).parent

#: The message catalogue data, which the limit on module size leaves aside: its lines are
#: message definitions (one ``_m(key, english, ...)`` each), not code.
_CATALOGUE_DATA = {"war_widget.locale"}

MAX_MODULE_LINES = 500
MAX_FUNCTION_LINES = 60


def _modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its ``__init__.py``)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = _modules()


class _Imports(ast.NodeVisitor):
    """The package's modules a module imports: at its top, inside its functions (a lazy
    import still runs) and under ``if TYPE_CHECKING:`` (a module that needs another's types
    depends on it as much: a cycle through them is a cycle)."""

    def __init__(self, name: str, is_package: bool) -> None:
        self.package = name if is_package else name.rpartition(".")[0]
        self.found: set[str] = set()

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            if alias.name in MODULES:
                self.found.add(alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.package.split(".")
            base = base[: len(base) - (node.level - 1)]
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = node.module or ""
        # `from . import locale` imports the submodule; `from .rules import Rules`, the module.
        submodules = {f"{target}.{alias.name}" for alias in node.names} & MODULES.keys()
        if len(submodules) < len(node.names) and target in MODULES:
            self.found.add(target)
        self.found |= submodules


def _graph() -> dict[str, set[str]]:
    graph = {}
    for name, path in MODULES.items():
        visitor = _Imports(name, path.name == "__init__.py")
        visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
        graph[name] = visitor.found - {name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_import_walk_sees_the_imports_it_must() -> None:
    """The walk itself: top-level, relative, lazy and submodule imports are all found, and
    imports for the type checker too."""
    graph = _graph()
    assert "war_widget.explain" in graph["war_widget.game.engine"]  # lazy, in Game.explain
    assert "war_widget.game.export" in graph["war_widget.game.engine"]  # lazy, in Game.export
    assert "war_widget.game.records" in graph["war_widget.game.engine"]
    assert "war_widget.locale" in graph["war_widget.game.names"]  # `from . import locale`
    assert "war_widget.kernel.options" in graph["war_widget.kernel"]
    assert "war_widget.game.engine" not in graph["war_widget.explain"]  # TYPE_CHECKING only
    assert "war_widget.game.records" in graph["war_widget.explain"]  # TYPE_CHECKING: Round
    assert "war_widget" not in graph["war_widget.kernel.options"]  # `from .. import engine`
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycles_inside_the_package() -> None:
    assert _cycles(_graph()) == []


def _game_privates() -> set[str]:
    """The private attributes and methods of :class:`war_widget.game.engine.Game`."""
    tree = ast.parse(MODULES["war_widget.game.engine"].read_text(encoding="utf-8"))
    game = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Game")
    found = set()
    for node in ast.walk(game):
        if isinstance(node, ast.FunctionDef) and node.name.startswith("_"):
            found.add(node.name)
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
            and node.attr.startswith("_")
        ):
            found.add(node.attr)
    return {name for name in found if not name.startswith("__")}


def _private_uses(source: str, privates: set[str]) -> list[str]:
    """``x._name`` for a name of ``privates`` (``self._name`` is the module's own class's)."""
    uses = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Attribute)
            and node.attr in privates
            and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
        ):
            uses.append(f"line {node.lineno}: {ast.unparse(node)}")
    return uses


def test_the_private_walk_finds_what_it_must() -> None:
    privates = _game_privates()
    assert {"_rng", "_finish", "_play", "_driver", "_given"} <= privates
    assert _private_uses("game._rng = path\nself._rng = 1\n", privates) == ["line 1: game._rng"]


def test_no_game_private_is_used_outside_the_engine() -> None:
    """The round's steps work on the Table they are given; exact answers pass their chance
    to Game(); policies read what a seat may see: nothing reaches into a Game."""
    privates = _game_privates()
    used = {}
    for name, path in MODULES.items():
        if name == "war_widget.game.engine":
            continue
        uses = _private_uses(path.read_text(encoding="utf-8"), privates)
        if uses:
            used[name] = uses
    assert used == {}


class SizeGuide(UserWarning):
    """A module or function over the size guide: a reason to look at splitting it by job,
    reported in pytest's warnings summary, not a failure (a size never decides the layout)."""


def _long_modules(modules: dict[str, Path]) -> dict[str, int]:
    """The modules over the guide's lines (the catalogue data aside) with their lengths."""
    long = {}
    for name, path in modules.items():
        if name in _CATALOGUE_DATA:
            continue
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_MODULE_LINES:
            long[name] = lines
    return long


def _code_lines(node: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """A function's lines from its signature to its end, its docstring aside (a documented
    parameter list is not code to read)."""
    lines = (node.end_lineno or node.lineno) - node.lineno + 1
    first = node.body[0]
    if ast.get_docstring(node) is not None and len(node.body) > 1:
        lines -= (first.end_lineno or first.lineno) - first.lineno + 1
    return lines


def _long_functions(name: str, source: str) -> dict[str, int]:
    """A module's functions over the guide's lines of code, except the documented kernel
    loops, with their lengths."""
    long = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines = _code_lines(node)
            if lines > MAX_FUNCTION_LINES:
                long[f"{name}.{node.name}"] = lines
    return long


def test_the_size_guide_measures_what_it_must(tmp_path: Path) -> None:
    """The measures behind the warnings: a long module and a long function are found, a
    docstring is not counted, the catalogue data is left aside."""
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    docstring = '    """Doc.\n\n' + "    line\n" * 20 + '    """\n'
    source = f"def long():\n{body}\n\ndef short():\n{docstring}    return 1\n"
    assert _long_functions("m", source) == {"m.long": MAX_FUNCTION_LINES + 1}
    big = tmp_path / "big.py"
    big.write_text("x = 1\n" * (MAX_MODULE_LINES + 1), encoding="utf-8")
    small = tmp_path / "small.py"
    small.write_text("x = 1\n" * MAX_MODULE_LINES, encoding="utf-8")
    paths = {"big": big, "small": small, "war_widget.locale": big}
    assert _long_modules(paths) == {"big": MAX_MODULE_LINES + 1}


def test_the_size_guide_reports_long_modules_and_functions() -> None:
    """Modules under ~500 lines and functions under ~60 lines of code are a guide, not a
    wall: each place over it is listed as a SizeGuide warning (pytest's warnings summary)
    for the next change there to consider splitting it by job; the test passes either way.
    Import cycles and Game privates, above, still fail."""
    for module, lines in _long_modules(MODULES).items():
        note = f"module {module}: {lines} lines (guide {MAX_MODULE_LINES})"
        warnings.warn(note, SizeGuide, stacklevel=1)
    for name, path in MODULES.items():
        for function, lines in _long_functions(name, path.read_text(encoding="utf-8")).items():
            note = f"function {function}: {lines} lines of code (guide {MAX_FUNCTION_LINES})"
            warnings.warn(note, SizeGuide, stacklevel=1)


def test_the_exceptions_are_real_modules() -> None:
    """A name left in an exception list after its module moved would hide nothing; keep the
    lists true."""
    for name in _CATALOGUE_DATA:
        assert name in MODULES, name


# -- one place per rule option: the kernel ----------------------------------------------------
#: Another allowed value for each field of Rules (a field added to Rules without one fails
#: test_each_field_has_an_alternative_here, so its kernel input gets tested below).
ALTERNATIVES = {
    "players": 3,
    "face_down": 1,
    "ace_low": True,
    "flip": 2,
    "combine": "product",
    "jokers": 2,
    "lowest_rank": 6,
    "numbers": 10,
    "copies": 4,
    "multiway": "war_is_superior",
    "peace": 0.25,
    "shortage": "lose",
    "pickup": "table",
    "round_limit": 240,
    "few_cards": 5,
    "steal": "end_round",
    "lowest_wins": True,
}
#: The rules an alternative is tried against, where the defaults do not allow it.
BASES = {"copies": Rules(numbers=10), "steal": Rules.preset("steal_war")}


def test_each_field_has_an_alternative_here() -> None:
    assert set(ALTERNATIVES) == set(OPTION_NAMES) - set(kernel_options.REFUSED)


def test_the_kernel_refuses_no_field() -> None:
    """Steal War, the last field the kernel once refused, is played by _fast/steal.py."""
    assert kernel_options.REFUSED == {}
    assert kernel_options.pack(Rules.preset("steal_war")).options[kernel_options.OPT_STEAL] == 1


def test_every_rules_field_reaches_the_kernel() -> None:
    """Adding a field to Rules without saying how the kernel gets it fails here."""
    fields = {f.name for f in dataclasses.fields(Rules) if f.init}
    assert set(kernel_options.CARRIED_BY) | set(kernel_options.REFUSED) == fields
    carriers = set(kernel_options.SLOTS) | {"deck", "values"}
    for name, carried in kernel_options.CARRIED_BY.items():
        assert carried and set(carried) <= carriers, name
    used = {slot for carried in kernel_options.CARRIED_BY.values() for slot in carried}
    # Every slot carries a rule option, except the engine's safety cap (not a rule).
    assert set(kernel_options.SLOTS) - used == {"safety_cap"}


def test_each_slot_has_its_named_index() -> None:
    named = {n: v for n, v in vars(kernel_options).items() if n.startswith("OPT_")}
    assert named == {f"OPT_{slot.upper()}": i for i, slot in enumerate(kernel_options.SLOTS)}


@pytest.mark.parametrize("field", sorted(ALTERNATIVES))
def test_changing_a_field_changes_what_the_kernel_reads_where_declared(field: str) -> None:
    base = BASES.get(field, Rules())
    other = base.replace(**{field: ALTERNATIVES[field]})
    a, b = kernel_options.pack(base), kernel_options.pack(other)
    changed = {part for part in ("deck", "values") if getattr(a, part) != getattr(b, part)}
    changed |= {
        slot
        for slot, x, y in zip(kernel_options.SLOTS, a.options, b.options, strict=True)
        if x != y
    }
    assert changed, f"{field}: the kernel reads the same inputs for {ALTERNATIVES[field]!r}"
    assert changed <= set(kernel_options.CARRIED_BY[field]), field


def test_the_kernel_reads_options_by_name_only() -> None:
    """No ``options[3]``: a slot's number is written once, in _fast/options.py (and the C
    kernel reads ``options[OPT_...]``, the names options.h writes from it)."""
    sources = {name: MODULES[name] for name in ("war_widget.kernel", "war_widget.kernel.wasm")}
    sources |= {c.name: c for c in (PACKAGE.parents[1] / "csrc" / "kernel").glob("*.c")}
    assert len(sources) >= 7, sorted(sources)  # the host, and every C loop
    for name, path in sources.items():
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"options\[\d+\]", source), name


def test_every_rules_field_is_in_the_game_code() -> None:
    """A rule option the code leaves out would replay as another game."""
    from war_widget.game import codes

    assert sorted({name for name, _ in codes.FIELDS + codes.MORE}) == sorted(OPTION_NAMES)


def test_every_event_kind_has_an_explanation_builder() -> None:
    """An event kind the detailed level has no builder for would be left out of every
    explanation (flips and face-down cards are gathered into flip steps)."""
    from war_widget import EVENT_KINDS
    from war_widget.explain.detailed import _BUILDERS

    assert set(EVENT_KINDS) == set(_BUILDERS) | {"flip", "face_down"}


def test_every_event_kind_has_its_class_and_the_engine_makes_it() -> None:
    """One class per kind, naming what the shared fields mean for it; still an Event (equal
    to one with the same values)."""
    from war_widget import EVENT_KINDS, Event, Game, Rules
    from war_widget.game.events import EVENT_CLASSES, End, War

    assert set(EVENT_CLASSES) == set(EVENT_KINDS)
    g = Game(Rules(face_down=1, pickup="table"), hands=[["9", "2", "K"], ["9", "3", "4"]])
    events = [e for rnd in g.rounds() for e in rnd.events]
    assert all(type(e) is EVENT_CLASSES[e.kind] for e in events)
    war = next(e for e in events if e.kind == "war")
    assert isinstance(war, War) and (war.number, war.tied) == (war.count, war.value) == (1, 9)
    end = events[-1]
    assert isinstance(end, End) and end.round == g.round
    assert end == Event(*end) and end.to_dict() == Event(*end).to_dict()


#: The file names a package may share with another, each for the same job in its own package
#: (docs/architecture.md, "The rooms").
SHARED_NAMES = {"__init__", "widget", "words", "messages", "store", "summary", "model"}


def test_a_module_name_repeats_only_for_the_same_job() -> None:
    """No two modules of one name doing different jobs (issue 44): a name outside the list
    that architecture.md gives appears once in the package."""
    seen: dict[str, list[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        seen.setdefault(path.stem, []).append(str(path.relative_to(PACKAGE)))
    repeated = {name: paths for name, paths in seen.items() if len(paths) > 1}
    assert set(repeated) <= SHARED_NAMES, {n: repeated[n] for n in set(repeated) - SHARED_NAMES}
    text = (PACKAGE.parents[1] / "docs" / "architecture.md").read_text("utf-8")
    assert all(f"`{name}.py`" in text for name in SHARED_NAMES - {"__init__"})
