"""Bad input gets a named error, never a traceback; memory stays bounded (issue 11)."""

from __future__ import annotations

import pytest

from war_widget.cli import main
from war_widget.locale import translation


def cli_error(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run the CLI expecting an error: exit status 2 and exactly one line on stderr."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    return err


# -- the CLI ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tag", "lang"),
    [("es-ES", "es"), ("ES", "es"), ("pl_PL", "pl"), ("nb-NO", "nb"), ("no", "nb"), (" es", "es")],
)
def test_cli_language_tags_are_normalised_like_the_widget(tag, lang, capsys):
    assert main(["play", "--seed", "3", "--auto", "--lang", tag]) == 0
    round_one = translation(lang).pgettext("ui.round", "Round {round}").format(round=1)
    assert round_one != "Round 1"
    assert f"{round_one}\n" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--names", "Ana,"], "--names: a name is empty"),
        (["play", "--names", "Ana, ,Ben"], "--names: give 2 names"),
        (["play", "--lang", "xx"], "lang='xx' is not supported"),
        (["play", "--level", "x"], "argument --level: invalid choice"),
        (["play", "--seed", "-1"], "seed=-1"),
        (["play", "--code", "QPW65TVT"], "typo"),
        (["bogus"], "invalid choice"),
        ([], "required: command"),
        (["simulate", "--games", "inf"], "argument --games"),
        (["simulate", "--games", "0"], "games=0"),
        (["simulate", "--set", "x"], "--set 'x'"),
        (["simulate", "--nope"], "unrecognized arguments"),
    ],
)
def test_every_cli_error_is_one_line_and_exit_2(argv, message, capsys):
    assert message in cli_error(argv, capsys)
