import { describe, expect, it } from "vitest";
import * as S from "./state";
import { view } from "./testkit";
import type { Question } from "./types";

describe("the view state's transitions are pure", () => {
  it("flips ahead of Python, then takes Python's words for the same round", () => {
    const s0 = S.initial(1, 0, false);
    const s1 = S.flipped(s0, 1, view(1, [27, 25]));
    expect(s0.shown).toBeNull(); // the old state is untouched
    expect([s1.target, s1.shown?.n]).toEqual([1, 1]);
    const s2 = S.played(s1, view(1, [27, 25], { steps: ["ok"] }));
    expect(s2.shown?.steps).toEqual(["ok"]);
    expect(s2.history.map((v) => v.n)).toEqual([1]);
    // Python confirms an older round while the table is ahead: the table stays.
    const s3 = S.played(S.flipped(s2, 2, view(2, [26, 26])), view(1, [27, 25], { steps: ["ok"] }));
    expect(s3.shown?.n).toBe(2);
  });

  it("presses two seats, asks and judges the quiz, opens and closes Settings", () => {
    const a = S.press(S.initial(1, 0, false), 0);
    expect(a.go).toBe(false);
    const b = S.press(a.state, 1);
    expect([b.go, b.state.pressed]).toEqual([true, []]);
    const q: Question = { game: 1, round: 1, kind: "compare", prompt: "?", cards: [["KS"], []], seat: null, options: [0], try: 1 };
    const asked = S.ask(S.initial(1, 0, false), q, [26, 26]);
    expect(asked.asking && asked.shown?.plays).toEqual([[[0, ["KS"], null]], []]);
    const waiting = S.answered(asked);
    expect(S.judged(waiting, { game: 1, round: 1, given: 0, outcome: "again", text: "" })).toMatchObject({ asking: true, awaiting: false });
    expect(S.judged(waiting, { game: 1, round: 1, given: 0, outcome: "right", text: "" })).toMatchObject({ asking: false });
    expect(S.judged(waiting, { game: 2, round: 1, given: 0, outcome: "right", text: "" })).toBe(waiting);
    expect(S.questionChanged(asked, null).asking).toBe(false);
    const open = S.toggleSettings(S.initial(1, 0, false));
    expect([open.settingsOpen, S.toggleSettings(open).settingsOpen, S.toggleSettings(open, true).settingsOpen]).toEqual([true, false, true]);
  });

  it("knows the game is finished from the round shown, or from Python once caught up", () => {
    const s = S.flipped(S.initial(1, 0, false), 1, view(1, [52, 0], { end: { winner: 0, reason: "all_cards" } }));
    expect(S.finished(s, false, 0)).toBe(true);
    expect(S.finished(S.initial(1, 3, false), true, 3)).toBe(true);
    expect(S.finished(S.initial(1, 2, false), true, 3)).toBe(false);
  });
});
