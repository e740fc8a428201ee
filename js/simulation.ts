// The classroom simulator: draws what the traits of SimulationWidget
// (src/war_widget/simulation_widget.py) say, as SVG and HTML, and sends intents
// (run, cancel, set). It computes nothing about War: bins, summaries and the exact
// probability all come from Python.
import "./simulation.css";
import { el } from "./dom";

/** The synced traits of SimulationWidget: keep in step with the Python class. */
export interface SimTraits {
  presets: string[];
  choices: Record<string, (string | number | null)[]>;
  rules_a: Record<string, unknown>;
  rules_b: Record<string, unknown> | null;
  labels: string[];
  engine: string;
  state: "idle" | "running" | "done" | "cancelled" | "error";
  done: number;
  total: number;
  histogram: Histogram | Record<string, never>;
  table: { header?: string[]; rows?: string[][] };
  first_war: FirstWar[];
  message: string;
  error: string;
  games: number;
  seed: number | null;
}

export interface Histogram {
  width: number;
  bins: number;
  counts: number[][];
  overflow: number[];
  limits: (number | null)[];
  longest: number[];
  games: number[];
}

export interface FirstWar {
  exact: number | null;
  exact_text: string;
  simulated: number;
  wars: number;
  games: number;
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

const SVG = "http://www.w3.org/2000/svg";
const COLORS = ["#2b6cb0", "#dd6b20"];
const GAME_CHOICES = [1_000, 10_000, 100_000, 1_000_000];
const OPTION_LABELS: Record<string, string> = {
  players: "players",
  face_down: "face down in a war",
  pickup: "won cards",
  round_limit: "round limit",
};

function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function choiceText(option: string, value: unknown): string {
  if (value === null) return "none";
  if (option === "face_down" && value === "by_rank") return "by rank (Război)";
  if (option === "pickup") {
    return { shuffled: "shuffled under", table: "table order under", won_pile: "won pile, reshuffled" }[
      String(value)
    ] ?? String(value);
  }
  return String(value);
}

function pct(x: number): string {
  return `${(100 * x).toFixed(2)}%`;
}

/** The histogram as SVG: bars per rule set (side by side in a bin), dashed round limits. */
export function histogramSvg(h: Histogram, labels: string[]): SVGElement {
  const W = 640;
  const H = 240;
  const left = 48;
  const bottom = 30;
  const top = 12;
  const plotW = W - left - 10;
  const plotH = H - top - bottom;
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "ww-sim-hist" });
  root.dataset.testid = "histogram";
  const sets = h.counts.length;
  const slots = h.bins + 1; // the last slot holds the longest games
  const slotW = plotW / slots;
  // Games stopped by a round limit pile up in the limit's bin and would flatten every other
  // bar: the y axis then stops a little above the other bars and those bars are clipped,
  // with their count written on top.
  const limitBins = new Set(
    h.limits.filter((l): l is number => l !== null && l !== undefined).map((l) => Math.min(Math.floor(l / h.width), h.bins)),
  );
  const all = h.counts.map((row, s) => [...row, h.overflow[s]]);
  const peakAll = Math.max(1, ...all.flat());
  const peakRest = Math.max(0, ...all.flatMap((row) => row.filter((_, b) => !limitBins.has(b))));
  const clipped = peakRest > 0 && peakAll > 2.5 * peakRest;
  const peak = clipped ? Math.ceil(peakRest * 1.2) : peakAll;
  const x = (rounds: number) => left + (rounds / h.width) * slotW;
  const y = (count: number) => top + plotH - (count / peak) * plotH;
  root.append(svg("line", { x1: left, y1: top + plotH, x2: left + plotW, y2: top + plotH, class: "axis" }));
  root.append(svg("line", { x1: left, y1: top, x2: left, y2: top + plotH, class: "axis" }));
  root.append(svg("text", { x: left - 4, y: top + 8, "text-anchor": "end", class: "tick" }, peak.toLocaleString("en")));
  root.append(svg("text", { x: left - 4, y: top + plotH, "text-anchor": "end", class: "tick" }, "0"));
  const title = root.appendChild(svg("title", {}));
  title.textContent = "Games by length in rounds";
  for (let s = 0; s < sets; s++) {
    const barW = (slotW * 0.9) / sets;
    all[s].forEach((count, b) => {
      if (!count) return;
      const shown = Math.min(count, peak);
      const bar = svg("rect", {
        x: left + b * slotW + s * barW,
        y: y(shown),
        width: Math.max(barW, 0.5),
        height: top + plotH - y(shown),
        fill: COLORS[s % COLORS.length],
        opacity: b === h.bins ? 0.55 : 0.85,
      });
      const tip = bar.appendChild(svg("title", {}));
      tip.textContent =
        b === h.bins
          ? `${labels[s] ?? ""}: ${count} games of ${h.bins * h.width} rounds or more`
          : `${labels[s] ?? ""}: ${count} games of ${b * h.width}–${(b + 1) * h.width - 1} rounds`;
      root.append(bar);
      if (count > peak) {
        const label = svg(
          "text",
          { x: left + (b + 0.5) * slotW, y: top + 10 + 12 * s, "text-anchor": "end", class: "clip-label" },
          `${count.toLocaleString("en")} ▲`,
        );
        label.dataset.testid = "clipped";
        root.append(label);
      }
    });
  }
  // x ticks: about six, on multiples of the bin width.
  const step = Math.max(1, Math.ceil(h.bins / 6)) * h.width;
  for (let r = 0; r <= h.bins * h.width; r += step) {
    root.append(svg("line", { x1: x(r), y1: top + plotH, x2: x(r), y2: top + plotH + 4, class: "axis" }));
    root.append(svg("text", { x: x(r), y: top + plotH + 16, "text-anchor": "middle", class: "tick" }, String(r)));
  }
  root.append(
    svg("text", { x: left + plotW, y: top + plotH + 28, "text-anchor": "end", class: "tick" }, "rounds in a game →"),
  );
  // Round limits: a dashed line at the limit (games stop there).
  const seen = new Set<number>();
  h.limits.forEach((limit, s) => {
    if (limit === null || limit === undefined || seen.has(limit)) return;
    seen.add(limit);
    const at = x(limit);
    const mark = svg("line", { x1: at, y1: top, x2: at, y2: top + plotH, class: "limit" });
    mark.dataset.testid = "limit";
    root.append(mark);
    root.append(
      svg("text", { x: at - 3, y: top + 34 + 12 * s, "text-anchor": "end", class: "limit-label" }, `limit ${limit}`),
    );
  });
  return root;
}

