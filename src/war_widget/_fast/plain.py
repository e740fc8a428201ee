"""The kernel as plain Python, tuned for CPython: what ``engine="fast"`` runs without numba
(Python in the browser has none).

The game loops run as they are written (:mod:`.kernel` explains how one source serves both
worlds), over Python lists, which CPython indexes fastest.  What costs CPython most there,
beyond the loops' own steps, is calls: every shuffle draws through ``_below`` per card, each
draw converting its numbers with ``_u64``/``_i64`` (``int`` here, numpy's casts when
compiled), and every round asks the rules' arithmetic (:mod:`war_widget.arithmetic`) who
beats whom and whether the game ends.  numba inlines all of them (:mod:`.compiled`); here,
the same way, each function of the kernel and each loop is compiled anew from its own source
into a namespace of its own, where

* ``_shuffle`` is :func:`_shuffle_inline`: the same Fisher-Yates with SplitMix64 and
  Lemire's draw written in line (two items, most rounds, in one draw), drawing the same
  numbers in the same order; and a statement ``s = _shuffle(...)`` draws two items in line
  itself (:data:`_SHUFFLE_TEMPLATE`);
* a call of an arithmetic function whose body is one expression (``return e``, or
  ``if c: return a`` ... ``return e``) is that expression with the arguments put in
  (:class:`_Inline`), and the casts are left out (over Python ints they change nothing).

The source files are untouched: a loop is still written once, for both worlds, and
``tests/test_simulate_engines*.py`` hold these copies to the engine game by game.
"""

from __future__ import annotations

import ast
import copy
import inspect
import textwrap
import types
from typing import Any

from .. import arithmetic
from . import cycle, duel, many, two
from . import kernel as _source
from .kernel import GOLDEN, LOW32, M64, MIX1, MIX2, TWO32, Ints

#: The top bit of a 64-bit number.
TOP_BIT = 1 << 63


def _shuffle_inline(items: Ints, off: int, n: int, s: int) -> int:
    """:func:`.kernel._shuffle` with :func:`.kernel._below` in line: Fisher-Yates over
    ``items[off:off + n]``, last position first; the new state.  Two items (a round without
    a war) take one draw below 2, which is never rejected (its threshold is 0) and is the
    output's top bit: the items swap when it is 0."""
    if n == 2:
        s = (s + GOLDEN) & M64
        z = ((s ^ (s >> 30)) * MIX1) & M64
        z = ((z ^ (z >> 27)) * MIX2) & M64
        if z < TOP_BIT:  # the output's top bit is z's: z >> 31 has no bit 63
            items[off], items[off + 1] = items[off + 1], items[off]
        return s
    for i in range(n - 1, 0, -1):
        bound = i + 1
        threshold = (TWO32 - bound) % bound
        while True:
            s = (s + GOLDEN) & M64
            z = ((s ^ (s >> 30)) * MIX1) & M64
            z = ((z ^ (z >> 27)) * MIX2) & M64
            m = ((z ^ (z >> 31)) >> 32) * bound
            if (m & LOW32) >= threshold:
                break
        a = off + i
        b = off + (m >> 32)
        items[a], items[b] = items[b], items[a]
    return s


#: The number casts of the shared source: ``int`` here, numpy's casts when compiled.  Over
#: Python ints they change nothing, so the plain copies leave them out.
CASTS = frozenset({"_u64", "_i64"})


def _as_expression(func: Any) -> tuple[list[str], ast.expr] | None:
    """``func``'s parameters and its body as one expression -- ``return e``, or
    ``if c: return a`` ... ``return e`` as ``a if c else ... e`` -- or None for any other
    body (loops, assignments, defaults)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(func))).body[0]
    if not isinstance(tree, ast.FunctionDef) or tree.args.defaults or tree.args.vararg:
        return None
    body = tree.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]  # the docstring
    if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
        return None
    expr = body[-1].value
    for stmt in reversed(body[:-1]):
        if not (
            isinstance(stmt, ast.If)
            and not stmt.orelse
            and len(stmt.body) == 1
            and isinstance(stmt.body[0], ast.Return)
            and stmt.body[0].value is not None
        ):
            return None
        expr = ast.IfExp(test=stmt.test, body=stmt.body[0].value, orelse=expr)
    return [a.arg for a in tree.args.args], expr


def _names(node: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name)]


class _Substitute(ast.NodeTransformer):
    def __init__(self, values: dict[str, ast.expr]) -> None:
        self.values = values

    def visit_Name(self, node: ast.Name) -> ast.expr:
        value = self.values.get(node.id)
        if isinstance(value, ast.Name):  # a name keeps its place's context (an assignment's)
            return ast.Name(id=value.id, ctx=node.ctx)
        return copy.deepcopy(value) if value is not None else node


class _Inline(ast.NodeTransformer):
    """Calls of the rules' arithmetic written in line (their expression, the arguments put
    in), casts left out.  A call stays a call when an argument holds a call or is an
    expression the body would compute twice, or when a name the body reads is one of the
    caller's locals."""

    def __init__(self, inlined: dict[str, tuple[list[str], ast.expr]], local: set[str]) -> None:
        self.inlined = inlined
        self.local = local

    def visit_Assign(self, node: ast.Assign) -> ast.stmt:
        self.generic_visit(node)
        return _shuffle_in_line(node, self.local) or node

    def visit_Call(self, node: ast.Call) -> ast.expr:
        self.generic_visit(node)
        if not isinstance(node.func, ast.Name) or node.keywords or node.func.id in self.local:
            return node
        name, args = node.func.id, node.args
        if name in CASTS and len(args) == 1:
            return args[0]
        found = self.inlined.get(name)
        if found is None or len(found[0]) != len(args):
            return node
        params, expr = found
        for param, arg in zip(params, args, strict=True):
            simple = isinstance(arg, (ast.Name, ast.Constant))
            if any(isinstance(n, ast.Call) for n in ast.walk(arg)) or (
                not simple and _names(expr).count(param) > 1
            ):
                return node
        if set(_names(expr)) - set(params) & self.local:
            return node
        body = _Substitute(dict(zip(params, args, strict=True))).visit(copy.deepcopy(expr))
        return self.visit(body)  # type: ignore[no-any-return]


