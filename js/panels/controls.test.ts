import { describe, expect, it, vi } from "vitest";
import { byId, counts, PlayModel, text, useWidget, view } from "../testkit";
import type { Question } from "../types";

const kit = useWidget();

describe("peace or war", () => {
  it("asks the learners when the rules say so, and sends their choice", () => {
    const model = new PlayModel({ ahead: [] });
    const el = kit.mount(model);
    model.update({
      round: 1,
      pending: { seats: [0, 1], value: 9 },
      last_round: view(1, [25, 25], { finished: false, winner: null, steps: ["9 equals 9: a tie!"] }),
    });
    expect(byId(el, "flip").hidden).toBe(true);
    byId(el, "choose-peace").click();
    expect(model.sent.at(-1)).toEqual({ type: "choose", game: 1, decision: "peace" });
    model.update({ pending: null, last_round: view(1, [26, 26], { winner: null, peace: true, steps: ["Peace."] }) });
    expect(byId(el, "flip").hidden).toBe(false);
    expect(text(el, "explanation")).toContain("Peace.");
  });
});

describe("two players on one screen", () => {
  it("turns the cards only when both have pressed", () => {
    const model = new PlayModel({ mode: "two_players", seat_names: ["Ana", "Ben"] });
    const el = kit.mount(model);
    expect(byId(el, "flip").hidden).toBe(true);
    byId(el, "flip-0").click();
    expect(model.flips()).toHaveLength(0);
    expect(byId(el, "flip-0").textContent).toContain("ready");
    byId(el, "flip-0").click();
    expect(model.flips()).toHaveLength(0);
    byId(el, "flip-1").click();
    expect(model.flips()).toHaveLength(1);
    expect(counts(el)).toEqual([27, 25]);
    // Each has a key: A and L, which work even while a button has the focus.
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "l", bubbles: true }));
    expect(model.flips()).toHaveLength(1);
    byId(el, "flip-0").dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(model.flips()).toHaveLength(2);
  });
});

describe("auto-play", () => {
  const question = (extra: Partial<Question> = {}): Question => ({
    game: 1,
    round: 1,
    kind: "compare",
    prompt: "Which card is bigger?",
    cards: [["KS"], ["7D"]],
    seat: null,
    options: [0, 1],
    try: 1,
    ...extra,
  });

  it("auto-plays at the chosen speed and pauses", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "auto").click();
    expect(model.sent).toContainEqual({ type: "settings", auto: true });
    expect(model.flips()).toHaveLength(1);
    vi.advanceTimersByTime(900);
    expect(model.flips()).toHaveLength(2);
    byId(el, "auto").click();
    vi.advanceTimersByTime(5000);
    expect(model.flips()).toHaveLength(2);
  });

  it("hides auto-play while the quiz is on", () => {
    const el = kit.mount(new PlayModel({ quiz: true, question: question() }));
    expect(byId(el, "auto").hidden).toBe(true);
  });
});

describe("icons and the end", () => {
  it("draws play and pause in SVG (no font needed) and says Game over on the buttons at the end", () => {
    const model = new PlayModel({ mode: "two_players", seat_names: ["Ana", "Ben"], ahead: [view(1, [52, 0], { end: { winner: 0, reason: "all_cards" } })] });
    const el = kit.mount(model);
    expect(byId(el, "auto").querySelector("svg.ww-icon-play")).not.toBeNull();
    expect(byId(el, "auto").textContent).toBe("Auto-play");
    byId(el, "auto").click();
    expect(byId(el, "auto").querySelector("svg.ww-icon-pause")).not.toBeNull();
    expect(byId(el, "auto").textContent).toBe("Pause");
    byId(el, "auto").click();
    byId(el, "flip-0").click();
    byId(el, "flip-1").click();
    expect(text(el, "flip-0")).toBe("Game over");
    expect((byId(el, "flip-1") as HTMLButtonElement).disabled).toBe(true);
  });
});
