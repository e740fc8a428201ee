"""The C kernel's option slots and codes come from the Python (issue 44): ``csrc/kernel/options.h``
is what ``tools/kernel_header.py`` writes from ``_fast/options.py`` and ``arithmetic.py``,
``common.h`` keeps no copy of them, and the WebAssembly module carries the options layout it
was built for, which the host checks."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from war_widget.game import arithmetic, engine, policies, rules
from war_widget.kernel import options, wasm

ROOT = Path(__file__).resolve().parents[2]
KERNEL = ROOT / "csrc" / "kernel"


def _generator():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import kernel_header
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return kernel_header


def _defined(text: str) -> dict[str, str]:
    return dict(re.findall(r"^#define (\w+) (.+)$", text, re.M))


def test_the_committed_header_is_what_the_generator_writes() -> None:
    assert (KERNEL / "options.h").read_text("utf-8") == _generator().text(), (
        "csrc/kernel/options.h is stale: run python tools/kernel_header.py, then make wasm"
    )


def test_a_new_slot_makes_the_committed_header_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    # the control: the comparison above can fail
    generator = _generator()
    committed = (KERNEL / "options.h").read_text("utf-8")
    monkeypatch.setattr(options, "SLOTS", (*options.SLOTS, "war_cap"))
    monkeypatch.setattr(options, "LAYOUT", options.layout())
    written = generator.text()
    assert written != committed
    assert f"#define OPT_WAR_CAP {len(options.SLOTS) - 1}" in written
    assert generator.main(["--check"]) == 1


def test_the_header_holds_every_slot_and_code_and_common_h_none() -> None:
    defined = _defined((KERNEL / "options.h").read_text("utf-8"))
    for i, slot in enumerate(options.SLOTS):
        assert defined[f"OPT_{slot.upper()}"] == str(i)
    for name, value in options.codes().items():
        assert defined[name] == (str(value) if value >= 0 else f"({value})"), name
    assert defined["WW_OPTIONS_LAYOUT"] == str(options.LAYOUT)
    for path in KERNEL.iterdir():
        if path.name != "options.h":
            copies = set(_defined(path.read_text("utf-8"))) & set(defined)
            assert not copies, f"{path.name} defines {sorted(copies)} again: options.h has them"
    assert '#include "options.h"' in (KERNEL / "common.h").read_text("utf-8")


def test_each_code_is_the_index_of_its_word() -> None:
    # the codes the slots hold are the words' places in the Python's tuples
    codes = options.codes()
    named = [
        ("COMBINE_", rules.COMBINES),
        ("PICKUP_", rules.PICKUPS),
        ("STEAL_", rules.STEALS),
        ("POLICY_", policies.POLICY_NAMES),
        ("", engine.END_REASONS),
    ]
    for prefix, words in named:
        assert [codes[prefix + w.upper()] for w in words] == list(range(len(words))), prefix
    assert codes["FACE_DOWN_BY_RANK"] == arithmetic.FACE_DOWN_BY_RANK


def test_the_layout_changes_with_a_slot_or_a_code(monkeypatch: pytest.MonkeyPatch) -> None:
    today = options.layout()
    assert 0 < today < 2**31 and today == options.LAYOUT
    monkeypatch.setattr(options, "SLOTS", tuple(reversed(options.SLOTS)))
    assert options.layout() != today
    monkeypatch.undo()
    monkeypatch.setattr(arithmetic, "FEW_CARDS_DOWN", 3)
    assert options.layout() != today


@pytest.mark.skipif(not wasm.available(), reason="wasmtime is not installed")
def test_the_module_carries_its_layout_and_another_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(wasm, "_HOSTS", {})
    assert wasm.host().call("ww_options_layout") == options.LAYOUT
    monkeypatch.setattr(wasm, "_HOSTS", {})
    monkeypatch.setattr(wasm, "LAYOUT", options.LAYOUT ^ 1)
    with pytest.raises(wasm.KernelFileError, match="built for other rule options") as caught:
        wasm.host()
    assert "tools/kernel_header.py" in str(caught.value)
