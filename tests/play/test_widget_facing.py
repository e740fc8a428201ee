"""Two players face to face (issue 42, item 2): the ``facing`` trait of WarWidget.

Only the layout changes (js/panels/facing.ts, js/facing.css): the trait is a setting a teacher
or Settings sets, checked like the others, and the game is the same with it on or off.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest
import traitlets

from war_widget import locale
from war_widget.play import messages
from war_widget.play.widget import WarWidget
from war_widget.play.words import labels


def send(w: WarWidget, content: Any) -> None:
    """What the front-end's ``model.send(content)`` arrives as."""
    w._handle_custom_msg(content, [])


def test_facing_is_off_unless_asked_for_and_takes_true_or_false() -> None:
    assert WarWidget(seed=1).facing is False
    w = WarWidget(seed=1, mode="two_players", facing=True)
    seen = [w.facing]
    for value in (False, True):
        w.facing = value
        seen.append(w.facing)
    assert seen == [True, False, True]
    # In the computer mode it is kept (Settings shows it only with two players).
    assert WarWidget(seed=1, facing=True).facing is True


@pytest.mark.parametrize("bad", ["yes", "on", 2, None, [True], 0.5])
def test_a_bad_value_names_facing_and_what_is_allowed_and_changes_nothing(bad: Any) -> None:
    w = WarWidget(seed=1, mode="two_players", facing=True)
    w.flip()
    before = (w.facing, w.round, list(w.counts), w.mode, w.game_id)
    with pytest.raises(
        traitlets.TraitError, match=r"The 'facing' trait of a WarWidget .*expected a boolean"
    ):
        w.facing = bad
    assert (w.facing, w.round, list(w.counts), w.mode, w.game_id) == before
    with pytest.raises(traitlets.TraitError, match=r"'facing' trait"):
        WarWidget(seed=1, mode="two_players", facing=bad)


def test_settings_turns_it_on_and_off_and_refuses_a_bad_value(
    caplog: pytest.LogCaptureFixture,
) -> None:
    assert "facing" in messages.SETTINGS
    w = WarWidget(seed=1, mode="two_players")
    seen = []
    for value in (True, False):
        send(w, {"type": "settings", "facing": value})
        seen.append(w.facing)
    assert seen == [True, False]
    with caplog.at_level(logging.WARNING, logger="war_widget.play.widget"):
        send(w, {"type": "settings", "facing": "yes", "speed": "fast"})
    assert "facing" in caplog.text
    assert (w.facing, w.speed) == (False, "normal")  # all or nothing: neither changed


def test_the_front_end_may_write_it_and_a_bad_write_is_answered_with_pythons_value() -> None:
    w = WarWidget(seed=1, mode="two_players")
    w.set_state({"facing": True})
    assert w.facing is True
    w.set_state({"facing": "sideways"})
    assert w.facing is True


def test_facing_changes_no_round_of_the_game() -> None:
    plain = WarWidget(seed=11, mode="two_players")
    facing = WarWidget(seed=11, mode="two_players", facing=True)
    for _ in range(30):
        a, b = plain.flip(), facing.flip()
        assert (a.number, a.winner) == (b.number, b.winner)
    assert (plain.counts, plain.last_round) == (facing.counts, facing.last_round)
    facing.facing = False
    assert facing.last_round == plain.last_round


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_its_words_are_in_every_language(lang: str) -> None:
    words = labels(lang)
    assert words["facing"] and words["face.waiting"]
    assert words["face.waiting"].count("{name}") == 1
    if lang != "en":
        english = labels("en")
        assert words["facing"] != english["facing"]
        assert words["face.waiting"] != english["face.waiting"]
