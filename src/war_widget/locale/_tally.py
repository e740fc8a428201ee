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
        "“{value}” is not allowed: type a whole number from {low} to {high}, or several separated by spaces or semicolons (12 15 or 12; 15).",
        note="A result that is not a whole number in range; numbers formatted. Keep the example 12 15 or 12; 15 (a space, a semicolon).",
    ),
    _m(
        "tally.error.line",
        "{problem} Nothing on this line was added.",
        note="Several results typed on one line, one of them not allowed; {problem} is the sentence saying which and what is allowed (it ends with a full stop).",
    ),
    _m(
        "tally.error.unexpected",
        "Something went wrong, so nothing was added; the results so far are kept.",
        note="An error nobody expected while adding a result; nothing is lost.",
    ),
    # A game not finished when time was up (lesson 03's record sheet: "not finished by round N").
    _m(
        "tally.unfinished.word",
        "not finished",
        note="What the teacher types, with the round reached, for a game not finished when time was up (as the record sheet says it); matched ignoring case and accents. Two words at most; it must appear, as it is, in tally.unfinished and sheet.record.unfinished.",
    ),
    _m(
        "tally.unfinished",
        "not finished by round {round}",
        note="A game not finished when time was up, and the round it reached ({round}, a number). Must contain tally.unfinished.word as it is.",
    ),
    _m(
        "tally.error.unfinished",
        "“{value}” is not allowed: type a game not finished with the one round it reached, from 1 to {high}, e.g. “{example}” or >150.",
        note="A game typed as not finished without one round number in range; {example} is tally.unfinished with 150. Keep >150.",
    ),
    _m(
        "tally.unfinished.bars",
        "{count} game was not finished (it reached round {rounds}): it would have lasted longer, so it counts only in the last bar, if it got that far.",
        "{count} games were not finished (they reached rounds {rounds}): they would have lasted longer, so each counts only in the last bar, if it got that far.",
        note="Under the histogram of game lengths; {rounds} is the list of rounds reached (e.g. 120, 150). The bars count a game not finished only in the last bar (N or more), when it reached it.",
    ),
    _m(
        "tally.added",
        "Added: {values}",
        note="After the teacher adds a line: the results just kept, as numbers or answers (several separated by commas).",
    ),
    _m("tally.clear", "Clear all", note="Button: remove every result (asks first)."),
    _m(
        "tally.clear.ask",
        "Clear all {count} result?",
        "Clear all {count} results?",
        note="The question asked before clearing, with two buttons under it.",
    ),
    _m(
        "tally.clear.kept",
        "A copy of {file} is kept.",
        note="Said under the question before clearing: the file of results is kept as a backup; {file} is its name.",
    ),
    _m(
        "tally.clear.lost",
        "They are not saved in a file and cannot be brought back.",
        note="Said under the question before clearing, when the results are in no file.",
    ),
    _m("tally.clear.yes", "Yes, clear", note="Button: clear every result (after the question)."),
    _m("tally.clear.no", "Cancel", note="Button: keep the results (after the question)."),
    _m(
        "tally.file.ready",
        "Each result is saved in {file} as it is typed.",
        note="Under the tally: the file beside the notebook that keeps the results (before the first).",
    ),
    _m(
        "tally.file.saved",
        "Saved in {file}.",
        note="Under the tally: every result so far is in the file {file}, beside the notebook.",
    ),
    _m(
        "tally.file.failed",
        "Not saved: {file} cannot be written ({reason}). The results are kept only until the kernel stops: download the CSV to keep them.",
        note="Under the tally: the file cannot be written (a read-only folder); {reason} is the system's reason, often in English.",
    ),
    _m(
        "tally.file.none",
        "Not saved in a file (file=None): download the CSV to keep the results.",
        note="Under the tally, when the notebook asked for no file; keep file=None as it is.",
    ),
    _m(
        "tally.file.resumed",
        "Carried on from {file}.",
        note="Under the tally: the results were read back from the file (the cell was run again, or the notebook reopened).",
    ),
    _m(
        "tally.file.not_added",
        "{file} already holds results, so the tally carries on from it: the results given in the cell were not added.",
        note="The cell gave results, but the file beside the notebook already has some: the file is used.",
    ),
    _m(
        "tally.file.backup",
        "Cleared. The old results are kept in {backup}.",
        note="After clearing: the old file was renamed to {backup}.",
    ),
    _m(
        "tally.error.file_read",
        "{file} cannot be read ({reason}).",
        note="The file of results cannot be opened; {reason} is the system's reason, often in English.",
    ),
    _m(
        "tally.error.file_header",
        "{file} is not a class tally's CSV file: its first line should be “{header}”.",
        note="A CSV file to import whose first line is wrong; {header} is n,question,result (not translated).",
    ),
    _m(
        "tally.error.file_row",
        "{file}, line {line}: {problem}",
        note="A wrong row in a CSV file of results; {problem} is a sentence saying what is wrong.",
    ),
    _m(
        "tally.error.file_columns",
        "a row should have three columns: {header}.",
        note="After “file, line 7:”; {header} is n, question, result (not translated).",
    ),
    _m(
        "tally.error.file_unknown",
        "“{question}” is not a question of the tally (they are {known}).",
        note="After “file, line 7:”; the question column of a CSV row is unknown; {known} lists first_war, rounds (not translated).",
    ),
    _m(
        "tally.error.file_question",
        "{file} holds the results of another question (“{other}”), not of “{question}”: choose another file with file=.",
        note="A file of yes/no answers given to a tally of numbers, or the other way round; keep file= as it is.",
    ),
)
