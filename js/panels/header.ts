// Above the felt: the round (with a progress bar under a round limit) and the game's code.
import { el } from "../dom";
import type { ViewState } from "../state";
import type { Ctx, Panel } from "./ctx";

export function createHeader(ctx: Ctx): Panel {
  const { t, get } = ctx;
  const roundText = el("span", { class: "ww-round", testid: "round" });
  const fill = el("div", { class: "ww-progress-fill" });
  const progress = el("div", { class: "ww-progress", attrs: { role: "progressbar", "aria-valuemin": "0" } }, fill);
  // A game code reads left to right in every language ("6843-BJ3", copied from a board).
  const codeText = el("code", { class: "ww-code", testid: "code", attrs: { dir: "ltr" } });
  const codeWord = el("span", {});
  const copyBtn = el("button", { class: "ww-small", attrs: { type: "button" } });
  const header = el(
    "div",
    { class: "ww-header" },
    el("div", { class: "ww-round-box" }, roundText, progress),
    el("div", { class: "ww-code-box" }, codeWord, codeText, copyBtn),
  );
  copyBtn.addEventListener(
    "click",
    () => {
      const code = get("code");
      if (navigator.clipboard?.writeText) {
        navigator.clipboard.writeText(code).then(
          () => ctx.act.say("copied", { code }),
          () => ctx.act.say("copy_this", { code }),
        );
      } else ctx.act.say("copy_this", { code });
    },
    { signal: ctx.signal },
  );

  function update(s: ViewState) {
    const n = s.shown ? s.shown.n : get("round");
    const limit = get("rules")?.round_limit ?? null;
    roundText.textContent = limit ? t("round_of", { round: n, limit }) : t("round", { round: n });
    progress.hidden = !limit;
    progress.setAttribute("aria-label", roundText.textContent);
    if (limit) {
      fill.style.width = `${Math.min(100, (100 * n) / limit)}%`;
      progress.setAttribute("aria-valuemax", String(limit));
      progress.setAttribute("aria-valuenow", String(n));
    }
    codeText.textContent = get("code");
    codeText.title = get("code"); // a long code is cut short on screen
    codeWord.textContent = t("code");
    copyBtn.textContent = t("copy");
    copyBtn.title = t("copy.title");
  }

  return { el: header, update };
}
