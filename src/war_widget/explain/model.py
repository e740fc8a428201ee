"""What an explanation is made of: :class:`Sentence`, :class:`Step`, :class:`Explanation`."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

#: Step kinds, in roughly the order a round shows them.
STEP_KINDS = (
    "flip",
    "value",
    "combine",
    "compare",
    "choice",
    "war",
    "short",
    "out",
    "reshuffle",
    "peace",
    "collect",
    "steal",
    "keep",
    "annul",
    "count",
    "end",
    "round",
)


@dataclass(frozen=True)
class Sentence:
    """One translated sentence: its text, its message key, the seat it is about, its numbers;
    ``spoken``: the same sentence with every sign and suit in words (what a voice reads,
    :mod:`war_widget.explain.speech`); ``raised``: its first letter is a capital only because
    it begins a sentence (after a colon, mid-sentence, it is written small: see
    :func:`war_widget.explain.words.after_colon`)."""

    text: str
    key: str
    seat: int | None = None
    numbers: dict[str, int] = field(default_factory=dict)
    spoken: str = ""
    raised: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "key": self.key,
            "seat": self.seat,
            "numbers": dict(self.numbers),
            "spoken": self.spoken or self.text,
        }


@dataclass(frozen=True)
class Step:
    """One line of an explanation.

    ``kind`` is one of :data:`STEP_KINDS`; ``seats`` the players to highlight;
    ``numbers`` the numbers the text shows, by name (per-seat numbers end in
    ``_<seat>``, e.g. ``value_0``); ``events`` the indexes of the round's
    events the step tells about; ``sentences`` the text sentence by sentence;
    ``spoken`` the text as a voice reads it (signs and suits in words).
    """

    text: str
    kind: str
    seats: tuple[int, ...] = ()
    numbers: dict[str, int] = field(default_factory=dict)
    events: tuple[int, ...] = ()
    sentences: tuple[Sentence, ...] = ()
    spoken: str = ""

    def __str__(self) -> str:
        return self.text

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (for the widget)."""
        return {
            "text": self.text,
            "kind": self.kind,
            "seats": list(self.seats),
            "numbers": dict(self.numbers),
            "events": list(self.events),
            "sentences": [s.to_dict() for s in self.sentences],
            "spoken": self.spoken or self.text,
        }


@dataclass(frozen=True)
class Explanation:
    """The steps of one round (``round`` is None when plain events were explained)."""

    steps: tuple[Step, ...]
    lang: str
    level: str
    round: int | None = None

    @property
    def lines(self) -> list[str]:
        """The steps as plain strings."""
        return [step.text for step in self.steps]

    @property
    def spoken(self) -> list[str]:
        """The steps as a voice reads them: every sign and suit in words."""
        return [step.spoken or step.text for step in self.steps]

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __len__(self) -> int:
        return len(self.steps)

    def groups(self) -> list[tuple[str, tuple[Step, ...]]]:
        """The steps in the parts a reader takes in at once: ``"flips"`` (the cards and how
        they compare), one ``"war"`` per war (its cards and their comparison), ``"won"`` (who
        takes the table, or peace) and ``"count"`` (the counts and the end of the game).

        A long round (four players, a triple war) reads as a few short paragraphs.
        """
        parts: list[tuple[str, list[Step]]] = []
        for step in self.steps:
            if step.kind == "war":
                part = "war"
            elif step.kind in ("collect", "peace", "annul"):
                part = "won"
            elif step.kind in ("count", "end"):
                part = "count"
            else:
                part = parts[-1][0] if parts else "flips"
            if not parts or (part != parts[-1][0] or step.kind == "war"):
                parts.append((part, []))
            parts[-1][1].append(step)
        return [(part, tuple(steps)) for part, steps in parts]

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "lang": self.lang,
            "level": self.level,
            "steps": [step.to_dict() for step in self.steps],
        }
