"""The dashboard's view: :class:`~.stats.ClassStats`' numbers as the JSON-ready dict the
front-end draws, every word and number written in the teacher's language (pure: no Jupyter).

The front-end (``js/classroom.ts``) decides nothing: it lays out what is here.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from .. import locale
from ..simulation.words import number, percent
from .figures import chart_text, figures_left_to_right
from .stats import HELP_QUIET, HELP_WRONG, PROBABILITY_LESSONS

if TYPE_CHECKING:
    from .stats import ClassStats, Pupil

#: The buttons' and headings' words (keys without ``dash.``) the front-end shows as they are.
LABELS = (
    "title",
    "code",
    "open",
    "pause",
    "resume",
    "paused",
    "projector",
    "export",
    "pupils",
    "help",
    "qr",
    "band",
)


#: Lessons whose tables deal a deck of their own (02: the youngest's, 1 to 10, four of each: a
#: first flip is a war 3 times in 39): the classic deck's exact 1/17 and the computer's classic
#: games are not their answers, so their dashboard shows neither (its question is the answers),
#: though their first rounds say whether they were a war.
OWN_DECK = ("02_counting",)


def front_end_words(lang: str) -> dict[str, str]:
    """The dashboard's fixed labels, "Our class" (its legend), and ``dir``: the direction the
    language is written in (``"ltr"`` or ``"rtl"``), the dashboard root's and the teacher
    page's ``dir`` (the front-end decides nothing).  Figures in them ("95%") are isolated
    left to right in a right-to-left language (:func:`.figures.figures_left_to_right`)."""
    words = {key: _shown(lang, locale.say(lang, f"dash.{key}")) for key in LABELS}
    words["class"] = locale.say(lang, "tally.class")
    words["dir"] = locale.direction(lang)
    return words


def _shown(lang: str, text: str) -> str:
    return figures_left_to_right(text, lang)


def _plural(lang: str, key: str, n: int, **fields: object) -> str:
    msg = locale.MESSAGES[key]
    assert msg.plural is not None
    template = locale.translation(lang).npgettext(msg.key, msg.text, msg.plural, n)
    return template.format(count=number(n, lang), **fields)


def view(stats: ClassStats, *, projector: bool = False) -> dict[str, Any]:
    """Everything the dashboard draws (``projector``: the aggregates only, no name)."""
    lang = stats.lang
    say = locale.say
    home = stats.lesson in PROBABILITY_LESSONS
    totals = [
        ("pupils", len(stats.pupils)),
        ("rounds", sum(p.rounds for p in stats.pupils.values())),
        ("games", sum(p.games for p in stats.pupils.values())),
        ("answers", sum(p.answers for p in stats.pupils.values())),
    ]
    if not quizzed(stats):  # the experiments' tables ask nothing: no row of noughts
        totals.pop()
    classic = stats.lesson not in OWN_DECK
    sections = {
        "first_war": (home or (classic and stats.deals > 0), first_war_view(stats)),
        "lengths": (home or (classic and sum(stats.lengths.values()) > 0), lengths_view(stats)),
        "answers": (not home or bool(stats.answer_kinds()), answers_view(stats)),
    }
    order = ("first_war", "lengths", "answers") if home else ("answers", "first_war", "lengths")
    out: dict[str, Any] = {
        "lang": lang,
        "projector": projector,
        "totals": [
            {
                "key": key,
                "label": say(lang, "dash.pupils" if key == "pupils" else f"dash.col.{key}"),
                "value": number(n, lang),
            }
            for key, n in totals
        ],
        "sections": [name for name in order if sections[name][0]],
        "pupils": None if projector else pupils_view(stats),
    }
    for name, (_, shown) in sections.items():
        out[name] = shown
    return out


def _clock(at: float | None) -> str:
    """A server time as this computer's local hours:minutes (the teacher's clock)."""
    return "—" if at is None else datetime.fromtimestamp(at).strftime("%H:%M")


def _why(pupil: Pupil, stats: ClassStats) -> str:
    lang = stats.lang
    parts = []
    for reason, n in pupil.help(stats.clock):
        if reason == "wrong":
            parts.append(_plural(lang, "dash.help.wrong", n))
        else:
            parts.append(locale.say(lang, "dash.help.quiet", minutes=number(n // 60, lang)))
    return _shown(lang, "; ".join(parts))


def quizzed(stats: ClassStats) -> bool:
    """Whether the class answers questions: a lesson with a quiz, or an answer arrived (lessons
    03, 06 and 07 ask none: their dashboard shows no answers' columns)."""
    return stats.lesson not in PROBABILITY_LESSONS or any(p.answers for p in stats.pupils.values())


def pupils_view(stats: ClassStats) -> dict[str, Any]:
    """The pupils' table: those who may need help first, with why."""
    lang = stats.lang
    say = locale.say
    keys = ("rounds", "games", "answers", "wrong") if quizzed(stats) else ("rounds", "games")
    rows = []
    for p in stats.ordered_pupils():
        why = _why(p, stats)
        counts = {"rounds": p.rounds, "games": p.games, "answers": p.answers, "wrong": p.wrong}
        rows.append(
            {
                "name": p.name,
                "cells": [number(counts[k], lang) for k in keys] + [_clock(p.last)],
                "help": bool(why),
                "why": why,
            }
        )
    return {
        "columns": [_shown(lang, say(lang, f"dash.col.{c}")) for c in ("name", *keys, "last")],
        "rows": rows,
        "empty": say(lang, "dash.pupils.none"),
        "rule": _shown(
            lang,
            say(
                lang,
                "dash.help.rule" if quizzed(stats) else "dash.help.rule_quiet",
                wrong=number(HELP_WRONG, lang),
                minutes=number(HELP_QUIET // 60, lang),
            ),
        ),
        "need_help": sum(r["help"] for r in rows),
    }


def first_war_view(stats: ClassStats) -> dict[str, Any]:
    """Lesson 03's question: the pooled running share, its 95 % band and the exact answer."""
    lang = stats.lang
    say = locale.say
    n, wars = stats.deals, stats.wars
    exact = stats.exact
    out: dict[str, Any] = {
        "title": say(lang, "dash.first_war.title"),
        "n": n,
        "wars": wars,
        "points": stats.running(),
        "exact": None if exact is None else float(exact),
        "exact_text": say(lang, "tally.exact.unknown")
        if exact is None
        else _shown(
            lang, say(lang, "tally.exact", fraction=str(exact), share=percent(float(exact), lang))
        ),
        "x_label": chart_text(say(lang, "dash.axis.deals"), lang),
        "y_label": chart_text(say(lang, "dash.axis.wars"), lang),
        "percent": say(lang, "sim.percent"),
    }
    if n:
        last = out["points"][-1]
        out.update(share=last["share"], low=last["low"], high=last["high"])
        out["text"] = _shown(
            lang,
            say(
                lang,
                "dash.first_war.share",
                share=percent(last["share"], lang),
                wars=number(wars, lang),
                total=number(n, lang),
                low=percent(last["low"], lang),
                high=percent(last["high"], lang),
            ),
        )
    else:
        out.update(share=None, low=None, high=None, text=say(lang, "dash.first_war.none"))
    return out


def lengths_view(stats: ClassStats) -> dict[str, Any]:
    """The class's game lengths beside the computer's, bar by bar (shares of each's games)."""
    lang = stats.lang
    say = locale.say
    bars = []
    for b in stats.length_bins():
        low = number(b["low"], lang)
        if b["high"] is None:
            label = say(lang, "tally.bar.open", low=low)
        else:
            label = say(lang, "tally.bar", low=low, high=number(b["high"], lang))
        bars.append({**b, "label": chart_text(label, lang)})
    games = sum(stats.lengths.values())
    ref = sum(stats.reference.values())
    return {
        "title": say(lang, "dash.lengths.title"),
        "games": games,
        "bars": bars,
        "text": "" if games else say(lang, "dash.lengths.none"),
        "class_label": f"{say(lang, 'tally.class')} ({number(games, lang)})",
        "reference_label": say(lang, "tally.simulated", games=number(ref, lang)) if ref else "",
        "x_label": chart_text(say(lang, "tally.axis.rounds"), lang),
        "y_label": chart_text(say(lang, "dash.axis.games"), lang),
        "percent": say(lang, "sim.percent"),
    }


def answers_view(stats: ClassStats) -> dict[str, Any]:
    """The quiz's answers per kind, and the most missed questions."""
    lang = stats.lang
    say = locale.say

    def kind_name(kind: str) -> str:
        key = f"quiz.score.{kind}"
        return _shown(lang, say(lang, key) if key in locale.MESSAGES else kind)

    rows = [
        {
            "kind": r["kind"],
            "name": kind_name(r["kind"]),
            "cells": [number(r[c], lang) for c in ("asked", "first", "later", "wrong")],
            "missed_share": (r["later"] + r["wrong"]) / r["asked"] if r["asked"] else 0.0,
        }
        for r in stats.answer_kinds()
    ]
    missed = [
        {
            "kind": m["kind"],
            "name": kind_name(m["kind"]),
            "text": _shown(
                lang,
                say(
                    lang,
                    "dash.missed.row",
                    question=m["question"],
                    missed=number(m["missed"], lang),
                    asked=number(m["asked"], lang),
                ),
            ),
        }
        for m in stats.missed()
    ]
    return {
        "title": say(lang, "dash.answers.title"),
        "columns": [
            _shown(lang, say(lang, k))
            for k in (
                "quiz.score.kind",
                "quiz.score.asked",
                "quiz.score.first",
                "dash.col.later",
                "dash.col.wrong",
            )
        ],
        "rows": rows,
        "empty": "" if rows else say(lang, "dash.answers.none"),
        "missed_title": say(lang, "dash.missed.title") if missed else "",
        "missed": missed,
    }
