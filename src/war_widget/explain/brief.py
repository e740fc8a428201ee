"""The brief level: one line per round."""

from __future__ import annotations

from dataclasses import replace

from . import steal as steal_words
from .model import Sentence, Step
from .sentences import Writer
from .speech import Said
from .words import after_colon


def brief(w: Writer, number: int | None) -> list[Step]:
    """The brief level: the round in one line (wars, who won what, the score, the end)."""
    events = w.events
    if not events:
        return []
    sentences: list[Sentence] = []
    seats: list[int] = []
    numbers: dict[str, int] = {}
    wars = sum(1 for e in events if e.kind == "war")
    if wars:
        sentences.append(w.say("brief.wars", count=wars))
        numbers["wars"] = wars
    for i, e in enumerate(events):
        if e.kind == "collect":
            assert e.seat is not None
            sentences.append(w.say("brief.win", e.seat, count=e.count, score=w.score(e.counts)))
            seats.append(e.seat)
            numbers["count"] = e.count
            numbers.update({f"count_{s}": c for s, c in enumerate(e.counts)})
        elif e.kind in ("peace", "annul"):
            sentences.append(w.say(f"brief.{e.kind}", count=e.count, score=w.score(e.counts)))
            numbers["count"] = e.count
            numbers.update({f"count_{s}": c for s, c in enumerate(e.counts)})
        elif e.kind == "out":
            sentences.append(w.out_sentence(e))
        elif e.kind == "steal":
            sentences.append(steal_words.steal_sentences(w, e)[0])
        elif e.kind == "end":
            end, _ = w.end_sentences(e)
            sentences.extend(end)
            numbers["round"] = e.count
        elif e.kind == "compare" and e.reason != "greater" and i == len(events) - 1:
            sentences.append(w.say("choice"))
    if number is not None and sentences:
        # After "Round 4:", the first sentence as the language writes it there.
        first = sentences[0]
        sentences[0] = replace(
            first,
            text=after_colon(first.text, w.lang, raised=first.raised),
            spoken=after_colon(first.spoken, w.lang, raised=first.raised),
        )
    text = " ".join(s.text for s in sentences)
    spoken = " ".join(s.spoken or s.text for s in sentences)
    if number is not None:
        line = w.phrase("brief.round", round=number, text=Said(text, spoken))
        text, spoken = str(line), line.spoken
        numbers["round"] = number
    every = tuple(range(len(events)))
    return [Step(text, "round", tuple(seats), numbers, every, tuple(sentences), spoken=spoken)]
