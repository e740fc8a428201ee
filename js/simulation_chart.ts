// The simulation widget's two charts, as SVG: the histogram of game lengths and the
// running mean with its 95% interval. Words and number formats come from Python
// (the `words` trait); nothing here decides anything about War.

export interface Histogram {
  width: number;
  bins: number;
  counts: number[][];
  overflow: number[];
  limits: (number | null)[];
  longest: number[];
  games: number[];
}

/** [games played, mean rounds, 95% low, 95% high], one point per chunk. */
export type MeanPoint = [number, number, number, number];

export type Words = Record<string, string>;

const SVG = "http://www.w3.org/2000/svg";
export const COLORS = ["#2b6cb0", "#dd6b20"];
/** Approximate width of a character of the 11px tick font, for laying labels out. */
const CHAR_W = 6.2;

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

/** A number as the learner's language writes it (group separator and decimal sign from Python). */
export function fmt(words: Words, value: number, decimals = 0): string {
  const text = Math.abs(value).toFixed(decimals);
  let [whole, frac] = text.split(".");
  const group = words["number.group"] ?? ",";
  if (whole.length >= Number(words["number.min_grouping"] ?? 4)) {
    whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  }
  const sign = value < 0 && Number(text) !== 0 ? "-" : "";
  return sign + whole + (frac ? (words["decimal"] ?? ".") + frac : "");
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

interface Box { x: number; y: number; w: number }

/** Places a label in the first row (from `y0`, `dy` apart) where it overlaps no label placed
 * before: returns its baseline y. `x` is where it ends (text-anchor end). */
function place(boxes: Box[], x: number, width: number, y0: number, dy: number): number {
  for (let row = 0; ; row++) {
    const y = y0 + row * dy;
    const hit = boxes.some((b) => b.y === y && x - width < b.x + 2 && b.x - b.w < x + 2);
    if (!hit || row > 8) {
      boxes.push({ x, y, w: width });
      return y;
    }
  }
}

/** The histogram: bars per rule set (side by side in a bin), dashed round limits, axes with
 * nice ticks and labels; labels inside the plot never overlap. */
export function histogramSvg(h: Histogram, names: string[], words: Words = {}): SVGElement {
  const W = 640, H = 260, left = 58, bottom = 42, top = 12;
  const plotW = W - left - 10, plotH = H - top - bottom;
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "ww-sim-hist" });
  root.dataset.testid = "histogram";
  root.append(svg("title", {}, say(words, "hist.title")));
  const sets = h.counts.length;
  const slots = h.bins + 1; // the last slot holds the longest games
  const slotW = plotW / slots;
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
  const peak = ticks[ticks.length - 1];
  const x = (rounds: number) => left + (rounds / h.width) * slotW;
  const y = (count: number) => top + plotH - (count / peak) * plotH;
  for (const t of ticks) {
    root.append(svg("line", { x1: left, y1: y(t), x2: left + plotW, y2: y(t), class: t ? "grid" : "axis" }));
    const tick = svg("text", { x: left - 5, y: y(t) + 4, "text-anchor": "end", class: "tick" }, fmt(words, t));
    tick.dataset.testid = "y-tick";
    root.append(tick);
  }
  root.append(svg("line", { x1: left, y1: top, x2: left, y2: top + plotH, class: "axis" }));
  const yLabel = svg("text", { x: 14, y: top + plotH / 2, "text-anchor": "middle", class: "axis-label", transform: `rotate(-90 14 ${top + plotH / 2})` }, say(words, "axis.games"));
  yLabel.dataset.testid = "y-label";
  const xLabel = svg("text", { x: left + plotW / 2, y: H - 4, "text-anchor": "middle", class: "axis-label" }, say(words, "axis.rounds"));
  xLabel.dataset.testid = "x-label";
  root.append(yLabel, xLabel);
  const barW = (slotW * 0.9) / sets;
  const boxes: Box[] = [];
  const labels: SVGElement[] = [];
  for (let s = 0; s < sets; s++) {
    all[s].forEach((count, b) => {
      if (!count) return;
      const shown = Math.min(count, peak);
      const bar = svg("rect", {
        x: left + b * slotW + s * barW, y: y(shown), width: Math.max(barW, 0.5), height: top + plotH - y(shown),
        fill: COLORS[s % COLORS.length], opacity: b === h.bins ? 0.55 : 0.85,
      });
      const fields = { name: names[s] ?? "", count: fmt(words, count), low: fmt(words, b * h.width), high: fmt(words, (b + 1) * h.width - 1) };
      bar.append(svg("title", {}, b === h.bins
        ? say(words, "bar.over", fields)
        : say(words, "bar", fields)));
      root.append(bar);
      if (count > peak) {
        const text = `${fmt(words, count)} ▲`;
        const end = left + (b + 1) * slotW;
        const at = place(boxes, end, text.length * CHAR_W, top + 11, 13);
        const label = svg("text", { x: end, y: at, "text-anchor": "end", class: "clip-label", fill: COLORS[s % COLORS.length] }, text);
        label.dataset.testid = "clipped";
        labels.push(label);
      }
    });
  }
  // x ticks: nice round numbers up to the start of the last bin (the longest games).
  for (const r of niceTicks(h.bins * h.width).filter((t) => t <= h.bins * h.width)) {
    root.append(svg("line", { x1: x(r), y1: top + plotH, x2: x(r), y2: top + plotH + 4, class: "axis" }));
    root.append(svg("text", { x: x(r), y: top + plotH + 16, "text-anchor": "middle", class: "tick" }, fmt(words, r)));
  }
  // Round limits: a dashed line at the limit (games stop there), its label left of it.
  const seen = new Set<number>();
  h.limits.forEach((limit) => {
    if (limit === null || limit === undefined || seen.has(limit)) return;
    seen.add(limit);
    const at = x(limit);
    const mark = svg("line", { x1: at, y1: top, x2: at, y2: top + plotH, class: "limit" });
    mark.dataset.testid = "limit";
    root.append(mark);
    const text = say(words, "limit", { limit: fmt(words, limit) });
    const row = place(boxes, at - 4, text.length * CHAR_W, top + 11, 13);
    labels.push(svg("text", { x: at - 4, y: row, "text-anchor": "end", class: "limit-label" }, text));
  });
  root.append(...labels); // last, over the bars (a white halo keeps them readable)
  return root;
}

