import { describe, expect, it } from "vitest";
import { orNull } from "./none";
import { baseTraits, byId, PlayModel, useWidget } from "./testkit";
import type { Traits } from "./types";

const kit = useWidget();

describe("Python's None as Python in the browser sends it", () => {
  it("orNull: undefined is null, everything else stays", () => {
    expect([undefined, null, 0, "", 40].map(orNull)).toEqual([null, null, 0, "", 40]);
  });

  it("the play widget's menus offer 'none' once and never 'undefined'", () => {
    // Pyodide's kernel leaves a dict's None out: no round_limit, no numbers.
    const { round_limit: _limit, numbers: _numbers, ...rules } = baseTraits().rules;
    const model = new PlayModel({ rules: rules as Traits["rules"] });
    const el = kit.mount(model);
    for (const id of ["round-limit", "numbers"]) {
      const select = byId(el, id) as HTMLSelectElement;
      const texts = [...select.options].map((o) => o.textContent ?? "");
      expect(texts.filter((t) => t.includes("undefined")), id).toEqual([]);
      expect(select.value, id).toBe("");
    }
    const limit = byId(el, "round-limit") as HTMLSelectElement;
    expect([...limit.options].map((o) => o.value)).toEqual(["", "40", "80", "200", "240"]);
    expect(el.textContent).not.toContain("undefined");
  });
});
