import { describe, expect, it, vi } from "vitest";
import labels from "./labels.en.json";
import { EXPORTED_CLASS } from "./panels/ctx";
import { NO_KERNEL_MS } from "./replay";
import { byId, counts, PlayModel, settle, text, useWidget, view } from "./testkit";
import type { Question, Traits } from "./types";
import widget from "./widget";

// The wiring of js/widget.ts: model -> view state -> panels, intents back to Python.
const kit = useWidget();

describe("the table at once", () => {
  it("shows the dealt table at once: counts, round, code and one Flip button", () => {
    const el = kit.mount(new PlayModel());
    expect(counts(el)).toEqual([26, 26]);
    expect(text(el, "round")).toBe("Round 0");
    expect(text(el, "code")).toBe("29J");
    expect(byId(el, "flip").textContent).toBe("Flip");
    expect(byId(el, "explanation")).toBeTruthy();
    expect(el.querySelectorAll(".ww-card:not(.ww-back)")).toHaveLength(0);
  });

  it("asks Python for the recent history when shown", () => {
    const model = new PlayModel();
    kit.mount(model);
    expect(model.sent).toContainEqual({ type: "hello" });
  });
});

describe("flipping", () => {
  it("shows the precomputed round at once and sends the intent", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(model.flips()).toEqual([{ type: "flip", game: 1, round: 1 }]);
    expect(counts(el)).toEqual([27, 25]);
    expect(text(el, "round")).toBe("Round 1");
    const laid = [...el.querySelectorAll<HTMLElement>(".ww-laid .ww-card")].map((c) => c.dataset.card);
    expect(laid).toEqual(["KS", "7D"]);
    // The words come with Python's confirmation.
    expect(text(el, "explanation")).toContain("…");
    model.update({
      round: 1,
      counts: [27, 25],
      last_round: view(1, [27, 25], { steps: ["You turn up K♠.", "You win 2 cards."] }),
      ahead: [view(2, [26, 26], { winner: 1 }), view(3, [27, 25])],
    });
    expect(text(el, "explanation")).not.toContain("You win 2 cards."); // the cards fly to the pile first
    settle();
    expect(text(el, "explanation")).toContain("You win 2 cards.");
    expect(counts(el)).toEqual([27, 25]);
  });

  it("shows each step again in the second language, under it, marked with its language", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "flip").click();
    const also = { lang: "uk", steps: ["Ти відкриваєш K♠.", "Ти виграєш 2 карти."] };
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["Odkrywasz K♠.", "Wygrywasz 2 karty."], also }) });
    settle();
    const steps = [...el.querySelectorAll<HTMLElement>(".ww-steps li")];
    expect(steps).toHaveLength(2);
    const second = steps.map((li) => li.querySelector<HTMLElement>("[data-testid=step-also]"));
    expect(second.map((s) => s?.textContent)).toEqual(also.steps);
    expect(second.map((s) => s?.lang)).toEqual(["uk", "uk"]);
    expect(steps[0].textContent).toBe("Odkrywasz K♠.Ти відкриваєш K♠.");
    model.update({ last_round: view(1, [27, 25], { steps: ["Odkrywasz K♠."] }) }); // second_lang=""
    expect(el.querySelectorAll("[data-testid=step-also]")).toHaveLength(0);
  });

  it("keeps the counters adding up to the cards in play", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    for (let i = 0; i < 3; i++) {
      byId(el, "flip").click();
      expect(counts(el).reduce((a, b) => a + b)).toBe(52);
    }
    expect(model.flips().map((m) => (m as { round: number }).round)).toEqual([1, 2, 3]);
  });

  it("waits for the kernel once the rounds computed ahead run out", () => {
    const model = new PlayModel({ ahead: [view(1, [27, 25])] });
    const el = kit.mount(model);
    byId(el, "flip").click();
    byId(el, "flip").click(); // round 2 is not known yet: nothing to show, nothing sent
    expect(model.flips()).toHaveLength(1);
    expect(text(el, "notice")).toContain("Waiting for Python");
    // Python catches up: the next click goes through.
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["ok"] }), ahead: [view(2, [26, 26])] });
    byId(el, "flip").click();
    expect(model.flips()).toHaveLength(2);
    expect(counts(el)).toEqual([26, 26]);
  });

  it("flips with Space and Enter, but not while typing a code", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    byId(el, "code-input").dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    expect(model.flips()).toHaveLength(2);
  });

  it("stops at the end of the game and shows the summary", () => {
    const model = new PlayModel({ ahead: [view(1, [52, 0], { end: { winner: 0, reason: "all_cards" } })] });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect((byId(el, "flip") as HTMLButtonElement).disabled).toBe(true);
    byId(el, "flip").click();
    expect(model.flips()).toHaveLength(1);
    model.update({
      round: 1,
      over: true,
      counts: [52, 0],
      last_round: view(1, [52, 0], { steps: ["You win the game."], end: { winner: 0, reason: "all_cards" } }),
      ahead: [],
      summary: {
        rounds: 1,
        wars: 1,
        war_rounds: [1],
        wars_won: [1, 0],
        longest_streak: [1, 0],
        biggest_lead: [52, 0],
        counts_per_round: [
          [26, 26],
          [52, 0],
        ],
      },
      session: { games: 1, wins: [1, 0], draws: 0, streak: 1, results: [{ code: "29J", winner: 0, reason: "all_cards", rounds: 1, counts: [52, 0] }] },
    });
    expect(byId(el, "game-over").hidden).toBe(true); // it says 52: it waits for the pile to say so
    settle();
    const svg = byId(el, "summary-chart");
    expect(svg.querySelectorAll("circle")).toHaveLength(2);
    expect(svg.querySelectorAll(".ww-war-mark")).toHaveLength(1);
    expect(text(el, "summary")).toContain("Wars won1");
    expect(text(el, "summary")).toContain("29J: You won");
  });
});

