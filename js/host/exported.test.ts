import { beforeEach, describe, expect, it } from "vitest";
import { drawAll, NO_KERNEL_CLASS, STATE_TYPE, VIEW_TYPE } from "./exported";
import type { HostModel, WidgetModule } from "./model";

const OURS = { _anywidget_id: "war_widget.play.widget.WarWidget", _esm: "table module", _css: ".ww-root{color:red}", round: 5 };

function page(state: Record<string, unknown>, views: string[]): void {
  document.head.innerHTML = "";
  document.body.innerHTML = views
    .map((id) => `<div class="jupyter-widgets"><script type="${VIEW_TYPE}">{"version_major": 2, "model_id": "${id}"}</script></div>`)
    .join("");
  const saved = document.createElement("script");
  saved.type = STATE_TYPE;
  saved.textContent = JSON.stringify({ version_major: 2, state });
  document.body.append(saved);
}

/** A module that draws the model's round, and what it was given. */
function fake() {
  const loaded: string[] = [];
  const given: { model: HostModel; el: HTMLElement }[] = [];
  const initialized: string[] = [];
  const module: WidgetModule = {
    initialize: ({ model }) => void initialized.push(model.id),
    render: ({ model, el }) => {
      given.push({ model, el });
      el.textContent = `round ${String(model.get("round"))}`;
    },
  };
  const load = (esm: string) => {
    loaded.push(esm);
    return Promise.resolve(module);
  };
  return { load, loaded, given, initialized };
}

describe("the exported page's loader", () => {
  beforeEach(() => page({}, []));

  it("draws each view of war_widget's models where its output is, from the saved state, marked as having no kernel", async () => {
    page(
      {
        a: { model_module: "anywidget", state: OURS },
        b: { model_module: "anywidget", state: { ...OURS, round: 0 } },
        s: { model_module: "@jupyter-widgets/controls", state: { value: 3 } },
      },
      ["a", "s", "b"],
    );
    const { load, loaded, given } = fake();
    expect(await drawAll(document, load)).toBe(2);
    const outputs = document.querySelectorAll(".jupyter-widgets");
    expect([...outputs].map((o) => (o.firstElementChild?.tagName === "DIV" ? o.firstElementChild.textContent : "none"))).toEqual(["round 5", "none", "round 0"]);
    expect(given.every(({ el }) => el.classList.contains(NO_KERNEL_CLASS))).toBe(true);
    expect(loaded).toEqual(["table module"]); // one module for both tables
    expect(document.head.querySelectorAll("style")).toHaveLength(1); // its css once
  });

  it("gives two views of one model the same model, initialized once", async () => {
    page({ a: { model_module: "anywidget", state: OURS } }, ["a", "a"]);
    const { load, given, initialized } = fake();
    expect(await drawAll(document, load)).toBe(2);
    expect(given[0].model).toBe(given[1].model);
    expect(initialized).toEqual(["a"]);
  });

  it("leaves other anywidgets, views of models the state lacks, and a page with no state alone", async () => {
    page(
      { x: { model_module: "anywidget", state: { _anywidget_id: "other.Widget", _esm: "theirs" } } },
      ["x", "missing"],
    );
    const { load, loaded } = fake();
    expect(await drawAll(document, load)).toBe(0);
    expect(loaded).toEqual([]);
    document.body.innerHTML = `<script type="${VIEW_TYPE}">{"model_id": "a"}</script>`;
    expect(await drawAll(document, load)).toBe(0);
  });

  it("sends nothing anywhere: what the table sends has no one to go to", async () => {
    page({ a: { model_module: "anywidget", state: OURS } }, ["a"]);
    const { load, given } = fake();
    await drawAll(document, load);
    const { model } = given[0];
    model.send({ type: "hello" });
    model.set("speed", "fast");
    model.save_changes();
    expect(model.get("speed")).toBe("fast");
  });
});
