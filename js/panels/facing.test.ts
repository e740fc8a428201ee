import { describe, expect, it, vi } from "vitest";
import { byId, PlayModel, text, useWidget, view } from "../testkit";
import { turnOf } from "./facing";
import { SPEED_MS } from "./table";
import type { Traits } from "../types";

const kit = useWidget();
/** js/facing.css as written (Vitest empties an imported style sheet; this project types no Node). */
const fs = (await import(/* @vite-ignore */ `node:${"fs"}`)) as { readFileSync(path: string, enc: "utf8"): string };
const facingCss = fs.readFileSync("js/facing.css", "utf8");

const facing = (extra: Partial<Traits> = {}) =>
  new PlayModel({ mode: "two_players", facing: true, seat_names: ["Ana", "Ben"], names: ["Ana", "Ben"], you: false, ...extra });
const root = (el: HTMLElement) => el.querySelector<HTMLElement>(".ww-root")!;
const half = (el: HTMLElement, seat: number) => byId(el, `face-half-${seat}`);

/** A finger lifted at a button's centre (jsdom has no layout: its box is 0×0 at 0, 0). */
function lift(target: HTMLElement, pointerType = "touch") {
  const e = new MouseEvent("pointerup", { bubbles: true, clientX: 0, clientY: 0 });
  Object.defineProperty(e, "pointerType", { value: pointerType });
  target.dispatchEvent(e);
}

