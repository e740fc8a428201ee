"""Every classroom notebook runs top to bottom in a real kernel."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from war_widget.rules import PRESETS

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))


def _texts(cell: nbformat.NotebookNode) -> str:
    """Everything a cell's outputs show, as one text (streams, markdown, html)."""
    parts = []
    for out in cell.get("outputs", []):
        parts.append("".join(out.get("text", "")))
        for kind in ("text/markdown", "text/html"):
            parts.append("".join(out.get("data", {}).get(kind, "")))
    return "\n".join(parts)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_runs(path: Path, tmp_path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    ).execute()
    errors = [
        out
        for cell in nb.cells
        if cell.cell_type == "code"
        for out in cell.get("outputs", [])
        if out.get("output_type") == "error"
    ]
    assert not errors, errors

    check = CHECKS.get(path.stem)
    if check is not None:
        check(nb)


def _play_agrees(nb: nbformat.NotebookNode) -> None:
    """01_play after Run All: the state line under the table and the last printout say the
    same round and the same cards as the table (the line keeps up with the table)."""
    code = [c for c in nb.cells if c.cell_type == "code"]
    state = next(_texts(c) for c in code if "display_id=True" in c.source)
    last = _texts(code[-1])
    match = re.search(r"Round: (\d+) - cards: \[(\d+), (\d+)\]", last)
    assert match, last
    rnd, mine, theirs = match.groups()
    assert rnd == "5"
    assert f"**Round {rnd}** · cards: You {mine}, The computer {theirs}" in state, state


def _tour_draws_cards(nb: nbformat.NotebookNode) -> None:
    """04_rules_tour: every scene cell draws its cards (SVG) beside the explanation."""
    code = [c for c in nb.cells if c.cell_type == "code"]
    scenes = [c for c in code if "Scene(" in c.source]
    assert len(scenes) >= 14
    for c in scenes:
        html = _texts(c)
        assert "<svg" in html and "<title>" in html, c.source
    table = next(_texts(c) for c in code if "PresetTable(" in c.source)
    assert table.count("<tr>") == len(PRESETS) + 1, "a header and one row per preset"


CHECKS = {
    "01_play": _play_agrees,
    "04_rules_tour": _tour_draws_cards,
    "04_rules_tour_es": _tour_draws_cards,
}
