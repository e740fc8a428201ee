"""Game codes: a seed and every rule in a few characters a child can read aloud.

Format (version 2)
------------------
A code is a string over the 29 characters ``23456789ABCDEFGHJKMNPQRTUVWXY``:
no 0, 1, I, L, O, S or Z, which look alike (an S or a Z typed by mistake is
read as 5 or 2).  It is written in groups of four joined by ``-``; case,
spaces and dashes are ignored when a code is read.  Only those ASCII letters
and digits are code characters: ``ß``, ``ſ`` or ``ﬀ``, which upper-case into
the alphabet, are refused.

Every code has an **odd** number of characters: when the header, the numbers
and the check would make an even count, a ``2`` (value 0) is put before the
check.  A character typed in addition (anywhere, doubled or not) or left out
therefore always gives an even length, which no code has.

The last character is a check: with weights ``w_i = (i mod 28) + 1`` over all
characters (check included, ``i`` from 0), ``sum(w_i * value_i)`` is a
multiple of 29.  Since 29 is prime and each weight is 1 to 28, every single
wrong character and every swap of two different neighbours changes the sum
and is caught.  So no single typo (wrong, extra, missing or doubled character,
or two neighbours swapped) ever reads as another game.  A code is also read
back only in a form :func:`encode` writes (or wrote: see the preset form).

The first character (the header) says what follows:

* ``h`` below 25 (the short form): ``h // 5 + 1`` characters of seed and
  ``h % 5`` characters of rules follow, as base-29 numbers, most significant
  first.  The classic rules are rule number 0 and take no characters at all,
  so a classic game with a seed below 29**5 has a code of 7 characters or fewer.
* ``28`` (the long form): one character for the seed's length, one for the
  rules' length, one for the kind (0 a dealt game, 1 explicit hands) and, for
  hands, two for the length of the hands part; then the seed, the rules and
  the hands.
* ``25``-``27`` are kept for later versions.

**The preset form** (a code as short as a classic one for every preset a lesson writes on
the board): a code of exactly 7 characters whose header is one of :data:`PRESET_HEADERS`
(headers that in the short form never make a 7-character code: 0, 1, 2, 5, 6, 9, 10, 13,
14, 17, 18, 19, 21-24) names that preset's rules, unchanged; the 5 characters after it are
the seed (written with leading ``2`` characters where it is smaller), then the check.  A
preset game with a seed below ``29**5`` (every fresh seed) gets it whenever it is shorter
than the short or long form: ``ladder_5`` dealt from seed 18,161,940 was
``Y792-VNNM-TCHP-QBPK-N`` (17 characters) and is ``GVNN-MTM`` (7).  A header keeps its
preset for ever (a new preset takes a free header; the tests pin each header's rules).
Codes written before the preset form (a ladder preset's long form) still read as the same
game: a code is read back in the form :func:`encode` writes, or in the short or long form it
wrote before.  Whether a code is in the preset form is read from its header and its length
together; since every code still has an odd length and a check, the typo guarantee above
holds for it as for the others.

The rules number is a mixed-radix number of the options, least significant
first, each option's index in :data:`FIELDS` (defaults are index 0); a round
limit outside the listed ones and a probability of peace follow as extra digits,
then the options added later, in :data:`MORE` (a pick-up order beyond the first
three, which then sets ``pickup``'s own digit to 0; a deck of numbers and its
copies; Steal War's ``steal``; ``few_cards``; ``lowest_wins``): all 0 for their
defaults, so every earlier code reads as it did.  In the hands of a deck of numbers a
card is its number minus one, in base ``numbers``.

A game with decisions (Steal War, ``peace="ask"``) is not named by its code
alone: the code names its deal and rules, and :meth:`war_widget.game.engine.Game.record`
adds the choices made (a code stays short enough to read aloud; the choices of
a whole game are hundreds of words).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CARDS, MAX_NUMBER, NO_SUIT, Card, make_number, parse_deal
from .rules import MAX_COPIES, MAX_FEW_CARDS, MAX_ROUND_LIMIT, PRESETS, STEALS, Rules

ALPHABET = "23456789ABCDEFGHJKMNPQRTUVWXY"
BASE = len(ALPHABET)
_VALUE = {ch: i for i, ch in enumerate(ALPHABET)} | {"S": ALPHABET.index("5"), "Z": 0}
SHORT_SEED = 5  # seed characters the short form holds at most
SHORT_RULES = 4  # rules characters the short form holds at most
LONG_HEADER = 28
MAX_HAND = 1023

#: Each option's possible values, in code order: index 0 is the default.
FIELDS: tuple[tuple[str, tuple[object, ...]], ...] = (
    ("face_down", (3, 1, "by_rank", 0, 2, 4, 5, 6, 7, 8, 9, 10)),
    ("pickup", ("shuffled", "table", "won_pile")),
    ("round_limit", (None, 40, 240, 80, 200, "other")),
    ("players", (2, 3, 4, 5, 6, 7, 8)),
    ("flip", (1, 2)),
    ("ace_low", (False, True)),
    ("shortage", ("last_card_up", "lose")),
    ("multiway", ("tied_only", "war_is_superior")),
    ("combine", ("sum", "difference", "product")),
    ("peace", ("never", "always", "ask", "probability")),
    ("jokers", (0, 1, 2)),
    ("lowest_rank", (2, 3, 4, 5, 6, 7, 8, 9, 10)),
)

#: Options added after :data:`FIELDS`, as digits after its extra digits (index 0: default).
MORE: tuple[tuple[str, tuple[object, ...]], ...] = (
    ("pickup", (None, "winner_first", "loser_first", "random_order")),
    ("numbers", (None, *range(1, MAX_NUMBER + 1))),
    ("copies", tuple(range(1, MAX_COPIES + 1))),
    ("steal", STEALS),
    ("few_cards", tuple(range(MAX_FEW_CARDS + 1))),
    ("lowest_wins", (False, True)),
)
_FIRST_PICKUPS = dict(FIELDS)["pickup"]

#: The preset form's headers: each names one preset for ever (append only: a new preset takes
#: a free header, 19 or 21-24; the headers 25-27 stay kept for later versions).
PRESET_HEADERS: dict[int, str] = {
    0: "cardgames_zone",
    1: "krig",
    2: "wojna",
    5: "vojna",
    6: "razboi",
    9: "guerra_de_cartas",
    10: "guerra_de_sumas",
    13: "steal_war",
    14: "ladder_5",
    17: "ladder_10",
    18: "ladder_10_sums",
}
#: A preset-form code's length: the header, 5 characters of seed, the check.
PRESET_LENGTH = 1 + SHORT_SEED + 1
_PRESET_OF = {Rules.preset(name): header for header, name in PRESET_HEADERS.items()}
assert set(PRESET_HEADERS.values()) <= set(PRESETS)


class CodeError(ValueError):
    """A code that cannot be read.  ``reason`` says why, for a message in the learner's
    language: ``"type"``, ``"empty"``, ``"character"``, ``"short"``, ``"typo"`` or
    ``"unknown"`` (a valid code of something this version does not know)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"code: {message}")
        self.reason = reason


