"""Accessibility of the play widget in a real Chromium inside JupyterLab.

axe-core (npm, pinned in package.json) is injected from node_modules and audits the widget's
root element only, in the light and the dark JupyterLab theme, in the states a learner sees:
the table with its menus open, a quiz question, the settings for the youngest, the end summary.
Serious and critical violations fail the test; the others are printed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from conftest import wait_until

Lab = Any  # the `lab` fixture of conftest.py

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")

# JupyterLab's <body> is 0 px high with overflow hidden (its panels are positioned), which makes
# axe think every element is clipped away and skip the colour-contrast rule entirely; the body
# is let overflow for the time of the audit (nothing moves: it has no content in flow).
AUDIT = """async () => {
  const root = document.querySelector('.ww-root');
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'visible';
  let result;
  try {
    result = await axe.run(root, { resultTypes: ['violations'] });
  } finally {
    document.body.style.overflow = overflow;
  }
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' :: ' + n.failureSummary),
  }));
}"""


def audit(lab: Lab, where: str) -> list[dict[str, Any]]:
    """axe's violations inside the widget; fails on serious or critical ones."""
    page = lab.page
    assert AXE.exists(), "axe-core is missing: run `npm ci`"
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    # axe skips what the notebook's scrolling panel clips: make the page tall enough to show the
    # whole widget, and put its top in view, for the time of the audit.
    size = page.viewport_size
    page.set_viewport_size({"width": 1200, "height": 4000})
    try:
        lab.widget.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)  # let the last redraw and transitions settle
        height = lab.widget.evaluate("e => e.getBoundingClientRect().bottom")
        assert height < 4000, f"the widget ({height:.0f} px) is taller than the audit's page"
        violations: list[dict[str, Any]] = page.evaluate(AUDIT)
    finally:
        page.set_viewport_size(size)
    for v in violations:
        print(f"axe ({where}): {v['impact']} {v['id']}: {v['help']}")
        for node in v["nodes"]:
            print(f"    {node}")
    blocking = [v for v in violations if v["impact"] in BLOCKING]
    assert not blocking, f"{where}: {[(v['id'], v['nodes']) for v in blocking]}"
    return violations


def open_settings(lab: Lab) -> None:
    """The teacher's menu (language, rules, code...) is behind the Settings button."""
    if lab.testid("settings").is_hidden():
        lab.testid("settings-toggle").click()
        lab.testid("settings").wait_for(state="visible")


def close_settings(lab: Lab) -> None:
    """Settings is a dialog over the page (the table under it is inert): Close shuts it."""
    if lab.testid("settings").is_visible():
        lab.testid("settings-close").click()
        lab.testid("settings").wait_for(state="hidden")


def open_everything(lab: Lab) -> None:
    """Open Earlier rounds, then Settings and its Rules, so their contents are audited too."""
    close_settings(lab)
    for details in lab.widget.locator("details").all():
        if (
            details.get_attribute("open") is None
            and not details.locator("xpath=ancestor::dialog").count()
        ):
            details.locator("summary").first.click()
    open_settings(lab)
    for details in lab.testid("settings").locator("details").all():
        if details.get_attribute("open") is None:
            details.locator("summary").first.click()


def set_theme(lab: Lab, name: str) -> None:
    """Switch JupyterLab's theme as a user does: Settings > Theme > name, in the page in
    front (a page left behind another tab of the same browser is not laid out again: its
    notebook shows no cells until it comes to the front)."""
    page = lab.page
    page.bring_to_front()
    page.locator(".lm-MenuBar-itemLabel", has_text="Settings").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Theme").first.hover()
    page.locator(".lm-Menu-itemLabel", has_text=name).first.click()
    wait_until(
        lambda: page.evaluate("document.body.dataset.jpThemeName") == name,
        timeout=60,
        what=f"the {name} theme",
    )
    page.wait_for_timeout(500)  # the theme's stylesheet is applied


