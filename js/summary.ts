// The end-of-game summary, drawn as SVG: the learner's card count per round (a dot per
// round, a mark on every round with a war) and the numbers the seed games show.

import type { Session, Summary } from "./types";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 36, right: 12, top: 18, bottom: 24 };

function svgEl<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** The count line of `seat` (the learner is seat 0). */
export function countChart(summary: Summary, seat: number, total: number, name: string): SVGSVGElement {
  const counts = summary.counts_per_round.map((c) => c[seat] ?? 0);
  const rounds = Math.max(1, counts.length - 1);
  const x = (i: number) => PAD.left + (i / rounds) * (WIDTH - PAD.left - PAD.right);
  const y = (c: number) =>
    HEIGHT - PAD.bottom - (c / Math.max(1, total)) * (HEIGHT - PAD.top - PAD.bottom);
  const svg = svgEl("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: "ww-chart",
    role: "img",
    "data-testid": "summary-chart",
  });
  const title = svgEl("title", {});
  title.textContent = `${name}: cards held after each round`;
  svg.append(title);
  // Axes and the half-way line (an even game).
  svg.append(
    svgEl("line", { x1: PAD.left, y1: y(0), x2: WIDTH - PAD.right, y2: y(0), class: "ww-axis" }),
    svgEl("line", { x1: PAD.left, y1: y(total / 2), x2: WIDTH - PAD.right, y2: y(total / 2), class: "ww-half" }),
  );
  for (const [value, label] of [
    [0, "0"],
    [total, String(total)],
  ] as const) {
    const t = svgEl("text", { x: PAD.left - 6, y: y(value) + 4, class: "ww-tick", "text-anchor": "end" });
    t.textContent = label;
    svg.append(t);
  }
  const last = svgEl("text", { x: WIDTH - PAD.right, y: HEIGHT - 6, class: "ww-tick", "text-anchor": "end" });
  last.textContent = `round ${counts.length - 1}`;
  svg.append(last);
  // War marks: a short red tick at the top of every round that had a war.
  for (const r of summary.war_rounds) {
    svg.append(svgEl("line", { x1: x(r), y1: PAD.top - 12, x2: x(r), y2: PAD.top - 4, class: "ww-war-mark" }));
  }
  const points = counts.map((c, i) => `${x(i).toFixed(1)},${y(c).toFixed(1)}`).join(" ");
  svg.append(svgEl("polyline", { points, class: "ww-line" }));
  const dots = svgEl("g", { class: "ww-dots" });
  const radius = counts.length > 200 ? 1 : counts.length > 60 ? 1.6 : 2.5;
  counts.forEach((c, i) => dots.append(svgEl("circle", { cx: x(i).toFixed(1), cy: y(c).toFixed(1), r: radius })));
  svg.append(dots);
  return svg;
}

function stat(label: string, value: string | number): HTMLElement {
  const row = document.createElement("div");
  row.className = "ww-stat";
  const dt = document.createElement("dt");
  dt.textContent = label;
  const dd = document.createElement("dd");
  dd.textContent = String(value);
  row.append(dt, dd);
  return row;
}

export function summaryEl(
  summary: Summary,
  session: Session,
  names: string[],
  total: number,
  seat = 0,
): HTMLElement {
  const box = document.createElement("section");
  box.className = "ww-summary";
  box.dataset.testid = "summary";
  const h = document.createElement("h3");
  h.textContent = `${names[seat] ?? "You"}: how the game went`;
  box.append(h, countChart(summary, seat, total, names[seat] ?? "You"));
  const dl = document.createElement("dl");
  dl.className = "ww-stats";
  dl.append(
    stat("Rounds", summary.rounds),
    stat("Wars", summary.wars),
    stat("Wars won", summary.wars_won[seat] ?? 0),
    stat("Longest winning streak", summary.longest_streak[seat] ?? 0),
    stat("Biggest lead", summary.biggest_lead[seat] ?? 0),
    stat("Games this session", session.games ?? 0),
    stat("Games won", session.wins?.[seat] ?? 0),
    stat("Current streak", session.streak ?? 0),
  );
  box.append(dl);
  const results = session.results ?? [];
  if (results.length) {
    const list = document.createElement("ol");
    list.className = "ww-session";
    for (const r of results.slice(-8)) {
      const li = document.createElement("li");
      const who = r.winner === null ? "draw" : `${names[r.winner] ?? `seat ${r.winner}`} won`;
      li.textContent = `${r.code}: ${who}, ${r.rounds} rounds (${r.counts.join("–")})`;
      list.append(li);
    }
    box.append(list);
  }
  return box;
}
