import { afterEach, describe, expect, it, vi } from "vitest";
import { baseTraits, byId, counts, PlayModel, text, useWidget } from "../testkit";

const kit = useWidget();

describe("rules and codes", () => {
  it("sends rule changes, presets and codes as intents", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    const ace = byId(el, "ace-low") as HTMLInputElement;
    ace.checked = true;
    ace.dispatchEvent(new Event("change"));
    const sums = byId(el, "sums") as HTMLInputElement;
    sums.checked = true;
    sums.dispatchEvent(new Event("change"));
    const fd = byId(el, "face-down") as HTMLSelectElement;
    fd.value = "by_rank";
    fd.dispatchEvent(new Event("change"));
    const limit = byId(el, "round-limit") as HTMLSelectElement;
    limit.value = "240";
    limit.dispatchEvent(new Event("change"));
    const preset = byId(el, "preset") as HTMLSelectElement;
    preset.value = "guerra_de_sumas";
    preset.dispatchEvent(new Event("change"));
    (byId(el, "code-input") as HTMLInputElement).value = " k7qm-3xpa ";
    byId(el, "code-play").click();
    expect(model.sent.filter((m) => m.type !== "hello")).toEqual([
      { type: "set_rules", changes: { ace_low: true } },
      { type: "set_rules", changes: { flip: 2 } },
      { type: "set_rules", changes: { face_down: "by_rank" } },
      { type: "set_rules", changes: { round_limit: 240 } },
      { type: "preset", name: "guerra_de_sumas" },
      { type: "code", code: "k7qm-3xpa" },
    ]);
  });

  it("puts a refused rule change back: the controls show the rules Python kept", () => {
    const model = new PlayModel({ rules: { ...baseTraits().rules, face_down: "by_rank" } });
    const el = kit.mount(model);
    const sums = byId(el, "sums") as HTMLInputElement;
    sums.checked = true;
    sums.dispatchEvent(new Event("change"));
    expect(model.sent.filter((m) => m.type === "set_rules")).toEqual([{ type: "set_rules", changes: { flip: 2 } }]);
    model.update({ notice: "", error: "Război needs one card per flip: turn off Guerra de sumas first." });
    expect(sums.checked).toBe(false);
    expect(text(el, "error")).toContain("Război");
  });

  it("writes the options' numbers in the learner's digits, their values as Python's", () => {
    const model = new PlayModel({ digits: "arab" });
    const el = kit.mount(model);
    const numbers = byId(el, "numbers") as HTMLSelectElement;
    expect([...numbers.options].map((o) => o.textContent)).toContain("numbers 1 to ١٠");
    expect([...numbers.options].map((o) => o.value)).toContain("10");
    const limit = byId(el, "round-limit") as HTMLSelectElement;
    const shown = [...limit.options].map((o) => o.textContent ?? "");
    expect(shown.some((x) => x.includes("٢٤٠"))).toBe(true);
    expect(shown.every((x) => !/[0-9]/.test(x))).toBe(true);
    expect([...limit.options].map((o) => o.value)).toContain("240");
    model.update({ digits: "latn" }); // switched at run time: the options again, in 0-9
    expect([...(byId(el, "round-limit") as HTMLSelectElement).options].map((o) => o.textContent).join(" ")).toContain("240");
  });

  it("offers a deck of numbers and its copies, and the pick-up orders Python lists", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    const numbers = byId(el, "numbers") as HTMLSelectElement;
    expect([...numbers.options].map((o) => o.textContent)).toEqual([
      "French cards",
      ...[4, 6, 8, 10, 13, 20, 52].map((n) => `numbers 1 to ${n}`),
    ]);
    expect((byId(el, "copies").closest("label") as HTMLElement).hidden).toBe(true);
    const pickup = byId(el, "pickup") as HTMLSelectElement;
    expect([...pickup.options].map((o) => o.value)).toContain("winner_first");
    expect([...pickup.options].map((o) => o.textContent)).toContain("winner's cards first, under the pile");
    numbers.value = "10";
    numbers.dispatchEvent(new Event("change"));
    model.set("rules", { ...baseTraits().rules, numbers: 10, copies: 1 });
    const copies = byId(el, "copies") as HTMLSelectElement;
    expect((copies.closest("label") as HTMLElement).hidden).toBe(false);
    copies.value = "4";
    copies.dispatchEvent(new Event("change"));
    numbers.value = "";
    numbers.dispatchEvent(new Event("change"));
    expect(model.sent.filter((m) => m.type === "set_rules")).toEqual([
      { type: "set_rules", changes: { numbers: 10 } },
      { type: "set_rules", changes: { copies: 4 } },
      { type: "set_rules", changes: { numbers: null, copies: 1 } },
    ]);
  });

  it("draws the controls Python lists, in its order, with their words: few_cards too", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    const grid = byId(el, "rules").querySelector(".ww-rules-grid") as HTMLElement;
    const ids = [...grid.querySelectorAll("[data-testid]")].map((e) => (e as HTMLElement).dataset.testid);
    expect(ids).toEqual(["preset", "players", "ace-low", "lowest-wins", "sums", "face-down", "round-limit", "pickup", "numbers", "copies", "few-cards"]);
    // lowest_wins (two values): a check box with its words, sending True when ticked
    const lowest = byId(el, "lowest-wins") as HTMLInputElement;
    expect(lowest.type).toBe("checkbox");
    expect((lowest.closest("label") as HTMLElement).textContent).toContain("Lowest card wins");
    lowest.click();
    expect(model.sent.filter((m) => m.type === "set_rules")).toEqual([{ type: "set_rules", changes: { lowest_wins: true } }]);
    model.sent.length = 0;
    const few = byId(el, "few-cards") as HTMLSelectElement;
    expect((few.closest("label") as HTMLElement).textContent).toContain("Few cards left");
    expect([...few.options].map((o) => o.textContent)).toEqual([
      "off",
      ...[3, 5, 10].map((n) => `with ${n} cards or fewer`),
    ]);
    few.value = "5";
    few.dispatchEvent(new Event("change"));
    expect(model.sent.filter((m) => m.type === "set_rules")).toEqual([{ type: "set_rules", changes: { few_cards: 5 } }]);
    // A value set from a cell, which the menu does not list, is shown as the current one.
    model.set("rules", { ...baseTraits().rules, few_cards: 7 });
    expect(few.value).toBe("7");
    expect(few.options[0].textContent).toBe("with 7 cards or fewer");
  });

  it("shows a refused code's error and keeps the table", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "flip").click();
    model.set("error", "This code has a typo: check it and try again.");
    expect(text(el, "error")).toContain("typo");
    expect(counts(el)).toEqual([27, 25]);
  });



});

