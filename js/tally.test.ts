import { afterEach, describe, expect, it } from "vitest";
import { FakeModel } from "./fake_model";
import tally, { twoLines, type TallyIntent, type TallyTraits } from "./tally";

const WORDS = { yes: "ja", no: "nei", input: "Resultat", add: "Legg til", undo: "Fjern det siste", download: "Last ned CSV", class: "Klassen vår", "axis.share": "andel av resultatene", percent: "{value} %", clear: "Tøm alt", "clear.yes": "Ja, tøm", "clear.no": "Avbryt" };

function traits(overrides: Partial<TallyTraits> = {}): TallyTraits {
  return {
    question: "first_war",
    results: [0, 1],
    words: WORDS,
    view: { kind: "yes_no", title: "Ble det krig?", count: 2, count_text: "2 resultater så langt", share: 0.5, share_text: "Klassen vår: 50,0 % svarte ja (1 av 2)", reference: 1 / 17, reference_text: "Nøyaktig svar: 1/17 = 5,9 %", running: [0, 0.5], x_label: "resultater skrevet inn", file: "tally-first_war.csv", file_path: "/home/l/tally-first_war.csv", file_state: "saved", file_text: "Lagret i tally-first_war.csv.", clear_text: "Fjerne alle 2 resultatene? En kopi av tally-first_war.csv blir tatt vare på.", notice: "" },
    csv: "n,question,result\n1,first_war,no\n2,first_war,yes\n",
    error: "",
    lang: "nb",
    ...overrides,
  };
}

const q = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;

describe("the class tally draws what Python says", () => {
  let cleanup: () => void = () => {};
  afterEach(() => cleanup());

  it("shows Python's words and sends what is typed, as typed", () => {
    const model = new FakeModel<TallyTraits, TallyIntent>(traits());
    const host = document.createElement("div");
    cleanup = tally.render({ model, el: host });
    expect(q(host, "title").textContent).toBe("Ble det krig?");
    expect(q(host, "share").textContent).toBe("Klassen vår: 50,0 % svarte ja (1 av 2)");
    expect(q(host, "yes").textContent).toBe("ja");
    expect(host.querySelector("[data-testid=chart]")!.textContent).toContain("50 %");
    const input = q(host, "input") as HTMLInputElement;
    input.value = "kanskje";
    q(host, "add").click();
    q(host, "yes").click();
    expect(model.sent).toEqual([{ type: "add", value: "kanskje" }, { type: "add", value: "yes" }]);
  });

  it("keeps what was typed when Python refuses it, clears it when a result is kept", () => {
    const model = new FakeModel<TallyTraits, TallyIntent>(traits());
    const host = document.createElement("div");
    cleanup = tally.render({ model, el: host });
    const input = q(host, "input") as HTMLInputElement;
    input.value = "kanskje";
    model.set("error", "«kanskje» er ikke et svar på dette spørsmålet: skriv ja eller nei.");
    expect(input.value).toBe("kanskje");
    expect(q(host, "error").hidden).toBe(false);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    input.value = "nei";
    model.update({ error: "", results: [0, 1, 0] });
    expect(input.value).toBe("");
    expect(q(host, "error").hidden).toBe(true);
  });

  it("draws the numbers' bars and hides yes and no", () => {
    const view = { kind: "number" as const, title: "Rounds?", count: 1, count_text: "1 result so far", reference_text: "300 simulated games", bars: [{ label: "1–99", count: 1, share: 1, reference: 0.4 }, { label: "100 or more", count: 0, share: 0, reference: 0.6 }], x_label: "rounds in a game" };
    const model = new FakeModel<TallyTraits, TallyIntent>(traits({ question: "rounds", results: [40], view }));
    const host = document.createElement("div");
    cleanup = tally.render({ model, el: host });
    expect(q(host, "yes").hidden).toBe(true);
    expect(host.querySelectorAll("[data-testid=bar]").length).toBe(2);
    expect(host.querySelector("[data-testid=chart]")!.textContent).toContain("100 or more");
    cleanup();
    expect(model.listenerCount()).toBe(0);
    cleanup = () => {};
  });

  it("shows the file the results are saved in, and a file that cannot be written", () => {
    const model = new FakeModel<TallyTraits, TallyIntent>(traits());
    const host = document.createElement("div");
    cleanup = tally.render({ model, el: host });
    const file = q(host, "file");
    expect(file.textContent).toBe("Lagret i tally-first_war.csv.");
    expect(file.dataset.state).toBe("saved");
    expect(file.title).toBe("/home/l/tally-first_war.csv");
    expect(q(host, "notice").hidden).toBe(true);
    model.set("view", { ...model.get("view"), file_state: "failed", file_text: "Ikke lagret", notice: "Lagt til: 12, 15" });
    expect(file.dataset.state).toBe("failed");
    expect(q(host, "notice").textContent).toBe("Lagt til: 12, 15");
  });

  it("asks in the widget before clearing, and sends the count it showed", () => {
    const model = new FakeModel<TallyTraits, TallyIntent>(traits());
    const host = document.createElement("div");
    document.body.append(host);
    cleanup = tally.render({ model, el: host });
    const confirm = q(host, "confirm");
    expect(confirm.hidden).toBe(true);
    q(host, "clear").click();
    expect(confirm.hidden).toBe(false);
    expect(q(host, "confirm-text").textContent).toContain("Fjerne alle 2 resultatene?");
    expect(document.activeElement).toBe(q(host, "clear-no"));
    q(host, "clear-no").click();
    expect(confirm.hidden).toBe(true);
    expect(model.sent).toEqual([]);
    q(host, "clear").click();
    q(host, "clear-yes").click();
    q(host, "undo").click();
    expect(model.sent).toEqual([{ type: "clear", count: 2 }, { type: "undo", count: 2 }]);
    expect(confirm.hidden).toBe(true);
    model.update({ results: [] });
    expect((q(host, "clear") as HTMLButtonElement).disabled).toBe(true);
    host.remove();
  });

  it("puts a bar's label on two lines when it is wider than its bar", () => {
    expect(twoLines("1,000–1,199")).toEqual(["1,000–", "1,199"]);
    expect(twoLines("1200 o más")).toEqual(["1200", "o más"]);
    expect(twoLines("40")).toEqual(["40"]);
    const bars = Array.from({ length: 7 }, (_, i) => ({ label: i === 5 ? "1,000–1,199" : String(i), count: 0, share: 0, reference: 0 }));
    const view = { kind: "number" as const, title: "Rounds?", count: 0, count_text: "", reference_text: "", bars, x_label: "rounds" };
    const model = new FakeModel<TallyTraits, TallyIntent>(traits({ question: "rounds", results: [], view }));
    const host = document.createElement("div");
    cleanup = tally.render({ model, el: host });
    const labels = [...host.querySelectorAll(".ww-tally-tick")].filter((n) => n.querySelectorAll("tspan").length);
    expect(labels.map((n) => n.querySelectorAll("tspan").length)).toEqual([1, 1, 1, 1, 1, 2, 1]);
  });
});
