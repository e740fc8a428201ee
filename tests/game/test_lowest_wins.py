"""The house rule ``lowest_wins`` ("the lowest card wins"), added through the newcomer's
checklist (docs/architecture.md) in its four places -- its field, its arithmetic, its kernel
slot (a reversed worth table), its words -- and where the play table, the quiz and the sheets
say it."""

from __future__ import annotations

import re
from html import unescape

import pytest

from war_widget import Game, Rules, WarWidget, explain, sheets, simulate
from war_widget import locale as loc
from war_widget.explain.speech import in_words
from war_widget.game import arithmetic, codes
from war_widget.game.cards import Card
from war_widget.game.rules import rule_choices
from war_widget.kernel import options as kernel_options
from war_widget.play.checks import menu_choices
from war_widget.play.views import Voice, banner, banner_text
from war_widget.sheets.words import Words
from war_widget.simulation.exact import first_flip_war_probability
from war_widget.simulation.run import _resolve_engine


def test_it_lives_in_its_four_places() -> None:
    # 1. its field: validated, in the game code, in the menus
    assert Rules(lowest_wins=True).lowest_wins and not Rules().lowest_wins
    assert dict(codes.MORE)["lowest_wins"] == (False, True)  # index 0 the default
    assert rule_choices()["lowest_wins"] == [False, True]
    # 2. its arithmetic
    assert "contest" in arithmetic.FUNCTIONS
    # 3. its kernel input: the worths, reversed
    assert kernel_options.CARRIED_BY["lowest_wins"] == ("values",)
    # 4. its words, in every language
    english = loc.MESSAGES["compare.lower"]
    for lang in loc.LANGUAGES[1:]:
        text = loc.translation(lang).pgettext("compare.lower", english.text)
        assert text != english.text and "{low}" in text and "{high}" in text, lang


@pytest.mark.parametrize("bad", [1, 0, "yes", None])
def test_a_bad_value_is_refused_by_name(bad: object) -> None:
    with pytest.raises(ValueError, match=r"lowest_wins=.*True \(the lowest card wins\) or False"):
        Rules(lowest_wins=bad)  # type: ignore[arg-type]


def test_the_arithmetic() -> None:
    assert arithmetic.contest(5, False) == 5
    low, high = arithmetic.contest(3, True), arithmetic.contest(5, True)
    assert arithmetic.beats(low, high) and not arithmetic.beats(high, low)
    assert arithmetic.contest(arithmetic.contest(7, True), True) == 7  # its own inverse
    # the largest number a flip can show (a product of two 64s) still stays positive
    assert arithmetic.contest(64 * 64, True) > 0
    ranked = [arithmetic.contest(v, True) for v in (9, 3, 3, 5)]
    top, count, at = arithmetic.highest(ranked, [0, 1, 2, 3], 4)
    assert (arithmetic.contest(top, True), count, at) == (3, 2, 1)


def test_the_lowest_card_wins_and_a_tie_is_still_a_war() -> None:
    rules = Rules(lowest_wins=True, face_down=1)
    g = Game(rules, hands=[["3", "7", "K"], ["5", "7", "2"]])
    first = g.step()
    assert first.winner == 0  # 3 beats 5
    compare = next(e for e in first.events if e.kind == "compare")
    assert compare.values == (3, 5) and compare.value == 3  # the real numbers
    second = g.step()
    assert [e.kind for e in second.events].count("war") == 1  # 7 = 7: war
    assert second.winner == 1  # then 2 beats K


def test_an_ace_high_loses_to_everything_and_an_ace_low_beats_everything() -> None:
    high = Game(Rules(lowest_wins=True), hands=[["A"], ["2"]]).step()
    low = Game(Rules(lowest_wins=True, ace_low=True), hands=[["A"], ["2"]]).step()
    assert high.winner == 1 and low.winner == 0


def test_sums_three_players_and_war_is_superior() -> None:
    sums = Game(Rules(lowest_wins=True, flip=2), hands=[["3", "4"], ["5", "4"]]).step()
    assert sums.winner == 0  # 3 + 4 = 7 is less than 9
    three = Game(Rules(lowest_wins=True, players=3), hands=[["9"], ["2"], ["5"]]).step()
    assert three.winner == 1
    # 3-3-9 under "war is superior": the tied 3s are also the lowest -- and 9-4-4 too
    superior = Rules(lowest_wins=True, players=3, multiway="war_is_superior", face_down=0)
    g = Game(superior, hands=[["9", "8"], ["4", "6"], ["4", "7"]])
    rnd = g.step()
    war = next(e for e in rnd.events if e.kind == "war")
    assert war.value == 4 and set(war.seats) == {0, 1, 2}
    assert rnd.winner == 1  # 8, 6, 7: the 6 wins


