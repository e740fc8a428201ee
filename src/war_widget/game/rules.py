"""The rules of War: one frozen :class:`Rules` per house rule set, and the presets.

Every option comes from a rule text in the project's sources (see docs/rules.md);
the defaults are the classic game of seed 000: two players, ace high, three
cards face down in a war, the last card played face up when running short,
won cards shuffled and put under the pile.
"""

from __future__ import annotations

import dataclasses
import math
import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .arithmetic import FACE_DOWN_BY_RANK, war_size
from .arithmetic import combine as combine_two
from .cards import ACE, MAX_NUMBER, NUMBER_BASE, Card, deck, number_deck

MAX_PLAYERS = 8
MAX_FACE_DOWN = 10
MAX_ROUND_LIMIT = 100_000
#: ``few_cards`` counts up to this many cards.
MAX_FEW_CARDS = 20

FaceDown = int | Literal["by_rank"]
Peace = Literal["never", "always", "ask"] | float

COMBINES = ("sum", "difference", "product")
MULTIWAYS = ("tied_only", "war_is_superior")
SHORTAGES = ("last_card_up", "lose")
PICKUPS = ("shuffled", "table", "won_pile", "winner_first", "loser_first", "random_order")
#: Pick-ups that leave no chance after the deal: a repeated position is a cycle.
FIXED_PICKUPS = ("table", "winner_first", "loser_first")
#: The most copies of each number a number deck holds; a number deck holds at most 64 cards.
MAX_COPIES = 8
MAX_NUMBER_DECK = 64
PEACE_WORDS = ("never", "always", "ask")
#: Steal War (seed 003): off, or on with what the stealer does next (docs/rules.md).
STEALS = ("off", "play_next", "end_round")


def _fail(name: str, value: object, allowed: str) -> ValueError:
    return ValueError(f"{name}={value!r} is not allowed: {name} must be {allowed}")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: Any) -> Any:
    """Any integer (a NumPy one too) as a plain ``int``; anything else, and bools, unchanged
    (so that the check after it names the value that was given)."""
    if isinstance(value, (bool, int)) or not hasattr(type(value), "__index__"):
        return value
    try:
        return operator.index(value)
    except TypeError:
        return value


