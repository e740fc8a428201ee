"""The rules engine: a :class:`Game` plays War under any :class:`~war_widget.game.rules.Rules`.

Pure Python and standard library only.  A game is a mutable state (the cards in play, a
:class:`~war_widget.game.table.Table`; the round counter; the history) driven by :meth:`Game.step`,
one round at a time; every step returns a :class:`Round` whose events say exactly what
happened.  A round is played by :func:`war_widget.game.round_steps.play_round`, the same steps for
every rule set: it stops at a decision nobody is named to answer (:attr:`Game.pending`,
answered by :meth:`Game.choose`), and its chance steps are answered at once.  All chance
goes through one seeded :class:`~war_widget.game.rng.SplitMix64`, so a game replays card by card
from its :attr:`Game.code` and its :attr:`Game.choices`.

The order of draws from the generator is part of the code contract: the deal shuffle first,
then, as they happen, each shuffle of won cards (``"shuffled"``), each coin of
``"random_order"`` (``below(2)``, 0: the winner's first), each reshuffle of a won pile and
each peace draw.  A position seen twice under a fixed pick-up order is a :class:`Cycle`.
"""

from __future__ import annotations

import functools
from array import array
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from . import arithmetic as arith
from . import codes, policies
from .cards import Card, parse_deal
from .chance import Chance, Outcome, drawn
from .decisions import Pending as Pending
from .decisions import SeatView
from .records import Cycle as Cycle
from .records import Result as Result
from .records import Round as Round
from .records import RoundRecord as RoundRecord
from .records import TableCard as TableCard
from .rng import SplitMix64, game_seed
from .round_steps import Driver, Ending, play_round
from .rules import FIXED_PICKUPS, Rules, whole
from .summary import Summary as Summary
from .summary import summarise
from .table import Table

