# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The class experiment's words (``tally.*``): the questions, the answers typed in, the
chart's labels and what is said when a result is not allowed.

Part of :data:`war_widget.locale.MESSAGES`; kept apart because they belong to
:class:`war_widget.tally.widget.ClassTally` alone.
"""

from __future__ import annotations

from ._message import Message, _m

TALLY_MESSAGES: tuple[Message, ...] = (
    _m(
        "tally.yes", "yes", note="The answer typed in (and its button): one short word, lower case."
    ),
    _m("tally.no", "no", note="The answer typed in (and its button): one short word, lower case."),
    _m(
        "tally.q.first_war",
        "Was the first flip a war?",
        note="The class experiment's question: each child or table answers yes or no after one flip.",
    ),
    _m(
        "tally.q.rounds",
        "How many rounds did your game last?",
        note="The class experiment's question: each child or table types the number of rounds their game took.",
    ),
    _m(
        "tally.input",
        "Result",
        note="Label of the field where the teacher types one child's result.",
    ),
    _m("tally.add", "Add", note="Button: keep the result typed in."),
    _m(
        "tally.undo",
        "Remove the last",
        note="Button: take back the last result (a typing mistake).",
    ),
    _m("tally.download", "Download CSV", note="Button: save the results as a CSV file."),
    _m(
        "tally.count",
        "{count} result so far",
        "{count} results so far",
        note="How many results the class has typed in.",
    ),
    _m("tally.empty", "No results yet: type the first one.", note="Shown before the first result."),
    _m("tally.class", "Our class", note="Legend of the class's bars or line."),
    _m(
        "tally.share",
        "Our class: {share} said yes ({yes} of {total})",
        note="The relative frequency; numbers already formatted.",
    ),
    _m(
        "tally.exact",
        "Exact answer: {fraction} = {share}",
        note="The exact probability, as a fraction and a percentage.",
    ),
    _m(
        "tally.exact.unknown",
        "No exact answer is known for these rules.",
        note="Shown instead of the exact probability.",
    ),
    _m(
        "tally.simulated",
        "{games} simulated games",
        note="Legend of the reference bars: games played by the computer.",
    ),
    _m("tally.axis.share", "share of results", note="Vertical axis of the chart (a percentage)."),
    _m(
        "tally.axis.results",
        "results typed in",
        note="Horizontal axis of the line of the relative frequency.",
    ),
    _m("tally.axis.rounds", "rounds in a game", note="Horizontal axis of the histogram."),
    _m(
        "tally.bar",
        "{low}–{high}",
        note="Under a bar of the histogram (short: the bars are narrow): game lengths from low to high rounds.",
    ),
    _m("tally.bar.open", "{low} or more", note="Under the last bar of the histogram."),
    _m(
        "tally.error.yes_no",
        "“{value}” is not an answer to this question: type {yes} or {no}.",
        note="A result that is not yes or no; nothing is lost.",
    ),
    _m(
        "tally.error.number",
        "“{value}” is not allowed: type a whole number from {low} to {high}.",
        note="A result that is not a whole number in range; numbers formatted.",
    ),
)
