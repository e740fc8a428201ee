"""Why a round went the way it did, step by step, in the learner's language.

:func:`explain` turns a round's events into an :class:`Explanation`: a list of
:class:`Step` objects, each the text a learner reads plus what a front-end
needs to highlight it (the step's kind, the seats involved, the numbers it
shows, the events it comes from).  Levels: ``"brief"`` gives one line per
round, ``"detailed"`` every step with its arithmetic.

Every sentence is one whole message of :mod:`war_widget.locale`, translated
by gettext catalogues with each language's plural rules; sentences are never
assembled from pieces of other sentences.

Step kinds and the numbers they carry (``_<seat>`` marks a number per seat):

=========  ==========================================================================
flip       cards flipped (and laid face down in a war): ``value_<seat>``, ``down_<seat>``
value      a face card, ace or joker named the first time it matters: ``value``, ``rank``
combine    Guerra de sumas, each player's two cards made one number: ``value_<seat>``
compare    ``value_<seat>``, ``high``; with two players and a winner ``low``, ``difference``
choice     peace="ask": the round waits for war or peace (no numbers)
war        ``war`` (1 for the first war of the round), ``value`` tied, ``size`` face down
short      ``count`` cards left, ``size`` face down asked
out        a player leaves; ``count`` cards that joined the table (shortage="lose")
reshuffle  ``count`` won cards shuffled into the draw pile
peace      ``count`` cards given back
collect    ``count`` won; after ``wars`` war(s) ``opening`` + ``down`` + ``up`` = ``count``
steal      Steal War: a pile stolen (``keep``: a steal declined), ``count`` cards
annul      ``count`` cards given back
count      ``count_<seat>``, ``total`` (= cards in play), ``set_aside``
end        ``round``, ``most`` (the highest count)
round      the brief level's one line: ``round``, ``wars``, ``count``, ``count_<seat>``
=========  ==========================================================================

>>> from war_widget import Game, Rules
>>> game = Game(Rules(face_down=1, pickup="table"), hands=[["9H", "2S"], ["5C", "3D"]])
>>> print(explain(game.step(), game.rules, lang="es", names=["Ana", "el ordenador"]))
Ana da la vuelta a un 9 ♥. El ordenador da la vuelta a un 5 ♣.
9 es mayor que 5 (9 − 5 = 4).
Ana gana las 2 cartas y las pone debajo de su montón.
Ahora Ana tiene 3 cartas y el ordenador 1: 3 + 1 = 4.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Union

from . import locale, steal_words
from .cards import ACE, JOKER, SUIT_SYMBOLS, Card
from .events import Event
from .rules import Rules

if TYPE_CHECKING:
    from .engine import Round

__all__ = ["LANGUAGES", "LEVELS", "Explanation", "Sentence", "Step", "default_names", "explain"]

LEVELS = ("brief", "detailed")
LANGUAGES = locale.LANGUAGES

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

_OPENERS = "¡¿«»„“”\"'‚‘(["
_FACE = {11: "J", 12: "Q", 13: "K"}


@dataclass(frozen=True)
class Sentence:
    """One translated sentence: its text, its message key, the seat it is about, its numbers."""

    text: str
    key: str
    seat: int | None = None
    numbers: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "key": self.key,
            "seat": self.seat,
            "numbers": dict(self.numbers),
        }


@dataclass(frozen=True)
class Step:
    """One line of an explanation.

    ``kind`` is one of :data:`STEP_KINDS`; ``seats`` the players to highlight;
    ``numbers`` the numbers the text shows, by name (per-seat numbers end in
    ``_<seat>``, e.g. ``value_0``); ``events`` the indexes of the round's
    events the step tells about; ``sentences`` the text sentence by sentence.
    """

    text: str
    kind: str
    seats: tuple[int, ...] = ()
    numbers: dict[str, int] = field(default_factory=dict)
    events: tuple[int, ...] = ()
    sentences: tuple[Sentence, ...] = ()

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


RoundOrEvents = Union["Round", Sequence[Event]]


def explain(
    rnd: RoundOrEvents,
    rules: Rules,
    lang: str = "en",
    level: str = "detailed",
    names: Sequence[str] | None = None,
    *,
    set_aside: int | None = None,
) -> Explanation:
    """Explain a round (or a plain list of its events) played under ``rules``.

    Parameters
    ----------
    rnd : a :class:`~war_widget.engine.Round`, or the list of its events.
    rules : the rules the round was played under (war sizes, ace low, pickup...).
    lang : ``"en"``, ``"es"``, ``"pl"``, ``"sk"`` or ``"nb"``; a tag such as
        ``"es-ES"`` or ``"pl_PL"`` falls back to its language.
    level : ``"brief"`` (one line per round) or ``"detailed"`` (every step).
    names : one name per player.  Default: with two players seat 0 is the
        learner, addressed as "you", and seat 1 "the computer"; with more,
        "Player 1", "Player 2"... in the chosen language.
    set_aside : cards set aside unseen at the deal, for the counting line.
        Default: ``rules.set_aside`` when the cards in play match a dealt game, else 0.
    """
    if not isinstance(rules, Rules):
        raise ValueError(f"rules: expected a Rules object, got {type(rules).__name__}")
    code = locale.normalize_language(lang)
    if level not in LEVELS:
        allowed = ", ".join(repr(v) for v in LEVELS)
        raise ValueError(f"level={level!r} is not allowed: level must be one of {allowed}")
    number = getattr(rnd, "number", None)
    events: list[Event] = list(getattr(rnd, "events", rnd))  # type: ignore[arg-type]
    for i, event in enumerate(events):
        if not isinstance(event, Event):
            raise ValueError(f"events[{i}]: expected an Event, got {type(event).__name__}")
    writer = _Writer(code, rules, names, set_aside, events)
    steps = writer.brief(number) if level == "brief" else writer.detailed()
    return Explanation(tuple(steps), code, level, number)


def default_names(players: int, lang: str = "en") -> list[str]:
    """The names used when the caller gives none (see :func:`explain`)."""
    code = locale.normalize_language(lang)
    cat = locale.translation(code)
    if players == 2:
        return [
            cat.pgettext("name.you", locale.MESSAGES["name.you"].text),
            cat.pgettext("name.computer", locale.MESSAGES["name.computer"].text),
        ]
    template = cat.pgettext("name.player", locale.MESSAGES["name.player"].text)
    return [template.format(number=seat + 1) for seat in range(players)]


def _sentence_case(text: str) -> str:
    """Upper-case the first letter, past opening punctuation: "¡el ordenador" -> "¡El ordenador"."""
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.upper() + text[i + 1 :]
        if ch not in _OPENERS:
            return text
    return text


def _i_sound(word: str) -> bool:
    """Does the word begin with an 'i' sound (Inés, Hilda, but not Hielo)?  Spanish writes
    'e' for 'and' there; the catalogues of other languages ignore the difference."""
    w = word.lstrip(_OPENERS).lower()
    if w[:1] in ("i", "í"):
        return True
    return w[:2] in ("hi", "hí") and w[2:3] not in ("a", "e", "o", "u", "á", "é", "ó", "ú")


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


class _Writer:
    """Renders one round's events in one language."""

    def __init__(
        self,
        lang: str,
        rules: Rules,
        names: Sequence[str] | None,
        set_aside: int | None,
        events: list[Event],
    ) -> None:
        self.lang = lang
        self.rules = rules
        self.cat = locale.translation(lang)
        self.events = events
        players = rules.players
        if names is None:
            self.names = default_names(players, lang)
            self.you = players == 2
        else:
            if isinstance(names, str) or len(names) != players:
                got = "a single text" if isinstance(names, str) else f"{len(names)} names"
                raise ValueError(
                    f"names: got {got} but players={players}; give one name per player"
                )
            for seat, name in enumerate(names):
                if not isinstance(name, str) or not name.strip():
                    raise ValueError(f"names[{seat}]: expected a non-empty text, got {name!r}")
            self.names = [name.strip() for name in names]
            self.you = False
        in_play = 0
        if events:
            in_play = sum(events[0].counts) + events[0].table
        if set_aside is None:
            dealt = rules.deck_size - rules.set_aside
            set_aside = rules.set_aside if in_play == dealt else 0
        self.set_aside = set_aside

    # -- messages ------------------------------------------------------------------------------
    def _template(self, key: str, n: int | None = None) -> str:
        msg = locale.MESSAGES[key]
        if msg.plural is None:
            return self.cat.pgettext(key, msg.text)
        assert n is not None, key
        return self.cat.npgettext(key, msg.text, msg.plural, n)

    def num(self, n: int) -> str:
        """A number as the language writes it (thousands grouped from 4 or 5 digits)."""
        text = str(n)
        digits = text.lstrip("-")
        if len(digits) < locale.MIN_GROUPING_DIGITS[self.lang]:
            return text
        sep = self.phrase("number.group")
        groups: list[str] = []
        while digits:
            groups.insert(0, digits[-3:])
            digits = digits[:-3]
        return ("-" if n < 0 else "") + sep.join(groups)

    def phrase(self, key: str, **fields: Any) -> str:
        """A fragment (a name, a card, a list): formatted, not sentence-cased."""
        msg = locale.MESSAGES[key]
        n = fields.get(msg.count) if msg.count else None
        shown = {k: self.num(v) if isinstance(v, int) else v for k, v in fields.items()}
        return self._template(key, n).format(**shown)

    def say(
        self,
        key: str,
        seat: int | None = None,
        numbers: Mapping[str, int] | None = None,
        **fields: Any,
    ) -> Sentence:
        """A whole sentence.  With ``seat``, the sentence is about that player: the 'you' form
        of the message when that player is the learner, else the player's name."""
        if seat is not None:
            if self.you and seat == 0 and f"{key}.you" in locale.MESSAGES:
                key = f"{key}.you"
            fields.setdefault("name", self.names[seat])
        text = _sentence_case(self.phrase(key, **fields))
        nums = {k: v for k, v in fields.items() if isinstance(v, int) and not isinstance(v, bool)}
        if numbers:
            nums.update(numbers)
        return Sentence(text, key, seat, nums)

    def join(self, items: Sequence[str]) -> str:
        """A list in the language: "A and B", "A, B and C"."""
        if len(items) == 1:
            return items[0]
        if len(items) == 2:
            key = "list.two.i" if _i_sound(items[1]) else "list.two"
            return self.phrase(key, first=items[0], second=items[1])
        return self.phrase("list.more", first=items[0], rest=self.join(items[1:]))

    def card(self, card: Card) -> str:
        if card.rank == JOKER:
            return self.phrase("card.joker")
        suit = "" if card.suit is None else " " + SUIT_SYMBOLS[card.suit]
        key = f"card.{_FACE.get(card.rank, 'A' if card.rank == ACE else card.rank)}"
        return self.phrase(key, suit=suit)

    def score(self, counts: Sequence[int]) -> str:
        return "–".join(self.num(c) for c in counts)

    @staticmethod
    def step(
        kind: str,
        sentences: Sequence[Sentence],
        seats: Sequence[int] = (),
        numbers: Mapping[str, int] | None = None,
        events: Sequence[int] = (),
    ) -> Step:
        text = " ".join(s.text for s in sentences)
        return Step(text, kind, tuple(seats), dict(numbers or {}), tuple(events), tuple(sentences))

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
                if rank < 11 or rank in noted:
                    continue
                noted.add(rank)
                if rank == JOKER:
                    key = "value.joker"
                elif rank == ACE:
                    key = "value.A_low" if self.rules.ace_low else "value.A"
                else:
                    key = f"value.{_FACE[rank]}"
                value = self.rules.value(rank)
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

    def combine_step(
        self, seats: Sequence[int], last: Mapping[int, tuple[int, Event]], rule: bool
    ) -> Step | None:
        """Guerra de sumas: each player's two cards make one number (the rule is said once
        per round, with the first comparison)."""
        flips = [last[s] for s in seats if s in last]
        if not any(len(e.values) == 2 for _, e in flips):
            return None
        how = self.rules.combine
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

    def war_sentences(self, e: Event, battle: Sequence[int]) -> list[Sentence]:
        sentences = [
            self.say("war.first") if e.count <= 1 else self.say("war.again", count=e.count)
        ]
        if battle and set(e.seats) != set(battle):
            sentences.append(self.say("war.who", names=self.join([self.names[s] for s in e.seats])))
        value = e.value or 0
        size = e.size
        if self.rules.face_down == "by_rank":
            if value == 1 and self.rules.ace_low:
                sentences.append(self.say("razboi.A_low", worth=1, size=size))
            elif value == self.rules.value(ACE):
                sentences.append(self.say("razboi.A", worth=11, size=size))
            elif value == self.rules.value(JOKER):
                sentences.append(self.say("razboi.joker", worth=11, size=size))
            elif value >= 11:
                sentences.append(self.say("razboi.face", worth=10, size=size))
            else:
                sentences.append(self.say("razboi.number", value=value, size=size))
        two = self.rules.flip == 2
        if size:
            sentences.append(self.say("war.lay.two" if two else "war.lay", size=size))
        else:
            sentences.append(self.say("war.lay.none.two" if two else "war.lay.none"))
        return sentences

    def short_sentences(self, e: Event) -> list[Sentence]:
        up = self.rules.flip
        sentences = [self.say("short", e.seat, count=e.count, size=e.size, up=up, need=e.size + up)]
        if self.rules.shortage == "last_card_up":
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
        expression = " + ".join(self.num(n) for n in (opening, down, up)) + f" = {self.num(count)}"
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
            limit = self.rules.round_limit or e.count
            sentences.append(self.say("end.round_limit", round=e.count, limit=limit))
        elif e.reason == "annulled":
            sentences.append(self.say("end.annulled", round=e.count))
        elif e.reason == "repeated_position" and e.value is not None:
            if e.value == 0:
                sentences.append(self.say("end.repeated_position.deal", round=e.count))
            else:
                sentences.append(
                    self.say("end.repeated_position.round", round=e.count, earlier=e.value)
                )
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

    # -- levels ----------------------------------------------------------------------------------
    def detailed(self) -> list[Step]:
        steps: list[Step] = []
        group = _Group()
        down: dict[int, tuple[int, Event]] = {}
        noted: set[int] = set()
        last: dict[int, tuple[int, Event]] = {}
        battle: tuple[int, ...] = ()
        said_rule = False
        events = self.events

        def flush() -> None:
            nonlocal group
            for seat, (i, d) in sorted(down.items(), key=lambda item: item[1][0]):
                group.sentences.append(self.say("face_down", seat, count=d.count))
                group.events.append(i)
            down.clear()
            if group.sentences:
                seats = list(dict.fromkeys(s.seat for s in group.sentences if s.seat is not None))
                numbers = {}
                for _, f in group.flips:
                    numbers[f"value_{f.seat}"] = f.value or 0
                for i in group.events:
                    if events[i].kind == "face_down":
                        numbers[f"down_{events[i].seat}"] = events[i].count
                steps.append(
                    self.step("flip", group.sentences, seats, numbers, sorted(group.events))
                )
                steps.extend(self.value_notes(group.flips, noted))
            group = _Group()

        for i, e in enumerate(events):
            kind = e.kind
            if kind == "face_down":
                assert e.seat is not None
                down[e.seat] = (i, e)
                continue
            if kind == "flip":
                assert e.seat is not None
                pending = down.pop(e.seat, None)
                group.sentences.append(self.flip_sentence(e, pending[1] if pending else None))
                group.events.extend([pending[0], i] if pending else [i])
                group.flips.append((i, e))
                last[e.seat] = (i, e)
                continue
            flush()
            if kind == "compare":
                combined = self.combine_step(e.seats, last, rule=not said_rule)
                if combined is not None:
                    steps.append(combined)
                    said_rule = True
                numbers = {f"value_{s}": v for s, v in zip(e.seats, e.values, strict=True)}
                numbers["high"] = e.value or 0
                if len(e.values) == 2 and e.reason == "greater":
                    numbers["low"] = min(e.values)
                    numbers["difference"] = max(e.values) - min(e.values)
                steps.append(self.step("compare", self.compare_sentences(e), e.seats, numbers, [i]))
                battle = e.seats
                if e.reason != "greater" and i == len(events) - 1:
                    steps.append(self.step("choice", [self.say("choice")], e.winners, {}, [i]))
            elif kind == "war":
                numbers = {"war": e.count, "value": e.value or 0, "size": e.size}
                steps.append(self.step("war", self.war_sentences(e, battle), e.seats, numbers, [i]))
                battle = e.seats
            elif kind == "short":
                assert e.seat is not None
                numbers = {"count": e.count, "size": e.size}
                steps.append(self.step("short", self.short_sentences(e), [e.seat], numbers, [i]))
            elif kind == "out":
                assert e.seat is not None
                steps.append(
                    self.step("out", [self.out_sentence(e)], [e.seat], {"count": e.count}, [i])
                )
            elif kind == "reshuffle":
                assert e.seat is not None
                sentence = self.say("reshuffle", e.seat, count=e.count)
                steps.append(self.step("reshuffle", [sentence], [e.seat], {"count": e.count}, [i]))
            elif kind in ("collect", "peace", "annul"):
                numbers = {"count": e.count}
                covered: list[int] = []
                if kind == "collect":
                    assert e.seat is not None
                    sentences, seats = [self.collect_sentence(e)], [e.seat]
                    if _unopposed(events[:i]):
                        sentences.insert(0, self.say("collect.unopposed", e.seat))
                    parts = self.parts_sentence(events[:i], e.count)
                    if parts is not None:
                        sentences.append(parts)
                        numbers.update(parts.numbers)
                    if i + 1 < len(events) and events[i + 1].kind == "top":  # Steal War
                        sentences.extend(steal_words.top_sentences(self, events[i + 1]))
                        covered.append(i + 1)
                else:
                    sentences, seats = [self.say(kind, count=e.count)], list(e.seats)
                steps.append(self.step(kind, sentences, seats, numbers, [i, *covered]))
                steps.append(self.count_step(e, i))
            elif kind in ("steal", "keep"):
                assert e.seat is not None
                sentences = steal_words.steal_sentences(self, e)
                seats = [e.seat, *e.seats]
                steps.append(self.step(kind, sentences, seats, {"count": e.count}, [i]))
            elif kind == "end":
                sentences, seats = self.end_sentences(e)
                numbers = {"round": e.count, "most": max(e.counts) if e.counts else 0}
                steps.append(self.step("end", sentences, seats, numbers, [i]))
        flush()
        return steps

    def brief(self, number: int | None) -> list[Step]:
        events = self.events
        if not events:
            return []
        sentences: list[Sentence] = []
        seats: list[int] = []
        numbers: dict[str, int] = {}
        wars = sum(1 for e in events if e.kind == "war")
        if wars:
            sentences.append(self.say("brief.wars", count=wars))
            numbers["wars"] = wars
        for i, e in enumerate(events):
            if e.kind == "collect":
                assert e.seat is not None
                sentences.append(
                    self.say("brief.win", e.seat, count=e.count, score=self.score(e.counts))
                )
                seats.append(e.seat)
                numbers["count"] = e.count
                numbers.update({f"count_{s}": c for s, c in enumerate(e.counts)})
            elif e.kind in ("peace", "annul"):
                sentences.append(
                    self.say(f"brief.{e.kind}", count=e.count, score=self.score(e.counts))
                )
                numbers["count"] = e.count
                numbers.update({f"count_{s}": c for s, c in enumerate(e.counts)})
            elif e.kind == "out":
                sentences.append(self.out_sentence(e))
            elif e.kind == "steal":
                sentences.append(steal_words.steal_sentences(self, e)[0])
            elif e.kind == "end":
                end, _ = self.end_sentences(e)
                sentences.extend(end)
                numbers["round"] = e.count
            elif e.kind == "compare" and e.reason != "greater" and i == len(events) - 1:
                sentences.append(self.say("choice"))
        text = " ".join(s.text for s in sentences)
        if number is not None:
            text = self.phrase("brief.round", round=number, text=text)
            numbers["round"] = number
        return [
            Step(text, "round", tuple(seats), numbers, tuple(range(len(events))), tuple(sentences))
        ]