#: ``S = _shuffle(ITEMS, OFF, N, S)`` as the plain copies write it: two items (a round
#: without a war) drawn in line as :func:`_shuffle_inline` draws them, more items by the call.
_SHUFFLE_TEMPLATE = """
if N == 2:
    S = (S + GOLDEN) & M64
    _plain_z = ((S ^ (S >> 30)) * MIX1) & M64
    _plain_z = ((_plain_z ^ (_plain_z >> 27)) * MIX2) & M64
    if _plain_z < TOP_BIT:
        ITEMS[OFF], ITEMS[OFF + 1] = ITEMS[OFF + 1], ITEMS[OFF]
else:
    S = _shuffle(ITEMS, OFF, N, S)
"""


def _shuffle_in_line(node: ast.Assign, local: set[str]) -> ast.stmt | None:
    """A shuffle's call statement as :data:`_SHUFFLE_TEMPLATE`, or None when its arguments
    are not plain names and numbers, or its state is not the one it assigns."""
    call = node.value
    if not (
        len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and isinstance(call, ast.Call)
        and isinstance(call.func, ast.Name)
        and call.func.id == "_shuffle"
        and len(call.args) == 4
        and all(isinstance(a, (ast.Name, ast.Constant)) for a in call.args)
        and isinstance(call.args[3], ast.Name)
        and call.args[3].id == node.targets[0].id
        and "_plain_z" not in local
    ):
        return None
    names = dict(zip(("ITEMS", "OFF", "N", "S"), call.args, strict=True))
    statement = _Substitute(names).visit(ast.parse(_SHUFFLE_TEMPLATE).body[0])
    for part in ast.walk(statement):  # all on the call's line, for tracebacks
        if isinstance(part, (ast.stmt, ast.expr)):
            ast.copy_location(part, node)
    return statement  # type: ignore[no-any-return]


def _inlined_copy(func: Any, space: dict[str, Any], inlined: dict[str, Any]) -> Any:
    """``func`` compiled anew from its source with :class:`_Inline` applied, its globals
    ``space`` (its line numbers and file kept, for tracebacks)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(func)))
    definition = tree.body[0]
    assert isinstance(definition, ast.FunctionDef)
    definition.returns = None
    for arg in definition.args.args:
        arg.annotation = None
    local = set(func.__code__.co_varnames) | set(func.__code__.co_cellvars)
    tree = ast.fix_missing_locations(_Inline(inlined, local).visit(tree))
    ast.increment_lineno(tree, func.__code__.co_firstlineno - 1)
    scope: dict[str, Any] = {}
    exec(compile(tree, func.__code__.co_filename, "exec"), space, scope)
    copied = scope[func.__name__]
    copied.__qualname__ = func.__qualname__
    copied.__doc__ = func.__doc__
    return copied


def _build() -> dict[str, Any]:
    space = {
        **vars(arithmetic), **vars(many), **vars(two), **vars(cycle), **vars(duel), **vars(_source)
    }  # fmt: skip
    space["_shuffle"] = _shuffle_inline
    space["TOP_BIT"] = TOP_BIT
    inlined = {}
    for name in arithmetic.FUNCTIONS:
        try:
            found = _as_expression(getattr(arithmetic, name))
        except OSError:  # no source to read (a frozen build): called, not in line
            found = None
        if found is not None:
            inlined[name] = found
    loops = [(many, "play_games"), (two, "play_two"), (duel, "play_duel")]
    helpers = [(_source, n) for n in _source.FUNCTIONS if n != "_shuffle"]
    helpers += [(cycle, n) for n in cycle.FUNCTIONS]
    for module, name in helpers + loops:
        func = getattr(module, name)
        try:
            space[name] = _inlined_copy(func, space, inlined)
        except OSError:  # no source to read (a frozen build): the code as it is
            copied = types.FunctionType(func.__code__, space, func.__name__, func.__defaults__)
            copied.__qualname__ = func.__qualname__
            space[name] = copied
    return space


_SPACE = _build()

#: The plain game loops (same arguments as in their modules, Python lists).
play_games = _SPACE["play_games"]
play_two = _SPACE["play_two"]
play_duel = _SPACE["play_duel"]
