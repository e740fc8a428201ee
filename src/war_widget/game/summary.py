"""What a game (so far) looked like: :class:`Summary`, from the game's per-round history.

Pure: :func:`summarise` reads the rows of :meth:`Game.history <war_widget.game.engine.Game.history>`
(round 0 is the deal), so it imports nothing from the engine at run time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .records import Result, RoundRecord


@dataclass(frozen=True)
class Summary:
    """What a game (so far) looked like, for the end screen and for teachers.

    ``wars`` counts every war fought (a double war is two); ``war_rounds`` lists
    the rounds that had at least one; ``wars_won[s]`` is how many of those
    rounds seat ``s`` collected.  ``biggest_lead[s]`` is the largest margin by
    which seat ``s`` held more cards than every other seat (0 if never ahead).
    ``counts_per_round[r]`` are the counts after round ``r`` (``[0]``: the deal).
    """

    rounds: int
    wars: int
    war_rounds: tuple[int, ...]
    wars_won: tuple[int, ...]
    rounds_won: tuple[int, ...]
    longest_streak: tuple[int, ...]
    biggest_lead: tuple[int, ...]
    counts_per_round: tuple[tuple[int, ...], ...]
    winners: tuple[int | None, ...]
    result: Result | None


def summarise(
    history: Sequence[RoundRecord], players: int, rounds: int, result: Result | None
) -> Summary:
    """The :class:`Summary` of a game whose history is ``history`` (round 0 first)."""
    n = players
    winners = tuple(r.winner for r in history[1:])
    wars = tuple(r.wars for r in history[1:])
    war_rounds = tuple(i + 1 for i, w in enumerate(wars) if w)
    wars_won = [0] * n
    rounds_won = [0] * n
    streak = [0] * n
    longest = [0] * n
    for w, war in zip(winners, wars, strict=False):
        for s in range(n):
            streak[s] = streak[s] + 1 if w == s else 0
            longest[s] = max(longest[s], streak[s])
        if w is not None:
            rounds_won[w] += 1
            if war:
                wars_won[w] += 1
    counts_log = tuple(r.counts for r in history)
    lead = [0] * n
    for counts in counts_log:
        for s in range(n):
            others = max(c for o, c in enumerate(counts) if o != s)
            lead[s] = max(lead[s], counts[s] - others)
    return Summary(
        rounds=rounds,
        wars=sum(wars),
        war_rounds=war_rounds,
        wars_won=tuple(wars_won),
        rounds_won=tuple(rounds_won),
        longest_streak=tuple(longest),
        biggest_lead=tuple(lead),
        counts_per_round=counts_log,
        winners=winners,
        result=result,
    )
