#!/usr/bin/env python3
"""Keep the explanation catalogues in step with the messages: standard library only.

    python tools/catalogues.py template   # write locale/war_widget.pot from the messages
    python tools/catalogues.py update     # add new messages to every .po, mark changed ones fuzzy
    python tools/catalogues.py compile    # compile every .po to its .mo
    python tools/catalogues.py check      # exit 1 if the .pot or any .mo is out of date
    python tools/catalogues.py init xx    # start the catalogue of a new language
    python tools/catalogues.py labels     # write js/labels.en.json (the widget's English labels,
                                          # for the front-end's unit tests), js/pile_words.json
                                          # (the pile words of every language) and
                                          # js/sim_words.{en,es}.json (the simulation widget's)

A new language: add its record to ``LANGUAGE_LIST`` in
``war_widget/locale/_languages.py`` (its code, name, gettext plural rule...),
run ``init xx``, translate the .po, then ``compile labels`` (CONTRIBUTING.md,
"Add a language").  The tests then demand every message, with its placeholders
and every plural form.

The messages live in ``war_widget.locale.MESSAGES`` (English, with a key used
as the gettext context); translators edit ``locale/<lang>/LC_MESSAGES/war_widget.po``
with any PO editor.  The compiled ``.mo`` files are committed so the package
needs nothing beyond the standard library's :mod:`gettext` at run time; this
compiler writes them byte for byte reproducibly (sorted entries, no hash
table, which GNU gettext and Python both accept), and the tests compare.
"""

from __future__ import annotations

import ast
import json
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from war_widget import locale  # noqa: E402

LOCALE = Path(locale.LOCALE_DIR)
TEMPLATE = LOCALE / f"{locale.DOMAIN}.pot"
LABELS = ROOT / "js" / "labels.en.json"
PILE_WORDS = ROOT / "js" / "pile_words.json"
#: The simulation widget's words in English and Spanish, for its front-end's unit tests.
SIM_WORDS = {lang: ROOT / "js" / f"sim_words.{lang}.json" for lang in ("en", "es")}


@dataclass
class Entry:
    """One PO entry."""

    msgid: str
    msgctxt: str | None = None
    msgid_plural: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    comments: list[str] = field(default_factory=list)  # '#. ' extracted comments
    flags: list[str] = field(default_factory=list)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags


# -- reading ----------------------------------------------------------------------------------
def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, got {text!r}")
    return ast.literal_eval(text)  # a PO string is a valid Python string literal


def parse_po(text: str, name: str = "<po>") -> list[Entry]:
    """Entries of a PO file, header (msgid "") included, obsolete (#~) ones skipped."""
    entries: list[Entry] = []
    cur: Entry | None = None
    last: str | None = None  # the keyword a continuation line extends
    index = 0
    comments: list[str] = []
    flags: list[str] = []

    def finish() -> None:
        nonlocal cur
        if cur is not None:
            entries.append(cur)
        cur = None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{lineno}"
        if not line:
            continue
        if line.startswith("#"):
            if cur is not None and last is not None and last.startswith("msgstr"):
                finish()
            if line.startswith("#~"):
                continue
            if line.startswith("#,"):
                flags.extend(f.strip() for f in line[2:].split(",") if f.strip())
            elif line.startswith("#."):
                comments.append(line[2:].strip())
            continue
        if line.startswith('"'):
            if cur is None or last is None:
                raise ValueError(f"{where}: a continuation line outside an entry")
            value = _unquote(line, where)
            if last == "msgctxt":
                cur.msgctxt = (cur.msgctxt or "") + value
            elif last == "msgid":
                cur.msgid += value
            elif last == "msgid_plural":
                cur.msgid_plural = (cur.msgid_plural or "") + value
            else:
                cur.msgstr[index] += value
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid") and (cur is None or (last or "").startswith("msgstr")):
            finish()
            cur = Entry("", comments=comments, flags=flags)
            comments, flags = [], []
        if cur is None:
            raise ValueError(f"{where}: {keyword} before msgid")
        value = _unquote(rest, where)
        if keyword == "msgctxt":
            cur.msgctxt = value
        elif keyword == "msgid":
            cur.msgid = value
        elif keyword == "msgid_plural":
            cur.msgid_plural = value
        elif keyword == "msgstr":
            cur.msgstr = [value]
            index = 0
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            index = int(keyword[7:-1])
            if index == 0:
                cur.msgstr = []
            if index != len(cur.msgstr):
                raise ValueError(f"{where}: {keyword} out of order")
            cur.msgstr.append(value)
        else:
            raise ValueError(f"{where}: unknown keyword {keyword!r}")
        last = keyword if not keyword.startswith("msgstr[") else "msgstr"
    finish()
    return entries


