// The end-of-game summary, drawn as SVG: the learner's card count per round (a dot per
// round, a mark on every round with a war) and the numbers the seed games show, every number
// in the learner's digits (Python's `digits` trait, js/digits.ts).

import type { Words } from "./cards";
import { inDigits } from "./digits";
import type { Session, Summary } from "./types";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 560;
const HEIGHT = 214;
const PAD = { left: 36, right: 12, top: 18, bottom: 54 };

function svgEl<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** The count line of each of `seats` (the learner is seat 0): a dot per round, wars marked. */
export function countChart(
  summary: Summary,
  seats: number[],
  total: number,
  names: string[],
  words: Words,
  digits?: string,
): SVGSVGElement {
  // Long games come down-sampled: `count_rounds[i]` is the round of `counts_per_round[i]`.
  const at = (i: number) => summary.count_rounds?.[i] ?? i;
  const rounds = Math.max(1, summary.rounds);
  const x = (i: number) => PAD.left + (i / rounds) * (WIDTH - PAD.left - PAD.right);
  const y = (c: number) =>
    HEIGHT - PAD.bottom - (c / Math.max(1, total)) * (HEIGHT - PAD.top - PAD.bottom);
  // Left to right in every language, rounds growing to the right (as the class's charts,
  // js/classroom_charts.ts): in Arabic the ticks' anchors would otherwise swap sides.
  const svg = svgEl("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: "ww-chart",
    role: "img",
    "data-testid": "summary-chart",
    direction: "ltr",
  });
  const title = svgEl("title", {});
  const who = (seat: number) => names[seat] ?? words("player", { number: seat + 1 });
  title.textContent = words("summary.chart", { names: seats.map(who).join(", ") });
  svg.append(title);
  // Axes and the half-way line (an even game).
  svg.append(
    svgEl("line", { x1: PAD.left, y1: y(0), x2: WIDTH - PAD.right, y2: y(0), class: "ww-axis" }),
    svgEl("line", { x1: PAD.left, y1: y(total / 2), x2: WIDTH - PAD.right, y2: y(total / 2), class: "ww-half" }),
  );
  for (const value of [0, total]) {
    const t = svgEl("text", { x: PAD.left - 6, y: y(value) + 4, class: "ww-tick", "text-anchor": "end" });
    t.textContent = inDigits(value, digits);
    svg.append(t);
  }
  const last = svgEl("text", { x: WIDTH - PAD.right, y: y(0) + 20, class: "ww-tick", "text-anchor": "end" });
  last.textContent = words("round", { round: summary.rounds });
  svg.append(last);
  // War marks: a short red tick at the top of every round that had a war.
  for (const r of summary.war_rounds) {
    svg.append(svgEl("line", { x1: x(r), y1: PAD.top - 12, x2: x(r), y2: PAD.top - 4, class: "ww-war-mark" }));
  }
  svg.append(legend(summary.war_rounds.length > 0, words));
  const radius = rounds > 200 ? 1 : rounds > 60 ? 1.6 : 2.5;
  seats.forEach((seat, k) => {
    const counts = summary.counts_per_round.map((c) => c[seat] ?? 0);
    const points = counts.map((c, i) => `${x(at(i)).toFixed(1)},${y(c).toFixed(1)}`).join(" ");
    svg.append(svgEl("polyline", { points, class: `ww-line ww-series-${k}` }));
    const dots = svgEl("g", { class: `ww-dots ww-series-${k}`, "data-seat": seat });
    counts.forEach((c, i) => dots.append(svgEl("circle", { cx: x(at(i)).toFixed(1), cy: y(c).toFixed(1), r: radius })));
    svg.append(dots);
    if (seats.length > 1) {
      const label = svgEl("text", { x: PAD.left + 4, y: PAD.top + 12 + 14 * k, class: `ww-legend ww-series-${k}` });
      label.textContent = who(seat);
      svg.append(label);
    }
  });
  return svg;
}

