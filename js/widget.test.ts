import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { face, type Words } from "./cards";
import { FakeModel as BaseFakeModel } from "./fake_model";
import labels from "./labels.en.json";
import type { Intent, Model, Question, RoundView, Traits } from "./types";
import widget from "./widget";

/** The widget's model in these tests: the play widget's traits, its intents, and the flips sent. */
class FakeModel extends BaseFakeModel<Traits, Intent> implements Model {
  constructor(overrides: Partial<Traits> = {}) {
    super({ ...baseTraits(), ...overrides });
  }
  flips(): Intent[] {
    return this.sent.filter((m) => m.type === "flip");
  }
}

function view(n: number, counts: number[], extra: Partial<RoundView> = {}): RoundView {
  return {
    n,
    plays: [[[0, ["KS"], 13]], [[0, ["7D"], 7]]],
    counts,
    winner: 0,
    wars: 0,
    finished: true,
    ...extra,
  };
}

function baseTraits(): Traits {
  return {
    game_id: 1,
    code: "29J",
    round: 0,
    counts: [26, 26],
    total: 52,
    over: false,
    result: null,
    pending: null,
    last_round: null,
    ahead: [view(1, [27, 25]), view(2, [26, 26], { winner: 1 }), view(3, [27, 25])],
    summary: null,
    session: { games: 0, wins: [], draws: 0, streak: 0, results: [] },
    seat_names: ["You", "Computer"],
    preset: "classic",
    presets: ["classic", "guerra_de_sumas"],
    languages: ["en"],
    notice: "",
    error: "",
    rules: {
      players: 2,
      face_down: 3,
      ace_low: false,
      flip: 1,
      combine: "sum",
      jokers: 0,
      lowest_rank: 2,
      multiway: "tied_only",
      peace: "never",
      shortage: "last_card_up",
      pickup: "shuffled",
      round_limit: null,
    },
    names: [],
    mode: "computer",
    lang: "en",
    level: "detailed",
    speed: "normal",
    auto: false,
    quiz: false,
    quiz_kind: "auto",
    hide_explanation: false,
    dots: false,
    four_colours: false,
    question: null,
    feedback: null,
    score: { right: 0, retry: 0, wrong: 0 },
    labels: { ...labels },
    replay: {},
  };
}

