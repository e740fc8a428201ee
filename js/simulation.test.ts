import { describe, expect, it } from "vitest";
import { FakeModel as BaseFakeModel } from "./fake_model";
import simulation, { histogramSvg, meanSvg, niceTicks, type Histogram, type SimIntent, type SimModel, type SimTraits } from "./simulation";
import EN from "./sim_words.en.json";
import ES from "./sim_words.es.json";

/** The simulation widget's model in these tests. */
class FakeModel extends BaseFakeModel<SimTraits, SimIntent> implements SimModel {
  constructor(overrides: Partial<SimTraits> = {}) {
    super({ ...base(), ...overrides });
  }
}

function base(): SimTraits {
  return {
    presets: ["classic", "guerra_de_cartas"],
    choices: { players: [2, 3, 4], face_down: [0, 1, 2, 3, "by_rank"], pickup: ["shuffled", "table", "won_pile"], round_limit: [null, 40, 80, 200, 240] },
    rules_a: { players: 2, face_down: 3, pickup: "shuffled", round_limit: null },
    rules_b: null,
    labels: ["Classic"],
    origins: ["classic"],
    words: EN,
    engine: "fast",
    state: "idle",
    running_mean: [],
    lang: "en",
    done: 0,
    total: 0,
    histogram: {},
    table: {},
    first_war: [],
    message: "",
    error: "",
    games: 10000,
    seed: null,
  };
}

const HIST: Histogram = {
  width: 10,
  bins: 30,
  counts: [Array.from({ length: 30 }, (_, i) => (i < 5 ? 0 : 30 - i)), Array.from({ length: 30 }, (_, i) => i % 3)],
  overflow: [4, 0],
  limits: [240, null],
  longest: [900, 280],
  games: [329, 29],
};

function mount(model: FakeModel) {
  const host = document.createElement("div");
  document.body.append(host);
  const cleanup = simulation.render({ model, el: host });
  const q = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLElement;
  return { host, cleanup, q };
}

