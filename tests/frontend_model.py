"""A fake front-end for a widget: the model a browser keeps, and the kernel's real entry points.

A real front-end (ipywidgets' JavaScript ``WidgetModel``) starts from the state Python opened
the comm with, applies every ``update`` and ``echo_update`` message Python sends, sets its own
writes locally before sending them, and reaches Python through the comm: the kernel calls
``widget._handle_msg(msg)``, which routes an ``update`` to ``set_state`` and a ``custom``
message to the widget's ``on_msg`` handlers.  :class:`FakeFrontEnd` does the same without a
browser: it takes the place of the widget's comm's ``send`` (recording every message Python
sends, as JSON, as the kernel's session would serialise it), keeps the model, and sends its
messages through ``_handle_msg``.

What it checks for a test:

- :meth:`FakeFrontEnd.disagreements`: every synced trait whose value in the front-end's model
  differs from ``widget.get_state()`` after a JSON round trip, compared as JavaScript compares
  JSON values (``1`` and ``1.0`` are one number, ``0`` and ``false`` are not).  Every synced
  trait is compared: the project's front-ends write no trait (they send intents, see
  ``js/``), so no trait is the front-end's own (:data:`FRONT_END_ONLY` is empty);
- :attr:`FakeFrontEnd.crashes`: an exception that escaped a message handler (ipywidgets'
  ``_handle_msg`` catches it and logs "Exception in widget method"), or anything logged at
  ERROR while the front-end was attached;
- :attr:`FakeFrontEnd.not_json`: a message Python sent that is not strict JSON (``NaN``, an
  object ``json`` cannot write): Jupyter's session would warn and send something else.
"""

from __future__ import annotations

import json
import logging
import math
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

#: Synced traits the front-end may hold its own value of (none: see the module's docstring).
FRONT_END_ONLY: frozenset[str] = frozenset()

_MISSING = ("<missing>",)


def js_json(value: Any) -> Any:
    """``value`` as JavaScript's ``JSON.stringify`` then ``JSON.parse`` give it back: NaN and
    the infinities become null, tuples lists, keys text; what JSON cannot hold, its ``str``."""
    return json.loads(json.dumps(_finite(value), default=str))


def _finite(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {str(k): _finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(v) for v in value]
    return value


def canon(value: Any) -> Any:
    """A JSON value in a form whose ``==`` is JavaScript's view of equal JSON: a boolean is
    not the number 0 or 1 (Python's ``False == 0`` is true), numbers compare by value."""
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, float) and math.isnan(value):
        return ("nan",)
    if isinstance(value, dict):
        return {k: canon(v) for k, v in value.items()}
    if isinstance(value, list):
        return [canon(v) for v in value]
    return value


class _Crashes(logging.Handler):
    """Collects what ipywidgets logs when a message handler raised, and every ERROR."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if _elsewhere(record, text):
            return
        if record.levelno >= logging.ERROR or text.startswith("Exception in widget method"):
            if record.exc_info and record.exc_info[1] is not None:
                error = record.exc_info[1]
                text += f" ({type(error).__name__}: {error})"
            self.records.append(text[:2000])


def _elsewhere(record: logging.LogRecord, text: str) -> bool:
    """An ERROR from another test of the same process, not from the widget: asyncio reporting
    a Playwright task garbage-collected while pending ("Task was destroyed but it is
    pending! task: <Task ... BrowserContext._on_route() ...>", seen once in make test-slow
    when a browser test ran before the fuzz test in the same worker)."""
    return record.name == "asyncio" and "Task was destroyed" in text and "playwright" in text


class FakeFrontEnd:
    """One widget's front-end: its model, the messages Python sent it, and its sending."""

    def __init__(self, widget: Any) -> None:
        self.widget = widget
        self.lock = threading.Lock()
        self.model: dict[str, Any] = js_json(widget.get_state())
        self.custom: list[Any] = []  # custom messages from Python, oldest first
        self.not_json: list[str] = []
        self._crashes = _Crashes()
        comm = widget.comm
        assert comm is not None, "the widget has no comm to take over"
        comm.send = self._receive  # every message Python sends comes here

    # -- Python -> the front-end ------------------------------------------------------------
    def _receive(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        try:
            text = json.dumps(data, allow_nan=False)
        except (TypeError, ValueError) as err:
            self.not_json.append(f"{err}: {str(data)[:300]}")
            text = json.dumps(js_json(data))
        msg = json.loads(text)
        with self.lock:
            if msg.get("method") in ("update", "echo_update"):
                self.model.update(msg.get("state", {}))
            elif msg.get("method") == "custom":
                self.custom.append(msg.get("content"))

    # -- the front-end -> Python, through the kernel's entry point --------------------------
    def send(self, content: Any) -> None:
        """A custom message (a click's intent), as ``model.send(content)`` sends it."""
        self._deliver({"method": "custom", "content": content})

    def update(self, state: Any) -> None:
        """An update message: the front-end writes its model first (``model.set`` then
        ``save_changes``), then the kernel hears of it."""
        sent = js_json(state)
        if isinstance(sent, dict):  # a hostile front-end's state may be no object at all
            with self.lock:
                self.model.update(sent)
        self._deliver({"method": "update", "state": sent, "buffer_paths": []})

    def request_state(self) -> None:
        """A newly shown view asking for the whole state (``request_state``)."""
        self._deliver({"method": "request_state"})

    def _deliver(self, data: dict[str, Any]) -> None:
        self.widget._handle_msg({"content": {"data": data}, "buffers": []})

    # -- what a test checks -----------------------------------------------------------------
    @property
    def crashes(self) -> list[str]:
        return list(self._crashes.records)

    def disagreements(self) -> dict[str, tuple[Any, Any]]:
        """Each synced trait whose value differs between the two sides: name -> (the
        front-end's, Python's), both cut to a readable length."""
        python = json.loads(json.dumps(self.widget.get_state(), default=str))
        with self.lock:
            model = dict(self.model)
        if json.dumps([model.get(name, _MISSING) for name in python]) == json.dumps(
            list(python.values())
        ):  # the same text: nothing differs (the usual case, checked at C speed)
            return {}
        return {
            name: (_cut(model.get(name, _MISSING)), _cut(value))
            for name, value in python.items()
            if name not in FRONT_END_ONLY and not _same(model.get(name, _MISSING), value)
        }

    def check(self) -> None:
        """Both sides agree, no handler raised, and everything sent was JSON."""
        assert not self.crashes, f"an exception escaped a message handler: {self.crashes}"
        assert not self.not_json, f"Python sent a message that is not JSON: {self.not_json}"
        differ = self.disagreements()
        assert not differ, f"the front-end and Python disagree on {differ}"

    @contextmanager
    def attached(self) -> Iterator[FakeFrontEnd]:
        """Listen for crashes while the block runs (ipywidgets' log and every ERROR)."""
        loggers = [logging.getLogger(), self.widget.log]
        for logger in loggers:
            logger.addHandler(self._crashes)
        try:
            yield self
        finally:
            for logger in loggers:
                logger.removeHandler(self._crashes)


def _same(a: Any, b: Any) -> bool:
    """The same JSON value as JavaScript sees it (the same text is; else :func:`canon`)."""
    if a is _MISSING or b is _MISSING:
        return a is b
    if a is b or json.dumps(a) == json.dumps(b):
        return True
    return bool(canon(a) == canon(b))


def _cut(value: Any) -> Any:
    text = json.dumps(value, default=str) if value is not _MISSING else "<missing>"
    return value if len(text) <= 300 else text[:300] + f"... ({len(text):,} characters)"
