"""Read aloud in words (issue 35, 2): what reaches the speech engine has no sign and no suit
symbol, in every language; the screen keeps them.

What counts as a symbol: ``< > = + − · ×`` anywhere, a hyphen with no letter on one side
(" - ", "9-5": a minus; a hyphen inside a word, "Ana-María", is a hyphen and may stay), an
en dash between numbers ("27–25", a score), and the suits ♠♥♦♣ (their white forms, their
emoji presentation and the playing-card block U+1F0A0..U+1F0FF too).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from war_widget import Game, Rules, locale
from war_widget.explain import explain
from war_widget.explain.speech import in_words
from war_widget.play.views import Voice, banner_text, round_view

SIGNS = re.compile(r"[<>=+−·×]|(?<![^\W\d_])-|-(?![^\W\d_])|\d\s*–\s*\d")
SUITS = re.compile("[♠♥♦♣♤♡♢♧\U0001f0a0-\U0001f0ff]")

#: Rounds of every kind the brief asks for: a war, a double war, Guerra de sumas (a sum and
#: a war of sums), lowest-wins (one card and sums), difference and product, three players.
HANDS: dict[str, tuple[Rules, list[list[str]]]] = {
    "war": (Rules(face_down=1), [["9H", "2S", "KS", "4C"], ["9C", "3D", "5D", "QH"]]),
    "double war": (
        Rules(face_down=1),
        [["9H", "2S", "KS", "3C", "AH"], ["9C", "3D", "KD", "4C", "2H"]],
    ),
    "sums": (
        Rules.preset("guerra_de_sumas").replace(face_down=1),
        [["9H", "4S", "7C", "7D"], ["2C", "8D", "6S", "6H"]],
    ),
    "sums war": (
        Rules.preset("guerra_de_sumas").replace(face_down=1),
        [["9H", "4S", "2D", "7C", "7D"], ["6C", "7S", "3S", "6S", "AH"]],
    ),
    "lowest": (Rules(lowest_wins=True), [["3H", "5S"], ["5C", "6S"]]),
    "lowest sums": (Rules(lowest_wins=True, flip=2), [["3H", "4S"], ["5C", "4D"]]),
    "difference": (Rules(flip=2, combine="difference"), [["9H", "4S"], ["2C", "8D"]]),
    "product": (Rules(flip=2, combine="product"), [["3H", "4S"], ["2C", "5D"]]),
    "three players": (
        Rules(players=3, face_down=1),
        [["9H", "2S", "KS"], ["9C", "3D", "5D"], ["4H", "6D", "7C"]],
    ),
}


def symbols(text: str) -> list[str]:
    return SIGNS.findall(text) + SUITS.findall(text)


def views(lang: str) -> Iterator[tuple[str, dict[str, object]]]:
    """Every round of the hands above and the first rounds of dealt games, at both levels."""
    games = [(name, Game(rules, hands=hands)) for name, (rules, hands) in HANDS.items()]
    for preset in ("classic", "guerra_de_sumas", "wojna", "razboi", "steal_war"):
        games.append((preset, Game(Rules.preset(preset), seed=7)))
    games.append(("lowest dealt", Game(Rules(lowest_wins=True, jokers=2), seed=3)))
    for name, game in games:
        labels = [locale.say(lang, "name.you"), *(f"P{i}" for i in range(1, game.rules.players))]
        for _ in range(12):
            if game.over or game.pending is not None:
                break
            rnd = game.step()
            for level in ("detailed", "brief"):
                voice = Voice(lang, level, labels, None, you=game.rules.players == 2)
                yield f"{name} round {rnd.number} {level}", round_view(rnd, game, voice)


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_a_voice_gets_words_only(lang: str) -> None:
    shown = said = 0
    for where, view in views(lang):
        steps, spoken = view["steps"], view["spoken_steps"]
        assert isinstance(steps, list) and isinstance(spoken, list)
        assert len(spoken) == len(steps), where
        for text in [view["spoken"], *spoken]:
            assert isinstance(text, str)
            assert symbols(text) == [], (where, text)
            said += 1
        shown += sum(1 for step in steps if symbols(step))
    assert shown > 20 and said > 100  # the screen still shows its signs: the test can fail


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_suits_and_signs_are_said_in_the_language(lang: str) -> None:
    rules, hands = HANDS["sums"]
    game = Game(rules, hands=hands)
    exp = explain(game.step(), rules, lang=lang)
    text = " ".join(exp.spoken)
    for suit, card in (("H", "card.9"), ("S", "card.4")):
        bare = locale.translation(lang).pgettext(card, locale.MESSAGES[card].text).format(suit="")
        assert locale.say(lang, f"speech.card.{suit}", card=bare) in text
    plus = locale.say(lang, "speech.plus", left="9", right="4")
    assert locale.say(lang, "speech.makes", left=plus, right="13") in text
    assert locale.say(lang, "speech.more", left="13", right="10") in text
    assert "9 + 4 = 13" in str(exp) and "♥" in str(exp)  # the screen keeps the signs


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_the_banner_is_read_in_words(lang: str) -> None:
    voice = Voice(lang, "detailed", ["Ana", "Ben"], None)
    text = banner_text({"how": "win", "math": ["8 = 8", "10 + 4 = 14 > 2 + 8 = 10"]}, 0, voice)
    assert symbols(text) == [], text
    assert locale.say(lang, "speech.equal", left="8", right="8") in text
    assert locale.say(lang, "speech.more", left="14", right="10") in text


def test_in_words_says_each_kind_of_chain() -> None:
    assert in_words("3 + 4 = 7", "en") == "3 plus 4 makes 7"
    assert in_words("9 > 5", "en") == "9 is more than 5"
    assert in_words("3 < 5", "es") == "3 es menor que 5"
    assert in_words("9 = 9 > 3", "en") == "9 is the same as 9, 9 is more than 3"
    assert in_words("10 + 4 = 14 > 2 + 8 = 10", "en") == (
        "10 plus 4 makes 14, 2 plus 8 makes 10, 14 is more than 10"
    )
    assert in_words("2 · 6 = 12", "pl") == "2 razy 6 równa się 12"
    assert in_words("13 − 5 = 8", "nb") == "13 minus 5 er 8"
    assert in_words("2 + 6 + 2 = 10", "sk") == "2 plus 6 plus 2 sa rovná 10"
    # A hyphen in a word is a hyphen; words and single numbers are left alone.
    assert in_words("Ana-María has 7 cards.", "en") == "Ana-María has 7 cards."
