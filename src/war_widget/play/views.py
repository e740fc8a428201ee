"""JSON-ready pictures of rounds and games: what the synced traits carry.

Pure functions: a round (and the game it belongs to) in, a dict out.  A round's view is
compact (every byte of it is sent ``AHEAD + 1`` times); the end's summary is bounded
whatever the game's length (see :func:`chart_points`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..explain import explain
from ..explain.brief import brief
from ..explain.sentences import Writer
from ..explain.speech import Said, in_words, isolate_arithmetic
from ..explain.steal import ask_sentence
from ..game.decisions import Pending
from ..game.engine import Game, Round
from ..game.events import Event, describe
from ..game.names import plain
from ..game.records import laid
from ..game.rules import Rules
from ..locale import in_digits, say
from ..sheets import link as sheet_link

log = logging.getLogger(__name__)

#: Points of the card-count line the ``summary`` trait sends at most (the game keeps them all).
SUMMARY_POINTS = 300
#: War marks the ``summary`` trait sends at most; more share a mark with their neighbours.
SUMMARY_WAR_MARKS = 1000


@dataclass(frozen=True)
class Voice:
    """How a round is told: the language, the level, the seats' labels (for the events'
    plain descriptions) and the names the explanation uses (None: the learner is "you")."""

    lang: str
    level: str
    labels: Sequence[str]
    spoken: Sequence[str] | None
    #: Seat 0 is addressed as "you" (the banner says "You win").
    you: bool = False

    def explain(self, rnd: Round, rules: Rules, level: str | None = None) -> list[str]:
        """The round's explanation, one paragraph per group of steps."""
        return self.told(rnd, rules, level)[0]

    def told(
        self, rnd: Round, rules: Rules, level: str | None = None
    ) -> tuple[list[str], list[str]]:
        """The round's explanation, one paragraph per group of steps, and the same paragraphs
        as a voice reads them (every sign and suit in words)."""
        try:
            steps = explain(
                rnd,
                rules,
                lang=self.lang,
                level=level or self.level,
                names=None if self.spoken is None else list(self.spoken),
            )
        except Exception:  # the explanations must never stop the game
            log.exception("explain() failed; showing the events instead")
            names = list(self.labels)
            lines = [line for ev in rnd.events if (line := describe(ev, names))]
            return lines, [in_words(line, self.lang) for line in lines]
        parts = [part for _, part in steps.groups()]  # paragraphs
        return (
            [" ".join(step.text for step in part) for part in parts],
            [" ".join(step.spoken or step.text for step in part) for part in parts],
        )


def round_view(
    rnd: Round, game: Game, voice: Voice | None = None, second: Voice | None = None
) -> dict[str, Any]:
    """A compact, JSON-ready picture of a round: what each seat laid, the counts after;
    with a ``voice``, also its explanation (``steps``) and its result in one line (``said``);
    with a ``second`` voice, the steps again in that language (``also``, shown under them,
    never read aloud: the speaker reads the first language)."""
    view: dict[str, Any] = {
        "n": rnd.number,
        "plays": _plays(rnd, game.rules.players),
        "counts": list(rnd.counts) if rnd.finished else list(game.counts),
        "winner": rnd.winner,
        "wars": rnd.wars,
        "finished": rnd.finished,
    }
    # Rare facts travel only when true: every byte of a round is sent AHEAD + 1 times.
    if any(ev.kind == "peace" for ev in rnd.events):
        view["peace"] = True
    if any(ev.kind == "annul" for ev in rnd.events):
        view["annulled"] = True
    end = end_view(rnd.events)
    if end is not None:
        view["end"] = end
    lang = "en" if voice is None else voice.lang
    view["banner"] = banner(rnd, game.rules.combine, game.rules.lowest_wins, lang)
    if voice is not None:
        view["steps"], view["spoken_steps"] = voice.told(rnd, game.rules)
        # One line for the live region that announces each round's result, its score said
        # with whose each count is ("you: 21, the computer: 31": a screen reader has no columns).
        view["said"] = said_line(rnd, game.rules, voice)
        view["spoken"] = banner_text(view["banner"], rnd.winner, voice)
        if second is not None:
            view["also"] = {"lang": second.lang, "steps": second.explain(rnd, game.rules)}
    return view


