"""Short codes for the presets (issue 35): every preset a lesson writes on the board has a
code as short as a classic one (at most 8 characters, the dash counted), which reads back
as the same rules and deal; codes written before the preset form still read as before, and
a single typo is still caught."""

from __future__ import annotations

import pytest

from war_widget import Game, Rules
from war_widget.game.codes import PRESET_HEADERS, decode, normalize, rules_number
from war_widget.game.rng import RANDOM_SEED_LIMIT
from war_widget.game.rules import PRESETS

SEEDS = (0, 7, 2026, 123_456, 18_161_940, RANDOM_SEED_LIMIT - 1)


@pytest.mark.parametrize("name", list(PRESETS))
@pytest.mark.parametrize("seed", SEEDS)
def test_every_preset_code_is_at_most_8_characters_and_round_trips(name, seed):
    game = Game(Rules.preset(name), seed=seed)
    assert len(game.code) <= 8, game.code
    again = Game.from_code(game.code)
    assert again.rules == game.rules and again.seed == seed and again.piles == game.piles
    assert again.code == game.code


def test_the_ladder_code_of_lesson_01_is_short_and_the_old_one_still_reads():
    old = "Y792-VNNM-TCHP-QBPK-N"  # lesson 01's ladder table, before the preset form
    game = Game.from_code(old)
    assert game.rules == Rules.preset("ladder_5") and game.seed == 18_161_940
    assert game.code == "GVNN-MTM"
    assert decode("GVNN-MTM") == decode(old)


@pytest.mark.parametrize("name", list(PRESET_HEADERS.values()))
def test_old_long_and_short_codes_of_every_preset_still_read(name):
    from war_widget.game.codes import _encode_forms

    for seed in (5, 29**4 + 3, RANDOM_SEED_LIMIT - 2):
        old = _encode_forms(seed, Rules.preset(name), None)  # the code as it was written
        assert decode(old) == (seed, Rules.preset(name), None)


#: Each header's rules, pinned: a code names these rules for ever, whatever a preset becomes.
PINNED = {
    0: 108,
    1: 6061,
    2: 13,
    5: 12,
    6: 14,
    9: 61,
    10: 1512,
    13: 16_304_059_320,
    14: 6_270_566_400,
    17: 6_427_330_560,
    18: 6_427_332_072,
}


def test_each_preset_header_keeps_its_rules():
    assert set(PINNED) == set(PRESET_HEADERS)
    for header, number in PINNED.items():
        assert rules_number(Rules.preset(PRESET_HEADERS[header])) == number
    assert len(set(PRESET_HEADERS.values())) == len(PRESET_HEADERS)
    # the three headers kept for later versions stay free
    assert not set(PRESET_HEADERS) & {25, 26, 27, 28}


def test_a_typo_in_a_preset_code_is_caught():
    code = normalize(Game(Rules.preset("ladder_10_sums"), seed=9_999_999).code)
    assert len(code) == 7
    from war_widget.game.codes import ALPHABET

    for i, ch in enumerate(code):
        for other in ALPHABET:
            if other != ch:
                with pytest.raises(ValueError):
                    decode(code[:i] + other + code[i + 1 :])
        with pytest.raises(ValueError, match="typo"):
            decode(code[:i] + code[i + 1 :])  # left out
        with pytest.raises(ValueError, match="typo"):
            decode(code[:i] + ch + code[i:])  # doubled
        if i + 1 < len(code) and code[i + 1] != ch:
            with pytest.raises(ValueError, match="typo"):
                decode(code[:i] + code[i + 1] + ch + code[i + 2 :])  # swapped


def test_a_preset_form_the_encoder_does_not_write_is_refused():
    """wojna dealt from seed 7 is written '39F2-U' (5 characters); its 7-character preset
    form has a valid check but is not the code war_widget writes."""
    from war_widget.game.codes import _preset_code

    long_form = _preset_code(7, Rules.preset("wojna"))
    assert long_form is not None and len(normalize(long_form)) == 7
    assert Game(Rules.preset("wojna"), seed=7).code == "39F2-U"
    with pytest.raises(ValueError, match="typo"):
        decode(long_form)
