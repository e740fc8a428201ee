"""The languages the project speaks: the one list, one record per language.

Adding a language is adding its :class:`Language` to :data:`LANGUAGE_LIST` (then its catalogue
and its lessons, see CONTRIBUTING.md, "Add a language").  Everything else that depends on the
list follows it: :data:`war_widget.locale.LANGUAGES` and the tables beside it, the explanations'
capitals after a colon, the language menus, the site's language list, the README's lessons
table, and the tests, which run over every language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: What follows a colon where the code joins "label: text" begins with: ``None`` a small letter
#: (a name keeps its capital), ``"sentence"`` a capital before a whole sentence, ``"unit"`` a
#: capital after a label whatever follows.
ColonCase = Literal["sentence", "unit"] | None


@dataclass(frozen=True)
class Language:
    """One language: its code (ISO 639-1, the catalogue's folder) and how it writes."""

    code: str
    #: The language's name in itself, as a language menu lists it (not translated: a learner
    #: looks for their language's name as they write it).
    name: str
    #: The gettext plural rule, as written in the catalogue's header (checked by the tests).
    plural_forms: str
    #: Fewest digits a number needs before its thousands are grouped (CLDR
    #: minimumGroupingDigits: Spanish and Polish write 1000 but 10 000).
    min_grouping_digits: int = 4
    #: Capitals after a colon (:data:`ColonCase`).
    colon_case: ColonCase = None
    #: Other tags that mean this language (Norwegian without a written standard: bokmål).
    aliases: tuple[str, ...] = ()
    #: The direction the language is written in: ``"ltr"`` or ``"rtl"`` (Arabic); the one
    #: fact every page, sheet, notebook and widget reads for its ``dir``.
    direction: Literal["ltr", "rtl"] = "ltr"
    #: The digits a class in this language may read numbers in (``locale.DIGITS``: ``"latn"``
    #: 0-9, ``"arab"`` ٠-٩), the default first: the play widget's Settings offer a choice
    #: where there are two (Arabic: CLDR's ``ar`` writes 0-9, ``ar-EG`` ٠-٩).
    digits: tuple[str, ...] = ("latn",)
    #: What stands between the items of a list a learner reads ("12, 15"): Arabic's comma
    #: is « ، » (CLDR ar's list pattern).
    comma: str = ", "

    def __post_init__(self) -> None:
        if self.direction not in ("ltr", "rtl"):
            raise ValueError(
                f"Language {self.code!r}: direction must be 'ltr' or 'rtl', not {self.direction!r}"
            )


_TWO = "nplurals=2; plural=(n != 1);"

#: Every language, English (the source language) first, in the order menus list them.
LANGUAGE_LIST: tuple[Language, ...] = (
    Language("en", "English", _TWO),
    # RAE, Ortografía básica 4.5 e: a capital after a label, whatever unit of its own follows.
    Language("es", "Español", _TWO, min_grouping_digits=5, colon_case="unit"),
    Language(
        "pl",
        "Polski",
        "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        min_grouping_digits=5,
    ),
    Language("sk", "Slovenčina", "nplurals=3; plural=(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2);"),
    # Språkrådet: "Saka er klar: Båten er for dyr", a capital before a whole sentence.
    Language("nb", "Norsk bokmål", _TWO, colon_case="sentence", aliases=("no",)),
    # French: 0 and 1 are singular; CLDR groups from 1 000; a small letter after a colon.
    Language("fr", "Français", "nplurals=2; plural=(n > 1);"),
    # CLDR uk: 1000 is written 1 000 (grouping from four digits); a small letter after a colon.
    Language(
        "uk",
        "Українська",
        "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : "
        "n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
        min_grouping_digits=4,
    ),
    # Duden (D 80): a capital after a colon before a whole sentence; a noun keeps its capital
    # anywhere. CLDR de: 1.000 (grouped from four digits).
    Language("de", "Deutsch", _TWO, min_grouping_digits=4, colon_case="sentence"),
    # Written right to left; CLDR "ar" writes Western digits (0-9) since 2024.
    Language(
        "ar",
        "العربية",
        "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : "
        "n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
        direction="rtl",
        digits=("latn", "arab"),
        comma="، ",
    ),
)
