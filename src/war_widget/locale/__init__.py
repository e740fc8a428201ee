"""The messages explanations are made of, and the gettext catalogues that translate them.

Every sentence a learner reads is one entry of :data:`MESSAGES`: a whole
sentence in English with named placeholders (``{name}``, ``{count}``), and
for sentences whose grammar depends on a number an English plural.  The key
of an entry is its gettext *context* (``msgctxt``), so two sentences that
read the same in English can still be translated differently.  The messages
live in modules by feature (``_explain.py``, ``_widget.py``, ``_sim.py``...),
assembled once, in the template's order, by ``_catalogue.py``; the languages
are one list of records in ``_languages.py``.

Translations live in ``<lang>/LC_MESSAGES/war_widget.po`` next to this file,
compiled to ``war_widget.mo`` by ``tools/catalogues.py`` (standard library
only; a test checks the ``.mo`` files are up to date).  At run time the
standard library's :mod:`gettext` reads the ``.mo`` files, plural rules
included; English needs no catalogue because the messages are English.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from ._banner import TABLE_MESSAGES as TABLE_MESSAGES
from ._catalogue import MESSAGES as MESSAGES
from ._catalogue import MESSAGES_LIST as MESSAGES_LIST
from ._catalogue import UI_MESSAGES as UI_MESSAGES
from ._class_server import CLASS_MESSAGES as CLASS_MESSAGES
from ._classroom import CLASSROOM_MESSAGES as CLASSROOM_MESSAGES
from ._cli import ARGPARSE_MESSAGES as ARGPARSE_MESSAGES
from ._cli import CLI_HELP_MESSAGES as CLI_HELP_MESSAGES
from ._cli import CLI_MESSAGES as CLI_MESSAGES
from ._digits import DIGITS as DIGITS
from ._digits import LRM, written_in
from ._digits import check_digits as check_digits
from ._export import EXPORT_MESSAGES as EXPORT_MESSAGES
from ._languages import LANGUAGE_LIST as LANGUAGE_LIST
from ._languages import Language as Language
from ._lesson import LESSON_MESSAGES as LESSON_MESSAGES
from ._message import Message as Message
from ._message import _m as _m
from ._message import placeholders as placeholders
from ._quiz import QUIZ_KINDS as QUIZ_KINDS
from ._sheets import SHEET_MESSAGES as SHEET_MESSAGES
from ._sim import SIM_MESSAGES as SIM_MESSAGES
from ._speech import SPEECH_MESSAGES as SPEECH_MESSAGES
from ._speech import SPEECH_UI_MESSAGES as SPEECH_UI_MESSAGES
from ._steal import STEAL_MESSAGES as STEAL_MESSAGES
from ._steal import STEAL_UI_MESSAGES as STEAL_UI_MESSAGES
from ._table import TABLE_QUIZ_MESSAGES as TABLE_QUIZ_MESSAGES
from ._table import TABLE_UI_MESSAGES as TABLE_UI_MESSAGES
from ._tally import TALLY_MESSAGES as TALLY_MESSAGES

DOMAIN = "war_widget"
LOCALE_DIR = Path(__file__).resolve().parent

# Each table below is one field of the records in ``_languages.py``: edit the records, not these.

#: Languages with a catalogue (English is the source language).
LANGUAGES: tuple[str, ...] = tuple(lang.code for lang in LANGUAGE_LIST)

#: Each language by its own name, as a language menu lists them (not translated).
LANGUAGE_NAMES: dict[str, str] = {lang.code: lang.name for lang in LANGUAGE_LIST}

#: Tags that mean another supported language: Norwegian without a written standard is
#: written here in bokmål.
ALIASES: dict[str, str] = {tag: lang.code for lang in LANGUAGE_LIST for tag in lang.aliases}

#: gettext plural rules, as written in each catalogue's header (checked by the tests).
PLURAL_FORMS: dict[str, str] = {lang.code: lang.plural_forms for lang in LANGUAGE_LIST}

#: Fewest digits a number needs before its thousands are grouped (CLDR minimumGroupingDigits:
#: Spanish and Polish write 1000 but 10 000).
MIN_GROUPING_DIGITS: dict[str, int] = {
    lang.code: lang.min_grouping_digits for lang in LANGUAGE_LIST
}

#: The direction each language is written in (``"ltr"``, or ``"rtl"`` for Arabic): the ``dir``
#: of the widget, the sheets, the pages and the notebooks' text.
DIRECTIONS: dict[str, str] = {lang.code: lang.direction for lang in LANGUAGE_LIST}


def direction(lang: str) -> str:
    """``"rtl"`` or ``"ltr"``: how ``lang`` (a supported code) is written; ``"ltr"`` for
    any other code (a language without a catalogue falls back to English)."""
    return DIRECTIONS.get(lang, "ltr")


#: The comma between the items of a list in each language (``Language.comma``).
COMMAS: dict[str, str] = {lang.code: lang.comma for lang in LANGUAGE_LIST}


def listed(items: Iterable[str], lang: str) -> str:
    """``items`` as a list the learner reads: "12, 15"; in Arabic "12، 15"."""
    return COMMAS.get(lang, ", ").join(items)


#: Languages written right to left (``Language.direction``, where the list has it).
RIGHT_TO_LEFT: dict[str, bool] = {
    lang.code: getattr(lang, "direction", "ltr") == "rtl" for lang in LANGUAGE_LIST
}


class _English(gettext.NullTranslations):
    """The source language, and the fallback of every catalogue: it records what it was asked
    for, so a test can prove a catalogue translated every sentence it rendered."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[str] = set()

    def pgettext(self, context: str, message: str) -> str:
        self.asked.add(context)
        return message

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        self.asked.add(context)
        return msgid1 if n == 1 else msgid2


