"""The cards in play and the moves a round makes with them: a :class:`Table`.

A :class:`~war_widget.game.engine.Game` keeps one table: every seat's draw pile and won pile,
who is still in, the cards laid this round and what each seat's latest flip shows.  The
round's steps (:mod:`war_widget.game.round_steps`, and Steal War's in
:mod:`war_widget.game.steal_steps`) move cards only through its methods, each of which emits the
:class:`~war_widget.game.events.Event` that says what happened into the round being played
(:attr:`Table.round`).  What a rule computes is :mod:`war_widget.game.arithmetic`'s.  A move that
leaves something to chance (a shuffle of won cards, a won pile's reshuffle, a random order's coin)
is a generator that yields a :class:`~war_widget.game.chance.Chance` step and receives its outcome;
the round passes the step on (:mod:`war_widget.game.round_steps`).

Its attributes are public for the round's steps; nothing else changes them (the game hands
copies out: :attr:`~war_widget.game.engine.Game.piles` and the like).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Generator, Sequence
from typing import Any, NamedTuple

from . import arithmetic as arith
from .cards import CARDS, Card
from .chance import COIN, Chance, Outcome, shuffle_step, shuffled
from .events import EVENT_CLASSES
from .records import Round, TableCard
from .rules import COMBINES, PICKUPS, Rules

#: A move that may leave something to chance: it yields chance steps, receives their outcomes.
Moves = Generator[Chance, Outcome, Any]


class Fight(NamedTuple):
    """What a comparison of flips decides: ``winners`` the seats showing the highest number
    (the lowest under ``lowest_wins``),
    ``reason`` ``"greater"`` (one highest: it wins), ``"equal"`` or ``"pair"`` (a war among
    ``seats`` over the tied number ``tied``)."""

    winners: tuple[int, ...]
    reason: str
    seats: tuple[int, ...]
    tied: int


def won_in_order(table: list[TableCard], seat: int, players: int, first: bool) -> list[Card]:
    """The cards on the table as ``seat`` puts them under (``pickup="winner_first"`` when
    ``first``, else ``"loser_first"``): the winner's own cards in the order laid, then every
    other seat's, seat by seat from seat 0 -- or the others' first, then the winner's."""
    mine = [t.card for t in table if t.seat == seat]
    others = [t.card for s in range(players) if s != seat for t in table if t.seat == s]
    return mine + others if first else others + mine


