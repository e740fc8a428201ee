"""The command line on a terminal that is not UTF-8 (issue 33, part 8).

Before: ``PYTHONIOENCODING=ascii``, Windows' cp1252 and ``LC_ALL=POSIX`` (with Python's UTF-8
mode off, ``PYTHONUTF8=0``: Python 3.7+ turns it on for the POSIX locale by itself) stopped
``python -m war_widget`` with a ``UnicodeEncodeError`` at the first ``♣``, ``−`` or Polish
letter.  Now what the stream cannot encode is written in plain letters (``9S``, ``Kral``),
what it can is left alone (cp1252 keeps ``á``), and nothing is escaped as ``\\u0119``.

Each environment runs in a fresh process, in each language: a game (names with accents, the
detailed explanations: suits, signs), Steal War's game, a simulation's summary and progress,
an error, and a printable sheet on stdout (UTF-8 as its page says, whatever the terminal).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from war_widget.cli.commands import _say
from war_widget.cli.text import cut, plain, plain_letters, typed
from war_widget.locale import LANGUAGES, say
from war_widget.sheets import sheet

SRC = Path(__file__).resolve().parents[2] / "src"

#: The environments, and the encoding each gives stdout.
TERMINALS = {
    "ascii": ({"PYTHONIOENCODING": "ascii"}, "ascii"),
    "cp1252": ({"PYTHONIOENCODING": "cp1252"}, "cp1252"),
    "posix": ({"LC_ALL": "POSIX", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"}, "ascii"),
}

NAMES = "Král,Łucja"

SCRIPT = """
import sys
from war_widget.cli.commands import main
lang, names = sys.argv[1], sys.argv[2]

def call(*args):
    try:
        code = main(list(args))
    except SystemExit as stop:
        code = stop.code
    sys.stdout.flush()
    sys.stderr.flush()
    print("\\n#rc", code, flush=True)

