// Issue 42, item 6: the pile counters and the words about the round agree at every moment.
// The winner's counter counts up while the round's cards fly to its pile; the explanation (and
// the game-over card) that state the new numbers wait until the counters show them.
import { describe, expect, it, vi } from "vitest";
import { byId, counts, PlayModel, settle, shown, text, useWidget, view } from "../testkit";
import type { RoundView } from "../types";
import { FLY_MS, SPEED_MS } from "./table";

const kit = useWidget();

/** The explanation's words on screen ("" while it waits: "…", hidden, or none). */
function words(el: HTMLElement): string {
  const list = el.querySelector<HTMLElement>(".ww-steps")!;
  const box = byId(el, "explanation");
  if (box.hidden || list.hidden || list.querySelector(".ww-wait")) return "";
  return list.textContent ?? "";
}

/** Every pile count the words state ("you have 27, the computer 25": 27 and 25). */
function statedCounts(line: string): number[] {
  return [...line.matchAll(/(?:have|has|holds) (\d+)|, the computer (\d+)/g)].map((m) => Number(m[1] ?? m[2]));
}

/** A round's words that state both piles, as Python's detailed explanation does. */
const told = (v: RoundView): RoundView => ({
  ...v,
  steps: [`Round ${v.n}: cards turned.`, `You have ${v.counts[0]}, the computer ${v.counts[1]}.`],
  said: `Round ${v.n}: (you ${v.counts[0]}, the computer ${v.counts[1]}).`,
});

/** Steps the clock 10 ms at a time for `ms` (a war's ten cards come 52 ms apart), checking at each step that every count the words
 * state is the one its counter shows; returns what was seen (words shown, counters moving). */
function watch(el: HTMLElement, ms: number) {
  let saw = { words: 0, moving: 0 };
  for (let t = 0; t <= ms; t += 10) {
    const line = words(el);
    const piles = shown(el);
    if (line) {
      saw = { ...saw, words: saw.words + 1 };
      const stated = statedCounts(line);
      expect(stated, line).toHaveLength(2);
      expect(piles, `at ${t} ms the words say "${line}"`).toEqual(stated);
    }
    if (piles.join() !== counts(el).join()) saw = { ...saw, moving: saw.moving + 1 };
    vi.advanceTimersByTime(10);
  }
  return saw;
}

describe("the pile counters and the explanation agree at every moment", () => {
  it("the words come once the winner's counter has counted up (the words arrive with Python's answer)", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "flip").click(); // the round computed ahead, without its words
    vi.advanceTimersByTime(100);
    model.update({ round: 1, counts: [27, 25], last_round: told(view(1, [27, 25])) });
    // The screen reader's words (no animation for it): the pile's own words and the round's line at once.
    expect(byId(el, "count-0").parentElement!.querySelector(".ww-sr-only")!.textContent).toBe("27 cards");
    expect(text(el, "live")).toBe("Round 1: (you 27, the computer 25).");
    const saw = watch(el, SPEED_MS.normal + FLY_MS + 300);
    expect(saw.moving).toBeGreaterThan(0); // the counter did count up (25, 26, 27)...
    expect(saw.words).toBeGreaterThan(0); // ...and the words did come
    expect(words(el)).toContain("You have 27, the computer 25.");
  });

  it("a war's ten cards: the words already there wait for the counter's 21 to reach 31", () => {
    const war = told(view(1, [31, 21], { wars: 1, plays: [[[0, ["8S"], 8], [3, ["KH"], 13]], [[0, ["8D"], 8], [3, ["2C"], 2]]] }));
    const el = kit.mount(new PlayModel({ ahead: [war] }));
    byId(el, "flip").click();
    expect(shown(el)).toEqual([21, 21]);
    expect(words(el)).toBe(""); // "…" while the cards lie on the table
    expect(text(el, "explanation")).toContain("…");
    const saw = watch(el, SPEED_MS.normal + FLY_MS + 500);
    expect(saw.moving).toBeGreaterThan(SPEED_MS.normal / 10);
    expect(words(el)).toContain("You have 31, the computer 21.");
  });

  it("a flip while the counter counts: the next round's words wait for its own counter", () => {
    const model = new PlayModel({ ahead: [told(view(1, [27, 25])), told(view(2, [26, 26], { winner: 1 }))] });
    const el = kit.mount(model);
    byId(el, "flip").click();
    watch(el, SPEED_MS.normal + FLY_MS / 2); // half way up
    byId(el, "flip").click(); // the computer wins round 2: its pile counts from 24 to 26
    expect(shown(el)).toEqual([26, 24]);
    const saw = watch(el, SPEED_MS.normal + FLY_MS + 300);
    expect(saw.moving).toBeGreaterThan(0);
    expect(words(el)).toContain("You have 26, the computer 26.");
  });

  it("slow speed and the words asked for with Why?: the same", () => {
    const model = new PlayModel({ speed: "slow", hide_explanation: true, ahead: [told(view(1, [25, 27], { winner: 1 }))] });
    const el = kit.mount(model);
    byId(el, "flip").click();
    vi.advanceTimersByTime(200);
    byId(el, "why").click(); // pressed while the cards still lie on the table
    const saw = watch(el, SPEED_MS.slow + FLY_MS + 500);
    expect(saw.moving).toBeGreaterThan(0);
    expect(words(el)).toContain("You have 25, the computer 27.");
  });

  it("auto-play flips before the cards would arrive: the counters move at once, with the words", () => {
    const ahead = [told(view(1, [27, 25])), told(view(2, [26, 26], { winner: 1 })), told(view(3, [27, 25]))];
    const model = new PlayModel({ ahead, auto: true });
    const el = kit.mount(model);
    const saw = watch(el, SPEED_MS.normal * 2 + 100);
    expect(saw.moving).toBe(0);
    expect(saw.words).toBeGreaterThan(0);
    expect(Number(el.querySelector<HTMLElement>(".ww-root")!.dataset.shownRound)).toBeGreaterThanOrEqual(2);
  });

  it("the game-over card says the cards each holds once the counters show them", () => {
    const end = told(view(1, [52, 0], { end: { winner: 0, reason: "all_cards" } }));
    const model = new PlayModel({ ahead: [end] });
    const el = kit.mount(model);
    byId(el, "flip").click();
    model.update({ round: 1, over: true, counts: [52, 0], result: { winner: 0, reason: "all_cards", rounds: 1 }, last_round: end });
    let seen = 0;
    for (let t = 0; t <= SPEED_MS.normal + FLY_MS + 300; t += 10) {
      const card = byId(el, "game-over");
      if (!card.hidden) {
        seen++;
        expect([...card.querySelectorAll("dd")].map((d) => Number(d.textContent))).toEqual(shown(el));
      }
      vi.advanceTimersByTime(10);
    }
    expect(seen).toBeGreaterThan(0);
    settle();
    expect(shown(el)).toEqual([52, 0]);
  });
});
