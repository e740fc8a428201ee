// The live class's dashboard (ClassroomWidget, src/war_widget/classroom/widget.py; and the
// command line's teacher page, classroom_teacher.ts). It draws the `room`, `view` and `words`
// traits and sends the teacher's intents: pause/resume, open to the network, projector view,
// export. It decides nothing: who may need help, the shares, the band, the bars and every word
// are Python's. The projector view is Python's too: its view holds no names.
import "./classroom.css";
import { el } from "./dom";
import { lengthsChart, shareChart } from "./classroom_charts";
import { answersPart, pupilsPart, roomPart, totalsPart } from "./classroom_parts";
import { startTeacherPage } from "./classroom_teacher";
import type { ClassIntent, ClassModel, FirstWarView, LengthsView, SectionName, StatsView } from "./classroom_types";

export type { ClassIntent, ClassModel, ClassTraits } from "./classroom_types";

function legend(items: [string, string][]): HTMLElement {
  return el("p", { class: "ww-class-legend" },
    ...items.flatMap(([cls, text]) => [el("span", { class: `ww-class-key ${cls}` }), el("span", { text })]));
}

function firstWarPart(v: FirstWarView, w: (key: string) => string): HTMLElement {
  return el("section", { class: "ww-class-section", testid: "first-war", attrs: { "aria-label": v.title } },
    el("h3", { class: "ww-class-h", text: v.title }),
    el("p", { class: "ww-class-big", testid: "share-text", text: v.text }),
    el("p", { class: "ww-class-exact-text", testid: "exact-text", text: v.exact_text }),
    shareChart(v, `${v.title} ${v.text} ${v.exact_text}`),
    legend([["ww-class-key-line", w("class")], ["ww-class-key-band", w("band")], ["ww-class-key-exact", v.exact_text]]));
}

function lengthsPart(v: LengthsView): HTMLElement {
  const part = el("section", { class: "ww-class-section", testid: "lengths", attrs: { "aria-label": v.title } },
    el("h3", { class: "ww-class-h", text: v.title }));
  if (v.text) part.append(el("p", { class: "ww-class-empty", text: v.text }));
  if (v.bars.length) {
    part.append(lengthsChart(v, v.title));
    const keys: [string, string][] = [["ww-class-key-bar", v.class_label]];
    if (v.reference_label) keys.push(["ww-class-key-ref", v.reference_label]);
    part.append(legend(keys));
  }
  return part;
}

function section(name: SectionName, v: StatsView, w: (key: string) => string): HTMLElement {
  if (name === "first_war") return firstWarPart(v.first_war, w);
  if (name === "lengths") return lengthsPart(v.lengths);
  return answersPart(v.answers);
}

/** A CSV from Python offered as a download (a blob link, as the sheets do). */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
  const a = el("a", { attrs: { href: url, download: name } });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function render({ model, el: host }: { model: ClassModel; el: HTMLElement }): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const w = (key: string) => model.get("words")?.[key] ?? key;
  const button = (testid: string, intent: () => ClassIntent, cls = "") => {
    const b = el("button", { class: `ww-class-button ${cls}`, testid, attrs: { type: "button" } });
    b.addEventListener("click", () => model.send(intent()), { signal });
    return b;
  };
  const pause = button("pause", () => ({ type: model.get("room")?.paused ? "resume" : "pause" }));
  const open = button("open", () => ({ type: "open" }), "ww-class-primary");
  const projector = button("projector", () => ({ type: "projector", on: !model.get("room")?.projector }));
  const exportCsv = button("export", () => ({ type: "export" }));
  const buttons = el("div", { class: "ww-class-buttons", attrs: { role: "toolbar" } }, pause, open, projector, exportCsv);
  const title = el("h2", { class: "ww-class-title", testid: "title" });
  const head = el("header", { class: "ww-class-head" });
  const paused = el("p", { class: "ww-class-paused", testid: "paused", attrs: { role: "status" } });
  const notice = el("p", { class: "ww-class-notice", testid: "notice", attrs: { role: "alert" } });
  const totals = el("div");
  const main = el("div", { class: "ww-class-main" });
  const root = el("div", { class: "ww-class", testid: "classroom" }, el("div", { class: "ww-class-top" }, title, buttons), head, paused, notice, totals, main);
  host.append(root);

  function update() {
    const room = model.get("room");
    const v = model.get("view");
    if (!room || !v) return;
    root.classList.toggle("ww-class-projecting", room.projector);
    root.dir = w("dir") === "rtl" ? "rtl" : "ltr"; // Python's fact (words' "dir"): Arabic reads right to left
    title.textContent = w("title");
    pause.textContent = room.paused ? w("resume") : w("pause");
    pause.setAttribute("aria-pressed", String(room.paused));
    open.textContent = w("open");
    open.hidden = room.network;
    projector.textContent = w("projector");
    projector.setAttribute("aria-pressed", String(room.projector));
    exportCsv.textContent = w("export");
    exportCsv.hidden = room.projector;
    head.replaceChildren(roomPart(room, w));
    paused.textContent = room.paused ? w("paused") : "";
    paused.hidden = !room.paused;
    notice.textContent = room.notice;
    notice.hidden = !room.notice;
    totals.replaceChildren(totalsPart(v.totals));
    const sections = el("div", { class: "ww-class-sections" }, ...v.sections.map((s) => section(s, v, w)));
    main.replaceChildren(...(v.pupils ? [pupilsPart(v.pupils, w)] : []), sections);
    main.classList.toggle("ww-class-with-pupils", v.pupils !== null);
  }
  const onCustom = (msg: unknown) => {
    const m = msg as { type?: unknown; name?: unknown; text?: unknown } | null;
    if (m && m.type === "csv" && typeof m.name === "string" && typeof m.text === "string") download(m.name, m.text);
  };
  const traits = ["room", "view", "words"];
  for (const name of traits) model.on(`change:${name}`, update);
  model.on("msg:custom", onCustom);
  update();
  return () => {
    abort.abort();
    for (const name of traits) model.off(`change:${name}`, update);
    model.off("msg:custom", onCustom);
  };
}

// The command line's teacher page loads this same bundle: it draws into its marked element.
if (typeof document !== "undefined") {
  const page = document.querySelector<HTMLElement>("[data-ww-teacher]");
  if (page) startTeacherPage(page, render);
}

export default { render };
