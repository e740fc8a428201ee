// The dashboard's two charts as SVG: the class's running share of first-flip wars with its 95 %
// band and the exact answer (a dashed line), and the class's game lengths beside the computer's.
// The numbers are Python's (classroom/stats.py); here they are only placed.
import { spacedTicks, textWidth } from "./chart_layout";
import type { FirstWarView, LengthsView } from "./classroom_types";

const SVG = "http://www.w3.org/2000/svg";
export const W = 600;
export const H = 270;
/** The charts stay left to right in every language, their numbers growing to the right, as
 * in Arabic school books; Python isolates each label in its own direction (figures.py). */
const PLOT_DIRECTION = { direction: "ltr" };
/** A label without its isolates (LRI, FSI, PDI: no width on the screen), to measure it. */
export const measured = (text: string) => text.replace(/[\u2066-\u2069]/g, "");
const PAD = { left: 58, right: 14, top: 14, bottom: 46 };
const PLOT_H = H - PAD.top - PAD.bottom;

export function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A share written as the language writes a percentage ("{value} %"), whole numbers. */
function pct(template: string, share: number): string {
  return template.replace("{value}", String(Math.round(share * 100)));
}

/** The y axis from 0 to `top` with its grid; returns the share -> y function. */
function shareAxis(root: SVGElement, top: number, template: string, yLabel: string, xLabel: string): (s: number) => number {
  const y = (s: number) => PAD.top + PLOT_H * (1 - Math.min(s, top) / top);
  const step = top > 0.5 ? 0.25 : top > 0.25 ? 0.1 : 0.05;
  for (let v = 0; v <= top + 1e-9; v += step) {
    root.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: "ww-class-grid" }));
    root.append(svg("text", { x: PAD.left - 6, y: y(v) + 5, "text-anchor": "end", class: "ww-class-tick" }, pct(template, v)));
  }
  const mid = PAD.top + PLOT_H / 2;
  root.append(svg("text", { x: 14, y: mid, transform: `rotate(-90 14 ${mid})`, "text-anchor": "middle", class: "ww-class-axis" }, yLabel));
  root.append(svg("text", { x: (PAD.left + W - PAD.right) / 2, y: H - 6, "text-anchor": "middle", class: "ww-class-axis" }, xLabel));
  return y;
}

/** A top for the share axis, in steps of 5 %: room for the exact line and the band's
 * later part (the first few deals' band, near 0 % to 80 %, is cut at the top). */
export function shareTop(v: FirstWarView): number {
  const pts = v.points;
  const later = pts.filter((p) => p.n >= Math.max(10, (pts.at(-1)?.n ?? 0) / 10));
  const want = Math.max(0.15, (v.exact ?? 0) * 2.5, ...later.map((p) => p.high), v.share ?? 0);
  return Math.min(1, Math.ceil(want * 20 - 1e-9) / 20);
}

/** The running share (line), its 95 % band (shaded) and the exact answer (dashed). */
export function shareChart(v: FirstWarView, label: string): SVGElement {
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "ww-class-chart", role: "img", "aria-label": label, "data-testid": "share-chart", ...PLOT_DIRECTION });
  const top = shareTop(v);
  const y = shareAxis(root, top, v.percent, v.y_label, v.x_label);
  const pts = v.points;
  const n = Math.max(pts.at(-1)?.n ?? 0, 10);
  const x = (i: number) => PAD.left + ((W - PAD.left - PAD.right) * i) / n;
  const clip = `ww-class-clip-${Math.random().toString(36).slice(2, 8)}`;
  const defs = svg("defs", {});
  const clipPath = svg("clipPath", { id: clip });
  clipPath.append(svg("rect", { x: PAD.left, y: PAD.top, width: W - PAD.left - PAD.right, height: PLOT_H }));
  defs.append(clipPath);
  root.append(defs);
  if (pts.length) {
    const upper = pts.map((p) => `${x(p.n).toFixed(1)},${y(p.high).toFixed(1)}`);
    const lower = pts.map((p) => `${x(p.n).toFixed(1)},${y(p.low).toFixed(1)}`).reverse();
    root.append(svg("polygon", { points: [...upper, ...lower].join(" "), class: "ww-class-band", "clip-path": `url(#${clip})`, "data-testid": "band" }));
  }
  if (v.exact !== null) {
    root.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(v.exact), y2: y(v.exact), class: "ww-class-exact", "data-testid": "exact" }));
  }
  if (pts.length) {
    const line = pts.map((p) => `${x(p.n).toFixed(1)},${y(p.share).toFixed(1)}`).join(" ");
    root.append(svg("polyline", { points: line, class: "ww-class-line", "data-testid": "share-line" }));
    const last = pts[pts.length - 1];
    root.append(svg("circle", { cx: x(last.n), cy: y(last.share), r: 5, class: "ww-class-dot" }));
  }
  const base = PAD.top + PLOT_H + 18;
  root.append(svg("text", { x: PAD.left, y: base, "text-anchor": "start", class: "ww-class-tick" }, "0"));
  root.append(svg("text", { x: x(n), y: base, "text-anchor": "end", class: "ww-class-tick" }, String(n)));
  return root;
}

/** The class's game lengths (solid bars) beside the computer's (lighter), bar by bar, as
 * shares of each's games; labels thinned until they stand apart. */
export function lengthsChart(v: LengthsView, label: string): SVGElement {
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "ww-class-chart", role: "img", "aria-label": label, "data-testid": "lengths-chart", ...PLOT_DIRECTION });
  const bars = v.bars;
  const most = Math.max(0.1, ...bars.map((b) => Math.max(b.share, b.reference)));
  const top = Math.min(1, Math.ceil(most * 1.1 * 20) / 20);
  const y = shareAxis(root, top, v.percent, v.y_label, v.x_label);
  const slot = (W - PAD.left - PAD.right) / Math.max(1, bars.length);
  const at = (i: number) => PAD.left + i * slot + slot / 2;
  bars.forEach((b, i) => {
    const x0 = PAD.left + i * slot + slot * 0.08;
    const w = slot * 0.42;
    const title = `${b.label}: ${pct(v.percent, b.share)} / ${pct(v.percent, b.reference)}`;
    const own = svg("rect", { x: x0, y: y(b.share), width: w, height: y(0) - y(b.share), class: "ww-class-bar", "data-testid": "bar" });
    own.append(svg("title", {}, title));
    root.append(own);
    root.append(svg("rect", { x: x0 + w, y: y(b.reference), width: w, height: y(0) - y(b.reference), class: "ww-class-bar-ref", "data-testid": "bar-ref" }));
  });
  const shown = spacedTicks(bars.map((_, i) => i), at, (i) => measured(bars[i].label), 10);
  for (const i of shown) {
    const text = bars[i].label;
    const anchor = at(i) + textWidth(measured(text)) / 2 > W - PAD.right ? "end" : "middle";
    root.append(svg("text", { x: anchor === "end" ? W - PAD.right : at(i), y: y(0) + 18, "text-anchor": anchor, class: "ww-class-tick", "data-testid": "bar-label" }, text));
  }
  return root;
}
