import { describe, expect, it, vi } from "vitest";
import { face, PIPS } from "../cards";
import { FLY_MS, SPEED_MS } from "./table";
import { isolate } from "./banner";
import { byId, counts, PlayModel, shown, text, useWidget, view, words } from "../testkit";
import type { RoundView } from "../types";

const kit = useWidget();
const cards = (el: HTMLElement, seat: number) => [...byId(el, `laid-${seat}`).querySelectorAll<HTMLElement>('[data-testid="table-card"]')];

describe("cards", () => {
  it("draws card indices from the card codes", () => {
    expect(face("10H", words)).toMatchObject({ rank: "10", symbol: "♥", red: true, suit: "H", label: "10 of hearts" });
    expect(face("KS", words)).toMatchObject({ rank: "K", symbol: "♠", red: false, label: "king of spades" });
    expect(face("A", words)).toMatchObject({ rank: "A", symbol: "" });
    expect(face("JOKER", words).label).toBe("joker");
  });

  it("draws as many pips as a number card's rank, one large sign on an ace, a figure on J/Q/K/joker", () => {
    const ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10"];
    const plays = [[[0, [...ranks.map((r) => `${r}H`), "AS", "JC", "QD", "KS", "JOKER"], 13]], []] as RoundView["plays"];
    const el = kit.mount(new PlayModel({ last_round: view(1, [26, 26], { plays, winner: null, finished: true }) }));
    const laid = cards(el, 0);
    expect(laid.map((c) => c.dataset.rank)).toEqual([...ranks, "A", "J", "Q", "K", "JOKER"]);
    for (const card of laid) {
      expect(card.dataset.face).toBe("up");
      const n = Number(card.dataset.rank);
      const pips = card.querySelectorAll('[data-testid="pip"]');
      if (n) expect(pips, card.dataset.rank).toHaveLength(n);
      else if (card.dataset.rank === "A") expect(pips).toHaveLength(1);
      else {
        expect(pips).toHaveLength(0);
        expect(card.querySelector("svg.ww-figure-art")).not.toBeNull();
      }
    }
    expect(laid[5].querySelectorAll('[data-testid="pip"]')[0].textContent).toBe("♥"); // a 7: seven hearts
    expect(Object.values(PIPS).every((spots) => new Set(spots.map(String)).size === spots.length)).toBe(true);
  });
});

describe("war stacks", () => {
  for (const down of [1, 3, 10]) {
    it(`fans ${down} face-down card(s), each its own back, then the face-up card`, () => {
      const plays = [
        [[0, ["8H"], 8], [down, ["KS"], 13]],
        [[0, ["8C"], 8], [down, ["2D"], 2]],
      ] as RoundView["plays"];
      const el = kit.mount(new PlayModel({ last_round: view(1, [26 + down + 2, 26 - down - 2], { plays, wars: 1 }) }));
      for (const seat of [0, 1]) {
        const all = cards(el, seat);
        expect(all.filter((c) => c.dataset.face === "down")).toHaveLength(down);
        expect(all.map((c) => c.dataset.face)).toEqual(["up", ...Array(down).fill("down"), "up"]);
        const stack = byId(el, `laid-${seat}`).querySelector<HTMLElement>('[data-testid="war-stack"]')!;
        expect(stack.dataset.count).toBe(String(down));
        expect(stack.getAttribute("aria-label")).toBe(`face down: ${down}`);
      }
    });
  }
});

