import { describe, expect, it } from "vitest";
import { byId, PlayModel, settle, text, useWidget, view } from "../testkit";

const kit = useWidget();

describe("the end summary", () => {
  it("draws both players' lines in two-player mode", () => {
    const model = new PlayModel({
      mode: "two_players",
      seat_names: ["Ana", "Ben"],
      round: 2,
      over: true,
      counts: [0, 52],
      ahead: [],
      last_round: view(2, [0, 52], { winner: 1, steps: ["Ben wins."], end: { winner: 1, reason: "all_cards" } }),
      summary: {
        rounds: 2,
        wars: 0,
        war_rounds: [],
        wars_won: [0, 0],
        longest_streak: [0, 2],
        biggest_lead: [0, 52],
        counts_per_round: [
          [26, 26],
          [20, 32],
          [0, 52],
        ],
      },
    });
    const el = kit.mount(model);
    const svg = byId(el, "summary-chart");
    expect(svg.querySelectorAll("polyline")).toHaveLength(2);
    expect(svg.querySelectorAll("circle")).toHaveLength(6);
    expect(svg.querySelectorAll(".ww-war-mark")).toHaveLength(0);
    expect(text(el, "summary")).toContain("Games won: Ben");
    expect(el.querySelector("svg title")?.textContent).toContain("Ana, Ben");
  });

  it("writes the chart's ticks, the statistics and the session's games in the learner's digits", () => {
    const session = { games: 12, wins: [10, 2], draws: 0, streak: 3, results: [{ code: "E4DV-45E", winner: 0, reason: "all_cards", rounds: 148, counts: [52, 0] }] };
    const summary = { rounds: 148, wars: 11, war_rounds: [3], wars_won: [6, 5], longest_streak: [7, 4], biggest_lead: [40, 2], counts_per_round: [[26, 26], [52, 0]], count_rounds: [0, 148] };
    const model = new PlayModel({ digits: "arab", round: 148, over: true, counts: [52, 0], ahead: [], session, summary, last_round: view(148, [52, 0], { end: { winner: 0, reason: "all_cards" } }) });
    const el = kit.mount(model);
    const ticks = [...byId(el, "summary-chart").querySelectorAll(".ww-tick")].map((t) => t.textContent);
    expect(ticks).toEqual(["٠", "٥٢", "Round ١٤٨"]);
    const stats = [...byId(el, "summary").querySelectorAll(".ww-stat dd")].map((d) => d.textContent);
    expect(stats).toEqual(["١٤٨", "١١", "٦", "٧", "٤٠", "١٢", "١٠", "٣"]);
    const line = byId(el, "summary").querySelector(".ww-session li")!.textContent ?? "";
    expect(line).toContain("E4DV-45E"); // the code as it is, to be typed again
    expect(line.replace("E4DV-45E", "")).not.toMatch(/[0-9]/);
    expect(line).toContain("٥٢–٠");
    model.update({ digits: "latn" }); // at run time: drawn again in 0-9
    expect([...byId(el, "summary-chart").querySelectorAll(".ww-tick")].map((t) => t.textContent)).toEqual(["0", "52", "Round 148"]);
    expect(byId(el, "summary").querySelector(".ww-session li")!.textContent).toContain("52–0");
  });
});

describe("the game-over card", () => {
  const end = (extra = {}) =>
    new PlayModel({
      round: 7,
      over: true,
      counts: [52, 0],
      result: { winner: 0, reason: "all_cards", rounds: 7 },
      ahead: [],
      last_round: view(7, [52, 0], { steps: ["You win the game."], end: { winner: 0, reason: "all_cards" } }),
      ...extra,
    });

  it("says who won, the cards held and the rounds, with New game and Play again", () => {
    const model = end();
    const el = kit.mount(model);
    const card = byId(el, "game-over");
    expect(card.hidden).toBe(false);
    expect(text(el, "game-over-title")).toBe("You win the game!");
    expect(card.textContent).toContain("Rounds played: 7");
    expect([...card.querySelectorAll("dd")].map((d) => d.textContent)).toEqual(["52", "0"]);
    byId(el, "over-again").click();
    expect(model.sent.at(-1)).toEqual({ type: "code", code: "29J" });
    byId(el, "over-new-game").click();
    expect(model.sent.at(-1)).toEqual({ type: "new_game" });
  });

  it("holds the end's cards, not the round shown before To the end (round before last_round)", () => {
    const model = new PlayModel({ round: 12, counts: [22, 30], ahead: [], last_round: view(12, [22, 30]) });
    const el = kit.mount(model);
    expect(byId(el, "game-over").hidden).toBe(true);
    // play_to_end: Python's traits at once; `round` is handled before `last_round` arrives
    model.update({
      round: 44,
      over: true,
      counts: [0, 52],
      result: { winner: 1, reason: "all_cards", rounds: 44 },
      last_round: view(44, [0, 52], { winner: 1, end: { winner: 1, reason: "all_cards" } }),
    });
    expect(byId(el, "game-over").hidden).toBe(true); // it says 52: it waits for the pile to say so
    settle();
    const card = byId(el, "game-over");
    expect(card.hidden).toBe(false);
    expect([...card.querySelectorAll("dd")].map((d) => d.textContent)).toEqual(["0", "52"]);
  });

  it("names the winner, or says it is a draw; no card while the game goes on", () => {
    let el = kit.mount(end({ you: false, seat_names: ["Ana", "Ben"], result: { winner: 1, reason: "all_cards", rounds: 7 } }));
    expect(text(el, "game-over-title")).toBe("Ben wins the game!");
    kit.unmount();
    el = kit.mount(end({ result: { winner: null, reason: "round_limit", rounds: 7 } }));
    expect(text(el, "game-over-title")).toBe("It is a draw!");
    kit.unmount();
    el = kit.mount(new PlayModel());
    expect(byId(el, "game-over").hidden).toBe(true);
  });

  it("says a game that cycles would never end, and where its cycle runs", () => {
    const cycle = { round: 1466, earlier: 26, length: 1440 };
    let el = kit.mount(end({ counts: [28, 24], result: { winner: 0, reason: "repeated_position", rounds: 1466, cycle } }));
    expect(text(el, "game-over-cycle")).toBe("This game would never end!");
    expect(byId(el, "game-over").textContent).toContain("Cycle: round 26 → round 1466 (length 1440)");
    kit.unmount();
    const back = { round: 4, earlier: 0, length: 4 };
    el = kit.mount(end({ result: { winner: null, reason: "repeated_position", rounds: 4, cycle: back } }));
    expect(byId(el, "game-over").textContent).toContain("Cycle: the deal → round 4 (length 4)");
    kit.unmount();
    el = kit.mount(end());
    expect(el.querySelector("[data-testid=game-over-cycle]")).toBeNull();
  });
});
