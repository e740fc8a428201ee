"""What a learner sees on the table, in a real Chromium inside JupyterLab.

Runs on the `lab` fixture's notebook after the other test_play*.py files (file order); each
test deals its own game. The rounds it looks for are found by playing the same game in this
process first (the engine is deterministic for a seed), never by reading the page.
"""

from __future__ import annotations

import re
import time
from typing import Any

from conftest import pile_counts, wait_until
from war_widget import WarWidget

Lab = Any  # the `lab` fixture of conftest.py

#: Every table card: its effective opacity (the product up the tree) and its box.
CARDS = """root => [...root.querySelectorAll('[data-testid="table-card"]')].map(e => {
  let o = 1;
  for (let n = e; n && n !== root; n = n.parentElement) {
    o *= parseFloat(getComputedStyle(n).opacity);
  }
  const r = e.getBoundingClientRect();
  const seat = e.closest('[data-seat]')?.dataset.seat;
  return { face: e.dataset.face, rank: e.dataset.rank || '', seat,
           opacity: o, box: [r.left, r.top, r.right, r.bottom] };
})"""


def overlap(a: list[float], b: list[float]) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


def find_round(want: Any, seed: int = 3, names: list[str] | None = None) -> tuple[int, Any]:
    """The first round of the classic game of ``seed`` whose view matches ``want``."""
    w = WarWidget(seed=seed, names=names or [])
    for _ in range(500):
        w.flip()
        if want(w.last_round):
            return w.round, w.last_round
    raise AssertionError("no such round")


def deal_before(lab: Lab, seed: int, n: int, names: list[str]) -> None:
    """Deal the game of ``seed`` with ``names`` and play it up to round ``n - 1``."""
    lab.kernel.run(
        f"w.quiz = False\nw.lang = 'en'\nw.dots = False\nw.names = {names!r}\n"
        f"w.rules = {{**w.rules, 'flip': 1, 'face_down': 3, 'players': 2}}\n"
        f"w.new_game(seed={seed})\nfor _ in range({n - 1}):\n    w.flip()"
    )
    lab.wait_python_round(n - 1)
    wait_until(lambda: lab.widget.get_attribute("data-shown-round") == str(n - 1), what="the table")


def test_a_war_shows_three_cards_face_down_per_player_and_the_winner_on_the_banner(
    lab: Lab,
) -> None:
    names = ["Ana", "Ben"]
    n, view = find_round(lambda v: v["wars"] == 1 and v["winner"] is not None, names=names)
    deal_before(lab, 3, n, names)
    lab.testid("flip").click()
    lab.wait_python_round(n)
    cards = lab.widget.evaluate(CARDS)
    for seat in ("0", "1"):
        mine = [c for c in cards if c["seat"] == seat]
        assert [c["face"] for c in mine] == ["up", "down", "down", "down", "up"], mine
    winner = lab.kernel.value("w.last_round['winner']")
    assert winner == view["winner"]
    banner = lab.testid("banner").inner_text()
    assert f"\u2068{names[winner]}\u2069 wins: " in banner, banner  # the name isolated
    assert banner.startswith("War! "), banner


def test_cards_stay_readable_until_the_next_flip(lab: Lab) -> None:
    lab.kernel.run("w.names = []\nw.quiz = False\nw.speed = 'normal'\nw.new_game(seed=3)")
    wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "0", what="a new deal")
    for _ in range(3):
        lab.testid("flip").click()
        time.sleep(3)  # the default speed's collecting is long over
        cards = lab.widget.evaluate(CARDS)
        assert len(cards) >= 2, cards
        assert all(abs(c["opacity"] - 1) < 1e-6 for c in cards), cards
        up = [c for c in cards if c["face"] == "up"]
        for a in up:
            for b in cards:
                if b is not a:
                    assert overlap(a["box"], b["box"]) < 1, (a, b)
        assert lab.widget.locator(".ww-ghost").count() == 0


def test_a_seven_has_seven_pips(lab: Lab) -> None:
    n, _ = find_round(lambda v: any(p[0][1][0].startswith("7") for p in v["plays"] if p))
    deal_before(lab, 3, n, [])
    lab.testid("flip").click()
    seven = lab.widget.locator('[data-testid="table-card"][data-rank="7"]').first
    seven.wait_for()
    assert seven.locator('[data-testid="pip"]').count() == 7
    size = seven.locator(".ww-index").evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 34