describe("the banner", () => {
  const banner = (how: string, seat: number | null, math: string[], extra = {}) =>
    new PlayModel({ last_round: view(1, [27, 25], { winner: seat, banner: { how: how as "win", math }, ...extra }), ...extra });
  it("says who won with the numbers Python sent, and each war's tie first", () => {
    expect(text(kit.mount(banner("win", 1, ["9 > 5"], { seat_names: ["You", "Ana"] })), "banner")).toBe("Ana wins: 9 > 5");
    kit.unmount();
    expect(text(kit.mount(banner("win", 0, ["9 > 5"])), "banner")).toBe("You win: 9 > 5");
    kit.unmount();
    const el = kit.mount(banner("win", 0, ["8 = 8", "5 + 7 = 12 > 9"], { you: false, seat_names: ["Ana", "Ben"] }));
    expect([...byId(el, "banner").children].map((c) => c.textContent)).toEqual(["War! 8 = 8", "Ana wins: 5 + 7 = 12 > 9"]);
    kit.unmount();
    expect(text(kit.mount(banner("peace", null, ["6 = 6"])), "banner")).toContain("Peace: 6 = 6");
    kit.unmount();
    // lowest_wins: Python sends "lowest" and the lowest first; the banner says the rule
    expect(text(kit.mount(banner("lowest", 0, ["3 < 5"])), "banner")).toBe("You win: 3 < 5. The lowest card wins!");
    kit.unmount();
    const other = banner("lowest", 1, ["3 < 5"], { you: false, seat_names: ["Ana", "Ben"] });
    expect(text(kit.mount(other), "banner")).toBe("Ben wins: 3 < 5. The lowest card wins!");
  });

  it("isolates a name the teacher gave: an Arabic name leaves the numbers after it in order", () => {
    const given = { you: false, names: ["Ben", "ليلى"], seat_names: ["Ben", "ليلى"] };
    expect(text(kit.mount(banner("win", 1, ["27 > 25"], given)), "banner")).toBe("\u2068ليلى\u2069 wins: 27 > 25");
    kit.unmount();
    // The language's own labels ("The computer", "Player 2") are its words: no isolates.
    expect(text(kit.mount(banner("win", 1, ["9 > 5"], { seat_names: ["You", "The computer"] })), "banner")).toBe("The computer wins: 9 > 5");
    kit.unmount();
    expect(isolate("ליאור")).toBe("\u2068ליאור\u2069");
  });

  it("marks the learner's seat 'you' when it has a name, and says nothing before a round", () => {
    const el = kit.mount(new PlayModel({ you: false, seat_names: ["Ana", "B", "C"], rules: { ...new PlayModel().traits.rules, players: 3 } }));
    expect(byId(el, "seat-0").querySelector('[data-testid="you"]')!.textContent).toBe("you");
    expect(byId(el, "seat-1").querySelector('[data-testid="you"]')).toBeNull();
    expect(byId(el, "banner").textContent).toBe("");
    expect(byId(el, "banner").hidden).toBe(false); // its two lines are kept from round 0 on
  });
});

describe("collecting", () => {
  it("keeps every card in place at full size; only copies fly, and not at all under reduced motion", () => {
    const model = new PlayModel();
    let el = kit.mount(model);
    byId(el, "flip").click();
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-ghost")).toHaveLength(2);
    for (const card of el.querySelectorAll<HTMLElement>('[data-testid="table-card"]')) {
      expect(card.classList.contains("ww-ghost")).toBe(false);
      expect(card.style.transform + card.style.opacity).toBe("");
    }
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-ghost")).toHaveLength(0);
    expect(el.querySelectorAll('.ww-laid [data-testid="table-card"]')).toHaveLength(2);
    expect(byId(el, "seat-0").querySelector(".ww-plus")!.textContent).toBe("+2"); // the winner's pile
    expect(shown(el)).toEqual([27, 25]);
    kit.unmount();
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("reduce"), media: q }));
    el = kit.mount(new PlayModel());
    byId(el, "flip").click();
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-ghost")).toHaveLength(0);
    expect(el.querySelectorAll('.ww-laid [data-testid="table-card"]')).toHaveLength(2); // same end state
  });
});

describe("the winner's counter", () => {
  const war = view(1, [31, 21], { plays: [[[0, ["8S"], 8], [3, ["KH"], 13]], [[0, ["8D"], 8], [3, ["2C"], 2]]] });
  const flipped = (extra = {}) => {
    const el = kit.mount(new PlayModel({ ahead: [war, view(2, [30, 22], { winner: 1 })], ...extra }));
    byId(el, "flip").click();
    return el;
  };
  const label = (el: HTMLElement, seat: number) => byId(el, `count-${seat}`).parentElement!.querySelector(".ww-sr-only")!.textContent;

  it("counts up one card at a time while the copies fly; the loser's number and the true one at once", () => {
    const el = flipped({ dots: true });
    // 10 cards on the table: the winner's pile holds 21 while they lie there, then takes them.
    expect(shown(el)).toEqual([21, 21]);
    expect(counts(el)).toEqual([31, 21]);
    expect([label(el, 0), label(el, 1)]).toEqual(["31 cards", "21 cards"]);
    expect(byId(el, "count-0").getAttribute("aria-hidden")).toBe("true");
    vi.advanceTimersByTime(SPEED_MS.normal);
    const seen = [shown(el)[0]];
    for (let ms = 0; ms < FLY_MS; ms += 5) {
      vi.advanceTimersByTime(5);
      if (seen.at(-1) !== shown(el)[0]) seen.push(shown(el)[0]);
      expect(shown(el)[1]).toBe(21);
    }
    expect(seen).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]);
    expect(byId(el, "dots-0").querySelectorAll(".ww-dot")).toHaveLength(31);
    expect(byId(el, "seat-0").querySelector(".ww-plus")!.textContent).toBe("+10");
    vi.advanceTimersByTime(5000);
    expect(shown(el)).toEqual([31, 21]);
  });

  it("shows the new number at once under reduced motion", () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("reduce"), media: q }));
    const el = flipped();
    expect(shown(el)).toEqual([31, 21]);
    vi.advanceTimersByTime(5000);
    expect(shown(el)).toEqual([31, 21]);
  });

  it("stops counting at the next flip or a language change and shows the true number", () => {
    let el = flipped();
    vi.advanceTimersByTime(SPEED_MS.normal + FLY_MS / 2);
    expect(shown(el)[0]).toBeGreaterThan(21);
    expect(shown(el)[0]).toBeLessThan(31);
    byId(el, "flip").click(); // round 2: Ben wins the 2 cards (his pile counts from 20 to 22)
    expect(shown(el)).toEqual([30, 20]);
    vi.advanceTimersByTime(5000);
    expect(shown(el)).toEqual([30, 22]);
    kit.unmount();
    const model = new PlayModel({ ahead: [war] });
    el = kit.mount(model);
    byId(el, "flip").click();
    vi.advanceTimersByTime(SPEED_MS.normal + FLY_MS / 2);
    model.set("labels", { ...model.traits.labels, cards: "cartas" });
    expect(shown(el)).toEqual([31, 21]);
    vi.advanceTimersByTime(5000);
    expect(shown(el)).toEqual([31, 21]);
  });
});