/** The running mean of game length per rule set, with its 95% interval as a band. */
export function meanSvg(series: MeanPoint[][], words: Words = {}): SVGElement {
  const W = 640, H = 150, left = 58, bottom = 34, top = 10, right = 28;
  const plotW = W - left - right, plotH = H - top - bottom;
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "ww-sim-mean" });
  root.dataset.testid = "mean-chart";
  root.append(svg("title", {}, say(words, "mean.title")));
  const points = series.flat();
  const games = Math.max(1, ...points.map((p) => p[0]));
  const lows = points.map((p) => p[2]), highs = points.map((p) => p[3]);
  const lo = Math.max(0, Math.min(...lows)), hi = Math.max(...highs);
  const pad = Math.max(1, (hi - lo) * 0.1);
  const ticks = niceTicks(hi + pad, Math.max(0, lo - pad), false);
  const y0 = ticks[0], y1 = ticks[ticks.length - 1];
  const x = (n: number) => left + (n / games) * plotW;
  const y = (v: number) => top + plotH - ((v - y0) / (y1 - y0 || 1)) * plotH;
  const decimals = Number.isInteger(ticks[1] - ticks[0]) ? 0 : 1;
  for (const t of ticks) {
    root.append(svg("line", { x1: left, y1: y(t), x2: left + plotW, y2: y(t), class: "grid" }));
    root.append(svg("text", { x: left - 5, y: y(t) + 4, "text-anchor": "end", class: "tick" }, fmt(words, t, decimals)));
  }
  root.append(svg("line", { x1: left, y1: top + plotH, x2: left + plotW, y2: top + plotH, class: "axis" }));
  for (const t of niceTicks(games).filter((_, i, all) => all.length <= 6 || i % 2 === 0)) {
    root.append(svg("text", { x: x(t), y: top + plotH + 14, "text-anchor": "middle", class: "tick" }, fmt(words, t)));
  }
  root.append(svg("text", { x: left + plotW / 2, y: H - 4, "text-anchor": "middle", class: "axis-label" }, say(words, "mean.axis")));
  series.forEach((pts, s) => {
    if (!pts.length) return;
    const color = COLORS[s % COLORS.length];
    const upper = pts.map((p) => `${x(p[0]).toFixed(1)},${y(p[3]).toFixed(1)}`);
    const lower = pts.map((p) => `${x(p[0]).toFixed(1)},${y(p[2]).toFixed(1)}`).reverse();
    root.append(svg("polygon", { points: [...upper, ...lower].join(" "), fill: color, opacity: 0.18 }));
    const line = svg("polyline", { points: pts.map((p) => `${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`).join(" "), fill: "none", stroke: color, "stroke-width": 2 });
    line.dataset.testid = "mean-line";
    const [n, m] = pts[pts.length - 1];
    root.append(line, svg("circle", { cx: x(n), cy: y(m), r: 3, fill: color }));
  });
  return root;
}
