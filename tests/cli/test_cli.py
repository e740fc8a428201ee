"""``python -m war_widget play`` in a terminal."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from war_widget import Game, Rules
from war_widget.cli.commands import main, play


def test_auto_play_prints_every_round_and_the_code(capsys):
    assert main(["play", "--seed", "3", "--auto"]) == 0
    out = capsys.readouterr().out
    game = Game(Rules(), seed=3)
    result = game.play()
    assert f"Game code: {game.code}" in out
    assert f"Round {result.rounds}\n" in out
    assert f"Game over after {result.rounds:,} rounds: one player has all the cards." in out
    assert ("You win the game!" if result.winner == 0 else "The computer wins the game!") in out


def test_enter_flips_and_q_quits():
    answers = iter(["", "", "q"])
    out = io.StringIO()
    game = Game(Rules.preset("guerra_de_cartas"), seed=5)
    play(game, out=out, ask=lambda prompt: next(answers))
    text = out.getvalue()
    assert "Round 1 of 40" in text and "Round 2 of 40" in text and "Round 3" not in text
    assert f"Stopped after round 2. Game code: {game.code}" in text
    assert game.round == 2


def test_peace_is_asked_in_the_terminal():
    game = Game(Rules(peace="ask", pickup="table"), hands=[["K", "5"], ["K", "7"]])
    answers = iter(["", "p", "q"])
    out = io.StringIO()
    play(game, out=out, ask=lambda prompt: next(answers))
    assert "Peace! The 2 cards on the table go back to whoever laid them" in out.getvalue()


def test_code_replays_the_same_game(capsys):
    game = Game(Rules.preset("wojna"), seed=7)  # 1,032 rounds: grouped, and 7x quicker than 42's
    main(["play", "--code", game.code.lower(), "--auto"])
    out = capsys.readouterr().out
    assert f"Game over after {game.play().rounds:,} rounds" in out  # grouped, as English writes it


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--code", "298"], "has a typo"),
        (["play", "--code", "297", "--seed", "4"], "--code already holds"),
        (["play", "--code", ""], "the code is empty"),
        (["play", "--names", "Ana"], "--names: give 2 names, got 1"),
    ],
)
def test_bad_arguments_exit_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_module_entry_point():
    done = subprocess.run(
        [sys.executable, "-m", "war_widget", "play", "--preset", "krig", "--seed", "1", "--auto"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert "Game over after" in done.stdout


def test_explanations_in_the_learners_language(capsys):
    assert main(["play", "--seed", "3", "--auto", "--lang", "pl", "--level", "detailed"]) == 0
    out = capsys.readouterr().out
    assert "Odkrywasz" in out and "Komputer odkrywa" in out
    assert "You" not in out
    # After a colon a list is written small; a line the counts start takes a capital.
    assert "Karty: ty 26, komputer 26." in out and "\n  Ty 2" in out


def test_given_names_are_used_in_the_explanations(capsys):
    assert main(["play", "--seed", "3", "--auto", "--lang", "es", "--names", "Ana,Luis"]) == 0
    out = capsys.readouterr().out
    assert "Ana da la vuelta" in out and "Luis da la vuelta" in out


def test_unknown_language_is_refused(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--lang", "xx"])
    assert "en" in capsys.readouterr().err


def test_play_takes_rule_options_such_as_a_deck_of_numbers(capsys):
    argv = ["play", "--auto", "--seed", "1", "--set", "numbers=6", "--set", "pickup=loser_first"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    game = Game(Rules(numbers=6, pickup="loser_first"), seed=1)
    result = game.play()
    assert result.cycle is not None  # this deal cycles: the terminal says where
    assert f"Game code: {game.code}" in out
    assert "flip a " in out.lower() and "♠" not in out  # number cards, named as numbers
    since = (
        "as they were at the deal"
        if result.cycle.earlier == 0
        else f"as after round {result.cycle.earlier}"
    )
    assert (
        f"It would never end: the piles are {since}, and the same "
        f"{result.cycle.length} rounds repeat forever." in out
    )


def test_play_refuses_set_with_a_code_and_a_bad_option(capsys):
    code = Game(Rules(numbers=4), seed=2).code
    with pytest.raises(SystemExit):
        main(["play", "--code", code, "--set", "numbers=6"])
    assert "drop --preset, --seed and --set" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["play", "--set", "copies=3"])
    assert "copies=3 is not allowed" in capsys.readouterr().err


def test_every_line_and_prompt_in_the_chosen_language():
    """With --lang es nothing the terminal prints or asks is English: not the header, the
    prompts, the stop line, nor the end of the game."""
    from war_widget.locale import MESSAGES

    english = [MESSAGES[k].text.split("{")[0].strip() for k in MESSAGES if k.startswith("cli.")]
    english += ["Replay", "Stopped", "Game over", "Game code", " won", "You win"]
    for answers, game in [
        (["", "p", "q"], Game(Rules(peace="ask", pickup="table"), hands=[["K", "5"], ["K", "7"]])),
        (["a"], Game(Rules(), seed=3)),
        (["a"], Game(Rules(numbers=6, pickup="loser_first"), seed=1)),
    ]:
        asked: list[str] = []
        replies = iter(answers)

        def ask(prompt: str, replies=replies, asked=asked) -> str:
            asked.append(prompt)
            return next(replies)

        out = io.StringIO()
        play(game, lang="es", out=out, ask=ask)
        text = out.getvalue() + "".join(asked)
        assert "Guerra, 2 jugadores." in text and "Código de la partida" in text
        found = [e for e in english if e and e in text]
        assert not found, (found, text)


def test_top_level_help_is_plain_text(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "Play War in a terminal" in out and "``" not in out


def test_simulate_speaks_the_chosen_language(capsys):
    """`simulate --lang sk`: the rules' name, how the games were dealt, the summary table and
    the progress lines are Slovak; without --lang, the plain English summary stays."""
    from war_widget.cli.commands import main_simulate

    out = io.StringIO()
    argv = ["--games", "40", "--seed", "3", "--engine", "python", "--lang", "sk"]
    assert main_simulate(argv, out=out) == 0
    text = out.getvalue()
    assert text.startswith("Klasická\n40 hier za ")
    assert "semienko 3 (hra i sa rozdá zo semienka 3 + i)" in text
    assert "Priemerná dĺžka (kolá)" in text and "mean rounds" not in text
    assert "40 z 40 hier" in capsys.readouterr().err
    english = io.StringIO()
    main_simulate(["--games", "40", "--seed", "3", "--no-progress"], out=english)
    assert "mean rounds" in english.getvalue()
