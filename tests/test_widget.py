"""WarWidget: traits mirror the engine, intents are validated, bad input is refused precisely."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
import traitlets

from war_widget import Game, Rules
from war_widget.widget import AHEAD, WarWidget


def send(w: WarWidget, content: Any) -> None:
    """What the front-end's ``model.send(content)`` arrives as."""
    w._handle_custom_msg(content, [])


def flip_msg(w: WarWidget, number: int | None = None) -> dict[str, Any]:
    return {"type": "flip", "game": w.game_id, "round": number or w.round + 1}


def without_steps(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "steps"}


# -- the table at once ------------------------------------------------------------------------
def test_a_new_widget_shows_a_dealt_table() -> None:
    w = WarWidget(seed=7)
    assert w.round == 0
    assert w.counts == [26, 26]
    assert w.total == 52
    assert not w.over
    assert w.code == Game(Rules(), seed=7).code
    assert w.preset == "classic"
    assert w.seat_names == ["You", "The computer"]
    assert len(w.ahead) == AHEAD
    assert [v["n"] for v in w.ahead] == list(range(1, AHEAD + 1))
    assert w.last_round is None


def test_flip_mirrors_the_engine_into_traits() -> None:
    w = WarWidget(seed=7)
    twin = Game(Rules(), seed=7)
    for n in range(1, 16):
        rnd = w.flip()
        twin.step()
        assert rnd.number == n == w.round
        assert w.counts == list(twin.counts)
        assert sum(w.counts) == w.total
        assert w.last_round is not None
        assert w.last_round["n"] == n
        assert w.last_round["counts"] == w.counts
        assert w.last_round["steps"], "every round is explained"


def test_the_rounds_computed_ahead_are_the_rounds_played() -> None:
    w = WarWidget(preset="guerra_de_cartas", seed=3)
    for _ in range(30):
        if w.over:
            break
        expected = w.ahead[0]
        w.flip()
        assert without_steps(w.last_round) == expected
        assert len(w.ahead) <= AHEAD


def test_a_code_replays_the_same_game() -> None:
    first = WarWidget(preset="guerra_de_sumas", seed=11)
    again = WarWidget(code=first.code)
    assert again.rules == first.rules
    for _ in range(20):
        first.flip()
        again.flip()
        assert again.counts == first.counts


def test_names_and_modes_label_the_seats() -> None:
    w = WarWidget(Rules(players=3), names=["Ana"])
    assert w.seat_names == ["Ana", "Player 2", "Player 3"]
    w.mode = "two_players"
    assert w.seat_names == ["Ana", "Player 2", "Player 3"]
    w.names = ["Ana", "Ben", "Cleo"]
    assert w.seat_names == ["Ana", "Ben", "Cleo"]


def test_play_to_end_fills_the_summary_and_the_session() -> None:
    w = WarWidget(preset="guerra_de_cartas", seed=5)
    w.play_to_end()
    assert w.over
    assert w.result is not None and w.result["reason"] in ("round_limit", "all_cards")
    assert w.summary is not None
    assert len(w.summary["counts_per_round"]) == w.round + 1
    assert w.ahead == []
    assert w.session["games"] == 1
    assert w.session["results"][0]["code"] == w.code
    with pytest.raises(RuntimeError, match="game is over"):
        w.flip()
    w.new_game()
    assert w.round == 0 and not w.over and w.summary is None
    assert w.session["games"] == 1, "the session survives a new game"


def test_traits_can_be_observed() -> None:
    w = WarWidget(seed=1)
    seen: list[int] = []
    w.observe(lambda change: seen.append(change["new"]), names="round")
    w.flip()
    w.flip()
    assert seen == [1, 2]


def test_peace_ask_waits_for_a_choice() -> None:
    w = WarWidget(Rules(peace="ask"), seed=2)
    assert w.ahead == [], "nothing is computed ahead of a decision"
    while w.pending is None and not w.over:
        w.flip()
    assert w.pending is not None
    with pytest.raises(RuntimeError, match="decision"):
        w.flip()
    send(w, {"type": "choose", "game": w.game_id, "decision": "peace"})
    assert w.pending is None
    assert w.last_round is not None and w.last_round["peace"]


