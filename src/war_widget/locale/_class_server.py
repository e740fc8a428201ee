# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The live class server's words: what a pupil reads when the server refuses (``class.*``),
and what ``python -m war_widget class`` says (``cli.class.*``, ``cli.help.class*``).

Part of :data:`war_widget.locale.MESSAGES`; kept apart because they belong to the class
server (:mod:`war_widget.classroom.server`) and its command (:mod:`war_widget.cli.live_class`).
"""

from __future__ import annotations

from ._message import Message, _m

_PUPIL = "Shown to a pupil (age 6 to 12) on the page that joins the class: short, plain words."
_OPTION = "Help of one command-line option, shown by --help. Keep what is written with dashes (--host), the values (0.0.0.0, 127.0.0.1) and the commands as they are."
_LINE = "A line the command `python -m war_widget class` prints for the teacher; keep {url}, {code}, {file} and the options (--host 0.0.0.0) as they are."

CLASS_MESSAGES: tuple[Message, ...] = (
    _m(
        "class.error.room",
        "This class is not open here: check the address or the code with your teacher.",
        note=_PUPIL + " The room code in the address is wrong or old.",
    ),
    _m(
        "class.error.name",
        "Type your first name or your seat number, on one line.",
        note=_PUPIL
        + " The name typed was refused (empty, too long, or with signs that are not letters).",
    ),
    # -- python -m war_widget class ------------------------------------------------------------
    _m("cli.help.class", "start a live class on this computer ({command})", note=_OPTION),
    _m(
        "cli.help.class.description",
        "Start a live class: this computer serves the children's pages and keeps what every pupil's table reports. Ctrl+C stops it; the records stay in the file.",
        note=_OPTION,
    ),
    _m(
        "cli.help.class.lesson",
        "the lesson the pupils play ({lessons}; default: 01_play, or the file's)",
        note=_OPTION,
    ),
    _m(
        "cli.help.class.port",
        "the port to listen on (default: 8000; 0: any free port)",
        note=_OPTION,
    ),
    _m(
        "cli.help.class.host",
        "the address to listen on (default: 127.0.0.1, this computer only; 0.0.0.0: the class's network)",
        note=_OPTION,
    ),
    _m(
        "cli.help.class.file",
        "the class's file: the same file is the same room, code and records (default: class-LESSON.sqlite)",
        note=_OPTION + " Keep class-LESSON.sqlite as it is.",
    ),
    _m(
        "cli.help.class.site",
        "the folder of the children's pages (default: the installed ones)",
        note=_OPTION,
    ),
    _m(
        "cli.help.class.forget",
        "delete the records and the file when the class stops",
        note=_OPTION,
    ),
    _m(
        "cli.help.lang.class",
        "the language of these lines and of the pupils' pages without their own ({languages}; default: {default})",
        note=_OPTION + " {default} is cli.help.lang.default.",
    ),
    _m(
        "cli.metavar.port",
        "PORT",
        note="The placeholder of an option's value in --help: one word in capitals, no spaces.",
    ),
    _m(
        "cli.metavar.host",
        "HOST",
        note="The placeholder of an option's value in --help: one word in capitals, no spaces.",
    ),
    _m(
        "cli.metavar.lesson",
        "LESSON",
        note="The placeholder of an option's value in --help: one word in capitals, no spaces.",
    ),
    _m(
        "cli.metavar.folder",
        "FOLDER",
        note="The placeholder of an option's value in --help: one word in capitals, no spaces.",
    ),
    _m("cli.class.pupils", "Pupils' address: {url}", note=_LINE),
    _m("cli.class.code", "Room code: {code}", note=_LINE),
    _m(
        "cli.class.teacher",
        "Your dashboard (only for your browser: its address holds your key): {url}",
        note=_LINE,
    ),
    _m(
        "cli.class.local",
        "It listens only on this computer: the pupils' devices cannot reach it (--host 0.0.0.0 opens it to the class's network).",
        note=_LINE,
    ),
    _m(
        "cli.class.network",
        "It listens on the class's network: every device there with the address can join.",
        note=_LINE,
    ),
    _m("cli.class.stop", "Ctrl+C stops the class; the records stay in {file}.", note=_LINE),
    _m(
        "cli.class.stop.forget",
        "Ctrl+C stops the class and deletes its records and {file} (--forget).",
        note=_LINE,
    ),
    _m(
        "cli.class.stopped",
        "Class stopped: {count} record kept in {file}.",
        "Class stopped: {count} records kept in {file}.",
        note=_LINE,
    ),
    _m("cli.class.forgotten", "Class stopped: its records and {file} are deleted.", note=_LINE),
    _m(
        "cli.class.error.port_taken",
        "cannot listen on {host} port {port} ({why}): choose another with --port (0: any free port)",
        note="An error of the command line; {why} is the system's reason, in English.",
    ),
    _m(
        "cli.class.error.lesson",
        "--lesson {value} is not allowed: the lessons are {lessons}",
        note="An error of the command line; {lessons} is a list of lesson ids (keep them).",
    ),
    _m(
        "cli.class.error.file_not_store",
        "{file} is not a class's file: give another with --file",
        note="An error of the command line.",
    ),
    _m(
        "cli.class.error.no_site",
        'the children\'s pages are not installed: pip install "war_widget[class]" (in a checkout: make lite), or give --site',
        note="An error of the command line; keep the commands as they are.",
    ),
)