if TYPE_CHECKING:
    from ..explain import Explanation

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
    chance : what answers the rounds' chance steps (a :class:`~war_widget.game.chance.Chance`
        in, its outcome out), for a game that walks every outcome
        (:mod:`war_widget.lessons.tiny_decks`); default: the draws of the generator seeded with
        ``seed``, which also shuffles the deal (:func:`war_widget.game.chance.drawn`).

    A game is played by one thread at a time; a :class:`~war_widget.play.widget.WarWidget`
    shared by threads locks around every change of its game.
    """

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        seed: int | None = None,
        hands: Sequence[Sequence[str | int]] | None = None,
        chance: Callable[[Chance], Outcome] | None = None,
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
        self._chance = chance
        self._play = Table(rules, piles)
        self.cards_in_play = sum(len(p) for p in piles)
        self.round = 0
        self.result: Result | None = None
        self.pending: Pending | None = None
        self.choices: list[str] = []  # every decision answered, in order (see record())
        self._driver: Driver | None = None  # the round in progress, while it waits
        self._rnd: Round | None = None
        self._in_play: Counter[int] | None = None  # worths of the cards in play (seen_by)
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
        return self._play.held(seat)

    @property
    def counts(self) -> tuple[int, ...]:
        return self._play.counts

    @property
    def table(self) -> list[TableCard]:
        """Cards on the table now, in the order they were laid (empty between rounds)."""
        return list(self._play.cards)

    @property
    def piles(self) -> list[list[Card]]:
        """Each seat's draw pile, top card first (the won pile is in :attr:`won_piles`)."""
        return [list(d) for d in self._play.draw]

    @property
    def won_piles(self) -> list[list[Card]]:
        return [list(w) for w in self._play.won]

    @property
    def players_in(self) -> tuple[int, ...]:
        return self._play.players_in

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def in_progress(self) -> Round | None:
        """The round being played (its events so far) while it waits for a decision or a
        policy decides; None between rounds."""
        return self._rnd if self._driver is not None else None

    def seen_by(self, seat: int) -> SeatView:
        """What ``seat`` may see now (what a policy deciding for it is shown)."""
        t = self._play
        if self._in_play is None:  # cards never leave play: counted once
            cards = [c for pile in (*t.draw, *t.won) for c in pile] + [c.card for c in t.cards]
            self._in_play = Counter([t.worth[c] for c in cards])
        in_play = Counter(self._in_play)  # the view's own copy
        return SeatView(
            self.rules, seat, self.table, self.won_piles, self.players_in, self.in_progress,
            in_play,
        )  # fmt: skip

    def _position(self) -> bytes:
        """Every draw pile, card by card: exact, so a replay stops at the same round on any
        platform (a hash would differ between 32- and 64-bit builds and Python versions)."""
        draw = self._play.draw
        if self.rules.numbers is not None:  # number cards do not fit in a byte
            return b"\xff\xff".join([array("H", d).tobytes() for d in draw])
        return b"\xff".join([bytes(d) for d in draw])

    # -- playing -----------------------------------------------------------------------------
    def step(self, policy: policies.PolicyArg = None) -> Round:
        """Play one round and return it.  It may stop at a decision (:attr:`pending`:
        ``peace="ask"``'s war or peace, Steal War's steal or top card) that
        :meth:`choose` answers.  Steal War: ``policy`` decides (see
        :func:`war_widget.game.policies.per_seat`); None: :meth:`choose`.  A Steal War step is
        whole or not at all: a policy that raises or answers badly leaves the game as it
        was (:class:`~war_widget.game.policies.PolicyError`)."""
        if self.result is not None:
            raise GameOverError(
                f"the game is over ({self.result.reason}, round {self.result.rounds}); "
                "start a new Game to play again"
            )
        if self.pending is not None:
            raise RuntimeError(f"the round waits: call choose() with {list(self.pending.options)}")
        if self.rules.steal == "off":
            return self._begin([None] * self.rules.players)
        deciders = policies.per_seat(policy, self.rules.players)  # refused: nothing changes
        return self._whole(lambda: self._begin(deciders))

    def choose(self, decision: str | Card) -> Round:
        """Answer :attr:`pending`: war or peace; Steal War: steal, play, or the top card."""
        pending = self.pending
        if pending is None:
            raise RuntimeError("there is no decision to make: choose() answers a pending war")
        answer = pending.check(decision)

        def move() -> Round:
            self.pending = None
            self.choices.append(answer)
            return self._go(answer)

        return move() if self.rules.steal == "off" else self._whole(move)

    def play(self, policy: policies.PolicyArg = None) -> Result:
        """Play to the end and return the result (Steal War: ``policy`` decides)."""
        if self.rules.peace == "ask":
            raise ValueError(
                "peace='ask' waits for a decision at every war: play with step() and choose(), "
                "or use peace='never', 'always' or a probability"
            )
        policies.check_policy(self.rules, policy)
        while self.result is None:
            self.step(policy)
        return self.result

    def rounds(self, policy: policies.PolicyArg = None) -> Iterator[Round]:
        """Iterate over the remaining rounds (Steal War: ``policy`` decides)."""
        while self.result is None:
            yield self.step(policy)

    def copy(self) -> Game:
        """An independent copy with the same future (mid-round: replayed, same deciders)."""
        import copy

        if self._driver is None:
            return copy.deepcopy(self)
        clone: Game = type(self).replay(self.record())
        if clone._driver is not None:
            clone._driver.answer_for = list(self._driver.answer_for)
        return clone

    def record(self) -> dict[str, Any]:
        """The code (deal and rules), rounds begun and choices made: see :meth:`replay`."""
        return {"code": self.code, "rounds": self.round, "choices": list(self.choices)}

    replay = classmethod(policies.replay)

    # -- the round ---------------------------------------------------------------------------
    def _begin(self, deciders: list[policies.Policy | None]) -> Round:
        self.round += 1
        self._rnd = self._play.round = Round(self.round)
        chance = self._chance or functools.partial(drawn, self._rng)
        self._driver = Driver(play_round(self._play), deciders, self.seen_by, self.choices, chance)
        return self._go(None)

    def _go(self, answer: str | None) -> Round:
        """Run the round in progress on (with ``answer``) to its end or its next decision."""
        assert self._driver is not None and self._rnd is not None
        outcome = self._driver.run(answer)
        if isinstance(outcome, Pending):
            self.pending = outcome
            return self._rnd
        self._driver = None
        return self._finish(outcome)

    def _whole(self, move: Callable[[], Round]) -> Round:
        """Run ``move`` (a step or an answer) whole, or not at all: when a policy raises or
        answers badly, the game goes back to how it was before (replayed from its code and
        choices, the decision it waited for still waiting) and the error goes on."""
        rounds, made = self.round, len(self.choices)
        deciders = None if self._driver is None else list(self._driver.answer_for)
        try:
            return move()
        except BaseException:
            choices = self.choices[:made]
            type(self).__init__(
                self, self.rules, seed=self.seed, hands=self._given, chance=self._chance
            )
            policies.advance(self, rounds, choices)
            if self._driver is not None and deciders is not None:
                self._driver.answer_for = deciders
            raise

    def _finish(self, ending: Ending) -> Round:
        rnd = self._rnd
        assert rnd is not None
        alive = self._play.out_of_cards()
        counts = self.counts
        rnd.winner = ending.winner
        rnd.counts = counts
        rnd.finished = True
        self._counts_log.append(counts)
        self._winner_log.append(ending.winner)
        self._wars_log.append(rnd.wars)
        limit = self.rules.round_limit or 0
        reason = arith.ending(ending.annulled, len(alive), self.round, limit, SAFETY_CAP)
        if reason == arith.ROUND_LIMIT:  # the end event says the limit it reached
            self._end(END_REASONS[reason], value=limit)
        elif reason >= 0:
            self._end(END_REASONS[reason], alive[0] if reason == arith.ALL_CARDS else None)
        elif self._track_positions:
            position = self._position()
            if position in self._positions:
                self._end("repeated_position", earlier=self._positions[position])
            self._positions.setdefault(position, self.round)
        return rnd

    def _end(
        self,
        reason: str,
        winner: int | None = None,
        earlier: int | None = None,
        value: int | None = None,
    ) -> None:
        """End the game (``earlier``: the round a repeated position was first seen after;
        ``value``: the end event's number if not that, e.g. the round limit reached)."""
        counts = self.counts
        if winner is None and reason != "all_cards":
            best = max(counts)
            leaders = [s for s, c in enumerate(counts) if c == best]
            winner = leaders[0] if len(leaders) == 1 else None
        cycle = None if earlier is None else Cycle(self.round, earlier, self.round - earlier)
        self.result = Result(winner, reason, self.round, counts, cycle)
        value = earlier if value is None else value
        self._play.emit("end", seat=winner, reason=reason, count=self.round, value=value)

    # -- after the game ------------------------------------------------------------------------
    def summary(self) -> Summary:
        """What the game so far looked like (see :class:`~war_widget.game.summary.Summary`)."""
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
        from ..explain import explain

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

    def export(self, format: str = "json", *, limit: int | None = 10_000) -> str:
        """The game so far as text a spreadsheet or a script reads: its code, rules, result,
        and per round the winner, the wars and the counts (round 0 is the deal).

        ``format`` is ``"json"`` or ``"csv"``; at most ``limit`` rounds (None: every one),
        the rest counted (see :mod:`war_widget.game.export`).
        """
        from .export import export_game

        return export_game(self.code, self.rules, self.result, self.history(), format, limit=limit)

    def __repr__(self) -> str:
        state = f"over: {self.result.reason}" if self.result else f"round {self.round}"
        return f"<Game {self.code} {state} counts={self.counts}>"