# -- validation -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("mode", "three", r"mode='three' is not allowed: mode must be 'computer' or 'two_players'"),
        ("speed", "warp", r"speed='warp' is not allowed: speed must be 'slow', 'normal' or 'fast'"),
        ("level", "all", r"level='all' is not allowed: level must be 'brief' or 'detailed'"),
        ("lang", "xx", r"lang='xx' is not allowed: lang must be one of 'en', 'es'"),
        ("names", ["Ana", "  "], r"names\[1\]='  ' is not allowed: a name must have 1 to 40"),
        ("names", ["x" * 41], r"names\[0\]='x+' is not allowed"),
        ("names", ["a"] * 9, r"names: got 9 names; there are at most 8 players"),
        ("rules", {"players": 1}, r"rules: players=1 is not allowed"),
        ("rules", {"flip": 3}, r"rules: flip=3 is not allowed"),
        ("rules", {"colour": "red"}, r"rules: unknown rule option"),
    ],
)
def test_bad_settings_raise_a_precise_trait_error(name: str, value: Any, message: str) -> None:
    w = WarWidget(seed=1)
    before = getattr(w, name)
    with pytest.raises(traitlets.TraitError, match=message):
        setattr(w, name, value)
    assert getattr(w, name) == before


def test_bad_constructor_arguments() -> None:
    with pytest.raises(traitlets.TraitError, match="mode='solo'"):
        WarWidget(mode="solo")
    with pytest.raises(ValueError, match="preset='nope' is not known"):
        WarWidget(preset="nope")
    with pytest.raises(ValueError, match="not both"):
        WarWidget(Rules(), preset="classic")
    with pytest.raises(traitlets.TraitError, match=r"names: expected a list of names"):
        WarWidget(names="Ana")
    with pytest.raises(TypeError):
        WarWidget(colour="red")  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        WarWidget(Rules(), 7)  # type: ignore[misc]
    with pytest.raises(ValueError):
        WarWidget(code="not a code")


def test_setting_the_rules_deals_a_new_game_and_says_so() -> None:
    w = WarWidget(seed=1, names=["Ana"])
    w.flip()
    w.rules = {**w.rules, "flip": 2}
    assert w.rules["flip"] == 2
    assert w.game.rules.flip == 2
    assert w.round == 0
    assert w.preset == "guerra_de_sumas"
    assert "new game" in w.notice
    assert w.names == ["Ana"], "nothing else is lost"


# -- messages from the front-end ----------------------------------------------------------------
def test_flip_messages_play_rounds_and_stale_ones_are_ignored() -> None:
    w = WarWidget(seed=4)
    send(w, flip_msg(w))
    assert w.round == 1
    send(w, flip_msg(w, 1))  # a repeat of round 1: already played
    assert w.round == 1
    send(w, {"type": "flip", "game": w.game_id - 1, "round": 2})  # an older game's flip
    assert w.round == 1
    w.flip()  # Python flips round 2 itself; the front-end's flip of round 2 arrives late
    send(w, flip_msg(w, 2))
    assert w.round == 2
    send(w, flip_msg(w))
    assert w.round == 3


@pytest.mark.parametrize(
    "content",
    [
        "flip",
        None,
        ["flip"],
        {"kind": "flip"},
        {"type": "explode"},
        {"type": "flip", "game": "1", "round": 1},
        {"type": "flip", "game": 1, "round": True},
        {"type": "flip", "game": 1},
        {"type": "choose", "game": 1, "decision": "surrender"},
        {"type": "set_rules", "changes": {"colour": "red"}},
        {"type": "set_rules", "changes": []},
        {"type": "preset", "name": "monopoly"},
        {"type": "code", "code": 1234},
        {"type": "code", "code": "A" * 500},
        {"type": "settings", "speed": "warp"},
        {"type": "settings", "auto": "yes"},
    ],
)
def test_malformed_messages_are_ignored_with_a_warning(
    content: Any, caplog: pytest.LogCaptureFixture
) -> None:
    w = WarWidget(seed=9)
    w.flip()
    state = (w.code, w.round, list(w.counts), dict(w.rules), w.speed, w.auto)
    with caplog.at_level(logging.WARNING, logger="war_widget.widget"):
        send(w, content)
    assert "malformed message" in caplog.text
    assert (w.code, w.round, list(w.counts), dict(w.rules), w.speed, w.auto) == state
    send(w, flip_msg(w))
    assert w.round == 2, "the game goes on"


def test_a_bad_code_shows_its_error_and_keeps_the_game() -> None:
    w = WarWidget(seed=9)
    w.flip()
    code, counts = w.code, list(w.counts)
    send(w, {"type": "code", "code": "K7QM-3XPB"})
    assert w.error.startswith("That code does not work")
    assert (w.code, w.round, w.counts) == (code, 1, counts)
    other = WarWidget(preset="krig", seed=12)
    send(w, {"type": "code", "code": other.code.lower()})
    assert w.error == ""
    assert w.code == other.code
    assert w.rules == other.rules
    assert "Replaying" in w.notice