def ahead_in(view: dict[str, Any], lang: str) -> dict[str, Any]:
    """A round ahead (made without words, its banner as English writes it) with its banner's
    comparisons isolated as ``lang`` needs (:func:`banner`): the front-end draws that banner
    the moment Flip is pressed, before Python's own view of the round comes."""
    if "banner" not in view or lang == "en":
        return view
    b = view["banner"]
    math = [isolate_arithmetic(m, lang, together=True) for m in b["math"]]
    return view if math == b["math"] else {**view, "banner": {**b, "math": math}}


def shown_in(view: dict[str, Any], digits: str, lang: str) -> dict[str, Any]:
    """A round's view with what the learner reads in ``digits`` (``"arab"``: ٩ > ٥): its
    steps, the second language's, the live region's line and the banner's comparisons; its
    numbers (``counts``, ``n``), cards and spoken forms stay as they are (the front-end draws
    the counters in ``digits`` itself, and the voice reads numbers either way)."""
    if digits == "latn":
        return view
    shown = dict(view)
    if "banner" in view:
        banner = view["banner"]
        shown["banner"] = {**banner, "math": [in_digits(m, digits, lang) for m in banner["math"]]}
    if "steps" in view:
        shown["steps"] = [in_digits(step, digits, lang) for step in view["steps"]]
    if "said" in view:
        shown["said"] = in_digits(view["said"], digits, lang)
    if "also" in view:
        also = view["also"]
        steps = [in_digits(step, digits, also["lang"]) for step in also["steps"]]
        shown["also"] = {**also, "steps": steps}
    return shown


class _WhoseScore(Writer):
    """The brief line's writer whose score names each count's player."""

    def score(self, counts: Sequence[int]) -> Said:
        parts = [
            self.phrase(
                "brief.score.seat.you" if self.you and seat == 0 else "brief.score.seat",
                name=self.names[seat],
                count=count,
            )
            for seat, count in enumerate(counts)
        ]
        return Said(", ".join(parts), ", ".join(p.spoken for p in parts))


def said_line(rnd: Round, rules: Rules, voice: Voice) -> str:
    """The round in one line for the table's live region: the brief explanation, its score
    said with whose each count is ("You win 2 cards (you: 21, the computer: 31).")."""
    names = None if voice.spoken is None else list(voice.spoken)
    try:
        steps = brief(_WhoseScore(voice.lang, rules, names, None, list(rnd.events)), rnd.number)
    except Exception:  # the explanations must never stop the game
        log.exception("the live region's line failed; saying the brief explanation")
        return " ".join(voice.explain(rnd, rules, "brief"))
    return " ".join(step.text for step in steps)


def _plays(rnd: Round, players: int) -> list[list[Any]]:
    """Per seat, in the order laid: ``[cards face down before it, card codes, value]``."""
    return [
        [[p.down, [c.code for c in p.cards], p.value] for p in seat] for seat in laid(rnd, players)
    ]


def result_view(game: Game) -> dict[str, Any] | None:
    """The ``result`` trait: who won, why, after how many rounds, and a cycle's rounds
    (``cycle``: round, earlier, length; None unless the game cycles); None while playing."""
    res = game.result
    if res is None:
        return None
    cycle = res.cycle
    return {
        "winner": res.winner,
        "reason": res.reason,
        "rounds": res.rounds,
        "cycle": None
        if cycle is None
        else {"round": cycle.round, "earlier": cycle.earlier, "length": cycle.length},
    }


def pending_view(
    game: Game, voice: Voice | None = None, shown: Callable[[str], str] = str
) -> dict[str, Any] | None:
    """The ``pending`` trait: the seats of a war waiting for war or peace (else None); for
    Steal War's steal-or-play, ``kind`` ``"steal"``, the matching ``card``, the ``piles`` it
    could steal and their ``sizes``, and the ``question`` in ``voice``'s words (as ``shown``
    writes it: its numbers in the learner's digits)."""
    pend = game.pending
    if pend is None:
        return None
    view: dict[str, Any] = {"seats": list(pend.seats), "value": pend.value}
    if pend.kind != "peace":
        view["kind"] = pend.kind
    if pend.kind == "steal":
        # What the table marks: the card that matches, the piles it could take and their sizes.
        view["card"] = None if pend.card is None else pend.card.code
        view["piles"] = list(pend.piles)
        view["sizes"] = list(pend.sizes)
        if voice is not None:
            view["question"] = shown(steal_question(game, pend, voice))
    return view