def header_fields(entries: list[Entry]) -> dict[str, str]:
    for e in entries:
        if e.msgid == "" and e.msgctxt is None:
            lines = [line.partition(":") for line in e.msgstr[0].splitlines() if ":" in line]
            return {k.strip(): v.strip() for k, _, v in lines}
    return {}


# -- writing ----------------------------------------------------------------------------------
def _quote(text: str) -> str:
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{out}"'


def _field(keyword: str, text: str) -> str:
    return f"{keyword} {_quote(text)}"


def format_entry(e: Entry) -> str:
    lines = [f"#. {c}" for c in e.comments]
    if e.flags:
        lines.append("#, " + ", ".join(e.flags))
    if e.msgctxt is not None:
        lines.append(_field("msgctxt", e.msgctxt))
    if e.msgid == "" and e.msgctxt is None:  # the header: one line per field
        lines.append('msgid ""')
        lines.append('msgstr ""')
        lines.extend(_quote(line + "\n") for line in e.msgstr[0].splitlines())
        return "\n".join(lines)
    lines.append(_field("msgid", e.msgid))
    if e.msgid_plural is not None:
        lines.append(_field("msgid_plural", e.msgid_plural))
        lines.extend(_field(f"msgstr[{i}]", s) for i, s in enumerate(e.msgstr))
    else:
        lines.append(_field("msgstr", e.msgstr[0]))
    return "\n".join(lines)


def format_po(entries: list[Entry]) -> str:
    return "\n\n".join(format_entry(e) for e in entries) + "\n"


def template_entries() -> list[Entry]:
    header = Entry(
        "",
        msgstr=[
            "Project-Id-Version: war_widget\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n"
            "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\n"
        ],
        comments=[
            "Messages of war_widget's explanations.  Keep every {placeholder}; the msgctxt is the",
            "message's key.  Written by tools/catalogues.py from war_widget/locale/__init__.py.",
        ],
    )
    entries = [header]
    for m in locale.MESSAGES_LIST:
        comments = [m.note] if m.note else []
        if m.plural is not None:
            comments.append(f"The plural form follows {{{m.count}}}.")
        msgstr = ["", ""] if m.plural is not None else [""]
        entries.append(Entry(m.text, m.key, m.plural, msgstr, comments, ["python-brace-format"]))
    return entries


def template_text() -> str:
    return format_po(template_entries())


def catalogues() -> dict[str, Path]:
    """The .po file of every translated language."""
    return {
        lang: LOCALE / lang / "LC_MESSAGES" / f"{locale.DOMAIN}.po"
        for lang in locale.LANGUAGES
        if lang != "en"
    }


def update_po(text: str, lang: str) -> str:
    """Merge the template into a catalogue: same order as the messages, translations kept,
    changed English marked fuzzy, new messages added untranslated."""
    old = {e.msgctxt: e for e in parse_po(text)}
    header = old.get(None)
    nplurals = int(locale.PLURAL_FORMS[lang].split(";")[0].split("=")[1])
    entries = []
    for t in template_entries():
        if t.msgctxt is None:
            entries.append(header or t)
            continue
        e = old.get(t.msgctxt)
        if e is None:
            t.msgstr = [""] * (nplurals if t.msgid_plural is not None else 1)
            entries.append(t)
            continue
        flags = [f for f in e.flags if f not in ("fuzzy", "python-brace-format")]
        if (e.msgid, e.msgid_plural) != (t.msgid, t.msgid_plural) or e.fuzzy:
            flags.insert(0, "fuzzy")
        entries.append(
            Entry(
                t.msgid,
                t.msgctxt,
                t.msgid_plural,
                e.msgstr,
                t.comments,
                [*flags, "python-brace-format"],
            )
        )
    return format_po(entries)