/** What the red ticks and the dashed line mean, under the chart. */
function legend(wars: boolean, words: Words): SVGGElement {
  const g = svgEl("g", { class: "ww-chart-legend", "data-testid": "chart-legend" });
  const base = HEIGHT - 8;
  let x = PAD.left;
  if (wars) {
    g.append(svgEl("line", { x1: x, y1: base - 12, x2: x, y2: base - 2, class: "ww-war-key" }));
    const text = svgEl("text", { x: x + 8, y: base, class: "ww-key" });
    text.textContent = words("summary.legend.war");
    g.append(text);
    x += 230;
  }
  g.append(svgEl("line", { x1: x, y1: base - 5, x2: x + 26, y2: base - 5, class: "ww-half" }));
  const half = svgEl("text", { x: x + 32, y: base, class: "ww-key" });
  half.textContent = words("summary.legend.half");
  g.append(half);
  return g;
}

function stat(label: string, value: string | number, digits?: string): HTMLElement {
  const row = document.createElement("div");
  row.className = "ww-stat";
  const dt = document.createElement("dt");
  dt.textContent = label;
  const dd = document.createElement("dd");
  dd.textContent = inDigits(value, digits);
  row.append(dt, dd);
  return row;
}

/** The end screen: the chart, each player's numbers, then the session's history. */
export function summaryEl(
  summary: Summary,
  session: Session,
  names: string[],
  total: number,
  seats: number[],
  words: Words,
  digits?: string,
): HTMLElement {
  const box = document.createElement("section");
  box.className = "ww-summary";
  box.dataset.testid = "summary";
  const who = (seat: number) => names[seat] ?? words("player", { number: seat + 1 });
  const h = document.createElement("h3");
  h.textContent = seats.length === 1 ? words("summary.title.one", { name: who(seats[0]) }) : words("summary.title");
  box.append(h, countChart(summary, seats, total, names, words, digits));
  const statOf = (label: string, value: number) => stat(label, value, digits);
  for (const seat of seats) {
    const dl = document.createElement("dl");
    dl.className = "ww-stats";
    dl.dataset.seat = String(seat);
    if (seats.length > 1) {
      const caption = document.createElement("div");
      caption.className = "ww-stats-who";
      caption.textContent = who(seat);
      dl.append(caption);
    }
    dl.append(
      statOf(words("stat.rounds"), summary.rounds),
      statOf(words("stat.wars"), summary.wars),
      statOf(words("stat.wars_won"), summary.wars_won[seat] ?? 0),
      statOf(words("stat.streak"), summary.longest_streak[seat] ?? 0),
      statOf(words("stat.lead"), summary.biggest_lead[seat] ?? 0),
    );
    box.append(dl);
  }
  const sessionList = document.createElement("dl");
  sessionList.className = "ww-stats ww-session-stats";
  sessionList.append(
    statOf(words("stat.games"), session.games ?? 0),
    ...seats.map((seat) =>
      statOf(seats.length > 1 ? words("stat.games_won_by", { name: who(seat) }) : words("stat.games_won"), session.wins?.[seat] ?? 0),
    ),
    statOf(words("stat.current_streak", { name: who(0) }), session.streak ?? 0),
  );
  box.append(sessionList);
  const results = session.results ?? [];
  if (results.length) {
    const list = document.createElement("ol");
    list.className = "ww-session";
    for (const r of results.slice(-8)) {
      const li = document.createElement("li");
      const winner = r.winner === null ? words("session.draw") : words("session.won", { name: who(r.winner) });
      // The code as it is (copied to replay the game); the counts in the digits.
      const counts = r.counts.map((c) => inDigits(c, digits)).join("–");
      li.textContent = words("session.line", { code: r.code, winner, rounds: r.rounds, counts });
      list.append(li);
    }
    box.append(list);
  }
  return box;
}
