import { describe, expect, it } from "vitest";
import type { Words } from "./cards";
import { countChart, summaryEl } from "./summary";
import type { Summary } from "./types";

/** Spanish labels, to show that no English word of the summary is written in the code. */
const SPANISH: Record<string, string> = {
  round: "Ronda {round}",
  player: "Jugador {number}",
  "summary.chart": "Cartas tras cada ronda: {names}",
  "summary.title": "Cómo fue la partida",
  "stat.games_won_by": "Partidas ganadas: {name}",
  "stat.current_streak": "Racha actual: {name}",
  "summary.legend.war": "una ronda con guerra",
  "summary.legend.half": "la mitad de las cartas",
};
const words: Words = (key, fields = {}) =>
  (SPANISH[key] ?? key).replace(/\{(\w+)\}/g, (m, name: string) => String(fields[name] ?? m));

const summary: Summary = {
  rounds: 2,
  wars: 0,
  war_rounds: [],
  wars_won: [0, 0],
  longest_streak: [1, 1],
  biggest_lead: [2, 0],
  counts_per_round: [
    [26, 26],
    [27, 25],
    [26, 26],
  ],
};

describe("the summary speaks the learner's language", () => {
  it("says what the red war ticks and the dashed half-way line mean", () => {
    const key = (svg: SVGSVGElement) => [...svg.querySelectorAll(".ww-key")].map((t) => t.textContent);
    const withWars = countChart({ ...summary, wars: 1, war_rounds: [2] }, [0], 52, ["Ana"], words);
    expect(key(withWars)).toEqual(["una ronda con guerra", "la mitad de las cartas"]);
    expect(withWars.querySelector('[data-testid="chart-legend"] .ww-war-key')).not.toBeNull();
    expect(key(countChart(summary, [0], 52, ["Ana"], words))).toEqual(["la mitad de las cartas"]);
  });

  it("labels the chart's last round and a seat without a name with the widget's words", () => {
    const svg = countChart(summary, [0, 1], 52, ["Ana"], words);
    const ticks = [...svg.querySelectorAll(".ww-tick")].map((t) => t.textContent);
    expect(ticks).toContain("Ronda 2");
    expect(ticks.join(" ")).not.toMatch(/round/);
    const legend = [...svg.querySelectorAll(".ww-legend")].map((t) => t.textContent);
    expect(legend).toEqual(["Ana", "Jugador 2"]);
    expect(svg.querySelector("title")?.textContent).toBe("Cartas tras cada ronda: Ana, Jugador 2");
  });

  it("names a seat without a name as a player in the statistics too", () => {
    const box = summaryEl(summary, { games: 1, wins: [0, 1], draws: 0, streak: 0, results: [] }, ["Ana"], 52, [0, 1], words);
    expect(box.textContent).toContain("Partidas ganadas: Jugador 2");
    expect(box.textContent).not.toMatch(/seat/);
  });
});

describe("the summary in Arabic-Indic digits", () => {
  it("writes the ticks and the statistics in the digits given, and stays left to right", () => {
    const svg = countChart(summary, [0], 52, ["Ana"], words, "arab");
    expect([...svg.querySelectorAll(".ww-tick")].map((t) => t.textContent).slice(0, 2)).toEqual(["٠", "٥٢"]);
    expect(svg.getAttribute("direction")).toBe("ltr"); // the ticks' anchors on their side in Arabic
    const box = summaryEl(summary, { games: 3, wins: [2, 1], draws: 0, streak: 2, results: [] }, ["Ana"], 52, [0], words, "arab");
    const stats = [...box.querySelectorAll(".ww-stat dd")].map((d) => d.textContent);
    expect(stats).toEqual(["٢", "٠", "٠", "١", "٢", "٣", "٢", "٢"]);
    const latin = summaryEl(summary, { games: 3, wins: [2, 1], draws: 0, streak: 2, results: [] }, ["Ana"], 52, [0], words);
    expect([...latin.querySelectorAll(".ww-stat dd")].map((d) => d.textContent)).toEqual(["2", "0", "0", "1", "2", "3", "2", "2"]);
  });
});

describe("a long game's down-sampled summary", () => {
  // Python sends a few hundred points of a long game: `count_rounds` says which rounds they are.
  const long: Summary = {
    ...summary,
    rounds: 100_000,
    war_rounds: [50_000, 100_000],
    count_rounds: [0, 50_000, 100_000],
    counts_per_round: [
      [26, 26],
      [40, 12],
      [52, 0],
    ],
  };

  it("places each point at its round and labels the last round of the game", () => {
    const svg = countChart(long, [0], 52, ["Ana"], words);
    const dots = [...svg.querySelectorAll(".ww-dots circle")].map((c) => Number(c.getAttribute("cx")));
    expect(dots).toHaveLength(3);
    const marks = [...svg.querySelectorAll(".ww-war-mark")].map((m) => Number(m.getAttribute("x1")));
    expect(dots[1]).toBeCloseTo(marks[0], 1); // round 50,000: half-way, where its war mark is
    expect(dots[2]).toBeCloseTo(marks[1], 1);
    const ticks = [...svg.querySelectorAll(".ww-tick")].map((t) => t.textContent);
    expect(ticks).toContain("Ronda 100000");
  });
});