describe("the Settings button", () => {
  const isOpen = (el: HTMLElement) => byId(el, "settings").hasAttribute("open");
  it("keeps the teacher's menu closed until it is pressed, and Escape closes it, even from a menu", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    const toggle = byId(el, "settings-toggle") as HTMLButtonElement;
    expect(byId(el, "settings").tagName).toBe("DIALOG"); // opened over the page, where it is seen
    expect(isOpen(el)).toBe(false);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    toggle.click();
    expect(isOpen(el)).toBe(true);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    for (const id of ["lang", "level", "mode", "speed", "four-colours", "dots", "quiz-on", "hide-explanation", "new-game", "rules", "code-input"]) {
      expect(byId(el, "settings").contains(byId(el, id)), id).toBe(true);
    }
    byId(el, "lang").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(isOpen(el)).toBe(false);
    toggle.click();
    toggle.click();
    expect(isOpen(el)).toBe(false);
    toggle.click();
    byId(el, "settings-close").click();
    expect(isOpen(el)).toBe(false);
    expect(byId(el, "settings-close").textContent).toBe("Close");
  });

  it("turns the quiz and the hidden explanation on and off", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "settings-toggle").click();
    for (const [id, name] of [["quiz-on", "quiz"], ["hide-explanation", "hide_explanation"]] as const) {
      const box = byId(el, id) as HTMLInputElement;
      expect(box.checked).toBe(false);
      expect(box.parentElement!.textContent).toBe(name === "quiz" ? "Quiz before each round" : "Explanation only after “Why?”");
      box.checked = true;
      box.dispatchEvent(new Event("change"));
      expect(model.sent.at(-1)).toEqual({ type: "settings", [name]: true });
      model.set(name, true);
      expect((byId(el, id) as HTMLInputElement).checked).toBe(true);
    }
  });

  it("is not there when the teacher locks the settings (settings=False)", () => {
    const model = new PlayModel({ settings: false });
    const el = kit.mount(model);
    expect(byId(el, "settings-toggle").hidden).toBe(true);
    expect(isOpen(el)).toBe(false);
    model.set("settings", true);
    expect(byId(el, "settings-toggle").hidden).toBe(false);
  });

  it("says a code's error next to the code field, a refused rule next to the rules", () => {
    const model = new PlayModel();
    const el = kit.mount(model);
    byId(el, "settings-toggle").click();
    (byId(el, "code-input") as HTMLInputElement).value = "ZZZ";
    byId(el, "code-play").click();
    model.set("error", "This code has a typo: check it and try again.");
    expect(text(el, "code-error")).toContain("typo");
    expect(byId(el, "code-error").parentElement).toBe(byId(el, "code-input").closest(".ww-code-form"));
    expect(text(el, "error")).toBe("");
    const ace = byId(el, "ace-low") as HTMLInputElement;
    ace.checked = true;
    ace.dispatchEvent(new Event("change"));
    model.set("error", "These rules cannot be played together.");
    expect(text(el, "error")).toContain("rules");
    expect(byId(el, "rules").contains(byId(el, "error"))).toBe(true);
    expect(text(el, "code-error")).toBe("");
  });
});