def _bad(message: str) -> CodeError:
    return CodeError("unknown", message)


# -- numbers <-> characters --------------------------------------------------------------------
def _digits(number: int) -> list[int]:
    if number < 0:  # would never reach 0: refuse rather than loop for ever
        raise ValueError(f"code: cannot write the negative number {number} in a code")
    out = []
    while number:
        number, d = divmod(number, BASE)
        out.append(d)
    return out[::-1]


def _number(values: Sequence[int]) -> int:
    n = 0
    for v in values:
        n = n * BASE + v
    return n


def _weight(i: int) -> int:
    return i % (BASE - 1) + 1


def _check_value(values: Sequence[int]) -> int:
    """The check character that makes the weighted sum of all characters a multiple of 29."""
    total = sum(_weight(i) * v for i, v in enumerate(values)) % BASE
    w = _weight(len(values))
    return (-total * pow(w, -1, BASE)) % BASE


def _format(values: list[int]) -> str:
    if len(values) % 2:  # header and numbers odd: pad so that the whole code is odd
        values = [*values, 0]
    text = "".join(ALPHABET[v] for v in [*values, _check_value(values)])
    return "-".join(text[i : i + 4] for i in range(0, len(text), 4))


# -- rules <-> number ---------------------------------------------------------------------------
def rules_number(rules: Rules) -> int:
    number = 0
    scale = 1
    extra: list[tuple[int, int]] = []
    for name, options in FIELDS:
        value = getattr(rules, name)
        if name == "round_limit" and value not in options:
            extra.append((value - 1, MAX_ROUND_LIMIT))
            value = "other"
        if name == "peace" and value not in options:
            extra.append((round(value * 100) - 1, 99))
            value = "probability"
        if name == "pickup" and value not in options:
            value = "shuffled"  # a later pick-up: its digit is in MORE
        index = next(i for i, o in enumerate(options) if o == value and type(o) is type(value))
        number += index * scale
        scale *= len(options)
    for digit, radix in extra:
        number += digit * scale
        scale *= radix
    for name, options in MORE:
        value = getattr(rules, name)
        if name == "pickup" and value in _FIRST_PICKUPS:
            value = None
        number += options.index(value) * scale
        scale *= len(options)
    return number


