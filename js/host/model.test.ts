import { describe, expect, it } from "vitest";
import { HostModel, Models, type ToPython, widgetModule } from "./model";

function models() {
  const sent: ToPython[] = [];
  return { sent, models: new Models((m) => sent.push(m)) };
}

describe("the light host's models", () => {
  it("opens a model with Python's state and announces each changed trait once, after all are set", async () => {
    const { models: all } = models();
    all.receive({ kind: "open", comm_id: "a", data: { state: { round: 0, total: 52 } } });
    const model = await all.model("a");
    const seen: string[] = [];
    model.on("change:round", () => seen.push(`round ${String(model.get("round"))} total ${String(model.get("total"))}`));
    model.on("change:total", () => seen.push("total"));
    all.receive({ kind: "msg", comm_id: "a", data: { method: "update", state: { round: 1, total: 50 } } });
    all.receive({ kind: "msg", comm_id: "a", data: { method: "update", state: { total: 50 } } }); // unchanged
    expect(seen).toEqual(["round 1 total 50", "total"]);
  });

  it("gives a model asked for before Python opened it, once it opens", async () => {
    const { models: all } = models();
    const waiting = all.model("later");
    all.receive({ kind: "open", comm_id: "later", data: { state: { lang: "pl" } } });
    expect((await waiting).get("lang")).toBe("pl");
  });

  it("sends what the page sets on save_changes, and custom messages as they are", () => {
    const { sent, models: all } = models();
    all.receive({ kind: "open", comm_id: "a", data: { state: { speed: "slow" } } });
    return all.model("a").then((model) => {
      model.set("speed", "fast");
      expect(model.get("speed")).toBe("fast");
      expect(sent).toEqual([]);
      model.save_changes();
      model.save_changes(); // nothing new: nothing sent
      model.send({ type: "flip", game: 1 });
      expect(sent).toEqual([
        { comm_id: "a", data: { method: "update", state: { speed: "fast" } } },
        { comm_id: "a", data: { method: "custom", content: { type: "flip", game: 1 } } },
      ]);
    });
  });

  it("hands Python's custom messages to msg:custom and stops handlers taken off", async () => {
    const { models: all } = models();
    all.receive({ kind: "open", comm_id: "a", data: { state: {} } });
    const model = await all.model("a");
    const got: unknown[] = [];
    const handler = (content: unknown) => got.push(content);
    model.on("msg:custom", handler);
    all.receive({ kind: "msg", comm_id: "a", data: { method: "custom", content: { type: "history" } } });
    model.off("msg:custom", handler);
    all.receive({ kind: "msg", comm_id: "a", data: { method: "custom", content: { type: "later" } } });
    expect(got).toEqual([{ type: "history" }]);
  });

  it("keeps going when one handler throws, and forgets a closed model", async () => {
    const { models: all } = models();
    all.receive({ kind: "open", comm_id: "a", data: { state: { n: 1 } } });
    const model = await all.model("a");
    const seen: number[] = [];
    model.on("change:n", () => {
      throw new Error("a broken panel");
    });
    model.on("change:n", () => seen.push(model.get("n") as number));
    const quiet = console.error;
    console.error = () => {};
    all.receive({ kind: "msg", comm_id: "a", data: { method: "update", state: { n: 2 } } });
    console.error = quiet;
    expect(seen).toEqual([2]);
    all.receive({ kind: "close", comm_id: "a", data: {} });
    all.receive({ kind: "msg", comm_id: "a", data: { method: "update", state: { n: 3 } } });
    expect(seen).toEqual([2]);
  });

  it("takes anywidget's three module forms", async () => {
    const render = () => undefined;
    expect((await widgetModule({ default: { render } })).render).toBe(render);
    expect((await widgetModule({ default: () => ({ render }) })).render).toBe(render);
    expect((await widgetModule({ render })).render).toBe(render);
    await expect(widgetModule({ default: 3 })).rejects.toThrow("exports no render()");
  });

  it("is what the widget's render() is given", () => {
    const model = new HostModel("x", { a: 1 }, () => undefined);
    for (const name of ["get", "set", "on", "off", "save_changes", "send"] as const) expect(typeof model[name]).toBe("function");
  });
});
