import { describe, expect, it, vi } from "vitest";
import { inDigits } from "./digits";
import { FLY_MS, SPEED_MS } from "./panels/table";
import { byId, counts, PlayModel, text, useWidget, view } from "./testkit";

// The `digits` trait (issue 45, item 3): the front-end writes the numbers it counts itself in
// the digits Python chose, with one helper; Python's own words come already written in them.
describe("inDigits", () => {
  it("writes Arabic-Indic digits for 'arab' and leaves everything else as it is", () => {
    expect(inDigits(1234567890, "arab")).toBe("١٢٣٤٥٦٧٨٩٠");
    expect(inDigits("+10", "arab")).toBe("+١٠");
    expect(inDigits(26, "latn")).toBe("26");
    expect(inDigits(26, null)).toBe("26");
    expect(inDigits(26, undefined)).toBe("26");
    expect(inDigits(7, "hindi")).toBe("7"); // Python refuses it; the table shows 0-9
  });

  it("writes a percent sign after an Arabic-Indic number as the Arabic one (٪), as Python does", () => {
    expect(inDigits("25%", "arab")).toBe("٢٥\u066a");
    expect(inDigits("12.5 % or 5\u00a0%", "arab")).toBe("١٢.٥ \u066a or ٥\u00a0\u066a");
    expect(inDigits("{value}%", "arab")).toBe("{value}%"); // no number before it
    expect(inDigits("25%", "latn")).toBe("25%");
  });
});

const kit = useWidget();
/** What the piles show right now, read back as numbers from their Arabic-Indic digits. */
const read = (s: string) => Number(s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)));
const piles = (el: HTMLElement) => [0, 1].map((s) => text(el, `count-${s}`));

describe("the table with digits='arab'", () => {
  const war = view(1, [31, 21], { plays: [[[0, ["8S"], 8], [3, ["KH"], 13]], [[0, ["8D"], 8], [3, ["2C"], 2]]] });

  it("counts the piles, the round and the war's face-down cards in Arabic-Indic digits; the code stays", () => {
    const model = new PlayModel({ digits: "arab", code: "E4DV-45E", ahead: [war, view(2, [30, 22], { winner: 1 })] });
    const el = kit.mount(model);
    expect(piles(el)).toEqual(["٢٦", "٢٦"]);
    expect(text(el, "round")).toBe("Round ٠");
    expect(text(el, "code")).toBe("E4DV-45E");
    byId(el, "flip").click();
    expect(text(el, "round")).toBe("Round ١");
    expect(counts(el)).toEqual([31, 21]); // Python's numbers, for machines and tests, as they are
    expect(piles(el)).toEqual(["٢١", "٢١"]);
    const label = byId(el, "count-0").parentElement!.querySelector(".ww-sr-only")!.textContent;
    expect(label).toBe("٣١ cards");
    expect([...el.querySelectorAll(".ww-stack-count")].map((s) => s.textContent)).toEqual(["٣", "٣"]);
    vi.advanceTimersByTime(SPEED_MS.normal);
    const seen = [piles(el)[0]];
    for (let ms = 0; ms < FLY_MS; ms += 5) {
      vi.advanceTimersByTime(5);
      if (seen.at(-1) !== piles(el)[0]) seen.push(piles(el)[0]);
    }
    expect(seen.map(read)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]);
    expect(seen.every((s) => /^[٠-٩]+$/.test(s))).toBe(true);
    expect(byId(el, "seat-0").querySelector(".ww-plus")!.textContent).toBe("+١٠");
    vi.advanceTimersByTime(5000);
    expect(piles(el)).toEqual(["٣١", "٢١"]);
  });

  it("shows Python's words as they come, the quiz's score in the digits, and 0-9 again for 'latn'", () => {
    const model = new PlayModel({ digits: "arab", quiz: true, score: { right: 12, retry: 0, wrong: 3 } });
    const el = kit.mount(model);
    expect(text(el, "score")).toMatch(/١٢/);
    expect(text(el, "score")).not.toMatch(/[0-9]/);
    model.update({ round: 1, counts: [27, 25], last_round: view(1, [27, 25], { banner: { how: "win", math: ["١٣ > ٧"] }, steps: ["١٣ > ٧"] }) });
    expect(el.textContent).toContain("١٣ > ٧"); // Python's banner as it is
    const root = el.querySelector<HTMLElement>(".ww-root")!;
    expect(root.classList.contains("ww-digits-arab")).toBe(true); // its lists numbered in ٠-٩ (widget.css)
    model.update({ digits: "latn" });
    expect(piles(el)).toEqual(["27", "25"]);
    expect(text(el, "score")).toMatch(/12/);
    expect(root.classList.contains("ww-digits-arab")).toBe(false);
  });
});
