"""The rules' arithmetic: every number a rule computes, as small functions of whole numbers.

The engine (:mod:`war_widget.game.engine`) calls these functions, and the C kernel's game loops
(``csrc/kernel/``, run by :mod:`war_widget.kernel`) call their twins (``a_<name>`` in
``common.h``, held to these by the differential tests), so the loops keep only control flow:
piles, the table, whose turn it is.  Hence the house style here:

* arguments and results are whole numbers, booleans, or a sequence of whole numbers indexed
  by seat (a list in Python, a numpy array when compiled): no strings, no objects; only
  Steal War's ``estimate`` policy weighs in floats (each operation written out, in the
  engine's order, so both sides round alike);
* each rule option's words become numbers once, in :func:`war_widget.kernel.options.options`
  and in the engine's set-up, with the codes below (a pick-up is its index in
  :data:`war_widget.game.rules.PICKUPS`, an end reason its index in
  :data:`war_widget.game.engine.END_REASONS`);
* nothing here allocates, draws from the generator or touches a pile.

A rule option that computes something new gets its function here, called from both sides;
``tests/game/test_arithmetic.py`` tests each function on its own, and
``tests/kernel/test_simulate_engines*.py`` hold the engine and the kernel to the same games.
"""

from __future__ import annotations

from typing import Any

#: ``face_down`` as a number: the count itself, or this for ``"by_rank"`` (Război).
FACE_DOWN_BY_RANK = -1
#: ``combine``, by its index in :data:`war_widget.game.rules.COMBINES`.
COMBINE_SUM, COMBINE_DIFFERENCE, COMBINE_PRODUCT = 0, 1, 2
#: ``pickup``, by its index in :data:`war_widget.game.rules.PICKUPS`.
PICKUP_SHUFFLED, PICKUP_TABLE, PICKUP_WON_PILE = 0, 1, 2
PICKUP_WINNER_FIRST, PICKUP_LOSER_FIRST, PICKUP_RANDOM_ORDER = 3, 4, 5
#: Steal War's named policies, by their index in :data:`war_widget.game.policies.POLICY_NAMES`.
POLICY_NEVER, POLICY_ALWAYS, POLICY_GREEDY, POLICY_ESTIMATE = 0, 1, 2, 3
#: ``steal``, by its index in :data:`war_widget.game.rules.STEALS`.
STEAL_OFF, STEAL_PLAY_NEXT, STEAL_END_ROUND = 0, 1, 2
#: Why a game ended, by its index in :data:`war_widget.game.engine.END_REASONS`; -1: it goes on.
ALL_CARDS, ROUND_LIMIT, ANNULLED, REPEATED_POSITION, SAFETY_CAP = 0, 1, 2, 3, 4
GOES_ON = -1

#: A sequence of whole numbers indexed by seat (a list, or a numpy array when compiled).
Seats = Any

#: ``few_cards``: a player with few cards lays at most this many face down.
FEW_CARDS_DOWN = 2
#: ``lowest_wins``: a flip competes as this less its number (every number a flip shows, up to
#: 64 x 64, is below it), so the lowest number is the highest here and a tie stays a tie.
LOWEST_MIRROR = 1 << 16
#: Război counts J, Q and K as 10, and an ace (high) or a joker as 11.
_RAZBOI_FACE = 10
_RAZBOI_TOP = 14


def war_size(face_down: int, tied: int) -> int:
    """Cards each player lays face down in a war started by a tie at worth ``tied``:
    ``face_down``, or under Război (:data:`FACE_DOWN_BY_RANK`) the tied card's worth minus
    the card that goes face up (J, Q, K count 10; an ace 11 when high, 1 when low; a joker
    11)."""
    if face_down != FACE_DOWN_BY_RANK:
        return face_down
    if tied >= _RAZBOI_TOP:
        return _RAZBOI_FACE
    return (tied if tied < _RAZBOI_FACE else _RAZBOI_FACE) - 1