describe("collecting only what was just played", () => {
  it("does not fly the cards of a round already on the table (first draw, another language)", () => {
    const model = new PlayModel({ round: 1, last_round: view(1, [27, 25]) });
    const el = kit.mount(model);
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-ghost")).toHaveLength(0);
    model.set("labels", { ...model.traits.labels, cards: "cartas" });
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-ghost")).toHaveLength(0);
    byId(el, "flip").click();
    vi.advanceTimersByTime(1000);
    expect(el.querySelectorAll(".ww-ghost").length).toBeGreaterThan(0);
  });
});

describe("dots", () => {
  it("shows each play's value as large dots in groups of five, the pile as small ones", () => {
    const model = new PlayModel({ dots: true, counts: [12, 40] });
    const el = kit.mount(model);
    const dots = byId(el, "dots-0");
    expect(dots.querySelectorAll(".ww-dot")).toHaveLength(12);
    expect([...dots.querySelectorAll(".ww-five")].map((g) => g.children.length)).toEqual([5, 5, 2]);
    expect(byId(el, "dots-1").querySelectorAll(".ww-five")).toHaveLength(8);
    byId(el, "flip").click();
    const values = [...el.querySelectorAll<HTMLElement>('[data-testid="value-dots"]')];
    expect(values.map((v) => v.dataset.count)).toEqual(["13", "7"]);
    expect([...values[0].querySelectorAll(".ww-five")].map((g) => g.children.length)).toEqual([5, 5, 3]);
    const box = byId(el, "four-colours") as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event("change"));
    expect(model.sent.at(-1)).toEqual({ type: "settings", four_colours: true });
    model.set("four_colours", true);
    expect(el.querySelector(".ww-root")!.classList.contains("ww-four")).toBe(true);
    expect(el.querySelector('[data-card="7D"]')!.classList.contains("ww-suit-D")).toBe(true);
  });
});

describe("a pile said once", () => {
  it("reads its size and word once to a screen reader (not '35 cards cards')", () => {
    const el = kit.mount(new PlayModel({ last_round: view(1, [35, 17], { winner: 0, finished: true }) }));
    const pile = byId(el, "count-0").parentElement as HTMLElement;
    const heard = (node: Node): string => {
      if (node.nodeType === 3) return node.textContent ?? "";
      if ((node as HTMLElement).getAttribute?.("aria-hidden") === "true") return "";
      return [...node.childNodes].map(heard).join(" ");
    };
    const said = heard(pile).replace(/\s+/g, " ").trim();
    expect(said).toMatch(/^35 \S+$/);
  });
});

describe("a round's words arriving later", () => {
  it("do not make a new key for the felt (the cards keep flying to the winner)", async () => {
    const { roundKey } = await import("./ctx");
    const drawn = view(1, [27, 25], { winner: 0, finished: true });
    const worded = { ...drawn, steps: ["You flip a 9."], spoken_steps: ["You flip a nine."], said: "x", spoken: "y" };
    expect(roundKey(worded)).toBe(roundKey(drawn));
    expect(roundKey({ ...drawn, counts: [28, 24] })).not.toBe(roundKey(drawn));
  });
});