describe("two players face to face", () => {
  it("is off unless asked for: one screen's two buttons, no halves", () => {
    for (const model of [new PlayModel({ mode: "two_players" }), new PlayModel({ facing: true })]) {
      const el = kit.mount(model);
      expect(root(el).classList.contains("ww-facing-on")).toBe(false);
      expect(half(el, 0).hidden && half(el, 1).hidden).toBe(true);
      kit.unmount();
      el.remove();
    }
  });

  it("gives each player a half: the far one before the felt, the near one after it", () => {
    const el = kit.mount(facing());
    expect(root(el).classList.contains("ww-facing-on")).toBe(true);
    const left = el.querySelector(".ww-left")!;
    const order = [...left.children].map((c) => (c as HTMLElement).dataset.testid ?? c.className);
    expect(order.slice(0, 3)).toEqual(["face-half-1", "table", "face-half-0"]);
    expect(half(el, 1).classList.contains("ww-face-far")).toBe(true);
    expect(half(el, 0).hidden || half(el, 1).hidden).toBe(false);
    expect(text(el, "face-flip-0")).toBe("Flip");
    expect(half(el, 1).getAttribute("aria-label")).toBe("Ben");
  });

  it("gives each child their own quiz score on their half, none shared across the table", () => {
    const model = facing({ quiz: true });
    const el = kit.mount(model);
    const score = (seat: number) => byId(el, `face-score-${seat}`);
    expect(score(0).hidden || score(1).hidden).toBe(false);
    expect(half(el, 0).contains(score(0)) && half(el, 1).contains(score(1))).toBe(true);
    expect(score(0).textContent).toBe(score(1).textContent); // nothing answered yet: both 0
    model.update({ score: { right: 1, retry: 0, wrong: 1 }, face_scores: [{ right: 0, retry: 0, wrong: 1 }, { right: 1, retry: 0, wrong: 0 }] });
    const said = (sc: { right: number; retry: number; wrong: number }) =>
      model.get("labels").score.replace("{right}", String(sc.right)).replace("{retry}", String(sc.retry)).replace("{wrong}", String(sc.wrong));
    expect(score(0).textContent).toBe(said({ right: 0, retry: 0, wrong: 1 }));
    expect(score(1).textContent).toBe(said({ right: 1, retry: 0, wrong: 0 }));
    // The table's score (both children's answers together) gives way to the halves' own.
    expect(facingCss).toMatch(/\.ww-root\.ww-facing-on \.ww-score \{ display: none; \}/);
    model.update({ quiz: false });
    expect(score(0).hidden && score(1).hidden).toBe(true);
  });

  it("turns the cards only when both have pressed, and says on both halves who is awaited", () => {
    const model = facing();
    const el = kit.mount(model);
    byId(el, "face-flip-0").click();
    expect(model.flips()).toHaveLength(0);
    expect(root(el).dataset.shownRound).toBe("0");
    expect(text(el, "face-line-0")).toBe("Waiting for \u2068Ben\u2069…");
    expect(text(el, "face-line-1")).toBe(text(el, "face-line-0"));
    expect(text(el, "face-flip-0")).toBe("Ana: ready ✓");
    expect(byId(el, "face-flip-0").getAttribute("aria-pressed")).toBe("true");
    expect(byId(el, "face-flip-1").classList.contains("ww-face-called")).toBe(true);
    byId(el, "face-flip-0").click(); // pressing again changes nothing
    expect(model.flips()).toHaveLength(0);
    byId(el, "face-flip-1").click();
    expect(model.flips()).toHaveLength(1);
    expect(root(el).dataset.shownRound).toBe("1");
    expect(text(el, "face-flip-0")).toBe("Flip");
    expect(byId(el, "face-flip-1").classList.contains("ww-face-called")).toBe(false);
  });

  it("shows each half the round's result as the banner says it, a war's tie first", () => {
    const banner = { how: "win" as const, math: ["4 = 4", "12 > 9"] };
    const el = kit.mount(facing({ round: 1, last_round: view(1, [17, 35], { winner: 1, wars: 1, banner }) }));
    expect(text(el, "face-line-0")).toBe("War! 4 = 4\n\u2068Ben\u2069 wins: 12 > 9");
    expect(text(el, "face-line-1")).toBe(text(el, "face-line-0"));
  });

  it("presses once for a finger, on lifting it, and not again for the click that follows", () => {
    const model = facing();
    const el = kit.mount(model);
    lift(byId(el, "face-flip-1"));
    expect(byId(el, "face-flip-1").getAttribute("aria-pressed")).toBe("true");
    byId(el, "face-flip-1").click(); // the same tap's click
    lift(byId(el, "face-flip-0")); // the other finger: the cards turn
    byId(el, "face-flip-0").click();
    expect(model.flips()).toHaveLength(1);
    // Neither tap's click pressed for the next round.
    expect(byId(el, "face-flip-0").getAttribute("aria-pressed")).toBe("false");
    expect(byId(el, "face-flip-1").getAttribute("aria-pressed")).toBe("false");
    lift(byId(el, "face-flip-0"), "mouse"); // a mouse presses with its click only
    expect(byId(el, "face-flip-0").getAttribute("aria-pressed")).toBe("false");
  });

  it("says who won the game on both halves at the end, and Flip is off", () => {
    const end = view(40, [30, 22], { winner: 0, end: { reason: "round_limit" } } as never);
    const el = kit.mount(facing({ round: 40, over: true, result: { winner: 0, rounds: 40 } as never, last_round: end, ahead: [] }));
    expect(text(el, "face-line-0")).toBe("\u2068Ana\u2069 wins the game!");
    expect(text(el, "face-line-1")).toBe(text(el, "face-line-0"));
    for (const seat of [0, 1]) {
      expect((byId(el, `face-flip-${seat}`) as HTMLButtonElement).disabled).toBe(true);
      expect(text(el, `face-flip-${seat}`)).toBe("Game over");
    }
  });

  it("is a check box in Settings with two players only, which asks Python", () => {
    const model = facing({ facing: false, mode: "computer" });
    const el = kit.mount(model);
    const box = byId(el, "facing") as HTMLInputElement;
    expect(box.closest("label")!.hidden).toBe(true);
    model.update({ mode: "two_players" });
    expect(box.closest("label")!.hidden).toBe(false);
    expect(box.closest("label")!.textContent).toBe("Face to face");
    box.checked = true;
    box.dispatchEvent(new Event("change"));
    expect(model.sent.at(-1)).toEqual({ type: "settings", facing: true });
    expect(root(el).classList.contains("ww-facing-on")).toBe(false); // until Python says so
    model.update({ facing: true });
    expect(root(el).classList.contains("ww-facing-on")).toBe(true);
    expect(box.checked).toBe(true);
  });
});

