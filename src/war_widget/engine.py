"""The rules engine: a :class:`Game` plays War under any :class:`~war_widget.rules.Rules`.

Pure Python and standard library only.  A game is a mutable state (piles, table, round
counter) driven by :meth:`Game.step`, one round at a time; every step returns a
:class:`Round` whose events say exactly what happened.  All chance goes through one seeded
:class:`~war_widget.rng.SplitMix64`, so a game replays card by card from its :attr:`Game.code`.

The order of draws from the generator is part of the code contract: the deal shuffle first,
then, as they happen, each shuffle of won cards (``"shuffled"``), each coin of
``"random_order"`` (``below(2)``, 0: the winner's first), each reshuffle of a won pile and
each peace draw.  A position seen twice under a fixed pick-up order is a :class:`Cycle`.
"""

from __future__ import annotations

from array import array
from collections import deque
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from . import codes, policies, steal
from .cards import CARDS, Card, parse_deal
from .events import Event
from .records import Cycle as Cycle
from .records import Pending as Pending
from .records import Result as Result
from .records import Round as Round
from .records import RoundRecord as RoundRecord
from .records import TableCard as TableCard
from .records import won_in_order
from .rng import SplitMix64, game_seed
from .rules import FIXED_PICKUPS, Rules, whole
from .summary import Summary as Summary
from .summary import summarise

if TYPE_CHECKING:
    from .explain import Explanation

#: Why a game ended.
END_REASONS = ("all_cards", "round_limit", "annulled", "repeated_position", "safety_cap")

#: Without a round limit, a game stops after this many rounds all the same.
SAFETY_CAP = 100_000


class GameOverError(RuntimeError):
    """Raised by :meth:`Game.step` once the game has ended."""


