"""The numbers a lesson's text states, found by a scanner (tests/lessons/test_lesson_claims.py).

A number is found as a *token*: its kind and the number as the language writes it
(``("%", "5,9")``, ``("/", "1/17")``, ``("in", "3 in 51")``, ``("±", "5")``, ``(".", "0,96")``).
The scanner finds, in ``lessons/<lang>/<name>.md``:

- ``%``: a percentage, ``5.9 %``, ``5,9%``, and both ends of a range, ``98.1 – 98.6 %``;
- ``/``: a fraction ``a/b`` of whole numbers;
- ``in``: "N in M" written with digits, as each language says it: en "3 times in 51", es "3
  veces de cada 51" or "3 entre 51", pl "3 razy na 51", sk "3-krát z 51" or "zo 425", nb "3
  ganger av 51", uk "3 рази з 51", de "3-mal von 51", fr "3 fois sur 51" or "1 partie sur 75",
  ar "3 مرات من 19" or "1 من كل 7,000"
  (at most two words between N and the preposition, neither of them "and" or "or": "once in 66
  and once in 44" is two shares, not "66 in 44"; in Polish, whose "na" is also "on", only a
  counting word: razy, szanse, gier...), never a score's range ("26–26 na 31–21"); kept as "3
  in 51";
- ``±``: an interval's half width, ``±5``;
- ``.``: any other number with a decimal part (``0.96``, ``0,96``).

What it leaves out, on purpose and no more: whole numbers on their own (ages, minutes,
card values, rounds, the sizes of runs: a claim that is a whole number, "about 200 rounds",
is registered and its text checked, but a new one is not caught); numbers said in words
("one game in eight"); the spaces around ``%`` (Slovak "95 %" is a noun, "95%" the
adjective, "95% interval"; Polish writes none); and three parts of the text that are not
claims: code in backticks or fenced blocks (``seed=10**9``, ``Rules(numbers=8)``), web
addresses, and the plan's curriculum links (from ``<!-- plan: curriculum -->`` to the next
marker: "Real Decreto 157/2022", "7.SP.C.5" are names, not numbers).  HTML comments are
dropped but the lesson's header (``<!-- lesson``: its ``goal:`` may state 1/17) is read.
"""

from __future__ import annotations

import re
from pathlib import Path

LESSONS = Path(__file__).resolve().parent.parent / "lessons"

Token = tuple[str, str]