describe("the printable sheet", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("links to the page Python made, as a blob opened in a new tab, and says when none fits", () => {
    const made: Blob[] = [];
    const revoked: string[] = [];
    vi.stubGlobal("URL", {
      ...URL,
      createObjectURL: (blob: Blob) => (made.push(blob), `blob:sheet/${made.length}`),
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const sheet = { label: "Who wins? (A4)", name: "war-sheet-win-en-a4-K7QM.html", html: "<h1>Who wins?</h1>" };
    const model = new PlayModel({ sheet });
    const el = kit.mount(model);
    byId(el, "settings-toggle").click();
    const link = byId(el, "sheet-link") as HTMLAnchorElement;
    expect(link.hidden).toBe(false);
    expect(link.getAttribute("href")).toBe("blob:sheet/1");
    expect(link.target).toBe("_blank");
    expect(link.textContent).toBe("Printable sheet: Who wins? (A4)");
    expect(link.querySelector("svg.ww-icon-printer")).not.toBeNull();
    expect(made[0].type).toBe("text/html");
    expect(byId(el, "sheet-none").hidden).toBe(true);
    model.set("sheet", { ...sheet, label: "<, > or =? (A4)" });
    expect(link.getAttribute("href")).toBe("blob:sheet/2");
    expect(revoked).toEqual(["blob:sheet/1"]);
    model.set("sheet", null);
    expect(link.hidden).toBe(true);
    expect(link.hasAttribute("href")).toBe(false);
    expect(revoked).toEqual(["blob:sheet/1", "blob:sheet/2"]);
    expect(text(el, "sheet-none")).toContain("No printable sheet");
  });

  it("links to the deck's cards to print beside the sheet, even when no sheet fits", () => {
    const made: Blob[] = [];
    const revoked: string[] = [];
    vi.stubGlobal("URL", {
      ...URL,
      createObjectURL: (blob: Blob) => (made.push(blob), `blob:page/${made.length}`),
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const sheet = { label: "Who wins? (A4)", name: "war-sheet-win-en-a4-K7QM.html", html: "<h1>Who wins?</h1>" };
    const cards = { label: "full deck (52 cards) (A4)", name: "war-sheet-cards-en-a4-deck.html", html: "<h1>Cards to cut out</h1>" };
    const model = new PlayModel({ sheet, cards });
    const el = kit.mount(model);
    byId(el, "settings-toggle").click();
    const link = byId(el, "cards-link") as HTMLAnchorElement;
    expect(link.hidden).toBe(false);
    expect(link.textContent).toBe("Number cards to print: full deck (52 cards) (A4)");
    expect(link.title).toBe(cards.name);
    expect(link.target).toBe("_blank");
    const url = link.getAttribute("href")!;
    expect(made[Number(url.split("/")[1]) - 1]).toBeInstanceOf(Blob);
    expect(byId(el, "sheet-link").getAttribute("href")).not.toBe(url);
    // Steal War: no sheet fits, the deck's cards are still offered.
    model.set("sheet", null);
    expect(link.hidden).toBe(false);
    expect(link.getAttribute("href")).toBe(url);
    expect(byId(el, "sheet-none").hidden).toBe(false);
    model.set("cards", { ...cards, label: "1–10 with dots (A4)" });
    expect(link.textContent).toBe("Number cards to print: 1–10 with dots (A4)");
    expect(revoked).toContain(url);
    expect(link.getAttribute("href")).not.toBe(url);
    // Widget state saved before the cards existed: no link.
    model.set("cards", null);
    expect(link.hidden).toBe(true);
    expect(link.hasAttribute("href")).toBe(false);
  });
});