def war_face_down(size: int, held: int, few_cards: int) -> int:
    """Cards a seat holding ``held`` lays face down in a war of ``size``: ``size``, but at
    most :data:`FEW_CARDS_DOWN` when it holds ``few_cards`` or fewer (``few_cards`` 0: off)."""
    if few_cards > 0 and held <= few_cards and size > FEW_CARDS_DOWN:
        return FEW_CARDS_DOWN
    return size


def combine(a: int, b: int, how: int) -> int:
    """The number two flipped cards worth ``a`` and ``b`` show (``flip=2``): their sum,
    difference (larger minus smaller) or product (``how``: a ``COMBINE_`` code)."""
    if how == COMBINE_SUM:
        return a + b
    if how == COMBINE_DIFFERENCE:
        return a - b if a > b else b - a
    return a * b


def beats(a: int, b: int) -> bool:
    """A flip showing ``a`` beats one showing ``b``: the higher number wins."""
    return a > b


def contest(value: int, lowest: bool) -> int:
    """The number a flip showing ``value`` competes with: ``value`` itself, or under
    ``lowest_wins`` :data:`LOWEST_MIRROR` less it, so that :func:`beats`, :func:`highest` and
    :func:`highest_pair` pick the lowest.  Applied twice it gives ``value`` back."""
    return LOWEST_MIRROR - value if lowest else value


def ranked(value: int, top: int, count: int) -> tuple[int, int]:
    """One more flip, showing ``value``, against the highest number so far, ``top``, shown by
    ``count`` flips (0: none yet): the new (highest number, how many show it).  The flip is
    the first to show the highest when the count comes back 1 with ``value`` on top."""
    if count == 0 or beats(value, top):
        return value, 1
    if value == top:
        return top, count + 1
    return top, count


def highest(showing: Seats, battle: Seats, n: int) -> tuple[int, int, int]:
    """Among the first ``n`` seats of ``battle``, what ``showing`` holds for them: (the
    highest number, how many seats show it, the first seat that does)."""
    top = count = 0
    at = -1
    for b in range(n):
        v = showing[battle[b]]
        top, count = ranked(v, top, count)
        if count == 1 and top == v:
            at = battle[b]
    return top, count, at


def highest_pair(showing: Seats, battle: Seats, n: int) -> int:
    """War is superior: the highest number two or more of the first ``n`` seats of
    ``battle`` show (any tie starts a war for everyone), or -1 when all differ."""
    tied = -1
    for b in range(n):
        v = showing[battle[b]]
        for c in range(b + 1, n):
            if showing[battle[c]] == v and v > tied:
                tied = v
    return tied


def refills(drawable: int, wanted: int, won: int) -> bool:
    """A draw pile of ``drawable`` cards is turned over with the won pile (``won`` cards,
    shuffled, under what is left) when a seat must lay ``wanted`` cards, or look at its
    next card (``wanted`` 0) with an empty draw pile."""
    return won > 0 and drawable < (wanted if wanted > 1 else 1)


def is_short(held: int, size: int, flip: int) -> bool:
    """A seat holding ``held`` cards cannot lay a whole war: ``size`` face down and
    ``flip`` face up."""
    return held < size + flip


def out_of_war(held: int, size: int, flip: int, lose: bool) -> bool:
    """A seat cannot fight the war at all: under ``shortage="lose"`` when it is short (see
    :func:`is_short`), under last card up only when it holds no card."""
    if lose:
        return is_short(held, size, flip)
    return held == 0


def short_face_down(held: int, flip: int) -> int:
    """Last card up: a short seat lays face down all it holds but the ``flip`` cards it
    keeps for the face-up flip."""
    return held - flip if held > flip else 0


def winner_first(pickup: int, coin: int) -> bool:
    """The winner puts its own cards under first: ``pickup="winner_first"``, or
    ``"random_order"`` when its coin (``below(2)``) came up 0."""
    return pickup == PICKUP_WINNER_FIRST or (pickup == PICKUP_RANDOM_ORDER and coin == 0)