describe("SimulationWidget front-end", () => {
  it("sends run, cancel and settings as intents", () => {
    const model = new FakeModel();
    const { q, cleanup } = mount(model);
    expect(model.sent).toEqual([]); // showing the widget asks Python for nothing
    (q("run") as HTMLButtonElement).click();
    expect(model.sent).toEqual([{ type: "run" }]);
    const preset = q("preset-a") as HTMLSelectElement;
    expect(preset.value).toBe("classic");
    preset.value = "guerra_de_cartas";
    preset.dispatchEvent(new Event("change"));
    const limit = q("round_limit-a") as HTMLSelectElement;
    limit.value = "4";
    limit.dispatchEvent(new Event("change"));
    const compare = q("compare") as HTMLInputElement;
    compare.checked = true;
    compare.dispatchEvent(new Event("change"));
    const seed = q("seed") as HTMLInputElement;
    seed.value = " 12 ";
    seed.dispatchEvent(new Event("change"));
    expect(model.sent.slice(1)).toEqual([
      { type: "set", side: "a", preset: "guerra_de_cartas" },
      { type: "set", side: "a", option: "round_limit", value: 240 },
      { type: "set", compare: true },
      { type: "set", seed: "12" },
    ]);
    cleanup();
  });

  it("shows progress and locks the settings while running; Cancel is live", () => {
    const model = new FakeModel();
    const { q, cleanup } = mount(model);
    model.sent.length = 0;
    expect((q("cancel") as HTMLButtonElement).disabled).toBe(true);
    model.update({ state: "running", total: 20000, done: 5000 });
    expect((q("run") as HTMLButtonElement).disabled).toBe(true);
    expect((q("preset-a") as HTMLSelectElement).disabled).toBe(true);
    expect(q("progress-text").textContent).toBe("5,000 of 20,000 games");
    expect(q("progress").getAttribute("aria-valuenow")).toBe("5000");
    const cancel = q("cancel") as HTMLButtonElement;
    expect(cancel.disabled).toBe(false);
    cancel.click();
    expect(model.sent).toEqual([{ type: "cancel" }]);
    cleanup();
  });

  it("draws the histogram as SVG with the round limit marked", () => {
    const model = new FakeModel({ labels: ["A: Classic", "B: Classic, 1 face down"], rules_b: { players: 2, face_down: 1, pickup: "shuffled", round_limit: null } });
    const { host, q, cleanup } = mount(model);
    expect(host.querySelector("svg")).toBeNull();
    model.update({ histogram: HIST });
    const chart = q("histogram");
    expect(chart.tagName.toLowerCase()).toBe("svg");
    const bars = chart.querySelectorAll("rect");
    const nonzero = HIST.counts.flat().filter((c) => c).length + HIST.overflow.filter((c) => c).length;
    expect(bars.length).toBe(nonzero);
    expect(chart.querySelectorAll('[data-testid="limit"]').length).toBe(1);
    expect(chart.textContent).toContain("limit 240");
    expect(q("legend").textContent).toContain("B: Classic, 1 face down (longest: 280)");
    expect(q("side-b")).not.toBeNull();
    cleanup();
  });

  it("counts each rule set's games against the games asked for it, not their sum", () => {
    const model = new FakeModel({ labels: ["A: Classic", "B: Classic, 1 face down"], rules_b: { players: 2, face_down: 1, pickup: "shuffled", round_limit: null } });
    const { q, cleanup } = mount(model);
    const running = { ...HIST, counts: [HIST.counts[0], HIST.counts[1].map(() => 0)], overflow: [4, 0], games: [1_000_000, 0], longest: [900, 0], requested: [1_000_000, 1_000_000] };
    model.update({ state: "running", total: 2_000_000, done: 1_000_000, histogram: running });
    expect(q("progress-text").textContent).toBe("1,000,000 of 1,000,000 games · 0 of 1,000,000 games");
    expect(q("progress-text").querySelectorAll(".ww-sim-swatch").length).toBe(2);
    const legend = q("legend").textContent ?? "";
    expect(legend).toContain("A: Classic (longest: 900)");
    expect(legend).toMatch(/B: Classic, 1 face down$/); // not "longest: 0" before it starts
    model.update({ histogram: { ...running, counts: HIST.counts, games: [1_000_000, 250_000], longest: [900, 280] }, done: 1_250_000 });
    expect(q("progress-text").textContent).toBe("1,000,000 of 1,000,000 games · 250,000 of 1,000,000 games");
    expect(q("legend").textContent).toContain("B: Classic, 1 face down (longest: 280)");
    cleanup();
  });

  it("shows the summary, the exact and simulated chance of a first-flip war, as text only", () => {
    const model = new FakeModel();
    const { q, cleanup } = mount(model);
    model.update({
      table: { header: ["", "classic"], rows: [["mean rounds", "271.1"], ["<b>x</b>", "<img src=x onerror=alert(1)>"]] },
      first_war: [
        { exact: 1 / 17, exact_text: "1/17", simulated: 0.0583, wars: 583, games: 10000, text: "A: chance 1/17", note: "Whatever the first card…" },
        { exact: 1 / 17, exact_text: "1/17", simulated: 0.0601, wars: 601, games: 10000, text: "B: chance 1/17", note: "Whatever the first card…" },
      ],
      message: "done",
      error: "<i>bad</i>",
    });
    expect(q("summary").querySelectorAll("tbody tr").length).toBe(2);
    expect(q("summary").querySelector("img")).toBeNull();
    expect(q("summary").textContent).toContain("<img src=x onerror=alert(1)>");
    expect([...q("first-war").querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      "A: chance 1/17",
      "B: chance 1/17",
      "Whatever the first card…", // said once for both
    ]);
    expect(q("error").textContent).toBe("<i>bad</i>");
    expect(q("error").querySelector("i")).toBeNull();
    cleanup();
  });

  it("cleans up its listeners and elements", () => {
    const model = new FakeModel();
    const { host, cleanup } = mount(model);
    expect(model.listenerCount()).toBeGreaterThan(0);
    cleanup();
    expect(model.listenerCount()).toBe(0);
    expect(host.children.length).toBe(0);
  });

  it("puts every game in a bar: counts plus the last bin", () => {
    const svg = histogramSvg(HIST, ["a", "b"], EN);
    const titles = [...svg.querySelectorAll("rect title")].map((t) => t.textContent ?? "");
    expect(titles.some((t) => t.includes("4 games of 300 rounds or more"))).toBe(true);
  });

  it("clips the pile of games stopped by the round limit and writes its count", () => {
    const counts = Array.from({ length: 25 }, (_, i) => (i === 24 ? 6618 : i < 4 ? 0 : 40));
    const h: Histogram = { width: 10, bins: 25, counts: [counts], overflow: [0], limits: [240], longest: [240], games: [7398] };
    const chart = histogramSvg(h, ["guerra"], EN);
    const clipped = chart.querySelectorAll('[data-testid="clipped"]');
    expect(clipped.length).toBe(1);
    expect(clipped[0].textContent).toBe("6,618 ▲");
    const heights = [...chart.querySelectorAll("rect")].map((r) => Number(r.getAttribute("height")));
    expect(Math.max(...heights) / Math.min(...heights)).toBeLessThan(2);
    const noLimit = histogramSvg({ ...h, counts: [counts.map((c) => Math.min(c, 40))] }, ["x"], EN);
    expect(noLimit.querySelectorAll('[data-testid="clipped"]').length).toBe(0);
  });

  it("speaks Spanish from the words Python sends: controls, axes, legend, numbers", () => {
    const model = new FakeModel({ words: ES, labels: ["Guerra de Cartas, límite de 240 rondas"], origins: ["guerra_de_cartas"] });
    const { q, host, cleanup } = mount(model);
    model.update({ histogram: HIST, state: "done", total: 12000, done: 12000 });
    expect((q("run") as HTMLButtonElement).textContent).toBe("Jugar");
    const g = ES["number.group"]; // a no-break space
    expect(q("progress-text").textContent).toBe(`12${g}000 de 12${g}000 partidas`);
    expect((q("preset-a") as HTMLSelectElement).value).toBe("guerra_de_cartas");
    expect((q("preset-a") as HTMLSelectElement).selectedOptions[0].textContent).toBe("Guerra de Cartas");
    expect(q("y-label").textContent).toBe("partidas");
    expect(q("x-label").textContent).toBe("rondas por partida");
    expect(q("legend").textContent).toContain("Guerra de Cartas, límite de 240 rondas (la más larga: 900)");
    expect(q("histogram").textContent).toContain("límite 240");
    expect(host.textContent).not.toMatch(/\b(games|rounds|limit|Run|Cancel|preset)\b/);
    cleanup();
  });

  it("has 4 to 6 nice y ticks", () => {
    for (const max of [1, 3, 7, 29, 1208, 7386, 99999]) {
      const ticks = niceTicks(max);
      expect(ticks.length - 1).toBeGreaterThanOrEqual(4);
      expect(ticks.length - 1).toBeLessThanOrEqual(6);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.every((t) => Number.isInteger(t))).toBe(true);
    }
    expect(niceTicks(1208)).toEqual([0, 250, 500, 750, 1000, 1250]);
    expect(niceTicks(282, 261)).toEqual([260, 265, 270, 275, 280, 285]);
    expect(histogramSvg(HIST, ["a", "b"], EN).querySelectorAll('[data-testid="y-tick"]').length).toBeGreaterThanOrEqual(5);
  });

  it("draws the running mean with its 95% band and says the last estimate", () => {
    const model = new FakeModel();
    const { q, cleanup } = mount(model);
    model.update({ histogram: HIST, running_mean: [[[500, 280, 270, 290], [1000, 276, 269, 283]], [[500, 100, 95, 105]]], labels: ["A: x", "B: y"] });
    expect(q("mean-chart").querySelectorAll("polygon").length).toBe(2);
    expect(q("mean-chart").querySelectorAll('[data-testid="mean-line"]').length).toBe(2);
    expect(q("mean").textContent).toContain("A: x: average 276.0 rounds, 95% interval 269.0 to 283.0");
    expect(meanSvg([[[10, 5, 4, 6]]], ES).textContent).toContain("partidas jugadas");
    cleanup();
  });

  it("names the rule sets again when only their names change (new digits, same words)", () => {
    const model = new FakeModel();
    const { q, cleanup } = mount(model);
    model.update({ histogram: HIST, running_mean: [[[500, 280, 270, 290]], [[500, 100, 95, 105]]], labels: ["A: x", "B: limit ٢٤٠"] });
    expect(q("histogram").textContent).toContain("B: limit ٢٤٠");
    model.update({ labels: ["A: x", "B: limit 240"] });
    expect(q("histogram").textContent).toContain("B: limit 240");
    expect(q("histogram").textContent).not.toContain("٢٤٠");
    expect(q("mean").textContent).toContain("B: limit 240: average 100.0");
    cleanup();
  });
});

describe("Python's None as Python in the browser sends it", () => {
  it("reads a missing or undefined value as 'none', never 'undefined'", () => {
    // Pyodide's kernel leaves a dict's None out and sends a top-level None as undefined.
    const { round_limit: _dropped, ...rules } = base().rules_a;
    const model = new FakeModel({ rules_a: rules, rules_b: undefined as unknown as null, seed: undefined as unknown as null });
    const { host, cleanup, q } = mount(model);
    const limit = q("round_limit-a") as HTMLSelectElement;
    expect([...limit.options].map((o) => o.textContent)).toEqual(["none", "40", "80", "200", "240"]);
    expect(limit.selectedOptions[0].textContent).toBe("none");
    expect((q("compare") as HTMLInputElement).checked).toBe(false);
    expect((q("seed") as HTMLInputElement).value).toBe("");
    expect(host.textContent).not.toContain("undefined");
    limit.value = "0";
    limit.dispatchEvent(new Event("change"));
    expect(model.sent.at(-1)).toEqual({ type: "set", side: "a", option: "round_limit", value: null });
    cleanup();
  });
});