def test_a_code_replays_it_and_older_codes_read_as_before() -> None:
    g = Game(Rules(lowest_wins=True, face_down=1), seed=7)
    again = Game.from_code(g.code)
    assert again.rules.lowest_wins
    assert g.play() == again.play()
    plain = Game(Rules(face_down=1), seed=7)
    assert plain.code != g.code and not Game.from_code(plain.code).rules.lowest_wins
    # every other option round-trips beside it
    rules = Rules(lowest_wins=True, few_cards=5, pickup="random_order", numbers=10, copies=4)
    assert codes.rules_from_number(codes.rules_number(rules)) == rules
    assert codes.rules_number(Rules(few_cards=5)) < codes.rules_number(Rules(lowest_wins=True))


def test_the_kernel_reverses_the_worths_and_plays_the_engines_games() -> None:
    packed = kernel_options.pack(Rules(lowest_wins=True))
    plain = kernel_options.pack(Rules())
    assert packed.deck == plain.deck and packed.options == plain.options
    two, ace = 2, 14
    assert packed.values[two] == plain.values[ace] and packed.values[ace] == plain.values[two]
    rules = Rules(lowest_wins=True, face_down=1)
    fast = simulate(rules, 40, seed=3, engine="fast", progress=False)
    slow = simulate(rules, 40, seed=3, engine="python", progress=False)
    assert list(fast.rounds) == list(slow.rounds) and list(fast.winners) == list(slow.winners)


@pytest.mark.parametrize(
    "rules",
    [
        Rules(lowest_wins=True, flip=2),
        Rules(lowest_wins=True, flip=2, combine="product"),
        Rules(lowest_wins=True, face_down="by_rank"),
    ],
)
def test_what_the_kernel_cannot_reverse_is_played_on_the_engine(rules: Rules) -> None:
    with pytest.raises(ValueError, match=r"lowest_wins=True.*engine='python'"):
        kernel_options.pack(rules)
    assert _resolve_engine("auto", rules) == "python"
    with pytest.raises(ValueError, match=r"fast kernel cannot play it"):
        _resolve_engine("fast", rules)
    sim = simulate(rules, 5, seed=1, progress=False)
    assert len(sim.rounds) == 5


def test_the_exact_chance_of_a_first_war_counts_the_lowest() -> None:
    # one joker: the highest card is alone, the lowest (2) has four copies
    high = first_flip_war_probability(Rules(players=3, jokers=1))
    low = first_flip_war_probability(Rules(players=3, jokers=1, lowest_wins=True))
    assert high is not None and low is not None and low > high
    sim = simulate(Rules(players=3, jokers=1, lowest_wins=True), 4000, seed=2, progress=False)
    share = sum(1 for w in sim.first_wars if w) / 4000
    assert abs(share - float(low)) < 0.03


@pytest.mark.parametrize("lang", loc.LANGUAGES)
def test_it_is_explained_with_the_real_numbers_in_every_language(lang: str) -> None:
    rules = Rules(lowest_wins=True)
    rnd = Game(rules, hands=[["3", "9"], ["5", "2"]]).step()
    steps = explain(rnd, rules, lang)
    compare = [s for s in steps.steps if s.kind == "compare"]
    assert len(compare) == 1 and "3" in compare[0].text and "5" in compare[0].text
    assert compare[0].sentences[0].key == "compare.lower"
    sums = Rules(lowest_wins=True, flip=2)
    rnd = Game(sums, hands=[["3", "4"], ["5", "4"]]).step()
    said = [s.text for s in explain(rnd, sums, lang).steps]
    assert any("7" in t and "9" in t for t in said), said
    many = Rules(lowest_wins=True, players=3)
    rnd = Game(many, hands=[["9"], ["2"], ["5"]]).step()
    keys = [s.key for step in explain(rnd, many, lang).steps for s in step.sentences]
    assert "compare.lowest" in keys


def test_the_english_words() -> None:
    rules = Rules(lowest_wins=True, flip=2)
    rnd = Game(rules, hands=[["3", "4"], ["5", "4"]]).step()
    said = " ".join(s.text for s in explain(rnd, rules, "en").steps)
    assert "3 + 4 = 7" in said and "7 is less than 9: the lowest sum wins." in said
    one = Game(Rules(lowest_wins=True), hands=[["3"], ["5"]]).step()
    said = " ".join(s.text for s in explain(one, Rules(lowest_wins=True), "en").steps)
    assert "3 is less than 5: the lowest card wins." in said


# -- at the play table: the quiz, the banner, Settings ------------------------------------------
LEFTOVER = re.compile(r"\{\w*\}")


