import { describe, expect, it } from "vitest";
import widget from "./widget";

describe("render", () => {
  it("returns a cleanup", () => {
    const el = document.createElement("div");
    const cleanup = widget.render({ model: { get: () => "AB12" }, el });
    expect(el.textContent).toBe("AB12");
    cleanup();
    expect(el.textContent).toBe("");
  });
});
