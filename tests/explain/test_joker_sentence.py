"""The joker's sentence says only what is true under the rules (issue 35, 6): it beats every
other card when one card is flipped and the highest wins; under lowest-wins it is the highest
card, so it loses to every other; under Guerra de sumas its 15 counts in the sum (difference,
product), and either side may win.  Checked against what the engine does, in every language.
"""

from __future__ import annotations

import pytest

from war_widget import Game, Rules, locale
from war_widget.explain import explain

JOKER_KEYS = {
    "value.joker",
    "value.joker.lowest",
    "value.joker.sum",
    "value.joker.difference",
    "value.joker.product",
}


def joker_sentences(rules: Rules, hands: list[list[str]], lang: str = "en") -> list[str]:
    game = Game(rules, hands=hands)
    rnd = game.step()
    keys = [s.key for step in explain(rnd, rules, lang=lang) for s in step.sentences]
    return [k for k in keys if k in JOKER_KEYS]


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_one_card_highest_wins_the_joker_beats_every_card(lang: str) -> None:
    rules = Rules(jokers=1)
    assert joker_sentences(rules, [["JOKER", "2H"], ["AS", "3H"]], lang) == ["value.joker"]
    rnd = Game(rules, hands=[["JOKER", "2H"], ["AS", "3H"]]).step()
    assert rnd.winner == 0  # the joker beat the ace: the sentence is true


@pytest.mark.parametrize("lang", locale.LANGUAGES)
def test_lowest_wins_the_joker_loses_to_every_card(lang: str) -> None:
    rules = Rules(jokers=1, lowest_wins=True)
    hands = [["JOKER", "2H"], ["AS", "3H"]]
    assert joker_sentences(rules, hands, lang) == ["value.joker.lowest"]
    assert Game(rules, hands=hands).step().winner == 1  # even the ace (14) beats it
    text = str(explain(Game(rules, hands=hands).step(), rules, lang=lang))
    beats = locale.translation(lang).pgettext("value.joker", locale.MESSAGES["value.joker"].text)
    assert beats.format(value=15) not in text


@pytest.mark.parametrize("lang", locale.LANGUAGES)
@pytest.mark.parametrize("combine", ["sum", "difference", "product"])
@pytest.mark.parametrize("lowest", [False, True])
def test_two_cards_the_joker_counts_fifteen_in_the_combination(
    lang: str, combine: str, lowest: bool
) -> None:
    rules = Rules(jokers=1, flip=2, combine=combine, lowest_wins=lowest)
    # The joker with a 2 against a king with a 9: the joker's side need not win.
    hands = [["JOKER", "2H", "4C", "4D"], ["KS", "9H", "5C", "5D"]]
    assert joker_sentences(rules, hands, lang) == [f"value.joker.{combine}"]
    rnd = Game(rules, hands=hands).step()
    flips = [e for e in rnd.events if e.kind == "flip"]
    assert 15 in flips[0].values  # the joker's worth is what is combined
    mine, theirs = flips[0].value, flips[1].value
    assert (mine, theirs) == {"sum": (17, 22), "difference": (13, 4), "product": (30, 117)}[combine]
    # The joker's side loses whenever its number is not the winning one: no "beats every card".
    assert rnd.winner == (0 if (mine < theirs) == lowest else 1)


@pytest.mark.parametrize("lang", [lang for lang in locale.LANGUAGES if lang != "en"])
def test_each_joker_sentence_is_translated(lang: str) -> None:
    cat = locale.translation(lang)
    for key in JOKER_KEYS:
        english = locale.MESSAGES[key].text
        assert cat.pgettext(key, english) != english, (lang, key)
