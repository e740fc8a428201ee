// Earlier rounds, newest first, each with its explanation (kept by the view, at most 200).
import { el } from "../dom";
import type { ViewState } from "../state";
import type { RoundView } from "../types";
import type { Ctx, Panel } from "./ctx";
import { signed } from "./signs";

export function createHistory(ctx: Ctx): Panel {
  const { t } = ctx;
  const list = el("ol", { class: "ww-history-list", testid: "history", attrs: { reversed: "" } });
  const summary = el("summary", {});
  const box = el("details", { class: "ww-history" }, summary, list);
  let key = "";

  const item = (view: RoundView) => {
    const li = el("li", { attrs: { value: String(view.n) } });
    li.dataset.round = String(view.n);
    li.append(el("strong", { text: `${t("round", { round: view.n })}: ` }), ...signed((view.steps ?? []).join(" ")));
    return li;
  };

  function update(s: ViewState) {
    summary.textContent = t("history");
    const earlier = s.history.filter((v) => !s.shown || v.n < s.shown.n);
    const next = `${earlier.length}:${earlier[0]?.n}:${earlier[earlier.length - 1]?.n}:${t("round", { round: 0 })}`;
    if (next === key) return;
    key = next;
    list.replaceChildren(...[...earlier].reverse().map(item));
  }

  return { el: box, update };
}
