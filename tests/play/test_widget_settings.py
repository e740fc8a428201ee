"""WarWidget's settings and state: state only Python sets, partial rules, the learner's words for
refusals, language tags, all-or-nothing settings, the number of names."""

from __future__ import annotations

import logging
from typing import Any

import pytest
import traitlets

from war_widget import Rules, locale
from war_widget.game.codes import ALPHABET, CodeError, decode
from war_widget.play.messages import CODE_ERRORS
from war_widget.play.schema import _READ_ONLY
from war_widget.play.widget import WarWidget


def send(w: WarWidget, content: Any) -> None:
    """What the front-end's ``model.send(content)`` arrives as."""
    w._handle_custom_msg(content, [])


def said(key: str, lang: str) -> str:
    return locale.translation(lang).pgettext(key, locale.MESSAGES[key].text)


def state(w: WarWidget) -> tuple[Any, ...]:
    return (w.game_id, w.code, w.round, list(w.counts), dict(w.rules))


# -- 1. the state the widget mirrors cannot be written ---------------------------------------
@pytest.mark.parametrize("name", sorted(_READ_ONLY))
def test_state_traits_are_read_only_and_say_what_to_call(name: str) -> None:
    w = WarWidget(seed=7)
    w.flip()
    before = getattr(w, name)
    value: Any = {"x": 1} if isinstance(before, dict) else 0
    with pytest.raises(traitlets.TraitError, match=rf"^{name} is read-only") as err:
        setattr(w, name, value)
    assert _READ_ONLY[name] in str(err.value)
    assert getattr(w, name) == before
    assert w.traits()[name].read_only, "set_trait is the widget's own way in"


def test_writing_round_or_over_cannot_desync_the_table() -> None:
    w = WarWidget(seed=7)
    w.flip()
    with pytest.raises(traitlets.TraitError, match=r"round is read-only.*flip\(\)"):
        w.round = 0
    with pytest.raises(traitlets.TraitError, match=r"over is read-only.*new_game\(\)"):
        w.over = True
    assert (w.round, w.over) == (1, False)
    send(w, {"type": "flip", "game": w.game_id, "round": 2})
    assert w.round == 2 == w.game.round


def test_a_teacher_can_still_reset_the_score() -> None:
    w = WarWidget(seed=7, quiz=True)
    w.answer("tie")
    w.score = {}
    assert w.score == {"right": 0, "retry": 0, "wrong": 0}


# -- 2. a partial rules dict changes only its keys --------------------------------------------
def test_a_partial_rules_dict_keeps_the_other_rules() -> None:
    rules = Rules(face_down=1, pickup="table", round_limit=80)
    w = WarWidget(rules, seed=5)
    w.flip()
    game_id = w.game_id
    w.rules = {"ace_low": True}
    assert w.game.rules == rules.replace(ace_low=True)
    assert w.rules == rules.replace(ace_low=True).to_dict()
    assert (w.game_id, w.round) == (game_id + 1, 0), "a new game is dealt"
    assert w.notice == "New rules: a new game is dealt."


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"ace_low": "yes"}, r"rules: ace_low='yes' is not allowed"),
        ({"colour": "red", "ace_low": True}, r"rules: unknown rule option\(s\) \['colour'\]"),
        ({"face_down": "by_rank", "flip": 2}, r"rules: face_down='by_rank' is not allowed"),
    ],
)
def test_a_bad_rule_names_itself_and_keeps_the_game(value: dict[str, Any], message: str) -> None:
    w = WarWidget(Rules(face_down=1), seed=5)
    w.flip()
    before = state(w)
    with pytest.raises(traitlets.TraitError, match=message):
        w.rules = value
    assert state(w) == before


# -- 3. refusals in the learner's words -------------------------------------------------------
def _with_check(body: str) -> str:
    """A payload with the check character that makes it pass the typo check."""
    for ch in ALPHABET:
        try:
            decode(body + ch)
        except CodeError as err:
            if err.reason == "typo":
                continue
        return body + ch
    raise AssertionError("no check character fits")


@pytest.mark.parametrize(
    ("reason", "code"),
    [
        ("empty", " - "),
        ("character", "2!9"),
        ("short", "29"),
        ("typo", "298"),
        ("unknown", _with_check("V2")),
    ],
)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_refused_code_says_why_in_the_learners_language(
    reason: str, code: str, lang: str
) -> None:
    with pytest.raises(CodeError) as err:
        decode(code)
    assert err.value.reason == reason
    w = WarWidget(seed=9, lang=lang)
    w.flip()
    before = state(w)
    send(w, {"type": "code", "code": code})
    assert w.error == said(f"ui.error.code.{reason}", lang)
    assert "code:" not in w.error and "'" not in w.error, "no developer's words"
    assert state(w) == before


