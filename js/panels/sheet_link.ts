// Settings' links to the printable sheet of this game's deal and to the deck's cards to print
// and cut out. Python makes each page (the `sheet` and `cards` traits: a label, a file name
// and the HTML) or says no sheet fits the rules (null); a link opens its page in a new tab,
// from a blob URL of the page, where it is printed. A blob needs no server: it works in
// JupyterLab and in the offline lessons' website alike.
import { el } from "../dom";
import type { SheetLink } from "../types";
import { icon } from "./controls";
import { changed, idOf, type Ctx } from "./ctx";

export interface SheetPart {
  el: HTMLElement;
  update(): void;
  cleanup(): void;
}

/** One link to a page Python made: its blob URL is made again only when the page changes. */
function pageLink(testid: string) {
  const words = el("span");
  const link = el(
    "a",
    { class: "ww-small ww-sheet-link", testid, attrs: { target: "_blank", rel: "noopener" } },
    icon("printer"),
    words,
  );
  let url = "";
  let page: SheetLink | null = null;

  function release() {
    if (url) URL.revokeObjectURL(url);
    url = "";
  }

  /** `line` words the link: its label after the head ("Sheet: …", the colon as the language writes it). */
  function show(made: SheetLink | null, line: (label: string) => string) {
    if (made !== page) {
      release();
      page = made;
      if (made) url = URL.createObjectURL(new Blob([made.html], { type: "text/html" }));
    }
    link.hidden = !made;
    if (made) {
      link.href = url;
      words.textContent = line(made.label);
      link.title = made.name;
    } else {
      link.removeAttribute("href");
    }
  }

  return { el: link, show, release };
}

export function createSheetLink(ctx: Ctx): SheetPart {
  const { t, get } = ctx;
  const sheetLink = pageLink("sheet-link");
  const cardsLink = pageLink("cards-link");
  const none = el("span", { class: "ww-sheet-none", testid: "sheet-none" });
  const row = el("div", { class: "ww-settings-row ww-sheet" }, sheetLink.el, none, cardsLink.el);
  const memo: { key?: string } = {};

  function update() {
    const sheet = get("sheet") ?? null;
    const cards = get("cards") ?? null;
    if (!changed(memo, JSON.stringify([idOf(sheet), idOf(cards), idOf(get("labels"))]))) return;
    sheetLink.show(sheet, (value) => t("labelled", { label: t("sheet"), value }));
    cardsLink.show(cards, (value) => t("labelled", { label: t("sheet.cards"), value }));
    none.hidden = Boolean(sheet);
    if (!sheet) none.textContent = t("sheet.none");
  }

  function cleanup() {
    sheetLink.release();
    cardsLink.release();
  }

  return { el: row, update, cleanup };
}
