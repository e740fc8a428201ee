# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The live class dashboard's words (``dash.*``): what the teacher (and, in the projector
view, the class) reads on :class:`war_widget.classroom.widget.ClassroomWidget` and on the
command line's teacher page.

Part of :data:`war_widget.locale.MESSAGES`; kept apart because they belong to the dashboard
alone.  The dashboard also says some ``tally.*`` words (the exact answer, the bars' labels,
"Our class") and the quiz kinds' names (``quiz.score.*``): the same things, said the same way.
"""

from __future__ import annotations

from ._message import Message, _m

CLASSROOM_MESSAGES: tuple[Message, ...] = (
    _m(
        "dash.title",
        "Live class",
        note="Heading of the teacher's dashboard of a class playing together.",
    ),
    _m(
        "dash.code",
        "Room code",
        note="Label of the six-character code pupils type to join the class.",
    ),
    _m(
        "dash.join.local",
        "Only this computer can join. To let the pupils in, choose “Open to the class's network”.",
        note="The class server listens only on the teacher's own computer (safe default). Quote the button dash.open exactly.",
    ),
    _m(
        "dash.join.network",
        "Pupils join at this address, or scan the code:",
        note="Shown above the pupils' web address and its QR code once the class is open to the school's network.",
    ),
    _m(
        "dash.open",
        "Open to the class's network",
        note="Button: let pupils' devices on the same (school) network reach the class.",
    ),
    _m(
        "dash.open.failed",
        "Could not open the class to the network: {reason}",
        note="{reason}: the system's own words (in English).",
    ),
    _m(
        "dash.pause",
        "Pause every table",
        note="Button: every pupil's game stops until the teacher resumes.",
    ),
    _m("dash.resume", "Resume", note="Button: the pupils' games go on."),
    _m(
        "dash.paused",
        "Paused: every table waits until you resume.",
        note="Shown while the class is paused.",
    ),
    _m(
        "dash.projector",
        "Projector view",
        note="Button (on/off): a view for the class's screen, with totals and charts only, no names.",
    ),
    _m(
        "dash.export",
        "Export CSV",
        note="Button: download every record of the class as a CSV file.",
    ),
    _m(
        "dash.pupils",
        "Pupils",
        note="Heading of the list of pupils, and label of the number of pupils who joined.",
    ),
    _m("dash.pupils.none", "No pupil has joined yet.", note="Shown instead of the list of pupils."),
    _m("dash.col.name", "Name", note="Column of the pupils' list: the name a pupil typed."),
    _m("dash.col.rounds", "Rounds", note="Column, and a total: rounds played."),
    _m("dash.col.games", "Games", note="Column, and a total: games finished."),
    _m("dash.col.answers", "Answers", note="Column, and a total: quiz questions answered."),
    _m("dash.col.wrong", "Wrong", note="Column: answers still wrong after the last try."),
    _m(
        "dash.col.later",
        "Right after a retry",
        note="Column of the answers table: right at the second or third try.",
    ),
    _m(
        "dash.col.last",
        "Last seen",
        note="Column: the time of the pupil's latest record (hours:minutes).",
    ),
    _m(
        "dash.help",
        "May need help",
        note="A tag beside a pupil listed first: the teacher may want to go and see.",
    ),
    _m(
        "dash.help.wrong",
        "{count} wrong answer in a row",
        "{count} wrong answers in a row",
        note="Why a pupil may need help; {count} is 3 or more.",
    ),
    _m(
        "dash.help.quiet",
        "nothing sent for {minutes} min",
        note="Why a pupil may need help: no round or answer for this many minutes while the others play. 'min': minutes, short.",
    ),
    _m(
        "dash.help.rule",
        "“May need help”: {wrong} wrong answers in a row, or nothing sent for {minutes} minutes while the class plays on. They are listed first.",
        note="Explains the tag dash.help under the pupils' list; {wrong} and {minutes} are numbers.",
    ),
    _m(
        "dash.help.rule_quiet",
        "“May need help”: nothing sent for {minutes} minutes while the class plays on. They are listed first.",
        note="dash.help.rule for a lesson that asks no questions (03, 06): only the pupils who stopped sending; {minutes} is a number.",
    ),
    _m(
        "dash.first_war.title",
        "Was the first flip a war? The whole class together",
        note="Heading of the chart of the class's share of first flips that were a war (lesson 03).",
    ),
    _m(
        "dash.first_war.share",
        "Our class: {share} of the first flips were a war ({wars} of {total}). 95% band: {low} to {high}.",
        note="All numbers formatted; {low} to {high}: the 95% confidence interval of the share.",
    ),
    _m("dash.first_war.none", "No first flips yet.", note="Shown before any pupil has flipped."),
    _m(
        "dash.band",
        "95% band",
        note="Legend of the shaded band around the class's share: where the true share lies, 95 times in 100.",
    ),
    _m(
        "dash.axis.deals",
        "first flips counted",
        note="Horizontal axis of the chart of the class's share.",
    ),
    _m(
        "dash.axis.wars",
        "share that were a war",
        note="Vertical axis of the chart of the class's share of first flips that were a war (a percentage).",
    ),
    _m(
        "dash.axis.games",
        "share of games",
        note="Vertical axis of the histogram of game lengths (a percentage of each side's games).",
    ),
    _m(
        "dash.lengths.title",
        "How long were the games? Our class beside the computer",
        note="Heading of the histogram of game lengths (in rounds).",
    ),
    _m(
        "dash.lengths.none",
        "No finished games yet.",
        note="Shown before any pupil's game has ended.",
    ),
    _m(
        "dash.answers.title",
        "Answers by kind of question",
        note="Heading of the table of quiz answers (lessons 01 and 02).",
    ),
    _m("dash.answers.none", "No answers yet.", note="Shown before any quiz answer."),
    _m(
        "dash.missed.title",
        "Most missed",
        note="Heading of the list of questions the class got wrong most often.",
    ),
    _m(
        "dash.missed.row",
        "{question}: missed {missed} of {asked} times",
        note="{question} is the question as the quiz showed it, e.g. '9 ? 5'; missed = not right at the first try.",
    ),
    _m(
        "dash.qr",
        "QR code of the pupils' address",
        note="Text for screen readers: the picture of the QR code.",
    ),
)