def card_values(rules: Rules) -> dict[str, int]:
    """What each rank of the deck is worth under ``rules``, keyed as the front-end reads a
    card's rank (``"7"``, ``"Q"``, ``"A"``, ``"JOKER"``, ``"#7"``): J/Q/K/A carry their value
    on the card (the ace 1 when low) and the quiz's dots count it."""
    values: dict[str, int] = {}
    for card in rules.new_deck():
        rank = card.code if card.suit is None else card.code[:-1]
        values[rank.upper()] = rules.value(card.rank)
    return values


def steal_question(game: Game, pending: Pending, voice: Voice) -> str:
    """ "You can put a 3 on the computer's face-up pile and take 2 cards. Steal, or play?"."""
    names = None if voice.spoken is None else list(voice.spoken)
    writer = Writer(voice.lang, game.rules, names, None, [])
    return ask_sentence(writer, pending).text


def summary_view(game: Game) -> dict[str, Any]:
    """The end screen's numbers, bounded whatever the game's length (see chart_points)."""
    s = game.summary()
    rounds, marks = chart_points(s.rounds, s.war_rounds)
    return {
        "rounds": s.rounds,
        "wars": s.wars,
        "war_rounds": marks,
        "wars_won": list(s.wars_won),
        "longest_streak": list(s.longest_streak),
        "biggest_lead": list(s.biggest_lead),
        "count_rounds": rounds,
        "counts_per_round": [list(s.counts_per_round[r]) for r in rounds],
    }


def chart_points(rounds: int, war_rounds: Sequence[int]) -> tuple[list[int], list[int]]:
    """The rounds the summary's count line shows (every one, or :data:`SUMMARY_POINTS` evenly
    spread, the deal and the last round included) and its war marks (every war round, or when
    there are more than :data:`SUMMARY_WAR_MARKS`, the first of each of that many equal
    stretches that had a war: finer than the chart's pixels, so no mark disappears).  The
    synced trait stays under ~20 kB at any length; ``export()`` has every round."""
    if rounds + 1 <= SUMMARY_POINTS:
        points = list(range(rounds + 1))
    else:
        step = rounds / (SUMMARY_POINTS - 1)
        points = sorted({round(i * step) for i in range(SUMMARY_POINTS)})
    marks = list(war_rounds)
    if len(marks) > SUMMARY_WAR_MARKS:
        width = rounds / SUMMARY_WAR_MARKS
        first: dict[int, int] = {}
        for r in marks:
            first.setdefault(int((r - 1) / width), r)
        marks = sorted(first.values())
    return points, marks


def end_view(events: Sequence[Event]) -> dict[str, Any] | None:
    """The game's end, if this round ended it: the winner (None: a draw) and why."""
    for ev in events:
        if ev.kind == "end":
            return {"winner": ev.seat, "reason": ev.reason}
    return None


_OPS = {"sum": "+", "difference": "−", "product": "×"}


def _math(values: Sequence[int], value: int, combine: str) -> str:
    """``"5 + 7 = 12"`` for two cards combined, ``"9"`` for one: numbers, in any language."""
    if len(values) < 2:
        return str(value)
    shown = sorted(values, reverse=True) if combine == "difference" else list(values)
    return f" {_OPS.get(combine, '+')} ".join(map(str, shown)) + f" = {value}"


