// The class experiment: draws what the traits of ClassTally (src/war_widget/tally/widget.py)
// say and sends what the teacher types (add, undo, clear). It decides nothing: whether a result
// is allowed, the relative frequency, the bars, the exact answer, the file the results are saved
// in and every word come from Python. Clearing asks first, in the widget (no browser dialog).
import "./tally.css";
import { inDigits } from "./digits";
import { el } from "./dom";

export interface TallyBar { label: string; count: number; share: number; reference: number }

export interface TallyView {
  kind: "yes_no" | "number";
  title: string;
  count: number;
  count_text: string;
  share?: number | null;
  share_text?: string;
  reference?: number | null;
  reference_text: string;
  running?: number[];
  bars?: TallyBar[];
  x_label: string;
  /** The file every result is saved in (its name as the notebook gave it), or "". */
  file?: string;
  file_path?: string;
  file_state?: "ready" | "saved" | "failed" | "none";
  file_text?: string;
  /** The question asked before clearing ("Clear all 30 results? A copy of … is kept."). */
  clear_text?: string;
  /** What just happened: "Added: 12, 15", "Carried on from tally-rounds.csv."… */
  notice?: string;
}

export interface TallyTraits {
  question: string;
  results: number[];
  words: Record<string, string>;
  view: TallyView;
  csv: string;
  error: string;
  lang: string;
  /** The digits numbers are shown in ("latn" 0-9, "arab" ٠-٩): Python writes its words in
   * them; the charts' ticks here (js/digits.ts). */
  digits?: string;
}

/** `count`: the results the page showed, so Python ignores an undo or clear sent before a
 * change the page had not seen yet. */
export type TallyIntent = { type: "add"; value: string } | { type: "undo"; count: number } | { type: "clear"; count: number };

type Handler = (...args: any[]) => void;

export interface TallyModel {
  get<K extends keyof TallyTraits>(key: K): TallyTraits[K];
  on(event: string, callback: Handler): void;
  off(event?: string | null, callback?: Handler | null): void;
  send(content: TallyIntent): void;
}

const SVG = "http://www.w3.org/2000/svg";
const W = 520;
const H = 220;
const PAD = { left: 54, right: 12, top: 12, bottom: 44 };

function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The share axis, 0 to `top` (a share), with a tick every `step`. */
function axes(root: SVGElement, top: number, w: (key: string) => string, xLabel: string, digits?: string): (share: number) => number {
  const yLabel = w("axis.share");
  const y = (share: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - share / top);
  const step = top > 0.5 ? 0.25 : top > 0.2 ? 0.1 : 0.05;
  for (let v = 0; v <= top + 1e-9; v += step) {
    root.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: "ww-tally-grid" }));
    root.append(svg("text", { x: PAD.left - 4, y: y(v) + 4, "text-anchor": "end", class: "ww-tally-tick" }, inDigits(w("percent").replace("{value}", String(Math.round(v * 100))), digits)));
  }
  root.append(svg("text", { x: 12, y: PAD.top + (H - PAD.bottom) / 2, transform: `rotate(-90 12 ${PAD.top + (H - PAD.bottom) / 2})`, "text-anchor": "middle", class: "ww-tally-axis", "data-testid": "y-label" }, yLabel));
  root.append(svg("text", { x: (PAD.left + W - PAD.right) / 2, y: H - 4, "text-anchor": "middle", class: "ww-tally-axis", "data-testid": "x-label" }, xLabel));
  return y;
}

/** Yes/no: the relative frequency after each result (a line) and the exact answer (dashed). */
export function lineChart(v: TallyView, w: (key: string) => string, digits?: string): SVGElement {
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "ww-tally-chart", role: "img", "data-testid": "chart" });
  const running = v.running ?? [];
  const top = Math.min(1, Math.max(0.2, ...running, (v.reference ?? 0) * 2) * 1.1);
  const y = axes(root, Math.ceil(top * 20) / 20, w, v.x_label, digits);
  const n = Math.max(running.length, 10);
  const x = (i: number) => PAD.left + ((W - PAD.left - PAD.right) * i) / n;
  if (v.reference !== null && v.reference !== undefined) {
    root.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(v.reference), y2: y(v.reference), class: "ww-tally-ref", "data-testid": "reference" }));
  }
  if (running.length) {
    const points = running.map((s, i) => `${x(i + 1).toFixed(1)},${y(s).toFixed(1)}`).join(" ");
    root.append(svg("polyline", { points, class: "ww-tally-line", "data-testid": "line" }));
    const last = running.length;
    root.append(svg("circle", { cx: x(last), cy: y(running[last - 1]), r: 4, class: "ww-tally-dot" }));
  }
  root.append(svg("text", { x: x(n), y: PAD.top + (H - PAD.top - PAD.bottom) + 16, "text-anchor": "end", class: "ww-tally-tick" }, inDigits(n, digits)));
  return root;
}

