"""A game as text a spreadsheet or a script reads: JSON or CSV (:meth:`Game.export`).

Pure standard library; it takes the game's code, rules, result and per-round history, so it
imports nothing from the engine at run time (the engine calls it, not the other way round).

An export is bounded: the first :data:`MAX_EXPORT_ROUNDS` rounds are written, and a longer
game says how many were left out (JSON: ``"rounds_left_out"``; CSV: a last line beginning
with ``#``).  A game that never ends runs to the engine's 100,000 rounds, 9 MB of JSON;
``limit=None`` writes every round.
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

#: Rounds an export writes at most (round 0, the deal, counted): about 1 MB of JSON.
MAX_EXPORT_ROUNDS = 10_000


def export_game(
    code: str,
    rules: Rules,
    result: Result | None,
    history: Sequence[RoundRecord],
    format: str = "json",
    *,
    limit: int | None = MAX_EXPORT_ROUNDS,
) -> str:
    """The game's code, rules, result and per round the winner, the wars and the counts.

    ``format`` is ``"json"`` or ``"csv"``; anything else is a ``ValueError`` naming both.
    At most ``limit`` rounds are written (the first ones; None: all), the rest counted.
    """
    if format not in ("json", "csv"):
        raise ValueError(f"format={format!r} is not allowed: format must be 'json' or 'csv'")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise ValueError(
            f"limit={limit!r} is not allowed: limit must be None or a whole number from 1"
        )
    left_out = 0 if limit is None else max(0, len(history) - limit)
    rows = history[: len(history) - left_out]
    if format == "json":
        return _json(code, rules, result, rows, left_out)
    return _csv(code, rules.players, rows, left_out)


def _json(
    code: str,
    rules: Rules,
    result: Result | None,
    history: Sequence[RoundRecord],
    left_out: int,
) -> str:
    rows: list[dict[str, Any]] = [
        {"round": r.round, "winner": r.winner, "wars": r.wars, "counts": list(r.counts)}
        for r in history
    ]
    data: dict[str, Any] = {
        "code": code,
        "rules": rules.to_dict(),
        "result": None
        if result is None
        else {"winner": result.winner, "reason": result.reason, "rounds": result.rounds},
        "rounds": rows,
    }
    if left_out:
        data["rounds_left_out"] = left_out
    return json.dumps(data, indent=1)


def _csv(code: str, players: int, history: Sequence[RoundRecord], left_out: int) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["code", "round", "winner", "wars", *[f"cards_seat_{s}" for s in range(players)]]
    )
    for r in history:
        winner = "" if r.winner is None else r.winner
        writer.writerow([code, r.round, winner, r.wars, *r.counts])
    if left_out:
        out.write(
            f"# {left_out} later rounds left out: an export writes at most {len(history)} "
            "(export(limit=None) writes them all)\n"
        )
    return out.getvalue()