@dataclass(frozen=True)
class Rules:
    """A complete, validated rule set.  Immutable: use :meth:`replace` for a variant.

    Parameters
    ----------
    players : 2 to 8 players (docs/rules.md § 2).
    face_down : cards laid face down in a war, 0-10, or ``"by_rank"`` (Război: the
        tied card's worth minus one).
    ace_low : the ace counts 1 and is the lowest card.
    flip : 1, or 2 for *Guerra de sumas* (two cards, combined).
    combine : how two flipped cards make one number: ``"sum"``, ``"difference"``
        (larger minus smaller) or ``"product"``.
    jokers : 0, 1 or 2 jokers, each beating every other card.
    lowest_rank : the deck runs from this rank (2-10) up to the ace.
    numbers : None (the French deck), or a deck of the numbers 1 to ``numbers`` (1-64)...
    copies : ...each ``copies`` times (1-8; at most 64 cards in all).  1 unless ``numbers``.
    multiway : ``"tied_only"`` (only the tied highest go to war) or
        ``"war_is_superior"`` (any tie on the table starts a war for everyone).
    peace : ``"never"``, ``"always"``, ``"ask"`` (the game waits for a choice)
        or a probability of peace between 0.01 and 0.99 in steps of 0.01.
    shortage : ``"last_card_up"`` or ``"lose"`` (docs/rules.md § 3).
    pickup : ``"shuffled"``, ``"table"``, ``"won_pile"``, ``"winner_first"``,
        ``"loser_first"`` or ``"random_order"`` (docs/rules.md § 4).
    round_limit : None, or the number of rounds (1-100000) after which the most cards win.
    steal : Steal War (seed 003): ``"off"``, or ``"play_next"`` (after a steal the stealer
        plays their next card) or ``"end_round"`` (a steal before the opening flip ends the
        round); needs ``pickup="won_pile"`` (the face-up pile), see
        :mod:`war_widget.game.steal_steps`.
    few_cards : 0 (off), or a count of cards: a player holding that many or fewer when a war
        starts lays at most 2 face down (a kitchen-table kindness that keeps a player low on
        cards in the game; docs/rules.md § 3).
    lowest_wins : the lowest card (or sum, difference, product) wins a round instead of the
        highest; a tie still starts a war (a house rule, docs/rules.md § 3).
    """

    players: int = 2
    face_down: FaceDown = 3
    ace_low: bool = False
    flip: int = 1
    combine: str = "sum"
    jokers: int = 0
    lowest_rank: int = 2
    numbers: int | None = None
    copies: int = 1
    multiway: str = "tied_only"
    peace: Peace = "never"
    shortage: str = "last_card_up"
    pickup: str = "shuffled"
    round_limit: int | None = None
    steal: str = "off"
    few_cards: int = 0
    lowest_wins: bool = False
    _values: tuple[int, ...] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        names = ("players", "face_down", "flip", "jokers", "lowest_rank", "round_limit")
        for name in (*names, "numbers", "copies", "few_cards"):
            object.__setattr__(self, name, whole(getattr(self, name)))
        if not _is_int(self.players) or not 2 <= self.players <= MAX_PLAYERS:
            raise _fail("players", self.players, f"a whole number from 2 to {MAX_PLAYERS}")
        fd = self.face_down
        if fd != "by_rank" and (not _is_int(fd) or not 0 <= fd <= MAX_FACE_DOWN):
            raise _fail(
                "face_down", fd, f"a whole number from 0 to {MAX_FACE_DOWN}, or 'by_rank' (Război)"
            )
        if not isinstance(self.ace_low, bool):
            raise _fail("ace_low", self.ace_low, "True or False")
        if self.flip not in (1, 2) or not _is_int(self.flip):
            raise _fail("flip", self.flip, "1, or 2 for Guerra de sumas (two cards combined)")
        if self.combine not in COMBINES:
            raise _fail("combine", self.combine, _one_of(COMBINES))
        if not _is_int(self.jokers) or not 0 <= self.jokers <= 2:
            raise _fail("jokers", self.jokers, "0, 1 or 2")
        if not _is_int(self.lowest_rank) or not 2 <= self.lowest_rank <= 10:
            raise _fail(
                "lowest_rank",
                self.lowest_rank,
                "a whole number from 2 to 10 (the deck runs from it up to the ace)",
            )
        _check_numbers(self)
        if self.multiway not in MULTIWAYS:
            raise _fail("multiway", self.multiway, _one_of(MULTIWAYS))
        if self.shortage not in SHORTAGES:
            raise _fail("shortage", self.shortage, _one_of(SHORTAGES))
        if self.pickup not in PICKUPS:
            raise _fail("pickup", self.pickup, _one_of(PICKUPS))
        object.__setattr__(self, "peace", _checked_peace(self.peace))
        rl = self.round_limit
        if rl is not None and (not _is_int(rl) or not 1 <= rl <= MAX_ROUND_LIMIT):
            raise _fail("round_limit", rl, f"None or a whole number from 1 to {MAX_ROUND_LIMIT}")
        if fd == "by_rank" and self.flip != 1:
            raise ValueError(
                "face_down='by_rank' is not allowed with flip=2: under Război the tied card sets "
                "the war size, so it needs single-card flips (flip=1)"
            )
        _check_steal(self)
        if not _is_int(self.few_cards) or not 0 <= self.few_cards <= MAX_FEW_CARDS:
            raise _fail(
                "few_cards",
                self.few_cards,
                f"0 (off) or a whole number from 1 to {MAX_FEW_CARDS}: a player holding that "
                "many cards or fewer when a war starts lays at most 2 face down",
            )
        if not isinstance(self.lowest_wins, bool):
            raise _fail(
                "lowest_wins",
                self.lowest_wins,
                "True (the lowest card wins) or False (the highest card wins)",
            )
        values = [*range(NUMBER_BASE), *range(MAX_NUMBER + 1)]  # number n: rank 16 + n
        if self.ace_low:
            values[ACE] = 1
        object.__setattr__(self, "_values", tuple(values))

    # -- derived facts ----------------------------------------------------------------------
    @property
    def deck_size(self) -> int:
        if self.numbers is not None:
            return self.numbers * self.copies
        return 4 * (ACE + 1 - self.lowest_rank) + self.jokers

    @property
    def hand_size(self) -> int:
        return self.deck_size // self.players

    @property
    def set_aside(self) -> int:
        """Cards left over by the deal, set aside unseen (one with three players and 52 cards)."""
        return self.deck_size % self.players

    def new_deck(self) -> list[Card]:
        """The deck these rules deal from, in its fixed order (before the shuffle)."""
        if self.numbers is None:
            return deck(self.lowest_rank, self.jokers)
        return number_deck(self.numbers, self.copies)

    def value(self, rank: int) -> int:
        """A rank's worth: 2-10, J 11, Q 12, K 13, A 14 (1 when ace low), joker 15; a number
        card's rank (``NUMBER_BASE + n``) is worth ``n``."""
        return self._values[rank]

    def war_size(self, value: int) -> int:
        """Cards laid face down in a war started by a tie at ``value``
        (:func:`war_widget.game.arithmetic.war_size`: under Război the tied card's worth less one,
        J, Q, K counting 10, an ace or a joker 11)."""
        fd = self.face_down
        return war_size(FACE_DOWN_BY_RANK if fd == "by_rank" else int(fd), value)

    # -- building -----------------------------------------------------------------------------
    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed, validated like a new rule set."""
        unknown = set(changes) - set(OPTION_NAMES)
        if unknown:
            raise ValueError(
                f"unknown rule option(s) {sorted(unknown)}; the options are {list(OPTION_NAMES)}"
            )
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in OPTION_NAMES}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        return cls().replace(**dict(data))

    @classmethod
    def preset(cls, name: str, **overrides: Any) -> Rules:
        """A named rule set of docs/rules.md § 8, with optional overrides.

        >>> Rules.preset("guerra_de_cartas", round_limit=240).round_limit
        240
        """
        if not isinstance(name, str):
            raise TypeError(
                f"name: expected a preset's name such as 'classic', got {type(name).__name__}; "
                f"the presets are {list(PRESETS)}"
            )
        if name not in PRESETS:
            raise ValueError(f"preset={name!r} is not known; the presets are {list(PRESETS)}")
        options = dict(PRESETS[name].options)
        # Vojna (seed 003): three or four players fight a war with 1 down and 1 up.
        players = overrides.get("players", 2)
        if name == "vojna" and _is_int(players) and players > 2 and "face_down" not in overrides:
            options["face_down"] = 1
        options.update(overrides)
        return cls().replace(**options)

    def matching_presets(self) -> list[str]:
        """The presets (with their defaults) equal to these rules."""
        return [name for name in PRESETS if Rules.preset(name) == self]


def _checked_peace(p: object) -> Peace:
    """A peace word, or a probability on the grid a game code carries (0.01 to 0.99 in steps
    of 0.01), kept as that grid value: 0.1 + 0.2 is kept as 0.3, so the rules decode from a
    code equal to themselves; anything further than a billionth of a step from the grid is
    refused (1e-11 is not 0.00, 0.9999999999999 is not 1.00)."""
    if isinstance(p, str):
        if p not in PEACE_WORDS:
            raise _fail("peace", p, _one_of(PEACE_WORDS) + ", or a probability such as 0.25")
        return p  # type: ignore[return-value]
    if isinstance(p, float) and math.isfinite(p):  # no int is between 0 and 1
        step = round(p * 100)
        if 1 <= step <= 99 and abs(p * 100 - step) <= 1e-9:
            return step / 100
    raise _fail(
        "peace", p, "'never', 'always', 'ask', or a probability from 0.01 to 0.99 in steps of 0.01"
    )


def _check_numbers(rules: Rules) -> None:
    """``numbers`` and ``copies``: a deck of the numbers 1...N, C times (docs/rules.md § 4)."""
    numbers, copies = rules.numbers, rules.copies
    if numbers is None:
        if copies != 1 or not _is_int(copies):  # np.True_ == 1, and is no number of copies
            raise _fail("copies", copies, "1 with the French deck (copies go with numbers=...)")
        return
    if not _is_int(numbers) or not 1 <= numbers <= MAX_NUMBER:
        raise _fail(
            "numbers", numbers, f"None (the French deck) or a whole number from 1 to {MAX_NUMBER}"
        )
    if not _is_int(copies) or not 1 <= copies <= MAX_COPIES:
        raise _fail("copies", copies, f"a whole number from 1 to {MAX_COPIES}")
    if numbers * copies > MAX_NUMBER_DECK:
        raise ValueError(
            f"numbers={numbers} with copies={copies} makes {numbers * copies} cards: a number "
            f"deck holds at most {MAX_NUMBER_DECK}"
        )
    if numbers * copies < rules.players:
        raise ValueError(
            f"numbers={numbers} with copies={copies} makes {numbers * copies} cards, too few "
            f"for {rules.players} players (each needs at least one)"
        )
    french = [(name, getattr(rules, name)) for name in ("lowest_rank", "jokers", "ace_low")]
    french.append(("face_down", rules.face_down))
    for name, value in french:
        if value != getattr(DEFAULT, name) and (name != "face_down" or value == "by_rank"):
            raise ValueError(
                f"{name}={value!r} is not allowed with numbers={numbers}: it is an option of "
                "the French deck (a deck of numbers has no ranks, aces or jokers)"
            )


def _check_steal(rules: Rules) -> None:
    """Steal War's other rules: one card looked at and played, won cards onto a face-up pile."""
    if rules.steal == "off":
        return
    if rules.steal not in STEALS:
        raise _fail("steal", rules.steal, _one_of(STEALS))
    needs = {"pickup": "won_pile", "flip": 1, "peace": "never", "multiway": "tied_only"}
    for name, value in needs.items():
        if getattr(rules, name) != value:
            raise ValueError(
                f"{name}={getattr(rules, name)!r} is not allowed with steal={rules.steal!r}: "
                f"Steal War needs {name}={value!r} (won cards go onto a face-up pile, one card "
                "is looked at and played, every tie is fought)"
            )


