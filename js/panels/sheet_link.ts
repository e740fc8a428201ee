// Settings' link to the printable sheet of this game's deal. Python makes the page (the
// `sheet` trait: its label, a file name and the HTML) or says none fits the rules (null); the
// link opens the page in a new tab, from a blob URL of the page, where it is printed. A blob
// needs no server: it works in JupyterLab and in the offline lessons' website alike.
import { el } from "../dom";
import type { SheetLink } from "../types";
import { icon } from "./controls";
import { changed, idOf, type Ctx } from "./ctx";

export interface SheetPart {
  el: HTMLElement;
  update(): void;
  cleanup(): void;
}

export function createSheetLink(ctx: Ctx): SheetPart {
  const { t, get } = ctx;
  const words = el("span");
  const link = el(
    "a",
    { class: "ww-small ww-sheet-link", testid: "sheet-link", attrs: { target: "_blank", rel: "noopener" } },
    icon("printer"),
    words,
  );
  const none = el("span", { class: "ww-sheet-none", testid: "sheet-none" });
  const row = el("div", { class: "ww-settings-row ww-sheet" }, link, none);
  const memo: { key?: string } = {};
  let url = "";
  let page: SheetLink | null = null;

  function release() {
    if (url) URL.revokeObjectURL(url);
    url = "";
  }

  function update() {
    const sheet = get("sheet") ?? null;
    if (!changed(memo, JSON.stringify([idOf(sheet), idOf(get("labels"))]))) return;
    if (sheet !== page) {
      release();
      page = sheet;
      if (sheet) url = URL.createObjectURL(new Blob([sheet.html], { type: "text/html" }));
    }
    link.hidden = !sheet;
    none.hidden = Boolean(sheet);
    if (sheet) {
      link.href = url;
      words.textContent = `${t("sheet")}: ${sheet.label}`;
      link.title = sheet.name;
    } else {
      link.removeAttribute("href");
      none.textContent = t("sheet.none");
    }
  }

  return { el: row, update, cleanup: release };
}
