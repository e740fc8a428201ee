"""One builder per event kind: the sentences (or step) that tell about one event."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..game.cards import ACE, JOKER, RANK_NAMES
from ..game.events import Event
from . import steal as steal_words
from .model import Sentence, Step
from .speech import Said
from .words import Words, _i_sound


class Writer(Words):
    """:class:`~.words.Words` plus a builder for each kind of event."""

    # -- sentences per event ---------------------------------------------------------------------
    def flip_sentence(self, e: Event, down: Event | None) -> Sentence:
        assert e.seat is not None
        cards = [self.card(c) for c in e.cards]
        numbers = {"value": e.value or 0}
        key = "flip" if len(cards) == 1 else "flip.two"
        fields: dict[str, Any] = {"card": cards[0]}
        if len(cards) > 1:
            fields["other"] = cards[1]
        if down is not None:
            key = "lay" if len(cards) == 1 else "lay.two"
            fields["count"] = down.count
        return self.say(key, e.seat, numbers, **fields)

    def value_notes(self, flips: Sequence[tuple[int, Event]], noted: set[int]) -> list[Step]:
        steps = []
        for _, e in flips:
            for c in e.cards:
                rank = c.rank
                if rank < 11 or rank in noted or c.number is not None:
                    continue
                # The worth the flip event gave this card (the engine's number).
                worths = zip(e.cards, e.values, strict=False)
                value = next((v for x, v in worths if x.rank == rank), None)
                if value is None:  # an event made by hand, without its worths
                    continue
                noted.add(rank)
                if rank == JOKER:
                    key = self.joker_key()
                elif rank == ACE:
                    key = "value.A_low" if value == 1 else "value.A"
                else:
                    key = f"value.{RANK_NAMES[rank]}"
                shown = [i for i, f in flips if any(x.rank == rank for x in f.cards)]
                seats = sorted(
                    {
                        f.seat
                        for _, f in flips
                        if any(x.rank == rank for x in f.cards) and f.seat is not None
                    }
                )
                steps.append(
                    self.step(
                        "value",
                        [self.say(key, value=value)],
                        seats,
                        {"value": value, "rank": rank},
                        shown,
                    )
                )
        return steps

    def joker_key(self) -> str:
        """What is true of the joker under these rules: it beats every other card (one card
        flipped, the highest winning); it loses to every other card (lowest_wins); its 15
        counts in the sum, difference or product (two cards flipped, either may win)."""
        if self.rules.flip == 2:
            return f"value.joker.{self.rules.combine}"
        return "value.joker.lowest" if self.rules.lowest_wins else "value.joker"

    def combine_step(
        self, seats: Sequence[int], last: Mapping[int, tuple[int, Event]], rule: bool
    ) -> Step | None:
        """Guerra de sumas: each player's two cards make one number (the rule is said once
        per round, with the first comparison)."""
        flips = [last[s] for s in seats if s in last]
        if not any(len(e.values) == 2 for _, e in flips):
            return None
        # How the two cards made one number, as the flips say (events made by hand: the rules').
        how = next((e.reason for _, e in flips if len(e.values) == 2 and e.reason), None)
        how = how or self.rules.combine
        sentences = [self.say(f"combine.rule.{how}")] if rule else []
        numbers = {}
        for _, e in flips:
            assert e.seat is not None
            value = e.value or 0
            numbers[f"value_{e.seat}"] = value
            if len(e.values) == 1:
                sentences.append(self.say("combine.single", e.seat, value=value))
                continue
            a, b = e.values
            if how == "sum":
                expression = f"{self.num(a)} + {self.num(b)} = {self.num(value)}"
            elif how == "difference":
                a, b = max(a, b), min(a, b)
                expression = f"{self.num(a)} − {self.num(b)} = {self.num(value)}"
            else:
                times = self.phrase("sign.times")
                expression = f"{self.num(a)} {times} {self.num(b)} = {self.num(value)}"
            name = self.names[e.seat]
            sentences.append(
                self.say(
                    "combine",
                    None,
                    {"value": value, "first": a, "second": b},
                    name=name,
                    expression=expression,
                )
            )
        return self.step("combine", sentences, seats, numbers, [i for i, _ in flips])

    def compare_sentences(self, e: Event) -> list[Sentence]:
        if self.rules.lowest_wins:
            return self.lowest_sentences(e)
        values = list(e.values)
        if len(values) == 2:
            high, low = max(values), min(values)
            if e.reason == "greater":
                return [self.say("compare.greater", high=high, low=low, difference=high - low)]
            return [self.say("compare.equal", value=high)]
        shown = self.join([self.num(v) for v in values])
        top = e.value or max(values)
        if e.reason == "greater":
            return [self.say("compare.greatest", values=shown, high=top)]
        if e.reason == "equal":
            names = self.join([self.names[s] for s in e.winners])
            sentences = [self.say("compare.equal_many", values=shown, value=top, names=names)]
            if self.rules.multiway == "war_is_superior" and len(e.winners) < len(values):
                sentences.append(self.say("compare.superior"))  # why the others fight too
            return sentences
        tied = max(v for v in values if values.count(v) > 1)
        return [self.say("compare.pair", values=shown, high=top, value=tied)]

    def lowest_sentences(self, e: Event) -> list[Sentence]:
        """The house rule lowest_wins: the lowest number wins, said with the real numbers."""
        values = list(e.values)
        low = e.value if e.value is not None else min(values)
        if len(values) == 2:
            high = max(values)
            if e.reason != "greater":
                return [self.say("compare.equal", value=low)]
            key = "compare.lower" if self.rules.flip == 1 else f"compare.lower.{self.rules.combine}"
            return [self.say(key, high=high, low=low, difference=high - low)]
        shown = self.join([self.num(v) for v in values])
        if e.reason == "greater":
            return [self.say("compare.lowest", values=shown, low=low)]
        if e.reason == "equal":
            names = self.join([self.names[s] for s in e.winners])
            key = "compare.equal_many.lowest"
            sentences = [self.say(key, values=shown, value=low, names=names)]
            if self.rules.multiway == "war_is_superior" and len(e.winners) < len(values):
                sentences.append(self.say("compare.superior"))
            return sentences
        tied = min(v for v in values if values.count(v) > 1)
        return [self.say("compare.pair.lowest", values=shown, low=low, value=tied)]

    def war_sentences(self, e: Event, battle: Sequence[int]) -> list[Sentence]:
        """A war: which one, who fights, why it lays its size and the size -- every number
        as the war event says it (the engine decided them), none worked out again here."""
        sentences = [
            self.say("war.first") if e.count <= 1 else self.say("war.again", count=e.count)
        ]
        if battle and set(e.seats) != set(battle):
            sentences.append(self.say("war.who", names=self.join([self.names[s] for s in e.seats])))
        size = e.size
        why = self.razboi_sentence(e)
        if why is not None:
            sentences.append(why)
        two = self.rules.flip == 2
        if size:
            sentences.append(self.say("war.lay.two" if two else "war.lay", size=size))
        else:
            sentences.append(self.say("war.lay.none.two" if two else "war.lay.none"))
        return sentences

    def razboi_sentence(self, e: Event) -> Sentence | None:
        """Război (the war event's ``reason`` ``"by_rank"``): the tied card the event names,
        the worth it counts and the size, all three from the event.  Nothing when the event
        says another rule set the size, or its numbers are not the by-rank story (worth less
        one): the sentence after it then says the size alone."""
        if e.reason != "by_rank" or not e.cards or len(e.values) != 1:
            return None
        card, worth, size = e.cards[0], e.values[0], e.size
        if worth - 1 != size:
            return None
        rank = card.rank
        if rank < 11:  # a number card (by rank is a French deck's rule)
            if rank != worth:
                return None  # counted as another number: no sentence says that
            return self.say("razboi.number", value=worth, size=size)
        if rank == ACE:
            key = "razboi.A_low" if worth == 1 else "razboi.A"
        elif rank == JOKER:
            key = "razboi.joker"
        else:
            key = "razboi.face"
        return self.say(key, worth=worth, size=size)

    def short_sentences(self, e: Event) -> list[Sentence]:
        """A player short of cards for a war: what it holds, what the war asks (face down,
        face up, in all) and the shortage rule, as the short event says them."""
        # (An event made by hand without ``value``: the flip the rules ask for.)
        need = e.value if e.value is not None else e.size + self.rules.flip
        up = need - e.size
        sentences = [self.say("short", e.seat, count=e.count, size=e.size, up=up, need=need)]
        if e.reason == "last_card_up":
            key = "short.last_two" if up == 2 and e.count >= 2 else "short.last"
            sentences.append(self.say(key, e.seat))
        return sentences

    def out_sentence(self, e: Event) -> Sentence:
        if e.reason == "stolen":
            return steal_words.out_sentence(self, e)
        if e.reason == "cannot_complete_war":
            return self.say("out.cannot_complete", e.seat, count=e.count)
        if e.reason == "no_cards_for_war":
            return self.say("out.no_cards", e.seat)
        return self.say("out.empty", e.seat)

    def collect_sentence(self, e: Event) -> Sentence:
        key = "steal.collect" if self.rules.steal != "off" else f"collect.{self.rules.pickup}"
        return self.say(key, e.seat, count=e.count)

    def parts_sentence(self, before: Sequence[Event], count: int) -> Sentence | None:
        """After a war: how the cards won add up (seed 000: two kings, six face down, the 4
        and the queen make 10)."""
        wars = sum(1 for e in before if e.kind == "war")
        if not wars:
            return None
        opening = sum(len(e.cards) for e in before if e.kind == "flip" and e.count == 0)
        up = sum(len(e.cards) for e in before if e.kind == "flip" and e.count > 0)
        down = sum(
            e.count
            for e in before
            if e.kind == "face_down" or (e.kind == "out" and e.reason == "cannot_complete_war")
        )
        if opening + down + up != count:  # not a round as the engine plays it: say nothing
            return None
        terms = " + ".join(self.num(n) for n in (opening, down, up))
        # Said without its total: the sentence before has just said it ("you win the 10
        # cards"), and "that is 2 plus 4 plus 4: the first cards..." reads well in every language.
        expression = Said(f"{terms} = {self.num(count)}", terms)
        numbers = {"opening": opening, "down": down, "up": up}
        return self.say("collect.parts", None, numbers, expression=expression, wars=wars)

    def count_step(self, e: Event, index: int) -> Step:
        counts = e.counts
        total = sum(counts) + e.table
        numbers = {f"count_{s}": c for s, c in enumerate(counts)}
        numbers["total"] = total
        if len(counts) == 2:
            sentences = [
                self.say(
                    "count.two.i" if _i_sound(self.names[1]) else "count.two",
                    0,
                    count=counts[0],
                    other=self.names[1],
                    other_count=counts[1],
                    total=total,
                )
            ]
        else:
            items = [
                self.phrase("count.item", name=self.names[s], count=c) for s, c in enumerate(counts)
            ]
            arithmetic = " + ".join(self.num(c) for c in counts) + f" = {self.num(total)}"
            sentences = [
                self.say("count.many", None, dict(numbers), list=self.join(items), sum=arithmetic)
            ]
        if self.set_aside:
            numbers["set_aside"] = self.set_aside
            sentences.append(
                self.say(
                    "count.aside", count=self.set_aside, total=total, deck=total + self.set_aside
                )
            )
        return self.step("count", sentences, range(len(counts)), numbers, [index])

    def end_sentences(self, e: Event) -> tuple[list[Sentence], list[int]]:
        counts = e.counts
        sentences = []
        if e.reason == "all_cards":
            assert e.seat is not None
            total = sum(counts) + e.table
            return [self.say("end.all_cards", e.seat, count=total, round=e.count)], [e.seat]
        if e.reason == "round_limit":
            limit = e.value if e.value is not None else e.count  # the limit the event says
            sentences.append(self.say("end.round_limit", round=e.count, limit=limit))
        elif e.reason == "annulled":
            sentences.append(self.say("end.annulled", round=e.count))
        elif e.reason == "repeated_position" and e.value is not None:
            # A cycle (a fixed pick-up order): the earlier round it repeats, and its length.
            key = "forever.cycle.deal" if e.value == 0 else "forever.cycle.round"
            length = e.count - e.value
            sentences.append(self.say(key, round=e.count, earlier=e.value, length=length))
        else:
            sentences.append(self.say(f"end.{e.reason}", round=e.count))
        most = max(counts)
        if e.seat is not None:
            sentences.append(self.say("end.most", e.seat, most=most))
            return sentences, [e.seat]
        leaders = [s for s, c in enumerate(counts) if c == most]
        if self.you and len(counts) == 2:
            sentences.append(self.say("end.draw", 0, most=most, other=self.names[1]))
        else:
            names = self.join([self.names[s] for s in leaders])
            sentences.append(self.say("end.draw", most=most, names=names))
        return sentences, leaders
