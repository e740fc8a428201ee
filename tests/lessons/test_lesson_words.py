"""Words a teacher can trust: the explanations say why, and the quiz names the card."""

from __future__ import annotations

import pytest

from war_widget import Game, Rules, explain
from war_widget.game.names import plain  # the names' direction isolates aside
from war_widget.locale import LANGUAGES
from war_widget.play.quiz_text import card_name, wrong_answer

SUPERIOR = Rules(players=3, face_down=1, multiway="war_is_superior", pickup="table")
# 9-9-3: players 1 and 2 tie at the top; under war-is-superior player 3 fights too.
TIED_TOP = [["9S", "2S", "KH"], ["9C", "3S", "2H"], ["3D", "4S", "5H"]]


def test_war_is_superior_says_why_everyone_fights() -> None:
    game = Game(SUPERIOR, hands=TIED_TOP)
    lines = explain(game.step(), SUPERIOR).lines
    assert lines[1] == (
        "The greatest of 9, 9 and 3 is 9: Player 1 and Player 2 are tied. Under “war is "
        "superior” a tie is a war for everyone at the table, not only for the tied players."
    )
    assert lines[2].startswith("War!")
    # Under the usual rule only the tied players fight, and nothing more is said.
    usual = SUPERIOR.replace(multiway="tied_only")
    lines = explain(Game(usual, hands=TIED_TOP).step(), usual).lines
    assert "war is superior" not in " ".join(lines)
    assert "Only Player 1 and Player 2 take part." in lines[2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_why_is_said_in_every_language(lang: str) -> None:
    game = Game(SUPERIOR, hands=TIED_TOP)
    step = explain(game.step(), SUPERIOR, lang=lang).steps[1]
    assert [s.key for s in step.sentences] == ["compare.equal_many", "compare.superior"]


LOSE = Rules(face_down=3, shortage="lose", pickup="table")
SHORT = [["9H", "2S", "3C", "4D", "5S", "6S"], ["9C", "3D", "4H"]]


def test_shortage_lose_says_the_other_player_could_not_lay_the_war() -> None:
    game = Game(LOSE, hands=SHORT)
    lines = explain(game.step(), LOSE).lines
    assert lines[4] == "The computer has only 2 cards left, but the war asks for 3 + 1 = 4."
    assert lines[5].startswith("The computer cannot complete the war and is out of the game")
    assert lines[6].startswith(
        "Nobody else could complete the war, so you win it without comparing cards. "
        "You win the 8 cards"
    )
    names = explain(Game(LOSE, hands=SHORT).step(), LOSE, names=["Ana", "Bo"]).lines
    assert plain(names[6]).startswith("Nobody else could complete the war, so Ana wins it")


def test_a_war_won_by_comparing_cards_says_nothing_of_the_kind() -> None:
    rules = Rules(face_down=1, pickup="table")
    game = Game(rules, hands=[["9H", "2S", "KC"], ["9C", "3D", "4H"]])
    assert "Nobody else" not in str(explain(game.step(), rules))


def test_a_repeated_deal_is_called_the_deal() -> None:
    game = Game(Rules(pickup="table"), hands=[["K", "2"], ["2", "K"]])
    rnd = game.step()
    while not game.over:
        rnd = game.step()
    assert rnd.events[-1].value == 0
    end = explain(rnd, game.rules).lines[-1]
    assert end.startswith("The piles are exactly as they were at the deal:")
    assert "stops in round 2" in end


def test_a_repeated_later_position_names_its_round() -> None:
    game = Game(Rules(pickup="table"), hands=[["K", "2", "3"], ["2", "K", "4"]])
    rnd = game.step()
    while not game.over:
        rnd = game.step()
    assert game.result is not None and game.result.reason == "repeated_position"
    end = explain(rnd, game.rules, lang="es").lines[-1]
    assert end.startswith("Los montones están exactamente igual que después de la ronda 2:")
    assert "se para en la ronda 14" in end


def test_the_reshuffle_is_into_their_own_draw_pile() -> None:
    rules = Rules(pickup="won_pile")
    game = Game(rules, hands=[["2S", "KS"], ["KH", "2H", "5H"]])
    text = " ".join(str(explain(game.step(), rules)) for _ in range(4))
    assert "The computer shuffles the 2 won cards and puts them under their draw pile" in text


# -- the quiz's answer after two misses ----------------------------------------------------
def _play(codes: list[str], value: int) -> list[object]:
    return [0, codes, value]


def test_a_missed_comparison_names_the_card_and_why() -> None:
    opening = [_play(["5H"], 5), _play(["9C"], 9)]
    text = wrong_answer("compare", 1, opening, Rules(), None, "en")
    assert text == "Not this time. The bigger card is 9 ♣ (the computer): 9 is more than 5."
    text = wrong_answer("compare", 1, opening, Rules(), None, "es")
    assert text == "Esta vez no. La carta mayor: 9 ♣ (la máquina). 9 es mayor que 5."


def test_a_face_card_is_named_in_the_nominative() -> None:
    assert card_name("KH", "pl") == "król ♥"  # not the accusative 'króla' of the explanations
    assert card_name("JS", "sk") == "dolník ♠"
    assert card_name("QD", "nb") == "dame ♦"
    opening = [_play(["KH"], 13), _play(["9C"], 9), _play(["2D"], 2)]
    rules = Rules(players=3)
    text = plain(wrong_answer("compare", 0, opening, rules, ["Ana", "Bo", "Cy"], "en"))
    assert (
        text
        == "Not this time. The biggest card is king ♥ (Ana): the greatest of 13, 9 and 2 is 13."
    )


def test_a_missed_tie_says_which_number_shows_twice() -> None:
    opening = [_play(["7H"], 7), _play(["7C"], 7)]
    assert (
        wrong_answer("compare", "tie", opening, Rules(), None, "en")
        == "Not this time. The answer is “Same”: 7 equals 7."
    )
    assert "„Równe”" in wrong_answer("compare", "tie", opening, Rules(), None, "pl")


def test_a_missed_sum_shows_the_sum() -> None:
    rules = Rules.preset("guerra_de_sumas")
    opening = [_play(["7S", "4S"], 11), _play(["3H", "9H"], 12)]
    assert (
        wrong_answer("combine", 11, opening, rules, None, "en", 0) == "Not this time: 7 + 4 = 11."
    )
    product = Rules(flip=2, combine="product")
    opening = [_play(["7S", "4S"], 28), _play(["3H", "9H"], 27)]
    assert (
        wrong_answer("combine", 28, opening, product, None, "pl", 0) == "Tym razem nie: 7 · 4 = 28."
    )


def test_a_missed_pair_comparison_names_whose_cards() -> None:
    rules = Rules.preset("guerra_de_sumas")
    opening = [_play(["7S", "4S"], 11), _play(["3H", "9H"], 12)]
    mine = [_play(["7S", "6S"], 13), _play(["3H", "9H"], 12)]
    assert (
        wrong_answer("compare", 0, mine, rules, None, "en")
        == "Not this time. Your cards make more: 13 is more than 12."
    )
    assert (
        wrong_answer("compare", 1, opening, rules, None, "en")
        == "Not this time. The answer is the computer: 12 is more than 11."
    )
    assert (
        plain(wrong_answer("compare", 1, opening, rules, ["Ana", "Bo"], "es"))
        == "Esta vez no. La respuesta es Bo: 12 es mayor que 11."
    )


def test_a_missed_count_gives_the_number() -> None:
    assert wrong_answer("count", 27, [], Rules(), None, "nb") == "Ikke denne gangen. Svaret er 27."


def test_the_widget_groups_a_long_round_into_a_few_paragraphs() -> None:
    from war_widget import WarWidget

    hands = [["KS", "2S", "5S", "3S", "AS", "4S"], ["KH", "2H", "5H", "3H", "7H", "9H"]]
    code = Game(Rules(face_down=1), hands=hands).code
    w = WarWidget(code=code)
    w.flip()
    steps = w.last_round["steps"]
    lines = explain(Game.from_code(code).step(), Rules(face_down=1)).lines
    assert len(lines) > len(steps) == 5, "flips, war 1, war 2, what is won, the counts"
    assert steps[1].startswith("War!") and steps[2].startswith("Another war")
    assert steps[3].startswith("You win the 10 cards")
    assert " ".join(steps) == " ".join(lines), "every sentence is still said, in order"


def test_a_number_card_is_named_by_its_number() -> None:
    assert card_name("#7", "pl") == "7"  # its number, not its rank inside the engine (23)
    assert card_name("JOKER", "es") == "comodín"