def _one_of(options: tuple[str, ...]) -> str:
    quoted = [repr(o) for o in options]
    return "one of " + ", ".join(quoted)


def combine(values: Sequence[int], how: str) -> int:
    """The number a flip shows: one card's worth, or two combined
    (:func:`war_widget.game.arithmetic.combine`).  A lone card (a player with one card left
    under flip=2) shows its own worth."""
    if len(values) == 1:
        return values[0]
    return combine_two(values[0], values[1], COMBINES.index(how))


OPTION_NAMES = tuple(f.name for f in dataclasses.fields(Rules) if f.init)
DEFAULT = Rules()


@dataclass(frozen=True)
class Preset:
    """A named rule set: where it comes from and what it fixes."""

    source: str
    description: str
    options: Mapping[str, Any]


PRESETS: dict[str, Preset] = {
    "classic": Preset(
        "seed 000 (La guerra)",
        "2 players, ace high, 3 face down, last card up, won cards shuffled under",
        {},
    ),
    "cardgames_zone": Preset(
        "seed 000 § 8 (cardgames.zone)",
        "as classic, short game of 80 rounds (200 or none on request), 3 or 1 face down",
        {"round_limit": 80},
    ),
    "krig": Preset(
        "seed 001 (Norwegian Krig)",
        "2-4 players, 1 face down, a player who cannot complete a war loses, "
        "won cards under in table order",
        {"face_down": 1, "shortage": "lose", "pickup": "table"},
    ),
    "wojna": Preset(
        "seed 002 (Polish Wojna)",
        "1 face down, won cards under in table order; options: peace, war is superior, "
        "any deck size",
        {"face_down": 1, "pickup": "table"},
    ),
    "vojna": Preset(
        "seed 003 (Slovak Vojna)",
        "3 face down, last card up, won cards under in table order; with 3-4 players 1 face down",
        {"pickup": "table"},
    ),
    "razboi": Preset(
        "seed 003 (Romanian Război)",
        "the war size is the tied card's worth (J, Q, K 10; ace 11), won cards in table order",
        {"face_down": "by_rank", "pickup": "table"},
    ),
    "guerra_de_cartas": Preset(
        "seed 004 (Guerra de Cartas)",
        "2 players, 1 face down, won pile reshuffled, 40 rounds (or 240), last card up",
        {"face_down": 1, "pickup": "won_pile", "round_limit": 40},
    ),
    "guerra_de_sumas": Preset(
        "seed 000 tip 3 (Guerra de sumas)",
        "two cards flipped, their sum decides; otherwise classic",
        {"flip": 2, "combine": "sum"},
    ),
    "steal_war": Preset(
        "seed 003 (Slovak Ukradnúť vojnu: Steal War, by Gary Philippy and Hayes Ruberti)",
        "3 face down, two jokers, won cards onto a face-up pile, a card matching the top of "
        "another player's face-up pile may steal it; running out in a war loses",
        {"steal": "play_next", "jokers": 2, "pickup": "won_pile", "shortage": "lose"},
    ),
    # The number ladder for the youngest: 1-5, then 1-10, then sums to 20, then the full deck.
    "ladder_5": Preset(
        "number ladder, grades 1-3: compare within 5",
        "a deck of the numbers 1 to 5, four of each (20 cards); otherwise classic",
        {"numbers": 5, "copies": 4},
    ),
    "ladder_10": Preset(
        "number ladder, grades 1-3: compare within 10",
        "a deck of the numbers 1 to 10, four of each (40 cards); otherwise classic",
        {"numbers": 10, "copies": 4},
    ),
    "ladder_10_sums": Preset(
        "number ladder, grades 1-3: add within 20",
        "the numbers 1 to 10, four of each; two cards flipped, their sum (at most 20) decides",
        {"numbers": 10, "copies": 4, "flip": 2, "combine": "sum"},
    ),
}