def normalize_language(lang: str) -> str:
    """``"es-ES"``, ``"es_ES"``, ``"ES"`` -> ``"es"``; ``ValueError`` listing the supported ones."""
    if isinstance(lang, str):
        base = lang.strip().replace("_", "-").split("-")[0].lower()
        base = ALIASES.get(base, base)
        if base in LANGUAGES:
            return base
    supported = ", ".join(repr(code) for code in LANGUAGES)
    raise ValueError(
        f"lang={lang!r} is not supported: lang must be one of {supported} "
        "(a tag such as 'es-ES' or 'pl_PL' falls back to its language)"
    )


@cache
def translation(lang: str) -> gettext.NullTranslations:
    """The catalogue of a supported language code (see :func:`normalize_language`)."""
    english = _English()
    if lang == "en":
        return english
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as fp:
        catalogue = gettext.GNUTranslations(fp)
    catalogue.add_fallback(english)
    return catalogue


def fallback(catalogue: gettext.NullTranslations) -> _English | None:
    """The English fallback of a catalogue (for tests: which messages were not translated)."""
    if isinstance(catalogue, _English):
        return None
    fb = getattr(catalogue, "_fallback", None)  # where the standard library keeps it
    return fb if isinstance(fb, _English) else None


def say(lang: str, key: str, **fields: object) -> str:
    """The message ``key`` in ``lang``, its ``{fields}`` filled in; without fields, the
    message as written (a template the front-end fills in)."""
    text = translation(lang).pgettext(key, MESSAGES[key].text)
    return text.format(**fields) if fields else text


def in_digits(text: str, digits: str, lang: str = "en", keep: Iterable[str] = ()) -> str:
    """``text`` as the learner reads it in ``digits`` (:data:`DIGITS`: ``"arab"`` writes
    ٩ > ٥, the language's separators between digits becoming ٬ and ٫); every ``keep`` (a
    game code) exactly as it is; in a left-to-right language each number is followed by a
    left-to-right mark, so "13 > 5" is drawn "١٣ > ٥", not "٥ < ١٣" (see ``_digits.LRM``).
    The one place numbers change their digits."""
    if digits == "latn":
        return text
    separators = (say(lang, "number.group"), say(lang, "sim.decimal"))
    mark = "" if RIGHT_TO_LEFT.get(lang, False) else LRM
    return written_in(text, digits, separators, keep, mark)


#: The most cards a pile can hold (a deck of numbers; the French deck has at most 54).
MAX_PILE = 64


def pile_words(lang: str) -> dict[str, str]:
    """``pile.<n>``: the words under a pile of *n* cards, for every *n* a pile can hold, each
    in the plural form its number takes (``"{count} karty"`` for 22 in Polish); the
    front-end fills in ``{count}``."""
    cat = translation(lang)
    msg = MESSAGES["ui.pile"]
    assert msg.plural is not None
    return {
        f"pile.{n}": cat.npgettext(msg.key, msg.text, msg.plural, n) for n in range(MAX_PILE + 1)
    }


#: The presets whose game has a name of its own that a translation replaces in children's
#: menus (ui.preset.<name>): the teacher's places add it beside (``own=True``).
OWN_NAMES = {"guerra_de_sumas": "Guerra de sumas"}


def preset_name(name: str, lang: str = "en", *, own: bool = False) -> str:
    """A preset's display name in a language (``ui.preset.<name>``), e.g. ``"Wojna (Polonia)"``:
    the name a child reads in the menus, in the child's language (``"Wojna na sumy"``).  With
    ``own``, where a teacher reads it, the game's own name is added beside it when the
    language's name is another (``"Sum War (Guerra de sumas)"``; Spanish: ``"Guerra de sumas"``).

    Names without a message (a preset added without one) fall back to the name with spaces.
    """
    key = f"ui.preset.{name}"
    if key not in MESSAGES:
        return name.replace("_", " ")
    lang = normalize_language(lang)
    shown = translation(lang).pgettext(key, MESSAGES[key].text)
    original = OWN_NAMES.get(name)
    if not own or original is None or shown.casefold() == original.casefold():
        return shown
    return say(lang, "ui.preset.own_name", name=shown, own=original)
