"""What the simulation widget says, in the learner's language: names, numbers, table, notes.

The :class:`~war_widget.simulation.widget.SimulationWidget` sends these
strings to the front-end ready to show; every word comes from the ``sim.*``
messages of the catalogues (:mod:`war_widget.locale`), so the widget speaks
the five languages of the play widget.  Nothing here imports Jupyter.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .. import locale
from ..explain.words import after_colon
from ..game.rules import PRESETS, Rules
from ..locale import say as say
from ..locale._sim import SIM_MESSAGES
from .exact import first_flip_war_probability

if TYPE_CHECKING:
    from .summary import SimulationSummary

#: The options the widget's menus offer, in the order a series name lists them.
MENU_OPTIONS = ("players", "face_down", "pickup", "round_limit")
#: The pick-ups a series name says in words of its own (``sim.diff.*``); the others are
#: named as the rules menu names them (``ui.pickup.*``).
SERIES_PICKUPS = ("shuffled", "table", "won_pile")


def number(value: float, lang: str, decimals: int = 0) -> str:
    """``value`` as the language writes it: ``12,345.6`` in English, ``12 345,6`` in Spanish."""
    if isinstance(value, float) and not math.isfinite(value):
        return "—"
    text = f"{abs(value):.{decimals}f}"
    whole, _, frac = text.partition(".")
    if len(whole) >= locale.MIN_GROUPING_DIGITS[lang]:
        group = say(lang, "number.group")
        parts: list[str] = []
        while whole:
            parts.insert(0, whole[-3:])
            whole = whole[:-3]
        whole = group.join(parts)
    sign = "-" if value < 0 and float(text) != 0 else ""
    return sign + whole + (say(lang, "sim.decimal") + frac if frac else "")


def games_asked(games: int, sets: int, lang: str) -> str:
    """The games a run asks for: ``"1,000,000"``, or ``"2 × 1,000,000"`` for two rule sets
    (each plays the number asked for; their sum would read as if more were asked)."""
    each = number(games, lang)
    return each if sets == 1 else f"{sets} × {each}"


def percent(share: float, lang: str, decimals: int = 1) -> str:
    return say(lang, "sim.percent", value=number(100 * share, lang, decimals))


def differences(rules: Rules, preset: str) -> list[str]:
    """The options in which ``rules`` differ from the preset ``preset``."""
    theirs = Rules.preset(preset).to_dict()
    return [k for k, v in rules.to_dict().items() if v != theirs[k]]


def closest_preset(rules: Rules) -> str:
    """The preset the rules differ least from.  A different round limit counts half: the
    seeds offer limits as a choice ("40 rounds, or 240"), so Guerra de Cartas without a
    limit is still Guerra de Cartas, not another preset that differs in where won cards go.
    """
    best, best_cost = "", math.inf
    for name in PRESETS:
        cost = sum(0.5 if k == "round_limit" else 1 for k in differences(rules, name))
        if cost < best_cost:
            best, best_cost = name, cost
    return best


def series_name(rules: Rules, lang: str, preset: str | None = None) -> str:
    """``"Guerra de Cartas, 240-round limit"``: the preset the rules came from (or the
    closest one) and what differs from it."""
    preset = preset if preset in PRESETS else closest_preset(rules)
    assert preset is not None
    diff = differences(rules, preset)
    parts = [locale.preset_name(preset, lang)]
    for option in MENU_OPTIONS:
        if option not in diff:
            continue
        value = getattr(rules, option)
        if option == "round_limit":
            parts.append(
                say(lang, "sim.diff.no_limit")
                if value is None
                else say(lang, "sim.diff.limit", limit=value)
            )
        elif option == "players":
            parts.append(say(lang, "sim.diff.players", players=value))
        elif option == "face_down":
            parts.append(
                say(lang, "sim.diff.by_rank")
                if value == "by_rank"
                else say(lang, "sim.diff.face_down", count=value)
            )
        elif value in SERIES_PICKUPS:
            parts.append(say(lang, f"sim.diff.{value}"))
        else:  # the fixed pick-up orders: the menu's own words
            parts.append(say(lang, f"ui.pickup.{value}"))
    if any(option not in MENU_OPTIONS for option in diff):
        parts.append(say(lang, "sim.diff.other"))
    return locale.listed(parts, lang)


def front_end_words(lang: str, digits: str = "latn") -> dict[str, str]:
    """The ``sim.*`` labels the front-end shows (keys without ``sim.``; their numbers, "95%",
    in ``digits``), each preset's display name (``preset.<name>``), how numbers are written
    (``number.group``, ``number.min_grouping``, ``decimal``: the front-end writes the
    numbers it formats in the ``digits`` trait's) and ``dir`` (Arabic: right to left)."""
    words = {m.key[4:]: say(lang, m.key) for m in SIM_MESSAGES if "{" not in m.text}
    words.update({m.key[4:]: say(lang, m.key) for m in SIM_MESSAGES if "{" in m.text})
    words.update({f"preset.{name}": locale.preset_name(name, lang) for name in PRESETS})
    words = {key: locale.in_digits(text, digits, lang) for key, text in words.items()}
    words["number.group"] = say(lang, "number.group")
    words["number.min_grouping"] = str(locale.MIN_GROUPING_DIGITS[lang])
    words["dir"] = locale.direction(lang)
    return words


def shown_in(
    shown: Any,
    digits: str,
    lang: str,
    keep: Sequence[str] = (),
    as_they_are: frozenset[str] = frozenset(),
) -> Any:
    """``shown`` (a text, or lists and dicts of them) as the learner reads it: every text's
    numbers in ``digits`` (:func:`war_widget.locale.in_digits`), each ``keep`` (a seed, a
    file's name, what was typed) as it is; numbers, and a dict's entries named in
    ``as_they_are`` (what a machine reads), unchanged."""
    if digits == "latn":
        return shown
    if isinstance(shown, str):
        return locale.in_digits(shown, digits, lang, keep)
    if isinstance(shown, list):
        return [shown_in(x, digits, lang, keep, as_they_are) for x in shown]
    if isinstance(shown, dict):
        return {
            k: v if k in as_they_are else shown_in(v, digits, lang, keep, as_they_are)
            for k, v in shown.items()
        }
    return shown


def table(
    summaries: Sequence[SimulationSummary], names: Sequence[str], lang: str
) -> dict[str, Any]:
    """The summaries side by side in the learner's words: each fact once (the first flip's
    war chance has its own sentence, so it is not repeated here)."""
    columns = [_rows(s, lang) for s in summaries]
    order: list[str] = []
    for rows in columns:
        order += [label for label in rows if label not in order]
    return {
        "header": ["", *names[: len(summaries)]],
        "rows": [[label, *(rows.get(label, "—") for rows in columns)] for label in order],
    }


def _rows(s: SimulationSummary, lang: str) -> dict[str, str]:
    def n(x: float, decimals: int = 0) -> str:
        return number(x, lang, decimals)

    rows = {
        say(lang, "sim.row.games"): (
            say(lang, "sim.row.of", played=n(s.games), requested=n(s.requested))
            if s.cancelled
            else n(s.games)
        ),
        say(lang, "sim.row.mean"): n(s.mean_rounds, 1),
        say(lang, "sim.row.median"): n(s.median_rounds, 1),
        say(lang, "sim.row.middle"): say(
            lang, "sim.range", low=n(s.percentiles[25]), high=n(s.percentiles[75])
        ),
        say(lang, "sim.row.shortest"): n(s.shortest),
        say(lang, "sim.row.longest"): n(s.longest),
        say(lang, "sim.row.all_cards"): percent(s.ended_all_cards, lang),
    }
    for limit, share in s.ended_within.items():
        rows[say(lang, "sim.row.within", limit=n(limit))] = percent(share, lang)
    for reason, share in s.reasons.items():
        if share and reason != "all_cards":
            rows[say(lang, f"sim.row.{reason}")] = percent(share, lang)
    rows[say(lang, "sim.row.wars")] = n(s.wars_per_game, 2)
    for seat, share in enumerate(s.seat_wins):
        if not s.policies:
            rows[say(lang, "sim.row.won_by", number=seat + 1)] = percent(share, lang)
            continue
        # Steal War: each seat's policy, and the 95% interval of its share of wins.
        policy = say(lang, f"sim.policy.{s.policies[seat]}")
        label = say(lang, "sim.row.won_by.policy", number=seat + 1, policy=policy)
        low, high = (percent(x, lang) for x in s.seat_win_intervals[seat])
        rows[label] = say(
            lang, "sim.share.interval", share=percent(share, lang), low=low, high=high
        )
    rows[say(lang, "sim.row.draws")] = percent(s.draws, lang)
    return rows


def first_war(rules: Rules, summary: SimulationSummary, lang: str, name: str) -> dict[str, Any]:
    """The chance of a war at the first flip: exact and simulated, in one sentence."""
    exact = first_flip_war_probability(rules)
    wars = round(summary.first_round_war * summary.games)
    fields: dict[str, object] = {
        "simulated": percent(summary.first_round_war, lang, 2),
        "wars": number(wars, lang),
        "games": number(summary.games, lang),
    }
    if exact is None:
        text = say(lang, "sim.first_war.simulated", **fields)
    else:
        text = say(
            lang,
            "sim.first_war",
            exact=str(exact),
            percent=percent(float(exact), lang, 2),
            **fields,
        )
    return {
        "exact": None if exact is None else float(exact),
        "exact_text": "" if exact is None else str(exact),
        "simulated": summary.first_round_war,
        "wars": wars,
        "games": summary.games,
        # After the rules' name and a colon, a phrase: small in every language.
        "text": f"{name}: {after_colon(text, lang, whole=False)}" if name else text,
        "note": first_war_note(rules, lang),
    }


def first_war_note(rules: Rules, lang: str = "en") -> str:
    """In words: what the exact chance of a war at the first flip counts."""
    exact: Fraction | None = first_flip_war_probability(rules)
    if exact is None:
        ask = rules.peace == "ask"
        return say(lang, "sim.note.not_computed.ask" if ask else "sim.note.not_computed")
    if rules.peace == "always":
        return say(lang, "sim.note.peace_always")
    cards = rules.new_deck()
    values = Counter(rules.value(c.rank) for c in cards)
    peace = "" if rules.peace == "never" else " " + say(lang, "sim.note.peace")
    if rules.flip == 1 and rules.players == 2 and len(set(values.values())) == 1:
        same = next(iter(values.values())) - 1
        return say(lang, "sim.note.same_value", same=same, others=len(cards) - 1) + peace
    shown = say(
        lang, "sim.note.one_card" if rules.flip == 1 else "sim.note.two_cards", cards=len(cards)
    )
    war = "sim.note.lowest_shared" if rules.lowest_wins else "sim.note.highest_shared"
    war = "sim.note.two_equal" if rules.multiway == "war_is_superior" else war
    return f"{shown} {say(lang, war, players=rules.players)}{peace}"


def running_point(count: int, total: float, squares: float) -> list[float]:
    """[games, mean, low, high]: the mean game length so far and its 95 % interval
    (normal approximation: mean ± 1.96 standard errors)."""
    mean = total / count
    if count < 2:
        return [count, mean, mean, mean]
    variance = max(0.0, (squares - count * mean * mean) / (count - 1))
    half = 1.96 * math.sqrt(variance / count)
    return [count, mean, mean - half, mean + half]
