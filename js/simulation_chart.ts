// The simulation widget's two charts, as SVG: the histogram of game lengths and the
// running mean with its 95% interval. Words and number formats come from Python
// (the `words` trait); nothing here decides anything about War. Colours come from CSS
// classes (simulation.css), so the charts follow JupyterLab's theme. The charts are drawn at
// the width they are shown at (1 unit = 1 CSS pixel), so their text is as large as it says.
import { inDigits } from "./digits";
import { type Box, LABEL_FONT, placeLabels, spacedTicks, textBox, textWidth, TICK_FONT, type Wanted } from "./chart_layout";

export interface Histogram {
  width: number;
  bins: number;
  counts: number[][];
  overflow: number[];
  limits: (number | null)[];
  longest: number[];
  /** games played so far, and games asked for, per rule set */
  games: number[];
  requested?: number[];
}

/** [games played, mean rounds, 95% low, 95% high], one point per chunk. */
export type MeanPoint = [number, number, number, number];

export type Words = Record<string, string>;

const SVG = "http://www.w3.org/2000/svg";

/** The class that gives series `s` its colours (simulation.css: JupyterLab's theme colours). */
export function seriesClass(s: number): string {
  return `ww-sim-s${s % 2}`;
}

export function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A word from Python with its {fields} filled in (the key itself if Python sent none). */
export function say(words: Words, key: string, fields: Record<string, string | number> = {}): string {
  const text = words[key] ?? key;
  return text.replace(/\{([a-z_]+)\}/g, (all, name: string) => (name in fields ? String(fields[name]) : all));
}

/** A number as the learner's language writes it (group separator and decimal sign from Python),
 * in the learner's digits (`words.digits`, the widget's trait: "arab" writes ١٢٬٣٤٥٫٦). */
export function fmt(words: Words, value: number, decimals = 0): string {
  const text = Math.abs(value).toFixed(decimals);
  let [whole, frac] = text.split(".");
  const arab = words["digits"] === "arab";
  const group = arab ? "\u066c" : (words["number.group"] ?? ",");
  if (whole.length >= Number(words["number.min_grouping"] ?? 4)) {
    whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  }
  const sign = value < 0 && Number(text) !== 0 ? "-" : "";
  const decimal = arab ? "\u066b" : (words["decimal"] ?? ".");
  return inDigits(sign + whole + (frac ? decimal + frac : ""), words["digits"]);
}

/** 4 to 6 "nice" ticks (multiples of 1, 2, 2.5 or 5 times a power of ten) covering
 * `min` .. `max`; whole numbers only when `whole` (counts of games) or the range is wide. */
export function niceTicks(max: number, min = 0, whole = true): number[] {
  const span = Math.max(max - min, 1);
  for (const target of [5, 4, 6, 3]) {
    const raw = span / target;
    const power = 10 ** Math.floor(Math.log10(raw));
    for (const m of [1, 2, 2.5, 5, 10]) {
      const step = m * power;
      if (step < 1 && (whole || span >= 4)) continue;
      const start = Math.floor(min / step) * step;
      const n = Math.ceil((max - start) / step);
      if (n >= 4 && n <= 6) return Array.from({ length: n + 1 }, (_, i) => +(start + i * step).toPrecision(12));
    }
  }
  const step = Math.max(1, Math.ceil(span / 4));
  return Array.from({ length: 5 }, (_, i) => Math.floor(min) + i * step);
}

/** A tick's label (class "tick"), its box kept in `boxes`. */
function tick(boxes: Box[], x: number, y: number, text: string, anchor: "start" | "middle" | "end"): SVGElement {
  boxes.push(textBox(x, y, text, anchor));
  return svg("text", { x, y, "text-anchor": anchor, class: "tick" }, text);
}

/** The histogram: bars per rule set (side by side in a bin), dashed round limits, axes with
 * nice ticks and labels, `W` pixels wide; labels inside the plot never overlap each other or
 * the axes' labels. */