call("play", "--auto", "--seed", "3", "--lang", lang, "--names", names, "--set", "round_limit=40")
call("play", "--auto", "--preset", "steal_war", "--seed", "4", "--lang", lang, "--names", names)
call("simulate", "--lang", lang, "--games", "3000", "--seed", "1")
call("play", "--lang", "\\u017c\\u00f3\\u0142w")  # ASCII: the POSIX locale reads no more
"""


def _environment(extra: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("LC_", "PYTHONIO", "PYTHONUTF8")) and k != "LANG"}  # fmt: skip
    env["PYTHONPATH"] = str(SRC)
    env.update(extra)
    return env


def _as(text: str, encoding: str) -> str:
    """``text`` as a terminal in ``encoding`` should show it: unchanged where it can encode
    it, else in plain letters."""
    return "".join(c if _encodes(c, encoding) else plain(c) for c in text)


def _encodes(char: str, encoding: str) -> bool:
    try:
        char.encode(encoding)
    except UnicodeEncodeError:
        return False
    return True


# make test: every terminal and every language, each language in one terminal (en and sk in
# ascii, es and nb in cp1252, pl in posix); the other pairs are marked slow (make test-slow).
PAIRS = [
    pytest.param(
        terminal,
        lang,
        id=f"{terminal}-{lang}",
        marks=() if j % len(TERMINALS) == i else pytest.mark.slow,
    )
    for j, lang in enumerate(LANGUAGES)
    for i, terminal in enumerate(TERMINALS)
]


@pytest.mark.parametrize(("terminal", "lang"), PAIRS)
def test_every_command_writes_plain_letters_where_the_terminal_cannot(
    terminal: str, lang: str
) -> None:
    extra, encoding = TERMINALS[terminal]
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, lang, NAMES],
        env=_environment(extra),
        capture_output=True,
        timeout=120,
    )
    out = done.stdout.decode(encoding)  # strict: every byte is the terminal's
    err = done.stderr.decode(encoding)
    assert "Traceback" not in err and "\\u" not in err and "\\x" not in err, err[-2000:]
    assert re.findall(r"#rc (\S+)", out) == ["0", "0", "0", "2"], out[-2000:]
    assert done.returncode == 0
    assert _as("Král", encoding) in out and "Lucja" in out and "Łucja" not in out
    # A card's suit is its letter where the terminal has no ♠ ♥ ♦ ♣ (cp1252 has none).
    assert re.search(r"\b(?:[2-9]|10) [SHDC]\b", out), out[:2000]
    replay = _say(lang, "cli.replay", command="python -m war_widget play --code ")
    assert _as(replay, encoding) in out
    assert _as(say(lang, "ui.code"), encoding) in out
    # The error is one line, the language tag typed quoted in plain letters.
    assert "error: lang=" + repr(_as("żółw", encoding)) in err
    if encoding == "ascii":
        assert out.isascii() and err.isascii()


@pytest.mark.parametrize("terminal", list(TERMINALS))
def test_the_module_entry_point_and_a_sheet_on_stdout(terminal: str) -> None:
    extra, encoding = TERMINALS[terminal]
    env = _environment(extra)
    game = subprocess.run(
        [sys.executable, "-m", "war_widget", "play", "--auto", "--seed", "3", "--lang", "pl"],
        env=env, capture_output=True, timeout=120,
    )  # fmt: skip
    assert game.returncode == 0, game.stderr.decode(encoding, "replace")[-2000:]
    assert _as("Kod gry", encoding) in game.stdout.decode(encoding)
    page = subprocess.run(
        [sys.executable, "-m", "war_widget", "sheet", "25X", "--activity", "win", "--lang", "sk"],
        env=env, capture_output=True, timeout=120,
    )  # fmt: skip
    assert page.returncode == 0, page.stderr.decode(encoding, "replace")[-2000:]
    # The page says <meta charset="utf-8">: its bytes are UTF-8, the same as saved with -o.
    assert page.stdout.decode("utf-8") == sheet("25X", "win", lang="sk").html


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("9♠ K♥ 10♦ A♣", "9S KH 10D AC"),
        ("Král Łucja Žofia Ørjan Ærlig Straße", "Kral Lucja Zofia Orjan AErlig Strasse"),
        ("¡Ganas! ¿Guerra o paz?", "Ganas! Guerra o paz?"),
        ("13 − 5 = 8 · a–b — «x» „y” 1 204…", '13 - 5 = 8 - a-b - "x" "y" 1 204...'),
        ("\u2068Ana\u2069 \u200bx\u0301", "Ana x"),  # direction isolates, zero width, accent
        ("½ ▶ ☐ ✓ 漢", "1/2 > [ ] v ?"),
    ],
)
def test_plain_letters(text: str, shown: str) -> None:
    assert "".join(plain(c) for c in text) == shown
    assert text.encode("ascii", "war_widget.plain").decode("ascii") == shown


def test_a_byte_that_was_not_text_goes_out_as_it_came() -> None:
    smuggled = os.fsdecode(b"caf\xe9")  # as a POSIX locale decodes a Latin-1 name
    assert smuggled.encode("ascii", "war_widget.plain") == b"caf\xe9"
    assert typed(smuggled) == smuggled  # not UTF-8: left as it came
    assert typed("Kr\udcc3\udca1l") == "Král"  # UTF-8 typed, read by an ASCII locale
    with pytest.raises(UnicodeDecodeError):
        plain_letters(UnicodeDecodeError("ascii", b"\xff", 0, 1, "no"))


def test_a_long_value_is_quoted_short() -> None:
    code = "A" * 100_000
    said = cut(f"error: code={code!r} is not a game code: read it again")
    assert len(said) < 160 and said.endswith("is not a game code: read it again")
    assert "…' (100,000 characters)" in said
    assert cut("short words stay whole") == "short words stay whole"
    assert all(unicodedata.category(c) != "Cc" for c in said)
