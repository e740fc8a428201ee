# Whole sentences stay on one line each, so they can be found with grep.
# ruff: noqa: E501
"""The words of a notebook's offline web page: what ``war_widget.export_html`` and
``python -m war_widget export-html`` say (``export.error.*``, ``cli.help.export_html*``).

Part of :data:`war_widget.locale.MESSAGES`; kept apart because they belong to
:mod:`war_widget.lessons.export_html` and its command (:mod:`war_widget.cli.export_page`).
"""

from __future__ import annotations

from ._message import Message, _m

_OPTION = "Help of the command `python -m war_widget export-html`, shown by --help, read by a teacher. Keep what is written with dashes (--no-execute, -o) and .ipynb, .html as they are."
_ERROR = "An error a teacher reads when a notebook cannot be made into a web page. Keep {path}, --no-execute, execute=True, .ipynb and the package names as they are."

EXPORT_MESSAGES: tuple[Message, ...] = (
    _m(
        "cli.help.export_html",
        "make a notebook into one web page whose tables show and replay their rounds without Python and without the internet",
        note=_OPTION + " Also the command's line in the list of commands.",
    ),
    _m(
        "cli.help.export_html.notebook",
        "the notebook (.ipynb)",
        note=_OPTION,
    ),
    _m(
        "cli.metavar.notebook",
        "NOTEBOOK",
        note="The placeholder of the notebook's file name in --help (export-html NOTEBOOK): one word in capitals, no spaces.",
    ),
    _m(
        "cli.help.export_html.output",
        "the web page to write (default: beside the notebook, the same name ending in .html)",
        note=_OPTION,
    ),
    _m(
        "cli.help.export_html.no_execute",
        "do not run the notebook first: use the outputs and the widget state saved in it",
        note=_OPTION,
    ),
    _m(
        "cli.help.lang.export_html",
        "the language of the help and the errors ({languages}; default: {default})",
        note=_OPTION,
    ),
    _m(
        "export.error.missing",
        "{path}: there is no such file; give a Jupyter notebook (an .ipynb file)",
        note=_ERROR,
    ),
    _m(
        "export.error.not_notebook",
        "{path} is not a Jupyter notebook: expected an .ipynb file (nbformat 4)",
        note=_ERROR,
    ),
    _m(
        "export.error.no_state",
        "{path} has no saved widget state: run it first (execute=True, or the command without --no-execute), or save it in JupyterLab with Settings → Save Widget State Automatically on",
        note=_ERROR
        + " 'Settings → Save Widget State Automatically' is JupyterLab's menu item: write it as JupyterLab shows it in the language, or keep it in English if JupyterLab is not translated.",
    ),
    _m(
        "export.error.needs",
        "making a web page of a notebook needs {package} (JupyterLab installs it): pip install {package}",
        note=_ERROR,
    ),
    _m(
        "export.error.cell",
        "{path}: a cell stopped with an error while the notebook ran: {why}",
        note=_ERROR + " {why} is Python's error, in English.",
    ),
    _m(
        "export.error.write",
        "-o {path}: the web page cannot be written there ({why})",
        note="Keep -o; {why} is the operating system's reason, in English.",
    ),
)
