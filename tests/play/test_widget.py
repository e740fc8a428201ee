"""WarWidget: traits mirror the engine, intents are validated, bad input is refused precisely."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
import traitlets

from war_widget import Game, Rules
from war_widget.play.widget import AHEAD, WarWidget


def send(w: WarWidget, content: Any) -> None:
    """What the front-end's ``model.send(content)`` arrives as."""
    w._handle_custom_msg(content, [])


def flip_msg(w: WarWidget, number: int | None = None) -> dict[str, Any]:
    return {"type": "flip", "game": w.game_id, "round": number or w.round + 1}


def without_steps(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k not in ("steps", "said", "spoken", "spoken_steps")}


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
        ("lang", "xx", r"lang='xx' is not supported: lang must be one of 'en', 'es'"),
        ("names", ["Ana", "  "], r"names\[1\]='  ' is not allowed: a name must have 1 to 40"),
        ("names", ["x" * 41], r"names\[0\]='x+' is not allowed"),
        ("names", ["a"] * 3, r"names: got 3 names for 2 players: give at most 2"),
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
    with pytest.raises(traitlets.TraitError, match=r"quiz_kind='sums' is not allowed"):
        WarWidget(quiz=True, quiz_kind="sums")
    with pytest.raises(traitlets.TraitError, match=r"'dots' trait"):
        WarWidget(dots="many")  # type: ignore[arg-type]


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
        {"type": "settings", "dots": "yes"},
        {"type": "settings", "four_colours": None},
        {"type": "answer", "game": 1, "round": "1", "answer": 0},
        {"type": "answer", "game": 1, "round": 2},
    ],
)
def test_malformed_messages_are_ignored_with_a_warning(
    content: Any, caplog: pytest.LogCaptureFixture
) -> None:
    w = WarWidget(seed=9)
    w.flip()
    state = (w.code, w.round, list(w.counts), dict(w.rules), w.speed, w.auto)
    with caplog.at_level(logging.WARNING, logger="war_widget.play.widget"):
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
    assert w.error == "This code has a typo: check it and try again."
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
    assert w.error.startswith("Război needs one card per flip")
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
    assert w.seat_names == ["Tú", "La máquina"]
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

    source = (Path(__file__).resolve().parents[2] / "js" / "types.ts").read_text("utf-8")
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
    assert w.seat_names == ["Jugador 1", "Jugador 2"], "a seat label is a name: no article"
    w.flip()
    assert w.last_round is not None
    steps = w.last_round["steps"]
    assert steps[0].startswith("El jugador 1 da la vuelta"), "a sentence starts with a capital"
    counting = steps[-1]
    assert "el jugador 1 tiene" in counting and "y el jugador 2" in counting, counting
    assert "El jugador" not in counting
    w.names = ["Ana"]  # a name given for seat 0 only: seat 1 keeps its default
    assert w.seat_names == ["Ana", "Jugador 2"]
    assert "y el jugador 2" in w.last_round["steps"][-1]


# -- the quiz -------------------------------------------------------------------------------------
def quiz_widget(**kwargs: Any) -> WarWidget:
    return WarWidget(quiz=True, **{"seed": 3, **kwargs})


def right_answer(w: WarWidget) -> int | str:
    """The answer, worked out from the look-ahead as a careful learner would."""
    q = w.question
    assert q is not None
    nxt = w.ahead[0] if w.ahead else None
    assert nxt is not None and nxt["n"] == q["round"]
    opening = {s: plays[0][2] for s, plays in enumerate(nxt["plays"]) if plays}
    if q["kind"] == "compare":
        high = max(opening.values())
        top = [s for s, v in opening.items() if v == high]
        return top[0] if len(top) == 1 else "tie"
    if q["kind"] == "combine":
        return int(opening[q["seat"]])
    return int(nxt["counts"][q["seat"]])


def wrong_answer(w: WarWidget) -> int | str:
    q = w.question
    assert q is not None
    good = right_answer(w)
    if q["kind"] == "compare":
        return next(x for x in [*q["options"], "tie"] if x != good)
    return int(good) + 1


