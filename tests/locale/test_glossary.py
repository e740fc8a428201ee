"""The glossary of each language: one term per concept, in every message that names it.

A child who reads "montón" in one sentence and "baraja" in the next for the same pile of
cards is right to think they are two things.  :data:`GLOSSARY` lists, for each concept the
game talks about, the English words that name it and the one term each catalogue uses; the
tests check every message (every plural form) of every catalogue:

* a message whose English names a concept uses that language's term for it;
* no message uses a word the glossary rules out (a rival term, such as Polish "talia" for a
  player's pile, which is the whole deck);
* a message about a player's pile never uses the language's word for the deck.

Terms are regular expressions (case-insensitive) that accept the term's inflected forms; the
first item of each pair is the term as a translator should write it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from war_widget import locale

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Concept:
    """``en``: the English words for the concept; ``terms``: per language, the term as written
    and a pattern for its forms; ``rivals``: per language, words that must not be used."""

    en: str
    terms: dict[str, tuple[str, str]]
    rivals: dict[str, str]


GLOSSARY: dict[str, Concept] = {
    "pile": Concept(
        r"\bpiles?\b",
        {
            "es": ("montón", r"mont[oó]n"),
            "pl": ("stos", r"\bstos"),
            "sk": ("kôpka", r"kôp(?:ka|ky|ke|ku|kou|ok|kám|kách)\b"),
            "nb": ("bunke", r"bunke"),
            "de": ("Stapel", r"stapel"),
            "fr": ("tas", r"\btas\b"),
            "uk": ("купка", r"\bкуп(?:к|ц|ок)"),
            "ar": ("كومة", r"كوم(?:ة|ت|ات)"),
        },
        {
            "fr": r"\bpaquets? de cartes|\bpile\b",
            "es": r"\bpila\b",
            "pl": r"\bkupk",
            "sk": r"\bhromád",
            "nb": r"\bhaug",
            "de": r"\bh[aä]ufen",
            "uk": r"\bстопк|\bстос",
            "ar": r"كدس|أكداس|ركام",
        },
    ),
    "won pile": Concept(
        r"\bwon piles?\b",
        {
            "es": ("montón de ganadas", r"montón de ganadas"),
            "pl": ("stos wygranych", r"stos\w* wygranych"),
            "sk": ("kôpka vyhraných kariet", r"kôpk\w* vyhraných kariet"),
            "nb": ("vinnerbunke", r"vinnerbunke"),
            "de": ("Gewinnstapel", r"gewinnstapel"),
            "fr": ("tas de cartes gagnées", r"tas de cartes gagnées"),
            "uk": ("купка виграних карт", r"купк\w* виграних карт"),
            "ar": ("كومة المكاسب", r"كوم\w* (?:ال)?مكاسب"),
        },
        {"sk": r"kôpk\w* výhier"},
    ),
    "draw pile": Concept(
        r"\bdraw piles?\b",
        {
            "es": ("montón de robo", r"montón de robo"),
            "pl": ("stos do dobierania", r"stos\w* do dobierania"),
            "sk": ("kôpka na ťahanie", r"kôpk\w* na ťahanie"),
            "nb": ("trekkbunke", r"trekkbunke"),
            "de": ("Ziehstapel", r"ziehstapel"),
            "fr": ("tas", r"\btas\b"),
            "uk": ("купка для гри", r"купк\w* для гри"),
            "ar": ("كومة اللعب", r"كوم\w* (?:ال)?لعب"),
        },
        # Spanish "mazo" is the deck in some countries; the draw pile is "el montón de robo".
        {"fr": r"\bpioche", "es": r"\bmazo\b"},
    ),
    "deck": Concept(
        r"\bdecks?\b",
        {
            # "baraja" is also "shuffles" ("que se baraja"): the deck is "la/una baraja (de)".
            "es": ("la baraja", r"\bbaraja de\b|\b(?:la|una) baraja\b"),
            "pl": ("talia", r"\btali[aięy]"),
            "sk": ("balíček", r"balíč"),
            "nb": ("kortstokk", r"kortstokk"),
            # German "Kartenspiel" is also a card game ("Kartenspiel Krieg").
            "de": ("Kartenspiel", r"kartenspiel"),
            "fr": ("jeu (de cartes)", r"\bjeux?\b"),
            "uk": ("колода", r"\bколод"),
            "ar": ("رزمة", r"رزم"),
        },
        {"fr": r"\bpaquets? de cartes"},
    ),
    "face down": Concept(
        r"\bface down\b",
        {
            "es": ("boca abajo", r"boca abajo"),
            "pl": ("zakryta (karta)", r"zakryt"),
            "sk": ("lícom nadol", r"lícom nadol"),
            "nb": ("med forsiden ned", r"forsiden ned"),
            "de": ("verdeckt", r"verdeckt"),
            "fr": ("face cachée", r"face cachée"),
            "uk": ("сорочкою догори", r"сорочкою догори"),
            "ar": ("مقلوبة", r"مقلوب"),
        },
        {
            "fr": r"face contre|à l[’']envers",
            "nb": r"bildesiden",
            "sk": r"rubom nahor",
            "uk": r"\bлиц\w* (?:до)?низ|\bлиц\w* вниз",
            "ar": r"مخفي|مقلوب\w* على وجه",
        },
    ),
    # Flipping a card turns it face up: the flip term also says "face up".
    "face up": Concept(
        r"\bface up\b",
        {
            "es": ("boca arriba", r"boca arriba|da la vuelta"),
            "pl": ("odkryta (karta)", r"odkry"),
            "sk": ("lícom nahor", r"lícom nahor|otočí"),
            "nb": ("med forsiden opp", r"forsiden opp|\bsnur"),
            "de": ("offen", r"\boffen|aufdeck|aufzudeck|\bdeck\w*\b.*\bauf\b"),
            "fr": ("face visible", r"face visible|\bretourn"),
            "uk": ("відкрита (карта)", r"відкри"),
            "ar": ("مكشوفة", r"كشو?ف"),
        },
        {"fr": r"face découverte", "nb": r"bildesiden"},
    ),
    "flip": Concept(
        r"\bflip",
        {
            "es": ("dar la vuelta", r"vuelta"),
            "pl": ("odkryć", r"odkry"),
            "sk": ("otočiť", r"oto[čc]"),
            "nb": ("snu", r"\bsnu"),
            "de": ("aufdecken", r"aufdeck|aufzudeck|aufgedeckt|\bdeck\w*\b.*\bauf\b"),
            "fr": (
                "retourner",
                r"\bretourn|\bpremiers? tours?\b",
            ),  # the first flip: « le premier tour »
            "uk": ("відкривати", r"відкри"),
            "ar": ("يكشف", r"كشو?ف"),
        },
        {
            "fr": r"\bpioch",
            "es": r"\bsac(?:a|as|ar|an)\b|voltea",
            "pl": r"\bwyciąg",
            "sk": r"\bobráti",
            "nb": r"\bvend",
            "uk": r"\bперевер|\bтягн",
            "ar": r"(?:^|\s)[يتا]قلب|سحب",
        },
    ),
    "war": Concept(
        r"\bwars?\b",
        {
            "es": ("guerra", r"guerra"),
            "pl": ("wojna", r"\bwoj(?:n|en)"),
            "sk": ("vojna", r"\bvoj(?:n|en)"),
            "nb": ("krig", r"krig"),  # also in a compound (Sumkrig)
            # also in a compound (Summenkrieg); Steal War is "Stapelklau", a card game's own name
            "de": ("Krieg", r"krieg|stapelklau"),
            "fr": ("bataille", r"\bbataille"),
            "uk": ("війна", r"\bвійн|\bвоєн"),
            "ar": ("حرب", r"حرب|حروب"),
        },
        {
            "fr": r"\bguerre\b",
            "es": r"\bbatalla",
            "pl": r"\bbitw",
            "sk": r"\bbitk",
            "nb": r"\bslag\b",
            "de": r"\bschlacht",
            "uk": r"\bбитв",
            "ar": r"معرك",
        },
    ),
    "peace": Concept(
        r"\bpeace\b",
        {
            "es": ("paz", r"\bpaz\b"),
            "pl": ("pokój", r"\bpok[oó]j"),
            "sk": ("mier", r"\bmier"),
            "nb": ("fred", r"\bfred"),
            "de": ("Frieden", r"\bfrieden"),
            "fr": ("paix", r"\bpaix\b"),
            "uk": ("мир", r"\bмир"),
            "ar": ("سلام", r"سلام"),
        },
        {},
    ),
    "round": Concept(
        r"\brounds?\b",
        {
            "es": ("ronda", r"\bronda"),
            "pl": ("runda", r"\brund"),
            "sk": ("kolo", r"\bkol(?:o|a|e|á|u|om|ách)\b|\bkôl\b"),
            "nb": ("runde", r"\brunde"),
            # also in a compound (Rundengrenze); "go round in circles" is "sich im Kreis drehen"
            "de": ("Runde", r"runde|im kreis"),
            "fr": ("tour", r"\btours?\b|tourner en rond"),  # "go round in circles"
            "uk": ("раунд", r"\bраунд"),
            "ar": ("جولة", r"جول|تدور"),  # "go round in circles": «تدور في حلقة»
        },
        {
            "fr": r"\bmanches?\b|\bround\b",
            "es": r"\bturno",
            "pl": r"\btur[ay]?\b",
            "sk": r"\bťah\b",
            "nb": r"\bomgang",
            "de": r"\bdurchgang",
            "uk": r"\bтур(?:и|у|і|ів)?\b",
            "ar": r"شوط|أشواط",
        },
    ),
    "jack": Concept(
        r"\bjacks?\b",
        {
            "es": ("jota", r"\bjota"),
            "pl": ("walet", r"\bwalet"),
            "sk": ("dolník", r"\bdolník"),
            "nb": ("knekt", r"\bknekt"),
            "de": ("Bube", r"\bbube"),
            "fr": ("valet", r"\bvalets?\b"),
            "uk": ("валет", r"\bвалет"),
            "ar": ("ولد", r"ولد"),
        },
        {
            "fr": r"\bjack",
            "es": r"\bsota",
            "pl": r"\bjopek",
            "sk": r"\bjack",
            "nb": r"\bjack",
            "de": r"\bjunge\b",
            "uk": r"\bджек",
            "ar": r"جاك|(?:^|\s)(?:ال)?شب(?:\s|$)|شاب|فارس",
        },
    ),
    "queen": Concept(
        r"\bqueens?\b",
        {
            "es": ("reina", r"\breina"),
            "pl": ("dama", r"\bdam[aęy]"),
            "sk": ("dáma", r"\bdám"),
            "nb": ("dame", r"\bdame"),
            "de": ("Dame", r"\bdame"),
            "fr": ("dame", r"\bdames?\b"),
            "uk": ("дама", r"\bдам(?:а|и|у|і|ою)\b"),
            "ar": ("ملكة", r"ملك(?:ة|ت)"),
        },
        {
            "fr": r"\breine",
            "es": r"\bdama\b",
            "pl": r"\bkrólow",
            "sk": r"\bkráľovn",
            "nb": r"\bdronning",
            "de": r"\bkönigin",
            "uk": r"\bкоролев",
            "ar": r"(?:^|\s)(?:ال)?بنت|داما",
        },
    ),
    "king": Concept(
        r"\bkings?\b",
        {
            "es": ("rey", r"\brey(?:es)?\b"),
            "pl": ("król", r"\bkr[óo]l(?!ow)"),
            "sk": ("kráľ", r"\bkráľ(?!ovn)"),
            "nb": ("konge", r"\bkonge"),
            "de": ("König", r"\bkönig(?!in)"),
            "fr": ("roi", r"\brois?\b"),
            "uk": ("король", r"\bкорол(?!ев)"),
            "ar": ("ملك", r"ملك(?!ة|ت)"),
        },
        {"ar": r"شايب"},
    ),
    "ace": Concept(
        r"\baces?\b",
        {
            "es": ("as", r"\bas(?:es)?\b"),
            "pl": ("as", r"\bas(?:a|em|y)?\b"),
            "sk": ("eso", r"\bes(?:o|a|u|om)\b"),
            "nb": ("ess", r"\bess(?:et)?\b"),
            "de": ("Ass", r"\bass(?:es)?\b"),
            "fr": ("as", r"(?:^|l[’']|\b(?:un|les|des|deux|quatre) )as\b"),  # not "tu as"
            "uk": ("туз", r"\bтуз"),
            "ar": ("آس", r"آس"),
        },
        {"ar": r"آص|إك[ّ]?ة"},
    ),
    "joker": Concept(
        r"\bjokers?\b",
        {
            "es": ("comodín", r"\bcomod[ií]n"),
            "pl": ("joker", r"\bjoker"),
            "sk": ("žolík", r"\bžolík"),
            "nb": ("joker", r"\bjoker"),
            "de": ("Joker", r"\bjoker"),
            "fr": ("joker", r"\bjokers?\b"),
            "uk": ("джокер", r"\bджокер"),
            "ar": ("جوكر", r"جوكر"),
        },
        {},
    ),
    # Steal War's move: taking another player's face-up pile. In Spanish card games "robar" is
    # to draw (the draw pile is "el montón de robo"), so the steal is "llevarse el montón".
    "steal": Concept(
        r"\bsteal(?:s|ing)?\b(?! war)",
        {
            "es": ("llevarse (el montón)", r"\bllev"),
            "pl": ("kraść", r"\bkra[dś]|\bukra|kradzie"),
            "sk": ("kradnúť", r"krad|krádež"),
            "nb": ("stjele", r"\bstj[eå]l|tyveri"),
            "de": ("klauen", r"\bklau|geklaut"),
            "fr": ("voler", r"\bvol(?:e|es|ent|er|é|ant)?\b"),
            "uk": ("красти", r"кра[дс]"),
            "ar": ("يخطف", r"خطف"),
        },
        {"es": r"\brob(?:a|as|an|ar|ó|ando|ado)\b|\bel robo\b"},
    ),
    # Comparing two numbers: the quiz and the explanations say it the same way.
    "more than": Concept(
        r"\bis more than\b",
        {
            "es": ("mayor que", r"\bmayor que\b"),
            "pl": ("większe od", r"\bwiększ\w* od\b"),
            "sk": ("väčšie ako", r"\bväčš\w* ako\b"),
            "nb": ("større enn", r"\bstørre enn\b"),
            "de": ("größer als", r"\bgrößer als\b"),
            "fr": ("plus grand que", r"\bplus grand\w* que\b"),
            "uk": ("більше за", r"\bбільш\w* за\b"),
            "ar": ("أكبر من", r"أكبر من"),
        },
        {
            "fr": r"\best plus que\b",
            "es": r"\bes más que\b",
            "pl": r"\bto więcej niż\b",
            "sk": r"\bje viac ako\b",
            "nb": r"\ber mer enn\b",
            "de": r"\bist mehr als\b",
            # "{high} більше ніж {low}": a number after it is "більше за" (NUSH textbooks).
            "uk": r"\bбільше,? ніж(?=\s\s|\s*\d|\s*$)",
        },
    ),
}

#: The languages whose glossary a native reviewer wrote: a new language joins when its reviewer
#: adds its terms (CONTRIBUTING.md, "Add a language"), every concept at once.
LANGS = [lang for lang in locale.LANGUAGES if lang in GLOSSARY["pile"].terms]

#: A message about a pile must not call it the deck.
CONFUSABLE = [("pile", "deck")]

_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def _plain(text: str) -> str:
    return _PLACEHOLDER.sub(" ", text)


def _catalogue(lang: str) -> dict[str, list[str]]:
    """Every translated form of every message, by key (from the .po, as translators edit it)."""
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from catalogues import parse_po  # type: ignore[import-not-found]

    path = locale.LOCALE_DIR / lang / "LC_MESSAGES" / f"{locale.DOMAIN}.po"
    return {e.msgctxt: e.msgstr for e in parse_po(path.read_text("utf-8")) if e.msgctxt}


def _english_forms(msg: locale.Message, count: int) -> list[str]:
    """The English text each translated form stands for (form 0 singular, the others plural)."""
    if msg.plural is None:
        return [msg.text] * count
    return [msg.text] + [msg.plural] * (count - 1)


def _matches(pattern: str, text: str) -> bool:
    return re.search(pattern, _plain(text), re.IGNORECASE) is not None


@pytest.mark.parametrize("lang", LANGS)
def test_every_concept_uses_the_glossary_term(lang: str) -> None:
    catalogue = _catalogue(lang)
    wrong = []
    for key, msg in locale.MESSAGES.items():
        forms = catalogue[key]
        for english, text in zip(_english_forms(msg, len(forms)), forms, strict=True):
            for concept, c in GLOSSARY.items():
                if _matches(c.en, english) and not _matches(c.terms[lang][1], text):
                    wrong.append(f"{key}: {concept!r} should be {c.terms[lang][0]!r}: {text}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_no_rival_terms(lang: str) -> None:
    wrong = []
    for key, forms in _catalogue(lang).items():
        for text in forms:
            for concept, c in GLOSSARY.items():
                rival = c.rivals.get(lang)
                if rival and _matches(rival, text):
                    wrong.append(f"{key}: use {c.terms[lang][0]!r} for {concept!r}: {text}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_a_pile_is_never_called_the_deck(lang: str) -> None:
    catalogue = _catalogue(lang)
    wrong = []
    for key, msg in locale.MESSAGES.items():
        forms = catalogue[key]
        for english, text in zip(_english_forms(msg, len(forms)), forms, strict=True):
            for concept, other in CONFUSABLE:
                a, b = GLOSSARY[concept], GLOSSARY[other]
                if (
                    _matches(a.en, english)
                    and not _matches(b.en, english)
                    and _matches(b.terms[lang][1], text)
                ):
                    wrong.append(f"{key}: {concept!r} written as {b.terms[lang][0]!r}: {text}")
    assert not wrong, "\n".join(wrong)


def test_the_glossary_covers_its_languages_alike_and_its_patterns_work() -> None:
    assert len(LANGS) >= 4  # es, pl, sk, nb at least
    for concept, c in GLOSSARY.items():
        assert set(c.terms) == set(LANGS), concept  # every concept in every glossary language
        assert set(c.rivals) <= set(LANGS), concept
        for lang, (term, pattern) in c.terms.items():
            # The term as written matches its own pattern (a typo in either shows here).
            assert _matches(pattern, term.split(" (")[0]), (concept, lang)


def test_the_checks_catch_a_wrong_term() -> None:
    """The test can fail: Polish 'talia' for a player's pile is caught by both checks."""
    text = "{name} zabiera kartę i kładzie ją pod spód swojej talii."
    english = "{name} wins the card and puts it under their pile."
    pile, deck = GLOSSARY["pile"], GLOSSARY["deck"]
    assert _matches(pile.en, english) and not _matches(pile.terms["pl"][1], text)
    assert _matches(deck.terms["pl"][1], text)
    assert _matches(GLOSSARY["flip"].rivals["es"], "Ana saca un 9.")


def test_english_says_more_than() -> None:
    """One term in the source too: "more than", never "greater than", in every message."""
    wrong = [
        key
        for key, msg in locale.MESSAGES.items()
        if re.search(r"\bgreater than\b", f"{msg.text} {msg.plural or ''}")
    ]
    assert not wrong, wrong
