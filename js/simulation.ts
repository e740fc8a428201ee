// The classroom simulator: draws what the traits of SimulationWidget
// (src/war_widget/simulation/widget.py) say, as SVG and HTML, and sends intents
// (shown, run, cancel, set). It computes nothing about War: bins, summaries, means and the
// exact probability all come from Python, and every word from the `words` trait.
import "./simulation.css";
import { between, inDigits } from "./digits";
import { el } from "./dom";
import { orNull } from "./none";
import { fmt, histogramSvg, type Histogram, meanSvg, type MeanPoint, say, seriesClass, type Words } from "./simulation_chart";

export { histogramSvg, meanSvg, niceTicks, type Histogram } from "./simulation_chart";

/** The synced traits of SimulationWidget: keep in step with the Python class. */
export interface SimTraits {
  presets: string[];
  choices: Record<string, (string | number | null)[]>;
  rules_a: Record<string, unknown>;
  rules_b: Record<string, unknown> | null;
  labels: string[];
  origins: string[];
  words: Words;
  engine: string;
  state: "idle" | "running" | "done" | "cancelled" | "error";
  done: number;
  total: number;
  histogram: Histogram | Record<string, never>;
  running_mean: MeanPoint[][];
  table: { header?: string[]; rows?: string[][] };
  first_war: FirstWar[];
  message: string;
  error: string;
  games: number;
  seed: number | null;
  lang: string;
  /** The digits numbers are shown in ("latn" 0-9, "arab" ٠-٩): Python writes its words in
   * them; the numbers formatted here (fmt) follow it. The seed's field stays 0-9. */
  digits?: string;
}

export interface FirstWar {
  exact: number | null;
  exact_text: string;
  simulated: number;
  wars: number;
  games: number;
  text: string;
  note: string;
}

export type SimIntent =
  | { type: "run" }
  | { type: "cancel" }
  | { type: "set"; side?: "a" | "b"; preset?: string; option?: string; value?: unknown; games?: number; seed?: string | null; compare?: boolean };

type Handler = (...args: any[]) => void;

export interface SimModel {
  get<K extends keyof SimTraits>(key: K): SimTraits[K];
  on(event: string, callback: Handler): void;
  off(event?: string | null, callback?: Handler | null): void;
  send(content: SimIntent): void;
}

const GAME_CHOICES = [1_000, 10_000, 100_000, 1_000_000];

function choiceText(words: Words, option: string, value: unknown): string {
  if (value === null) return say(words, "choice.none");
  if (option === "face_down" && value === "by_rank") return say(words, "choice.by_rank");
  if (option === "pickup") return say(words, `choice.${String(value)}`);
  return inDigits(String(value), words["digits"]);
}

