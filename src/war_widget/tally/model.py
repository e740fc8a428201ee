"""The class experiment's model: results typed in, checked, counted, binned, exported.

No Jupyter here.  A :class:`Tally` asks one :class:`Question` of the class: a yes/no one
("was the first flip a war?") compared with its exact chance, or a number ("how many rounds
did your game last?") compared with a simulated distribution.  Every result is checked; one
that is not allowed raises :class:`TallyError` with the message that says what is, and the
results already kept stay as they were.

A game not finished when time was up is a result of the number question too: "not finished by
round 150" (as the record sheet has it, in the tally's language or English, or ``>150``,
``150+``) is kept as ``-150`` (:func:`unfinished`), written ``>150`` in the CSV, and counted as
what it is: a game longer than 150 rounds (:meth:`Tally.bins`).  A live class's game that
stopped before one player had every card (``reason`` in :data:`UNFINISHED_REASONS`) is the
same result (:func:`game_results`).
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from .. import locale
from ..game.rules import Rules
from ..simulation.words import number
from . import reading

#: The most rounds a game typed in may have lasted (a class plays by hand).
MAX_ROUNDS = 10_000
#: Bars of the numbers' histogram, at most.
MAX_BINS = 12
#: Why a live class's game stopped before one player had every card (the engine's end
#: reasons): its ``rounds`` is then the round it reached, as "not finished by round N" is on
#: paper.  ``"annulled"`` (everyone out of cards at once) is a finished game, a draw.
UNFINISHED_REASONS = frozenset({"round_limit", "repeated_position", "safety_cap"})
#: "not finished" written short: ``>150`` or ``150+``.
_SHORT = re.compile(r"(?:>\s*([0-9]+)|([0-9]+)\s*\+)\Z")


def unfinished(rounds: int) -> int:
    """A game not finished by round ``rounds``, as a number question keeps it: ``-rounds``."""
    return -rounds


def finished(result: int) -> bool:
    """Whether a result of the number question is a finished game's length."""
    return result >= 0


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


@dataclass(frozen=True)
class Said:
    """A message said in the language of the sentence it is put in (a question's words
    inside an error)."""

    key: str

    def say(self, lang: str) -> str:
        return locale.say(lang, self.key)


