"""The widget's own words (``ui.*`` and ``quiz.*`` messages) in the learner's language."""

from __future__ import annotations

from .. import locale
from ..game.rules import Rules
from ..locale import say as say


def labels(lang: str) -> dict[str, str]:
    """The widget's own words (the ``ui.*`` messages) in a language, keyed without ``ui.``,
    each language's own name (``lang.<code>``) for the language menu, and the words under a
    pile of each size (``pile.<n>``, see :func:`war_widget.locale.pile_words`), and ``dir``:
    the direction the language is written in (``"ltr"`` or ``"rtl"``), the widget root's
    ``dir`` (the front-end decides nothing)."""
    cat = locale.translation(lang)
    words = {
        m.key[3:]: cat.pgettext(m.key, m.text)
        for m in locale.UI_MESSAGES
        if m.key.startswith("ui.") and m.plural is None
    }
    words.update({f"lang.{code}": name for code, name in locale.LANGUAGE_NAMES.items()})
    words.update(locale.pile_words(lang))  # one per number of cards: the plural is Python's
    words["dir"] = locale.direction(lang)
    return words


def rules_notice(rules: Rules, lang: str) -> str:
    """What the table says when new rules deal a new game (the preset's name, if one)."""
    matching = rules.matching_presets()
    if matching:
        return say(lang, "ui.notice.rules.preset", preset=locale.preset_name(matching[0], lang))
    return say(lang, "ui.notice.rules")


#: Languages a browser's voice may be tagged with for each of ours: its code and its aliases
#: (Norwegian Bokmål voices are often tagged ``no``).
_VOICE_LANGS = {lang.code: [lang.code, *lang.aliases] for lang in locale.LANGUAGE_LIST}


def voice_langs(lang: str) -> list[str]:
    """The voice languages (the part of a BCP 47 tag before ``-``) that speak ``lang``."""
    return list(_VOICE_LANGS.get(lang, [lang]))
