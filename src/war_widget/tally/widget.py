"""ClassTally: the class experiment in a notebook.

The teacher types each child's or table's result; the class's relative frequency (a yes/no
question) or histogram (a number) grows beside the exact answer or a simulated distribution.
The results live in the ``results`` trait, so they are saved with the notebook's widget
state; ``to_csv()`` (and the Download button) exports them.  Everything shown is computed
here (:mod:`.model`, :mod:`.words`); the front-end (``js/tally.ts``) draws it and sends
``add`` and ``undo``.
"""

from __future__ import annotations

import logging
import pathlib
from typing import Any

import anywidget
import traitlets

from .. import locale
from ..front_state import apply_update
from ..rules import Rules
from .model import Tally, TallyError
from .words import front_end_words, view

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent.parent / "static"
#: Written by the widget only (a user adds results with add(), undo() or the front-end).
_DISPLAY = frozenset(["question", "results", "words", "view", "csv", "error"])


class ClassTally(anywidget.AnyWidget):
    """Gather the class's results of one question and compare them with the answer.

    Parameters
    ----------
    question : ``"first_war"`` (yes/no, against the exact 1/17) or ``"rounds"`` (a number,
        against ``games`` simulated games).
    results : results already gathered (as typed: ``"yes"``, ``"no"``, ``"37"``...).
    rules : the rules the class plays (default: classic).
    lang : en, es, pl, sk or nb.
    games, seed, engine : the simulated games a number is compared with.

    >>> t = ClassTally("first_war", results=["no", "no", "yes", "no"])
    >>> t.add("no").view["share_text"]
    'Our class: 20.0% said yes (1 of 5)'
    """

    _esm = _STATIC / "tally.js"
    _css = _STATIC / "tally.css"

    question = traitlets.Unicode(read_only=True).tag(sync=True)
    results = traitlets.List(traitlets.Int(), read_only=True).tag(sync=True)
    words = traitlets.Dict(read_only=True).tag(sync=True)
    view = traitlets.Dict(read_only=True).tag(sync=True)
    csv = traitlets.Unicode("", read_only=True).tag(sync=True)
    error = traitlets.Unicode("", read_only=True).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)

    def __init__(
        self,
        question: str = "first_war",
        *,
        results: Any = (),
        rules: Rules | None = None,
        lang: str = "en",
        games: int = 1_000,
        seed: int = 1,
        engine: str = "auto",
    ) -> None:
        lang = locale.normalize_language(lang)
        self._tally = Tally(question, results, rules=rules, lang=lang)
        self._reference: list[int] = []
        if self._tally.question.kind == "number":
            from ..simulation import simulate

            if not isinstance(games, int) or not 1 <= games <= 100_000:
                raise ValueError(f"games={games!r}: expected a whole number from 1 to 100,000")
            sim = simulate(self._tally.rules, games, seed=seed, engine=engine)
            self._reference = [int(r) for r in sim.rounds]
        super().__init__(lang=lang)
        self.set_trait("question", question)
        self._show()
        self.on_msg(self._on_msg)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _DISPLAY:
            raise traitlets.TraitError(
                f"{name} is read-only (the widget sets it): call add(), undo() or clear()"
            )
        super().__setattr__(name, value)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """An update from the front-end writes ``lang`` only; the results, the file and the
        views are Python's (a refused write is answered with Python's value)."""
        apply_update(self, sync_data, owned=_DISPLAY, write=super().set_state, log=log)

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        try:
            return locale.normalize_language(proposal["value"])
        except ValueError as err:
            raise traitlets.TraitError(str(err)) from None

    @traitlets.observe("lang")
    def _new_lang(self, change: Any) -> None:
        self._tally.lang = change["new"]
        self._show()

    # -- Python API ------------------------------------------------------------------------
    @property
    def tally(self) -> Tally:
        return self._tally

    @property
    def reference(self) -> list[int]:
        """The simulated games' lengths a number is compared with (empty for yes/no)."""
        return list(self._reference)

    def add(self, value: object) -> ClassTally:
        """Keep one result; one not allowed raises ``TallyError`` (and keeps the others)."""
        self._tally.add(value)
        self._show()
        return self

    def undo(self) -> ClassTally:
        self._tally.undo()
        self._show()
        return self

    def clear(self) -> ClassTally:
        self._tally.clear()
        self._show()
        return self

    def to_csv(self) -> str:
        return self._tally.to_csv()

    # -- the traits -------------------------------------------------------------------------
    def _show(self, error: str = "") -> None:
        with self.hold_sync():
            self.set_trait("results", list(self._tally.results))
            self.set_trait("words", front_end_words(self.lang))
            self.set_trait("view", view(self._tally, self._reference))
            self.set_trait("csv", self._tally.to_csv())
            self.set_trait("error", error)

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "add" and isinstance(content.get("value"), (str, bool, int)):
            try:
                self._tally.add(content["value"])
            except TallyError as err:  # said on the widget; the field keeps what was typed
                self.set_trait("error", err.say(self.lang))
                return
            self._show()
        elif kind == "undo":
            self.undo()
        else:
            log.warning("war_widget: ignored a malformed message from the tally: %r", content)


__all__ = ["ClassTally"]