def test_the_quiz_asks_before_the_round_is_played() -> None:
    w = quiz_widget()
    q = w.question
    assert q is not None
    assert (q["game"], q["round"], q["kind"], q["try"]) == (w.game_id, 1, "compare", 1)
    assert q["options"] == [0, 1]
    assert q["prompt"].startswith("Which card is bigger?")
    assert q["cards"] == [plays[0][1] for plays in w.ahead[0]["plays"]]
    assert "answer" not in q, "the right answer stays in Python"
    assert w.round == 0 and w.score == {"right": 0, "retry": 0, "wrong": 0}


def test_a_right_answer_scores_and_plays_the_round() -> None:
    w = quiz_widget()
    fb = w.answer(right_answer(w))
    assert fb["outcome"] == "right" and fb["text"] == "Right!"
    assert w.round == 1 and w.last_round is not None
    assert w.feedback == fb
    assert w.score == {"right": 1, "retry": 0, "wrong": 0}
    assert w.question is not None and w.question["round"] == 2 and w.question["try"] == 1


def test_a_wrong_answer_gets_a_second_try_then_the_answer() -> None:
    w = quiz_widget()
    fb = w.answer(wrong_answer(w))
    assert fb["outcome"] == "again" and "try" in fb["text"]
    assert "answer" not in fb, "the first miss does not give the answer away"
    assert w.round == 0, "the round waits for the second try"
    assert w.question is not None and w.question["try"] == 2
    fb = w.answer(right_answer(w))
    assert fb["outcome"] == "retry"
    assert w.round == 1
    # Two misses: the answer is said, the round is played, and it counts as wrong.
    good = right_answer(w)
    w.answer(wrong_answer(w))
    fb = w.answer(wrong_answer(w))
    assert fb["outcome"] == "wrong" and fb["answer"] == good
    # It names the card and says why ("The bigger card is 9 ♣ (the computer): 9 is more than 5").
    assert "is more than" in fb["text"] if isinstance(good, int) else "“Same”" in fb["text"]
    assert w.round == 2
    assert w.score == {"right": 0, "retry": 1, "wrong": 1}
    assert [a["outcome"] for a in w.answers] == ["retry", "wrong"]
    assert w.answers[1]["answers"] == [wrong_answer_at := w.answers[1]["answers"][0]] * 2
    assert wrong_answer_at != good


def test_sum_war_asks_the_sum_and_count_asks_the_cards_after() -> None:
    w = quiz_widget(preset="guerra_de_sumas", lang="es")
    q = w.question
    assert q is not None and q["kind"] == "combine" and q["seat"] == 0
    assert q["prompt"].startswith("¿Cuánto suman")
    assert len(q["cards"][0]) == 2
    assert w.answer(right_answer(w))["text"] == "¡Bien!"
    w.rules = {**w.rules, "combine": "product"}
    assert w.question is not None and "producto" in w.question["prompt"]
    w.answer(right_answer(w))
    w.quiz_kind = "count"
    assert w.question is not None and w.question["kind"] == "count"
    expected = w.ahead[0]["counts"][0]
    assert w.answer(expected)["outcome"] == "right"
    assert w.counts[0] == expected
    assert w.score["right"] == 3


def test_combine_falls_back_to_compare_with_single_flips() -> None:
    w = quiz_widget(quiz_kind="combine")
    assert w.question is not None and w.question["kind"] == "compare"


def test_three_players_and_ties() -> None:
    w = quiz_widget(rules=Rules(players=3), seed=11)
    ties = 0
    while not w.over:
        q = w.question
        assert q is not None
        many = len(q["options"]) > 2  # a player out leaves two
        assert q["prompt"].startswith(
            "Which card is the biggest?" if many else "Which card is bigger?"
        )
        ties += right_answer(w) == "tie"
        w.answer(right_answer(w))
    assert ties > 0
    assert w.score["right"] == len(w.answers) == w.round


