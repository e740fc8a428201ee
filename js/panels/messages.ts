// What just changed ("New game dealt.", "Code copied."): Python's notice, or the view's own; and,
// while no kernel answers, the line that says the table is a still picture (run the cell, or,
// on an exported page, open the notebook).
import { el } from "../dom";
import type { ViewState } from "../state";
import type { Ctx, Panel } from "./ctx";

export function createMessages(ctx: Ctx): Panel {
  const notice = el("div", { class: "ww-notice", testid: "notice", attrs: { role: "status" } });
  const still = el("div", { class: "ww-notice ww-still", testid: "still", attrs: { role: "status" } });
  return {
    el: el("div", { class: "ww-messages", attrs: { style: "display: contents" } }, still, notice),
    update(s: ViewState) {
      // On a page exported from a notebook there is no cell to run: it says what the picture is.
      still.textContent = s.still ? ctx.t(ctx.exported() ? "still_page" : "still") : "";
      // Python's notice was said to a kernel that is gone: the still line says what to do.
      notice.textContent = s.notice ? ctx.t(s.notice.key, s.notice.fields) : s.still ? "" : (ctx.get("notice") ?? "");
    },
  };
}
