"""What the class experiment shows, in the learner's language: pure functions of a
:class:`~.model.Tally` (no Jupyter), sent to the front-end as one JSON-ready dict."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import locale
from ..simulation.words import number, percent, shown_in
from .model import Tally, finished

#: The labels the front-end shows as they are (keys without ``tally.``).
LABELS = (
    "yes",
    "no",
    "input",
    "add",
    "undo",
    "download",
    "class",
    "axis.share",
    "clear",
    "clear.yes",
    "clear.no",
)
#: Results an "Added: ..." line lists at most (a long paste ends with "…").
ADDED_SHOWN = 12


#: The view's entries a machine reads (or a path): never in the learner's digits.
AS_THEY_ARE = frozenset({"kind", "file", "file_path", "file_state"})


def front_end_words(lang: str) -> dict[str, str]:
    """The labels, how a percentage is written (``{value}%``, ``{value} %``...) and ``dir``,
    the direction the language is written in (the widget's ``dir``: Arabic right to left)."""
    words = {key: locale.say(lang, f"tally.{key}") for key in LABELS}
    words["percent"] = locale.say(lang, "sim.percent")
    words["dir"] = locale.direction(lang)
    return words


def in_digits(shown: dict[str, Any], digits: str, lang: str, keep: Sequence[str] = ()) -> Any:
    """The view (:func:`view`) as the learner reads it: every text in ``digits``, each
    ``keep`` (a file's name, what was typed) as it is; numbers, the file's path and what a
    machine reads (:data:`AS_THEY_ARE`) unchanged."""
    return shown_in(shown, digits, lang, keep, AS_THEY_ARE)


def count_text(lang: str, n: int) -> str:
    """ "20 results so far", in the plural form the language gives ``n``."""
    msg = locale.MESSAGES["tally.count"]
    assert msg.plural is not None
    template = locale.translation(lang).npgettext(msg.key, msg.text, msg.plural, n)
    return template.format(count=number(n, lang))


def view(tally: Tally, reference: Sequence[int] = ()) -> dict[str, Any]:
    """Everything the chart and the sentences need: the front-end only draws it."""
    lang = tally.lang
    n = len(tally)
    out: dict[str, Any] = {
        "kind": tally.question.kind,
        "title": locale.say(lang, tally.question.key),
        "count": n,
        "count_text": count_text(lang, n) if n else locale.say(lang, "tally.empty"),
    }
    if tally.question.kind == "yes_no":
        out.update(_yes_no(tally))
    else:
        out.update(_numbers(tally, reference))
    return out


def _yes_no(tally: Tally) -> dict[str, Any]:
    lang = tally.lang
    share, exact = tally.share(), tally.reference()
    yes = sum(tally.results)
    return {
        "share": None if share is None else float(share),
        "share_text": ""
        if share is None
        else locale.say(
            lang,
            "tally.share",
            share=percent(float(share), lang),
            yes=number(yes, lang),
            total=number(len(tally), lang),
        ),
        "reference": None if exact is None else float(exact),
        "reference_text": locale.say(lang, "tally.exact.unknown")
        if exact is None
        else locale.say(
            lang, "tally.exact", fraction=str(exact), share=percent(float(exact), lang)
        ),
        "running": tally.running(),
        "x_label": locale.say(lang, "tally.axis.results"),
    }


def _numbers(tally: Tally, reference: Sequence[int]) -> dict[str, Any]:
    lang = tally.lang
    bars = []
    for b in tally.bins(reference):
        low, high = number(b["low"], lang), number(b["high"], lang)
        if b["open"]:
            label = locale.say(lang, "tally.bar.open", low=low)
        else:
            label = (
                low if b["low"] == b["high"] else locale.say(lang, "tally.bar", low=low, high=high)
            )
        bars.append(
            {"label": label, "count": b["count"], "share": b["share"], "reference": b["reference"]}
        )
    return {
        "bars": bars,
        "share_text": unfinished_text(tally),
        "reference_text": locale.say(lang, "tally.simulated", games=number(len(reference), lang))
        if reference
        else "",
        "x_label": locale.say(lang, "tally.axis.rounds"),
    }


def unfinished_text(tally: Tally) -> str:
    """Under the histogram, when games were not finished: how many, the rounds they reached,
    and where the bars count them ("" when every game finished)."""
    reached = tally.unfinished()
    if not reached:
        return ""
    msg = locale.MESSAGES["tally.unfinished.bars"]
    assert msg.plural is not None
    n = len(reached)
    template = locale.translation(tally.lang).npgettext(msg.key, msg.text, msg.plural, n)
    rounds = locale.listed((number(r, tally.lang) for r in reached), tally.lang)
    return template.format(count=number(n, tally.lang), rounds=rounds)


def added_text(tally: Tally, added: Sequence[int]) -> str:
    """The results one line added, as the language writes them: ``12, 15``; ``sí, no``;
    ``not finished by round 150``."""
    lang = tally.lang
    if tally.question.kind == "yes_no":
        words = [locale.say(lang, "tally.yes" if r else "tally.no") for r in added]
    else:
        words = [
            number(r, lang)
            if finished(r)
            else locale.say(lang, "tally.unfinished", round=number(-r, lang))
            for r in added
        ]
    more = len(words) > ADDED_SHOWN
    return locale.listed(words[:ADDED_SHOWN] + (["…"] if more else []), lang)


def file_view(
    tally: Tally, name: str | None, path: str | None, state: str, reason: str = ""
) -> dict[str, Any]:
    """The file's line under the tally and the question asked before clearing.

    ``state``: ``ready`` (nothing written yet), ``saved``, ``failed`` (``reason``: the
    system's) or ``none`` (``file=None``)."""
    lang = tally.lang
    if name is None:
        text = locale.say(lang, "tally.file.none")
    else:
        key = {"ready": "tally.file.ready", "saved": "tally.file.saved"}.get(
            state, "tally.file.failed"
        )
        text = locale.say(lang, key, file=name, reason=reason)
    n = len(tally)
    msg = locale.MESSAGES["tally.clear.ask"]
    assert msg.plural is not None
    ask = locale.translation(lang).npgettext(msg.key, msg.text, msg.plural, n)
    after = (
        locale.say(lang, "tally.clear.lost")
        if name is None
        else locale.say(lang, "tally.clear.kept", file=name)
    )
    return {
        "file": name or "",
        "file_path": path or "",
        "file_state": state,
        "file_text": text,
        "clear_text": f"{ask.format(count=number(n, lang))} {after}",
    }
