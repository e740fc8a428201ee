// The dashboard's parts that are not charts: the room's code and address with its QR code, the
// totals, the pupils' table (those who may need help first, as Python ordered them) and the
// answers by kind. Each returns fresh elements from the view; the text goes in as text only.
import { el } from "./dom";
import type { AnswersView, PupilsView, RoomView, Total } from "./classroom_types";

/** The room's code (huge in the projector view), the note and, once open, the address + QR. */
export function roomPart(room: RoomView, w: (key: string) => string): HTMLElement {
  const code = el("div", { class: "ww-class-codebox" },
    el("span", { class: "ww-class-code-label", text: w("code"), attrs: { id: "ww-class-code-label" } }),
    el("span", { class: "ww-class-code", testid: "code", text: room.code, attrs: { "aria-labelledby": "ww-class-code-label", dir: "ltr" } }),
  );
  const join = el("div", { class: "ww-class-join" }, el("p", { class: "ww-class-note", testid: "note", text: room.note }));
  if (room.url) join.append(el("p", { class: "ww-class-url", testid: "url", text: room.url, attrs: { dir: "ltr" } }));
  const part = el("div", { class: "ww-class-room", testid: "room" }, code, join);
  if (room.qr) {
    part.append(el("img", { class: "ww-class-qr", testid: "qr", attrs: { src: room.qr, alt: w("qr"), width: "200", height: "200" } }));
  }
  return part;
}

/** The totals: pupils, rounds, games, answers (big numbers, their labels under them). */
export function totalsPart(totals: Total[]): HTMLElement {
  return el("div", { class: "ww-class-totals", testid: "totals" },
    ...totals.map((t) => el("div", { class: "ww-class-total", attrs: { "data-key": t.key } },
      el("span", { class: "ww-class-total-value", text: t.value }),
      el("span", { class: "ww-class-total-label", text: t.label }))));
}

function table(columns: string[], rows: HTMLTableRowElement[], testid: string, caption: string): HTMLTableElement {
  const head = el("tr", {}, ...columns.map((c, i) => el("th", { text: c, attrs: { scope: "col", class: i ? "ww-class-num" : "" } })));
  return el("table", { class: "ww-class-table", testid },
    el("caption", { class: "ww-class-caption", text: caption }),
    el("thead", {}, head), el("tbody", {}, ...rows));
}

/** The pupils, in Python's order: those who may need help first, tagged, with why. */
export function pupilsPart(p: PupilsView, w: (key: string) => string): HTMLElement {
  const rows = p.rows.map((r) => {
    const name = el("th", { attrs: { scope: "row" } }, el("bdi", { class: "ww-class-name", text: r.name }));
    if (r.help) {
      name.append(el("span", { class: "ww-class-needline" }, el("span", { class: "ww-class-help", text: w("help") }), el("span", { class: "ww-class-why", text: r.why })));
    }
    const row = el("tr", { class: r.help ? "ww-class-needs" : "", testid: "pupil" }, name,
      ...r.cells.map((c) => el("td", { class: "ww-class-num", text: c })));
    return row;
  });
  const part = el("section", { class: "ww-class-pupils", testid: "pupils", attrs: { "aria-label": w("pupils") } },
    el("h3", { class: "ww-class-h", text: w("pupils") }));
  if (!p.rows.length) part.append(el("p", { class: "ww-class-empty", testid: "pupils-empty", text: p.empty }));
  else part.append(el("div", { class: "ww-class-scroll" }, table(p.columns, rows, "pupils-table", w("pupils"))));
  part.append(el("p", { class: "ww-class-rule", testid: "help-rule", text: p.rule }));
  return part;
}

/** The quiz's answers per kind (with how often each was missed, as a bar) and the most missed. */
export function answersPart(a: AnswersView): HTMLElement {
  const part = el("section", { class: "ww-class-section ww-class-answers", testid: "answers", attrs: { "aria-label": a.title } },
    el("h3", { class: "ww-class-h", text: a.title }));
  if (a.empty) {
    part.append(el("p", { class: "ww-class-empty", text: a.empty }));
    return part;
  }
  const rows = a.rows.map((r) => {
    const bar = el("span", { class: "ww-class-missbar", attrs: { "aria-hidden": "true" } });
    bar.style.setProperty("--missed", String(r.missed_share));
    return el("tr", { testid: "answer-row", attrs: { "data-kind": r.kind } },
      el("th", { attrs: { scope: "row" } }, el("span", { text: r.name }), bar),
      ...r.cells.map((c) => el("td", { class: "ww-class-num", text: c })));
  });
  part.append(el("div", { class: "ww-class-scroll" }, table(a.columns, rows, "answers-table", a.title)));
  if (a.missed.length) {
    part.append(el("h4", { class: "ww-class-h4", text: a.missed_title }),
      el("ul", { class: "ww-class-missed", testid: "missed" },
        ...a.missed.map((m) => el("li", {}, el("span", { class: "ww-class-kind", text: m.name }), el("span", { text: ` ${m.text}` })))));
  }
  return part;
}