def test_every_code_error_has_its_message_translated() -> None:
    assert set(CODE_ERRORS) == {"type", "empty", "character", "short", "typo", "unknown"}
    for reason in CODE_ERRORS:
        english = locale.MESSAGES[f"ui.error.code.{reason}"].text
        for lang in locale.LANGUAGES[1:]:
            assert said(f"ui.error.code.{reason}", lang) not in ("", english)


@pytest.mark.parametrize("lang", ["en", "es", "pl"])
def test_a_refused_rule_combination_is_explained_and_clears_the_notice(lang: str) -> None:
    w = WarWidget(seed=9, lang=lang)
    send(w, {"type": "set_rules", "changes": {"face_down": "by_rank"}})
    assert w.notice == said("ui.notice.rules", lang)
    before = state(w)
    send(w, {"type": "set_rules", "changes": {"flip": 2}})  # Guerra de sumas under Război
    assert w.error == said("ui.error.rules.by_rank", lang)
    # the sum war by the name its check box has in the child's language (issue 35)
    sums = {"en": "Sum War", "es": "Guerra de sumas", "pl": "Wojnę na sumy"}[lang]
    assert "Război" in w.error and sums in w.error
    assert "flip=2" not in w.error and "by_rank" not in w.error
    assert w.notice == ""
    assert state(w) == before
    send(w, {"type": "set_rules", "changes": {"face_down": 1}})
    assert w.error == "", "a change that works clears the refusal"


def test_any_other_refused_rule_change_is_said_plainly() -> None:
    w = WarWidget(seed=9)
    before = state(w)
    send(w, {"type": "set_rules", "changes": {"players": 9}})
    assert w.error == said("ui.error.rules", "en")
    assert state(w) == before


# -- 4. language tags -------------------------------------------------------------------------
def test_language_tags_fall_back_to_their_language() -> None:
    w = WarWidget(lang="es-ES")
    assert w.lang == "es"
    assert w.labels["flip"] == said("ui.flip", "es")
    w.lang = "pl_PL"
    assert w.lang == "pl"
    assert w.labels["flip"] == said("ui.flip", "pl")
    send(w, {"type": "settings", "lang": "NB"})
    assert w.lang == "nb"
    every = ", ".join(f"'{code}'" for code in locale.LANGUAGES)
    with pytest.raises(traitlets.TraitError, match=rf"lang='xx'.*{every}"):
        w.lang = "xx"
    with pytest.raises(traitlets.TraitError, match=r"lang='xx-XX'"):
        WarWidget(lang="xx-XX")


# -- 5. a settings message is applied whole or not at all -------------------------------------
@pytest.mark.parametrize(
    "content",
    [
        {"speed": "fast", "level": "all"},  # refused by a validator
        {"speed": "fast", "lang": "es", "auto": "yes"},  # refused by the trait's type
        {"lang": "es", "mode": "solo"},
        {"speed": "fast", "colour": "red"},  # not a setting
        {},
    ],
)
def test_a_bad_settings_message_changes_nothing(
    content: dict[str, Any], caplog: pytest.LogCaptureFixture
) -> None:
    w = WarWidget(seed=9)
    w.flip()
    labels, last = dict(w.labels), w.last_round
    with caplog.at_level(logging.WARNING, logger="war_widget"):
        send(w, {"type": "settings", **content})
    assert "ignored a malformed message" in caplog.text
    settings = (w.speed, w.level, w.lang, w.mode, w.auto)
    assert settings == ("normal", "detailed", "en", "computer", False)
    assert w.labels == labels and w.last_round == last, "no observer heard of a half change"


def test_a_good_settings_message_is_applied_whole() -> None:
    w = WarWidget(seed=9)
    send(w, {"type": "settings", "speed": "fast", "lang": "es-ES", "dots": True})
    assert (w.speed, w.lang, w.dots) == ("fast", "es", True)
    assert w.labels["flip"] == said("ui.flip", "es")


# -- 6. names -------------------------------------------------------------------------------
def test_more_names_than_players_is_refused() -> None:
    with pytest.raises(traitlets.TraitError, match=r"names: got 3 names for 2 players"):
        WarWidget(names=["a", "b", "c"])
    w = WarWidget(Rules(players=3), names=["a", "b", "c"])
    assert w.seat_names == ["a", "b", "c"]
    with pytest.raises(traitlets.TraitError, match=r"names: got 4 names for 3 players"):
        w.names = ["a", "b", "c", "d"]
    assert WarWidget(names=["Ana"]).seat_names[0] == "Ana", "fewer names: defaults fill in"