def test_the_language_menu_waits_behind_settings(lab: Lab) -> None:
    if lab.testid("settings").is_visible():
        lab.testid("settings-close").click()
    assert lab.testid("lang").is_hidden()
    assert lab.testid("rules").is_hidden()
    lab.testid("settings-toggle").click()
    lab.testid("lang").wait_for(state="visible")
    lab.testid("settings-close").click()  # a dialog over the page: the button under it is inert
    lab.testid("lang").wait_for(state="hidden")
    # A teacher locks the settings: no button at all.
    lab.kernel.run("w.settings = False")
    lab.testid("settings-toggle").wait_for(state="hidden")
    lab.kernel.run("w.settings = True")
    lab.testid("settings-toggle").wait_for(state="visible")


#: Every painted frame for ``ms`` after Flip is pressed (in the page, one frame after another):
#: the numbers the piles show and the explanation's words on screen ("" while it waits: "…").
FRAMES = """(root, ms) => new Promise((done) => {
  const frames = [];
  const t0 = performance.now();
  const sample = () => {
    const piles = [...root.querySelectorAll('.ww-count')].map((e) => Number(e.textContent));
    const box = root.querySelector('[data-testid="explanation"]');
    const list = root.querySelector('.ww-steps');
    const on = box && !box.hidden && list && !list.hidden && !list.querySelector('.ww-wait');
    frames.push({ t: Math.round(performance.now() - t0), piles, words: on ? list.innerText : '',
                  round: root.dataset.shownRound });
    if (performance.now() - t0 < ms) requestAnimationFrame(sample);
    else done(frames);
  };
  sample();
  root.querySelector('[data-testid="flip"]').click();
})"""

#: What an English explanation says of the piles: the detailed level's last step ("Now you have
#: 23 cards and the computer 29"), the brief level's score ("(24–28)").
STATED = (
    re.compile(r"you have (\d+) cards? and the computer (\d+)"),
    re.compile(r"\((\d+)–(\d+)\)"),
)


def test_the_pile_counters_and_the_explanation_agree_at_every_moment(lab: Lab) -> None:
    """Issue 42, item 6: never a painted frame whose words state a count the piles do not show
    (the winner's counter counts up while the cards fly: the words wait for it)."""
    n, war = find_round(lambda v: v["wars"] == 1 and v["winner"] is not None)
    lab.kernel.run(
        "w.names = []\nw.quiz = False\nw.lang = 'en'\nw.speed = 'normal'\nw.dots = False\n"
        "w.hide_explanation = False\nw.rules = {**w.rules, 'flip': 1, 'face_down': 3, 'players': 2}"
    )
    try:
        for level, flips in (("detailed", [1, 2, n]), ("brief", [1, 2])):
            lab.kernel.run(f"w.level = {level!r}\nw.new_game(seed=3)")
            wait_until(lambda: lab.widget.get_attribute("data-shown-round") == "0", what="a deal")
            for k in flips:
                if k > 1:  # the rounds before it, played in Python (the war is round n)
                    lab.kernel.run(f"while w.round < {k - 1}:\n    w.flip()")
                    lab.wait_python_round(k - 1)
                    pile_counts(lab.widget)
                frames = lab.widget.evaluate(FRAMES, 2000)
                lab.wait_python_round(k)
                agree(frames, k, lab.kernel.value("w.last_round['counts']"), level)
    finally:
        lab.kernel.run("w.level = 'detailed'")
    assert war["wars"] == 1


def agree(frames: list[dict[str, Any]], n: int, counts: list[int], level: str) -> None:
    """Each frame of round ``n``: the counts its words state are the ones the piles show; the
    counters did count up and the words did come (so the check saw both)."""
    mine = [f for f in frames if f["round"] == str(n)]
    assert len(mine) >= 20, f"{len(frames)} frames, {len(mine)} of round {n}"
    stated = 0
    for frame in mine:
        found = [m for pattern in STATED for m in pattern.finditer(frame["words"])]
        for match in found:
            said = [int(match[1]), int(match[2])]
            assert frame["piles"] == said, (level, n, frame)
            stated += 1
    moving = [f for f in mine if f["piles"] != counts]
    assert moving, f"round {n}: the counters never counted up ({level})"
    assert stated, f"round {n}: no words stated the piles within 2 s ({level}): {mine[-1]}"