describe("the won cards flying face to face", () => {
  /** js/facing.css itself on the page (jsdom cascades it: the seats' turns are its rules). */
  function withFacingCss() {
    const style = document.createElement("style");
    style.textContent = facingCss;
    document.head.append(style);
    return () => style.remove();
  }
  /** Each copy's turn where it starts and where it lands, by the seat of the card it copies. */
  function flights(el: HTMLElement, ahead: ReturnType<typeof view>[]) {
    const model = facing({ ahead });
    el = kit.mount(model);
    byId(el, "face-flip-0").click();
    byId(el, "face-flip-1").click();
    vi.advanceTimersByTime(SPEED_MS.normal); // the cards lie still, then their copies leave
    const ghosts = [...el.querySelectorAll<HTMLElement>(".ww-ghost")].map((g) => g.style.transform);
    vi.advanceTimersByTime(40); // the next frame: on their way
    const landing = [...el.querySelectorAll<HTMLElement>(".ww-ghost")].map((g) => / rotate\((\d+)deg\)/.exec(g.style.transform)?.[1]);
    return { el, starts: ghosts.map((t) => / rotate\((\d+)deg\)/.exec(t)?.[1]), landing };
  }

  it("reads the turn of the boxes a card sits in: two half turns are none", () => {
    const outer = document.createElement("div");
    const inner = document.createElement("div");
    const card = document.createElement("div");
    outer.append(inner);
    inner.append(card);
    document.body.append(outer);
    expect(turnOf(card, outer)).toBe(0);
    inner.style.transform = "rotate(180deg)";
    expect(turnOf(card, outer)).toBe(180);
    card.style.transform = "matrix(-1, 0, 0, -1, 0, 0)";
    expect(turnOf(card, outer)).toBe(0);
    outer.remove();
  });

  it("draws the far seat's copies upside down, and turns every copy to the winner's half", () => {
    const gone = withFacingCss();
    try {
      // Ben (the far seat) wins: Ana's card turns on its way over, Ben's stays turned.
      let { el, starts, landing } = flights(document.body, [view(1, [25, 27], { winner: 1, plays: [[[0, ["4S"], 4]], [[0, ["9D"], 9]]] })]);
      expect(getComputedStyle(byId(el, "seat-1")).transform).not.toBe("none");
      expect(starts).toEqual(["0", "180"]);
      expect(landing).toEqual(["180", "180"]);
      kit.unmount();
      el.remove();
      // Ana wins a war: the far seat's face-down and face-up cards start turned and turn to her.
      const war = view(1, [31, 21], { winner: 0, wars: 1, plays: [[[0, ["8S"], 8], [3, ["KH"], 13]], [[0, ["8D"], 8], [3, ["2C"], 2]]] });
      ({ el, starts, landing } = flights(document.body, [war]));
      expect(starts).toEqual([...Array(5).fill("0"), ...Array(5).fill("180")]);
      expect(landing).toEqual(Array(10).fill("0"));
    } finally {
      gone();
    }
  });

  it("keeps every copy upright when the table is not face to face", () => {
    const gone = withFacingCss();
    try {
      const model = new PlayModel({ mode: "two_players", ahead: [view(1, [25, 27], { winner: 1 })] });
      const el = kit.mount(model);
      byId(el, "flip-0").click();
      byId(el, "flip-1").click();
      vi.advanceTimersByTime(940);
      const turns = [...el.querySelectorAll<HTMLElement>(".ww-ghost")].map((g) => / rotate\((\d+)deg\)/.exec(g.style.transform)?.[1]);
      expect(turns.length).toBeGreaterThan(0);
      expect(new Set(turns)).toEqual(new Set(["0"]));
    } finally {
      gone();
    }
  });
});
