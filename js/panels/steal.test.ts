import { describe, expect, it } from "vitest";
import { byId, PlayModel, useWidget, view } from "../testkit";

const kit = useWidget();

describe("Steal War", () => {
  it("shows the face-up piles with their top card and size, and the learner's next card", () => {
    const model = new PlayModel({ steal: { faceup: [["3S", 2], [null, 0]], next: "KH" } });
    const el = kit.mount(model);
    expect(byId(el, "faceup-size-0").textContent).toBe("2");
    expect(byId(el, "faceup-0").textContent).toContain("2cards");
    expect(byId(el, "faceup-0").textContent).toContain("Face-up pile");
    expect(byId(el, "faceup-0").querySelector(".ww-card")).not.toBeNull();
    expect(byId(el, "faceup-1").querySelector(".ww-card")).toBeNull();
    expect(byId(el, "next-card").textContent).toContain("Your next card");
    expect(byId(el, "next-card").querySelector(".ww-card")?.getAttribute("aria-label") ?? "").toMatch(/king/i);
    // The next card is unknown while the face-up pile waits to be shuffled: a card back.
    model.update({ steal: { faceup: [["3S", 2], [null, 0]], next: null } });
    expect(byId(el, "next-card").querySelector(".ww-back, .ww-card")).not.toBeNull();
  });

  it("asks Steal or Play with the question Python wrote, by buttons and by keys", () => {
    const model = new PlayModel({ steal: { faceup: [[null, 0], ["3D", 2]], next: "3S" } });
    const el = kit.mount(model);
    const question = "You can put a 3 ♠ on the computer's face-up pile and take 2 cards. Steal, or play the card?";
    const pending = { seats: [0], value: 3, kind: "steal" as const, question, card: "3S", piles: [1], sizes: [2] };
    model.update({ round: 1, pending, last_round: view(1, [3, 3], { finished: false, winner: null }) });
    expect(byId(el, "flip").hidden).toBe(true);
    expect(byId(el, "explanation").hidden).toBe(true); // no empty Round heading before the round
    // On the felt: the question, its buttons, the matching card and the pile it could take.
    const table = byId(el, "table");
    expect(table.contains(byId(el, "steal-question"))).toBe(true);
    expect(byId(el, "steal-question").textContent).toBe(question);
    expect(table.contains(byId(el, "choose-steal")) && table.contains(byId(el, "choose-play"))).toBe(true);
    expect(byId(el, "choose-steal").textContent).toBe("Steal (S)");
    expect(byId(el, "choose-play").textContent).toBe("Play (P)");
    expect(byId(el, "faceup-1").classList.contains("ww-stealable")).toBe(true);
    expect(byId(el, "faceup-1").textContent).toContain("Can be stolen");
    expect(byId(el, "faceup-0").classList.contains("ww-stealable")).toBe(false);
    expect(byId(el, "next-card").classList.contains("ww-match")).toBe(true);
    expect(byId(el, "faceup-1").querySelector(".ww-card")!.classList.contains("ww-match")).toBe(true);
    byId(el, "choose-steal").click();
    expect(model.sent.at(-1)).toEqual({ type: "choose", game: 1, decision: "steal" });
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "p", bubbles: true }));
    expect(model.sent.at(-1)).toEqual({ type: "choose", game: 1, decision: "play" });
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "S", bubbles: true }));
    expect(model.sent.at(-1)).toEqual({ type: "choose", game: 1, decision: "steal" });
    // A war-or-peace question keeps its own buttons and ignores S and P.
    model.update({ pending: { seats: [0, 1], value: 9 } });
    expect(byId(el, "choose-war").textContent).toBe("War!");
    expect(el.querySelector('[data-testid="choose-steal"]')).toBeNull();
    const sent = model.sent.length;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "s", bubbles: true }));
    expect(model.sent.length).toBe(sent);
  });

  it("takes its keys from the learner's language, or has none", () => {
    const model = new PlayModel({ steal: { faceup: [[null, 0], ["3D", 2]], next: "3S" } });
    const el = kit.mount(model);
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    const labels = { ...model.traits.labels, "steal.steal": "Ukradni", "steal.play": "Zahraj", "steal.key.steal": "U", "steal.key.play": "Z" };
    model.update({ labels, round: 1, pending: { seats: [0], value: 3, kind: "steal", question: "?", card: "3S", piles: [1], sizes: [2] } });
    expect(byId(el, "choose-steal").textContent).toBe("Ukradni (U)");
    expect(byId(el, "choose-play").textContent).toBe("Zahraj (Z)");
    const sent = model.sent.length;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "s", bubbles: true }));
    expect(model.sent.length).toBe(sent); // English letters mean nothing in Slovak
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "z", bubbles: true }));
    expect(model.sent.at(-1)).toEqual({ type: "choose", game: 1, decision: "play" });
    model.set("labels", { ...labels, "steal.key.steal": "", "steal.key.play": "" });
    expect(byId(el, "choose-steal").textContent).toBe("Ukradni");
  });

  it("writes the face-up piles' sizes in the learner's digits, and in 0-9 again for 'latn'", () => {
    const model = new PlayModel({ digits: "arab", steal: { faceup: [["3S", 12], ["KD", 7]], next: "KH" } });
    const el = kit.mount(model);
    expect(byId(el, "faceup-size-0").textContent).toBe("١٢");
    expect(byId(el, "faceup-size-1").textContent).toBe("٧");
    expect(byId(el, "faceup-0").dataset.size).toBe("12"); // what a machine reads, as it is
    expect(byId(el, "faceup-0").querySelector(".ww-faceup-count")!.textContent).toBe("١٢cards");
    model.update({ digits: "latn" });
    expect(byId(el, "faceup-size-0").textContent).toBe("12");
  });

  it("shows nothing of Steal War under other rules", () => {
    const el = kit.mount(new PlayModel());
    expect(el.querySelector('[data-testid="faceup-0"]')).toBeNull();
    expect(el.querySelector('[data-testid="next-card"]')).toBeNull();
  });
});
