// The explanation of the round on the table (Python's words, step by step), the Why? button a
// teacher may ask for, and a live region that says each round's result once.
import { el } from "../dom";
import { hasVoice, onVoices, speak } from "../speech";
import { icon } from "./controls";
import type { ViewState } from "../state";
import type { Ctx, Panel } from "./ctx";
import { signedEl } from "./signs";

type Also = { lang: string; steps: string } | null;

/** A step in the second language: its own line under the step, marked with its language (a
 * screen reader switches voice; Arabic or Ukrainian beside Polish keeps its direction). */
function alsoLine(lang: string, text: string) {
  return el("span", { class: "ww-step-also", testid: "step-also", text, attrs: { lang, dir: "auto" } });
}

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
  const stepItem = (step: string, voice: boolean, said: string | undefined, also: Also) => {
    const second = also ? [alsoLine(also.lang, also.steps)] : [];
    if (!voice) return also ? el("li", {}, signedEl("span", "", step), ...second) : signedEl("li", "", step);
    const btn = el("button", { class: "ww-small ww-speak-step", testid: "speak-step", attrs: { type: "button", "aria-label": t("speak.step"), title: t("speak.step") } }, icon("speaker"));
    btn.addEventListener("click", () => speak(said ?? step, get("voice_langs")), { signal });
    return el("li", {}, signedEl("span", "", step), btn, ...second);
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
    const next = JSON.stringify([view?.n, view?.finished, view?.steps, view?.also, s.asking, stealing, hide, get("labels")?.round, get("labels")?.start, voice, waiting, s.still]);
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
    const also = (i: number): Also => (view.also?.steps[i] ? { lang: view.also.lang, steps: view.also.steps[i] } : null);
    list.replaceChildren(...view.steps.map((step, i) => stepItem(step, voice, view.spoken_steps?.[i], also(i))));
    list.hidden = hide;
    whyBtn.hidden = !hide;
    // Where the steps scroll in their own box (js/fit.css), the newest is the one in view.
    list.scrollTop = list.scrollHeight;
  }

  return { el: wrap, update };
}
