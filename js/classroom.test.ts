import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeModel } from "./fake_model";
import classroom from "./classroom";
import { measured, shareTop } from "./classroom_charts";
import { PollingModel } from "./classroom_teacher";
import type { ClassIntent, ClassTraits } from "./classroom_types";
// The traits Python's Dashboard wrote for a small class in Norwegian (kept in step with
// stats_view.py by tests/classroom/test_classroom_widget.py::test_the_front_ends_fixture_has_the_views_keys).
import VIEW from "./classroom_view.nb.json";

function traits(): ClassTraits {
  return { ...structuredClone(VIEW as unknown as ClassTraits), lang: "nb" };
}

const q = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const all = (root: HTMLElement, id: string) => [...root.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

describe("the class dashboard draws what Python says", () => {
  let cleanup: () => void = () => {};
  afterEach(() => cleanup());

  function draw(t = traits()) {
    const model = new FakeModel<ClassTraits, ClassIntent>(t);
    const host = document.createElement("div");
    document.body.append(host);
    cleanup = classroom.render({ model, el: host });
    return { model, host };
  }

  it("shows the room's code, address and QR code, and the pupils in Python's order", () => {
    const { host } = draw();
    expect(q(host, "code").textContent).toBe("K7PX4Q");
    expect(q(host, "url").textContent).toBe("http://192.168.1.23:8765/r/K7PX4Q");
    expect(q(host, "qr").getAttribute("alt")).toBe("QR-kode for elevenes adresse");
    expect(q(host, "open").hidden).toBe(true); // already open to the network
    const rows = all(host, "pupil");
    expect(rows.map((r) => r.querySelector(".ww-class-name")!.textContent)).toEqual(traits().view.pupils!.rows.map((r) => r.name));
    expect(rows[0].classList.contains("ww-class-needs")).toBe(true);
    expect(rows[0].textContent).toContain("Trenger kanskje hjelp");
    expect(q(host, "help-rule").textContent).toBe(traits().view.pupils!.rule);
  });

  it("sends the teacher's intents and follows the room's state", () => {
    const { model, host } = draw();
    q(host, "pause").click();
    q(host, "projector").click();
    q(host, "export").click();
    expect(model.sent).toEqual([{ type: "pause" }, { type: "projector", on: true }, { type: "export" }]);
    const t = traits();
    model.set("room", { ...t.room, paused: true, projector: true });
    expect(q(host, "pause").textContent).toBe("Fortsett");
    expect(q(host, "paused").hidden).toBe(false);
    expect(q(host, "projector").getAttribute("aria-pressed")).toBe("true");
    q(host, "pause").click();
    expect(model.sent.at(-1)).toEqual({ type: "resume" });
  });

  it("offers the network before it is open, and says only this computer can join", () => {
    const t = traits();
    t.room = { ...t.room, network: false, url: "", qr: "", note: "Bare denne datamaskinen kan bli med." };
    const { model, host } = draw(t);
    expect(host.querySelector("[data-testid=url]")).toBeNull();
    expect(host.querySelector("[data-testid=qr]")).toBeNull();
    expect(q(host, "open").hidden).toBe(false);
    q(host, "open").click();
    expect(model.sent).toEqual([{ type: "open" }]);
  });

  it("draws the share, its band and the exact line, and the lengths beside the computer's", () => {
    const { host } = draw();
    const v = traits().view;
    expect(q(host, "share-text").textContent).toBe(v.first_war.text);
    expect(q(host, "band").getAttribute("points")!.split(" ")).toHaveLength(2 * v.first_war.points.length);
    expect(q(host, "share-line").getAttribute("points")!.split(" ")).toHaveLength(v.first_war.points.length);
    expect(q(host, "exact")).not.toBeNull();
    expect(all(host, "bar")).toHaveLength(v.lengths.bars.length);
    expect(all(host, "bar-ref")).toHaveLength(v.lengths.bars.length);
    expect(all(host, "bar-label").length).toBeGreaterThan(0);
    const rows = all(host, "answer-row");
    expect(rows.map((r) => r.dataset.kind)).toEqual(v.answers.rows.map((r) => r.kind));
    expect(q(host, "missed").textContent).toContain(v.answers.missed[0].text);
  });

  it("puts the exact line and the later band inside the share axis", () => {
    const v = traits().view.first_war;
    const points = Array.from({ length: 100 }, (_, i) => ({ n: i + 1, share: 0.06, low: 0.03, high: i < 9 ? 0.9 : 0.12 }));
    expect(shareTop({ ...v, points, exact: 1 / 17, share: 0.06 })).toBeCloseTo(0.15);
    expect(shareTop({ ...v, points: [], exact: null, share: null })).toBeCloseTo(0.15);
  });

  it("has no pupils' table in the projector view (Python sends no names)", () => {
    const t = traits();
    t.room = { ...t.room, projector: true };
    t.view = { ...t.view, projector: true, pupils: null };
    const { host } = draw(t);
    expect(host.querySelector("[data-testid=pupils]")).toBeNull();
    expect(q(host, "classroom").classList.contains("ww-class-projecting")).toBe(true);
    expect(q(host, "export").hidden).toBe(true);
    for (const row of traits().view.pupils!.rows) expect(host.textContent).not.toContain(row.name);
  });

  it("downloads the CSV Python sends, and ignores a malformed message", () => {
    const create = vi.fn(() => "blob:x");
    URL.createObjectURL = create;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { model } = draw();
    model.receive({ type: "csv", name: "class-K7PX4Q.csv", text: "id\n" });
    model.receive({ type: "csv", name: 5 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it("reads right to left when Python's words say so, its charts and addresses left to right", () => {
    const { model, host } = draw();
    expect(q(host, "classroom").dir).toBe("ltr");
    const t = traits();
    model.set("words", { ...t.words, dir: "rtl" });
    expect(q(host, "classroom").dir).toBe("rtl");
    for (const id of ["share-chart", "lengths-chart"]) expect(q(host, id).getAttribute("direction")).toBe("ltr");
    expect(q(host, "code").dir).toBe("ltr");
    expect(q(host, "url").dir).toBe("ltr");
    model.set("words", { ...t.words, dir: "sideways" }); // not a direction: left to right
    expect(q(host, "classroom").dir).toBe("ltr");
  });

  it("measures a chart's label without its isolates", () => {
    expect(measured("\u2068\u20660–19\u2069\u2069")).toBe("0–19");
    expect(measured("1,200 or more")).toBe("1,200 or more");
  });

  it("lets go of the model when removed", () => {
    const { model } = draw();
    cleanup();
    cleanup = () => {};
    expect(model.listenerCount()).toBe(0);
  });
});

describe("the teacher page's polling model", () => {
  it("takes the server's state, skips a same answer, posts intents with the key", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const answers = [{ version: 3, ...traits() }, { version: 3, same: true }, { version: 4, ...traits() }];
    const fetcher = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    }) as unknown as typeof fetch;
    const model = new PollingModel({ state: "/api/teacher/state", intent: "/api/teacher/intent", exportCsv: "/x.csv", key: "K&Y" }, fetcher);
    const seen: string[] = [];
    model.on("change:view", () => seen.push("view"));
    expect(await model.poll()).toBe(true);
    expect(calls[0][0]).toBe("/api/teacher/state?key=K%26Y&after=-1");
    expect(model.get("room").code).toBe("K7PX4Q");
    await model.poll();
    expect(calls[1][0]).toContain("after=3");
    expect(seen).toEqual(["view"]);
    model.send({ type: "pause" });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls[2][0]).toBe("/api/teacher/intent");
    expect(JSON.parse(String(calls[2][1]!.body))).toEqual({ key: "K&Y", type: "pause" });
    await new Promise((r) => setTimeout(r, 0));
    expect(model.version).toBe(4);
  });
});
