"""The detailed level: every step of a round, with its arithmetic.

:class:`_Detailed` walks the round's events once.  Face-down and flipped cards gather into
one "flip" step (:meth:`_Detailed.flush` closes it when another event comes); every other
event kind has its builder in :data:`_BUILDERS`, which appends that event's steps.  What
carries from one event to the next (the open group, the cards laid face down, the face
values already explained, each seat's last flip, the seats in the battle, whether the
combining rule was said) is this object's state, named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..game.events import Event
from . import steal as steal_words
from .model import Sentence, Step
from .sentences import Writer


def _unopposed(before: Sequence[Event]) -> bool:
    """Did the round's last war end with one player left, no cards compared (the others
    could not complete it)?"""
    for e in reversed(before):
        if e.kind == "compare":
            return False
        if e.kind == "war":
            return True
    return False


@dataclass
class _Group:
    """Sentences waiting to become one step."""

    sentences: list[Sentence] = field(default_factory=list)
    events: list[int] = field(default_factory=list)
    flips: list[tuple[int, Event]] = field(default_factory=list)


class _Detailed:
    """One pass over a round's events (see the module docs)."""

    def __init__(self, writer: Writer) -> None:
        self.w = writer
        self.events = writer.events
        self.steps: list[Step] = []
        self.group = _Group()
        self.down: dict[int, tuple[int, Event]] = {}
        self.noted: set[int] = set()
        self.last: dict[int, tuple[int, Event]] = {}
        self.battle: tuple[int, ...] = ()
        self.said_rule = False

    def run(self) -> list[Step]:
        for i, e in enumerate(self.events):
            if e.kind == "face_down":
                assert e.seat is not None
                self.down[e.seat] = (i, e)
                continue
            if e.kind == "flip":
                self.flip(i, e)
                continue
            self.flush()
            builder = _BUILDERS.get(e.kind)
            if builder is not None:
                builder(self, i, e)
        self.flush()
        return self.steps

    def flip(self, i: int, e: Event) -> None:
        assert e.seat is not None
        group = self.group
        pending = self.down.pop(e.seat, None)
        group.sentences.append(self.w.flip_sentence(e, pending[1] if pending else None))
        group.events.extend([pending[0], i] if pending else [i])
        group.flips.append((i, e))
        self.last[e.seat] = (i, e)

    def flush(self) -> None:
        """Close the open group of flips (face-down cards not yet flipped join it) as a step."""
        w, group, events = self.w, self.group, self.events
        for seat, (i, d) in sorted(self.down.items(), key=lambda item: item[1][0]):
            group.sentences.append(w.say("face_down", seat, count=d.count))
            group.events.append(i)
        self.down.clear()
        if group.sentences:
            seats = list(dict.fromkeys(s.seat for s in group.sentences if s.seat is not None))
            numbers = {}
            for _, f in group.flips:
                numbers[f"value_{f.seat}"] = f.value or 0
            for i in group.events:
                if events[i].kind == "face_down":
                    numbers[f"down_{events[i].seat}"] = events[i].count
            self.steps.append(w.step("flip", group.sentences, seats, numbers, sorted(group.events)))
            self.steps.extend(w.value_notes(group.flips, self.noted))
        self.group = _Group()

    def compare(self, i: int, e: Event) -> None:
        w = self.w
        combined = w.combine_step(e.seats, self.last, rule=not self.said_rule)
        if combined is not None:
            self.steps.append(combined)
            self.said_rule = True
        numbers = {f"value_{s}": v for s, v in zip(e.seats, e.values, strict=True)}
        numbers["high"] = e.value or 0
        if len(e.values) == 2 and e.reason == "greater":
            numbers["low"] = min(e.values)
            numbers["difference"] = max(e.values) - min(e.values)
        self.steps.append(w.step("compare", w.compare_sentences(e), e.seats, numbers, [i]))
        self.battle = e.seats
        if e.reason != "greater" and i == len(self.events) - 1:
            self.steps.append(w.step("choice", [w.say("choice")], e.winners, {}, [i]))

    def war(self, i: int, e: Event) -> None:
        numbers = {"war": e.count, "value": e.value or 0, "size": e.size}
        sentences = self.w.war_sentences(e, self.battle)
        self.steps.append(self.w.step("war", sentences, e.seats, numbers, [i]))
        self.battle = e.seats

    def short(self, i: int, e: Event) -> None:
        assert e.seat is not None
        numbers = {"count": e.count, "size": e.size}
        self.steps.append(self.w.step("short", self.w.short_sentences(e), [e.seat], numbers, [i]))

    def few(self, i: int, e: Event) -> None:
        assert e.seat is not None
        numbers = {"count": e.count, "size": e.size}
        sentence = self.w.say("few_cards", e.seat, count=e.count, size=e.size)
        self.steps.append(self.w.step("short", [sentence], [e.seat], numbers, [i]))

    def out(self, i: int, e: Event) -> None:
        assert e.seat is not None
        sentences = [self.w.out_sentence(e)]
        self.steps.append(self.w.step("out", sentences, [e.seat], {"count": e.count}, [i]))

    def reshuffle(self, i: int, e: Event) -> None:
        assert e.seat is not None
        sentence = self.w.say("reshuffle", e.seat, count=e.count)
        self.steps.append(self.w.step("reshuffle", [sentence], [e.seat], {"count": e.count}, [i]))

    def collect(self, i: int, e: Event) -> None:
        """Who takes the table (with how its cards add up after a war), then the counts."""
        w = self.w
        numbers = {"count": e.count}
        assert e.seat is not None
        sentences, seats = [w.collect_sentence(e)], [e.seat]
        if _unopposed(self.events[:i]):
            sentences.insert(0, w.say("collect.unopposed", e.seat))
        parts = w.parts_sentence(self.events[:i], e.count)
        if parts is not None:
            sentences.append(parts)
            numbers.update(parts.numbers)
        covered = [i]
        if i + 1 < len(self.events) and self.events[i + 1].kind == "top":  # Steal War
            sentences.extend(steal_words.top_sentences(w, self.events[i + 1]))
            covered.append(i + 1)
        self.steps.append(w.step("collect", sentences, seats, numbers, covered))
        self.steps.append(w.count_step(e, i))

    def steal(self, i: int, e: Event) -> None:
        """Steal War: a pile stolen, or a steal declined, and why (when a policy chose)."""
        assert e.seat is not None
        sentences = steal_words.steal_sentences(self.w, e)
        seats = [e.seat, *e.seats]
        self.steps.append(self.w.step(e.kind, sentences, seats, {"count": e.count}, [i]))

    def top(self, i: int, e: Event) -> None:
        """Steal War's top card: told in the step of the cards won, just before it."""

    def give_back(self, i: int, e: Event) -> None:
        """Peace, or an annulled round: every card goes back; then the counts."""
        w = self.w
        sentences = [w.say(e.kind, count=e.count)]
        self.steps.append(w.step(e.kind, sentences, list(e.seats), {"count": e.count}, [i]))
        self.steps.append(w.count_step(e, i))

    def end(self, i: int, e: Event) -> None:
        sentences, seats = self.w.end_sentences(e)
        numbers = {"round": e.count, "most": max(e.counts) if e.counts else 0}
        self.steps.append(self.w.step("end", sentences, seats, numbers, [i]))


#: The builder of each event kind besides ``face_down`` and ``flip`` (gathered into groups).
_BUILDERS: dict[str, Callable[[_Detailed, int, Event], None]] = {
    "compare": _Detailed.compare,
    "war": _Detailed.war,
    "short": _Detailed.short,
    "few": _Detailed.few,
    "out": _Detailed.out,
    "reshuffle": _Detailed.reshuffle,
    "collect": _Detailed.collect,
    "peace": _Detailed.give_back,
    "annul": _Detailed.give_back,
    "end": _Detailed.end,
    "steal": _Detailed.steal,
    "keep": _Detailed.steal,
    "top": _Detailed.top,
}


def detailed(writer: Writer) -> list[Step]:
    """Every step of the writer's round, in order."""
    return _Detailed(writer).run()