def luminance(rgb: str) -> float:
    parts = [float(x) for x in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3]]

    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in parts)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fg: str, bg: str) -> float:
    a, b = sorted((luminance(fg), luminance(bg)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def colours(lab: Lab, selector: str) -> tuple[str, str]:
    return tuple(  # type: ignore[return-value]
        lab.widget.locator(selector).first.evaluate(
            "e => { const s = getComputedStyle(e); let b = e, bg = 'rgba(0, 0, 0, 0)';"
            " while (b && (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent'))"
            " { bg = getComputedStyle(b).backgroundColor; b = b.parentElement; }"
            " return [s.color, bg]; }"
        )
    )


def show_messages_and_feedback(lab: Lab, where: str) -> None:
    """A notice, an error and quiz feedback on screen (coloured text), then audit them."""
    lab.kernel.run("w.quiz = False\nw.new_game(seed=7)")  # notice: a new game is dealt
    open_settings(lab)
    lab.testid("code-input").fill("ZZZZ-ZZZ")
    lab.testid("code-play").click()
    wait_until(lambda: lab.testid("code-error").inner_text() != "", what="the code's error")
    wait_until(lambda: lab.testid("notice").inner_text() != "", what="the notice")
    audit(lab, f"{where}: a notice and an error")
    close_settings(lab)
    lab.kernel.run("w.quiz = True\nw.quiz_kind = 'count'")
    lab.testid("flip").click()
    box = lab.testid("quiz-input")
    box.fill("999")
    box.press("Enter")
    wait_until(lambda: lab.testid("quiz-feedback").inner_text() != "", what="feedback")
    audit(lab, f"{where}: feedback on a miss")
    box.fill(str(lab.kernel.value("w._answer")))
    box.press("Enter")
    lab.wait_python_round(1)
    wait_until(lambda: "second" in lab.testid("quiz-feedback").inner_text(), what="feedback")
    audit(lab, f"{where}: feedback on a right answer")
    lab.kernel.run("w.quiz = False\nw.quiz_kind = 'auto'")


def test_axe_finds_nothing_serious_in_the_light_theme(lab: Lab) -> None:
    lab.kernel.run("w.names = []\nw.quiz = False\nw.lang = 'en'\nw.new_game(seed=7)")
    for n in range(1, 4):
        lab.testid("flip").click()
        lab.wait_python_round(n)
    wait_until(lambda: "…" not in lab.testid("explanation").inner_text(), what="the words")
    open_everything(lab)
    audit(lab, "light: Settings open over the table")
    close_settings(lab)
    # The audit sees the widget: a nameless button and grey text on grey put in it are caught,
    # then taken out.
    lab.widget.evaluate(
        """r => r.append(
          Object.assign(document.createElement('button'), {id: 'x'}),
          Object.assign(document.createElement('p'), {id: 'y', textContent: 'grey on grey'}),
        )"""
    )
    lab.widget.locator("#y").evaluate("e => (e.style.cssText = 'color: #777; background: #888')")
    try:
        audit(lab, "light: planted faults")
        raise AssertionError("axe missed the planted faults")
    except AssertionError as err:
        assert "button-name" in str(err) and "color-contrast" in str(err), err
    finally:
        lab.widget.evaluate("r => r.querySelectorAll('#x, #y').forEach((e) => e.remove())")
    passed = lab.page.evaluate(
        "async () => (await axe.run(document.querySelector('.ww-root'))).passes.length"
    )
    print(f"axe: {passed} rules pass on the widget")
    audit(lab, "light: the table after three rounds")
    lab.kernel.run("w.quiz = True\nw.dots = True\nw.four_colours = True\nw.hide_explanation = True")
    lab.testid("flip").click()
    lab.testid("quiz-prompt").wait_for(state="visible")
    audit(lab, "light: a quiz question, dots, four colours")
    lab.kernel.run("w.quiz_kind = 'count'")
    lab.testid("quiz-input").wait_for(state="visible")
    audit(lab, "light: a typed quiz question")
    lab.kernel.run("w.dots = False\nw.four_colours = False\nw.hide_explanation = False")
    show_messages_and_feedback(lab, "light")


def test_everything_works_from_the_keyboard_with_a_visible_focus(lab: Lab) -> None:
    lab.kernel.run(
        "w.quiz = False\nw.quiz_kind = 'auto'\nw.dots = False\nw.hide_explanation = False\n"
        "w.new_game(seed=7)"
    )
    page = lab.page
    lab.testid("flip").wait_for(state="visible")
    lab.widget.focus()
    page.keyboard.press("Space")
    lab.wait_python_round(1)
    # The teacher's menu is closed: the language menu is not there until Settings opens it.
    if lab.testid("settings").is_visible():
        lab.testid("settings-close").click()
    assert lab.testid("lang").is_hidden()
    lab.testid("settings-toggle").focus()
    page.keyboard.press("Enter")
    lab.testid("settings").wait_for(state="visible")
    assert lab.testid("settings-toggle").get_attribute("aria-expanded") == "true"
    # Tab through the dialog (it keeps the focus while open): every control shows where it is.
    lab.testid("settings-close").focus()
    seen: list[str] = []
    for _ in range(30):
        page.keyboard.press("Tab")
        info = page.evaluate(
            """() => {
              const e = document.activeElement;
              const root = document.querySelector('.ww-root');
              if (!root.contains(e)) return null;
              const s = getComputedStyle(e);
              const visible = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2)
                || s.boxShadow !== 'none';
              const id = e.dataset.testid || e.textContent.slice(0, 20);
              return { tag: e.tagName, id, visible };
            }"""
        )
        if info is None:
            break
        assert info["visible"], f"no visible focus on {info}"
        seen.append(info["id"])
    assert {"new-game", "speed", "lang", "four-colours"} <= set(seen), seen
    # A control works from the keyboard: the language menu.
    lab.testid("lang").focus()
    page.keyboard.press("End")  # the last language (nb); Chromium selects as it moves
    wait_until(lambda: lab.kernel.value("w.lang") != "en", what="a language chosen by keyboard")
    lab.kernel.run("w.lang = 'en'")
    wait_until(lambda: lab.testid("flip").inner_text() == "Flip", what="English again")
    # Escape closes Settings, from a focused menu too, and the focus goes back to its button.
    lab.testid("lang").focus()
    page.keyboard.press("Escape")
    lab.testid("settings").wait_for(state="hidden")
    assert page.evaluate("() => document.activeElement.dataset.testid") == "settings-toggle"
    # Why? (explanations hidden by the teacher) opens with Enter.
    lab.kernel.run("w.hide_explanation = True")
    lab.testid("why").wait_for(state="visible")
    lab.testid("why").focus()
    page.keyboard.press("Enter")
    wait_until(lambda: lab.testid("why").is_hidden(), what="the explanation shown")
    assert lab.widget.locator(".ww-steps li").count() > 0
    # Each round's result is announced in a live region.
    live = lab.testid("live")
    assert live.get_attribute("aria-live") == "polite"
    wait_until(lambda: live.inner_text().startswith("Round 1:"), what="the announcement")


def test_dark_theme_is_followed_and_passes_axe(lab: Lab) -> None:
    lab.kernel.run("w.hide_explanation = False\nw.new_game(seed=7)")
    lab.testid("flip").click()
    lab.wait_python_round(1)
    light_fg, light_bg = colours(lab, ".ww-explanation")
    set_theme(lab, "JupyterLab Dark")
    try:
        fg, bg = colours(lab, ".ww-explanation")
        assert (fg, bg) != (light_fg, light_bg), "the widget follows the theme"
        assert luminance(bg) < luminance(fg), f"light text on a dark panel: {fg} on {bg}"
        assert contrast(fg, bg) >= 4.5, (fg, bg)
        code_fg, code_bg = colours(lab, ".ww-code")
        assert contrast(code_fg, code_bg) >= 4.5, (code_fg, code_bg)
        open_everything(lab)
        audit(lab, "dark: Settings open over the table")
        close_settings(lab)
        audit(lab, "dark: the table")
        lab.kernel.run("w.quiz = True")
        lab.testid("flip").click()
        lab.testid("quiz-prompt").wait_for(state="visible")
        audit(lab, "dark: a quiz question")
        show_messages_and_feedback(lab, "dark")
        lab.kernel.run("w.quiz = False\nw.play_to_end()")
        lab.testid("summary-chart").wait_for(state="visible")
        audit(lab, "dark: the end summary")
    finally:
        close_settings(lab)
        set_theme(lab, "JupyterLab Light")
        lab.kernel.run("w.quiz = False\nw.dots = False\nw.four_colours = False\nw.new_game()")
