import { describe, expect, it } from "vitest";
import { type Box, intersects, LABEL_FONT, placeLabels, textBox, textWidth, TICK_FONT } from "./chart_layout";
import { histogramSvg, meanSvg, type Histogram } from "./simulation_chart";
import EN from "./sim_words.en.json";

/** The box of each text of a chart, as chart_layout estimates it (a rotated text turned too). */
function boxes(chart: SVGElement): [string, Box][] {
  return [...chart.querySelectorAll("text")].map((t) => {
    const x = Number(t.getAttribute("x")), y = Number(t.getAttribute("y"));
    const anchor = (t.getAttribute("text-anchor") ?? "start") as "start" | "middle" | "end";
    const size = t.classList.contains("axis-label") ? LABEL_FONT : TICK_FONT;
    const text = t.textContent ?? "";
    if (t.getAttribute("transform")?.startsWith("rotate(-90")) {
      const half = textWidth(text, size) / 2;
      return [text, { left: x - size * 0.85, right: x + size * 0.25, top: y - half, bottom: y + half }];
    }
    return [text, textBox(x, y, text, anchor, size)];
  });
}

function overlaps(chart: SVGElement): string[] {
  const all = boxes(chart);
  const hits: string[] = [];
  all.forEach(([a, p], i) => all.slice(i + 1).forEach(([b, q]) => {
    if (intersects(p, q)) hits.push(`${a} / ${b}`);
  }));
  return hits;
}

/** The plot's left edge: the y axis. */
function axisX(chart: SVGElement): number {
  const axis = [...chart.querySelectorAll("line.axis")].find((l) => l.getAttribute("x1") === l.getAttribute("x2"));
  return Number(axis?.getAttribute("x1"));
}

function labelsInside(chart: SVGElement): void {
  const left = axisX(chart), right = Number(chart.getAttribute("width"));
  for (const t of chart.querySelectorAll(".clip-label, .limit-label")) {
    const [, box] = boxes(chart).find(([text]) => text === t.textContent) as [string, Box];
    expect(box.left, t.textContent ?? "").toBeGreaterThanOrEqual(left);
    expect(box.right, t.textContent ?? "").toBeLessThanOrEqual(right);
  }
}

/** Guerra de Cartas with a 40-round limit: nearly every game stops at 40 (one tall bar). */
const LIMIT_40: Histogram = {
  width: 2, bins: 21, overflow: [0], limits: [40], longest: [40], games: [100_000], requested: [100_000],
  counts: [Array.from({ length: 21 }, (_, b) => (b === 20 ? 99_840 : b >= 13 ? 30 : 0))],
};

/** A 240-round limit and no limit side by side: the limit's pile near the y axis. */
const LIMIT_240: Histogram = {
  width: 50, bins: 42, overflow: [0, 400], limits: [240, null], longest: [240, 4418], games: [1_000_000, 1_000_000],
  requested: [1_000_000, 1_000_000],
  counts: [
    Array.from({ length: 42 }, (_, b) => (b === 4 ? 732_220 : b < 4 ? 60_000 + b * 20_000 : 0)),
    Array.from({ length: 42 }, (_, b) => Math.round(120_000 * Math.exp(-b / 8))),
  ],
};

/** A short limit whose pile is in the first bins, right by the y axis's labels. */
const LIMIT_8: Histogram = {
  width: 1, bins: 12, overflow: [0, 0], limits: [8, 10], longest: [8, 10], games: [20_000, 20_000], requested: [20_000, 20_000],
  counts: [
    Array.from({ length: 12 }, (_, b) => (b === 8 ? 19_000 : b > 3 && b < 8 ? 250 : 0)),
    Array.from({ length: 12 }, (_, b) => (b === 10 ? 18_500 : b > 3 && b < 10 ? 250 : 0)),
  ],
};

describe("the histogram's labels", () => {
  for (const width of [300, 480, 640, 960]) {
    it(`never overlap, and stay inside the plot, ${width} px wide`, () => {
      for (const [h, names] of [[LIMIT_40, ["Guerra"]], [LIMIT_240, ["A", "B"]], [LIMIT_8, ["A", "B"]]] as const) {
        const chart = histogramSvg(h, [...names], EN, width);
        expect(chart.querySelectorAll('[data-testid="clipped"]').length).toBeGreaterThan(0);
        expect(overlaps(chart)).toEqual([]);
        labelsInside(chart);
      }
    });
  }

  it("writes the count of each clipped pile and each limit, once", () => {
    const chart = histogramSvg(LIMIT_8, ["A", "B"], EN, 640);
    expect([...chart.querySelectorAll('[data-testid="clipped"]')].map((t) => t.textContent)).toEqual(["19,000 ▲", "18,500 ▲"]);
    expect([...chart.querySelectorAll(".limit-label")].map((t) => t.textContent)).toEqual(["limit 8", "limit 10"]);
    expect(histogramSvg(LIMIT_40, ["x"], EN, 640).querySelector('[data-testid="clipped"]')?.textContent).toBe("99,840 ▲");
  });

  it("is drawn at the width it is shown at, so its text is the size it says", () => {
    const chart = histogramSvg(LIMIT_40, ["x"], EN, 512);
    expect(chart.getAttribute("width")).toBe("512");
    expect(chart.getAttribute("viewBox")).toBe(`0 0 512 ${chart.getAttribute("height")}`);
  });

  it("leaves room for long y tick labels beside the axis's own label", () => {
    const chart = histogramSvg({ ...LIMIT_240, counts: [LIMIT_240.counts[1].map((c) => c * 10)], overflow: [0], limits: [null] }, ["A"], EN, 640);
    expect([...chart.querySelectorAll('[data-testid="y-tick"]')].map((t) => t.textContent)).toContain("1,000,000");
    expect(overlaps(chart)).toEqual([]);
  });
});

describe("the running mean's labels", () => {
  it("thin the x ticks until they stand apart", () => {
    const pts: [number, number, number, number][] = [[25_000, 300, 290, 310], [500_000, 301, 299, 303], [1_000_000, 300.5, 299.9, 301.1]];
    for (const width of [300, 640, 960]) {
      const chart = meanSvg([pts, pts.map(([n, m, lo, hi]) => [n, m + 150, lo + 150, hi + 150])], EN, width);
      expect(overlaps(chart)).toEqual([]);
      if (width >= 640) expect(chart.textContent).toContain("1,000,000");
      expect(chart.querySelectorAll("text.tick").length).toBeGreaterThan(width >= 640 ? 8 : 6);
    }
  });
});

describe("placeLabels", () => {
  const area = { left: 60, right: 600, top: 10, bottom: 200 };

  it("puts a label that would cross the y axis on the line's other side", () => {
    const [p] = placeLabels([{ x: 70, text: "limit 40", side: "before" }], area);
    expect(p.anchor).toBe("start");
    expect(p.box.left).toBeGreaterThanOrEqual(area.left);
  });

  it("puts labels at one place in rows, one under the other", () => {
    const placed = placeLabels([
      { x: 300, text: "20,000 ▲", side: "before" },
      { x: 300, text: "18,000 ▲", side: "before" },
      { x: 302, text: "limit 40", side: "before" },
    ], area);
    expect(new Set(placed.map((p) => p.y)).size).toBe(3);
    placed.forEach((p, i) => placed.slice(i + 1).forEach((q) => expect(intersects(p.box, q.box)).toBe(false)));
  });

  it("keeps a label at the right edge inside the plot", () => {
    const [p] = placeLabels([{ x: 598, text: "limit 240", side: "after" }], area);
    expect(p.box.right).toBeLessThanOrEqual(area.right);
  });
});