def banner(rnd: Round, combine: str, lowest: bool = False, lang: str = "en") -> dict[str, Any]:
    """What the table's banner says about a round, as numbers and seats (the front-end puts
    them into its labels): ``math`` holds one comparison per compare event ("9 > 5", "8 = 8",
    under Guerra de sumas every side's sum: "10 + 4 = 14 > 2 + 8 = 10"), the highest first
    (under ``lowest_wins`` the lowest first: "3 < 5"); ``how`` says how the round ended
    (``"lowest"``: won under ``lowest_wins``, and the banner says that rule; ``"lowest_total"``
    the same with two cards combined: the smaller number wins).  In a language written right
    to left each ``math`` is isolated left to right (:func:`isolate_arithmetic`)."""
    cards: dict[int, tuple[int, ...]] = {}
    math: list[str] = []
    last_tied = False
    for ev in rnd.events:
        if ev.kind == "flip" and ev.seat is not None:
            cards[ev.seat] = ev.values
        elif ev.kind == "compare":
            sign = -1 if lowest else 1
            order = sorted(zip(ev.values, ev.seats, strict=True), key=lambda p: -sign * p[0])
            parts: list[str] = []
            for i, (value, seat) in enumerate(order):
                if i:
                    parts.append("=" if value == order[i - 1][0] else "<" if lowest else ">")
                parts.append(_math(cards.get(seat, ()), value, combine))  # every side's sum
            math.append(isolate_arithmetic(" ".join(parts), lang, together=True))
            last_tied = len(ev.winners) != 1
    how = _how(rnd, last_tied)
    if lowest and how == "win":  # the rule said: the lowest card, or the smaller sum
        how = "lowest_total" if any(len(v) > 1 for v in cards.values()) else "lowest"
    return {"how": how, "math": math}  # the seat is the round's ``winner``


#: The banner's last line per way a round ended (``ui.*`` messages; ``.you`` when "you" won).
_BANNER_KEYS = {
    "win": "ui.table.banner.win",
    "lowest": "ui.table.banner.lowest",
    "lowest_total": "ui.table.banner.lowest.total",
    "out": "ui.table.banner.out",
    "peace": "ui.table.banner.peace",
    "annulled": "ui.table.banner.annulled",
    "tie": "ui.table.banner.tie",
}


def banner_text(b: dict[str, Any], winner: int | None, voice: Voice) -> str:
    """The banner's lines as one text, in the learner's words: what ``speak`` reads aloud
    (the same messages and names as the banner on the felt, ``js/panels/banner.ts``), its
    signs said in words ("9 > 5": "9 is more than 5")."""
    lang = voice.lang
    said = [in_words(plain(m), lang) for m in b["math"]]
    lines = [say(lang, "ui.table.banner.war", math=m) for m in said[:-1]]
    math = said[-1] if said else ""
    key = _BANNER_KEYS.get(b["how"])
    if key is not None:
        if winner == 0 and voice.you and b["how"] in ("win", "lowest", "lowest_total", "out"):
            key += ".you"
        name = voice.labels[winner] if winner is not None and winner < len(voice.labels) else ""
        lines.append(say(lang, key, name=name, math=math))
    # Each line ends as a sentence does, so a voice pauses between them ("War! 8 is 8.").
    return " ".join(line if line[-1:] in ".!?" else line + "." for line in lines)


def _how(rnd: Round, last_tied: bool) -> str:
    kinds = {ev.kind for ev in rnd.events}
    if "annul" in kinds:
        return "annulled"
    if "peace" in kinds:
        return "peace"
    if rnd.winner is not None:
        return "out" if last_tied else "win"
    # A round waiting for a decision: a tie waits for war or peace (or a steal in its war);
    # Steal War's look before the opening flip has compared nothing yet.
    return "tie" if not rnd.finished and last_tied else "none"


def sheet_view(game: Game, lang: str, digits: str = "latn") -> dict[str, str] | None:
    """The printable sheet of ``game``'s deal, as Settings links to it: the link's words (the
    activity and the paper), a file name and the whole page (its numbers in ``digits``);
    None when no sheet fits."""
    page = sheet_link.for_game(game, lang=lang, digits=digits)
    if page is None:
        return None
    return {
        "label": sheet_link.label(page),
        "name": sheet_link.filename(page),
        "html": page.html,
    }


def cards_view(game: Game, lang: str) -> dict[str, str]:
    """The printable cards of ``game``'s deck, as Settings links to them beside the sheet:
    the link's words (the deck and the paper), a file name and the pages."""
    deck = sheet_link.cards_for_game(game, lang=lang)
    return {
        "label": sheet_link.cards_label(deck),
        "name": sheet_link.filename(deck),
        "html": deck.html,
    }
