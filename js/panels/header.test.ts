import { describe, expect, it } from "vitest";
import { byId, PlayModel, text, useWidget } from "../testkit";

const kit = useWidget();

describe("the header", () => {
  it("shows Round N of L with a progress bar when there is a round limit", () => {
    const model = new PlayModel();
    model.traits.rules = { ...model.traits.rules, round_limit: 40 };
    const el = kit.mount(model);
    expect(text(el, "round")).toBe("Round 0 of 40");
    byId(el, "flip").click();
    expect(text(el, "round")).toBe("Round 1 of 40");
    const bar = el.querySelector<HTMLElement>(".ww-progress-fill")!;
    expect(bar.style.width).toBe("2.5%");
  });

  it("says what Python noticed, and the view's own words until play goes on", () => {
    const model = new PlayModel({ notice: "New game dealt." });
    const el = kit.mount(model);
    expect(text(el, "notice")).toBe("New game dealt.");
    model.set("notice", "");
    expect(text(el, "notice")).toBe("");
  });
});