describe("safety", () => {
  it("shows names and codes as text, never as HTML", () => {
    const evil = "<img src=x onerror=alert(1)>";
    const model = new PlayModel({ seat_names: [evil, "Computer"], code: evil, error: evil });
    const el = kit.mount(model);
    expect(el.querySelector("img")).toBeNull();
    expect(el.textContent).toContain(evil);
    expect(text(el, "code")).toBe(evil);
  });
});

// A notebook reopened from its saved widget state: its traits are there, no Python is behind them.
describe("a reopened notebook (no kernel-side widget)", () => {
  const saved = (): Partial<Traits> => ({
    round: 3,
    counts: [28, 24],
    last_round: view(3, [28, 24], { steps: ["Round 3, as saved."] }),
    ahead: [view(4, [29, 23]), view(5, [30, 22]), view(6, [29, 23])],
    notice: "Replaying game 29J.",
  });
  const root = (el: HTMLElement) => el.querySelector<HTMLElement>(".ww-root")!;
  const space = (el: HTMLElement) => root(el).dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));

  it("never plays ahead of Python: Flip waits, then the table is a still picture", () => {
    const model = new PlayModel(saved(), { kernel: false });
    const el = kit.mount(model);
    expect(model.sent).toEqual([{ type: "hello" }]);
    byId(el, "flip").click();
    space(el);
    expect(model.flips()).toHaveLength(0);
    expect(text(el, "round")).toBe("Round 3"); // round 4 of the look-ahead stays hidden
    expect(counts(el)).toEqual([28, 24]);
    expect(text(el, "notice")).toBe(labels.waiting);
    expect(root(el).dataset.kernel).toBe("waiting");
    vi.advanceTimersByTime(NO_KERNEL_MS + 1);
    expect(root(el).dataset.kernel).toBe("none");
    expect(text(el, "still")).toBe(labels.still);
    expect(text(el, "notice")).toBe(""); // neither "waiting" nor Python's old notice
    expect((byId(el, "flip") as HTMLButtonElement).disabled).toBe(true);
    expect(byId(el, "auto").closest("[hidden]")).not.toBeNull(); // auto-play and Settings too
    byId(el, "flip").click();
    space(el);
    vi.advanceTimersByTime(10 * NO_KERNEL_MS);
    expect(model.flips()).toHaveLength(0);
    expect(text(el, "round")).toBe("Round 3");
    expect(counts(el)).toEqual([28, 24]);
    expect(text(el, "explanation")).toContain("Round 3, as saved.");
  });

  it("plays on once Python answers, however late", () => {
    const model = new PlayModel(saved(), { kernel: false });
    const el = kit.mount(model);
    vi.advanceTimersByTime(NO_KERNEL_MS + 1);
    expect(text(el, "still")).toBe(labels.still);
    model.receive({ type: "history", game: 1, rounds: [] });
    expect(text(el, "still")).toBe("");
    expect((byId(el, "flip") as HTMLButtonElement).disabled).toBe(false);
    byId(el, "flip").click();
    expect(model.flips()).toEqual([{ type: "flip", game: 1, round: 4 }]);
    expect(counts(el)).toEqual([29, 23]);
  });

  it("plays a Flip pressed before Python's answer when the answer comes", () => {
    const model = new PlayModel({}, { kernel: false });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(model.flips()).toHaveLength(0);
    model.receive({ type: "history", game: 1, rounds: [] });
    expect(model.flips()).toEqual([{ type: "flip", game: 1, round: 1 }]);
    expect(text(el, "round")).toBe("Round 1");
    expect(text(el, "notice")).toBe("");
  });

  it("is still at once where the page marks the model disconnected, and live again on reconnecting", () => {
    const model = new PlayModel(saved(), { kernel: false });
    const host = document.createElement("div");
    host.className = "jupyter-widgets-disconnected"; // what JupyterLab sets on a view without a comm
    document.body.append(host);
    const cleanup = widget.render({ model, el: host });
    try {
      expect(text(host, "still")).toBe(labels.still);
      expect((byId(host, "flip") as HTMLButtonElement).disabled).toBe(true);
      host.classList.remove("jupyter-widgets-disconnected");
      for (const fn of model.handlers.get("comm_live_update") ?? []) fn();
      expect(model.sent.filter((m) => m.type === "hello")).toHaveLength(2); // asked again
      model.receive({ type: "history", game: 1, rounds: [] });
      expect((byId(host, "flip") as HTMLButtonElement).disabled).toBe(false);
      host.classList.add("jupyter-widgets-disconnected"); // the kernel went away
      for (const fn of model.handlers.get("comm_live_update") ?? []) fn();
      expect(text(host, "still")).toBe(labels.still);
    } finally {
      cleanup();
      host.remove();
    }
  });

  it("on a page exported from a notebook says what the picture is, with no cell to run and no Flip to press", () => {
    const model = new PlayModel({ round: 0, counts: [26, 26] }, { kernel: false }); // before round 1
    const host = document.createElement("div");
    host.className = `jupyter-widgets-disconnected ${EXPORTED_CLASS}`; // what exported.ts sets
    document.body.append(host);
    const cleanup = widget.render({ model, el: host });
    try {
      expect(text(host, "still")).toBe(labels.still_page);
      expect(host.textContent).not.toContain(labels.still);
      expect(host.textContent).not.toContain(labels.start); // "Press Flip…": Flip is off
      expect((byId(host, "flip") as HTMLButtonElement).disabled).toBe(true);
    } finally {
      cleanup();
      host.remove();
    }
  });

  it("a live kernel's table plays from the look-ahead at once, as before", () => {
    const model = new PlayModel(saved());
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(text(el, "round")).toBe("Round 4");
    vi.advanceTimersByTime(10 * NO_KERNEL_MS);
    expect(text(el, "still")).toBe("");
    expect(root(el).dataset.kernel).toBe("live");
  });
});

