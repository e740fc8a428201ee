"""The Python half of the lesson site's light host: the widgets in Pyodide with no Jupyter.

The children's pages of the lesson site run Python in a Web Worker (Pyodide) and draw each
widget with its own front-end module (`_esm`) on the page: no JupyterLab, no ipykernel, no
IPython. A widget talks to its front-end through a comm, as in a kernel (the `comm`
package's interface, which ipywidgets and anywidget use); here every comm message is handed
to `post` as one JSON text, and the page's messages come back through :func:`receive`.

    from war_widget.lessons import light_host as web
    web.prepare()                           # optional: import what a widget needs, first
    web.start(post)                         # once, before any widget is made
    model_id = web.show('WarWidget(lang="pl")')
    web.receive(text)                       # a message from the page, as JSON text

In a live class (the page opened from the teacher's computer, ``?room=CODE``) the page also
calls :func:`report_to`: from then on the shown widget's rounds, finished games and quiz
answers are made into the class's records (:class:`war_widget.classroom.report.Reporter`)
and, after each message from the page, handed to the page in one message
``{"type": "report", "records": [...]}``, which its outbox keeps until the teacher's computer
has them. :func:`act` runs one of the page's own buttons (lesson 03's "to the end").

The messages are those of the Jupyter widget protocol (version 2), without the kernel's
envelope: ``{"kind": "open" | "msg" | "close", "comm_id": ..., "data": {...}}``. Binary
buffers are not carried: none of war_widget's traits has any.

The page's worker calls :func:`prepare` before :func:`start` on a first visit and takes a
memory snapshot of Python there (Pyodide's ``makeMemorySnapshot``: no JavaScript object may be
held by Python yet); a return visit restores it and calls :func:`restored` instead, so neither
Python's own start nor these imports run again (js/host/worker.ts).

ipywidgets imports a few names from IPython at import time (``get_ipython``, ``display``,
``InteractiveShell``); where IPython is missing, :func:`start` puts a small stand-in in its
place whose ``get_ipython()`` is None, as in a plain Python script.
"""

from __future__ import annotations

import ast
import json
import sys
import types
from collections.abc import Callable
from typing import Any

Post = Callable[[str], None]

#: The comms open in this host, by id: what :func:`receive` delivers to.
_COMMS: dict[str, Any] = {}
_post: Post | None = None
#: comm.create_comm and ipywidgets' echo as they were before start(), for stop().
_before: list[tuple[Any, bool]] = []


class HostError(Exception):
    """A message from the page that the host cannot deliver, or a host used before start()."""


def _stand_in_ipython() -> None:
    """A stand-in for the few IPython names ipywidgets imports, where IPython is missing."""
    ipython = types.ModuleType("IPython")
    display = types.ModuleType("IPython.display")
    core = types.ModuleType("IPython.core")
    shell = types.ModuleType("IPython.core.interactiveshell")

    def get_ipython() -> None:
        return None

    def nothing(*args: object, **kwargs: object) -> None:
        return None

    class InteractiveShell:  # what ipywidgets' Output widget asks for; never used here
        @classmethod
        def instance(cls) -> InteractiveShell:
            raise RuntimeError("no IPython in the light host: an Output widget cannot run here")

    ipython.get_ipython = get_ipython  # type: ignore[attr-defined]
    ipython.display = display  # type: ignore[attr-defined]
    ipython.core = core  # type: ignore[attr-defined]
    display.display = nothing  # type: ignore[attr-defined]
    display.clear_output = nothing  # type: ignore[attr-defined]
    core.interactiveshell = shell  # type: ignore[attr-defined]
    shell.InteractiveShell = InteractiveShell  # type: ignore[attr-defined]
    for module in (ipython, display, core, shell):
        sys.modules[module.__name__] = module


def _comm_class() -> type:
    from comm.base_comm import BaseComm

    class PostComm(BaseComm):
        """A comm whose messages go to the page through the worker's `post`."""

        def publish_msg(
            self,
            msg_type: str,
            data: dict[str, Any] | None = None,
            metadata: dict[str, Any] | None = None,
            buffers: list[Any] | None = None,
            **keys: Any,
        ) -> None:
            if buffers:
                raise HostError("the light host carries no binary buffers")
            kind = {"comm_open": "open", "comm_msg": "msg", "comm_close": "close"}[msg_type]
            if kind == "open":
                _COMMS[self.comm_id] = self
            elif kind == "close":
                _COMMS.pop(self.comm_id, None)
            if _post is None:
                return  # the host was stopped: no page to tell
            message = {"kind": kind, "comm_id": self.comm_id, "data": data or {}}
            _post(json.dumps(message, separators=(",", ":"), allow_nan=False))

    return PostComm


def prepare() -> None:
    """Import what a child's page needs to make its widget (IPython's stand-in where IPython is
    missing, comm, ipywidgets, anywidget, the play widget), holding nothing from the page: the
    worker takes Python's memory snapshot right after it."""
    try:
        import IPython  # noqa: F401  (a kernel's own, where there is one)
    except ImportError:
        _stand_in_ipython()
    import comm  # noqa: F401
    from ipywidgets.widgets import widget  # noqa: F401

    from ..play import widget as play_widget  # noqa: F401


