// What just changed ("New game dealt.", "Code copied."): Python's notice, or the view's own.
import { el } from "../dom";
import type { ViewState } from "../state";
import type { Ctx, Panel } from "./ctx";

export function createMessages(ctx: Ctx): Panel {
  const notice = el("div", { class: "ww-notice", testid: "notice", attrs: { role: "status" } });
  return {
    el: notice,
    update(s: ViewState) {
      notice.textContent = s.notice ? ctx.t(s.notice.key, s.notice.fields) : (ctx.get("notice") ?? "");
    },
  };
}