describe("cleanup", () => {
  it("removes every listener it added", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    expect(model.listenerCount()).toBeGreaterThan(0);
    const flip = byId(el, "flip");
    kit.unmount();
    expect(model.listenerCount()).toBe(0);
    expect(el.querySelector(".ww-root")).toBeNull();
    flip.click();
    model.set("round", 3);
    expect(model.flips()).toHaveLength(0);
  });
});

describe("a new game", () => {
  it("starts over on a new game from Python", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "flip").click();
    model.update({ game_id: 2, code: "ABCD", round: 0, counts: [26, 26], last_round: null, ahead: [view(1, [25, 27], { winner: 1 })] });
    expect(counts(el)).toEqual([26, 26]);
    expect(text(el, "code")).toBe("ABCD");
    byId(el, "flip").click();
    expect(model.flips().at(-1)).toEqual({ type: "flip", game: 2, round: 1 });
  });
});

describe("words, settings for the youngest, accessibility", () => {
  it("redraws every label when Python sends another language's", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    expect(byId(el, "flip").textContent).toBe("Flip");
    const spanish = Object.fromEntries(Object.keys(labels).map((k) => [k, `ES ${k}`]));
    model.update({ lang: "es", labels: { ...spanish, flip: "Voltear", round: "Ronda {round}" } });
    expect(byId(el, "flip").textContent).toBe("Voltear");
    expect(text(el, "round")).toBe("Ronda 0");
    expect(byId(el, "new-game").textContent).toBe("ES new_game");
    expect(el.querySelector(".ww-root")!.getAttribute("aria-label")).toBe("ES game");
    expect(el.querySelector(".ww-root")!.getAttribute("lang")).toBe("es"); // read and hyphenated as Spanish
    expect((byId(el, "speed") as HTMLSelectElement).options[0].textContent).toBe("ES speed.slow");
    expect(el.querySelector(".ww-replay-note")!.textContent).toBe("ES replay.note");
    expect(byId(el, "replay-next").getAttribute("aria-label")).toBe("ES replay.next.label");
    // No English is left in the widget's own words (names, codes and numbers aside).
    expect(el.querySelector(".ww-bar")!.textContent).not.toMatch(/Auto-play|Settings/);
    expect(byId(el, "settings").textContent).not.toMatch(/Speed|New game|Language/);
  });
});

