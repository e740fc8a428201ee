"""The class experiment's model: results typed in, checked, counted, binned, exported.

No Jupyter here.  A :class:`Tally` asks one :class:`Question` of the class: a yes/no one
("was the first flip a war?") compared with its exact chance, or a number ("how many rounds
did your game last?") compared with a simulated distribution.  Every result is checked; one
that is not allowed raises :class:`TallyError` with the message that says what is, and the
results already kept stay as they were.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .. import locale
from ..rules import Rules
from ..simulation.words import number

#: The most rounds a game typed in may have lasted (a class plays by hand).
MAX_ROUNDS = 10_000
#: Bars of the numbers' histogram, at most.
MAX_BINS = 12


@dataclass(frozen=True)
class Question:
    """One question a class answers: its kind (``"yes_no"`` or ``"number"``), the message
    that asks it, and for a number the whole numbers allowed."""

    name: str
    kind: str
    key: str
    low: int = 0
    high: int = 1


QUESTIONS: dict[str, Question] = {
    "first_war": Question("first_war", "yes_no", "tally.q.first_war"),
    "rounds": Question("rounds", "number", "tally.q.rounds", 1, MAX_ROUNDS),
}


class TallyError(ValueError):
    """A result that is not allowed; ``key`` and ``fields`` make the message in a language."""

    def __init__(self, key: str, **fields: object) -> None:
        self.key = key
        self.fields = fields
        super().__init__(locale.say("en", key, **fields))

    def say(self, lang: str) -> str:
        return locale.say(lang, self.key, **self.fields)


def _plain(text: str) -> str:
    """Lower case without accents: ``"Sí"`` and ``"si"``, ``"Áno"`` and ``"ano"`` match."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def yes_no_words(lang: str) -> dict[str, bool]:
    """The words typed for yes and no: the language's, their first letters, English's."""
    words: dict[str, bool] = {}
    for answer, key in ((True, "tally.yes"), (False, "tally.no")):
        for language in ("en", lang):
            word = _plain(locale.say(language, key))
            words.setdefault(word, answer)
    for word, answer in list(words.items()):
        words.setdefault(word[0], answer)
    words.update({"1": True, "0": False, "true": True, "false": False})
    return words


class Tally:
    """The results of one question, typed in one by one.

    >>> t = Tally("first_war")
    >>> for r in ["no", "yes", "no", "no"]:
    ...     t.add(r)
    >>> t.share(), t.reference()
    (Fraction(1, 4), Fraction(1, 17))
    """

    def __init__(
        self,
        question: str = "first_war",
        results: Iterable[object] = (),
        *,
        rules: Rules | None = None,
        lang: str = "en",
    ) -> None:
        if question not in QUESTIONS:
            raise ValueError(
                f"question={question!r} is not known; the questions are {list(QUESTIONS)}"
            )
        self.question = QUESTIONS[question]
        self.rules = rules or Rules()
        self.lang = locale.normalize_language(lang)
        self.results: list[int] = []
        self.extend(results)

    # -- typing in -------------------------------------------------------------------------
    def parse(self, value: object) -> int:
        """One result as a number (yes = 1, no = 0), or :class:`TallyError`."""
        q = self.question
        if q.kind == "yes_no":
            if isinstance(value, bool):
                return int(value)
            answer = yes_no_words(self.lang).get(_plain(str(value))) if value is not None else None
            if answer is None:
                raise TallyError(
                    "tally.error.yes_no",
                    value=_shown(value),
                    yes=locale.say(self.lang, "tally.yes"),
                    no=locale.say(self.lang, "tally.no"),
                )
            return int(answer)
        text = str(value).strip().replace(" ", "").replace("\u00a0", "")
        if isinstance(value, bool) or not text.isdigit() or not q.low <= int(text) <= q.high:
            raise TallyError(
                "tally.error.number",
                value=_shown(value),
                low=number(q.low, self.lang),
                high=number(q.high, self.lang),
            )
        return int(text)

    def add(self, value: object) -> int:
        """Check one result and keep it; the kept results are untouched if it is refused."""
        number = self.parse(value)
        self.results.append(number)
        return number

    def extend(self, values: Iterable[object]) -> None:
        """Keep several results, all or none (the first refused one raises)."""
        numbers = [self.parse(v) for v in values]
        self.results.extend(numbers)

    def undo(self) -> int | None:
        """Remove the last result (a mistyped one); None if there is none."""
        return self.results.pop() if self.results else None

    def clear(self) -> None:
        self.results.clear()

    # -- what the class found --------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.results)

    def share(self) -> Fraction | None:
        """Yes/no: the share of yes so far (the relative frequency); None before the first."""
        if self.question.kind != "yes_no" or not self.results:
            return None
        return Fraction(sum(self.results), len(self.results))

    def running(self) -> list[float]:
        """Yes/no: the relative frequency after each result, to watch it settle."""
        shares, yes = [], 0
        for i, r in enumerate(self.results, 1):
            yes += r
            shares.append(yes / i)
        return shares

    def reference(self) -> Fraction | None:
        """Yes/no: the exact chance (1/17 for a war at the first flip, classic rules)."""
        if self.question.kind != "yes_no":
            return None
        from ..simulation.exact import first_flip_war_probability

        return first_flip_war_probability(self.rules)

    def bins(self, reference: Sequence[int] = ()) -> list[dict[str, float]]:
        """Numbers: the histogram's bars, the class's share and the reference's share in each.

        The bars are of one width (1, 2 or 5 times a power of ten), at most ``MAX_BINS`` of
        them, from 0 to past the largest result (and most of the reference); the last bar
        holds everything above it (``open``)."""
        if self.question.kind != "number":
            return []
        ref = sorted(reference)
        top = max([*self.results, ref[int(0.95 * (len(ref) - 1))] if ref else 0, 1])
        width = _nice_width(top)
        count = min(MAX_BINS, top // width + 1)
        mine, theirs = Counter(self.results), Counter(ref)
        bars = []
        for i in range(count):
            low, last = i * width, i == count - 1
            high = None if last else low + width - 1
            count_mine = _within(mine, low, high)
            bars.append(
                {
                    "low": max(low, self.question.low),  # no game lasts 0 rounds
                    "high": low + width - 1,
                    "open": last,
                    "count": count_mine,
                    "share": _share(count_mine, len(self)),
                    "reference": _share(_within(theirs, low, high), len(ref)),
                }
            )
        return bars

    def to_csv(self) -> str:
        """The results as CSV: one row per result, in the order typed in."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["n", "question", "result"])
        yes_no = self.question.kind == "yes_no"
        for i, r in enumerate(self.results, 1):
            writer.writerow([i, self.question.name, ("yes" if r else "no") if yes_no else r])
        return out.getvalue()


def _nice_width(top: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50... that covers 0..top in ``MAX_BINS`` bars."""
    width = 1
    while top // width + 1 > MAX_BINS:
        width = width * 5 // 2 if str(width)[0] == "2" else width * 2
    return width


def _within(counts: Counter[int], low: int, high: int | None) -> int:
    """How many of ``counts`` lie from ``low`` to ``high`` (None: no end)."""
    return sum(n for v, n in counts.items() if v >= low and (high is None or v <= high))


def _share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def _shown(value: object) -> str:
    """What was typed, as the error message repeats it (a long paste cut short)."""
    text = str(value).strip()
    return text if len(text) <= 40 else text[:39] + "…"
