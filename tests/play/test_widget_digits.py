"""The ``digits`` setting (issue 45, item 3): ``"arab"`` writes what the learner reads in
Arabic-Indic digits (the explanation, the banner's comparisons, the live region's line, the
notices, the Steal War question, the deal's sheet); game codes, the numbers the front-end
counts from (``counts``, ``n``), the events' JSON and the spoken forms stay as they are."""

from __future__ import annotations

import json
import re

import pytest
import traitlets

from war_widget import Game, Rules, WarWidget
from war_widget.play import messages
from war_widget.play.widget import PlayLimitWarning

ARABIC = re.compile("[\u0660-\u0669]")
LATIN = re.compile("[0-9]")
#: Back to 0-9, the left-to-right marks after each number out (see locale._digits.LRM).
BACK = str.maketrans("٠١٢٣٤٥٦٧٨٩\u066c\u066b", "0123456789,.", "\u200e")
LRM = "\u200e"


def _played(digits: str, rounds: int = 15, **kw: object) -> WarWidget:
    w = WarWidget(seed=15, quiz=False, digits=digits, **kw)  # type: ignore[arg-type]
    for _ in range(rounds):
        w.flip()
    return w


def test_the_round_on_the_table_is_told_in_arabic_indic_digits() -> None:
    latn, arab = _played("latn"), _played("arab")
    a, b = latn.last_round, arab.last_round
    # What the learner reads: every digit converted, nothing else changed.
    for shown, plain in [*zip(b["steps"], a["steps"], strict=True), (b["said"], a["said"])]:
        assert ARABIC.search(shown) and not LATIN.search(shown), shown
        assert shown.translate(BACK) == plain
    assert b["banner"]["math"] == [f"٩{LRM} > ٢{LRM}"] and a["banner"]["math"] == ["9 > 2"]
    # What a machine or a voice reads: as it was.
    for key in ("n", "counts", "plays", "winner", "spoken", "spoken_steps"):
        assert b[key] == a[key], key
    assert arab.counts == latn.counts and arab.round == latn.round == 15
    assert arab.export() == latn.export() and arab.export("csv") == latn.export("csv")


def test_the_rounds_ahead_and_the_second_language_are_in_the_digits_too() -> None:
    w = _played("arab", 3, lang="pl", second_lang="es")
    ahead = w.ahead
    assert ahead and all(not LATIN.search(m) for v in ahead for m in v["banner"]["math"])
    assert all(ARABIC.search(m) for v in ahead for m in v["banner"]["math"])
    also = w.last_round["also"]
    assert also["lang"] == "es" and any(ARABIC.search(s) for s in also["steps"])
    assert not any(LATIN.search(s) for s in also["steps"])
    assert w._session.told(3)[-1]["steps"] == w.last_round["steps"]


def test_a_game_code_in_a_notice_stays_latin() -> None:
    code = Game(Rules(), seed=2024).code
    assert LATIN.search(code)
    w = WarWidget(seed=1, quiz=False, digits="arab")
    messages.dispatch(w, {"type": "code", "code": code})
    assert w.code == code and code in w.notice  # the code as it is, copyable from the board
    with pytest.warns(PlayLimitWarning):
        w.play_to_end(limit=12)
    assert f"١٢{LRM} rounds" in w.notice and not LATIN.search(w.notice)


def test_changing_the_digits_retells_the_round_and_loses_nothing() -> None:
    w = _played("latn", 15)
    before = (w.round, list(w.counts), w.code, w.last_round["spoken"])
    w.digits = "arab"
    assert w.last_round["banner"]["math"] == [f"٩{LRM} > ٢{LRM}"]
    assert all(not LATIN.search(m) for v in w.ahead for m in v["banner"]["math"])
    assert (w.round, list(w.counts), w.code, w.last_round["spoken"]) == before
    w.digits = "latn"
    assert w.last_round["banner"]["math"] == ["9 > 2"]


@pytest.mark.parametrize("bad", ["hindi", "ARAB", "", None, 1])
def test_a_bad_value_is_refused_by_name_and_the_game_is_intact(bad: object) -> None:
    w = _played("arab", 5)
    before = (w.round, list(w.counts), w.digits, w.last_round, list(w.ahead), w.sheet)
    with pytest.raises(traitlets.TraitError) as err:
        w.digits = bad  # type: ignore[assignment]
    message = str(err.value)
    assert "digits" in message
    if isinstance(bad, str):  # (None and 1 are refused by the Unicode trait first)
        assert "'latn'" in message and "'arab'" in message
    assert (w.round, list(w.counts), w.digits, w.last_round, list(w.ahead), w.sheet) == before
    w.flip()  # and play goes on
    assert w.round == 6


def test_a_bad_value_in_the_constructor_is_refused_by_name() -> None:
    with pytest.raises(traitlets.TraitError, match=r"digits='hindi'.*'latn' or 'arab'"):
        WarWidget(digits="hindi")


def test_the_steal_question_is_in_the_digits() -> None:
    w = WarWidget(rules=Rules.preset("steal_war"), seed=4, quiz=False, digits="arab")
    for _ in range(200):
        if w.pending is not None and w.pending.get("question"):
            break
        if w.pending is not None:
            w.choose("play")
        else:
            w.flip()
    question = w.pending["question"]
    assert ARABIC.search(question) and not LATIN.search(question), question


def test_the_deals_sheet_follows_the_digits() -> None:
    w = WarWidget(seed=7, quiz=False, digits="arab")
    html = w.sheet["html"]
    rounds = re.findall(r'class="rnum">([^<]*)<', html)
    assert rounds[:3] == [f"١{LRM}", f"٢{LRM}", f"٣{LRM}"]
    w.digits = "latn"
    assert re.findall(r'class="rnum">([^<]*)<', w.sheet["html"])[:3] == ["1", "2", "3"]
    assert json.loads(json.dumps(w.sheet))  # still JSON for the front-end


def test_the_deals_sheet_is_made_once_for_each_deal_and_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A new widget made its sheet three times (its language, its digits, its game: about half
    of a child's page's start in the browser); now once, and again only when what it shows
    changes: the digits, the language, the deal."""
    from war_widget.play import views

    made: list[tuple[str, str, str]] = []
    real = views.sheet_view

    def counted(game: Game, lang: str, digits: str = "latn") -> dict[str, str] | None:
        made.append((game.code, lang, digits))
        return real(game, lang, digits)

    monkeypatch.setattr(views, "sheet_view", counted)
    w = WarWidget(seed=7, quiz=False, lang="pl", digits="arab")
    assert made == [(w.code, "pl", "arab")]
    w.flip()
    w.digits = "arab"  # the same: nothing made
    assert len(made) == 1
    w.digits = "latn"
    w.lang = "es"
    assert made[1:] == [(w.code, "pl", "latn"), (w.code, "es", "latn")]
    assert "Ronda" in w.sheet["html"] or "ronda" in w.sheet["html"]
    first = w.code
    w.new_game()
    assert w.code != first and made[-1] == (w.code, "es", "latn") and len(made) == 4
