"""Steal War in the terminal: decisions asked in the chosen language, or a named policy.

Regression: ``python -m war_widget play --preset steal_war --seed 3`` (with or without
``--auto``) crashed in round 1 answering "war" to a Steal War decision.
"""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from war_widget import Game, Rules
from war_widget.cli.commands import main, play


def _run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "war_widget", "play", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.timeout(90)
@pytest.mark.parametrize("auto", [True, False])
def test_the_issue_reproducer_plays_to_the_end(auto):
    # Without --auto: Enter flips, 'a' plays to the end (the computer decides for everyone).
    run = _run("--preset", "steal_war", "--seed", "3", *(["--auto"] if auto else []), stdin="a\n")
    assert run.returncode == 0, run.stderr
    assert "Game over after" in run.stdout and "Traceback" not in run.stderr


@pytest.mark.timeout(60)
@pytest.mark.parametrize("policy", ["never", "always", "greedy", "estimate"])
def test_auto_plays_with_the_named_policy_and_the_game_replays(policy, capsys):
    assert main(["play", "--preset", "steal_war", "--seed", "5", "--auto", "--policy", policy]) == 0
    out = capsys.readouterr().out
    g = Game(Rules.preset("steal_war"), seed=5)
    g.play(policy=policy)
    assert f"Game over after {g.result.rounds} rounds" in out


def test_an_unknown_policy_is_refused_naming_the_policies(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["play", "--preset", "steal_war", "--policy", "cheat"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "--policy" in err and "estimate" in err


class Typist:
    """Answers the terminal's prompts: Enter to flip, the given numbers to a question."""

    def __init__(self, numbers: list[str], flips: int) -> None:
        self.numbers, self.flips, self.prompts = list(numbers), flips, []

    def __call__(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if "[Enter]" in prompt:
            self.flips -= 1
            return "" if self.flips >= 0 else "q"
        return self.numbers.pop(0) if self.numbers else "1"


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    ("lang", "top", "prompt"),
    [
        ("en", "Which card goes on top of your face-up pile?", "Type the number"),
        ("es", "¿Qué carta pones encima de tu montón boca arriba?", "Escribe el número"),
        ("pl", "Którą kartę kładziesz na wierzch", "Wpisz numer"),
        ("sk", "Ktorú kartu položíš navrch", "Napíš číslo"),
        ("nb", "Hvilket kort vil du legge øverst", "Skriv nummeret"),
    ],
)
def test_decisions_are_asked_in_the_chosen_language(lang, top, prompt):
    out = io.StringIO()
    typist = Typist(["x", "²", "2"], flips=40)  # two unreadable answers are asked again
    g = Game(Rules.preset("steal_war"), seed=3)
    assert play(g, lang=lang, out=out, ask=typist) == 0
    text = out.getvalue()
    assert top in text and "  [1] " in text and "  [2] " in text
    asked = [p for p in typist.prompts if prompt in p]
    assert len(asked) >= 3
    assert g.choices[0] == g.record()["choices"][0]
    assert Game.replay(g.record()).counts == g.counts


@pytest.mark.timeout(60)
def test_the_players_number_is_the_answer_and_a_steal_is_offered():
    g = Game(Rules.preset("steal_war"), seed=3)
    out = io.StringIO()
    typist = Typist(["2"] * 400, flips=200)
    play(g, out=out, ask=typist)
    text = out.getvalue()
    assert "Steal, or play the card?" in text and "  [1] Steal" in text and "  [2] Play" in text
    # Every decision of seat 0 took the second answer offered, the computer's its policy's.
    ref = Game(Rules.preset("steal_war"), seed=3)
    while ref.round < g.round:
        ref.step([lambda game, pending: pending.options[1], "estimate"])
    assert ref.choices == g.choices and "steal" in g.choices


@pytest.mark.timeout(60)
def test_the_end_of_input_leaves_the_choice_to_the_computer():
    g = Game(Rules.preset("steal_war"), seed=3)

    def eof_at_questions(prompt: str) -> str:
        if "[Enter]" in prompt:
            return ""
        raise EOFError

    assert play(g, out=io.StringIO(), ask=eof_at_questions) == 0
    assert g.over


@pytest.mark.timeout(60)
def test_the_round_so_far_is_told_before_the_question_and_not_again():
    g = Game(Rules.preset("steal_war"), seed=3)
    out = io.StringIO()
    play(g, out=out, ask=Typist(["1"], flips=1))
    text = out.getvalue()
    flip = text.index("You flip a 10 ♦. The computer flips a 3 ♠.")
    asked = text.index("Which card goes on top of your face-up pile?")
    won = text.index("You win the 2 cards and put them on your face-up pile.")
    assert text.count("Round 1") == 1 and text.count("You flip a 10 ♦") == 1
    assert flip < asked < won
