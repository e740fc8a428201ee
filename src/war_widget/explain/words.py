"""The language of one explanation: numbers, cards, lists and whole sentences from the
message catalogues, with each seat's name (:mod:`war_widget.game.names`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .. import locale
from ..game.cards import ACE, JOKER, RANK_NAMES, SUIT_SYMBOLS, SUITS, Card
from ..game.events import Event
from ..game.names import FSI, isolate, own_names, says_you, seat_names
from ..game.rules import Rules
from .model import Sentence, Step
from .speech import Said, in_words, isolate_arithmetic, spoken

_OPENERS = "¡¿«»„“”\"'‚‘([" + FSI  # what may come before a sentence's first letter
_RANK_WORDS = {11: "ui.rank.J", 12: "ui.rank.Q", 13: "ui.rank.K", ACE: "ui.rank.A"}

#: What follows a colon where our code joins "label: text" ("Round 4: ...", "{order}:
#: {ending}", "Classic: chance that...") begins with a capital in: Norwegian, when it is a
#: whole sentence ("sentence": "Saka er klar: Båten er for dyr", Språkrådet); Spanish, after
#: a label, whatever unit of its own follows ("unit": RAE, Ortografía básica 4.5 e).  English
#: (as this project writes it), Polish and Slovak write small there (``None``: "...porazených:
#: po 1 466. kole"); a name keeps its capital everywhere.  Each language's ``colon_case`` in
#: the one list of languages (``war_widget/locale/_languages.py``).
CAPITAL_AFTER_COLON = {lang.code: lang.colon_case for lang in locale.LANGUAGE_LIST}


def rank_word(card: Card, lang: str) -> str:
    """A card's rank on its own, in the nominative: ``"king"``, ``"7"``, ``"joker"`` (a number
    card: its number).  The one place a rank becomes a word; see :meth:`Words.card` for a card
    inside a sentence, :attr:`Card.face <war_widget.game.cards.Card.face>` for what it shows."""
    if card.number is not None:
        return str(card.number)
    if card.is_joker:
        return locale.say(lang, "ui.joker")
    key = _RANK_WORDS.get(card.rank)
    return card.face if key is None else locale.say(lang, key)


def spoken_card(card: Card, lang: str) -> str:
    """The card read aloud: ``"king of spades"``; a card without a suit is its rank word."""
    rank = rank_word(card, lang)
    if card.suit is None:
        return rank
    suit = locale.say(lang, f"ui.suit.{SUITS[card.suit]}")
    return locale.say(lang, "ui.card", rank=rank, suit=suit)


def lower_first(text: str) -> str:
    """Lower-case the first letter, past opening punctuation: "¡El ordenador" -> "¡el ordenador"."""
    for i, ch in enumerate(text):
        if ch.isalpha():
            return text[:i] + ch.lower() + text[i + 1 :]
        if ch not in _OPENERS:
            return text
    return text


def after_colon(text: str, lang: str, *, whole: bool = True, raised: bool = True) -> str:
    """``text`` (which begins with a capital) as it is written after a label and a colon in
    ``lang`` (:data:`CAPITAL_AFTER_COLON`): ``whole`` says it is a whole sentence, not a
    phrase.  ``raised`` False: the first word keeps its capital whatever the language (a
    name, "Player 2")."""
    rule = CAPITAL_AFTER_COLON.get(lang)
    if not raised or rule == "unit" or (rule == "sentence" and whole):
        return text
    return lower_first(text)


def raised_capital(template: str, filled: str) -> bool:
    """Was the first letter of ``filled`` (``template`` filled in) a capital only because a
    sentence begins there?  Yes when it is the template's own first letter, or a field's
    small letter (the language's "the computer"); no for a name given with its capital."""
    for ch in template:
        if ch == "{":
            first = next((c for c in filled if c.isalpha()), "")
            return first.islower()
        if ch.isalpha():
            return True
    return False


def flipped_card(card_words: str, card: Card, lang: str) -> str:
    """A suited card inside a sentence, its suit in words: ``card_words`` is the card as the
    sentence has it without a suit ("a king", Polish "króla"), and the language's
    ``speech.card.<suit>`` places the suit ("a king of spades", "króla pik").  Beside
    :func:`spoken_card` (the card on its own, in the nominative), the one place a card of a
    sentence becomes words."""
    assert card.suit is not None
    return locale.say(lang, f"speech.card.{SUITS[card.suit]}", card=card_words)


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


class Words:
    """Renders the pieces of one round's explanation in one language."""

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
        # Each given name is isolated for direction (FSI ... PDI): an Arabic or Hebrew name
        # keeps the sentence in order around it.  The language's own names ("the computer",
        # "player 2": its words, in its direction) need none.
        own = set(own_names(players, lang))
        self.names = [
            name if names is None or name in own else isolate(name)
            for name in seat_names(names, players, lang)
        ]
        self.you = says_you(names, players)
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

    def phrase(self, key: str, **fields: Any) -> Said:
        """A fragment (a name, a card, a list): formatted, not sentence-cased; with its
        spoken form (the fields' spoken forms, whole numbers without grouping)."""
        return self._fill(key, fields)[1]

    def _fill(self, key: str, fields: Mapping[str, Any]) -> tuple[str, Said]:
        msg = locale.MESSAGES[key]
        n = fields.get(msg.count) if msg.count else None
        shown = {k: self.num(v) if isinstance(v, int) else v for k, v in fields.items()}
        template = self._template(key, n)
        said = {k: spoken(v) for k, v in fields.items()}
        return template, Said(template.format(**shown), template.format(**said))

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
        template, filled = self._fill(key, fields)
        text = isolate_arithmetic(str(_sentence_case(filled)), self.lang)
        voiced = _sentence_case(in_words(filled.spoken, self.lang))
        nums = {k: v for k, v in fields.items() if isinstance(v, int) and not isinstance(v, bool)}
        if numbers:
            nums.update(numbers)
        raised = raised_capital(template, filled)
        return Sentence(text, key, seat, nums, spoken=voiced, raised=raised)

    def join(self, items: Sequence[str]) -> Said:
        """A list in the language: "A and B", "A, B and C"."""
        if len(items) == 1:
            return items[0] if isinstance(items[0], Said) else Said(items[0])
        if len(items) == 2:
            key = "list.two.i" if _i_sound(items[1]) else "list.two"
            return self.phrase(key, first=items[0], second=items[1])
        return self.phrase("list.more", first=items[0], rest=self.join(items[1:]))

    def card(self, card: Card) -> Said:
        """A card as it is flipped ("a king ♠"), spoken with its suit in words ("a king of
        spades": :func:`flipped_card`)."""
        number = card.number
        if number is not None:  # a deck of numbers: "a 7", "an 8"
            return self.phrase(
                "cards.number.an" if number in (8, 11, 18) else "cards.number", number=number
            )
        if card.rank == JOKER:
            return self.phrase("card.joker")
        key = f"card.{RANK_NAMES[card.rank]}"
        if card.suit is None:
            return self.phrase(key, suit="")
        shown = self.phrase(key, suit=" " + SUIT_SYMBOLS[card.suit])
        bare = self.phrase(key, suit="")
        return Said(shown, flipped_card(bare.spoken, card, self.lang))

    def score(self, counts: Sequence[int]) -> Said:
        """The counts after a round, "27–25"; spoken "27 to 25" (three or more: a list)."""
        shown = "–".join(self.num(c) for c in counts)
        if len(counts) == 2:
            return Said(shown, self.phrase("speech.score", first=counts[0], second=counts[1]))
        return Said(shown, self.join([str(c) for c in counts]).spoken)

    @staticmethod
    def step(
        kind: str,
        sentences: Sequence[Sentence],
        seats: Sequence[int] = (),
        numbers: Mapping[str, int] | None = None,
        events: Sequence[int] = (),
    ) -> Step:
        text = " ".join(s.text for s in sentences)
        voiced = " ".join(s.spoken or s.text for s in sentences)
        return Step(
            text,
            kind,
            tuple(seats),
            dict(numbers or {}),
            tuple(events),
            tuple(sentences),
            spoken=voiced,
        )