describe("every word is a label", () => {
  it("shows no label key in place of a word, in any state", () => {
    const known = new Set([...Object.values(labels), "en", "classic"]);
    const looksLikeKey = /^[a-z][a-z_]*(\.[a-z_.]+)?$/;
    const missing = (el: HTMLElement): string[] => {
      const found: string[] = [];
      for (const node of el.querySelectorAll<HTMLElement>("*")) {
        const own = [...node.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE).map((c) => c.textContent?.trim() ?? "");
        const attrs = ["aria-label", "title", "placeholder"].map((a) => node.getAttribute(a) ?? "");
        for (const s of [...own, ...attrs]) if (s && looksLikeKey.test(s) && !known.has(s)) found.push(s);
      }
      return found;
    };
    const question: Question = { game: 1, round: 1, kind: "combine", prompt: "?", cards: [["5H", "8C"], ["KC", "10S"]], seat: 0, options: [], try: 1 };
    const states: Partial<Traits>[] = [
      {},
      { mode: "two_players" },
      { pending: { seats: [0, 1], value: 9 } },
      { quiz: true, question, hide_explanation: true, dots: true },
      { quiz: true, question: { ...question, kind: "compare", seat: null, options: [0, 1] } },
    ];
    for (const state of states) {
      const model = new PlayModel(state);
      const el = kit.mount(model);
      el.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
      byId(el, "flip").click();
      model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["Step."], said: "Said." }), feedback: { game: 1, round: 1, given: 1, outcome: "wrong", text: "Text.", answer: 0 } });
      expect(missing(el), JSON.stringify(state)).toEqual([]);
      kit.unmount();
    }
  });
});