def rules_from_number(number: int) -> Rules:
    options: dict[str, object] = {}
    for name, values in FIELDS:
        number, index = divmod(number, len(values))
        options[name] = values[index]
    if options["round_limit"] == "other":
        number, digit = divmod(number, MAX_ROUND_LIMIT)
        options["round_limit"] = digit + 1
    if options["peace"] == "probability":
        number, digit = divmod(number, 99)
        options["peace"] = (digit + 1) / 100
    for name, values in MORE:
        number, index = divmod(number, len(values))
        if name != "pickup":
            options[name] = values[index]
        elif index:
            if options["pickup"] != "shuffled":
                raise _bad("it names two pick-up orders")
            options["pickup"] = values[index]
    if number:
        raise _bad("it names rules this version does not know (is it from a newer war_widget?)")
    try:
        return Rules(**options)  # type: ignore[arg-type]
    except ValueError as err:
        raise _bad(f"the rules in it are not valid: {err}") from None


# -- hands <-> number ---------------------------------------------------------------------------
_CARD_RADIX = 14 * 5  # ranks 2..15, suits 0..3 or none


def _card_index(card: Card) -> int:
    return (card.rank - 2) * 5 + (int(card) & 7)


def _hands_number(hands: Sequence[Sequence[Card]], numbers: int | None = None) -> int:
    number = 0
    radix = numbers or _CARD_RADIX
    scale = 1
    for hand in hands:
        if len(hand) > MAX_HAND:
            raise ValueError(
                f"hands: a hand of {len(hand)} cards is too long for a code (at most {MAX_HAND})"
            )
        index = _card_index if numbers is None else _number_index
        items = [(len(hand), MAX_HAND + 1)] + [(index(c), radix) for c in hand]
        for digit, radix in items:
            number += digit * scale
            scale *= radix
    return number


def _number_index(card: Card) -> int:
    assert card.number is not None
    return card.number - 1


def _hands_from_number(number: int, players: int, numbers: int | None = None) -> list[list[Card]]:
    hands = []
    for _ in range(players):
        number, length = divmod(number, MAX_HAND + 1)
        hand = []
        for _ in range(length):
            if numbers is not None:
                number, index = divmod(number, numbers)
                hand.append(make_number(index + 1))
                continue
            number, index = divmod(number, _CARD_RADIX)
            rank, suit = divmod(index, 5)
            if suit > NO_SUIT:
                raise _bad("it holds a card that does not exist")
            hand.append(CARDS[(rank + 2) * 8 + suit])
        hands.append(hand)
    if number:
        raise _bad("it holds more cards than its players")
    return hands


# -- public -------------------------------------------------------------------------------------
def encode(seed: int, rules: Rules, hands: Sequence[Sequence[Card]] | None = None) -> str:
    """The code of a game: its seed, its rules and, for a scripted deal, its hands (the
    preset form where it is shorter than the others; see the module's docstring)."""
    written = _encode_forms(seed, rules, hands)
    short = _preset_code(seed, rules) if hands is None else None
    return short if short is not None and len(short) < len(written) else written


def _preset_code(seed: int, rules: Rules) -> str | None:
    """The preset form of a dealt game, or None (rules no preset header names, a large seed)."""
    header = _PRESET_OF.get(rules)
    digits = _digits(seed)
    if header is None or len(digits) > SHORT_SEED:
        return None
    return _format([header, *[0] * (SHORT_SEED - len(digits)), *digits])


def _encode_forms(seed: int, rules: Rules, hands: Sequence[Sequence[Card]] | None) -> str:
    """The short or long form of a game (every code before the preset form was one)."""
    seed_digits = _digits(seed) or [0]
    rule_digits = _digits(rules_number(rules))
    if hands is None and len(seed_digits) <= SHORT_SEED and len(rule_digits) <= SHORT_RULES:
        header = (len(seed_digits) - 1) * (SHORT_RULES + 1) + len(rule_digits)
        return _format([header, *seed_digits, *rule_digits])
    hand_digits = [] if hands is None else _digits(_hands_number(hands, rules.numbers))
    lengths = [len(seed_digits), len(rule_digits), 0 if hands is None else 1]
    if hands is not None:
        lengths += list(divmod(len(hand_digits), BASE))
    return _format([LONG_HEADER, *lengths, *seed_digits, *rule_digits, *hand_digits])