#: "N in M": the words that join N and M, in each language.
_IN = {
    "en": r"in|out of",
    "es": r"de cada|entre",
    "pl": r"na",
    "sk": r"zo|z",
    "nb": r"av",
    "fr": r"sur",
    "de": r"von|aus",
    "uk": r"з|із|зі",
    "ar": r"من(?: كل)?",
}
#: A number as each language writes it: en groups thousands with commas and writes a decimal
#: point, and so does ar with Western digits (CLDR's ``ar``: 20,000 and 5.9%); the others
#: group with a space (any kind: it is made a plain one first) and write a decimal comma.
_POINT = ("en", "ar")
_NUMBER = {
    **{lang: r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?" for lang in _POINT},
    **{lang: r"\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?" for lang in _IN if lang not in _POINT},
    # German groups thousands with a dot (Duden: 20.000) and writes a decimal comma.
    "de": r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?",
}
#: "and" and "or", in each language: never one of the words between N and "in" (Polish
#: allows only counting words there).
_AND = {
    "en": r"and|or",
    "es": r"y|e|o|u",
    "sk": r"a|aj|alebo|i",
    "nb": r"og|eller",
    "fr": r"et|ou",
    "de": r"und|oder",
    "uk": r"і|й|та|або|чи",
    # Arabic's "and" is a letter joined to the next word: no word beginning with و but
    # «واحد(ة)» ("one"); and «من» is also "than": "12 أكبر من 9" is a comparison (the
    # words are read without their short vowels: «بدلًا» is «بدلا»).
    "ar": r"أو|و(?!احد)\w*|أكبر|أصغر|أكثر|أقل|أطول|أقصر|أعلى|بدلا",
}
#: The languages this scanner reads (the languages of ``_IN``): a new language's lessons are
#: scanned once its native reviewer writes its patterns here and its claims in lesson_claims*.py
#: (CONTRIBUTING.md, "Add a language").
LANGS = tuple(_IN)

#: Polish "N ... na M": only these words may stand between N and "na".
_PL_COUNTING = (
    r"razy|szans\w*|seri\w*|gier|gry|gra|partii|partie|rozdań|rozdania|rozdanie|wojen|wojny"
)
#: Arabic joins a word to a number ("و1/221", "بـ43 لعبة من 100", "الـ51"): a space is put
#: between them; and its short vowels (tanwin: «تشغيلًا») are marks, not letters: left out.
_AR_JOINED = re.compile(r"([\u0600-\u06ff])(?=[\d±])")
_AR_MARKS = re.compile(r"[\u064b-\u065f\u0670]")
_SPACES = re.compile(r"[\u00a0\u202f\u2009\u2007]")
_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
_URL = re.compile(r"https?://\S+")
_COMMENT = re.compile(r"<!--(?! lesson\b).*?-->", re.S)
_CURRICULUM = re.compile(r"<!-- plan: curriculum -->.*?(?=<!-- (?:plan|cell):|\Z)", re.S)


def plain(text: str) -> str:
    """Every kind of space a plain one."""
    return _SPACES.sub(" ", text)


def lesson_text(name: str, lang: str) -> str:
    """The lesson's text the scanner reads (see the module's docstring for what is left out)."""
    text = (LESSONS / lang / f"{name}.md").read_text(encoding="utf-8")
    for drop in (_CURRICULUM, _CODE, _URL, _COMMENT):
        text = drop.sub(" ", text)
    return re.sub(r"\s+", " ", plain(text))  # a number's words may be wrapped


def lesson_names() -> list[str]:
    """Every lesson, by its English file (lesson 07 too, once it is there)."""
    return sorted(p.stem for p in (LESSONS / "en").glob("*.md"))


def scan(text: str, lang: str) -> list[Token]:
    """Every token in ``text`` (a lesson's text in ``lang``), in the order found by kind."""
    num = _NUMBER[lang]
    found: list[Token] = []
    if lang == "ar":
        text = _AR_JOINED.sub(r"\1 ", _AR_MARKS.sub("", text))

    def take(pattern: str, make: object) -> None:
        nonlocal text
        for m in re.finditer(pattern, text):
            found.extend(make(m))  # type: ignore[operator]
        text = re.sub(pattern, " ", text)

    edge = r"(?<![\w.,/])"
    take(
        # German joins the sign to a word with hyphens: "95-%-Intervall".
        rf"{edge}({num})(?: ?[–-] ?({num}))?(?: ?|-)%",
        lambda m: [("%", g) for g in m.groups() if g],
    )
    take(rf"± ?({num})", lambda m: [("±", m.group(1))])
    take(r"(?<![\w/.,])(\d+)/(\d+)(?![\w/])", lambda m: [("/", m.group(0))])
    if lang == "pl":
        words = rf"(?: (?:{_PL_COUNTING}))?"
    else:
        words = rf"(?: (?!(?:{_AND[lang]})\b)[^\W\d]+){{0,2}}"
    take(
        rf"(?<![\w.,/–-])(\d+)(?:-krát|-mal|{words}) (?:{_IN[lang]}) ({num})(?![\d–-])",
        lambda m: [("in", f"{m.group(1)} in {m.group(2)}")],
    )
    point = r"\." if lang in _POINT else ","
    take(rf"{edge}\d+{point}\d+(?![\d])", lambda m: [(".", m.group(0))])
    return found