def sim_words_json(lang: str) -> str:
    """The simulation widget's ``words`` trait in ``lang``, as SimulationWidget sends it."""
    from war_widget.simulation.words import front_end_words

    return json.dumps(front_end_words(lang), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def labels_json() -> str:
    """The widget's English labels (``ui.*`` messages without ``ui.``), as WarWidget sends them."""
    labels = {
        m.key[3:]: m.text
        for m in locale.UI_MESSAGES
        if m.key.startswith("ui.") and m.plural is None
    }
    labels.update({f"lang.{code}": name for code, name in locale.LANGUAGE_NAMES.items()})
    labels.update(locale.pile_words("en"))
    labels["dir"] = locale.direction("en")
    return json.dumps(labels, ensure_ascii=False, indent=1) + "\n"


def pile_words_json() -> str:
    """The words under a pile of each size, in every language (``pile.<n>``), as WarWidget
    sends them in its labels: the front-end's unit tests check the plurals it shows."""
    words = {lang: locale.pile_words(lang) for lang in locale.LANGUAGES}
    return json.dumps(words, ensure_ascii=False, indent=1) + "\n"


# -- compiling --------------------------------------------------------------------------------
def compile_po(text: str, name: str = "<po>") -> bytes:
    """The .mo bytes of a PO file, as GNU msgfmt would compile it (fuzzy and untranslated
    entries left out), entries sorted, without the optional hash table."""
    table: dict[bytes, bytes] = {}
    for e in parse_po(text, name):
        if e.fuzzy and e.msgid != "":
            continue
        if not all(e.msgstr):
            continue
        key = e.msgid
        if e.msgctxt is not None:
            key = f"{e.msgctxt}\x04{key}"
        if e.msgid_plural is not None:
            key += "\x00" + e.msgid_plural
        table[key.encode("utf-8")] = "\x00".join(e.msgstr).encode("utf-8")
    keys = sorted(table)
    count = len(keys)
    header_size = 7 * 4
    originals = header_size
    translations = originals + count * 8
    data_start = translations + count * 8
    offsets_o: list[tuple[int, int]] = []
    offsets_t: list[tuple[int, int]] = []
    data = bytearray()
    for k in keys:
        offsets_o.append((len(k), data_start + len(data)))
        data += k + b"\x00"
    for k in keys:
        v = table[k]
        offsets_t.append((len(v), data_start + len(data)))
        data += v + b"\x00"
    out = bytearray(struct.pack("<7I", 0x950412DE, 0, count, originals, translations, 0, 0))
    for length, offset in offsets_o:
        out += struct.pack("<2I", length, offset)
    for length, offset in offsets_t:
        out += struct.pack("<2I", length, offset)
    out += data
    return bytes(out)


def init_po(lang: str) -> str:
    """A new, untranslated catalogue for ``lang`` (which must be in LANGUAGES)."""
    header = (
        f"Project-Id-Version: war_widget\nLanguage: {lang}\nMIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {locale.PLURAL_FORMS[lang]}\n"
    )
    return update_po(format_po([Entry("", msgstr=[header])]), lang)


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "init":
        lang = argv[1]
        if lang not in locale.LANGUAGES or lang == "en":
            print(f"add {lang!r} to LANGUAGE_LIST in war_widget/locale/_languages.py first")
            return 2
        po = LOCALE / lang / "LC_MESSAGES" / f"{locale.DOMAIN}.po"
        if po.exists():
            print(f"{po.relative_to(ROOT)} exists; use update")
            return 2
        po.parent.mkdir(parents=True, exist_ok=True)
        po.write_text(init_po(lang), "utf-8")
        print(f"wrote {po.relative_to(ROOT)}")
        return 0
    if command == "template":
        TEMPLATE.write_text(template_text(), "utf-8")
        print(f"wrote {TEMPLATE.relative_to(ROOT)}")
    elif command == "update":
        for lang, po in catalogues().items():
            po.write_text(update_po(po.read_text("utf-8"), lang), "utf-8")
            print(f"updated {po.relative_to(ROOT)}")
    elif command == "compile":
        for po in catalogues().values():
            mo = po.with_suffix(".mo")
            mo.write_bytes(compile_po(po.read_text("utf-8"), str(po)))
            print(f"compiled {mo.relative_to(ROOT)}")
    elif command == "labels":
        LABELS.write_text(labels_json(), "utf-8")
        print(f"wrote {LABELS.relative_to(ROOT)}")
        PILE_WORDS.write_text(pile_words_json(), "utf-8")
        print(f"wrote {PILE_WORDS.relative_to(ROOT)}")
        for lang, path in SIM_WORDS.items():
            path.write_text(sim_words_json(lang), "utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    elif command == "check":
        stale = []
        if not TEMPLATE.exists() or TEMPLATE.read_text("utf-8") != template_text():
            stale.append(str(TEMPLATE.relative_to(ROOT)))
        for po in catalogues().values():
            mo = po.with_suffix(".mo")
            if not mo.exists() or mo.read_bytes() != compile_po(po.read_text("utf-8"), str(po)):
                stale.append(str(mo.relative_to(ROOT)))
        if not LABELS.exists() or LABELS.read_text("utf-8") != labels_json():
            stale.append(str(LABELS.relative_to(ROOT)))
        if not PILE_WORDS.exists() or PILE_WORDS.read_text("utf-8") != pile_words_json():
            stale.append(str(PILE_WORDS.relative_to(ROOT)))
        for lang, path in SIM_WORDS.items():
            if not path.exists() or path.read_text("utf-8") != sim_words_json(lang):
                stale.append(str(path.relative_to(ROOT)))
        if stale:
            print("out of date (run `python tools/catalogues.py template compile labels`):", *stale)
            return 1
        print("catalogues up to date")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    args = sys.argv[1:] or ["check"]
    if args[0] == "init":
        sys.exit(main(args[:2]))
    status = 0
    for arg in args:
        status = status or main([arg])
    sys.exit(status)
