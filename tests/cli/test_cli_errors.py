"""The command line's errors stay one line, exit status 2, no traceback (issue 33, part 8).

Before: ``sheet ... -o /proc/nope.html`` and ``-o /tmp`` printed a traceback;
``simulate --within -5`` was refused only after the whole run; a 100,000-character ``--code``
was quoted back whole.  Now the output is checked before the sheet is made (and a write that
still fails is one line), ``--within`` when the arguments are read, and what was typed is
quoted at most about 80 characters at a time.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

import pytest

import war_widget.sheets
import war_widget.simulation
from war_widget.cli.commands import main
from war_widget.simulation.pool import LostGames

LONG = "A" * 100_000


def one_line_error(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """Run the command line, which must stop with status 2 and one line on stderr."""
    with pytest.raises(SystemExit) as stop:
        main(list(argv))
    out, err = capsys.readouterr()
    assert stop.value.code == 2, (out, err)
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    return err


@pytest.fixture
def no_sheet_made(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Records every sheet made (none should be, when the output is refused first)."""
    made: list[tuple[Any, ...]] = []
    real = war_widget.sheets.sheet

    def recording(*args: Any, **kwargs: Any) -> Any:
        made.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(war_widget.sheets, "sheet", recording)
    return made


@pytest.mark.parametrize(
    ("where", "says"),
    [
        ("folder", "that is a folder; give a file name"),
        ("under-a-file", "there is no folder"),
        ("no-folder", "there is no folder"),
    ],
)
def test_a_sheets_output_is_checked_before_the_sheet_is_made(
    where: str,
    says: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    no_sheet_made: list[tuple[Any, ...]],
) -> None:
    (tmp_path / "a-file").write_text("x")
    output = {
        "folder": tmp_path,
        "under-a-file": tmp_path / "a-file" / "sheet.html",
        "no-folder": tmp_path / "missing" / "sheet.html",
    }[where]
    err = one_line_error(capsys, "sheet", "25X", "--activity", "win", "-o", str(output))
    assert f"-o {output}: {says}" in err
    assert no_sheet_made == []


def test_a_sheet_that_cannot_be_written_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    too_long = tmp_path / ("x" * 300 + ".html")  # refused by the file system, even for root
    err = one_line_error(capsys, "sheet", "25X", "--activity", "win", "-o", str(too_long))
    assert "the sheet cannot be written there (File name too long)" in err
    assert "characters)" in err and len(err) < 300  # the path is cut too


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="no /proc here")
def test_a_sheet_into_proc_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    err = one_line_error(capsys, "sheet", "25X", "--activity", "win", "-o", "/proc/nope.html")
    assert err.startswith("error: -o /proc/nope.html: the sheet cannot be written there (")


def test_a_sheet_is_still_written_where_it_can_be(tmp_path: Path) -> None:
    assert main(["sheet", "25X", "--activity", "win", "-o", str(tmp_path / "s.html")]) == 0
    assert (tmp_path / "s.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("within", ["-5", "0", "ten", "2.5"])
def test_within_is_refused_before_any_game_is_played(
    within: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    played: list[object] = []
    monkeypatch.setattr(war_widget.simulation, "simulate", lambda *a, **k: played.append(a))
    err = one_line_error(capsys, "simulate", "--within", "50", "--within", within)
    assert f"argument --within: {within!r} is not a round count" in err
    assert played == [], "a simulation ran before --within was checked"


def test_every_simulate_argument_is_checked_before_a_game(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The arguments simulate() checks itself are checked before its first chunk: the
    command reaches simulate() and it refuses them before playing (no chunk played)."""
    from war_widget.simulation import run

    played: list[object] = []
    monkeypatch.setattr(run, "_play", lambda *a, **k: played.append(a))
    for argv, says in [
        (["--games", "0"], "games=0"),
        (["--seed", "-1"], "seed=-1"),
        (["--workers", "999"], "workers=999"),
        (["--chunk-size", "0"], "chunk_size=0"),
        (["--engine", "numbat"], "engine"),
        (["--lang", "xx"], "lang='xx'"),
        (["--set", "numbers=0"], "numbers=0"),
    ]:
        assert says in one_line_error(capsys, "simulate", *argv)
    assert played == []


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "--code", LONG],
        ["sheet", LONG, "--activity", "win"],
        ["simulate", "--games", "9" * 100_000],
        ["play", "--set", "numbers=" + LONG],
        ["play", "--lang", LONG],
        ["play", "--preset", LONG],
    ],
    ids=["play code", "sheet code", "games", "set", "lang", "preset"],
)
def test_a_long_value_is_quoted_short(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    err = one_line_error(capsys, *argv)
    assert len(err) < 600, err[:700]
    assert "AAAAAAAAAA" * 9 not in err and "9999999999" * 9 not in err


def test_a_long_code_says_how_long_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    err = one_line_error(capsys, "play", "--code", LONG)
    assert "…' (100,000 characters)" in err


def test_lost_games_are_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def lose(*args: object, **kwargs: object) -> None:
        raise LostGames("simulate: games 5,000-5,999 (1,000 of 10,000) were not played", [])

    monkeypatch.setattr(war_widget.simulation, "simulate", lose)
    assert "games 5,000-5,999" in one_line_error(capsys, "simulate", "--games", "10000")


def test_ctrl_c_during_a_game_gives_its_code_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    class Keyboard(io.StringIO):
        """Enter twice, then Ctrl-C."""

        def readline(self, size: int | None = -1) -> str:
            line = super().readline()
            if not line:
                raise KeyboardInterrupt
            return line

    monkeypatch.setattr(sys, "stdin", Keyboard("\n\n"))
    assert main(["play", "--seed", "3", "--lang", "pl"]) == 130
    out = capsys.readouterr().out
    assert out.rstrip().splitlines()[-1] == "Zatrzymano po rundzie 2. Kod gry: 25X"
