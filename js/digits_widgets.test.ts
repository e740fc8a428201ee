import { afterEach, describe, expect, it } from "vitest";
import { asciiDigits, numberFieldType } from "./digits";
import { FakeModel } from "./fake_model";
import simulation, { histogramSvg, type Histogram, type SimIntent, type SimTraits } from "./simulation";
import { fmt } from "./simulation_chart";
import EN from "./sim_words.en.json";
import tally, { type TallyIntent, type TallyTraits } from "./tally";
import { baseTraits, byId, PlayModel, useWidget } from "./testkit";
import type { Question } from "./types";

// The digits on the other widgets and in the play widget's Settings (issue 45, item 3): Python
// writes its words in the learner's digits; the front-end writes the numbers it formats itself
// (the charts' ticks, the games' menu) in the `digits` trait's, and decides nothing else.
const LATIN = /[0-9]/;

describe("asciiDigits and the field a number is typed in", () => {
  it("reads the digits an Arabic, Persian or Urdu keyboard types as 0-9", () => {
    expect(asciiDigits("١٢ ۱۵ 7")).toBe("12 15 7");
    expect(asciiDigits("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹")).toBe("01234567890123456789");
    expect(asciiDigits("²x")).toBe("²x");
    expect(numberFieldType("arab")).toBe("text");
    expect(numberFieldType("latn")).toBe("number");
  });
});