/** A tick label's width per character, about (11 px text). */
const TICK_CHAR = 6.2;

/** A bar's label too wide for its bar, on two lines: "1,000–" and "1,199"; "1,200" and
 * "or more" (after the dash, else at the first space). */
export function twoLines(label: string): string[] {
  const dash = label.indexOf("–");
  const cut = dash > 0 ? dash + 1 : label.indexOf(" ");
  if (cut <= 0 || cut >= label.length) return [label];
  return [label.slice(0, cut).trim(), label.slice(cut).trim()];
}

/** Numbers: the class's share in each bar beside the simulated games' share. */
export function barChart(v: TallyView, w: (key: string) => string, digits?: string): SVGElement {
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "ww-tally-chart", role: "img", "data-testid": "chart" });
  const bars = v.bars ?? [];
  const top = Math.min(1, Math.max(0.2, ...bars.map((b) => Math.max(b.share, b.reference))) * 1.1);
  const y = axes(root, Math.ceil(top * 20) / 20, w, v.x_label, digits);
  const slot = (W - PAD.left - PAD.right) / Math.max(1, bars.length);
  bars.forEach((b, i) => {
    const x0 = PAD.left + i * slot + slot * 0.1;
    const w = slot * 0.4;
    root.append(svg("rect", { x: x0, y: y(b.share), width: w, height: y(0) - y(b.share), class: "ww-tally-bar", "data-testid": "bar" }));
    root.append(svg("rect", { x: x0 + w, y: y(b.reference), width: w, height: y(0) - y(b.reference), class: "ww-tally-bar-ref" }));
    const label = svg("text", { x: x0 + w, y: y(0) + 14, "text-anchor": "middle", class: "ww-tally-tick" });
    const lines = b.label.length * TICK_CHAR > slot * 0.95 ? twoLines(b.label) : [b.label];
    lines.forEach((line, k) => label.append(svg("tspan", { x: x0 + w, dy: k ? 12 : 0 }, line)));
    root.append(label);
  });
  return root;
}

