import { describe, expect, it } from "vitest";
import { byId, PlayModel, settle, useWidget, view } from "../testkit";

const kit = useWidget();

describe("the explanation", () => {
  it("keeps the explanation until Why? is pressed, when the teacher says so", () => {
    const model = new PlayModel({ hide_explanation: true });
    const el = kit.mount(model);
    byId(el, "flip").click();
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["You win 2 cards."] }) });
    settle(); // the cards reach the winner's pile
    const steps = el.querySelector<HTMLElement>(".ww-steps")!;
    expect(steps.hidden).toBe(true);
    expect(byId(el, "why").hidden).toBe(false);
    byId(el, "why").click();
    expect(steps.hidden).toBe(false);
    expect(byId(el, "why").hidden).toBe(true);
    expect(document.activeElement).toBe(steps);
    byId(el, "flip").click(); // the next round hides its explanation again
    model.update({ round: 2, last_round: view(2, [26, 26], { winner: 1, steps: ["The computer wins."] }) });
    settle();
    expect(steps.hidden).toBe(true);
  });

  it("announces each round's result once in a live region", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    const live = byId(el, "live");
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(byId(el, "explanation").getAttribute("aria-live")).toBeNull();
    byId(el, "flip").click();
    expect(live.textContent).toBe(""); // the words come with Python's confirmation
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["…"], said: "Round 1: you win 2 cards (you 27, the computer 25)." }) });
    expect(live.textContent).toBe("Round 1: you win 2 cards (you 27, the computer 25).");
    // A new deal's round 1 is said too (another game, the same round number).
    model.update({ game_id: 2, round: 0, last_round: null });
    expect(live.textContent).toBe(""); // the last deal's line is not left behind
    byId(el, "flip").click();
    model.update({ round: 1, last_round: view(1, [25, 27], { winner: 1, steps: ["…"], said: "Round 1: the computer wins 2 cards (you 25, the computer 27)." }) });
    expect(live.textContent).toBe("Round 1: the computer wins 2 cards (you 25, the computer 27).");
  });

  it("shows Python's words with each name's isolates, and a voice reads them without", () => {
    const spoken: string[] = [];
    (globalThis as any).speechSynthesis = {
      getVoices: () => [{ lang: "en-US", name: "E", default: true }],
      speak: (u: { text: string }) => spoken.push(u.text),
      cancel: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    (globalThis as any).SpeechSynthesisUtterance = class { lang = ""; voice: unknown = null; constructor(public text: string) {} };
    try {
      const model = new PlayModel({ speak: true, voice_langs: ["en"] });
      const el = kit.mount(model);
      byId(el, "flip").click();
      const step = "Now \u2068Ben\u2069 has 24 cards and \u2068ليلى\u2069 28: 24 + 28 = 52.";
      model.update({ round: 1, last_round: view(1, [24, 28], { steps: [step] }) });
      expect(el.querySelector(".ww-steps li span")!.textContent).toBe(step);
      el.querySelector<HTMLElement>('[data-testid="speak-step"]')!.click();
      expect(spoken.at(-1)).toBe("Now Ben has 24 cards and ليلى 28: 24 + 28 = 52.");
    } finally {
      delete (globalThis as any).speechSynthesis;
    }
  });

  it("lists the earlier rounds, newest first, each with its words", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    for (const [n, counts] of [[1, [27, 25]], [2, [26, 26]], [3, [27, 25]]] as const) {
      byId(el, "flip").click();
      model.update({ round: n, last_round: view(n, [...counts], { steps: [`Step of round ${n}.`] }) });
    }
    const items = [...byId(el, "history").querySelectorAll("li")];
    expect(items.map((li) => li.dataset.round)).toEqual(["2", "1"]); // the round shown is not "earlier"
    expect(items[0].textContent).toBe("Round 2: Step of round 2.");
  });
});
