// The quiz face to face: each child answers on their own half (Python's `each`), each sees
// their own feedback, the other's half says who is awaited; Python judges and plays the round.
import { describe, expect, it } from "vitest";
import { byId, PlayModel, text, useWidget, view } from "../testkit";
import type { Feedback, Question } from "../types";

const kit = useWidget();

const fb = (seat: number, outcome: Feedback["outcome"], words: string, extra: Partial<Feedback> = {}): Feedback => ({ game: 1, round: 1, given: 0, outcome, text: words, seat, ...extra });
const question = (each: Question["each"] = [{ try: 1, feedback: null }, { try: 1, feedback: null }]): Question => ({
  game: 1,
  round: 1,
  kind: "compare",
  prompt: "Which card is bigger? Tap it, or tap “Same”.",
  cards: [["KS"], ["7D"]],
  seat: null,
  options: [0, 1],
  try: 1,
  labels: ["{card0}, Ana's card", "{card0}, Ben's card"],
  each,
});
const facing = (q: Question = question()) =>
  new PlayModel({ mode: "two_players", facing: true, quiz: true, question: q, seat_names: ["Ana", "Ben"], names: ["Ana", "Ben"], you: false });
const answers = (model: PlayModel) => model.sent.filter((m) => m.type === "answer");

/** Both press Flip: the question is asked on both halves. */
function asked(model: PlayModel) {
  const el = kit.mount(model);
  byId(el, "face-flip-0").click();
  byId(el, "face-flip-1").click();
  return el;
}

describe("the quiz face to face", () => {
  it("asks on both halves, each with its own answers; the felt's cards and the one-screen question stay still", () => {
    const el = asked(facing());
    for (const seat of [0, 1]) {
      expect(byId(el, `face-half-${seat}`).hidden).toBe(false);
      expect(text(el, `face-line-${seat}`)).toBe("Which card is bigger? Tap it, or tap “Same”.");
      expect(byId(el, `face-flip-${seat}`).hidden).toBe(true);
      expect(byId(el, `face-answers-${seat}`).hidden).toBe(false);
      expect(text(el, `face-option-${seat}-0`)).toBe("K♠");
      expect(text(el, `face-option-${seat}-1`)).toBe("7♦");
      expect(byId(el, `face-option-${seat}-1`).getAttribute("aria-label")).toBe("7 of diamonds, Ben's card");
      expect(text(el, `face-same-${seat}`)).toBe("Same");
    }
    expect(byId(el, "quiz").hidden).toBe(true);
    expect(el.querySelector(".ww-option")).toBeNull(); // the felt's cards are not answers here
    expect(byId(el, "laid-0").querySelector("[data-card]")).not.toBeNull(); // but are shown
  });

  it("sends each child's answer with their seat, once a try, both children at once", () => {
    const model = facing();
    const el = asked(model);
    byId(el, "face-option-1-1").click();
    byId(el, "face-option-1-0").click(); // a second tap before Python's word: nothing
    byId(el, "face-same-0").click(); // the other child meanwhile: sent
    expect(answers(model)).toEqual([
      { type: "answer", game: 1, round: 1, answer: 1, seat: 1 },
      { type: "answer", game: 1, round: 1, answer: "tie", seat: 0 },
    ]);
    expect((byId(el, "face-option-1-0") as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows each child their own feedback, a second try to a miss, and who is awaited", () => {
    const model = facing();
    const el = asked(model);
    byId(el, "face-option-0-1").click();
    byId(el, "face-option-1-0").click();
    model.update({
      question: question([
        { try: 2, feedback: fb(0, "again", "Not yet. Look again and have another try.") },
        { try: 1, feedback: fb(1, "right", "Right!", { detail: "13 is more than 7." }) },
      ]),
    });
    expect(text(el, "face-line-0")).toBe("Not yet. Look again and have another try.");
    expect(byId(el, "face-line-0").dataset.outcome).toBe("again");
    expect(byId(el, "face-answers-0").hidden).toBe(false);
    expect((byId(el, "face-option-0-0") as HTMLButtonElement).disabled).toBe(false); // its second try
    expect(text(el, "face-line-1")).toBe("Right! 13 is more than 7.\nWaiting for \u2068Ana\u2069…");
    expect(byId(el, "face-answers-1").hidden).toBe(true);
    byId(el, "face-option-0-0").click();
    expect(answers(model).at(-1)).toEqual({ type: "answer", game: 1, round: 1, answer: 0, seat: 0 });
    // Both done: Python plays the round; each half keeps its child's feedback, then the result.
    const each = [fb(0, "retry", "Right, on the second try!", { detail: "13 is more than 7." }), fb(1, "right", "Right!", { detail: "13 is more than 7." })];
    model.update({
      feedback: { game: 1, round: 1, given: [0, 0], outcome: "right", text: "", answer: 0, each },
      round: 1,
      counts: [27, 25],
      last_round: view(1, [27, 25], { banner: { how: "win", math: ["13 > 7"] } }),
      question: { ...question(), round: 2 },
    });
    expect(text(el, "face-line-0")).toBe("Right, on the second try! 13 is more than 7.\n\u2068Ana\u2069 wins: 13 > 7");
    expect(text(el, "face-line-1")).toBe("Right! 13 is more than 7.\n\u2068Ana\u2069 wins: 13 > 7");
    expect(byId(el, "face-flip-0").hidden).toBe(false);
    expect(byId(el, "face-answers-0").hidden).toBe(true);
    expect(byId(el, "quiz-feedback").closest("[hidden]")).not.toBeNull(); // the halves say it
  });

  it("takes no answer from the tap on Flip that asked (a finger's click on what appeared under it)", () => {
    const model = facing();
    const el = asked(model);
    const tap = (target: HTMLElement, down: boolean) => {
      if (down) target.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
      const click = new MouseEvent("click", { bubbles: true });
      Object.defineProperty(click, "pointerType", { value: "touch" });
      target.dispatchEvent(click);
    };
    tap(byId(el, "face-option-1-0"), false); // the finger went down on Flip, where this is now
    expect(answers(model)).toEqual([]);
    tap(byId(el, "face-option-1-0"), true); // a tap of its own
    expect(answers(model)).toEqual([{ type: "answer", game: 1, round: 1, answer: 0, seat: 1 }]);
  });
});