function render({ model, el: host }: { model: TallyModel; el: HTMLElement }): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const w = (key: string) => model.get("words")?.[key] ?? key;
  const title = el("h3", { class: "ww-tally-title", testid: "title" });
  const input = el("input", { class: "ww-tally-input", testid: "input", attrs: { type: "text", autocomplete: "off", inputmode: "text" } });
  const labelText = el("span");
  const label = el("label", { class: "ww-tally-label" }, labelText, input);
  const add = el("button", { class: "ww-tally-add", testid: "add", attrs: { type: "button" } });
  const yes = el("button", { class: "ww-tally-quick", testid: "yes", attrs: { type: "button" } });
  const no = el("button", { class: "ww-tally-quick", testid: "no", attrs: { type: "button" } });
  const undo = el("button", { class: "ww-tally-small", testid: "undo", attrs: { type: "button" } });
  const download = el("button", { class: "ww-tally-small", testid: "download", attrs: { type: "button" } });
  const clear = el("button", { class: "ww-tally-small ww-tally-clear", testid: "clear", attrs: { type: "button", "aria-expanded": "false" } });
  const confirmText = el("p", { class: "ww-tally-confirm-text", testid: "confirm-text" });
  const clearYes = el("button", { class: "ww-tally-danger", testid: "clear-yes", attrs: { type: "button" } });
  const clearNo = el("button", { class: "ww-tally-small", testid: "clear-no", attrs: { type: "button" } });
  const confirm = el("div", { class: "ww-tally-confirm", testid: "confirm", attrs: { role: "group" } }, confirmText, clearYes, clearNo);
  confirm.hidden = true;
  const notice = el("p", { class: "ww-tally-notice", testid: "notice", attrs: { role: "status" } });
  const file = el("p", { class: "ww-tally-file", testid: "file" });
  const error = el("p", { class: "ww-tally-error", testid: "error", attrs: { role: "alert" } });
  const count = el("p", { class: "ww-tally-count", testid: "count" });
  const share = el("p", { class: "ww-tally-share", testid: "share" });
  const reference = el("p", { class: "ww-tally-reference", testid: "reference-text" });
  const chart = el("div", { class: "ww-tally-chartbox" });
  const legend = el("p", { class: "ww-tally-legend", testid: "legend" });
  const form = el("div", { class: "ww-tally-form" }, label, add, yes, no, undo, download, clear);
  const root = el("div", { class: "ww-tally", testid: "tally" }, title, form, confirm, error, notice, count, file, share, reference, chart, legend);
  host.append(root);

  const send = (value: string) => {
    if (value.trim() !== "") model.send({ type: "add", value });
  };
  add.addEventListener("click", () => send(input.value), { signal });
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") send(input.value); }, { signal });
  yes.addEventListener("click", () => send("yes"), { signal });
  no.addEventListener("click", () => send("no"), { signal });
  const shownCount = () => (model.get("results") ?? []).length;
  undo.addEventListener("click", () => model.send({ type: "undo", count: shownCount() }), { signal });
  const ask = (open: boolean) => {
    confirm.hidden = !open;
    clear.setAttribute("aria-expanded", String(open));
    (open ? clearNo : clear).focus();
  };
  clear.addEventListener("click", () => ask(confirm.hidden), { signal });
  clearNo.addEventListener("click", () => ask(false), { signal });
  confirm.addEventListener("keydown", (e) => { if (e.key === "Escape") ask(false); }, { signal });
  clearYes.addEventListener("click", () => {
    model.send({ type: "clear", count: shownCount() });
    ask(false);
  }, { signal });
  download.addEventListener("click", () => {
    const url = URL.createObjectURL(new Blob([model.get("csv")], { type: "text/csv" }));
    const a = el("a", { attrs: { href: url, download: `class_tally_${model.get("question")}.csv` } });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }, { signal });

  let shown = model.get("results")?.length ?? 0;
  function update() {
    const v = model.get("view");
    if (!v) return;
    const results = model.get("results") ?? [];
    if (results.length !== shown) {
      if (results.length > shown) input.value = ""; // kept: only an accepted result clears it
      shown = results.length;
    }
    root.dir = w("dir") === "rtl" ? "rtl" : "ltr"; // Python's fact: Arabic reads right to left
    title.textContent = v.title;
    labelText.textContent = w("input");
    add.textContent = w("add");
    yes.textContent = w("yes");
    no.textContent = w("no");
    yes.hidden = no.hidden = v.kind !== "yes_no";
    undo.textContent = w("undo");
    undo.disabled = results.length === 0;
    download.textContent = w("download");
    download.disabled = results.length === 0;
    clear.textContent = w("clear");
    clear.disabled = results.length === 0;
    if (clear.disabled && !confirm.hidden) confirm.hidden = true;
    confirmText.textContent = v.clear_text ?? "";
    clearYes.textContent = w("clear.yes");
    clearNo.textContent = w("clear.no");
    notice.textContent = v.notice ?? "";
    notice.hidden = !notice.textContent;
    file.textContent = v.file_text ?? "";
    file.hidden = !file.textContent;
    file.dataset.state = v.file_state ?? "none";
    file.title = v.file_path ?? "";
    error.textContent = model.get("error") ?? "";
    error.hidden = !error.textContent;
    input.setAttribute("aria-invalid", String(!error.hidden));
    count.textContent = v.count_text;
    share.textContent = v.share_text ?? "";
    share.hidden = !share.textContent;
    reference.textContent = v.reference_text;
    const digits = model.get("digits");
    chart.replaceChildren(v.kind === "yes_no" ? lineChart(v, w, digits) : barChart(v, w, digits));
    legend.replaceChildren(
      el("span", { class: "ww-tally-key ww-tally-key-class" }),
      el("span", { text: w("class") }),
      el("span", { class: `ww-tally-key ww-tally-key-ref${v.kind === "yes_no" ? " ww-tally-key-dashed" : ""}` }),
      el("span", { text: v.reference_text }),
    );
  }
  const traits = ["view", "error", "words", "results", "digits"];
  for (const name of traits) model.on(`change:${name}`, update);
  update();
  return () => {
    abort.abort();
    for (const name of traits) model.off(`change:${name}`, update);
  };
}

export default { render };