def normalize(code: str) -> str:
    """Upper case, without spaces and dashes."""
    return "".join(code.split()).replace("-", "").upper()


_LOOK_ALIKES = {"0": "O", "O": "0", "1": "I", "I": "1", "L": "1"}


def _refuse_character(ch: str) -> CodeError:
    hint = _LOOK_ALIKES.get(ch.upper())
    extra = f" (codes never use {ch!r} or {hint!r}: they look alike)" if hint else ""
    return CodeError(
        "character",
        f"{ch!r} is not a code character{extra}; codes use the digits 2-9 and the letters "
        "A-Z except I, L and O (an S is read as 5, a Z as 2)",
    )


def _values(code: str) -> list[int]:
    """The value of each code character; spaces and dashes are skipped."""
    values = []
    for ch in "".join(code.split()).replace("-", ""):
        # Only ASCII: 'ß'.upper() is 'SS', 'ſ'.upper() is 'S', 'ﬀ'.upper() is 'FF'.
        value = _VALUE.get(ch.upper()) if ch.isascii() else None
        if value is None:
            raise _refuse_character(ch)
        values.append(value)
    return values


def _typo(code: str, why: str) -> CodeError:
    return CodeError("typo", f"{code!r} has a typo: {why}; read it again")


def decode(code: str) -> tuple[int, Rules, list[list[Card]] | None]:
    """Read a code back into (seed, rules, hands or None); ``ValueError`` says what is wrong."""
    if not isinstance(code, str):
        raise CodeError("type", f"expected text such as 'E4DV-45E', got {type(code).__name__}")
    values = _values(code)
    if not values:
        raise CodeError("empty", "the code is empty; a game code looks like 'E4DV-45E'")
    if len(values) < 3:
        raise CodeError("short", f"{code!r} is too short; a game code has at least 3 characters")
    if len(values) % 2 == 0:
        raise _typo(
            code,
            f"a character is missing or one too many ({len(values)} characters, and a "
            "game code always has an odd number)",
        )
    if sum(_weight(i) * v for i, v in enumerate(values)) % BASE:
        raise _typo(code, "its check character does not match")
    if len(values) == PRESET_LENGTH and values[0] in PRESET_HEADERS:
        seed, rules, hands = _number(values[1:-1]), Rules.preset(PRESET_HEADERS[values[0]]), None
    else:
        seed, rules, hands = _read(code, values[:-1])
    if hands is not None:
        try:  # a deal no game can be dealt (a card twice, an empty hand, too many cards)
            parse_deal(hands, rules.players, rules.numbers, rules.copies)
        except ValueError as err:
            raise _bad(f"its deal cannot be played: {err}") from None
    if values not in (
        _values(encode(seed, rules, hands)),
        _values(_encode_forms(seed, rules, hands)),
    ):
        raise _typo(code, "it is not written the way war_widget writes this game's code")
    return seed, rules, hands


def _unknown(code: str) -> CodeError:
    return CodeError("unknown", f"{code!r} was made by a newer war_widget, or is not a game code")


def _read(code: str, values: list[int]) -> tuple[int, Rules, list[list[Card]] | None]:
    """Seed, rules and hands from a code's characters (without the check)."""
    header = values[0]
    hand_len = 0
    if header < SHORT_SEED * (SHORT_RULES + 1):
        seed_len, rules_len = divmod(header, SHORT_RULES + 1)
        seed_len += 1
        start, kind = 1, 0
    elif header == LONG_HEADER and len(values) >= 4:
        seed_len, rules_len, kind = values[1:4]
        start = 4
        if kind == 1 and len(values) >= 6:
            hand_len = values[4] * BASE + values[5]
            start = 6
        elif kind != 0:
            raise _unknown(code)
    else:
        raise _unknown(code)
    expected = start + seed_len + rules_len + hand_len
    padded = expected + expected % 2
    if len(values) != padded:
        missing = "missing" if len(values) < padded else "one too many"
        raise _typo(
            code,
            f"a character is {missing} ({len(values) + 1} characters where "
            f"{padded + 1} are expected)",
        )
    seed = _number(values[start : start + seed_len])
    rules = rules_from_number(_number(values[start + seed_len : start + seed_len + rules_len]))
    hands = None
    if kind == 1:
        part = values[start + seed_len + rules_len : start + seed_len + rules_len + hand_len]
        hands = _hands_from_number(_number(part), rules.players, rules.numbers)
    if seed > 2**64 - 1:
        raise CodeError("unknown", "its seed is too large")
    return seed, rules, hands