def test_the_quiz_can_be_switched_off_and_on() -> None:
    w = quiz_widget()
    w.quiz = False
    assert w.question is None
    w.flip()
    w.quiz = True
    assert w.question is not None and w.question["round"] == 2
    with pytest.raises(ValueError, match=r"answer='yes' is not allowed: answer a seat \(0, 1\)"):
        w.answer("yes")
    w.quiz_kind = "count"
    with pytest.raises(ValueError, match="whole number from 0 to 10000"):
        w.answer(-1)
    w.play_to_end()
    assert w.question is None
    with pytest.raises(RuntimeError, match="no quiz question"):
        w.answer(1)


def test_the_quiz_speaks_the_learners_language() -> None:
    w = quiz_widget(lang="pl")
    assert w.question is not None and w.question["prompt"].startswith("Która karta")
    assert w.answer(wrong_answer(w))["text"].startswith("Jeszcze nie")
    w.lang = "nb"
    assert w.question is not None and w.question["prompt"].startswith("Hvilket kort")
    assert w.question["try"] == 2, "changing the language keeps the try"


def test_answer_messages_are_validated_in_python(caplog: pytest.LogCaptureFixture) -> None:
    w = quiz_widget()
    good = right_answer(w)
    msg = {"type": "answer", "game": w.game_id, "round": 1}
    send(w, {**msg, "round": 7, "answer": good})  # stale: ignored quietly
    send(w, flip_msg(w))  # the quiz plays a round only when it is answered
    assert w.round == 0
    for bad in ("yes", 5, True, None, [0], 1.5):
        with caplog.at_level(logging.WARNING, logger="war_widget.play.widget"):
            send(w, {**msg, "answer": bad})
        assert "malformed message" in caplog.text
        caplog.clear()
    with caplog.at_level(logging.WARNING, logger="war_widget.play.widget"):
        send(w, msg)
    assert "no answer" in caplog.text
    assert w.round == 0 and w.score == {"right": 0, "retry": 0, "wrong": 0}
    send(w, {**msg, "answer": good})
    assert w.round == 1 and w.score["right"] == 1


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("quiz_kind", "sums", r"quiz_kind='sums' is not allowed: quiz_kind must be one of 'auto'"),
        ("score", {"right": -1}, r"score=\{'right': -1\} is not allowed: score has the keys"),
        ("score", {"points": 3}, r"score=\{'points': 3\} is not allowed"),
        ("quiz", "yes", r"The 'quiz' trait of a WarWidget instance expected a boolean"),
        ("dots", 2, r"The 'dots' trait"),
    ],
)
def test_bad_teacher_settings_raise_a_precise_trait_error(
    name: str, value: Any, message: str
) -> None:
    w = quiz_widget()
    before = getattr(w, name)
    with pytest.raises(traitlets.TraitError, match=message):
        setattr(w, name, value)
    assert getattr(w, name) == before


def test_a_teacher_can_reset_the_score() -> None:
    w = quiz_widget()
    w.answer(right_answer(w))
    w.score = {}
    assert w.score == {"right": 0, "retry": 0, "wrong": 0}


# -- labels, teacher settings, export ---------------------------------------------------------
def test_labels_follow_the_language() -> None:
    from war_widget import locale

    w = WarWidget(seed=1)
    ui = [m.key for m in locale.UI_MESSAGES if m.key.startswith("ui.") and m.plural is None]
    names = {f"lang.{code}" for code in locale.LANGUAGES}
    piles = {f"pile.{n}" for n in range(locale.MAX_PILE + 1)}
    assert set(w.labels) == {key[3:] for key in ui} | names | piles | {"dir"}
    assert w.labels["lang.sk"] == "Slovenčina"
    assert w.labels["flip"] == "Flip"
    for lang, flip in [("es", "Dar la vuelta"), ("pl", "Odkryj"), ("sk", "Otoč"), ("nb", "Snu")]:
        w.lang = lang
        assert w.labels["flip"] == flip
        assert all(w.labels.values())
    w.new_game()
    assert w.notice == "Nytt spill er delt ut."


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", {0: "0 cards", 1: "1 card", 2: "2 cards", 5: "5 cards", 22: "22 cards"}),
        ("es", {0: "0 cartas", 1: "1 carta", 2: "2 cartas", 5: "5 cartas", 22: "22 cartas"}),
        (
            "pl",
            {
                0: "0 kart",
                1: "1 karta",
                4: "4 karty",
                5: "5 kart",
                12: "12 kart",
                22: "22 karty",
                25: "25 kart",
            },
        ),
        (
            "sk",
            {
                0: "0 kariet",
                1: "1 karta",
                2: "2 karty",
                4: "4 karty",
                5: "5 kariet",
                22: "22 kariet",
            },
        ),
        ("nb", {0: "0 kort", 1: "1 kort", 2: "2 kort", 22: "22 kort"}),
    ],
)
def test_pile_words_take_the_plural_of_their_number(lang: str, words: dict[int, str]) -> None:
    labels = WarWidget(seed=1, lang=lang).labels
    for n, said in words.items():
        assert labels[f"pile.{n}"].format(count=n) == said