class Game:
    """A game of War.

    Parameters
    ----------
    rules : the rules (default: classic).
    seed : 0 to 2**64 - 1; drives the deal and every later shuffle.  Default: a fresh
        random seed below 29**5 for a dealt game (short code), 0 for explicit hands.
    hands : an explicit deal, one list of cards per seat, top card first, in card
        notation (``"KS"``, ``"10H"``, ``"K"``...).  Replaces the shuffled deal.  At most
        :data:`MAX_DEAL` (216) cards in all, each a card of a real deck.

    A game is played by one thread at a time; a :class:`~war_widget.play.widget.WarWidget`
    shared by threads locks around every change of its game.
    """

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        seed: int | None = None,
        hands: Sequence[Sequence[str | int]] | None = None,
    ) -> None:
        if rules is None:
            rules = Rules()
        elif not isinstance(rules, Rules):
            raise ValueError(f"rules: expected a Rules object, got {type(rules).__name__}")
        seed = game_seed(whole(seed), scripted=hands is not None)
        self.rules = rules
        self.seed = seed
        self._rng = SplitMix64(seed)
        n = rules.players
        self.set_aside: list[Card] = []
        if hands is None:
            self._given: tuple[tuple[Card, ...], ...] | None = None
            cards = rules.new_deck()
            self._rng.shuffle(cards)
            dealt = n * rules.hand_size
            piles: list[list[Card]] = [cards[seat:dealt:n] for seat in range(n)]
            self.set_aside = cards[dealt:]
        else:
            piles = parse_deal(hands, n, rules.numbers, rules.copies)
            self._given = tuple(tuple(p) for p in piles)
        self._draw: list[deque[Card]] = [deque(p) for p in piles]
        self._won: list[list[Card]] = [[] for _ in range(n)]
        self._uses_won = rules.pickup == "won_pile"
        # The worth of every card, by its number: one list look-up per flipped card.
        self._worth = [rules.value(number >> 3) for number in range(len(CARDS))]
        self._in = [True] * n
        self._table: list[TableCard] = []
        self._showing: dict[int, int] = {}
        self.cards_in_play = sum(len(p) for p in piles)
        self.round = 0
        self.result: Result | None = None
        self.pending: Pending | None = None
        self.choices: list[str] = []  # every decision answered, in order (see record())
        self._steal: steal.Driver | None = None
        self._rnd: Round | None = None
        self._war_seats: tuple[int, ...] = ()
        self._tied = 0
        self._counts_log: list[tuple[int, ...]] = [self.counts]
        self._winner_log: list[int | None] = []
        self._wars_log: list[int] = []
        # A repeated position means a cycle only when no chance is left after the deal; each
        # position seen is kept with the round after which it was seen (0: the deal).
        self._track_positions = rules.pickup in FIXED_PICKUPS and rules.peace in ("never", "always")
        self._positions: dict[bytes, int] = {self._position(): 0} if self._track_positions else {}

    # -- construction from a code ----------------------------------------------------------
    @classmethod
    def from_code(cls, code: str) -> Game:
        """The game a code names, from its first card (``ValueError`` if the code is bad)."""
        seed, rules, hands = codes.decode(code)
        return cls(rules, seed=seed, hands=hands)

    @property
    def code(self) -> str:
        """A short, case-insensitive code with a check character; replays this game."""
        return codes.encode(self.seed, self.rules, self._given)

    # -- state -------------------------------------------------------------------------------
    def held(self, seat: int) -> int:
        """Cards seat holds: draw pile plus won pile."""
        return len(self._draw[seat]) + len(self._won[seat])

    @property
    def counts(self) -> tuple[int, ...]:
        if self._uses_won:
            return tuple([len(d) + len(w) for d, w in zip(self._draw, self._won, strict=True)])
        return tuple(map(len, self._draw))

    @property
    def table(self) -> list[TableCard]:
        """Cards on the table now, in the order they were laid (empty between rounds)."""
        return list(self._table)

    @property
    def piles(self) -> list[list[Card]]:
        """Each seat's draw pile, top card first (the won pile is in :attr:`won_piles`)."""
        return [list(d) for d in self._draw]

    @property
    def won_piles(self) -> list[list[Card]]:
        return [list(w) for w in self._won]

    @property
    def players_in(self) -> tuple[int, ...]:
        return tuple(s for s, alive in enumerate(self._in) if alive)

    @property
    def over(self) -> bool:
        return self.result is not None

    def _position(self) -> bytes:
        """Every draw pile, card by card: exact, so a replay stops at the same round on any
        platform (a hash would differ between 32- and 64-bit builds and Python versions)."""
        if self.rules.numbers is not None:  # number cards do not fit in a byte
            return b"\xff\xff".join([array("H", d).tobytes() for d in self._draw])
        return b"\xff".join([bytes(d) for d in self._draw])

    # -- playing -----------------------------------------------------------------------------
    def step(self, policy: policies.PolicyArg = None) -> Round:
        """Play one round and return it.  With ``peace="ask"`` the round may stop at a
        tie: :attr:`pending` is set and :meth:`choose` finishes the round.  Steal War:
        ``policy`` decides (see :func:`war_widget.policies.per_seat`); None: :meth:`choose`."""
        if self.result is not None:
            raise GameOverError(
                f"the game is over ({self.result.reason}, round {self.result.rounds}); "
                "start a new Game to play again"
            )
        if self.pending is not None:
            raise RuntimeError(f"the round waits: call choose() with {list(self.pending.options)}")
        if self.rules.steal != "off":
            return steal.step(self, policy)
        self.round += 1
        self._rnd = Round(self.round)
        battle = [s for s in range(self.rules.players) if self._in[s]]
        for seat in battle:
            self._lay(seat, 0, 0)
        return self._resolve(battle, None)

    def choose(self, decision: str | Card) -> Round:
        """Answer :attr:`pending`: war or peace; Steal War: steal, play, or the top card."""
        pending = self.pending
        if pending is None:
            raise RuntimeError("there is no decision to make: choose() answers a pending war")
        answer = pending.check(decision)
        if self._steal is not None:
            return steal.answer(self, self._steal, answer)
        self.pending = None
        self.choices.append(answer)
        return self._resolve(list(self._war_seats), answer)

    def play(self, policy: policies.PolicyArg = None) -> Result:
        """Play to the end and return the result (Steal War: ``policy`` decides)."""
        if self.rules.peace == "ask":
            raise ValueError(
                "peace='ask' waits for a decision at every war: play with step() and choose(), "
                "or use peace='never', 'always' or a probability"
            )
        steal.check_policy(self.rules, policy)
        while self.result is None:
            self.step(policy)
        return self.result

    def rounds(self, policy: policies.PolicyArg = None) -> Iterator[Round]:
        """Iterate over the remaining rounds (Steal War: ``policy`` decides)."""
        while self.result is None:
            yield self.step(policy)

    def copy(self) -> Game:
        """An independent copy with the same future (mid Steal War round: replayed)."""
        import copy

        return copy.deepcopy(self) if self._steal is None else steal.copy_game(self)

    def record(self) -> dict[str, Any]:
        """The code (deal and rules), rounds begun and choices made: see :meth:`replay`."""
        return {"code": self.code, "rounds": self.round, "choices": list(self.choices)}

    replay = classmethod(policies.replay)

    # -- the round ---------------------------------------------------------------------------
    def _emit(self, kind: str, **fields: Any) -> None:
        assert self._rnd is not None
        self._rnd.events.append(Event(kind, counts=self.counts, table=len(self._table), **fields))

    def _take(self, seat: int, n: int) -> list[Card]:
        """Up to ``n`` cards from the top of seat's draw pile; turns the won pile over if needed."""
        draw = self._draw[seat]
        won = self._won[seat]
        if len(draw) < max(n, 1) and won:  # n=0 (Steal War's look): only an empty draw pile
            # The draw pile runs out: the won pile, shuffled, goes under what is left of it.
            self._rng.shuffle(won)
            draw.extend(won)
            count = len(won)
            won.clear()
            self._emit("reshuffle", seat=seat, count=count)
        return [draw.popleft() for _ in range(min(n, len(draw)))]

    def _lay(self, seat: int, down: int, war: int, up: bool = True) -> None:
        """Seat lays ``down`` cards face down, then (if ``up``) flips ``rules.flip`` cards."""
        rules = self.rules
        table = self._table
        if down:
            cards = self._take(seat, down)
            for c in cards:
                table.append(TableCard(seat, c, False))
            self._emit("face_down", seat=seat, count=len(cards), cards=tuple(cards))
        if not up:
            return
        shown = self._take(seat, rules.flip)
        worth = self._worth
        for c in shown:
            table.append(TableCard(seat, c, True))
        values = tuple([worth[c] for c in shown])
        value = values[0] if len(values) == 1 else combine(values, rules.combine)
        self._showing[seat] = value
        self._emit("flip", seat=seat, cards=tuple(shown), values=values, value=value, count=war)

    def _resolve(self, battle: list[int], decision: str | None) -> Round:
        rules = self.rules
        rnd = self._rnd
        assert rnd is not None
        while True:
            if decision is None:
                if len(battle) == 1:
                    return self._collect(battle[0])
                shown = [self._showing[s] for s in battle]
                top = max(shown)
                winners = tuple(s for s in battle if self._showing[s] == top)
                if rules.multiway == "tied_only" or len(set(shown)) == len(shown):
                    war_seats = winners
                    tied = top
                    reason = "greater" if len(winners) == 1 else "equal"
                else:
                    war_seats = tuple(battle)
                    tied = max(v for v in shown if shown.count(v) > 1)
                    reason = "equal" if len(winners) > 1 else "pair"
                self._emit(
                    "compare",
                    seats=tuple(battle),
                    values=tuple(shown),
                    winners=winners,
                    value=top,
                    reason=reason,
                )
                if reason == "greater":
                    return self._collect(winners[0])
                self._war_seats = war_seats
                self._tied = tied
                decision = self._peace_decision(war_seats, tied)
                if decision is None:
                    return rnd
            if decision == "peace":
                return self._peace()
            decision = None
            battle = self._war(self._war_seats, self._tied)
            if not battle:
                return self._annul()

    def _peace_decision(self, seats: tuple[int, ...], value: int) -> str | None:
        peace = self.rules.peace
        if peace == "never":
            return "war"
        if peace == "always":
            return "peace"
        if peace == "ask":
            self.pending = Pending(seats, value)
            return None
        return "peace" if self._rng.below(100) < round(float(peace) * 100) else "war"

    def _war(self, seats: tuple[int, ...], tied: int, up: bool = True) -> list[int]:
        """Fight one war among ``seats``; return the seats still in it (``up``: flip too)."""
        rules = self.rules
        rnd = self._rnd
        assert rnd is not None
        rnd.wars += 1
        size = rules.war_size(tied)
        need = size + rules.flip
        lose = rules.shortage == "lose"
        self._emit("war", seats=seats, value=tied, size=size, count=rnd.wars)
        # Everyone out at once (seed 004): the round is annulled before anyone lays.
        if all(self.held(s) < need if lose else self.held(s) == 0 for s in seats):
            return []
        battle = []
        for seat in seats:
            held = self.held(seat)
            if held == 0:
                self._in[seat] = False
                self._emit("out", seat=seat, reason="no_cards_for_war")
            elif held < need:
                self._emit("short", seat=seat, count=held, size=size)
                if lose:
                    cards = self._take(seat, held)
                    self._table.extend(TableCard(seat, c, False) for c in cards)
                    self._in[seat] = False
                    self._emit(
                        "out",
                        seat=seat,
                        reason="cannot_complete_war",
                        cards=tuple(cards),
                        count=len(cards),
                    )
                else:
                    self._lay(seat, max(0, held - rules.flip), rnd.wars, up)
                    battle.append(seat)
            else:
                self._lay(seat, size, rnd.wars, up)
                battle.append(seat)
        return battle

    def _collect(self, seat: int) -> Round:
        pickup = self.rules.pickup
        if pickup in ("winner_first", "loser_first", "random_order"):
            # random_order: a coin chooses winner first (0) or loser first (1), each time.
            first = pickup == "winner_first" or (
                pickup == "random_order" and self._rng.below(2) == 0
            )
            cards = won_in_order(self._table, seat, self.rules.players, first)
        else:
            cards = [t.card for t in self._table]
        self._table.clear()
        if pickup == "won_pile":
            self._won[seat].extend(cards)
        else:
            if pickup == "shuffled":
                self._rng.shuffle(cards)
            self._draw[seat].extend(cards)
        self._emit("collect", seat=seat, count=len(cards), cards=tuple(cards))
        return self._finish(seat)

    def _give_back(self) -> int:
        """Every card on the table goes to the bottom of the draw pile of whoever laid it."""
        count = len(self._table)
        for t in self._table:
            self._draw[t.seat].append(t.card)
            self._in[t.seat] = True
        self._table.clear()
        return count

    def _peace(self) -> Round:
        seats = tuple(sorted({t.seat for t in self._table}))
        count = self._give_back()
        self._emit("peace", seats=seats, count=count)
        return self._finish(None)

    def _annul(self) -> Round:
        count = self._give_back()
        self._emit("annul", count=count)
        return self._finish(None, annulled=True)

    def _finish(self, winner: int | None, annulled: bool = False) -> Round:
        rnd = self._rnd
        assert rnd is not None
        self._showing.clear()
        for seat in range(self.rules.players):
            if self._in[seat] and self.held(seat) == 0:
                self._in[seat] = False
                self._emit("out", seat=seat, reason="empty")
        counts = self.counts
        rnd.winner = winner
        rnd.counts = counts
        rnd.finished = True
        self._counts_log.append(counts)
        self._winner_log.append(winner)
        self._wars_log.append(rnd.wars)
        alive = [s for s in range(self.rules.players) if self._in[s]]
        limit = self.rules.round_limit
        if annulled:
            self._end("annulled")
        elif len(alive) == 1:
            self._end("all_cards", alive[0])
        elif limit is not None and self.round >= limit:
            self._end("round_limit")
        elif self.round >= SAFETY_CAP:
            self._end("safety_cap")
        elif self._track_positions:
            position = self._position()
            if position in self._positions:
                self._end("repeated_position", earlier=self._positions[position])
            self._positions.setdefault(position, self.round)
        return rnd

    def _end(self, reason: str, winner: int | None = None, earlier: int | None = None) -> None:
        counts = self.counts
        if winner is None and reason != "all_cards":
            best = max(counts)
            leaders = [s for s, c in enumerate(counts) if c == best]
            winner = leaders[0] if len(leaders) == 1 else None
        cycle = None if earlier is None else Cycle(self.round, earlier, self.round - earlier)
        self.result = Result(winner, reason, self.round, counts, cycle)
        self._emit("end", seat=winner, reason=reason, count=self.round, value=earlier)

    # -- after the game ------------------------------------------------------------------------
    def summary(self) -> Summary:
        """What the game so far looked like (see :class:`~war_widget.summary.Summary`)."""
        return summarise(self.history(), self.rules.players, self.round, self.result)

    def explain(
        self,
        rnd: Round,
        lang: str = "en",
        level: str = "detailed",
        names: Sequence[str] | None = None,
    ) -> Explanation:
        """Explain a round of this game, step by step, in ``lang`` (see
        :func:`war_widget.explain.explain`)."""
        from .explain import explain

        return explain(rnd, self.rules, lang, level, names, set_aside=len(self.set_aside))

    def history(self) -> list[RoundRecord]:
        """Per round, the winner, the wars fought and the counts after it (round 0 is the
        deal: no winner, no wars)."""
        return [
            RoundRecord(
                r,
                None if r == 0 else self._winner_log[r - 1],
                0 if r == 0 else self._wars_log[r - 1],
                counts,
            )
            for r, counts in enumerate(self._counts_log)
        ]

    def export(self, format: str = "json") -> str:
        """The game so far as text a spreadsheet or a script reads: its code, rules, result,
        and per round the winner, the wars and the counts (round 0 is the deal).

        ``format`` is ``"json"`` or ``"csv"`` (see :mod:`war_widget.export`).
        """
        from .export import export_game

        return export_game(self.code, self.rules, self.result, self.history(), format)

    def __repr__(self) -> str:
        state = f"over: {self.result.reason}" if self.result else f"round {self.round}"
        return f"<Game {self.code} {state} counts={self.counts}>"


def combine(values: Sequence[int], how: str) -> int:
    """The number a flip shows: one card's worth, or two combined.  A lone card (a player
    with one card left under flip=2) shows its own worth."""
    if len(values) == 1:
        return values[0]
    a, b = values
    if how == "sum":
        return a + b
    if how == "difference":
        return abs(a - b)
    return a * b
