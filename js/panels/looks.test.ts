// What a child reads on the felt: pile words in each language's plural (Python's words),
// J/Q/K/A with their value, a sums banner with both sides, the quiz's dots while it asks, and
// the two marks ("asked about", "winner") told apart and said to screen readers.
import { describe, expect, it } from "vitest";
import piles from "../pile_words.json";
import { byId, PlayModel, text, useWidget, view } from "../testkit";
import type { Question, RoundView } from "../types";

const kit = useWidget();
const word = (el: HTMLElement, seat: number) => byId(el, `count-${seat}`).parentElement!.querySelector(".ww-count-label")!.textContent;
const said = (el: HTMLElement, seat: number) => byId(el, `count-${seat}`).parentElement!.querySelector(".ww-sr-only")!.textContent;

describe("pile words", () => {
  // The grammar each language asks for (1 / 2–4 / 5+, and 22–24 again in Polish).
  const expected: Record<string, Record<number, string>> = {
    en: { 0: "cards", 1: "card", 2: "cards", 5: "cards", 22: "cards" },
    es: { 0: "cartas", 1: "carta", 2: "cartas", 5: "cartas", 22: "cartas" },
    pl: { 0: "kart", 1: "karta", 2: "karty", 5: "kart", 22: "karty" },
    sk: { 0: "kariet", 1: "karta", 2: "karty", 5: "kariet", 22: "kariet" },
    nb: { 0: "kort", 1: "kort", 2: "kort", 5: "kort", 22: "kort" },
  };
  for (const [lang, words] of Object.entries(expected)) {
    it(`says "${lang}" pile sizes in their plural form: 0, 1, 2, 5, 22`, () => {
      const base = new PlayModel().traits.labels;
      const labels = { ...base, ...(piles as Record<string, Record<string, string>>)[lang] };
      for (const [a, b] of [[0, 1], [2, 5], [22, 22]]) {
        const el = kit.mount(new PlayModel({ lang, labels, counts: [a, b], total: 52 }));
        expect([word(el, 0), word(el, 1)]).toEqual([words[a], words[b]]);
        expect(said(el, 0)).toBe(`${a} ${words[a]}`);
        kit.unmount();
      }
    });
  }

  it("says a Steal War face-up pile's size in the same words", () => {
    const labels = { ...new PlayModel().traits.labels, ...(piles as Record<string, Record<string, string>>).pl };
    const el = kit.mount(new PlayModel({ lang: "pl", labels, steal: { faceup: [["3S", 1], ["4D", 22]], next: "KH" } }));
    expect(byId(el, "faceup-0").querySelector(".ww-faceup-unit")!.textContent).toBe("karta");
    expect(byId(el, "faceup-1").querySelector(".ww-faceup-unit")!.textContent).toBe("karty");
  });
});

describe("face cards carry their value", () => {
  const plays = [[[0, ["QS"], 12]], [[0, ["AH"], 14]]] as RoundView["plays"];
  const values = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('.ww-laid [data-testid="card-value"]')].map((v) => v.textContent);

  it("shows the rules' number on J, Q, K and A (the ace 1 when low), not on number cards", () => {
    const card_values = { "7": 7, J: 11, Q: 12, K: 13, A: 14 };
    let el = kit.mount(new PlayModel({ card_values, last_round: view(1, [27, 25], { plays }) }));
    expect(values(el)).toEqual(["12", "14"]);
    expect(el.querySelector('[data-card="QS"]')!.getAttribute("aria-label")).toBe("queen of spades (12)");
    kit.unmount();
    el = kit.mount(new PlayModel({ card_values: { ...card_values, A: 1 }, last_round: view(1, [25, 27], { plays, winner: 0 }) }));
    expect(values(el)).toEqual(["12", "1"]);
    kit.unmount();
    el = kit.mount(new PlayModel({ card_values, last_round: view(1, [27, 25], { plays: [[[0, ["7S"], 7]], [[0, ["JD"], 11]]] }) }));
    expect(values(el)).toEqual(["11"]);
  });
});