def test_every_pile_size_has_its_words() -> None:
    """A pile holds at most the whole deck: the French deck with jokers, or a deck of numbers."""
    from war_widget import locale
    from war_widget.game.rules import MAX_NUMBER_DECK

    assert max(MAX_NUMBER_DECK, Rules(jokers=2).deck_size) <= locale.MAX_PILE


def test_the_front_end_test_labels_are_the_english_labels() -> None:
    """js/labels.en.json feeds the vitest fake model: `python tools/catalogues.py labels`."""
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "js" / "labels.en.json"
    assert json.loads(path.read_text("utf-8")) == WarWidget(seed=1).labels
    # The pile words of every language, for the front-end's plural tests.
    piles = json.loads((path.parent / "pile_words.json").read_text("utf-8"))
    for lang, words in piles.items():
        labels = WarWidget(seed=1, lang=lang).labels
        assert words == {k: v for k, v in labels.items() if k.startswith("pile.")}


def test_settings_messages_toggle_dots_and_four_colours() -> None:
    w = WarWidget(seed=1)
    send(w, {"type": "settings", "dots": True, "four_colours": True})
    assert w.dots and w.four_colours
    w2 = WarWidget(hide_explanation=True, dots=True, four_colours=True)
    assert (w2.hide_explanation, w2.dots, w2.four_colours) == (True, True, True)


def test_export_delegates_to_the_engine() -> None:
    w = WarWidget(preset="guerra_de_cartas", seed=5)
    for _ in range(3):
        w.flip()
    data = json.loads(w.export("json"))
    assert data["code"] == w.code
    assert [r["counts"] for r in data["rounds"]][-1] == w.counts
    csv = w.export("csv").splitlines()
    assert csv[0] == "code,round,winner,wars,cards_seat_0,cards_seat_1"
    assert len(csv) == 1 + 4
    assert w.export() == w.game.export("json")
    with pytest.raises(ValueError, match="format='xml' is not allowed"):
        w.export("xml")


def test_each_round_has_a_line_for_the_live_region() -> None:
    w = WarWidget(seed=7, lang="es")
    w.flip()
    assert w.last_round is not None
    assert w.last_round["said"].startswith("Ronda 1:")
    assert all("said" not in v for v in w.ahead), "only the shown round carries it"


def test_the_quiz_under_peace_asked_each_time() -> None:
    """No look-ahead (the learners decide): the question comes from a copy of the game, and a
    tie waits for war or peace after the answer, then the next question is asked."""
    w = WarWidget(Rules(peace="ask"), seed=2, quiz=True, quiz_kind="count")
    assert w.ahead == []
    for _ in range(200):
        q = w.question
        assert q is not None
        copy = w.game.copy()
        rnd = copy.step()
        opening = {e.seat: e.value for e in rnd.events if e.kind == "flip" and e.seat is not None}
        if q["kind"] == "compare":  # the round waits for a decision: its counts are not known
            assert not rnd.finished
            w.answer("tie" if len(set(opening.values())) == 1 else max(opening, key=opening.get))
            break
        w.answer(copy.counts[0])
        assert w.feedback is not None and w.feedback["outcome"] == "right"
    assert w.pending is not None and w.question is None, "a tie: war or peace first"
    w.choose("peace")
    assert w.question is not None and w.question["round"] == w.round + 1
