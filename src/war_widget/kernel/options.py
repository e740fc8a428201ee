"""The rules as the kernel reads them: :func:`pack` turns a :class:`~war_widget.game.rules.Rules`
into the kernel's three inputs, each rule option in one named place.

The kernel takes whole numbers only, in three arrays: ``deck`` (the cards in their fixed order,
as ints), ``values`` (each rank's worth) and ``options`` (one slot per number below, read
by the C kernel's game loops, ``csrc/kernel/``, as ``options[OPT_FLIP]`` and so on).
:data:`CARRIED_BY` says where every field of ``Rules`` goes; ``tests/project/test_architecture.py``
fails when a field of ``Rules`` is carried by none, or when changing a field leaves the
kernel's inputs unchanged.

Adding a rule option: a field in ``Rules``, a slot here (name in :data:`SLOTS`, its index
constant, its number in :func:`pack`, its entry in :data:`CARRIED_BY`), and the kernel reads
``options[OPT_...]``; the C kernel's copy of the slots and codes, ``csrc/kernel/options.h``,
is written from here and :mod:`war_widget.game.arithmetic` by ``tools/kernel_header.py``
(CONTRIBUTING.md, "Add a rule option", lists every place).  :data:`LAYOUT` names the slots and
codes as one number: the WebAssembly module carries the one it was built for, and the host
refuses another.
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

from ..game import arithmetic, engine
from ..game.arithmetic import FACE_DOWN_BY_RANK
from ..game.cards import RANKS
from ..game.rules import COMBINES, FIXED_PICKUPS, PICKUPS, STEALS, Rules

#: The peace modes of ``options[OPT_PEACE]`` (the C kernel's ``PEACE_*``, written to options.h).
PEACE_NEVER, PEACE_ALWAYS, PEACE_PROBABILITY = 0, 1, 2

#: The slots of ``options``, in order.
SLOTS = (
    "players",
    "face_down",
    "flip",
    "combine",
    "superior",
    "peace",
    "peace_pct",
    "lose",
    "pickup",
    "round_limit",
    "safety_cap",
    "track",
    "few_cards",
    "steal",
)

# The index of each slot (``OPT_<NAME>`` in csrc/kernel/options.h).
OPT_PLAYERS = 0  #: seats dealt
OPT_FACE_DOWN = 1  #: cards face down in a war, or FACE_DOWN_BY_RANK
OPT_FLIP = 2  #: cards flipped (1 or 2)
OPT_COMBINE = 3  #: COMBINE_SUM, COMBINE_DIFFERENCE or COMBINE_PRODUCT
OPT_SUPERIOR = 4  #: 1 for multiway="war_is_superior"
OPT_PEACE = 5  #: PEACE_NEVER, PEACE_ALWAYS or PEACE_PROBABILITY
OPT_PEACE_PCT = 6  #: the chance of peace, in percent
OPT_LOSE = 7  #: 1 for shortage="lose"
OPT_PICKUP = 8  #: PICKUP_SHUFFLED, PICKUP_TABLE, ... (the index in rules.PICKUPS)
OPT_ROUND_LIMIT = 9  #: 0 for none
OPT_SAFETY_CAP = 10  #: the engine's SAFETY_CAP
OPT_TRACK = 11  #: 1 when a repeated position ends the game (a fixed pick-up, no chance)
OPT_FEW_CARDS = 12  #: few_cards (0: off)
OPT_STEAL = 13  #: STEAL_OFF, STEAL_PLAY_NEXT or STEAL_END_ROUND (the index in rules.STEALS)

#: ``peace`` as the kernel reads it (the codes of the slot ``peace``).
PEACE_CODES = {
    "PEACE_NEVER": PEACE_NEVER,
    "PEACE_ALWAYS": PEACE_ALWAYS,
    "PEACE_PROBABILITY": PEACE_PROBABILITY,
}


def codes() -> dict[str, int]:
    """Every number the kernel's options and its rule arithmetic agree on, by its C name:
    :mod:`war_widget.game.arithmetic`'s constants (a leading underscore dropped: reserved in C),
    then :data:`PEACE_CODES`.  ``tools/kernel_header.py`` writes them to C."""
    found = {
        name.lstrip("_"): value
        for name, value in vars(arithmetic).items()
        if name.lstrip("_").isupper() and type(value) is int
    }
    return {**found, **PEACE_CODES}


def layout() -> int:
    """The slots' names and order and the codes' names and numbers, as one number (31 bits:
    an i32 a JavaScript host reads as a Number): a new, moved or renumbered slot or code
    changes it."""
    text = ",".join(SLOTS) + ";" + ",".join(f"{n}={v}" for n, v in codes().items())
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big") & 0x7FFFFFFF


#: :func:`layout` today: ``WW_OPTIONS_LAYOUT`` in ``csrc/kernel/options.h`` must be this.
LAYOUT = layout()

#: Where each field of ``Rules`` reaches the kernel: slots of ``options``, or "deck" / "values".
CARRIED_BY: dict[str, tuple[str, ...]] = {
    "players": ("players",),
    "face_down": ("face_down",),
    "ace_low": ("values",),
    "flip": ("flip",),
    "combine": ("combine",),
    "jokers": ("deck", "values"),
    "lowest_rank": ("deck",),
    "numbers": ("deck",),
    "copies": ("deck",),
    "multiway": ("superior",),
    "peace": ("peace", "peace_pct", "track"),
    "shortage": ("lose",),
    "pickup": ("pickup", "track"),
    "round_limit": ("round_limit",),
    "few_cards": ("few_cards",),
    "steal": ("steal",),
    "lowest_wins": ("values",),
}

#: Fields of ``Rules`` the kernel does not play: :func:`pack` would refuse rules that turn them
#: on, saying why and what plays them instead (none today: Steal War's decisions are played by
#: the C kernel, csrc/kernel/steal.c, for the named policies).
REFUSED: dict[str, str] = {}


class KernelInputs(NamedTuple):
    """What the kernel reads of the rules: the deck, each rank's worth, the option slots."""

    deck: list[int]
    values: list[int]
    options: list[int]


