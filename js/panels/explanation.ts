// The explanation of the round on the table (Python's words, step by step), the Why? button a
// teacher may ask for, and a live region that says each round's result once.
import { el } from "../dom";
import { hasVoice, onVoices, speak } from "../speech";
import { icon } from "./controls";
import type { ViewState } from "../state";
import type { Ctx, Panel } from "./ctx";

export function createExplanation(ctx: Ctx): Panel {
  const { t, get, signal } = ctx;
  const title = el("h4", { class: "ww-expl-title" });
  const list = el("ol", { class: "ww-steps", attrs: { tabindex: "-1" } });
  const whyBtn = el("button", { class: "ww-small ww-why", testid: "why", attrs: { type: "button", hidden: "" } });
  const box = el("section", { class: "ww-explanation", testid: "explanation" }, title, whyBtn, list);
  const live = el("div", { class: "ww-sr-only", testid: "live", attrs: { role: "status", "aria-live": "polite" } });
  const wrap = el("div", { class: "ww-expl-wrap" }, box, live);
  let said = ""; // the round last said (game:round: a new deal's round 1 is said too)
  let key = "";
  let last: ViewState | null = null;
  onVoices(() => last && update(last), signal);
  /** A step, with a speaker beside it when read-aloud is on and a voice fits: the voice reads
   * Python's spoken form of it (signs and suits in words). */
  const stepItem = (step: string, voice: boolean, said: string | undefined) => {
    if (!voice) return el("li", { text: step });
    const btn = el("button", { class: "ww-small ww-speak-step", testid: "speak-step", attrs: { type: "button", "aria-label": t("speak.step"), title: t("speak.step") } }, icon("speaker"));
    btn.addEventListener("click", () => speak(said ?? step, get("voice_langs")), { signal });
    return el("li", {}, el("span", { text: step }), btn);
  };
  whyBtn.addEventListener(
    "click",
    () => {
      ctx.act.why();
      list.focus(); // the button goes away: the learner lands on what it showed
    },
    { signal },
  );

  function update(s: ViewState) {
    last = s;
    const view = s.shown;
    const voice = Boolean(get("speak")) && hasVoice(get("voice_langs"));
    whyBtn.textContent = t("why");
    const hide = Boolean(get("hide_explanation")) && !s.whyOpen;
    const stealing = get("pending")?.kind === "steal";
    // The round's words state the piles' numbers: they wait while the table's counters count up.
    const waiting = Boolean(view?.finished) && ctx.counting();
    const next = JSON.stringify([view?.n, view?.finished, view?.steps, s.asking, stealing, hide, get("labels")?.round, get("labels")?.start, voice, waiting, s.still]);
    if (said && !said.startsWith(`${s.gameId}:`)) {
      said = ""; // a new deal: the last game's line is not left to be read
      live.textContent = "";
    }
    if (view && view.said && `${s.gameId}:${view.n}` !== said && view.finished) {
      said = `${s.gameId}:${view.n}`;
      live.textContent = view.said;
    }
    if (next === key) return;
    key = next;
    whyBtn.hidden = true;
    list.hidden = false;
    title.hidden = false;
    if (!view) {
      // "Press Flip…" only where Flip can be pressed: a still picture's line says what to do.
      title.textContent = s.still ? "" : t("start");
      list.replaceChildren();
      return;
    }
    title.textContent = t("round", { round: view.n });
    if (!view.finished && (s.asking || stealing)) {
      // A quiz or Steal War question: the round is not played yet, so there is nothing to explain.
      box.hidden = true;
      list.replaceChildren();
      return;
    }
    box.hidden = false;
    if (!view.steps || waiting) {
      list.replaceChildren(el("li", { class: "ww-wait", text: "…" }));
      return;
    }
    list.replaceChildren(...view.steps.map((step, i) => stepItem(step, voice, view.spoken_steps?.[i])));
    list.hidden = hide;
    whyBtn.hidden = !hide;
    // Where the steps scroll in their own box (js/fit.css), the newest is the one in view.
    list.scrollTop = list.scrollHeight;
  }

  return { el: wrap, update };
}