describe("the simulation widget with digits='arab'", () => {
  const H: Histogram = { width: 10, bins: 30, counts: [Array.from({ length: 30 }, (_, i) => (i < 5 ? 0 : 300 - i))], overflow: [40], limits: [240], longest: [1234], games: [9000] };
  const words = { ...EN, digits: "arab" };

  it("formats numbers in Arabic-Indic digits with the Arabic separators", () => {
    expect(fmt(words, 12345.6, 1)).toBe("١٢٬٣٤٥٫٦");
    expect(fmt({ ...EN, digits: "latn" }, 12345.6, 1)).toBe("12,345.6");
    expect(fmt(words, -3)).toBe("-٣");
  });

  it("draws the histogram's ticks, limit and clipped counts without a digit 0-9", () => {
    const svg = histogramSvg(H, ["Classic"], words, 640);
    const ticks = [...svg.querySelectorAll("text.tick")].map((t) => t.textContent ?? "");
    expect(ticks.length).toBeGreaterThan(4);
    expect(ticks.every((t) => /^[٠-٩٬]+$/.test(t))).toBe(true);
    expect(svg.querySelector('[data-testid="limit-label"]')!.textContent).toMatch(/٢٤٠/);
    expect([...svg.querySelectorAll("title")].every((t) => !LATIN.test(t.textContent ?? ""))).toBe(true);
  });

  it("writes the progress, the legend and the games' menu in the digits, right to left in Arabic, the seed as typed", () => {
    const traits: SimTraits = {
      presets: ["classic"], choices: { players: [2, 3] }, rules_a: { players: 2 }, rules_b: null, labels: ["A: Classic", "B: Classic"], origins: ["classic"],
      words: { ...EN, dir: "rtl" }, engine: "fast", state: "done", running_mean: [], lang: "ar", done: 18000, total: 20000,
      histogram: { ...H, counts: [H.counts[0], H.counts[0]], overflow: [40, 0], limits: [240, null], longest: [1234, 240], games: [9000, 9000], requested: [10000, 10000] },
      table: {}, first_war: [], message: "", error: "", games: 10000, seed: 12345, digits: "arab",
    };
    const model = new FakeModel<SimTraits, SimIntent>(traits);
    const host = document.createElement("div");
    const cleanup = simulation.render({ model, el: host });
    const q = (id: string) => host.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
    expect(host.querySelector<HTMLElement>(".ww-sim")!.dir).toBe("rtl");
    expect(q("progress-text").textContent).toMatch(/٩٬٠٠٠/);
    expect(q("progress-text").textContent).toBe("٩٬٠٠٠ of ١٠٬٠٠٠ games | ٩٬٠٠٠ of ١٠٬٠٠٠ games"); // a dot would read as ٠
    expect(LATIN.test(q("progress-text").textContent ?? "")).toBe(false);
    expect(LATIN.test(q("legend").textContent ?? "")).toBe(false);
    expect([...(q("games") as HTMLSelectElement).options].map((o) => o.textContent)).toContain("١٠٬٠٠٠");
    expect([...(q("players-a") as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(["٢", "٣"]);
    expect((q("seed") as HTMLInputElement).value).toBe("12345");
    model.update({ digits: "latn" }); // at run time: drawn again in 0-9
    expect(q("progress-text").textContent).toBe("9,000 of 10,000 games · 9,000 of 10,000 games");
    cleanup();
  });
});

describe("the class tally with digits='arab'", () => {
  let cleanup: () => void = () => {};
  afterEach(() => cleanup());

  it("draws the chart's ticks in the digits, the page right to left, and redraws when they change", () => {
    const traits: TallyTraits = {
      question: "first_war", results: [0, 1, 0], error: "", lang: "ar", csv: "", digits: "arab",
      words: { percent: "{value}%", dir: "rtl", "axis.share": "نسبة النتائج" },
      view: { kind: "yes_no", title: "هل كان الكشف الأول حربًا؟", count: 3, count_text: "٣ نتائج", share: 1 / 3, share_text: "", reference: 1 / 17, reference_text: "", running: [0, 0.5, 1 / 3], x_label: "النتائج" },
    };
    const model = new FakeModel<TallyTraits, TallyIntent>(traits);
    const host = document.createElement("div");
    cleanup = tally.render({ model, el: host });
    const ticks = () => [...host.querySelectorAll("text.ww-tally-tick")].map((t) => t.textContent ?? "");
    expect(host.querySelector<HTMLElement>(".ww-tally")!.dir).toBe("rtl");
    expect(ticks()).toContain("٢٥\u066a"); // the Arabic percent sign ٪ after ٠-٩ (as Python writes it)
    expect(ticks()).toContain("١٠"); // the last result's place on the x axis
    expect(ticks().some((t) => LATIN.test(t))).toBe(false);
    model.update({ digits: "latn" });
    expect(ticks()).toContain("25%");
  });
});

describe("the play widget's digits", () => {
  const kit = useWidget();
  const offered = (digits: string[]) => {
    const choices = baseTraits().choices!;
    return { ...choices, settings: { ...choices.settings, digits } };
  };

  it("offers the digits in Settings only where Python offers two, and sends the choice", () => {
    const model = new PlayModel({ choices: offered(["latn"]) });
    const el = kit.mount(model);
    const menu = byId(el, "digits") as HTMLSelectElement;
    expect(menu.closest("label")!.hidden).toBe(true); // English: 0-9 alone, no menu
    model.update({ choices: offered(["latn", "arab"]) });
    expect(menu.closest("label")!.hidden).toBe(false);
    expect([...menu.options].map((o) => [o.value, o.textContent])).toEqual([["latn", "123"], ["arab", "١٢٣"]]);
    menu.value = "arab";
    menu.dispatchEvent(new Event("change"));
    expect(model.sent.filter((m) => m.type === "settings")).toEqual([{ type: "settings", digits: "arab" }]);
    // A widget made with digits="arab" in a language that offers 0-9 alone can go back.
    model.update({ choices: offered(["latn"]), digits: "arab" });
    expect(menu.closest("label")!.hidden).toBe(false);
    expect(menu.value).toBe("arab");
  });

  it("takes a typed answer in Arabic-Indic digits from a text field", () => {
    const q: Question = { game: 1, round: 1, kind: "count", prompt: "كم بطاقة؟", cards: [["5H"], ["KC"]], seat: 0, options: [], try: 1 };
    const model = new PlayModel({ quiz: true, digits: "arab", question: q });
    const el = kit.mount(model);
    byId(el, "flip").click();
    const input = byId(el, "quiz-input") as HTMLInputElement;
    expect(input.type).toBe("text");
    expect(input.inputMode).toBe("numeric");
    input.value = "٢٥";
    byId(el, "quiz-check").click();
    expect(model.sent.filter((m) => m.type === "answer")).toEqual([{ type: "answer", game: 1, round: 1, answer: 25 }]);
  });
});