/** The English labels, filled in as the widget does. */
const words: Words = (key, fields = {}) =>
  ((labels as Record<string, string>)[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(fields[name]));

const byId = (el: HTMLElement, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const text = (el: HTMLElement, id: string) => byId(el, id).textContent ?? "";
const counts = (el: HTMLElement) => [0, 1].map((s) => Number(text(el, `count-${s}`)));

let host: HTMLElement;
let cleanup: (() => void) | null = null;

function mount(model: FakeModel) {
  host = document.createElement("div");
  document.body.append(host);
  cleanup = widget.render({ model, el: host });
  return host;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup?.();
  cleanup = null;
  host?.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the table", () => {
  it("shows the dealt table at once: counts, round, code and one Flip button", () => {
    const el = mount(new FakeModel());
    expect(counts(el)).toEqual([26, 26]);
    expect(text(el, "round")).toBe("Round 0");
    expect(text(el, "code")).toBe("29J");
    expect(byId(el, "flip").textContent).toBe("Flip");
    expect(byId(el, "explanation")).toBeTruthy();
    expect(el.querySelectorAll(".ww-card:not(.ww-back)")).toHaveLength(0);
  });

  it("asks Python for the recent history when shown", () => {
    const model = new FakeModel();
    mount(model);
    expect(model.sent).toContainEqual({ type: "hello" });
  });

  it("shows Round N of L with a progress bar when there is a round limit", () => {
    const model = new FakeModel();
    model.traits.rules = { ...model.traits.rules, round_limit: 40 };
    const el = mount(model);
    expect(text(el, "round")).toBe("Round 0 of 40");
    byId(el, "flip").click();
    expect(text(el, "round")).toBe("Round 1 of 40");
    const bar = el.querySelector<HTMLElement>(".ww-progress-fill")!;
    expect(bar.style.width).toBe("2.5%");
  });

  it("draws card indices from the card codes", () => {
    expect(face("10H", words)).toMatchObject({ rank: "10", symbol: "♥", red: true, suit: "H", label: "10 of hearts" });
    expect(face("KS", words)).toMatchObject({ rank: "K", symbol: "♠", red: false, label: "king of spades" });
    expect(face("A", words)).toMatchObject({ rank: "A", symbol: "" });
    expect(face("JOKER", words).label).toBe("joker");
  });
});

describe("flipping", () => {
  it("shows the precomputed round at once and sends the intent", () => {
    const model = new FakeModel();
    const el = mount(model);
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
    expect(text(el, "explanation")).toContain("You win 2 cards.");
    expect(counts(el)).toEqual([27, 25]);
  });

  it("keeps the counters adding up to the cards in play", () => {
    const model = new FakeModel();
    const el = mount(model);
    for (let i = 0; i < 3; i++) {
      byId(el, "flip").click();
      expect(counts(el).reduce((a, b) => a + b)).toBe(52);
    }
    expect(model.flips().map((m) => (m as { round: number }).round)).toEqual([1, 2, 3]);
  });

  it("waits for the kernel once the rounds computed ahead run out", () => {
    const model = new FakeModel({ ahead: [view(1, [27, 25])] });
    const el = mount(model);
    byId(el, "flip").click();
    byId(el, "flip").click(); // round 2 is not known yet: nothing to show, nothing sent
    expect(model.flips()).toHaveLength(1);
    expect(text(el, "notice")).toContain("Waiting for the kernel");
    // Python catches up: the next click goes through.
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["ok"] }), ahead: [view(2, [26, 26])] });
    byId(el, "flip").click();
    expect(model.flips()).toHaveLength(2);
    expect(counts(el)).toEqual([26, 26]);
  });

  it("flips with Space and Enter, but not while typing a code", () => {
    const model = new FakeModel();
    const el = mount(model);
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    byId(el, "code-input").dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true }));
    expect(model.flips()).toHaveLength(2);
  });

  it("stops at the end of the game and shows the summary", () => {
    const model = new FakeModel({ ahead: [view(1, [52, 0], { end: { winner: 0, reason: "all_cards" } })] });
    const el = mount(model);
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
    const svg = byId(el, "summary-chart");
    expect(svg.querySelectorAll("circle")).toHaveLength(2);
    expect(svg.querySelectorAll(".ww-war-mark")).toHaveLength(1);
    expect(text(el, "summary")).toContain("Wars won1");
    expect(text(el, "summary")).toContain("29J: You won");
  });
});