#: The number ladder, in the order a class climbs it (the full deck, classic, comes last).
LADDER = ("ladder_5", "ladder_10", "ladder_10_sums", "classic")


def rule_choices() -> dict[str, list[Any]]:
    """The values a menu offers for each rule option, keyed by :data:`OPTION_NAMES`.

    The options that take one of a few words (or True/False) offer every allowed value;
    the numeric ones offer the values a table is played with (every one of them is
    allowed; a cell may set any other allowed value).  The play widget sends these to
    its rule controls (its ``choices`` trait), so the front-end holds no option values.
    Adding an option to :class:`Rules` means adding its choices here (a test checks it).

    ``None`` (no round limit, the French deck) is one value among the others: the page gets
    it as ``null``, or, from Python in the browser, as ``undefined`` or a missing key, and
    both widgets' menus read all three as that one "none" (``js/none.ts``) and send ``null``
    back, which arrives here as ``None``.
    """
    return {
        "players": [2, 3, 4],  # the play table seats at most four
        "face_down": [1, 3, "by_rank"],
        "ace_low": [False, True],
        "flip": [1, 2],
        "combine": list(COMBINES),
        "jokers": [0, 1, 2],
        "lowest_rank": list(range(2, 11)),
        "numbers": [None, 4, 6, 8, 10, 13, 20, 52],  # None: the French deck
        "copies": [1, 2, 3, 4],
        "multiway": list(MULTIWAYS),
        "peace": list(PEACE_WORDS),  # a probability of peace (0.01-0.99) is set from a cell
        "shortage": list(SHORTAGES),
        "pickup": list(PICKUPS),
        "round_limit": [None, 40, 80, 200, 240],
        # Steal War needs its other rules too: the table offers it as the preset steal_war.
        "steal": list(STEALS),
        "few_cards": [0, 3, 5, 10],  # 0: off
        "lowest_wins": [False, True],
    }
