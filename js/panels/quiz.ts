// The quiz under the felt: the question about the next round (Python's words), Same, the signs
// Python offers (<, =, >) or a number field, then Python's feedback with the numbers behind it
// and a short encouragement.
import { asciiDigits, numberFieldType } from "../digits";
import { el } from "../dom";
import type { ViewState } from "../state";
import type { Ctx, Panel } from "./ctx";
import { signedEl } from "./signs";

export interface QuizPanel extends Panel {
  /** The question and its answers, for Flip's place. */
  ask: HTMLElement;
}

/** Each widget's question has an id of its own (several tables on one page). A notebook
 * loads this module once per widget (anywidget: each its own copy), so a counter alone would
 * start at 1 in each: the copy's own random letters come first. */
const copy = Math.random().toString(36).slice(2, 8);
let made = 0;

/** The id of a widget's question (the answers' group and the cards to tap point to it). */
export function promptId(root: ParentNode): string | null {
  return root.querySelector<HTMLElement>(".ww-quiz-prompt")?.id || null;
}

export function createQuiz(ctx: Ctx): QuizPanel {
  const { t, get, signal, act } = ctx;
  const prompt = el("p", { class: "ww-quiz-prompt", testid: "quiz-prompt", attrs: { id: `ww-quiz-prompt-${copy}-${++made}` } });
  const sameBtn = el("button", { class: "ww-small ww-same", testid: "quiz-same", attrs: { type: "button" } });
  const input = el("input", {
    testid: "quiz-input",
    attrs: { type: "number", inputmode: "numeric", min: "0", max: "10000", autocomplete: "off" },
  });
  const checkBtn = el("button", { class: "ww-small", testid: "quiz-check", attrs: { type: "button" } });
  // The typed answer's field is named by its visible word and the question ("Your answer:
  // What do the two marked cards add up to?"), so a screen reader says what to type.
  const answerWord = el("span", { class: "ww-label-text", attrs: { id: `${prompt.id}-answer` } });
  input.setAttribute("aria-labelledby", `${answerWord.id} ${prompt.id}`);
  const form = el("div", { class: "ww-quiz-form" }, el("label", { class: "ww-field" }, answerWord, input), checkBtn);
  // The signs between the left and the right card: Python's options, drawn as large buttons.
  const signs = el("div", { class: "ww-quiz-signs", testid: "quiz-signs", attrs: { role: "group" } });
  const feedback = el("div", { class: "ww-quiz-feedback", testid: "quiz-feedback", attrs: { role: "status" } });
  // The question and its answers take Flip's place under the felt (js/widget.ts), so they are
  // seen on a small screen; the feedback after the answer is said beside the table.
  // The answers are a group named by the question, so a screen reader says it with them.
  const box = el(
    "div",
    { class: "ww-quiz ww-quiz-ask", testid: "quiz", attrs: { hidden: "", role: "group", "aria-labelledby": prompt.id } },
    prompt,
    form,
    sameBtn,
    signs,
  );
  // A question is said once when it appears (Python's words), beside the table: a live region
  // that is always there (one inside the question's box would appear with it, and be missed).
  const heard = el("div", { class: "ww-sr-only", testid: "quiz-live", attrs: { role: "status", "aria-live": "polite" } });
  const after = el("div", { class: "ww-quiz", attrs: { hidden: "" } });
  const score = el("div", { class: "ww-score", testid: "score", attrs: { hidden: "" } });
  const wrap = el("div", { class: "ww-quiz-wrap" }, after, score, heard);
  let asked = -1;
  let said = "";
  let drawnSigns = "";

  const typed = () => {
    const text = asciiDigits(input.value.trim());
    if (!/^\d{1,5}$/.test(text)) return input.focus();
    act.answer(Number(text));
  };
  sameBtn.addEventListener("click", () => act.answer("tie"), { signal });
  checkBtn.addEventListener("click", typed, { signal });
  input.addEventListener(
    "keydown",
    (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      typed();
    },
    { signal },
  );

  function update(s: ViewState) {
    const on = Boolean(get("quiz"));
    const raw = get("question");
    const q = on && raw && raw.game === s.gameId ? raw : null;
    const fb = get("feedback");
    score.hidden = !on;
    if (on) {
      const sc = get("score") ?? { right: 0, retry: 0, wrong: 0 };
      score.textContent = t("score", { right: sc.right, retry: sc.retry, wrong: sc.wrong });
    }
    const here = on && fb !== null && fb.game === s.gameId && s.shown !== null && fb.round === s.shown.n;
    const again = here && fb !== null && fb.outcome === "again";
    const done = here && !again && !s.asking;
    // Face to face each half asks its child and says their feedback (js/panels/face_quiz.ts).
    const face = Boolean(q?.each) || Boolean(fb?.each);
    box.hidden = !s.asking || face;
    after.hidden = !done || face;
    prompt.textContent = s.asking && q ? q.prompt : "";
    if (s.asking && q && q.round !== asked) {
      asked = q.round;
      input.value = "";
    }
    // Said when it shows, once a round (a second try is said by the feedback); gone with it.
    const now = s.asking && q ? `${q.game}:${q.round}` : "";
    if (now !== said) {
      said = now;
      heard.textContent = now && q ? q.prompt : "";
    }
    const typedKind = q !== null && (q.kind === "combine" || q.kind === "count" || q.kind === "more");
    form.hidden = !(s.asking && typedKind);
    input.type = numberFieldType(get("digits"));
    const symbol = s.asking && q !== null && q.kind === "symbol";
    drawSigns(symbol ? q.options.map(String) : [], symbol ? (q.labels ?? []) : [], s.awaiting);
    sameBtn.hidden = !(s.asking && q !== null && q.kind === "compare");
    for (const b of [sameBtn, checkBtn, input]) b.disabled = s.awaiting;
    sameBtn.textContent = t("same");
    checkBtn.textContent = t("check");
    answerWord.textContent = t("answer");
    const lines: string[] = [];
    if ((again && s.asking) || done) lines.push(fb?.text ?? "");
    if (done && fb?.detail) lines.push(fb.detail);
    if (done && fb) lines.push(t(fb.outcome === "wrong" ? "table.quiz.cheer.wrong" : "table.quiz.cheer.right"));
    feedback.hidden = lines.length === 0;
    const home = s.asking ? box : after; // a second try's hint stays with the question
    if (feedback.parentElement !== home) home.append(feedback);
    feedback.replaceChildren(...lines.map((line, i) => signedEl(i ? "span" : "strong", "", line)));
    feedback.className = `ww-quiz-feedback${fb ? ` ww-${fb.outcome}` : ""}`;
  }

  /** One button per sign (`quiz-sign-<`…), named by Python's words when it sent them ("<, 7 is
   * less than 4": the sign first, as shown); redrawn only when the signs or their names change. */
  function drawSigns(options: string[], names: (string | null)[], busy: boolean) {
    signs.hidden = options.length === 0;
    const key = JSON.stringify([options, names]);
    if (key !== drawnSigns) {
      drawnSigns = key;
      signs.replaceChildren(
        ...options.map((sign, i) => {
          const name = names[i];
          // Left to right whatever the table's direction: in a right-to-left line a lone "<" is
          // drawn mirrored, as ">" (the question's "7 ☐ 4" is isolated left to right by Python).
          const attrs: Record<string, string> = { type: "button", dir: "ltr", ...(name ? { "aria-label": name } : {}) };
          const b = el("button", { class: "ww-small ww-sign", testid: `quiz-sign-${sign}`, text: sign, attrs });
          b.addEventListener("click", () => act.answer(sign), { signal });
          return b;
        }),
      );
    }
    for (const b of signs.querySelectorAll("button")) b.disabled = busy;
  }

  return { el: wrap, ask: box, update };
}

/** Where the keyboard goes when a question is asked: the first card to tap, or the number field. */
export function focusAnswer(root: HTMLElement) {
  const target =
    root.querySelector<HTMLElement>(".ww-option:not(:disabled)") ??
    root.querySelector<HTMLElement>(".ww-sign:not(:disabled)") ??
    root.querySelector<HTMLElement>('[data-testid="quiz-input"]');
  target?.focus();
}
