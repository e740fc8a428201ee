"""A game as text a spreadsheet or a script reads: JSON or CSV (:meth:`Game.export`).

Pure standard library; it takes the game's code, rules, result and per-round history, so it
imports nothing from the engine at run time (the engine calls it, not the other way round).
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .records import Result, RoundRecord
    from .rules import Rules


def export_game(
    code: str,
    rules: Rules,
    result: Result | None,
    history: Sequence[RoundRecord],
    format: str = "json",
) -> str:
    """The game's code, rules, result and per round the winner, the wars and the counts.

    ``format`` is ``"json"`` or ``"csv"``; anything else is a ``ValueError`` naming both.
    """
    if format == "json":
        return _json(code, rules, result, history)
    if format == "csv":
        return _csv(code, rules.players, history)
    raise ValueError(f"format={format!r} is not allowed: format must be 'json' or 'csv'")


def _json(code: str, rules: Rules, result: Result | None, history: Sequence[RoundRecord]) -> str:
    rows: list[dict[str, Any]] = [
        {"round": r.round, "winner": r.winner, "wars": r.wars, "counts": list(r.counts)}
        for r in history
    ]
    return json.dumps(
        {
            "code": code,
            "rules": rules.to_dict(),
            "result": None
            if result is None
            else {"winner": result.winner, "reason": result.reason, "rounds": result.rounds},
            "rounds": rows,
        },
        indent=1,
    )


def _csv(code: str, players: int, history: Sequence[RoundRecord]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["code", "round", "winner", "wars", *[f"cards_seat_{s}" for s in range(players)]]
    )
    for r in history:
        winner = "" if r.winner is None else r.winner
        writer.writerow([code, r.round, winner, r.wars, *r.counts])
    return out.getvalue()
