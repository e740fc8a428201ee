"""The command line in the chosen language (issue 35): ``--lang`` wins, then the language
LC_ALL, LC_MESSAGES or LANG names (the first one set), else English; every command's
``--help`` (its description, each option's help, the commands' help and argparse's own
words) and the errors are in that language."""

from __future__ import annotations

import re

import pytest

from war_widget import locale
from war_widget.cli.args import ARGPARSE_KEYS, chosen_language, environment_language
from war_widget.cli.commands import main

OTHERS = [lang for lang in locale.LANGUAGES if lang != "en"]
COMMANDS = ([], ["play"], ["simulate"], ["sheet"], ["export-html"])
#: argparse's English words that must not be left in a translated help.
ENGLISH = ("usage:", "options:", "positional arguments", "show this help message", "default")
#: A help line with no words: an option's name and its values (its help on the next line).
SYNTAX = re.compile(r"\s*(--[a-z-]+ )?\{[a-z_0-9,-]+\}\s*")


@pytest.fixture(autouse=True)
def _wide_and_english(monkeypatch: pytest.MonkeyPatch) -> None:
    """One option a line (no wrapping), and an environment that names no language."""
    monkeypatch.setenv("COLUMNS", "1000")
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def _help(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    with pytest.raises(SystemExit) as done:
        main([*argv, "--help"])
    assert done.value.code == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "top")
def test_help_is_in_the_chosen_language_line_by_line(capsys, lang, command) -> None:
    if command:
        english = _help(capsys, [*command, "--lang", "en"]).splitlines()
        shown = _help(capsys, [*command, "--lang", lang])
    else:  # the top level takes no --lang: the environment says it
        english = _help(capsys, []).splitlines()
        with pytest.MonkeyPatch.context() as env:
            env.setenv("LANG", f"{lang}_XX.UTF-8")
            shown = _help(capsys, [])
    same = [line for line in shown.splitlines() if line.strip() and line in english]
    assert all(SYNTAX.fullmatch(line) for line in same), same
    assert not any(word in shown for word in ENGLISH), shown
    assert shown.startswith(locale.say(lang, "cli.argparse.usage"))


def test_polish_help_says_each_option_in_polish(capsys) -> None:
    shown = _help(capsys, ["play", "--lang", "pl"])
    assert "opcje:" in shown and "pokaż tę pomoc i zakończ" in shown
    assert "--code KOD" in shown and "powtórz grę o tym kodzie" in shown
    assert "--names IMIONA" in shown and "imiona graczy oddzielone przecinkami" in shown
    with pytest.MonkeyPatch.context() as env:
        env.setenv("LANG", "pl_PL.UTF-8")
        top = _help(capsys, [])
    assert "zagraj jedną grę w terminalu" in top and "argumenty pozycyjne:" in top


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize(
    ("argv", "key"),
    [
        (["play", "--bogus"], "cli.argparse.unrecognized"),
        (["play", "--level", "loud"], "cli.argparse.invalid_choice"),
        (["play", "--seed", "x"], "cli.argparse.invalid_value"),
        (["sheet", "222"], "cli.argparse.required"),
        (["play", "--auto=yes"], "cli.argparse.ignored"),
        (["simulate", "--within", "0"], "cli.error.rounds"),
        (["play", "--code", "297", "--seed", "4"], "cli.error.code_and_rules"),
        (["play", "--names", "Ana"], "cli.error.names.count"),
        (["play", "--code", "298"], "ui.error.code.typo"),
    ],
)
def test_errors_are_in_the_chosen_language(capsys, lang, argv, key) -> None:
    with pytest.raises(SystemExit) as done:
        main([*argv, "--lang", lang])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(locale.say(lang, "cli.error", message=""))
    msg = locale.MESSAGES[key]
    catalogue = locale.translation(lang)
    if msg.plural is None:
        text = catalogue.pgettext(key, msg.text)
    else:
        text = catalogue.npgettext(key, msg.text, msg.plural, 2)
    words = re.split(r"\{[a-z_]+\}|%\(?[a-z_]*\)?[rs]", text)
    assert all(part.strip(" :;,()'") in err for part in words), (text, err)
    assert text != msg.text
    # The error's word is the language's own (Spanish's is "error" too: then it is translated).
    own = locale.say(lang, "cli.error", message="").strip()
    assert not err.startswith("error:") or own.startswith("error")


def test_the_language_is_lang_then_the_environment_then_english() -> None:
    assert environment_language({}) == "en"
    assert environment_language({"LANG": "pl_PL.UTF-8"}) == "pl"
    assert environment_language({"LANG": "nb_NO.UTF-8", "LC_MESSAGES": "sk_SK"}) == "sk"
    assert environment_language({"LANG": "pl_PL.UTF-8", "LC_ALL": "C.UTF-8"}) == "en"
    assert environment_language({"LANG": "no_NO@euro"}) == "nb"
    assert environment_language({"LANG": "xx_XX.UTF-8"}) == "en"  # a code no language has
    assert environment_language({"LC_ALL": "", "LANG": "es_ES"}) == "es"
    environ = {"LANG": "pl_PL.UTF-8"}
    assert chosen_language(["play", "--lang", "sk"], environ) == "sk"
    assert chosen_language(["play", "--lang=es-ES"], environ) == "es"
    assert chosen_language(["play", "--lang", "xx"], environ) == "pl"
    assert chosen_language(["play"], environ) == "pl"


def test_the_environment_language_plays_and_a_given_lang_wins(capsys, monkeypatch) -> None:
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert main(["play", "--seed", "3", "--auto", "--level", "brief"]) == 0
    assert "Guerra, 2 jugadores." in capsys.readouterr().out
    assert main(["play", "--seed", "3", "--auto", "--level", "brief", "--lang", "nb"]) == 0
    assert "Krig, 2 spillere." in capsys.readouterr().out
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    assert main(["play", "--seed", "3", "--auto", "--level", "brief"]) == 0
    assert "War, 2 players." in capsys.readouterr().out


@pytest.mark.parametrize("lang", OTHERS)
def test_argparses_words_keep_their_placeholders(lang) -> None:
    catalogue = locale.translation(lang)
    marks = re.compile(r"%(?:\([a-z_]+\))?[rs]")
    for text, key in ARGPARSE_KEYS.items():
        translated = catalogue.pgettext(key, text)
        # "argument" is the word in Polish, Slovak and Norwegian too
        assert translated != text or key == "cli.argparse.argument", (lang, key)
        assert sorted(marks.findall(translated)) == sorted(marks.findall(text)), (lang, key)
    assert catalogue.pgettext("cli.argparse.usage", "usage: ").endswith(": ")


def test_english_help_and_errors_stay_as_they_were(capsys) -> None:
    shown = _help(capsys, ["play"])
    assert "usage: python -m war_widget play" in shown and "show this help message" in shown
    with pytest.raises(SystemExit):
        main(["play", "--bogus"])
    err = capsys.readouterr().err
    assert err == ("error: unrecognized arguments: --bogus (see python -m war_widget --help)\n")


@pytest.mark.parametrize("before", [["--lang", "pl"], ["--lang=pl"]])
def test_lang_before_the_command_is_read_too(capsys, before) -> None:
    """`python -m war_widget --lang pl --help`, as a teacher types it: Polish help."""
    top = _help(capsys, before)
    assert top.startswith(locale.say("pl", "cli.argparse.usage"))
    assert not any(word in top for word in ENGLISH), top
    play = _help(capsys, [*before, "play"])
    assert "pokaż tę pomoc i zakończ" in play and "--code KOD" in play
