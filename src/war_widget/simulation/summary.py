"""What :meth:`~war_widget.simulation.Simulation.summary` reports: :class:`SimulationSummary`,
plain data (the words that tell it are :mod:`war_widget.simulation.words`)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any


@dataclass(frozen=True)
class SimulationSummary:
    """What :meth:`Simulation.summary` reports.  Shares are fractions from 0 to 1.

    ``ended_all_cards``: share of games won by someone holding every card;
    ``ended_within[L]``: share won that way within L rounds; ``reasons``: share
    of each end reason; ``seat_wins[s]``: share won by seat ``s`` (Steal War: by
    ``policies[s]``, with its 95% Wilson interval in ``seat_win_intervals[s]``); ``draws``:
    share drawn; ``wars_per_round``: wars fought over rounds played;
    ``first_round_war``: share of games whose first round had a war, next to
    ``first_round_war_exact``, the probability computed from the rules (None
    where :func:`first_flip_war_probability` does not compute it).
    """

    games: int
    requested: int
    cancelled: bool
    engine: str
    seed: int
    rules: dict[str, Any]
    mean_rounds: float
    median_rounds: float
    percentiles: dict[int, float]
    shortest: int
    longest: int
    longest_game: int
    ended_all_cards: float
    ended_within: dict[int, float]
    reasons: dict[str, float]
    wars_per_round: float
    wars_per_game: float
    first_round_war: float
    first_round_war_exact: Fraction | None
    seat_wins: tuple[float, ...]
    draws: float
    seconds: float
    policies: tuple[str, ...] = ()
    seat_win_intervals: tuple[tuple[float, float], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: the exact probability as a float and as text (``"1/17"``)."""
        exact = self.first_round_war_exact
        data = {k: getattr(self, k) for k in self.__dataclass_fields__}
        data["percentiles"] = {str(k): v for k, v in self.percentiles.items()}
        data["ended_within"] = {str(k): v for k, v in self.ended_within.items()}
        data["seat_wins"] = list(self.seat_wins)
        data["policies"] = list(self.policies)
        data["seat_win_intervals"] = [list(pair) for pair in self.seat_win_intervals]
        data["first_round_war_exact"] = None if exact is None else float(exact)
        data["first_round_war_exact_fraction"] = None if exact is None else str(exact)
        return data

    def rows(self) -> list[tuple[str, str]]:
        """The summary as (label, value) rows, for a table."""

        def pct(x: float) -> str:
            return f"{100 * x:.1f}%"

        rows = [
            (
                "games",
                f"{self.games:,}"
                + (f" of {self.requested:,} (cancelled)" if self.cancelled else ""),
            )
        ]
        rows.append(("mean rounds", f"{self.mean_rounds:,.1f}"))
        rows.append(("median rounds", f"{self.median_rounds:,.1f}"))
        for p in (5, 25, 75, 95):
            if p in self.percentiles:
                rows.append((f"{p}th percentile", f"{self.percentiles[p]:,.1f}"))
        rows.append(("shortest game", f"{self.shortest:,} rounds"))
        rows.append(("longest game", f"{self.longest:,} rounds (game {self.longest_game})"))
        rows.append(("won holding every card", pct(self.ended_all_cards)))
        for limit, share in self.ended_within.items():
            rows.append((f"… within {limit} rounds", pct(share)))
        for reason, share in self.reasons.items():
            if share and reason != "all_cards":
                rows.append((f"ended: {reason.replace('_', ' ')}", pct(share)))
        rows.append(("wars per round", f"{self.wars_per_round:.4f}"))
        rows.append(("wars per game", f"{self.wars_per_game:.2f}"))
        exact = self.first_round_war_exact
        exact_text = "" if exact is None else f" (exact: {exact} = {100 * float(exact):.2f}%)"
        rows.append(("war in round 1", pct(self.first_round_war) + exact_text))
        for seat, share in enumerate(self.seat_wins):
            if self.policies:
                low, high = self.seat_win_intervals[seat]
                label = f"won by seat {seat} ({self.policies[seat]})"
                rows.append((label, f"{pct(share)} (95% CI {100 * low:.1f}–{100 * high:.1f}%)"))
            else:
                rows.append((f"won by seat {seat}", pct(share)))
        rows.append(("draws", pct(self.draws)))
        return rows

    def __str__(self) -> str:
        rows = self.rows()
        width = max(len(label) for label, _ in rows)
        return "\n".join(f"{label:<{width}}  {value}" for label, value in rows)