def test_variant_controls_deal_a_new_game_or_explain_a_refusal() -> None:
    w = WarWidget(seed=9)
    game_id = w.game_id
    send(w, {"type": "set_rules", "changes": {"ace_low": True, "round_limit": 40}})
    assert w.game.rules.ace_low and w.game.rules.round_limit == 40
    assert w.game_id == game_id + 1
    send(w, {"type": "set_rules", "changes": {"face_down": "by_rank"}})
    send(w, {"type": "set_rules", "changes": {"flip": 2}})  # Război needs single flips
    assert "by_rank" in w.error
    assert w.game.rules.face_down == "by_rank" and w.game.rules.flip == 1
    send(w, {"type": "preset", "name": "guerra_de_cartas"})
    assert w.preset == "guerra_de_cartas"
    assert w.error == ""
    send(w, {"type": "set_rules", "changes": {"players": 4}})
    assert len(w.counts) == 4 and sum(w.counts) == 52


def test_settings_and_hello_messages() -> None:
    w = WarWidget(seed=9)
    sent: list[Any] = []
    w.send = lambda content, buffers=None: sent.append(content)  # type: ignore[method-assign]
    send(w, {"type": "settings", "speed": "fast", "level": "brief", "auto": True})
    assert (w.speed, w.level, w.auto) == ("fast", "brief", True)
    for _ in range(3):
        w.flip()
    send(w, {"type": "hello"})
    assert sent[-1]["type"] == "history"
    assert [r["n"] for r in sent[-1]["rounds"]] == [1, 2, 3]
    assert all(r["steps"] for r in sent[-1]["rounds"])


# -- what travels per flip ------------------------------------------------------------------------
def _long_seed(rounds: int) -> int:
    for seed in range(2000):
        g = Game(Rules(), seed=seed)
        while not g.over and g.round < rounds + 5:
            g.step()
        if g.round >= rounds + 5:
            return seed
    raise AssertionError("no long game found")  # pragma: no cover


def bytes_of_flip(w: WarWidget) -> int:
    sent: list[int] = []

    def record(msg: dict[str, Any], buffers: Any = None) -> None:
        sent.append(len(json.dumps(msg, ensure_ascii=False).encode()))

    w._send = record  # type: ignore[method-assign]
    send(w, flip_msg(w))
    del w._send
    return sum(sent)


@pytest.mark.slow
def test_bytes_per_flip_do_not_grow_with_the_game() -> None:
    w = WarWidget(seed=_long_seed(1000))
    for _ in range(9):
        w.flip()
    at_10 = bytes_of_flip(w)
    while w.round < 999:
        w.flip()
    at_1000 = bytes_of_flip(w)
    print(f"bytes per flip: round 10 = {at_10}, round 1000 = {at_1000}")
    assert at_10 < 4000
    assert at_1000 < 2 * at_10


def test_language_and_level_retell_the_current_round() -> None:
    w = WarWidget(seed=7)
    w.flip()
    assert w.last_round is not None
    english = w.last_round["steps"]
    w.lang = "es"
    assert w.seat_names == ["Tú", "El ordenador"]
    assert w.last_round["steps"] != english
    w.level = "brief"
    assert len(w.last_round["steps"]) == 1
    assert w.last_round["steps"][0].startswith("Ronda 1")


def test_names_are_used_in_the_explanations() -> None:
    w = WarWidget(seed=7, names=["Ana", "Ben"])
    w.flip()
    assert w.last_round is not None
    text = " ".join(w.last_round["steps"])
    assert "Ana" in text and "Ben" in text


def test_the_front_end_model_mirrors_every_synced_trait() -> None:
    """js/types.ts declares the traits the front-end reads; it must match the Python class."""
    import re
    from pathlib import Path

    import anywidget

    source = (Path(__file__).resolve().parents[1] / "js" / "types.ts").read_text("utf-8")
    body = re.search(r"export interface Traits \{(.*?)\n\}", source, flags=re.S)
    assert body is not None
    declared = set(re.findall(r"^\s+(\w+)\??:", body.group(1), flags=re.M))
    inherited = set(anywidget.AnyWidget.class_trait_names(sync=True))
    synced = {
        name
        for name in WarWidget.class_trait_names(sync=True)
        if not name.startswith("_") and name not in inherited
    }
    assert declared == synced


def test_default_names_are_lower_case_mid_sentence_in_two_player_mode() -> None:
    w = WarWidget(mode="two_players", lang="es", seed=3)
    assert w.seat_names == ["El jugador 1", "El jugador 2"], "labels start with a capital"
    w.flip()
    assert w.last_round is not None
    steps = w.last_round["steps"]
    assert steps[0].startswith("El jugador 1 saca"), "a sentence starts with a capital"
    counting = steps[-1]
    assert "el jugador 1 tiene" in counting and "y el jugador 2" in counting, counting
    assert "El jugador" not in counting
    w.names = ["Ana"]  # a name given for seat 0 only: seat 1 keeps its default
    assert w.seat_names == ["Ana", "El jugador 2"]
    assert "y el jugador 2" in w.last_round["steps"][-1]
