"""Game codes: short, readable, typo-proof, and replaying the same game."""

from __future__ import annotations

import importlib.util
import pathlib
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from war_widget import Game, Rules
from war_widget.game.codes import ALPHABET, decode, encode, normalize


def test_alphabet_has_no_look_alikes():
    assert len(ALPHABET) == 29 == len(set(ALPHABET))
    assert not set("01ILOSZ") & set(ALPHABET)


def test_s_and_z_typed_by_mistake_read_as_5_and_2():
    code = normalize(Game(Rules(), seed=3 * 29**3 + 5).code)
    assert "5" in code or "2" in code
    mistyped = code.replace("5", "s").replace("2", "Z")
    assert Game.from_code(mistyped).seed == 3 * 29**3 + 5


def test_classic_codes_are_short():
    g = Game(Rules(), seed=7)
    assert len(normalize(g.code)) == 3
    g = Game(Rules())  # a fresh random seed
    assert len(normalize(g.code)) <= 7
    g = Game(Rules.preset("guerra_de_cartas"), seed=123_456)
    assert len(normalize(g.code)) <= 9


def test_codes_ignore_case_spaces_and_dashes():
    g = Game(Rules.preset("wojna", peace=0.25, round_limit=1234), seed=99)
    code = g.code
    variants = [code.lower(), code.replace("-", " "), " " + code.replace("-", "") + " "]
    for variant in variants:
        assert Game.from_code(variant).rules == g.rules
        assert Game.from_code(variant).seed == 99


def test_every_single_typo_is_caught():
    code = normalize(Game(Rules.preset("guerra_de_cartas"), seed=2**40 + 17).code)
    for i, ch in enumerate(code):
        for other in ALPHABET:
            if other == ch:
                continue
            typo = code[:i] + other + code[i + 1 :]
            with pytest.raises(ValueError, match="typo"):
                decode(typo)


CODES = [
    Game(Rules.preset(name), seed=seed).code
    for name in ("classic", "guerra_de_cartas", "krig", "vojna", "razboi")
    for seed in (0, 7, 2026, 29**5 - 1, 2**40 + 3)
] + [Game(Rules(), hands=[["KS", "2"], ["9H", "JOKER"]], seed=4).code]


def test_a_character_left_out_or_typed_twice_is_caught():
    for code in map(normalize, CODES):
        for i in range(len(code)):  # the first character too
            for typo in (code[:i] + code[i + 1 :], code[:i] + code[i] + code[i:]):
                with pytest.raises(ValueError, match=r"typo|too short"):
                    decode(typo)


def test_a_character_typed_in_front_or_at_the_end_is_caught():
    # Before codes had an odd length, 'QPW65TVT' read as another game than 'PW65-TVT'.
    assert Game.from_code("PW65-TVT").seed == 18490077
    with pytest.raises(ValueError, match="typo"):
        Game.from_code("QPW65TVT")
    for code in map(normalize, CODES):
        for ch in ALPHABET + "SZ":
            for typo in (ch + code, code + ch):
                with pytest.raises(ValueError, match="typo"):
                    decode(typo)


def test_every_code_has_an_odd_length():
    for code in map(normalize, CODES):
        assert len(code) % 2 == 1, code


_TOOL = pathlib.Path(__file__).parents[2] / "tools" / "code_typos.py"
_spec = importlib.util.spec_from_file_location("code_typos", _TOOL)
assert _spec and _spec.loader
code_typos = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(code_typos)


@pytest.mark.parametrize("kind", code_typos.KINDS)
def test_no_single_typo_reads_as_another_game(kind):
    """A sample of tools/code_typos.py's exhaustive check (which runs 2,000 codes a kind)."""
    rng = random.Random(kind)
    outcomes: Counter[str] = Counter()
    for _ in range(2 if kind == "hands" else 6):
        code = code_typos.make_game(kind, rng).code
        assert code_typos.check_code(code, outcomes) == [], code
    assert not any("ANOTHER" in k or "crashed" in k for k in outcomes)
    assert sum(v for k, v in outcomes.items() if "refused" in k) > 1000


@pytest.mark.parametrize("ch", ["ß", "ſ", "ﬀ", "İ", "\u212a", "\uff12"])  # Kelvin K, wide 2
def test_characters_that_upper_case_into_the_alphabet_are_refused(ch):
    # 'ſ'.upper() is 'S' (read as 5), 'ß'.upper() is 'SS', 'ﬀ'.upper() is 'FF': none is typed
    # by a learner copying a code, so none may stand for a code character.
    code = normalize(Game(Rules(), seed=2026).code)
    with pytest.raises(ValueError, match="not a code character"):
        decode(code[:2] + ch + code[3:])


def test_the_not_a_code_character_message_tells_the_truth_about_s_and_z():
    with pytest.raises(ValueError) as info:
        decode("2!9")
    message = str(info.value)
    assert "except I, L and O" in message and "S is read as 5" in message
    assert "Z as 2" in message


def test_every_swap_of_neighbours_is_caught():
    code = normalize(Game(Rules(players=3, flip=2, combine="product"), seed=987_654_321).code)
    for i in range(len(code) - 1):
        if code[i] == code[i + 1]:
            continue
        swapped = code[:i] + code[i + 1] + code[i] + code[i + 2 :]
        with pytest.raises(ValueError, match="typo"):
            decode(swapped)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "empty"),
        ("2O9", "'O' is not a code character.*look alike"),
        ("2!9", "'!' is not a code character"),
        ("29", "too short"),
        ("298", "typo"),
        ("2979", "typo"),
        (12345, "expected text"),
    ],
)
def test_malformed_codes_say_what_is_wrong(code, message):
    with pytest.raises(ValueError, match=message):
        Game.from_code(code)


def _with_check(body: str) -> str:
    """Append the right check character to a payload, to build codes with a valid check."""
    for ch in ALPHABET:
        try:
            decode(body + ch)
        except ValueError as err:
            if "check character" in str(err):
                continue
        return body + ch
    raise AssertionError("no check character fits")


def test_valid_check_but_impossible_content():
    # headers 25-27 are kept for later versions
    with pytest.raises(ValueError, match="newer war_widget"):
        decode(_with_check("V2"))
    # the long form with an unknown kind
    with pytest.raises(ValueError, match="newer war_widget"):
        decode(_with_check("Y22622"))
    # a rules number beyond every option
    with pytest.raises(ValueError, match="rules"):
        decode(_with_check("Y3E2" + "2" + "Y" * 12 + "2"))
    # a seed written with a leading zero: a valid check, but not a code encode() writes
    with pytest.raises(ValueError, match="typo"):
        decode(_with_check("52A2"))


def test_codes_of_scripted_deals():
    g = Game(Rules(face_down=1), hands=[["KS", "4H", "9"], ["7D", "JC", "JOKER"]], seed=5)
    seed, rules, hands = decode(g.code)
    assert seed == 5 and rules == g.rules
    assert [[c.code for c in h] for h in hands] == [["KS", "4H", "9"], ["7D", "JC", "JOKER"]]


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 2**64 - 1),
    st.sampled_from([None, 1, 40, 80, 200, 240, 999, 100_000]),
    st.sampled_from(["never", "always", "ask", 0.01, 0.5, 0.99]),
    st.sampled_from([0, 1, 3, 10, "by_rank"]),
    st.integers(2, 8),
)
def test_codes_round_trip(seed, round_limit, peace, face_down, players):
    rules = Rules(players=players, round_limit=round_limit, peace=peace, face_down=face_down)
    assert decode(encode(seed, rules)) == (seed, rules, None)