function render({ model, el: host }: { model: SimModel; el: HTMLElement }): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const handlers: [string, Handler][] = [];
  const listen = (event: string, fn: Handler) => {
    model.on(event, fn);
    handlers.push([event, fn]);
  };
  /** Python's words, and the digits trait the numbers formatted here are written in. */
  const words = (): Words => ({ ...(model.get("words") ?? {}), digits: model.get("digits") ?? "latn" });
  const root = el("div", { class: "ww-sim" });
  host.append(root);

  const sides = el("div", { class: "ww-sim-sides" });
  const compare = el("input");
  compare.type = "checkbox";
  compare.dataset.testid = "compare";
  const compareText = el("span");
  const compareLabel = el("label", { class: "ww-sim-compare" }, compare, compareText);
  const games = el("select", { testid: "games" });
  const seed = el("input", { testid: "seed" });
  seed.inputMode = "numeric";
  seed.size = 10;
  const gamesText = el("span");
  const seedText = el("span");
  const run = el("button", { class: "ww-sim-run", testid: "run" });
  const cancel = el("button", { class: "ww-sim-cancel", testid: "cancel" });
  const bar = el("div", { class: "ww-sim-bar", testid: "progress" });
  const fill = el("div", { class: "ww-sim-fill" });
  bar.append(fill);
  bar.setAttribute("role", "progressbar");
  bar.setAttribute("aria-valuemin", "0");
  const progressText = el("span", { class: "ww-sim-progress-text", testid: "progress-text" });
  const controls = el("div", { class: "ww-sim-controls" },
    sides,
    compareLabel,
    el("div", { class: "ww-sim-run-row" }, el("label", {}, gamesText, games), el("label", {}, seedText, seed), run, cancel),
    el("div", { class: "ww-sim-progress" }, bar, progressText),
  );
  const legend = el("div", { class: "ww-sim-legend", testid: "legend" });
  const chart = el("div", { class: "ww-sim-chart" });
  const mean = el("div", { class: "ww-sim-mean-box", testid: "mean" });
  const firstWar = el("div", { class: "ww-sim-first-war", testid: "first-war" });
  const table = el("table", { class: "ww-sim-table", testid: "summary" });
  const message = el("div", { class: "ww-sim-message", testid: "message" });
  const error = el("div", { class: "ww-sim-error", testid: "error" });
  error.setAttribute("role", "alert");
  root.append(controls, error, legend, chart, mean, firstWar, message, table);

  const send = (content: SimIntent) => model.send(content);
  /** The charts are drawn at the width they get (their text then is the size it says). */
  const chartWidth = () => Math.max(300, Math.floor(chart.clientWidth || 640));

  function sideControls(side: "a" | "b", rules: Record<string, unknown>, label: string, origin: string, disabled: boolean): HTMLElement {
    const w = words();
    const box = el("fieldset", { class: `ww-sim-side ww-sim-side-${side}`, testid: `side-${side}` });
    box.append(el("legend", { text: label }));
    const preset = el("select", { testid: `preset-${side}` });
    if (!origin) {
      const own = el("option", { text: say(w, "own_rules") });
      own.value = "";
      preset.append(own);
    }
    for (const name of model.get("presets")) {
      const o = el("option", { text: w[`preset.${name}`] ?? name });
      o.value = name;
      preset.append(o);
    }
    preset.value = origin;
    preset.disabled = disabled;
    preset.addEventListener("change", () => preset.value && send({ type: "set", side, preset: preset.value }), { signal });
    box.append(el("label", { text: `${say(w, "preset")} ` }, preset));
    for (const [option, offered] of Object.entries(model.get("choices"))) {
      const values = offered.map(orNull);
      const select = el("select", { testid: `${option}-${side}` });
      values.forEach((v, i) => {
        const o = el("option", { text: choiceText(w, option, v) });
        o.value = String(i);
        select.append(o);
      });
      const current = values.findIndex((v) => v === orNull(rules[option]));
      if (current < 0) {
        const o = el("option", { text: choiceText(w, option, orNull(rules[option])) });
        o.value = "current";
        select.append(o);
        select.value = "current";
      } else {
        select.value = String(current);
      }
      select.disabled = disabled;
      select.addEventListener("change", () => {
        if (select.value !== "current") send({ type: "set", side, option, value: values[Number(select.value)] });
      }, { signal });
      box.append(el("label", { text: `${say(w, `option.${option}`)} ` }, select));
    }
    return box;
  }

  function drawControls() {
    const w = words();
    root.dir = w["dir"] === "rtl" ? "rtl" : "ltr"; // Python's fact: Arabic reads right to left
    const running = model.get("state") === "running";
    const b = orNull(model.get("rules_b"));
    const labels = model.get("labels");
    const origins = model.get("origins") ?? [];
    sides.replaceChildren(sideControls("a", model.get("rules_a"), labels[0] ?? "", origins[0] ?? "", running));
    if (b) sides.append(sideControls("b", b, labels[1] ?? "", origins[1] ?? "", running));
    compare.checked = b !== null;
    compare.disabled = running;
    compareText.textContent = ` ${say(w, "compare")}`;
    gamesText.textContent = `${say(w, "games")} `;
    seedText.textContent = ` ${say(w, "seed")} `;
    seed.placeholder = say(w, "seed.random");
    run.textContent = say(w, "run");
    cancel.textContent = say(w, "cancel");
    const n = model.get("games");
    games.replaceChildren();
    for (const choice of GAME_CHOICES.includes(n) ? GAME_CHOICES : [...GAME_CHOICES, n].sort((x, y) => x - y)) {
      const o = el("option", { text: fmt(w, choice) });
      o.value = String(choice);
      games.append(o);
    }
    games.value = String(n);
    games.disabled = running;
    const s = orNull(model.get("seed"));
    if (document.activeElement !== seed) seed.value = s === null ? "" : String(s);
    seed.disabled = running;
    run.disabled = running;
    cancel.disabled = !running;
  }

  /** Per rule set: games played so far and games asked for (from the histogram), else the
   * whole run's. */
  function tallies(): [number, number][] {
    const raw = model.get("histogram");
    const h = "counts" in raw ? (raw as Histogram) : null;
    if (h?.requested && h.requested.length === h.games.length && h.games.length > 1) {
      return h.games.map((g, s) => [g, h.requested?.[s] ?? 0]);
    }
    return [[model.get("done"), model.get("total")]];
  }

  function swatch(s: number): HTMLElement {
    return el("span", { class: `ww-sim-swatch ${seriesClass(s)}` });
  }

  function drawProgress() {
    const w = words();
    const done = model.get("done");
    const total = model.get("total");
    const state = model.get("state");
    fill.style.width = `${(100 * (total ? done / total : 0)).toFixed(1)}%`;
    bar.setAttribute("aria-valuemax", String(total));
    bar.setAttribute("aria-valuenow", String(done));
    bar.dataset.state = state;
    progressText.replaceChildren();
    if (total) {
      // Each rule set's games against the games asked for it (not the sum of both).
      const parts = tallies();
      parts.forEach(([played, asked], s) => {
        if (parts.length > 1) progressText.append(swatch(s));
        progressText.append(say(w, "progress", { done: fmt(w, played), total: fmt(w, asked) }));
        if (s < parts.length - 1) progressText.append(between(w["digits"]));
      });
    }
    drawControls();
  }

  function drawCharts() {
    const w = words();
    const raw = model.get("histogram");
    const labels = model.get("labels");
    legend.replaceChildren();
    mean.replaceChildren();
    const h = "counts" in raw ? (raw as Histogram) : null;
    if (!h || !h.counts.length || !h.counts.some((row) => row.some((c) => c))) {
      chart.replaceChildren();
      return;
    }
    h.counts.forEach((_row, s) => {
      // A rule set not started yet has no longest game (the progress line says its games).
      const longest = h.games[s] ? ` (${say(w, "longest", { rounds: fmt(w, h.longest[s]) })})` : "";
      legend.append(el("span", { class: "ww-sim-legend-item" }, swatch(s), document.createTextNode(` ${labels[s] ?? ""}${longest}`)));
    });
    const width = chartWidth();
    chart.replaceChildren(histogramSvg(h, labels, w, width));
    const series = model.get("running_mean") ?? [];
    if (!series.some((pts) => pts.length)) return;
    mean.append(el("div", { class: "ww-sim-mean-title", text: say(w, "mean.title") }), meanSvg(series, w, width));
    series.forEach((pts, s) => {
      const last = pts[pts.length - 1];
      if (!last) return;
      const fields = { name: labels[s] ?? "", mean: fmt(w, last[1], 1), low: fmt(w, last[2], 1), high: fmt(w, last[3], 1) };
      mean.append(el("p", { class: `ww-sim-mean-value ${seriesClass(s)}`, text: say(w, "mean.value", fields) }));
    });
    mean.append(el("p", { class: "ww-sim-note", text: say(w, "mean.band") }));
  }

  function drawSummary() {
    const t = model.get("table");
    table.replaceChildren();
    if (t.header && t.rows) {
      const head = el("tr");
      for (const cell of t.header) head.append(el("th", { text: cell }));
      table.append(el("thead", {}, head));
      const body = el("tbody");
      for (const row of t.rows) {
        const tr = el("tr");
        row.forEach((cell, i) => tr.append(el(i === 0 ? "th" : "td", { text: cell })));
        body.append(tr);
      }
      table.append(body);
    }
    firstWar.replaceChildren();
    const notes: string[] = [];
    for (const fw of model.get("first_war")) {
      firstWar.append(el("p", { class: "ww-sim-first-war-line", text: fw.text }));
      if (fw.note && !notes.includes(fw.note)) notes.push(fw.note); // each fact once
    }
    for (const note of notes) firstWar.append(el("p", { class: "ww-sim-note", text: note }));
    message.textContent = model.get("message");
  }

  function drawError() {
    error.textContent = model.get("error");
    error.hidden = !model.get("error");
  }

  run.addEventListener("click", () => send({ type: "run" }), { signal });
  cancel.addEventListener("click", () => send({ type: "cancel" }), { signal });
  compare.addEventListener("change", () => send({ type: "set", compare: compare.checked }), { signal });
  games.addEventListener("change", () => send({ type: "set", games: Number(games.value) }), { signal });
  seed.addEventListener("change", () => {
    const text = seed.value.trim();
    send({ type: "set", seed: text === "" ? null : text });
  }, { signal });

  for (const key of ["done", "total", "state"]) listen(`change:${key}`, drawProgress);
  for (const key of ["rules_a", "rules_b", "labels", "origins", "games", "seed", "engine"]) listen(`change:${key}`, drawControls);
  listen("change:histogram", drawCharts);
  listen("change:histogram", drawProgress); // each rule set's games so far
  listen("change:running_mean", drawCharts);
  listen("change:labels", drawCharts); // the legend and the mean's lines name each rule set
  for (const key of ["table", "first_war", "message"]) listen(`change:${key}`, drawSummary);
  listen("change:error", drawError);
  listen("change:digits", () => {
    drawProgress();
    drawCharts();
  });
  listen("change:words", () => {
    drawProgress();
    drawCharts();
  });

  drawProgress();
  drawCharts();
  drawSummary();
  drawError();
  let drawnAt = chartWidth();
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => {
    if (chartWidth() !== drawnAt) {
      drawnAt = chartWidth();
      drawCharts();
    }
  });
  resized?.observe(chart);

  return () => {
    abort.abort();
    resized?.disconnect();
    for (const [event, fn] of handlers) model.off(event, fn);
    root.remove();
  };
}

export default { render };