class Table:
    """Every card in play, and the moves of a round (see the module docs)."""

    def __init__(self, rules: Rules, piles: Sequence[Sequence[Card]]) -> None:
        n = rules.players
        self.rules = rules
        self.draw: list[deque[Card]] = [deque(p) for p in piles]
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.alive = [True] * n
        self.cards: list[TableCard] = []  # laid this round, in order
        self.showing = [0] * n  # the number each seat's latest flip shows
        self.round: Round | None = None  # the round being played: its events
        # The worth of every card, by its number: one list look-up per flipped card.
        self.worth = [rules.value(number >> 3) for number in range(len(CARDS))]
        # The rule options the arithmetic reads, as its numbers.
        fd = rules.face_down
        self.face_down = arith.FACE_DOWN_BY_RANK if fd == "by_rank" else int(fd)
        self.combine = COMBINES.index(rules.combine)
        self.pickup = PICKUPS.index(rules.pickup)
        self.uses_won = rules.pickup == "won_pile"
        self.lowest = rules.lowest_wins

    # -- what anyone sees ---------------------------------------------------------------------
    def held(self, seat: int) -> int:
        """Cards seat holds: draw pile plus won pile."""
        return len(self.draw[seat]) + len(self.won[seat])

    @property
    def counts(self) -> tuple[int, ...]:
        if self.uses_won:
            return tuple([len(d) + len(w) for d, w in zip(self.draw, self.won, strict=True)])
        return tuple(map(len, self.draw))

    @property
    def players_in(self) -> tuple[int, ...]:
        return tuple(s for s, alive in enumerate(self.alive) if alive)

    def emit(self, kind: str, **fields: Any) -> None:
        """Tell the round what happened (with the counts and the table's size after it)."""
        assert self.round is not None
        event = EVENT_CLASSES[kind](kind, counts=self.counts, table=len(self.cards), **fields)
        self.round.events.append(event)

    # -- moves -------------------------------------------------------------------------------
    def refill(self, seat: int, n: int) -> Moves:
        """Before seat takes ``n`` cards (0: Steal War's look), its won pile, shuffled (a
        chance step), goes under what is left of its draw pile, if it needs it."""
        won = self.won[seat]
        if arith.refills(len(self.draw[seat]), n, len(won)):
            shuffled(won, (yield shuffle_step("reshuffle", len(won))))
            self.draw[seat].extend(won)
            count = len(won)
            won.clear()
            self.emit("reshuffle", seat=seat, count=count)

    def take(self, seat: int, n: int) -> list[Card]:
        """Up to ``n`` cards from the top of seat's draw pile (after :meth:`refill`)."""
        draw = self.draw[seat]
        return [draw.popleft() for _ in range(min(n, len(draw)))]

    def lay(self, seat: int, down: int, war: int, up: bool = True) -> Moves:
        """Seat lays ``down`` cards face down, then (if ``up``) flips ``rules.flip`` cards."""
        cards = self.cards
        if down:
            if self.won[seat]:
                yield from self.refill(seat, down)
            laid = self.take(seat, down)
            for c in laid:
                cards.append(TableCard(seat, c, False))
            self.emit("face_down", seat=seat, count=len(laid), cards=tuple(laid))
        if not up:
            return
        if self.won[seat]:
            yield from self.refill(seat, self.rules.flip)
        self.flip(seat, war)

    def flip(self, seat: int, war: int) -> None:
        """Seat flips ``rules.flip`` cards (its draw pile :meth:`refill`-ed before if need be:
        :meth:`lay` does both)."""
        cards = self.cards
        shown = self.take(seat, self.rules.flip)
        worth = self.worth
        for c in shown:
            cards.append(TableCard(seat, c, True))
        values = tuple([worth[c] for c in shown])
        if len(values) == 1:
            value, how = values[0], ""
        else:  # two cards make one number: the event names how (the rules' combine)
            value, how = arith.combine(values[0], values[1], self.combine), self.rules.combine
        self.showing[seat] = value
        self.emit(
            "flip", seat=seat, cards=tuple(shown), values=values, value=value, count=war, reason=how
        )

    def compare(self, battle: list[int]) -> Fight:
        """Compare the flips of ``battle`` (emits ``compare``): who wins, or who goes to war."""
        showing = self.showing
        # What each flip competes with: its number, or under lowest_wins its mirror image.
        ranked = [arith.contest(v, True) for v in showing] if self.lowest else showing
        _, ntop, at = arith.highest(ranked, battle, len(battle))
        top = showing[at]
        winners = tuple(s for s in battle if showing[s] == top)
        pair = -1
        if self.rules.multiway == "war_is_superior":
            pair = arith.highest_pair(ranked, battle, len(battle))
            pair = arith.contest(pair, self.lowest) if pair >= 0 else pair
        if pair < 0:  # only the tied highest fight, if any
            fight = Fight(winners, "greater" if ntop == 1 else "equal", winners, top)
        else:  # war is superior: any tie on the table, everyone fights
            fight = Fight(winners, "equal" if ntop > 1 else "pair", tuple(battle), pair)
        values = tuple([showing[s] for s in battle])
        self.emit(
            "compare", seats=tuple(battle), values=values, winners=winners, value=top,
            reason=fight.reason,
        )  # fmt: skip
        return fight

    def war(self, seats: tuple[int, ...], tied: int, up: bool = True) -> Moves:
        """Fight one war among ``seats``; return the seats still in it (``up``: flip too)."""
        rnd = self.round
        assert rnd is not None
        rnd.wars += 1
        size = arith.war_size(self.face_down, tied)
        flip = self.rules.flip
        shortage = self.rules.shortage
        lose = shortage == "lose"
        why = self._why(seats, tied)
        self.emit("war", seats=seats, value=tied, size=size, count=rnd.wars, **why)
        few = self.rules.few_cards
        # Everyone out at once (seed 004): the round is annulled before anyone lays.
        if all(
            arith.out_of_war(self.held(s), arith.war_face_down(size, self.held(s), few), flip, lose)
            for s in seats
        ):
            return []
        battle = []
        for seat in seats:
            held = self.held(seat)
            down = arith.war_face_down(size, held, few)
            if held and down < size:  # few_cards: fewer face down
                self.emit("few", seat=seat, count=held, size=down)
            if held == 0:
                self.alive[seat] = False
                self.emit("out", seat=seat, reason="no_cards_for_war")
            elif arith.is_short(held, down, flip):
                need = down + flip  # what the war asks of it, face down and up
                self.emit("short", seat=seat, count=held, size=down, value=need, reason=shortage)
                if lose:
                    yield from self._lose(seat, held)
                else:
                    yield from self.lay(seat, arith.short_face_down(held, flip), rnd.wars, up)
                    battle.append(seat)
            else:
                yield from self.lay(seat, down, rnd.wars, up)
                battle.append(seat)
        return battle

    def _why(self, seats: tuple[int, ...], tied: int) -> dict[str, Any]:
        """Why a war over ``tied`` among ``seats`` lays the size it does, for the war event:
        ``reason`` the rule (``"face_down"``: the rules' number; ``"by_rank"``: Război), and
        under Război the tied card that set it (``cards``) with the worth it counts
        (``values``: the size is that worth less the card that goes face up)."""
        if self.face_down != arith.FACE_DOWN_BY_RANK:
            return {"reason": "face_down"}
        showing = self.showing
        # The latest card face up of a seat in the war showing the tied number (flip=1).
        card = next(
            (
                t.card
                for t in reversed(self.cards)
                if t.face_up and t.seat in seats and showing[t.seat] == tied
            ),
            None,
        )
        worth = arith.war_size(self.face_down, tied) + 1
        return {"reason": "by_rank", "cards": () if card is None else (card,), "values": (worth,)}

    def _lose(self, seat: int, held: int) -> Moves:
        """Shortage "lose": every card seat holds joins the table and seat is out."""
        if self.won[seat]:
            yield from self.refill(seat, held)
        cards = self.take(seat, held)
        self.cards.extend(TableCard(seat, c, False) for c in cards)
        self.alive[seat] = False
        self.emit(
            "out", seat=seat, reason="cannot_complete_war", cards=tuple(cards), count=len(cards)
        )

    def collect(self, seat: int) -> Moves:
        """Seat wins the table: under its draw pile (in the pick-up's order) or onto its won
        pile."""
        pickup = self.rules.pickup
        if pickup in ("winner_first", "loser_first", "random_order"):
            # random_order: a coin chooses winner first (0) or loser first (1), each time.
            coin = (yield COIN)[0] if pickup == "random_order" else 0
            first = arith.winner_first(self.pickup, coin)
            cards = won_in_order(self.cards, seat, self.rules.players, first)
        else:
            cards = [t.card for t in self.cards]
        self.cards.clear()
        if pickup == "won_pile":
            self.won[seat].extend(cards)
        else:
            if pickup == "shuffled":
                shuffled(cards, (yield shuffle_step("shuffle", len(cards))))
            self.draw[seat].extend(cards)
        self.emit("collect", seat=seat, count=len(cards), cards=tuple(cards))

    def give_back(self) -> int:
        """Every card on the table goes to the bottom of the draw pile of whoever laid it."""
        count = len(self.cards)
        for t in self.cards:
            self.draw[t.seat].append(t.card)
            self.alive[t.seat] = True
        self.cards.clear()
        return count

    def peace(self) -> None:
        seats = tuple(sorted({t.seat for t in self.cards}))
        count = self.give_back()
        self.emit("peace", seats=seats, count=count)

    def annul(self) -> None:
        count = self.give_back()
        self.emit("annul", count=count)

    def out_of_cards(self) -> list[int]:
        """After a round: each seat still in with no card is out (``out``, ``"empty"``); the
        seats still in."""
        for seat in range(self.rules.players):
            if self.alive[seat] and self.held(seat) == 0:
                self.alive[seat] = False
                self.emit("out", seat=seat, reason="empty")
        return [s for s in range(self.rules.players) if self.alive[s]]