@pytest.mark.parametrize("lang", loc.LANGUAGES)
def test_the_quiz_asks_which_card_wins_and_judges_it_by_the_rule(lang: str) -> None:
    w = WarWidget(Rules(lowest_wins=True), quiz=True, quiz_kind="compare", lang=lang, seed=3)
    english = loc.MESSAGES["quiz.compare.lowest"].text
    prompt = loc.translation(lang).pgettext("quiz.compare.lowest", english)
    misses = 0
    for _ in range(12):
        q = w.question
        assert q is not None and q["kind"] == "compare" and q["prompt"] == prompt
        (a,), (b,) = q["cards"]
        va, vb = (Rules().value(Card.parse(c).rank) for c in (a, b))
        right = "tie" if va == vb else (0 if va < vb else 1)  # the lowest card wins
        assert w._answer == right
        wrong = 1 if right != 1 else 0
        assert w.answer(wrong)["outcome"] == "again"
        feedback = w.answer(wrong)
        assert feedback["outcome"] == "wrong" and feedback["answer"] == right
        text = feedback["text"]
        assert not LEFTOVER.search(text)
        if right != "tie":
            misses += 1
            low, high = sorted((va, vb))
            assert str(low) in text and str(high) in text
            if lang == "en":
                assert f"{low} is less than {high}, and the lowest card wins." in text
            winner = w.last_round["winner"]
            assert winner == right  # the engine played it as the quiz judged it
    assert misses > 5


def test_a_right_answer_gets_the_rule_and_the_banner_says_it() -> None:
    w = WarWidget(Rules(lowest_wins=True), quiz=True, quiz_kind="compare", seed=3)
    for _ in range(10):
        (a,), (b,) = w.question["cards"]
        va, vb = (Rules().value(Card.parse(c).rank) for c in (a, b))
        feedback = w.answer(w._answer)  # type: ignore[arg-type]
        banner = w.last_round["banner"]
        if va != vb:
            low, high = sorted((va, vb))
            assert feedback["detail"] == f"{low} is less than {high}, and the lowest card wins."
            assert banner["math"][-1] == f"{low} < {high}"
            assert banner["how"] == "lowest"


@pytest.mark.parametrize("lang", loc.LANGUAGES)
def test_the_banner_names_the_rule_in_every_language(lang: str) -> None:
    rnd = Game(Rules(lowest_wins=True), hands=[["3"], ["5"]]).step()
    b = banner(rnd, "sum", lowest=True)
    assert b == {"how": "lowest", "math": ["3 < 5"]}
    text = banner_text(b, 0, Voice(lang, "detailed", ("Ana", "Ben"), None))
    english = loc.MESSAGES["ui.table.banner.lowest"].text
    assert text == loc.translation(lang).pgettext("ui.table.banner.lowest", english).format(
        name="Ana",
        math=in_words("3 < 5", lang),  # read aloud: the sign in words
    )
    sums = Game(Rules(lowest_wins=True, flip=2), hands=[["3", "4"], ["5", "4"]]).step()
    assert banner(sums, "sum", lowest=True)["math"] == ["3 + 4 = 7 < 5 + 4 = 9"]
    plain = Game(Rules(), hands=[["3"], ["5"]]).step()
    assert banner(plain, "sum") == {"how": "win", "math": ["5 > 3"]}


def test_its_control_in_settings_is_one_check_box() -> None:
    controls = menu_choices()["table"]
    assert {"option": "lowest_wins", "label": "lowest_wins"} in controls
    w = WarWidget()
    w._handle_custom_msg({"type": "set_rules", "changes": {"lowest_wins": True}}, [])  # a tick
    assert w.rules["lowest_wins"] is True and Game.from_code(w.code).rules.lowest_wins


# -- the printed sheets -------------------------------------------------------------------------
def _key_answers(html: str) -> list[str]:
    key = re.search(r'<section class="page key">(.*?)</section>', html, re.S)
    assert key is not None
    return [
        unescape(a)
        for a in re.findall(r"<tr><td>\d+</td><td>.*?</td><td>(.*?)</td></tr>", key.group(1))
    ]


@pytest.mark.parametrize("lang", loc.LANGUAGES)
def test_a_win_sheet_says_the_rule_and_its_key_follows_it(lang: str) -> None:
    code = Game(Rules(lowest_wins=True), seed=101).code
    made = sheets.sheet(code, "win", lang=lang)
    words = Words(lang)
    assert words("sheet.task.win.lowest") in made.html
    assert words("sheet.real.win.lowest") in made.html
    assert words("sheet.task.win") not in made.html
    replay = Game.from_code(code)
    answers = _key_answers(made.answers.html)
    lowest = 0
    for answer in answers[:8]:
        rnd = replay.step()
        compare = next(e for e in rnd.events if e.kind == "compare")
        if compare.reason == "greater":
            assert answer == words.player(compare.winners[0])
            assert compare.value == min(compare.values)
            lowest += 1
    assert lowest >= 6
    # the same deal under the usual rule: every answer without a war is the other player
    plain = _key_answers(sheets.sheet(Game(Rules(), seed=101).code, "win", lang=lang).answers.html)
    tie = words("sheet.key.tie")
    assert all(a != b for a, b in zip(answers, plain, strict=True) if tie not in (a, b))


def test_the_sign_sheet_keeps_the_numbers_order_under_the_rule() -> None:
    code = Game(Rules(lowest_wins=True), seed=5).code
    made = sheets.sheet(code, "sign").answers.html
    for answer in _key_answers(made):
        first, sign, second = answer.split(" ")
        a, b = (Rules().value(Card.parse(c).rank) for c in (first, second))
        assert sign == ("=" if a == b else ">" if a > b else "<")
