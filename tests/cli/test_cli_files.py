"""The command line and the files and pipes it writes to (issue 44, part 5): a reader that goes
away early (``| head -1``) ends it quietly; ``sheet -o`` asks before replacing a file that is
there (``--force`` skips the question; a script, with no terminal, is refused with a message
naming ``--force``) and never writes through a symbolic link."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import test_cli_errors
from test_cli_errors import one_line_error
from war_widget.cli.commands import main, said_yes

#: The fixture recording every sheet made (none should be when the output is refused).
no_sheet_made = test_cli_errors.no_sheet_made

SHEET = ["sheet", "25X", "--activity", "win"]


@pytest.mark.parametrize("which", ["sheet.html", "sheet-answers.html"])
def test_a_file_that_is_there_is_kept_without_force(
    which: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], no_sheet_made: list[Any]
) -> None:
    (tmp_path / which).write_text("the teacher's own page")
    err = one_line_error(capsys, *SHEET, "-o", str(tmp_path / "sheet.html"))
    assert f"-o {tmp_path / which}: that file is there already; add --force" in err
    assert (tmp_path / which).read_text() == "the teacher's own page"
    assert no_sheet_made == []


def test_force_replaces_the_sheet_and_its_answer_key(tmp_path: Path) -> None:
    for name in ("sheet.html", "sheet-answers.html"):
        (tmp_path / name).write_text("old")
    assert main([*SHEET, "-o", str(tmp_path / "sheet.html"), "--force"]) == 0
    for name in ("sheet.html", "sheet-answers.html"):
        assert (tmp_path / name).read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("which", ["sheet.html", "sheet-answers.html"])
def test_a_symbolic_link_is_never_written_through(
    which: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], no_sheet_made: list[Any]
) -> None:
    target = tmp_path / "elsewhere.txt"
    target.write_text("not a sheet")
    (tmp_path / which).symlink_to(target)
    err = one_line_error(capsys, *SHEET, "-o", str(tmp_path / "sheet.html"), "--force")
    assert f"-o {tmp_path / which}: that is a symbolic link" in err
    assert target.read_text() == "not a sheet" and no_sheet_made == []


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("answer", "replaced"), [("y\n", True), ("n\n", False), ("\n", False)])
def test_at_a_terminal_it_asks_first(
    answer: str,
    replaced: bool,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    (tmp_path / "sheet.html").write_text("old")
    asked = Terminal()
    monkeypatch.setattr(sys, "stdin", Terminal(answer))
    monkeypatch.setattr(sys, "stderr", asked)
    argv = [*SHEET, "-o", str(tmp_path / "sheet.html")]
    if replaced:
        assert main(argv) == 0
    else:
        with pytest.raises(SystemExit):
            main(argv)
    assert f"{tmp_path / 'sheet.html'} is there already. Replace it? [y/N]" in asked.getvalue()
    assert ((tmp_path / "sheet.html").read_text(encoding="utf-8") != "old") == replaced


@pytest.mark.parametrize(
    "command",
    [
        ["simulate", "--games", "300", "--no-progress"],
        ["play", "--auto"],
        ["sheet", "25X", "--activity", "win"],
    ],
)
def test_a_closed_pipe_ends_quietly(command: list[str]) -> None:
    """The reader closes the pipe before anything is written: every write fails, and the
    command still ends with status 0 and nothing on stderr (before: a BrokenPipeError's
    traceback and status 1 for simulate)."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "war_widget", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0, err
    assert err == ""


def test_the_question_and_its_yes_are_the_languages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In Spanish the question says [s/N] and "s" (sí) replaces the sheet; the answer key beside
    it too: both are named, in the plural."""
    for name in ("hoja.html", "hoja-answers.html"):
        (tmp_path / name).write_text("old")
    asked = Terminal()
    monkeypatch.setattr(sys, "stdin", Terminal("s\n"))
    monkeypatch.setattr(sys, "stderr", asked)
    assert main([*SHEET, "--lang", "es", "-o", str(tmp_path / "hoja.html")]) == 0
    assert "Ya existen 2 archivos: " in asked.getvalue()
    assert "¿Reemplazarlos? [s/N]" in asked.getvalue()
    assert (tmp_path / "hoja.html").read_text(encoding="utf-8") != "old"


@pytest.mark.parametrize(
    ("answer", "letter", "yes"),
    [
        ("áno", "a", True),  # Slovak's yes begins with an accented a ([a/N])
        ("a", "a", True),
        ("y", "a", True),
        ("nie", "a", False),
        ("Sí", "s", True),
        ("", "s", False),
        ("ä", "j", False),
    ],
)
def test_the_languages_yes_is_read_accents_aside(answer: str, letter: str, yes: bool) -> None:
    assert said_yes(answer, letter) is yes