def peace_drawn(draw: int, percent: int) -> bool:
    """A peace probability of ``percent`` in 100 makes peace when the draw ``below(100)``
    is under it."""
    return draw < percent


def ending(annulled: bool, alive: int, rounds: int, round_limit: int, safety_cap: int) -> int:
    """Why the game ends after round ``rounds`` (an end reason's code), or :data:`GOES_ON`;
    ``alive`` seats still hold cards, ``round_limit`` 0 is none.  A repeated position is
    the caller's to look for, after these."""
    if annulled:
        return ANNULLED
    if alive == 1:
        return ALL_CARDS
    if round_limit > 0 and rounds >= round_limit:
        return ROUND_LIMIT
    if rounds >= safety_cap:
        return SAFETY_CAP
    return GOES_ON


# -- Steal War's policies (war_widget.game.policies)
# --------------------------------------------------
def opponents(players_in: int) -> int:
    """The opponents a policy reckons with when ``players_in`` seats are still in (at least
    one)."""
    return players_in - 1 if players_in > 2 else 1


def safer_top(risk: int, worth: int, best_risk: int, best_worth: int) -> bool:
    """A won card is a safer top card than the best so far: fewer copies of its worth the
    others could hold (``risk``), or as few and a higher worth."""
    return risk < best_risk or (risk == best_risk and worth > best_worth)


def greedy_steals(stolen: int, theirs: int, opponents: int) -> bool:
    """``greedy``: steal when the piles hold more cards than the looked-at card could win at
    once (the others' cards on the table, ``theirs``, and one card per opponent)."""
    return stolen > theirs + opponents


def power(x: float, k: int) -> float:
    """``x`` multiplied by itself, ``k`` factors left to right (``k`` at least 1): one result on
    every machine.  ``x ** k`` calls the C library's pow(), which rounds differently in a few
    last bits from one library to another (glibc's and musl's, in CPython on Linux and in
    Pyodide), and a game code must replay the same game everywhere."""
    result = x
    for _ in range(k - 1):
        result = result * x
    return result


def play_gain(lower: int, higher: int, total: int, opponents: int, mine: int, theirs: int) -> float:
    """``estimate``: the expected cards gained by laying a card now, of the ``total`` cards
    not seen ``lower`` being lower and ``higher`` higher: won (the others' ``theirs`` cards on
    the table and one per opponent) if every opponent's card is lower, lost (``mine`` and the
    card) if one is higher; a tie (a war) counts as even."""
    if total == 0:
        return 0.0
    win: float = power(lower / total, opponents)
    lose: float = 1 - power(1 - higher / total, opponents)
    return win * (theirs + opponents) - lose * (mine + 1)


def pile_risk(matching: int, total: int, opponents: int, size: int) -> float:
    """``estimate``: the expected cards lost when a face-up pile of ``size`` cards is stolen
    by an opponent's next card, ``matching`` of the ``total`` cards not seen matching its top
    card (an empty pile, ``size`` 0, risks nothing)."""
    if size == 0 or total == 0:
        return 0.0
    return min(1.0, opponents * matching / total) * size


def steal_or_play(
    stolen: int, unknown: float, steal_risk: float, gain: float, risk: float
) -> tuple[float, float]:
    """``estimate``: what stealing and playing are worth, in cards: the ``stolen`` cards, then
    an unseen card's ``unknown`` gain, less the risk to the bigger pile; or the card's
    ``gain`` less the risk to the pile as it is.  It steals when the first is larger."""
    return stolen + unknown - steal_risk, gain - risk


#: The functions of this module, callees first (the compiled kernel inlines each of them).
FUNCTIONS = (
    "war_size", "war_face_down", "combine", "contest", "beats", "ranked", "highest",
    "highest_pair", "refills", "is_short", "out_of_war", "short_face_down", "winner_first",
    "peace_drawn", "ending",
    "opponents", "safer_top", "greedy_steals", "power", "play_gain", "pile_risk",
    "steal_or_play",
)  # fmt: skip