class TallyError(ValueError):
    """A result that is not allowed; ``key`` and ``fields`` make the message in a language."""

    def __init__(self, key: str, **fields: object) -> None:
        self.key = key
        self.fields = fields
        super().__init__(self.say("en"))

    def say(self, lang: str) -> str:
        """The message in ``lang``; a field that is itself a ``TallyError`` (a file's line
        that is wrong, and why) is said in ``lang`` too."""
        fields = {
            k: v.say(lang) if isinstance(v, (TallyError, Said)) else v
            for k, v in self.fields.items()
        }
        return locale.say(lang, self.key, **fields)


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
    >>> t.add("no")
    [0]
    >>> t.add("yes no, no")  # several on a line: all kept, or none
    [1, 0, 0]
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
        if self.question.kind == "yes_no":
            return self._answer(value)
        q = self.question
        if isinstance(value, int) and not isinstance(value, bool):
            if q.low <= value <= q.high or (q.name == "rounds" and q.low <= -value <= q.high):
                return value  # a negative one: a game not finished by that round, as kept
            raise self._refused(value)
        text = reading.ascii_digits(str(value).strip()) if isinstance(value, str) else ""
        short = _SHORT.match(text)
        if short and q.name == "rounds":  # not finished: ">150", "150+"
            found = reading.whole(short.group(1) or short.group(2), q.low, q.high)
            return self._unfinished_or_refused(found, value)
        found = reading.whole(text, q.low, q.high) if isinstance(value, str) else None
        if found is None:
            raise self._refused(value)
        return found

    def _unfinished_or_refused(self, found: int | None, value: object) -> int:
        if found is None:
            raise TallyError(
                "tally.error.unfinished",
                value=_shown(value),
                example=locale.say(self.lang, "tally.unfinished", round=number(150, self.lang)),
                high=number(self.question.high, self.lang),
            )
        return unfinished(found)

    def _said_unfinished(self, segment: str) -> int | None:
        """A piece of a line that says "not finished" (in the tally's language or English):
        the one round number it holds, as an unfinished game; None if it does not say so."""
        plain = _plain(segment)
        said = {_plain(locale.say(lang, "tally.unfinished.word")) for lang in ("en", self.lang)}
        if self.question.name != "rounds" or not any(word in plain for word in said):
            return None
        grouped = re.sub(  # 1,204 or 1.204 or ١٬٢٠٤
            r"(?<=[0-9])[.,\u066c](?=[0-9]{3}(?![0-9]))", "", reading.ascii_digits(segment)
        )
        digits = re.sub(r"[^0-9\s]", " ", grouped)  # "by round 150." -> "150"
        numbers = reading.number_words(digits, self.lang, self.question.high)
        q = self.question
        found = reading.whole(numbers[0][1], q.low, q.high) if len(numbers) == 1 else None
        return self._unfinished_or_refused(found, segment)

    def read(self, value: object) -> list[int]:
        """The results one line typed in holds, all or none: ``"12 15"``, ``"12, 15"`` and
        ``"12;15"`` are two; ``"1.204"`` in Spanish or ``"1,204"`` in English one (the
        rule: :mod:`.reading`).  A line with one result not allowed raises
        :class:`TallyError` naming it."""
        if not isinstance(value, str):
            return [self.parse(value)]
        if len(value) > reading.MAX_TYPED:
            raise self._refused(value)
        value = reading.typed(value)  # the Arabic comma and semicolon separate, as ; does
        if self.question.kind == "yes_no":
            words = [(w, w) for w in reading.answer_words(value)]
            return self._all(words, value)
        said = [(seg, self._said_unfinished(seg)) for seg in re.split(r"[;\n]", value)]
        if not any(n is not None for _, n in said):
            return self._all(reading.number_words(value, self.lang, self.question.high), value)
        results: list[int] = []
        for seg, n in said:  # "not finished by round 150; 187": each piece on its own
            if n is not None:
                results.append(n)
            elif seg.strip():
                results.extend(self.read(seg))
        return results

    def _all(self, words: list[tuple[str, str]], value: str) -> list[int]:
        if not words:
            raise self._refused(value)
        if len(words) == 1:
            return [self._one(*words[0], alone=True)]
        return [self._one(shown, digits, alone=False) for shown, digits in words]

    def _one(self, shown: str, digits: str, *, alone: bool) -> int:
        """One result of a line: its digits (or word) checked, the error naming it as typed."""
        try:
            return self.parse(digits)
        except TallyError:
            error = self._refused(shown)
        raise error if alone else TallyError("tally.error.line", problem=error)

    def _answer(self, value: object) -> int:
        if isinstance(value, int) and value in (0, 1):  # True, False, 1, 0
            return int(value)
        plain = _plain(reading.ascii_digits(value)) if isinstance(value, str) else None
        answer = None if plain is None else yes_no_words(self.lang).get(plain)
        if answer is None:
            raise self._refused(value)
        return int(answer)

    def _refused(self, value: object) -> TallyError:
        """The error for a result not allowed: what is, in the learner's language."""
        if self.question.kind == "yes_no":
            return TallyError(
                "tally.error.yes_no",
                value=_shown(value),
                yes=locale.say(self.lang, "tally.yes"),
                no=locale.say(self.lang, "tally.no"),
            )
        q = self.question
        return TallyError(
            "tally.error.number",
            value=_shown(value),
            low=number(q.low, self.lang),
            high=number(q.high, self.lang),
        )

    def add(self, value: object) -> list[int]:
        """Keep the results of one line typed in (all or none); the kept results are
        untouched if one is refused.  Returns the results kept."""
        numbers = self.read(value)
        self.results.extend(numbers)
        return numbers

    def extend(self, values: Iterable[object]) -> None:
        """Keep several results, all or none (the first refused one raises); each value may
        be a line of several."""
        numbers = [n for v in values for n in self.read(v)]
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
        holds everything above it (``open``).  A game not finished by round N lasted more
        than N rounds: it is in the last bar when that bar starts at N or below, and in no
        other (its length is not known); the class's shares are of every game typed in, so
        its bars then add up to less than 1."""
        if self.question.kind != "number":
            return []
        ref = sorted(reference)
        done = [r for r in self.results if finished(r)]
        reached = [-r for r in self.results if not finished(r)]
        top = max([*done, *reached, ref[int(0.95 * (len(ref) - 1))] if ref else 0, 1])
        width = _nice_width(top)
        count = min(MAX_BINS, top // width + 1)
        mine, theirs = Counter(done), Counter(ref)
        bars = []
        for i in range(count):
            low, last = i * width, i == count - 1
            high = None if last else low + width - 1
            count_mine = _within(mine, low, high)
            if last:  # longer than N >= low - 1: surely in this bar
                count_mine += sum(1 for n in reached if n + 1 >= low)
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

    def unfinished(self) -> list[int]:
        """Numbers: the rounds the games not finished had reached, in the order typed in."""
        return [-r for r in self.results if not finished(r)]

    def to_csv(self) -> str:
        """The results as CSV: one row per result, in the order typed in."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["n", "question", "result"])
        yes_no = self.question.kind == "yes_no"
        for i, r in enumerate(self.results, 1):
            shown = ("yes" if r else "no") if yes_no else r if finished(r) else f">{-r}"
            writer.writerow([i, self.question.name, shown])
        return out.getvalue()


