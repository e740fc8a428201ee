"""The brief level: one line per round."""

from __future__ import annotations

from . import steal as steal_words
from .model import Sentence, Step
from .sentences import Writer


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
    text = " ".join(s.text for s in sentences)
    if number is not None:
        text = w.phrase("brief.round", round=number, text=text)
        numbers["round"] = number
    return [Step(text, "round", tuple(seats), numbers, tuple(range(len(events))), tuple(sentences))]
