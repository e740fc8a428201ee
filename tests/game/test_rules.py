"""Rules, presets, card notation and bad input: clear errors that name the field."""

from __future__ import annotations

import pytest

from war_widget import PRESETS, Card, Game, Rules


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 1}, r"players=1 is not allowed: players must be a whole number from 2 to 8"),
        ({"players": "2"}, r"players='2'"),
        ({"face_down": -1}, r"face_down=-1 .* from 0 to 10, or 'by_rank'"),
        ({"face_down": "many"}, r"face_down='many'"),
        ({"flip": 3}, r"flip=3 .* 1, or 2"),
        ({"combine": "min"}, r"combine='min' .* 'sum', 'difference', 'product'"),
        ({"jokers": 3}, r"jokers=3 .* 0, 1 or 2"),
        ({"lowest_rank": 11}, r"lowest_rank=11"),
        ({"multiway": "all"}, r"multiway='all' .* 'tied_only', 'war_is_superior'"),
        ({"peace": "sometimes"}, r"peace='sometimes'"),
        ({"peace": 1.5}, r"peace=1.5 .* probability from 0.01 to 0.99"),
        ({"peace": 0.125}, r"peace=0.125 .* steps of 0.01"),
        ({"shortage": "borrow"}, r"shortage='borrow' .* 'last_card_up', 'lose'"),
        ({"pickup": "top"}, r"pickup='top' .* 'shuffled', 'table', 'won_pile'"),
        ({"round_limit": 0}, r"round_limit=0 .* None or a whole number from 1"),
        ({"ace_low": "yes"}, r"ace_low='yes' .* True or False"),
        ({"face_down": "by_rank", "flip": 2}, r"by_rank.*flip=2"),
    ],
)
def test_invalid_rules_name_the_field(options, message):
    with pytest.raises(ValueError, match=message):
        Rules(**options)


def test_rules_are_immutable_and_replace_validates():
    rules = Rules()
    with pytest.raises(AttributeError):
        rules.players = 3  # type: ignore[misc]
    assert rules.replace(players=3).players == 3 and rules.players == 2
    with pytest.raises(ValueError, match=r"unknown rule option.*'colour'"):
        rules.replace(colour="red")
    assert Rules.from_dict(Rules(face_down=1).to_dict()) == Rules(face_down=1)


def test_presets():
    assert set(PRESETS) == {
        "classic", "cardgames_zone", "krig", "wojna", "vojna", "razboi", "guerra_de_cartas",
        "guerra_de_sumas", "steal_war", "ladder_5", "ladder_10", "ladder_10_sums",
    }  # fmt: skip
    assert Rules.preset("classic") == Rules()
    gdc = Rules.preset("guerra_de_cartas", round_limit=240)
    assert (gdc.face_down, gdc.pickup, gdc.round_limit) == (1, "won_pile", 240)
    assert Rules.preset("vojna").face_down == 3
    assert Rules.preset("vojna", players=3).face_down == 1
    assert Rules.preset("razboi").face_down == "by_rank"
    assert Rules.preset("guerra_de_sumas").flip == 2
    assert Rules.preset("krig").shortage == "lose"
    assert Rules.preset("classic").matching_presets() == ["classic"]
    with pytest.raises(ValueError, match="preset='poker' is not known; the presets are"):
        Rules.preset("poker")
    with pytest.raises(ValueError, match="players=0"):
        Rules.preset("krig", players=0)
    with pytest.raises(ValueError, match="players='3'"):
        Rules.preset("vojna", players="3")


@pytest.mark.parametrize(
    ("text", "code", "name"),
    [
        ("A", "A", "A"),
        ("as", "AS", "A♠"),
        ("10H", "10H", "10♥"),
        ("th", "10H", "10♥"),
        ("K♥", "KH", "K♥"),
        ("q♣", "QC", "Q♣"),
        ("joker", "JOKER", "Joker"),
        (" 7d ", "7D", "7♦"),
    ],
)
def test_card_notation(text, code, name):
    card = Card.parse(text)
    assert card.code == code and str(card) == name
    assert Card.parse(card.code) == card


@pytest.mark.parametrize("text", ["", "1", "11", "KX", "S", "10HH", "ace"])
def test_bad_card_notation(text):
    with pytest.raises(ValueError, match=r"card: .* is not a card; use a rank"):
        Card.parse(text)


def test_bad_hands_name_the_place():
    with pytest.raises(ValueError, match=r"hands\[1\]\[2\]: card: 'ZZ' is not a card"):
        Game(Rules(), hands=[["KS"], ["2", "3", "ZZ"]])
    with pytest.raises(ValueError, match=r"hands: got 3 hands but players=2"):
        Game(Rules(), hands=[["K"], ["2"], ["3"]])
    with pytest.raises(ValueError, match=r"hands\[0\]: the hand is empty"):
        Game(Rules(), hands=[[], ["2"]])
    with pytest.raises(ValueError, match=r"KS is dealt twice \(to seat 0 and seat 1\)"):
        Game(Rules(), hands=[["KS"], ["ks"]])
    with pytest.raises(ValueError, match=r"hands\[0\]: expected a list of cards"):
        Game(Rules(), hands=["KS 4H", ["2"]])
    Game(Rules(), hands=[["K", "K"], ["K", "JOKER", "JOKER"]])  # rank-only cards may repeat


@pytest.mark.parametrize("seed", [-1, 2**64, 1.5, "7", True])
def test_bad_seeds(seed):
    with pytest.raises(ValueError, match=r"seed=.* whole number from 0 to 2\*\*64 - 1"):
        Game(Rules(), seed=seed)


def test_bad_rules_object():
    with pytest.raises(ValueError, match="rules: expected a Rules object, got dict"):
        Game({"players": 2})  # type: ignore[arg-type]
