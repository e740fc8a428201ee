import { describe, expect, it } from "vitest";
import { signed } from "./signs";

const runs = (text: string) =>
  signed(text).map((n) => (n instanceof HTMLElement ? `[${n.textContent}]` : n.textContent));

describe("a comparison is one unbreakable run", () => {
  it("keeps each sign with the numbers on either side", () => {
    expect(runs("The computer wins: 13 > 2")).toEqual(["The computer wins: ", "[13 > 2]"]);
    expect(runs("War! 8 = 8")).toEqual(["War! ", "[8 = 8]"]);
    expect(runs("Komputer wygrywa: 3 < 5. Wygrywa najniższa karta!")).toEqual(["Komputer wygrywa: ", "[3 < 5.]", " Wygrywa najniższa karta!"]);
    // A sum war's line breaks at its plus signs, never beside = or >.
    expect(runs("10 + 4 = 14 > 2 + 8 = 10")).toEqual(["10 + ", "[4 = 14 > 2]", " + ", "[8 = 10]"]);
  });

  it("leaves text without a comparison (and its words, read aloud or copied) as it was", () => {
    expect(runs("You win!")).toEqual(["You win!"]);
    expect(runs("")).toEqual([""]);
    const text = "‏الحاسوب يفوز: 13 > 2 (11 − 2 = 9).";
    expect(signed(text).map((n) => n.textContent).join("")).toBe(text);
  });
});
