// Where the simulation charts' words go: text widths (estimated, generously: nothing here can
// measure text before it is drawn), margins that fit the tick labels, x ticks thinned until
// their labels stand apart, and labels inside the plot placed in rows so that no two meet and
// none leaves the plot (where the axes' labels are).

/** Font sizes of the charts, in CSS pixels (the SVG is drawn at 1:1). */
export const TICK_FONT = 14;
export const LABEL_FONT = 15;
/** Height of a row of labels inside the plot. */
export const ROW = 19;

const NARROW = new Set([..."iljtf.,:;'|!() "]);
const WIDE = new Set([..."mwMW▲%"]);

/** The width of `text` at `size` px: a little more than a sans-serif font needs. */
export function textWidth(text: string, size = TICK_FONT): number {
  let em = 0;
  for (const ch of text) em += NARROW.has(ch) ? 0.36 : WIDE.has(ch) ? 0.98 : 0.66;
  return em * size;
}

/** A text's box: x from `left` to `right`, baseline `y`, `size` px high above it. */
export interface Box { left: number; right: number; top: number; bottom: number }

export function textBox(x: number, y: number, text: string, anchor: "start" | "middle" | "end", size = TICK_FONT): Box {
  const w = textWidth(text, size);
  const left = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
  return { left, right: left + w, top: y - size * 0.85, bottom: y + size * 0.25 };
}

export function intersects(a: Box, b: Box, gap = 0): boolean {
  return a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;
}

/** Every `k`-th tick, the smallest `k` whose labels (centred on `at(t)`) stand `gap` px apart. */
export function spacedTicks(ticks: number[], at: (t: number) => number, label: (t: number) => string, gap = 12): number[] {
  for (let k = 1; k < ticks.length; k++) {
    const kept = ticks.filter((_, i) => i % k === 0);
    const ok = kept.every((t, i) => i === 0
      || at(t) - at(kept[i - 1]) >= (textWidth(label(t)) + textWidth(label(kept[i - 1]))) / 2 + gap);
    if (ok) return kept;
  }
  return ticks.slice(0, 1);
}

/** A label wanted at `x` (a line or a bar's edge): left of it (`side: "before"`) if it fits
 * in the plot, else right of it. */
export interface Wanted { x: number; text: string; side: "before" | "after" }

export interface Placed { x: number; y: number; anchor: "start" | "end"; box: Box }

/** The plot's area for labels: from `left` to `right`, rows from `top` down to `bottom`. */
export interface Area { left: number; right: number; top: number; bottom: number }

/** Places each label, in order, in the first row from the top where its box meets no box
 * placed before (nor `taken`), inside `area`; a label that fits nowhere goes in the row where it
 * meets the fewest, and the chart still shows it (rare: many limits at one place). */
export function placeLabels(wanted: Wanted[], area: Area, taken: Box[] = [], pad = 4): Placed[] {
  const placed: Placed[] = [];
  const boxes = [...taken];
  for (const want of wanted) {
    const w = textWidth(want.text);
    let x = want.x - pad, anchor: "start" | "end" = "end";
    if (want.side === "after" || x - w < area.left) {
      x = want.x + pad;
      anchor = "start";
    }
    if (anchor === "start" && x + w > area.right) { // no room either side: as far right as fits
      x = area.right;
      anchor = "end";
    }
    if (anchor === "end" && x - w < area.left) {
      x = area.left;
      anchor = "start";
    }
    let best: Placed | null = null, fewest = Infinity;
    for (let y = area.top + TICK_FONT; y <= area.bottom; y += ROW) {
      const box = textBox(x, y, want.text, anchor);
      const hits = boxes.filter((b) => intersects(box, b, 2)).length;
      if (hits < fewest) {
        best = { x, y, anchor, box };
        fewest = hits;
      }
      if (!hits) break;
    }
    best ??= { x, y: area.top + TICK_FONT, anchor, box: textBox(x, area.top + TICK_FONT, want.text, anchor) };
    placed.push(best);
    boxes.push(best.box);
  }
  return placed;
}
