import { describe, expect, it } from "vitest";
import labels from "./labels.en.json";
import { PlayModel, useWidget } from "./testkit";

// The table's direction is Python's fact (the one list of languages, sent as the labels'
// "dir"): the front-end only puts it on its root, where the layout mirrors.
const kit = useWidget();
const root = (el: HTMLElement) => el.querySelector<HTMLElement>(".ww-root")!;

describe("the table's direction", () => {
  it("is left to right in English, as Python's labels say", () => {
    expect(labels.dir).toBe("ltr");
    expect(root(kit.mount(new PlayModel())).dir).toBe("ltr");
  });

  it("is right to left when Python's labels say so, and follows a change of language", () => {
    const model = new PlayModel({ lang: "ar", labels: { ...labels, dir: "rtl" } });
    const el = kit.mount(model);
    expect(root(el).dir).toBe("rtl");
    expect(root(el).lang).toBe("ar");
    // A game code reads as written on a right-to-left table ("6843-BJ3" is not "BJ3-6843").
    expect(el.querySelector('[data-testid="code"]')!.getAttribute("dir")).toBe("ltr");
    model.update({ lang: "en", labels: { ...labels, dir: "ltr" } });
    expect(root(el).dir).toBe("ltr");
  });

  it("decides nothing itself: a label other than rtl leaves the table left to right", () => {
    const el = kit.mount(new PlayModel({ lang: "ar", labels: { ...labels, dir: "sideways" } }));
    expect(root(el).dir).toBe("ltr");
  });
});
