"""What every child's device must give (issue 34), measured in the page: Flip's width and that a
finger at its centre lands on it, every visible control's size, what is in view after a round,
and nothing clipped or overlapping. Shared by the JupyterLab and the lesson-site tests
(test_every_device.py, test_every_device_site.py).

Each check returns what is wrong, as a list a test asserts empty (an assertion message then
says which control, how big, where).
"""

from __future__ import annotations

from typing import Any

#: A finger's size: WCAG 2.5.5 (target size, enhanced) and Apple's and Android's guides.
FINGER = 44
#: Flip, the button a child presses all game, is never narrower than this.
FLIP_MIN = 160
#: The screens of the issue: a school laptop, a tablet on its side, a Chromebook.
GLANCE = [(1366, 768), (1024, 768), (1024, 700)]
#: A tablet held either way (a touch screen).
TABLETS = [(1024, 768), (768, 1024)]
#: The same screens at 200 % zoom: the page gets half the CSS pixels, drawn at twice the scale.
ZOOMED = [(w // 2, h // 2) for w, h in GLANCE]
#: A classic deal whose first round is a double war (seed 268).
DOUBLE_WAR = "7B92-W"

#: Every control a finger may use inside `root` that is on screen: [what, width, height].
CONTROLS = """(root) => {
  const sel = 'button, select, input:not([type=hidden]), summary, a[href], [role=button], textarea';
  const out = [];
  for (const e of root.querySelectorAll(sel)) {
    // A check box is tapped with its words: its target is the label around it.
    const box = /^(checkbox|radio)$/.test(e.type) && e.closest('label') || e;
    const r = box.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (getComputedStyle(e).visibility === 'hidden' || e.closest('[hidden], .ww-sr-only')) continue;
    const name = e.dataset.testid || e.getAttribute('aria-label')
      || e.textContent.trim().slice(0, 30)
      || e.className || e.tagName;
    out.push([String(name), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10,
      Math.round(r.left), Math.round(r.top)]);
  }
  return out;
}"""

#: Flip's box, and what a finger at its centre would touch.
FLIP_HIT = """(flip) => {
  const r = flip.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {width: r.width, height: r.height, hit: Boolean(hit && flip.contains(hit)),
          what: hit ? (hit.dataset.testid || hit.className || hit.tagName) : 'nothing'};
}"""

#: Text cut off inside the widget: the game code and the laid cards (a war's row).
CLIPPED = """(root) => {
  const out = [];
  const code = root.querySelector('.ww-code');
  if (code && code.getBoundingClientRect().width > 0 && code.scrollWidth > code.clientWidth + 1)
    out.push(['the game code', code.scrollWidth, code.clientWidth]);
  const edge = root.getBoundingClientRect();
  for (const b of root.querySelectorAll('button, select, input, a[href]')) {
    const r = b.getBoundingClientRect();
    if (r.width && !b.closest('[hidden], .ww-sr-only, dialog:not([open])')
        && (r.right > edge.right + 1 || r.left < edge.left - 1))
      out.push([`a control (${b.dataset.testid || b.textContent.trim().slice(0, 20)})`,
                Math.round(r.right), Math.round(edge.right)]);
  }
  const banner = root.querySelector('.ww-banner:not(.ww-banner-ask)');
  if (banner && banner.scrollHeight > banner.clientHeight + 1)
    out.push(['the banner', banner.scrollHeight, banner.clientHeight]);
  for (const row of root.querySelectorAll('.ww-laid-cards')) {
    const box = row.getBoundingClientRect();
    for (const card of row.querySelectorAll('.ww-card, .ww-stack')) {
      const r = card.getBoundingClientRect();
      if (r.width && (r.right > box.right + 1 || r.bottom > box.bottom + 1))
        out.push(['a laid card', Math.round(r.right), Math.round(box.right)]);
    }
  }
  return out;
}"""

#: Pairs of visible controls whose boxes overlap (one covers part of the other).
OVERLAPS = """(root) => {
  const sel = 'button, select, input:not([type=hidden]), summary, a[href]';
  const boxes = [...root.querySelectorAll(sel)].filter((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !e.closest('[hidden], .ww-sr-only');
  }).map((e) => [e.dataset.testid || e.textContent.trim().slice(0, 20),
                 e.getBoundingClientRect(), e]);
  const out = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, r, ea] = boxes[i], [b, s, eb] = boxes[j];
      if (ea.contains(eb) || eb.contains(ea)) continue;
      const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
      const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
      if (w > 1 && h > 1) out.push([a, b]);
    }
  return out;
}"""

#: The part of an element inside every box that scrolls around it and inside the viewport.
SEEN = """(e) => {
  let r = e.getBoundingClientRect();
  let box = {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
  const whole = {...box};
  for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
    const style = getComputedStyle(p);
    if (!/(auto|scroll|hidden)/.test(style.overflow + style.overflowY + style.overflowX)) continue;
    const q = p.getBoundingClientRect();
    box = {left: Math.max(box.left, q.left), top: Math.max(box.top, q.top),
           right: Math.min(box.right, q.right), bottom: Math.min(box.bottom, q.bottom)};
  }
  box = {left: Math.max(box.left, 0), top: Math.max(box.top, 0),
         right: Math.min(box.right, innerWidth), bottom: Math.min(box.bottom, innerHeight)};
  return {whole, seen: box};
}"""


def small_controls(root: Any) -> list[list[Any]]:
    """The visible controls in `root` smaller than a finger in either direction."""
    return [c for c in root.evaluate(CONTROLS) if c[1] < FINGER - 0.5 or c[2] < FINGER - 0.5]


def flip_problems(flip: Any) -> list[str]:
    """Flip narrower than FLIP_MIN, or covered at its centre by something else."""
    box = flip.evaluate(FLIP_HIT)
    wrong = []
    if box["width"] < FLIP_MIN - 0.5:
        wrong.append(f"Flip is {box['width']:.0f} px wide (at least {FLIP_MIN})")
    if not box["hit"]:
        wrong.append(f"a finger at Flip's centre touches {box['what']!r}, not Flip")
    return wrong


def wholly_seen(locator: Any, what: str) -> list[str]:
    """`what` drawn whole inside the viewport and every scrolling box around it."""
    got = locator.evaluate(SEEN)
    whole, seen = got["whole"], got["seen"]
    if whole["right"] - whole["left"] <= 0:
        return [f"{what} is not shown"]
    cut = [abs(whole[k] - seen[k]) > 1.5 for k in ("left", "top", "right", "bottom")]
    if any(cut):
        return [f"{what} is not wholly in view: {whole} seen as {seen}"]
    return []


def drawn_whole(root: Any) -> list[str]:
    """Nothing clipped (the game code, the laid cards) and no two controls overlapping."""
    wrong = [f"{a} clipped ({b} > {c})" for a, b, c in root.evaluate(CLIPPED)]
    wrong += [f"{a!r} overlaps {b!r}" for a, b in root.evaluate(OVERLAPS)]
    return wrong
