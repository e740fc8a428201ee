"""The live class dashboard's numbers, from the pupils' records: pure Python, no Jupyter.

:class:`ClassStats` takes records as they arrive (``add``, each record once: a repeated id is
ignored) and the pupils who joined (``join``: ``room.pupils()``); :mod:`.stats_view` makes of
it the view the dashboard draws (one JSON-ready dict, every word in the teacher's language).  The
front-end computes nothing: the shares, the 95 % band, the bars and the order of the pupils
are all here.

Every key of a record's ``data`` may be missing or of the wrong type: what cannot be read is
left out of the numbers (and counted in ``skipped``), never raised.

What the dashboard shows (``stats_view.view``):

- ``pupils``: each pupil's rounds, games, answers, wrong answers and the time of the latest
  record; those who **may need help** first: :data:`HELP_WRONG` wrong answers in a row (an
  answer still wrong after its last try), or nothing sent for :data:`HELP_QUIET` seconds while
  the class played on (measured against the class's newest record, so a paused class or the
  end of a lesson flags nobody).
- ``first_war`` (lesson 03): the share of deals whose first flip was a war, pooled over the
  class, after each deal (the running share, at most :data:`RUNNING_POINTS` points), with
  its 95 % Wilson score interval, and the exact probability (1/17 for the classic rules)
  that it settles towards.  A deal counts once, from its first round (``first``) or from its
  game's record (``first_war``).
- ``lengths``: the class's game lengths as histogram bins beside a reference (the computer's
  games: :func:`war_widget.simulate` run once), both as shares.
- ``answers``: per quiz kind, how many were asked, right at the first try, right after a
  retry and wrong; the most missed questions (not right at the first try).
- ``stats_view.view(stats, projector=True)``: the same aggregates without a single name.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from .. import locale
from ..game.rules import Rules
from ..locale import QUIZ_KINDS as KIND_ORDER
from ..simulation.exact import first_flip_war_probability
from ..simulation.histogram import bins

#: Wrong answers in a row (each still wrong after its last try) that flag a pupil.
HELP_WRONG = 3
#: Seconds without a record, while the class sends on, that flag a pupil.
HELP_QUIET = 120
#: Points of the running share drawn at most (evenly spread over the deals).
RUNNING_POINTS = 240
#: Most missed questions listed.
MISSED_SHOWN = 6
#: z for a 95 % interval.
Z95 = 1.959964
#: The lessons whose own question is the first-flip war and the game lengths; the others
#: (01, 02) are about the quiz's answers.  A section with records shows in any lesson.
PROBABILITY_LESSONS = ("03_probability", "06_probability_more", "07_true")


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of the share ``k / n`` (95 % by default); ``n == 0``: (0, 1)."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def seconds(text: object) -> float | None:
    """An ISO 8601 time (``2026-12-06T10:49:23.123Z``) as POSIX seconds, or None."""
    if not isinstance(text, str) or not 10 <= len(text) <= 40:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None:  # the server's times are UTC
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


@dataclass
class Pupil:
    """One pupil (or two on one device, ``"Ana & Ben"``): how far they got."""

    name: str
    joined: float | None = None
    last: float | None = None
    rounds: int = 0
    games: int = 0
    answers: int = 0
    wrong: int = 0
    streak: int = 0  # wrong answers in a row, up to the latest answer

    def seen(self, at: float | None) -> None:
        if at is not None and (self.last is None or at > self.last):
            self.last = at

    def quiet(self, clock: float | None) -> int:
        """Seconds since this pupil's latest record (or joining) at the class's ``clock``."""
        since = self.last if self.last is not None else self.joined
        if clock is None or since is None:
            return 0
        return max(0, int(clock - since))

    def help(self, clock: float | None) -> list[tuple[str, int]]:
        """Why this pupil may need help: ``[("wrong", n)]``, ``[("quiet", seconds)]``, both or
        none."""
        why = []
        if self.streak >= HELP_WRONG:
            why.append(("wrong", self.streak))
        if self.quiet(clock) >= HELP_QUIET:
            why.append(("quiet", self.quiet(clock)))
        return why


class ClassStats:
    """The dashboard's numbers, kept up to date record by record.

    ``lesson`` picks the sections shown first; ``rules`` the exact first-flip answer and the
    bins' round limit (default: classic); ``reference`` the computer's game lengths
    (``simulate(rules, 1000).rounds``: given, since playing them is the caller's choice);
    ``lang`` the teacher's language.
    """

    def __init__(
        self,
        *,
        lesson: str = "03_probability",
        rules: Rules | None = None,
        reference: Iterable[int] = (),
        lang: str = "en",
    ) -> None:
        self.lesson = lesson
        self.rules = rules if rules is not None else Rules.preset("classic")
        self.lang = locale.normalize_language(lang)
        self.reference: Counter[int] = Counter(int(r) for r in reference)
        self.exact = first_flip_war_probability(self.rules)
        self.pupils: dict[str, Pupil] = {}
        self.records = 0
        self.skipped = 0
        self.clock: float | None = None  # the newest record's server time
        self._ids: set[str] = set()
        self._deals: dict[object, bool] = {}
        self._wars: list[bool] = []  # each deal's first flip, in the order they arrived
        self.lengths: Counter[int] = Counter()
        self._kinds: dict[str, list[int]] = {}  # kind -> [asked, first, later, wrong]
        self._questions: dict[tuple[str, str], list[int]] = {}  # (kind, q) -> [asked, missed]

    # -- taking records in -------------------------------------------------------------------
    def add(self, records: Iterable[Any]) -> int:
        """Take new records (oldest first); returns how many were new.  A record seen before
        (same ``id``) is ignored; one that is not a record is counted in ``skipped``."""
        new = 0
        for record in records:
            if not isinstance(record, Mapping) or not isinstance(record.get("pupil"), str):
                self.skipped += 1
                continue
            rid = record.get("id")
            if isinstance(rid, str):
                if rid in self._ids:
                    continue
                self._ids.add(rid)
            new += 1
            self._take(record)
        return new

    def join(self, pupils: Iterable[Any]) -> None:
        """The pupils who joined (``room.pupils()``: ``{"pupil", "joined", "last", ...}``),
        listed even before their first record."""
        for row in pupils:
            if not isinstance(row, Mapping) or not isinstance(row.get("pupil"), str):
                continue
            pupil = self._pupil(row["pupil"])
            joined = seconds(row.get("joined"))
            if joined is not None and (pupil.joined is None or joined < pupil.joined):
                pupil.joined = joined

    def _pupil(self, name: str) -> Pupil:
        if name not in self.pupils:
            self.pupils[name] = Pupil(name)
        return self.pupils[name]

    def _take(self, record: Mapping[str, Any]) -> None:
        self.records += 1
        pupil = self._pupil(record["pupil"])
        at = seconds(record.get("time"))
        pupil.seen(at)
        if at is not None and (self.clock is None or at > self.clock):
            self.clock = at
        data = record.get("data")
        data = data if isinstance(data, Mapping) else {}
        kind = record.get("kind")
        if kind == "round":
            pupil.rounds += 1
            if data.get("first") is True and isinstance(data.get("war"), bool):
                self._deal(record, data, data["war"])
        elif kind == "game":
            pupil.games += 1
            if isinstance(data.get("first_war"), bool):
                self._deal(record, data, data["first_war"])
            rounds = _int(data.get("rounds"))
            if rounds is not None and rounds >= 1:
                self.lengths[rounds] += 1
        elif kind == "answer":
            self._answer(pupil, data)
        else:
            self.skipped += 1

    def _deal(self, record: Mapping[str, Any], data: Mapping[str, Any], war: bool) -> None:
        """One deal's first flip, counted once (its round and its game both tell it)."""
        game = _int(data.get("game"))
        key: object = (record["pupil"], game) if game is not None else record.get("id", id(data))
        if key in self._deals:
            return
        self._deals[key] = war
        self._wars.append(war)

    def _answer(self, pupil: Pupil, data: Mapping[str, Any]) -> None:
        right = data.get("right")
        if not isinstance(right, bool):
            self.skipped += 1
            return
        pupil.answers += 1
        tries = _int(data.get("tries")) or 1
        first = right and tries <= 1
        if right:
            pupil.streak = 0
        else:
            pupil.wrong += 1
            pupil.streak += 1
        quiz = data.get("quiz")
        kind = quiz[:20] if isinstance(quiz, str) and quiz else "?"
        row = self._kinds.setdefault(kind, [0, 0, 0, 0])
        row[0] += 1
        row[1 if first else 2 if right else 3] += 1
        question = data.get("question")
        if isinstance(question, str) and question.strip():
            seen = self._questions.setdefault((kind, question.strip()[:40]), [0, 0])
            seen[0] += 1
            seen[1] += not first

    # -- the numbers -----------------------------------------------------------------------
    @property
    def deals(self) -> int:
        return len(self._wars)

    @property
    def wars(self) -> int:
        return sum(self._wars)

    def running(self, points: int = RUNNING_POINTS) -> list[dict[str, float]]:
        """The running share after each deal, with its 95 % band: at most ``points`` points,
        evenly spread, the last one always the latest deal."""
        n = len(self._wars)
        if not n:
            return []
        picks = sorted({max(1, round(n * i / points)) for i in range(1, points + 1)} | {n})
        picks = [i for i in picks if i <= n]
        out, wars, done = [], 0, 0
        for i in picks:
            wars += sum(self._wars[done:i])
            done = i
            low, high = wilson(wars, i)
            out.append({"n": i, "share": wars / i, "low": low, "high": high})
        return out

    def length_bins(self) -> list[dict[str, Any]]:
        """Histogram bins of the class's game lengths beside the reference's, as shares."""
        if not self.lengths and not self.reference:
            return []
        h = bins([self.lengths, self.reference], [self.rules.round_limit])
        width, games = h["width"], h["games"]
        out = []
        rows = [[*h["counts"][0], h["overflow"][0]], [*h["counts"][1], h["overflow"][1]]]
        for b in range(h["bins"] + 1):
            if b == h["bins"] and not (rows[0][b] or rows[1][b]):
                break
            out.append(
                {
                    "low": b * width,
                    "high": None if b == h["bins"] else (b + 1) * width - 1,
                    "count": rows[0][b],
                    "share": rows[0][b] / games[0] if games[0] else 0.0,
                    "reference": rows[1][b] / games[1] if games[1] else 0.0,
                }
            )
        return out

    def answer_kinds(self) -> list[dict[str, Any]]:
        order = (*KIND_ORDER, *sorted(k for k in self._kinds if k not in KIND_ORDER))
        return [
            dict(
                zip(("kind", "asked", "first", "later", "wrong"), (k, *self._kinds[k]), strict=True)
            )
            for k in order
            if k in self._kinds
        ]

    def missed(self, shown: int = MISSED_SHOWN) -> list[dict[str, Any]]:
        """The questions most often not right at the first try (ties: the most asked first)."""
        rows = [(k, q, a, m) for (k, q), (a, m) in self._questions.items() if m]
        rows.sort(key=lambda r: (-r[3], -r[2], r[1]))
        return [{"kind": k, "question": q, "asked": a, "missed": m} for k, q, a, m in rows[:shown]]

    def ordered_pupils(self) -> list[Pupil]:
        """Those who may need help first (most wrong in a row, then the longest quiet), then
        everyone else by name."""

        def key(p: Pupil) -> tuple[int, int, int, str]:
            helped = bool(p.help(self.clock))
            streak = p.streak if p.streak >= HELP_WRONG else 0
            return (0 if helped else 1, -streak, -p.quiet(self.clock), p.name.casefold())

        return sorted(self.pupils.values(), key=key)


__all__ = ["HELP_QUIET", "HELP_WRONG", "ClassStats", "Pupil", "seconds", "wilson"]
