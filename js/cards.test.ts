import { describe, expect, it } from "vitest";
import { cardEl, face, numberOf, rankOf } from "./cards";

const words = (key: string, fields?: Record<string, string | number>) =>
  key + (fields ? JSON.stringify(fields) : "");

describe("number cards (a deck of numbers)", () => {
  it("reads '#7' as the number 7, not a French 7", () => {
    expect(numberOf("#7")).toBe("7");
    expect(numberOf("#52")).toBe("52");
    expect(numberOf("7")).toBeNull();
    expect(numberOf("7S")).toBeNull();
    expect(rankOf("#7")).toBe("#7");
    expect(rankOf("7")).toBe("7");
    const f = face("#12", words);
    expect(f).toEqual({ rank: "12", symbol: "", suit: "", red: false, label: "12" });
  });

  it("draws the number large, with no suit, labelled by its number", () => {
    const card = cardEl("#23", words);
    expect(card.classList.contains("ww-number")).toBe(true);
    expect(card.getAttribute("aria-label")).toBe("23");
    expect(card.dataset.rank).toBe("#23");
    expect(card.querySelector(".ww-index")?.textContent).toBe("23");
    expect(card.querySelector(".ww-body")?.textContent).toBe("23");
    expect(card.querySelectorAll("[data-testid=pip]")).toHaveLength(0);
  });

  it("leaves the French cards as they were", () => {
    const seven = cardEl("7H", words);
    expect(seven.classList.contains("ww-number")).toBe(false);
    expect(seven.querySelectorAll("[data-testid=pip]")).toHaveLength(7);
  });
});
