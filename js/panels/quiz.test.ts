import { describe, expect, it } from "vitest";
import { byId, counts, PlayModel, settle, text, useWidget, view } from "../testkit";
import type { Question } from "../types";

const kit = useWidget();
/** A card button's name: Python's words in its hidden line, its cards hidden from the name. */
const nameOf = (button: Element | null) =>
  button?.querySelector('[aria-hidden="true"].ww-laid-cards') ? (button.querySelector(".ww-sr-only")?.textContent ?? "") : null;

describe("the quiz", () => {
  const question = (extra: Partial<Question> = {}): Question => ({
    game: 1,
    round: 1,
    kind: "compare",
    prompt: "Which card is bigger?",
    cards: [["KS"], ["7D"]],
    seat: null,
    options: [0, 1],
    try: 1,
    ...extra,
  });

  it("counts each pile without the cards shown, as Python says, while the question is asked", () => {
    const model = new PlayModel({ quiz: true, question: question({ counts: [25, 25] }) });
    const el = kit.mount(model);
    expect(counts(el)).toEqual([26, 26]); // before Flip: the whole piles
    byId(el, "flip").click();
    expect(counts(el)).toEqual([25, 25]); // 25 + 25 + the two cards shown = 52
  });

  it("shows the next cards and the question, then sends the tapped answer (Python judges)", () => {
    const model = new PlayModel({ quiz: true, question: question() });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(model.flips()).toHaveLength(0);
    expect(byId(el, "quiz").hidden).toBe(false);
    expect(byId(el, "controls").contains(byId(el, "quiz"))).toBe(true); // where Flip was
    expect(text(el, "quiz-prompt")).toBe("Which card is bigger?");
    expect(byId(el, "flip").hidden).toBe(true);
    expect(counts(el)).toEqual([26, 26]); // nothing is resolved yet
    expect(document.activeElement).toBe(byId(el, "option-0"));
    expect(byId(el, "option-1").querySelector("[data-card]")?.getAttribute("aria-label")).toBe("7 of diamonds");
    byId(el, "option-0").click();
    byId(el, "option-1").click(); // one answer at a time: the second waits for the feedback
    expect(model.sent.filter((m) => m.type === "answer")).toEqual([{ type: "answer", game: 1, round: 1, answer: 0 }]);
    // A miss: feedback, a second try.
    model.update({ feedback: { game: 1, round: 1, given: 0, outcome: "again", text: "Not quite." }, question: question({ try: 2 }) });
    expect(text(el, "quiz-feedback")).toBe("Not quite.");
    byId(el, "quiz-same").focus();
    byId(el, "quiz-same").click();
    expect(model.sent.at(-1)).toEqual({ type: "answer", game: 1, round: 1, answer: "tie" });
    // Right on the second try: Python plays the round and asks about the next one.
    model.update({
      feedback: { game: 1, round: 1, given: "tie", outcome: "retry", text: "Right, on the second try!", answer: "tie" },
      score: { right: 0, retry: 1, wrong: 0 },
      round: 1,
      counts: [27, 25],
      last_round: view(1, [27, 25], { steps: ["You win 2 cards."], said: "Round 1: you win 2 cards." }),
      question: question({ round: 2, cards: [["2C"], ["3C"]] }),
    });
    expect(counts(el)).toEqual([27, 25]);
    // Python's words, the numbers behind them, a word of encouragement.
    expect(byId(el, "quiz-feedback").querySelector("strong")!.textContent).toBe("Right, on the second try!");
    expect(text(el, "quiz-feedback")).toContain("Well done!");
    settle(); // the cards reach the winner's pile, then the words come
    expect(text(el, "explanation")).toContain("You win 2 cards.");
    expect(text(el, "score")).toBe("Right first time: 0 · after a second try: 1 · missed: 0");
    expect(text(el, "live")).toBe("Round 1: you win 2 cards.");
    expect(byId(el, "flip").hidden).toBe(false);
    expect(document.activeElement).toBe(byId(el, "flip")); // the keyboard goes on from Flip
    byId(el, "flip").click();
    expect(byId(el, "option-1").querySelector("[data-card]")?.getAttribute("data-card")).toBe("3C");
  });

  it("asks once Python's question arrives when Flip was pressed before it (a new deal, the quiz just on)", () => {
    const model = new PlayModel({ quiz: true, question: null });
    const el = kit.mount(model);
    byId(el, "flip").click();
    // The press is sent: Python plays the round only when it has nothing to ask about it.
    expect(model.flips()).toEqual([{ type: "flip", game: 1, round: 1 }]);
    expect(byId(el, "quiz").hidden).toBe(true);
    expect(text(el, "notice")).toBe("Waiting for Python…");
    model.update({ question: question() });
    expect(byId(el, "quiz").hidden).toBe(false);
    expect(text(el, "quiz-prompt")).toBe("Which card is bigger?");
    expect(text(el, "notice")).toBe("");
    // A question for another game (the previous deal's) is not the one the press waits for.
    const other = new PlayModel({ quiz: true, question: question({ game: 0 }) });
    kit.unmount();
    const again = kit.mount(other);
    byId(again, "flip").click();
    expect(byId(again, "quiz").hidden).toBe(true);
    other.update({ question: question({ game: 1 }) });
    expect(byId(again, "quiz").hidden).toBe(false);
  });

  it("does not ask by itself when the press was for a round without the quiz", () => {
    const model = new PlayModel({ quiz: true, question: null });
    const el = kit.mount(model);
    byId(el, "flip").click();
    model.update({ quiz: false });
    byId(el, "flip").click(); // played without the quiz: the earlier press is forgotten
    model.update({ quiz: true, question: question({ round: 2 }) });
    expect(byId(el, "quiz").hidden).toBe(true);
  });

  it("asks for a typed number under Guerra de sumas and marks the cards it is about", () => {
    const model = new PlayModel({
      quiz: true,
      question: question({ kind: "combine", prompt: "What do the two marked cards add up to?", cards: [["5H", "8C"], ["KC", "10S"]], seat: 0, options: [] }),
    });
    const el = kit.mount(model);
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(byId(el, "seat-0").classList.contains("ww-marked")).toBe(true);
    expect(byId(el, "quiz-same").hidden).toBe(true);
    const input = byId(el, "quiz-input") as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    input.value = "abc";
    byId(el, "quiz-check").click(); // not a number: nothing is sent
    input.value = "13";
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(model.sent.filter((m) => m.type === "answer")).toEqual([{ type: "answer", game: 1, round: 1, answer: 13 }]);
  });

  it("draws the signs Python offers between the two cards and sends the tapped one", () => {
    const q = question({ kind: "symbol", prompt: "Which sign goes between the two cards?", cards: [["#3"], ["#7"]], options: ["<", "=", ">"] });
    const model = new PlayModel({ quiz: true, question: q });
    const el = kit.mount(model);
    byId(el, "flip").click();
    const signs = [...byId(el, "quiz-signs").querySelectorAll("button")].map((b) => b.textContent);
    expect(signs).toEqual(["<", "=", ">"]);
    // Each sign left to right, so a right-to-left table (Arabic) does not draw "<" as ">".
    expect([...byId(el, "quiz-signs").querySelectorAll("button")].map((b) => b.getAttribute("dir"))).toEqual(["ltr", "ltr", "ltr"]);
    expect(byId(el, "quiz-same").hidden).toBe(true);
    expect(byId(el, "quiz-input").closest<HTMLElement>(".ww-quiz-form")!.hidden).toBe(true);
    expect(el.querySelector(".ww-option")).toBeNull(); // no card to tap: the sign is the answer
    expect(document.activeElement).toBe(byId(el, "quiz-sign-<"));
    byId(el, "quiz-sign-<").click();
    byId(el, "quiz-sign->").click(); // one answer at a time
    expect(model.sent.filter((m) => m.type === "answer")).toEqual([{ type: "answer", game: 1, round: 1, answer: "<" }]);
    expect((byId(el, "quiz-sign-=") as HTMLButtonElement).disabled).toBe(true);
    model.update({ feedback: { game: 1, round: 1, given: "<", outcome: "again", text: "Not quite." }, question: { ...q, try: 2 } });
    expect(text(el, "quiz-feedback")).toBe("Not quite.");
    expect((byId(el, "quiz-sign-=") as HTMLButtonElement).disabled).toBe(false);
    // A question of another kind hides the signs.
    model.update({ question: question({ round: 1, try: 2 }) });
    expect(byId(el, "quiz-signs").hidden).toBe(true);
  });

  it("is heard: the question said in a live region when it shows, the answers a group it names, each card named with whose it is", () => {
    const labels = ["{card0}, your card", "{card0}, the computer's card"];
    const model = new PlayModel({ quiz: true, question: question({ labels }) });
    const el = kit.mount(model);
    const live = byId(el, "quiz-live");
    expect(live.getAttribute("role")).toBe("status");
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(live.textContent).toBe(""); // nothing asked before Flip
    byId(el, "flip").click();
    expect(live.textContent).toBe("Which card is bigger?");
    const prompt = byId(el, "quiz-prompt");
    expect(prompt.id).toMatch(/^ww-quiz-prompt-[a-z0-9]+-\d+$/);
    const group = byId(el, "quiz");
    expect(group.getAttribute("role")).toBe("group");
    expect(group.getAttribute("aria-labelledby")).toBe(prompt.id);
    expect(document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent).toBe("Which card is bigger?");
    expect(group.contains(byId(el, "quiz-same"))).toBe(true);
    expect(byId(el, "quiz-same").textContent).toBe("Same"); // "Same" says what it means already
    // The cards to tap: named by Python's words, the question as their description.
    // Each card's own words (what it shows) in its name, then whose it is (WCAG's label in name).
    expect(nameOf(byId(el, "option-0"))).toBe("king of spades, your card");
    expect(nameOf(byId(el, "option-1"))).toBe("7 of diamonds, the computer's card");
    expect(byId(el, "option-0").getAttribute("aria-describedby")).toBe(prompt.id);
    expect(nameOf(document.activeElement)).toBe("king of spades, your card");
    // A second try is said by the feedback (role=status): the question is not said again.
    byId(el, "option-1").click();
    model.update({ feedback: { game: 1, round: 1, given: 1, outcome: "again", text: "Not yet." }, question: question({ labels, try: 2 }) });
    expect(live.textContent).toBe("Which card is bigger?");
    expect(byId(el, "quiz-feedback").getAttribute("role")).toBe("status");
    // Answered: the round is played and the question leaves the live region.
    byId(el, "option-0").click();
    model.update({
      feedback: { game: 1, round: 1, given: 0, outcome: "retry", text: "Right, on the second try!", answer: 0 },
      round: 1,
      counts: [28, 24],
      last_round: view(1, [28, 24], { said: "Round 1: you win 2 cards (you 28, the computer 24)." }),
      question: question({ round: 2, cards: [["#2"], ["#9"]], labels }),
    });
    expect(live.textContent).toBe("");
    expect(text(el, "live")).toBe("Round 1: you win 2 cards (you 28, the computer 24).");
    byId(el, "flip").click();
    expect(live.textContent).toBe("Which card is bigger?");
    expect(nameOf(byId(el, "option-1"))).toBe("9, the computer's card");

  });

  it("names two cards each by both cards' words (Guerra de sumas), in Python's order", () => {
    const q = question({ cards: [["#2", "#5"], ["#9", "#1"]], labels: ["{card0} and {card1}, your cards", "{card0} and {card1}, the computer's cards"] });
    const model = new PlayModel({ quiz: true, question: q, rules: { ...new PlayModel().traits.rules, flip: 2 } });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(nameOf(byId(el, "option-0"))).toBe("2 and 5, your cards");
    expect(nameOf(byId(el, "option-1"))).toBe("9 and 1, the computer's cards");
  });

  it("names each sign with what it says of the two cards (Python's words), the sign first as shown", () => {
    const labels = ["<, 3 is less than 7", "=, 3 is the same as 7", ">, 3 is more than 7"];
    const q = question({ kind: "symbol", prompt: "Which sign goes in the box: 3 ☐ 7?", cards: [["#3"], ["#7"]], options: ["<", "=", ">"], labels });
    const model = new PlayModel({ quiz: true, question: q });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(text(el, "quiz-live")).toBe("Which sign goes in the box: 3 ☐ 7?");
    const group = byId(el, "quiz");
    const signs = [...byId(el, "quiz-signs").querySelectorAll("button")];
    expect(signs.every((b) => group.contains(b))).toBe(true); // inside the group the question names
    expect(signs.map((b) => [b.textContent, b.getAttribute("aria-label")])).toEqual([
      ["<", labels[0]],
      ["=", labels[1]],
      [">", labels[2]],
    ]);
    expect(document.activeElement?.getAttribute("aria-label")).toBe(labels[0]);
    // The next round's cards: the names change with them (the same three signs).
    const next = ["<, 9 is less than 2", "=, 9 is the same as 2", ">, 9 is more than 2"];
    byId(el, "quiz-sign->").click();
    model.update({ feedback: { game: 1, round: 1, given: ">", outcome: "wrong", text: "3 is less than 7.", answer: "<" }, round: 1, last_round: view(1, [25, 27], { winner: 1 }), question: { ...q, round: 2, cards: [["#9"], ["#2"]], labels: next } });
    byId(el, "flip").click();
    expect(byId(el, "quiz-sign-<").getAttribute("aria-label")).toBe(next[0]);
    // A question saved before names: the sign alone, as before.
    model.update({ question: { ...q, round: 2, labels: undefined } });
    expect(byId(el, "quiz-sign-<").hasAttribute("aria-label")).toBe(false);
  });

  it("labels the typed answer's field with its word and the question", () => {
    const prompt = "What do the two marked cards add up to? Type the sum.";
    const q = question({ kind: "combine", prompt, cards: [["5H", "8C"], ["KC", "10S"]], seat: 0, options: [] });
    const el = kit.mount(new PlayModel({ quiz: true, question: q }));
    byId(el, "flip").click();
    const input = byId(el, "quiz-input");
    const name = (input.getAttribute("aria-labelledby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(name).toBe(`Your answer ${prompt}`); // its visible word first, then what to type
    expect(input.hasAttribute("aria-label")).toBe(false);
    expect(byId(el, "quiz").contains(input)).toBe(true);
    expect(text(el, "quiz-live")).toBe(prompt);
  });

  it("leaves a card without a name of Python's as it was (a question saved before labels)", () => {
    const model = new PlayModel({ quiz: true, question: question() });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(nameOf(byId(el, "option-0"))).toBeNull(); // named by its card, as before
    expect(byId(el, "option-0").querySelector("[data-card]")?.getAttribute("aria-label")).toBe("king of spades"); // the card says itself
  });
});

describe("feedback about the cards", () => {
  const q: Question = { game: 1, round: 1, kind: "compare", prompt: "Which card is bigger?", cards: [["2S"], ["5D"]], seat: null, options: [0, 1], try: 1 };

  it("shows no empty Round heading before the round is played, then the numbers and the right card in green", () => {
    const model = new PlayModel({ quiz: true, question: q });
    const el = kit.mount(model);
    byId(el, "flip").click();
    expect(byId(el, "explanation").hidden).toBe(true);
    byId(el, "option-0").click();
    model.update({
      feedback: { game: 1, round: 1, given: 0, outcome: "again", text: "Not quite." },
      question: { ...q, try: 2 },
    });
    expect(byId(el, "option-1").classList.contains("ww-right")).toBe(false); // no answer given away
    byId(el, "option-0").click();
    model.update({
      feedback: { game: 1, round: 1, given: 0, outcome: "wrong", text: "Not this time. The answer is: Computer.", answer: 1, detail: "5 is more than 2." },
      round: 1,
      counts: [25, 27],
      last_round: view(1, [25, 27], { plays: [[[0, ["2S"], 2]], [[0, ["5D"], 5]]], winner: 1, steps: ["The computer wins."] }),
      question: { ...q, round: 2 },
    });
    const lines = [...byId(el, "quiz-feedback").children].map((c) => c.textContent);
    expect(lines).toEqual(["Not this time. The answer is: Computer.", "5 is more than 2.", "Good try! Every round is a new chance."]);
    expect(byId(el, "laid-1").classList.contains("ww-right")).toBe(true);
    expect(byId(el, "laid-0").classList.contains("ww-right")).toBe(false);
    expect(byId(el, "explanation").hidden).toBe(false);
  });
});