export function histogramSvg(h: Histogram, names: string[], words: Words = {}, W = 640): SVGElement {
  const sets = h.counts.length;
  const slots = h.bins + 1; // the last slot holds the longest games
  // Games stopped by a round limit pile up in the limit's bin and would flatten every other
  // bar: the y axis then stops a little above the other bars, and those bars are clipped,
  // with their count written on top.
  const limitBins = new Set(
    h.limits.filter((l): l is number => l !== null && l !== undefined).map((l) => Math.min(Math.floor(l / h.width), h.bins)),
  );
  const all = h.counts.map((row, s) => [...row, h.overflow[s]]);
  const peakAll = Math.max(1, ...all.flat());
  const peakRest = Math.max(0, ...all.flatMap((row) => row.filter((_, b) => !limitBins.has(b))));
  const clipped = peakRest > 0 && peakAll > 2.5 * peakRest;
  const ticks = niceTicks(clipped ? peakRest * 1.15 : peakAll);
  const xTicks = niceTicks(h.bins * h.width).filter((t) => t <= h.bins * h.width);
  const H = 300, top = 12, bottom = 54;
  const left = LABEL_FONT + 16 + Math.max(...ticks.map((t) => textWidth(fmt(words, t))));
  const right = 10 + textWidth(fmt(words, xTicks[xTicks.length - 1] ?? 0)) / 2;
  const plotW = Math.max(W - left - right, 60), plotH = H - top - bottom;
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", class: "ww-sim-hist" });
  root.dataset.testid = "histogram";
  root.append(svg("title", {}, say(words, "hist.title")));
  const slotW = plotW / slots;
  const peak = ticks[ticks.length - 1];
  const x = (rounds: number) => left + (rounds / h.width) * slotW;
  const y = (count: number) => top + plotH - (count / peak) * plotH;
  const boxes: Box[] = [];
  for (const t of ticks) {
    root.append(svg("line", { x1: left, y1: y(t), x2: left + plotW, y2: y(t), class: t ? "grid" : "axis" }));
    const label = tick(boxes, left - 6, y(t) + 5, fmt(words, t), "end");
    label.dataset.testid = "y-tick";
    root.append(label);
  }
  root.append(svg("line", { x1: left, y1: top, x2: left, y2: top + plotH, class: "axis" }));
  const yMid = top + plotH / 2, yAt = LABEL_FONT + 1;
  const yLabel = svg("text", { x: yAt, y: yMid, "text-anchor": "middle", class: "axis-label", transform: `rotate(-90 ${yAt} ${yMid})` }, say(words, "axis.games"));
  yLabel.dataset.testid = "y-label";
  const xLabel = svg("text", { x: left + plotW / 2, y: H - 6, "text-anchor": "middle", class: "axis-label" }, say(words, "axis.rounds"));
  xLabel.dataset.testid = "x-label";
  root.append(yLabel, xLabel);
  const barW = (slotW * 0.9) / sets;
  const wanted: (Wanted & { cls: string; testid: string })[] = [];
  for (let s = 0; s < sets; s++) {
    all[s].forEach((count, b) => {
      if (!count) return;
      const shown = Math.min(count, peak);
      const bar = svg("rect", {
        x: left + b * slotW + s * barW, y: y(shown), width: Math.max(barW, 0.5), height: top + plotH - y(shown),
        class: `bar ${seriesClass(s)}${b === h.bins ? " longest" : ""}`,
      });
      const fields = { name: names[s] ?? "", count: fmt(words, count), low: fmt(words, b * h.width), high: fmt(words, (b + 1) * h.width - 1) };
      bar.append(svg("title", {}, b === h.bins
        ? say(words, "bar.over", fields)
        : say(words, "bar", fields)));
      root.append(bar);
      if (count > peak) {
        const edge = left + b * slotW + (s + 1) * barW;
        wanted.push({ x: edge, text: `${fmt(words, count)} ▲`, side: "before", cls: `clip-label ${seriesClass(s)}`, testid: "clipped" });
      }
    });
  }
  // x ticks: nice round numbers up to the start of the last bin (the longest games), as many
  // as stand apart.
  for (const r of spacedTicks(xTicks, x, (t) => fmt(words, t))) {
    root.append(svg("line", { x1: x(r), y1: top + plotH, x2: x(r), y2: top + plotH + 5, class: "axis" }));
    root.append(tick(boxes, x(r), top + plotH + TICK_FONT + 6, fmt(words, r), "middle"));
  }
  // Round limits: a dashed line at the limit (games stop there), its label beside it.
  const seen = new Set<number>();
  h.limits.forEach((limit) => {
    if (limit === null || limit === undefined || seen.has(limit)) return;
    seen.add(limit);
    const at = x(limit);
    const mark = svg("line", { x1: at, y1: top, x2: at, y2: top + plotH, class: "limit" });
    mark.dataset.testid = "limit";
    root.append(mark);
    wanted.push({ x: at, text: say(words, "limit", { limit: fmt(words, limit) }), side: "before", cls: "limit-label", testid: "limit-label" });
  });
  const area = { left: left + 2, right: left + plotW, top, bottom: top + plotH - TICK_FONT };
  placeLabels(wanted, area, boxes).forEach((p, i) => { // last, over the bars (with a halo)
    const label = svg("text", { x: p.x, y: p.y, "text-anchor": p.anchor, class: wanted[i].cls }, wanted[i].text);
    label.dataset.testid = wanted[i].testid;
    root.append(label);
  });
  return root;
}