describe("the banner", () => {
  it("shows both sides' sums under Guerra de sumas, as Python wrote them", () => {
    const math = ["10 + 4 = 14 > 2 + 8 = 10"];
    const el = kit.mount(
      new PlayModel({ you: false, seat_names: ["Lucía", "Pablo"], last_round: view(1, [28, 24], { winner: 0, banner: { how: "win", math } }) }),
    );
    expect(text(el, "banner")).toBe("Lucía wins: 10 + 4 = 14 > 2 + 8 = 10");
  });

  it("keeps to two lines: a double war's ties share the first", () => {
    const banner = { how: "win" as const, math: ["8 = 8", "5 = 5", "12 > 3"] };
    const el = kit.mount(new PlayModel({ last_round: view(1, [37, 15], { wars: 2, banner }) }));
    const lines = [...byId(el, "banner").children].map((c) => c.textContent);
    expect(lines).toEqual(["War! 8 = 8  |  War! 5 = 5", "You win: 12 > 3"]);
  });
});

describe("the quiz for the youngest", () => {
  const question = (extra: Partial<Question> = {}): Question => ({
    game: 1,
    round: 1,
    kind: "compare",
    prompt: "Which card is bigger?",
    cards: [["QS"], ["7D"]],
    seat: null,
    options: [0, 1],
    try: 1,
    ...extra,
  });
  const card_values = { "7": 7, "3": 3, "5": 5, J: 11, Q: 12, K: 13, A: 14 };

  it("shows each card's value as dots while it asks (dots=True)", () => {
    const el = kit.mount(new PlayModel({ quiz: true, dots: true, card_values, question: question() }));
    byId(el, "flip").click();
    const dots = (seat: number) => [...byId(el, `option-${seat}`).querySelectorAll<HTMLElement>('[data-testid="value-dots"]')].map((d) => d.dataset.count);
    expect(dots(0)).toEqual(["12"]);
    expect(dots(1)).toEqual(["7"]);
    expect(byId(el, "option-0").querySelectorAll(".ww-dot")).toHaveLength(12);
  });

  it("shows dots under each of two cards to add up, and none without dots=True", () => {
    const q = question({ kind: "combine", cards: [["5S", "3H"], ["7D", "QS"]], seat: 0, options: [] });
    let el = kit.mount(new PlayModel({ quiz: true, dots: true, card_values, question: q }));
    byId(el, "flip").click();
    const counts = [...byId(el, "laid-0").querySelectorAll<HTMLElement>('[data-testid="value-dots"]')].map((d) => d.dataset.count);
    expect(counts).toEqual(["5", "3"]);
    kit.unmount();
    el = kit.mount(new PlayModel({ quiz: true, dots: false, card_values, question: q }));
    byId(el, "flip").click();
    expect(el.querySelectorAll('[data-testid="value-dots"]')).toHaveLength(0);
  });

  it("marks the seat asked about and the winner differently, each said in words", () => {
    const model = new PlayModel({ quiz: true, card_values, question: question({ kind: "count", seat: 0, options: [] }) });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(byId(el, "seat-0").classList.contains("ww-marked")).toBe(true);
    expect(byId(el, "mark-asked").getAttribute("aria-label")).toBe("The question is about these cards");
    expect(el.querySelector('[data-testid="mark-winner"]')).toBeNull();
    model.update({
      feedback: { game: 1, round: 1, given: 25, outcome: "wrong", text: "Not this time.", answer: 25, detail: "The pile had 26 and lost 1: 26 − 1 = 25." },
      round: 1,
      counts: [25, 27],
      last_round: view(1, [25, 27], { winner: 1, plays: [[[0, ["QS"], 12]], [[0, ["AD"], 14]]] }),
      question: null,
    });
    expect(text(el, "quiz-feedback")).toContain("26 − 1 = 25");
    const mark = byId(byId(el, "seat-1"), "mark-winner");
    expect(mark.getAttribute("aria-label")).toBe("Wins this round");
    expect(mark.textContent).not.toBe(byId(el, "seat-1").querySelector(".ww-mark-asked")?.textContent);
    expect(el.querySelector('[data-testid="mark-asked"]')).toBeNull();
    expect(byId(el, "seat-1").classList.contains("ww-winner")).toBe(true);
  });
});