export function render({ model, el: host }: { model: SimModel; el: HTMLElement }): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const handlers: [string, Handler][] = [];
  const listen = (event: string, fn: Handler) => {
    model.on(event, fn);
    handlers.push([event, fn]);
  };
  const root = el("div", { class: "ww-sim" });
  host.append(root);

  const controls = el("div", { class: "ww-sim-controls" });
  const sides = el("div", { class: "ww-sim-sides" });
  const compare = el("input");
  compare.type = "checkbox";
  compare.dataset.testid = "compare";
  const compareLabel = el("label", { class: "ww-sim-compare" }, compare, document.createTextNode(" compare with a second rule set"));
  const games = el("select", { testid: "games" });
  for (const n of GAME_CHOICES) {
    const o = el("option", { text: n.toLocaleString("en") });
    o.value = String(n);
    games.append(o);
  }
  const seed = el("input", { testid: "seed" });
  seed.placeholder = "random";
  seed.inputMode = "numeric";
  seed.size = 10;
  const run = el("button", { class: "ww-sim-run", testid: "run", text: "Run" });
  const cancel = el("button", { class: "ww-sim-cancel", testid: "cancel", text: "Cancel" });
  const bar = el("div", { class: "ww-sim-bar", testid: "progress" });
  const fill = el("div", { class: "ww-sim-fill" });
  bar.append(fill);
  bar.setAttribute("role", "progressbar");
  bar.setAttribute("aria-valuemin", "0");
  const progressText = el("span", { class: "ww-sim-progress-text", testid: "progress-text" });
  controls.append(
    sides,
    compareLabel,
    el("div", { class: "ww-sim-run-row" },
      el("label", { text: "games " }, games),
      el("label", { text: " seed " }, seed),
      run,
      cancel,
    ),
    el("div", { class: "ww-sim-progress" }, bar, progressText),
  );
  const legend = el("div", { class: "ww-sim-legend", testid: "legend" });
  const chart = el("div", { class: "ww-sim-chart" });
  const firstWar = el("div", { class: "ww-sim-first-war", testid: "first-war" });
  const table = el("table", { class: "ww-sim-table", testid: "summary" });
  const message = el("div", { class: "ww-sim-message", testid: "message" });
  const error = el("div", { class: "ww-sim-error", testid: "error" });
  error.setAttribute("role", "alert");
  root.append(controls, error, legend, chart, firstWar, message, table);

  const send = (content: SimIntent) => model.send(content);

  function sideControls(side: "a" | "b", rules: Record<string, unknown>, label: string, disabled: boolean): HTMLElement {
    const box = el("fieldset", { class: `ww-sim-side ww-sim-side-${side}`, testid: `side-${side}` });
    const legendEl = el("legend", { text: label });
    box.append(legendEl);
    const preset = el("select", { testid: `preset-${side}` });
    const custom = el("option", { text: "(custom)" });
    custom.value = "";
    preset.append(custom);
    for (const name of model.get("presets")) {
      const o = el("option", { text: name });
      o.value = name;
      preset.append(o);
    }
    preset.value = label.replace(/^[AB]: /, "");
    if (preset.selectedIndex < 0) preset.value = "";
    preset.disabled = disabled;
    preset.addEventListener("change", () => preset.value && send({ type: "set", side, preset: preset.value }), { signal });
    box.append(el("label", { text: "preset " }, preset));
    const choices = model.get("choices");
    for (const [option, values] of Object.entries(choices)) {
      const select = el("select", { testid: `${option}-${side}` });
      values.forEach((v, i) => {
        const o = el("option", { text: choiceText(option, v) });
        o.value = String(i);
        select.append(o);
      });
      const current = values.findIndex((v) => v === rules[option]);
      if (current < 0) {
        const o = el("option", { text: choiceText(option, rules[option]) });
        o.value = "current";
        select.append(o);
        select.value = "current";
      } else {
        select.value = String(current);
      }
      select.disabled = disabled;
      select.addEventListener(
        "change",
        () => {
          if (select.value === "current") return;
          send({ type: "set", side, option, value: values[Number(select.value)] });
        },
        { signal },
      );
      box.append(el("label", { text: `${OPTION_LABELS[option] ?? option} ` }, select));
    }
    return box;
  }

  function drawControls() {
    const running = model.get("state") === "running";
    const b = model.get("rules_b");
    const labels = model.get("labels");
    sides.replaceChildren(sideControls("a", model.get("rules_a"), labels[0] ?? "", running));
    if (b) sides.append(sideControls("b", b, labels[1] ?? "", running));
    compare.checked = b !== null;
    compare.disabled = running;
    const n = model.get("games");
    if (!GAME_CHOICES.includes(n)) {
      const o = el("option", { text: n.toLocaleString("en") });
      o.value = String(n);
      games.append(o);
    }
    games.value = String(n);
    games.disabled = running;
    const s = model.get("seed");
    if (document.activeElement !== seed) seed.value = s === null ? "" : String(s);
    seed.disabled = running;
    run.disabled = running;
    cancel.disabled = !running;
  }

  function drawProgress() {
    const done = model.get("done");
    const total = model.get("total");
    const state = model.get("state");
    const share = total ? done / total : 0;
    fill.style.width = `${(100 * share).toFixed(1)}%`;
    bar.setAttribute("aria-valuemax", String(total));
    bar.setAttribute("aria-valuenow", String(done));
    bar.dataset.state = state;
    const engine = model.get("engine");
    progressText.textContent = total
      ? `${done.toLocaleString("en")} / ${total.toLocaleString("en")} games` + (state === "running" ? ` (${engine} engine)` : "")
      : "";
    drawControls();
  }

  function drawHistogram() {
    const raw = model.get("histogram");
    const labels = model.get("labels");
    legend.replaceChildren();
    const h = "counts" in raw ? (raw as Histogram) : null;
    if (!h || !h.counts.length || !h.counts.some((row) => row.some((c) => c))) {
      chart.replaceChildren();
      return;
    }
    h.counts.forEach((_row, s) => {
      const swatch = el("span", { class: "ww-sim-swatch" });
      swatch.style.background = COLORS[s % COLORS.length];
      legend.append(el("span", { class: "ww-sim-legend-item" }, swatch, document.createTextNode(` ${labels[s] ?? ""} (longest ${h.longest[s]})`)));
    });
    chart.replaceChildren(histogramSvg(h, labels));
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
    const labels = model.get("labels");
    model.get("first_war").forEach((fw, s) => {
      const line = el("p", { class: "ww-sim-first-war-line" });
      const who = labels.length > 1 ? `${labels[s]}: ` : "";
      const exact = fw.exact === null ? "not computed" : `${fw.exact_text} = ${pct(fw.exact)}`;
      line.append(
        el("strong", { text: `${who}Chance the first flip is a war — exact: ${exact}; ` }),
        document.createTextNode(`simulated: ${pct(fw.simulated)} (${fw.wars.toLocaleString("en")} of ${fw.games.toLocaleString("en")} games).`),
      );
      firstWar.append(line, el("p", { class: "ww-sim-note", text: fw.note }));
    });
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
  seed.addEventListener(
    "change",
    () => {
      const text = seed.value.trim();
      send({ type: "set", seed: text === "" ? null : text });
    },
    { signal },
  );

  listen("change:done", drawProgress);
  listen("change:total", drawProgress);
  listen("change:state", drawProgress);
  for (const key of ["rules_a", "rules_b", "labels", "games", "seed", "engine"]) listen(`change:${key}`, drawControls);
  listen("change:histogram", drawHistogram);
  listen("change:table", drawSummary);
  listen("change:first_war", drawSummary);
  listen("change:message", drawSummary);
  listen("change:error", drawError);

  drawProgress();
  drawHistogram();
  drawSummary();
  drawError();

  return () => {
    abort.abort();
    for (const [event, fn] of handlers) model.off(event, fn);
    root.remove();
  };
}

export default { render };