def restored() -> None:
    """After Python's memory was restored from a snapshot: fresh streams for :mod:`random`,
    whose seed the snapshot kept (the games' own seeds come from :mod:`secrets`)."""
    import random

    random.seed()


def start(post: Post) -> None:
    """Send every widget's messages to `post` from now on (call once, before any widget)."""
    global _post
    _post = post
    prepare()
    import comm
    from ipywidgets.widgets import widget

    if not _before:
        _before.append((comm.create_comm, widget.JUPYTER_WIDGETS_ECHO))
    comm.create_comm = _comm_class()
    # The page keeps the values it sets: Python need not send each one back (ipywidgets' echo).
    widget.JUPYTER_WIDGETS_ECHO = False


def stop() -> None:
    """Forget the host: comms made from now on are comm's own again (tests use it)."""
    global _post, _reporter
    import comm
    from ipywidgets.widgets import widget

    if _before:
        comm.create_comm, widget.JUPYTER_WIDGETS_ECHO = _before.pop()
    _post = None
    _reporter = None
    _COMMS.clear()
    _SHOWN.clear()


def show(code: str, names: dict[str, Any] | None = None) -> str:
    """Run `code` and return the model id of the widget its last line makes.

    Raises HostError if the last line is not an expression giving a widget."""
    if _post is None:
        raise HostError("web.start(post) must run before web.show(code)")
    tree = ast.parse(code, "<lesson>")
    final = tree.body.pop() if tree.body else None
    if not isinstance(final, ast.Expr):
        raise HostError("the page's code must end with an expression that makes a widget")
    last = ast.Expression(final.value)
    scope: dict[str, Any] = {"__name__": "__lesson__", **(names or {})}
    exec(compile(tree, "<lesson>", "exec"), scope)
    widget = eval(compile(last, "<lesson>", "eval"), scope)
    model_id = getattr(widget, "model_id", None)
    if not isinstance(model_id, str):
        raise HostError(f"the page's code made {type(widget).__name__}, not a widget")
    scope["_widget"] = widget  # kept alive with its comm
    _SHOWN.append(scope)
    return model_id


_SHOWN: list[dict[str, Any]] = []


def receive(text: str) -> None:
    """Deliver one message from the page: ``{"comm_id": ..., "data": {"method": ...}}``.

    Raises HostError naming what is wrong when the message is not one the protocol allows
    (not JSON, no such comm, no method); the widget is left as it was."""
    try:
        message = json.loads(text)
    except ValueError as error:
        raise HostError(f"a message from the page is not JSON: {error}") from None
    if not isinstance(message, dict):
        raise HostError("a message from the page must be a JSON object")
    comm = _COMMS.get(message.get("comm_id"))  # type: ignore[arg-type]
    if comm is None:
        raise HostError(f"no widget has the comm_id {message.get('comm_id')!r}")
    data = message.get("data")
    if not isinstance(data, dict) or data.get("method") not in ("update", "custom"):
        raise HostError("a message's data must be an object whose method is update or custom")
    try:
        comm.handle_msg({"content": {"comm_id": comm.comm_id, "data": data}, "buffers": []})
    finally:
        _send_reports()


#: The live class's reporter (None: no class, nothing is reported), see report_to().
_reporter: Any = None
#: The page's buttons around the table that act() may run: the shown widget's method of that name.
ACTS = ("play_to_end",)


def report_to(post: Post, lesson: str, device: str, start: int) -> None:
    """Report the shown widgets' rounds, games and quiz answers from now on: the records
    (ids ``{device}-{start}``, ``{device}-{start + 1}``...) go to `post` after each message
    from the page, as one JSON text ``{"type": "report", "records": [...]}``.

    Raises HostError before a widget is shown, ValueError for a lesson, device or start
    that is not allowed (each named)."""
    global _reporter
    from ..classroom.report import Reporter

    if not _SHOWN:
        raise HostError("web.show(code) must run before web.report_to(...)")

    def send(records: list[dict[str, Any]]) -> None:
        message = {"type": "report", "records": records}
        post(json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False))

    _reporter = Reporter(lesson, device, start=start, send=send)
    for scope in _SHOWN:
        if hasattr(scope["_widget"], "report"):
            scope["_widget"].report = _reporter


def act(name: str) -> None:
    """Run the page's button `name` (one of :data:`ACTS`) on the widget shown last; its
    records, in a class, go to the page at once. Raises HostError for any other name."""
    if name not in ACTS or not _SHOWN:
        raise HostError(f"act: {name!r} is not allowed: one of {', '.join(ACTS)}, once shown")
    try:
        getattr(_SHOWN[-1]["_widget"], name)()
    finally:
        _send_reports()


def _send_reports() -> None:
    if _reporter is not None:
        _reporter.flush()
