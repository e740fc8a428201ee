"""Two languages side by side (issue 45, item 4): ``second_lang`` tells each step of the
explanation again, in a second language, under the first (a pupil learning the class's
language reads both); the speaker reads the first only."""

from __future__ import annotations

import pytest
import traitlets

from war_widget import Game, Rules, WarWidget, explain
from war_widget.locale import LANGUAGES


def _steps(lang: str, seed: int, rounds: int, names: list[str] | None) -> list[str]:
    """What the explanation of round ``rounds`` of this deal says in ``lang`` (paragraphs)."""
    game = Game(Rules(), seed=seed)
    rnd = [game.step() for _ in range(rounds)][-1]
    told = explain(rnd, game.rules, lang=lang, names=names)
    return [" ".join(step.text for step in part) for _, part in told.groups()]


def test_each_step_is_told_again_in_the_second_language() -> None:
    w = WarWidget(seed=11, lang="pl", second_lang="es-ES", names=["Ola"], quiz=False)
    w.flip()
    view = w.last_round
    also = view["also"]
    assert also["lang"] == "es"
    assert len(also["steps"]) == len(view["steps"]) > 0
    # The second language's own words and its own name for the computer's seat.
    second, first = w._session.second_voice(), w._session.voice()
    assert second is not None and second.spoken is not None and first.spoken is not None
    assert second.spoken[1] != first.spoken[1]  # "la máquina", not "komputer"
    assert also["steps"] == _steps("es", 11, 1, list(second.spoken))
    assert view["steps"] == _steps("pl", 11, 1, list(first.spoken))
    assert also["steps"] != view["steps"]
    # The voice reads the first language: its spoken form is the Polish one.
    assert len(view["spoken_steps"]) == len(view["steps"])


def test_the_history_keeps_both_and_none_is_the_default() -> None:
    w = WarWidget(seed=5, lang="sk", second_lang="nb", quiz=False)
    for _ in range(3):
        w.flip()
    told = w._session.told(3)
    assert all(entry["also"]["lang"] == "nb" for entry in told)
    plain = WarWidget(seed=5, quiz=False)
    plain.flip()
    assert plain.second_lang == "" and "also" not in plain.last_round


def test_changing_it_retells_the_round_on_the_table() -> None:
    w = WarWidget(seed=3, lang="pl", quiz=False)
    w.flip()
    assert "also" not in w.last_round
    w.second_lang = "es"
    assert w.last_round["also"]["lang"] == "es" and w.round == 1
    w.second_lang = ""
    assert "also" not in w.last_round
    w.second_lang = "pl"  # the same language twice says nothing twice
    assert "also" not in w.last_round


@pytest.mark.parametrize("bad", ["xx", 7, "klingon-KL"])
def test_an_unknown_second_language_is_refused_by_name_and_loses_nothing(bad: object) -> None:
    w = WarWidget(seed=3, lang="pl", second_lang="es", quiz=False)
    w.flip()
    before = (w.round, list(w.counts), w.second_lang, w.last_round)
    with pytest.raises(traitlets.TraitError) as err:
        w.second_lang = bad  # type: ignore[assignment]
    message = str(err.value)
    assert "second_lang" in message or "must be a unicode string" in message
    if isinstance(bad, str):
        assert all(repr(code) in message for code in LANGUAGES)
    assert (w.round, list(w.counts), w.second_lang, w.last_round) == before
