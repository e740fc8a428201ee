"""What a lesson's claim is (tests/lessons/test_lesson_claims.py): :class:`Claim`, the band a stated
value covers, the bands a computation gives, and how each language writes the number.

The claims themselves are in tests/lesson_claims_exact.py (exact counts: the first flip, the
pupils' wrong answers, intervals' widths, the tiny decks) and tests/lesson_claims_simulated.py
(simulations with the lessons' seed: game lengths, wars, rule changes, Steal War).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from lesson_numbers import Token
from war_widget.lessons.say import Say

SEED = 2024  # the lessons' seed (tools/notebook_probability*.py)
Band = tuple[float, float]
Written = Callable[[Say], list[Token]]

P01, P03, P04, P05, P06 = (
    ("01_play",),
    ("03_probability",),
    ("04_rules_tour",),
    ("05_forever",),
    ("06_probability_more",),
)
P03_06 = ("03_probability", "06_probability_more")
P07 = ("07_true",)
# "about one in N" said in words holds within a tenth of 1/N (10.8 % is "about one in ten").
WORDS = 0.2


@dataclass(frozen=True)
class Claim:
    """``said``: the lesson's words (English); ``stated``: the band the stated value covers
    at the lesson's precision; ``compute(full)``: the band the computation gives (an exact
    value: both ends equal); ``relation``: "≈" the bands meet, "<" / ">" the computation is
    below / above the stated value; ``written(say)``: its tokens in that language (kind "n":
    a whole number, looked for as a word; the others must be among the scanner's tokens);
    ``slow``: the full computation is slow (make test-slow), and ``quick`` says whether a
    smaller run of it (``compute(False)``) checks it in make test meanwhile."""

    key: str
    lessons: tuple[str, ...]
    said: str
    stated: Band
    compute: Callable[[bool], Band]
    written: Written = lambda say: []
    relation: str = "≈"
    slow: bool = False
    quick: bool = True


def meets(claim: Claim, band: Band) -> bool:
    """The computed ``band`` agrees with the claim's stated value, as its relation says."""
    low, high = band
    s_low, s_high = claim.stated
    eps = 1e-12
    if claim.relation == "<":
        return low < s_low
    if claim.relation == ">":
        return high > s_high
    return low <= s_high + eps and s_low - eps <= high


# -- the stated value ---------------------------------------------------------------------------
def about(value: float, step: float) -> Band:
    """A value stated at a precision ``step``: it covers ``value ± step / 2``."""
    return (value - step / 2, value + step / 2)


def one_in(n: float, step: float = 1) -> Band:
    """ "1 in ``n``" stated to the nearest ``step`` (1 in 7,000 to the thousand covers 1 in
    6,500 to 1 in 7,500), as a share."""
    return (1 / (n + step / 2), 1 / (n - step / 2))


# -- the computed value -------------------------------------------------------------------------
def exact(value: float) -> Callable[[bool], Band]:
    return lambda full: (float(value), float(value))


def share_band(hits: int, games: int, full: bool) -> Band:
    """A share of games; smaller runs: ± 4 standard errors."""
    p = hits / games
    if full:
        return (p, p)
    se = math.sqrt(max(p * (1 - p), 1 / games) / games)
    return (p - 4 * se, p + 4 * se)


def mean_band(values: list[int], full: bool) -> Band:
    """A mean; smaller runs: ± 4 standard errors."""
    m = sum(values) / len(values)
    if full:
        return (m, m)
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (len(values) - 1))
    return (m - 4 * sd / math.sqrt(len(values)), m + 4 * sd / math.sqrt(len(values)))


def quantile_band(values: list[int], q: float, full: bool) -> Band:
    """The ``q`` quantile (numpy's linear method); smaller runs: the order statistics 4
    standard errors of the rank either side."""
    s = sorted(values)
    pos = (len(s) - 1) * q
    lo = math.floor(pos)
    value = s[lo] + (s[min(lo + 1, len(s) - 1)] - s[lo]) * (pos - lo)
    if full:
        return (value, value)
    spread = 4 * math.sqrt(len(s) * q * (1 - q))
    return (s[max(0, int(pos - spread))], s[min(len(s) - 1, math.ceil(pos + spread))])


# -- how each language writes it ----------------------------------------------------------------
def pct(share: float, decimals: int = 0) -> Written:
    return lambda say: [("%", say.pct(share, decimals).replace("%", "").strip())]


def n(value: int) -> Written:
    return lambda say: [("n", say.n(value))]


def dec(value: float, decimals: int) -> Written:
    """A number with a decimal part, "7.8" ("7,8")."""
    return lambda say: [(".", say.n(value, decimals))]


def ratio(a: int, b: int) -> Written:
    return lambda say: [("in", f"{say.n(a)} in {say.n(b)}")]


def fraction(a: int, b: int) -> Written:
    return lambda say: [("/", f"{a}/{b}")]


def pm(points: float, decimals: int = 0) -> Written:
    return lambda say: [("±", say.n(points, decimals) if decimals else say.n(int(points)))]


def both(*forms: Written) -> Written:
    """Every form, in every language."""
    return lambda say: [token for form in forms for token in form(say)]


def only(langs: tuple[str, ...], form: Written) -> Written:
    """A form only some languages' wording has ("8 z 24" in Slovak: the others say "8 of
    the 24" in words the scanner does not read as "8 in 24")."""
    return lambda say: form(say) if say.lang in langs else []