def peace_ask_error() -> ValueError:
    """Why ``peace="ask"`` cannot be simulated (the simulation and its widget say it too)."""
    return ValueError(
        "peace='ask' cannot be simulated: it waits for the players at every war; "
        "use peace='never', 'always' or a probability such as 0.25"
    )


def pack(rules: Rules) -> KernelInputs:
    """The kernel's inputs for ``rules`` (``ValueError`` for ``peace="ask"`` and for rules
    :func:`kernel_refuses`)."""
    if _lowest_refused(rules):
        raise ValueError(
            f"lowest_wins=True with flip={rules.flip!r}, face_down={rules.face_down!r} and "
            f"steal={rules.steal!r}: the fast kernel cannot play it ({LOWEST_WINS_REFUSED}); "
            "play it on the Python engine: simulate(..., engine='python')"
        )
    return KernelInputs([int(card) for card in rules.new_deck()], values(rules), options(rules))


#: Why the kernel plays ``lowest_wins`` only with one card flipped, a fixed war size and no
#: Steal War.
LOWEST_WINS_REFUSED = (
    "it plays the lowest card wins by reversing the cards' worths, which a sum, difference "
    "or product of two cards, a Război war size, or Steal War's policies (which weigh real "
    "worths) do not follow"
)


def _lowest_refused(rules: Rules) -> bool:
    return bool(rules.lowest_wins) and (
        rules.flip != 1 or rules.face_down == "by_rank" or rules.steal != "off"
    )


def kernel_refuses(rules: Rules) -> bool:
    """The kernel cannot play these rules (``lowest_wins`` with two cards flipped, a Război
    war size or Steal War): :func:`pack` says why, and ``engine="auto"`` plays the engine."""
    return _lowest_refused(rules)


def values(rules: Rules) -> list[int]:
    """Each rank's worth as the kernel compares it.  Under ``lowest_wins`` the worths of the
    deck's ranks are reversed within their range (2 <-> ace, 3 <-> king...): the kernel keeps
    picking the highest, which is then the lowest card, and ties stay ties.  The engine and
    its explanations keep the real worths (:func:`war_widget.game.arithmetic.contest`)."""
    worths = [rules.value(rank) for rank in range(RANKS)]
    if not rules.lowest_wins:
        return worths
    ranks = {card.rank for card in rules.new_deck()}
    low = min(worths[r] for r in ranks)
    high = max(worths[r] for r in ranks)
    return [low + high - w if r in ranks else w for r, w in enumerate(worths)]


def options(rules: Rules) -> list[int]:
    """The rule options as the numbers the kernel reads, slot by slot (see :data:`SLOTS`)."""
    peace = rules.peace
    if peace == "ask":
        raise peace_ask_error()
    if peace == "never":
        peace_mode, pct = PEACE_NEVER, 0
    elif peace == "always":
        peace_mode, pct = PEACE_ALWAYS, 100
    else:
        peace_mode, pct = PEACE_PROBABILITY, round(float(peace) * 100)
    slots = {
        "players": rules.players,
        "face_down": FACE_DOWN_BY_RANK if rules.face_down == "by_rank" else int(rules.face_down),
        "flip": rules.flip,
        "combine": COMBINES.index(rules.combine),
        "superior": 1 if rules.multiway == "war_is_superior" else 0,
        "peace": peace_mode,
        "peace_pct": pct,
        "lose": 1 if rules.shortage == "lose" else 0,
        "pickup": PICKUPS.index(rules.pickup),
        "round_limit": rules.round_limit or 0,
        "safety_cap": engine.SAFETY_CAP,
        "track": 1 if rules.pickup in FIXED_PICKUPS and peace in ("never", "always") else 0,
        "few_cards": rules.few_cards,
        "steal": STEALS.index(rules.steal),
    }
    return [slots[name] for name in SLOTS]