/** The running mean of game length per rule set, with its 95% interval as a band, `W` pixels
 * wide. */
export function meanSvg(series: MeanPoint[][], words: Words = {}, W = 640): SVGElement {
  const points = series.flat();
  const games = Math.max(1, ...points.map((p) => p[0]));
  const lows = points.map((p) => p[2]), highs = points.map((p) => p[3]);
  const lo = Math.max(0, Math.min(...lows)), hi = Math.max(...highs);
  const pad = Math.max(1, (hi - lo) * 0.1);
  const ticks = niceTicks(hi + pad, Math.max(0, lo - pad), false);
  const decimals = Number.isInteger(ticks[1] - ticks[0]) ? 0 : 1;
  const xTicks = niceTicks(games);
  const H = 180, top = 12, bottom = 52;
  const left = 12 + Math.max(...ticks.map((t) => textWidth(fmt(words, t, decimals))));
  const right = 10 + textWidth(fmt(words, xTicks[xTicks.length - 1])) / 2;
  const plotW = Math.max(W - left - right, 60), plotH = H - top - bottom;
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: "img", class: "ww-sim-mean" });
  root.dataset.testid = "mean-chart";
  root.append(svg("title", {}, say(words, "mean.title")));
  const y0 = ticks[0], y1 = ticks[ticks.length - 1];
  const x = (n: number) => left + (n / games) * plotW;
  const y = (v: number) => top + plotH - ((v - y0) / (y1 - y0 || 1)) * plotH;
  const boxes: Box[] = [];
  for (const t of ticks) {
    root.append(svg("line", { x1: left, y1: y(t), x2: left + plotW, y2: y(t), class: "grid" }));
    root.append(tick(boxes, left - 6, y(t) + 5, fmt(words, t, decimals), "end"));
  }
  root.append(svg("line", { x1: left, y1: top + plotH, x2: left + plotW, y2: top + plotH, class: "axis" }));
  for (const t of spacedTicks(xTicks.filter((t) => t <= games), x, (t) => fmt(words, t))) {
    root.append(tick(boxes, x(t), top + plotH + TICK_FONT + 6, fmt(words, t), "middle"));
  }
  root.append(svg("text", { x: left + plotW / 2, y: H - 6, "text-anchor": "middle", class: "axis-label" }, say(words, "mean.axis")));
  series.forEach((pts, s) => {
    if (!pts.length) return;
    const upper = pts.map((p) => `${x(p[0]).toFixed(1)},${y(p[3]).toFixed(1)}`);
    const lower = pts.map((p) => `${x(p[0]).toFixed(1)},${y(p[2]).toFixed(1)}`).reverse();
    root.append(svg("polygon", { points: [...upper, ...lower].join(" "), class: `band ${seriesClass(s)}` }));
    const line = svg("polyline", { points: pts.map((p) => `${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`).join(" "), class: `mean-line ${seriesClass(s)}` });
    line.dataset.testid = "mean-line";
    const [n, m] = pts[pts.length - 1];
    root.append(line, svg("circle", { cx: x(n), cy: y(m), r: 3.5, class: `mean-dot ${seriesClass(s)}` }));
  });
  return root;
}