describe("peace or war", () => {
  it("asks the learners when the rules say so, and sends their choice", () => {
    const model = new FakeModel({ ahead: [] });
    const el = mount(model);
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

describe("the end summary", () => {
  it("draws both players' lines in two-player mode", () => {
    const model = new FakeModel({
      mode: "two_players",
      seat_names: ["Ana", "Ben"],
      round: 2,
      over: true,
      counts: [0, 52],
      ahead: [],
      last_round: view(2, [0, 52], { winner: 1, steps: ["Ben wins."], end: { winner: 1, reason: "all_cards" } }),
      summary: {
        rounds: 2,
        wars: 0,
        war_rounds: [],
        wars_won: [0, 0],
        longest_streak: [0, 2],
        biggest_lead: [0, 52],
        counts_per_round: [
          [26, 26],
          [20, 32],
          [0, 52],
        ],
      },
    });
    const el = mount(model);
    const svg = byId(el, "summary-chart");
    expect(svg.querySelectorAll("polyline")).toHaveLength(2);
    expect(svg.querySelectorAll("circle")).toHaveLength(6);
    expect(svg.querySelectorAll(".ww-war-mark")).toHaveLength(0);
    expect(text(el, "summary")).toContain("Games won: Ben");
    expect(el.querySelector("svg title")?.textContent).toContain("Ana, Ben");
  });
});

describe("two players on one screen", () => {
  it("turns the cards only when both have pressed", () => {
    const model = new FakeModel({ mode: "two_players", seat_names: ["Ana", "Ben"] });
    const el = mount(model);
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

describe("safety", () => {
  it("shows names and codes as text, never as HTML", () => {
    const evil = "<img src=x onerror=alert(1)>";
    const model = new FakeModel({ seat_names: [evil, "Computer"], code: evil, error: evil });
    const el = mount(model);
    expect(el.querySelector("img")).toBeNull();
    expect(el.textContent).toContain(evil);
    expect(text(el, "code")).toBe(evil);
  });
});

describe("controls", () => {
  it("sends rule changes, presets and codes as intents", () => {
    const model = new FakeModel();
    const el = mount(model);
    const ace = byId(el, "ace-low") as HTMLInputElement;
    ace.checked = true;
    ace.dispatchEvent(new Event("change"));
    const sums = byId(el, "sums") as HTMLInputElement;
    sums.checked = true;
    sums.dispatchEvent(new Event("change"));
    const fd = byId(el, "face-down") as HTMLSelectElement;
    fd.value = "by_rank";
    fd.dispatchEvent(new Event("change"));
    const limit = byId(el, "round-limit") as HTMLSelectElement;
    limit.value = "240";
    limit.dispatchEvent(new Event("change"));
    const preset = byId(el, "preset") as HTMLSelectElement;
    preset.value = "guerra_de_sumas";
    preset.dispatchEvent(new Event("change"));
    (byId(el, "code-input") as HTMLInputElement).value = " k7qm-3xpa ";
    byId(el, "code-play").click();
    expect(model.sent.filter((m) => m.type !== "hello")).toEqual([
      { type: "set_rules", changes: { ace_low: true } },
      { type: "set_rules", changes: { flip: 2 } },
      { type: "set_rules", changes: { face_down: "by_rank" } },
      { type: "set_rules", changes: { round_limit: 240 } },
      { type: "preset", name: "guerra_de_sumas" },
      { type: "code", code: "k7qm-3xpa" },
    ]);
  });

  it("puts a refused rule change back: the controls show the rules Python kept", () => {
    const model = new FakeModel({ rules: { ...baseTraits().rules, face_down: "by_rank" } });
    const el = mount(model);
    const sums = byId(el, "sums") as HTMLInputElement;
    sums.checked = true;
    sums.dispatchEvent(new Event("change"));
    expect(model.sent.filter((m) => m.type === "set_rules")).toEqual([{ type: "set_rules", changes: { flip: 2 } }]);
    model.update({ notice: "", error: "Război needs one card per flip: turn off Guerra de sumas first." });
    expect(sums.checked).toBe(false);
    expect(text(el, "error")).toContain("Război");
  });

  it("shows a refused code's error and keeps the table", () => {
    const model = new FakeModel();
    const el = mount(model);
    byId(el, "flip").click();
    model.set("error", "This code has a typo: check it and try again.");
    expect(text(el, "error")).toContain("typo");
    expect(counts(el)).toEqual([27, 25]);
  });

  it("starts over on a new game from Python", () => {
    const model = new FakeModel();
    const el = mount(model);
    byId(el, "flip").click();
    model.update({ game_id: 2, code: "ABCD", round: 0, counts: [26, 26], last_round: null, ahead: [view(1, [25, 27], { winner: 1 })] });
    expect(counts(el)).toEqual([26, 26]);
    expect(text(el, "code")).toBe("ABCD");
    byId(el, "flip").click();
    expect(model.flips().at(-1)).toEqual({ type: "flip", game: 2, round: 1 });
  });

  it("auto-plays at the chosen speed and pauses", () => {
    const model = new FakeModel();
    const el = mount(model);
    byId(el, "auto").click();
    expect(model.sent).toContainEqual({ type: "settings", auto: true });
    expect(model.flips()).toHaveLength(1);
    vi.advanceTimersByTime(900);
    expect(model.flips()).toHaveLength(2);
    byId(el, "auto").click();
    vi.advanceTimersByTime(5000);
    expect(model.flips()).toHaveLength(2);
  });

  it("moves the cards toward the winner, unless the browser asks for reduced motion", () => {
    const model = new FakeModel();
    let el = mount(model);
    byId(el, "flip").click();
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-collected").length).toBe(2);
    cleanup?.();
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("reduce"), media: q }));
    el = mount(new FakeModel());
    byId(el, "flip").click();
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-collected").length).toBe(0);
  });
});

describe("cleanup", () => {
  it("removes every listener it added", () => {
    const model = new FakeModel();
    const el = mount(model);
    expect(model.listenerCount()).toBeGreaterThan(0);
    const flip = byId(el, "flip");
    cleanup!();
    cleanup = null;
    expect(model.listenerCount()).toBe(0);
    expect(el.querySelector(".ww-root")).toBeNull();
    flip.click();
    model.set("round", 3);
    expect(model.flips()).toHaveLength(0);
  });
});

describe("the quiz", () => {
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

  it("shows the next cards and the question, then sends the tapped answer (Python judges)", () => {
    const model = new FakeModel({ quiz: true, question: question() });
    const el = mount(model);
    byId(el, "flip").click();
    expect(model.flips()).toHaveLength(0);
    expect(byId(el, "quiz").hidden).toBe(false);
    expect(text(el, "quiz-prompt")).toBe("Which card is bigger?");
    expect(byId(el, "flip").hidden).toBe(true);
    expect(counts(el)).toEqual([26, 26]); // nothing is resolved yet
    expect(document.activeElement).toBe(byId(el, "option-0"));
    expect(byId(el, "option-1").querySelector("[data-card]")?.getAttribute("aria-label")).toBe("7 of diamonds");
    byId(el, "option-0").click();
    byId(el, "option-1").click(); // one answer at a time: the second waits for the feedback
    expect(model.sent.filter((m) => m.type === "answer")).toEqual([{ type: "answer", game: 1, round: 1, answer: 0 }]);
    // A miss: feedback, a second try.
    model.update({ feedback: { game: 1, round: 1, given: 0, outcome: "again", text: "Not quite." }, question: question({ try: 2 }) });
    expect(text(el, "quiz-feedback")).toBe("Not quite.");
    byId(el, "quiz-same").focus();
    byId(el, "quiz-same").click();
    expect(model.sent.at(-1)).toEqual({ type: "answer", game: 1, round: 1, answer: "tie" });
    // Right on the second try: Python plays the round and asks about the next one.
    model.update({
      feedback: { game: 1, round: 1, given: "tie", outcome: "retry", text: "Right, on the second try!", answer: "tie" },
      score: { right: 0, retry: 1, wrong: 0 },
      round: 1,
      counts: [27, 25],
      last_round: view(1, [27, 25], { steps: ["You win 2 cards."], said: "Round 1: you win 2 cards." }),
      question: question({ round: 2, cards: [["2C"], ["3C"]] }),
    });
    expect(counts(el)).toEqual([27, 25]);
    expect(text(el, "quiz-feedback")).toBe("Right, on the second try!");
    expect(text(el, "explanation")).toContain("You win 2 cards.");
    expect(text(el, "score")).toBe("Right first time: 0 · after a second try: 1 · missed: 0");
    expect(text(el, "live")).toBe("Round 1: you win 2 cards.");
    expect(byId(el, "flip").hidden).toBe(false);
    expect(document.activeElement).toBe(byId(el, "flip")); // the keyboard goes on from Flip
    byId(el, "flip").click();
    expect(byId(el, "option-1").querySelector("[data-card]")?.getAttribute("data-card")).toBe("3C");
  });

  it("asks for a typed number under Guerra de sumas and marks the cards it is about", () => {
    const model = new FakeModel({
      quiz: true,
      question: question({ kind: "combine", prompt: "What do the two marked cards add up to?", cards: [["5H", "8C"], ["KC", "10S"]], seat: 0, options: [] }),
    });
    const el = mount(model);
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(byId(el, "seat-0").classList.contains("ww-marked")).toBe(true);
    expect(byId(el, "quiz-same").hidden).toBe(true);
    const input = byId(el, "quiz-input") as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    input.value = "abc";
    byId(el, "quiz-check").click(); // not a number: nothing is sent
    input.value = "13";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(model.sent.filter((m) => m.type === "answer")).toEqual([{ type: "answer", game: 1, round: 1, answer: 13 }]);
  });

  it("hides auto-play while the quiz is on", () => {
    const el = mount(new FakeModel({ quiz: true, question: question() }));
    expect(byId(el, "auto").hidden).toBe(true);
  });
});

describe("words, settings for the youngest, accessibility", () => {
  it("redraws every label when Python sends another language's", () => {
    const model = new FakeModel();
    const el = mount(model);
    expect(byId(el, "flip").textContent).toBe("Flip");
    const spanish = Object.fromEntries(Object.keys(labels).map((k) => [k, `ES ${k}`]));
    model.update({ lang: "es", labels: { ...spanish, flip: "Voltear", round: "Ronda {round}" } });
    expect(byId(el, "flip").textContent).toBe("Voltear");
    expect(text(el, "round")).toBe("Ronda 0");
    expect(byId(el, "new-game").textContent).toBe("ES new_game");
    expect(el.querySelector(".ww-root")!.getAttribute("aria-label")).toBe("ES game");
    expect((byId(el, "speed") as HTMLSelectElement).options[0].textContent).toBe("ES speed.slow");
    expect(el.querySelector(".ww-replay-note")!.textContent).toBe("ES replay.note");
    expect(byId(el, "replay-next").getAttribute("aria-label")).toBe("ES replay.next.label");
    // No English is left in the widget's own words (names, codes and numbers aside).
    expect(el.querySelector(".ww-controls")!.textContent).not.toMatch(/Auto-play|Speed|New game/);
  });

  it("keeps the explanation until Why? is pressed, when the teacher says so", () => {
    const model = new FakeModel({ hide_explanation: true });
    const el = mount(model);
    byId(el, "flip").click();
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["You win 2 cards."] }) });
    const steps = el.querySelector<HTMLElement>(".ww-steps")!;
    expect(steps.hidden).toBe(true);
    expect(byId(el, "why").hidden).toBe(false);
    byId(el, "why").click();
    expect(steps.hidden).toBe(false);
    expect(byId(el, "why").hidden).toBe(true);
    expect(document.activeElement).toBe(steps);
    byId(el, "flip").click(); // the next round hides its explanation again
    model.update({ round: 2, last_round: view(2, [26, 26], { winner: 1, steps: ["The computer wins."] }) });
    expect(steps.hidden).toBe(true);
  });

  it("shows counts as dots in groups of five, and a four-colour deck", () => {
    const model = new FakeModel({ dots: true, counts: [12, 40] });
    const el = mount(model);
    const dots = byId(el, "dots-0");
    expect(dots.querySelectorAll(".ww-dot")).toHaveLength(12);
    expect([...dots.querySelectorAll(".ww-five")].map((g) => g.children.length)).toEqual([5, 5, 2]);
    expect(byId(el, "dots-1").querySelectorAll(".ww-five")).toHaveLength(8);
    const box = byId(el, "four-colours") as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event("change"));
    expect(model.sent.at(-1)).toEqual({ type: "settings", four_colours: true });
    model.set("four_colours", true);
    expect(el.querySelector(".ww-root")!.classList.contains("ww-four")).toBe(true);
    byId(el, "flip").click();
    expect(el.querySelector('[data-card="7D"]')!.classList.contains("ww-suit-D")).toBe(true);
  });

  it("announces each round's result once in a live region", () => {
    const model = new FakeModel();
    const el = mount(model);
    const live = byId(el, "live");
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(byId(el, "explanation").getAttribute("aria-live")).toBeNull();
    byId(el, "flip").click();
    expect(live.textContent).toBe(""); // the words come with Python's confirmation
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["…"], said: "Round 1: you win 2 cards (27–25)." }) });
    expect(live.textContent).toBe("Round 1: you win 2 cards (27–25).");
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
      const model = new FakeModel(state);
      const el = mount(model);
      el.querySelectorAll("details").forEach((d) => d.setAttribute("open", ""));
      byId(el, "flip").click();
      model.update({ round: 1, last_round: view(1, [27, 25], { steps: ["Step."], said: "Said." }), feedback: { game: 1, round: 1, given: 1, outcome: "wrong", text: "Text.", answer: 0 } });
      expect(missing(el), JSON.stringify(state)).toEqual([]);
      cleanup?.();
      cleanup = null;
    }
  });
});