#: The first line of a tally's CSV (what :meth:`Tally.to_csv` writes).
CSV_HEADER = ["n", "question", "result"]


def read_csv(text: str, source: str, question: str | None = None, lang: str = "en") -> Tally:
    """A tally's CSV (the format :meth:`Tally.to_csv` writes) read back, every row checked.

    ``source`` names the file in the messages.  A row that is wrong raises
    :class:`TallyError` naming its line; a file of another question than ``question``
    raises ``tally.error.file_question``.  An empty file, or one with its header alone,
    holds no results (of ``question``, or the first question when none is given).
    """
    rows = csv.reader(io.StringIO(text.removeprefix("\ufeff")))
    tally: Tally | None = Tally(question, lang=lang) if question else None
    header_seen = False
    for row in rows:
        if not any(cell.strip() for cell in row):
            continue
        line = rows.line_num
        if not header_seen:
            if [cell.strip().lower() for cell in row] != CSV_HEADER:
                raise TallyError(
                    "tally.error.file_header", file=source, header=",".join(CSV_HEADER)
                )
            header_seen = True
            continue
        if len(row) != 3:
            columns = TallyError("tally.error.file_columns", header=", ".join(CSV_HEADER))
            raise TallyError("tally.error.file_row", file=source, line=line, problem=columns)
        name = row[1].strip()
        if tally is None and name in QUESTIONS:
            tally = Tally(name, lang=lang)
        if tally is None or name != tally.question.name:
            raise _other_question(source, name, tally, line)
        try:
            tally.results.append(tally.parse(row[2].strip()))
        except TallyError as err:
            raise TallyError("tally.error.file_row", file=source, line=line, problem=err) from None
    return tally if tally is not None else Tally(lang=lang)


def game_results(
    records: Iterable[dict[str, object]], question: str, lesson: str | None = None
) -> list[int]:
    """A live class's finished games (``game`` records, oldest first) as results of
    ``question``: ``first_war`` 1 or 0, ``rounds`` the game's length (1 to ``MAX_ROUNDS``),
    or, for a game that stopped before one player had every card (its ``reason`` in
    :data:`UNFINISHED_REASONS`: a round limit), "not finished by round N" as a paper record
    says it (:func:`unfinished`).  A record without that field (or of another ``lesson``,
    when one is given) is left out."""
    if question not in QUESTIONS:
        raise ValueError(f"question={question!r} is not known; the questions are {list(QUESTIONS)}")
    results = []
    for record in records:
        data = record.get("data")
        if record.get("kind") != "game" or not isinstance(data, dict):
            continue
        if lesson is not None and record.get("lesson") != lesson:
            continue
        value = data.get(question)
        if question == "first_war" and isinstance(value, bool):
            results.append(int(value))
        elif question == "rounds" and type(value) is int and 1 <= value <= MAX_ROUNDS:
            stopped = data.get("reason") in UNFINISHED_REASONS
            results.append(unfinished(value) if stopped else value)
    return results


def _other_question(source: str, name: str, tally: Tally | None, line: int) -> TallyError:
    """A file's row of another question than the tally's (or of none known)."""
    if tally is None or name not in QUESTIONS:
        unknown = TallyError(
            "tally.error.file_unknown", question=_shown(name), known=", ".join(QUESTIONS)
        )
        return TallyError("tally.error.file_row", file=source, line=line, problem=unknown)
    return TallyError(
        "tally.error.file_question",
        file=source,
        other=Said(QUESTIONS[name].key),
        question=Said(tally.question.key),
    )


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
    """What was typed, as the error message repeats it (a long paste cut short; a whole
    number too long to write out is not written out)."""
    if isinstance(value, int) and value.bit_length() > 1_000:
        return "…"
    text = str(value).strip()
    return text if len(text) <= 40 else text[:39] + "…"
