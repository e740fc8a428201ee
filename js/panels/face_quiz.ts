// The quiz face to face (two players, facing, quiz): each half's own answers, so each child
// answers the question on their half (js/panels/facing.ts puts them under the half's line,
// the far half turned as a whole). Python judges each answer on its own and plays the round
// once both have answered for good (src/war_widget/play/quiz_face.py); this draws `each`.
// Compare: one button per card to tap ("9♦", named as the felt's card is, with whose it is)
// and Same; a sign question: the signs; a number: a field and Check.
import { face } from "../cards";
import { asciiDigits, numberFieldType } from "../digits";
import { el } from "../dom";
import type { ViewState } from "../state";
import type { Feedback, Question } from "../types";
import type { Ctx } from "./ctx";

/** The question asked face to face, if one is (its `each` holds every seat's answers). */
export function faceQuestion(ctx: Ctx, s: ViewState): Question | null {
  const q = ctx.get("quiz") && s.asking ? ctx.get("question") : null;
  return q && q.game === s.gameId && q.each ? q : null;
}

/** The feedback a seat's answer got, while asked or once the round it was about is shown. */
export function ownFeedback(ctx: Ctx, s: ViewState, seat: number): Feedback | null {
  const q = faceQuestion(ctx, s);
  if (q) return q.each?.[seat]?.feedback ?? null;
  const fb = ctx.get("feedback");
  const here = fb && fb.each && fb.game === s.gameId && s.shown !== null && fb.round === s.shown.n;
  return here ? (fb.each?.[seat] ?? null) : null;
}

/** What a seat's line says about the quiz (null: nothing, its line says the round): the
 * question until it answers, then its feedback (a miss: the hint, for its second try). */
export function quizLine(ctx: Ctx, s: ViewState, seat: number): string | null {
  const q = faceQuestion(ctx, s);
  const fb = ownFeedback(ctx, s, seat);
  if (!fb) return q ? q.prompt : null;
  return [fb.text, fb.outcome === "again" ? "" : (fb.detail ?? "")].filter(Boolean).join(" ");
}

/** A button's click that a finger began elsewhere: the tap that made the button appear under
 * it (the half's Flip gives way to its answers, and back), not a tap on the button. */
export function strayTaps(button: HTMLElement, signal: AbortSignal): (e: Event) => boolean {
  let down = false;
  button.addEventListener("pointerdown", () => void (down = true), { signal });
  return (e: Event) => {
    const finger = "pointerType" in e && (e.pointerType === "touch" || e.pointerType === "pen");
    const stray = finger && !down;
    down = false;
    return stray;
  };
}

export interface FaceAnswers {
  el: HTMLElement;
  update(s: ViewState): void;
}

export function createFaceAnswers(ctx: Ctx, seat: number): FaceAnswers {
  const { t, signal, act } = ctx;
  const box = el("div", { class: "ww-face-answers", testid: `face-answers-${seat}`, attrs: { role: "group", hidden: "" } });
  const input = el("input", { class: "ww-face-input", testid: `face-input-${seat}`, attrs: { type: "number", inputmode: "numeric", min: "0", max: "10000", autocomplete: "off" } });
  let drawn = "";
  /** The try this seat has answered (a second tap before Python's word changes nothing). */
  let sent = "";
  let asked = "";

  function send(value: number | string, key: string) {
    if (sent === key) return;
    sent = key;
    act.answer(value, seat);
    for (const b of box.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button, input")) b.disabled = true;
  }

  function button(text: string, testid: string, value: () => number | string | null, name = "", cls = "") {
    const b = el("button", { class: `ww-face-answer${cls}`, testid, text, attrs: { type: "button", ...(name ? { "aria-label": name } : {}) } });
    const stray = strayTaps(b, signal);
    b.addEventListener(
      "click",
      (e) => {
        if (stray(e)) return; // the tap on Flip that asked the question, not an answer
        const v = value();
        if (v === null) return input.focus();
        send(v, asked);
      },
      { signal },
    );
    return b;
  }

  function draw(q: Question) {
    const parts: HTMLElement[] = [];
    if (q.kind === "compare") {
      for (const opt of q.options.map(Number)) {
        const cards = q.cards[opt] ?? [];
        const faces = cards.map((c) => face(c, t));
        const label = q.labels?.[opt] ?? "";
        const name = label.replace(/\{card(\d+)\}/g, (m, i: string) => faces[Number(i)]?.label ?? m);
        // A 6 or a 9 is underlined, as on the cards face to face (read upside down, the same).
        const cls = `${faces.some((f) => f.red) ? " ww-red" : ""}${faces.some((f) => f.rank === "6" || f.rank === "9") ? " ww-six-nine" : ""}`;
        const b = button(faces.map((f) => `${f.rank}${f.symbol}`).join(" "), `face-option-${seat}-${opt}`, () => opt, name, cls);
        parts.push(b);
      }
      parts.push(button(t("same"), `face-same-${seat}`, () => "tie", "", " ww-face-same"));
    } else if (q.kind === "symbol") {
      q.options.map(String).forEach((sign, i) => parts.push(button(sign, `face-sign-${seat}-${sign}`, () => sign, q.labels?.[i] ?? "")));
    } else {
      input.value = "";
      input.setAttribute("aria-label", `${t("answer")} ${q.prompt}`);
      input.type = numberFieldType(ctx.get("digits"));
      const typed = () => {
        const text = asciiDigits(input.value.trim());
        return /^\d{1,5}$/.test(text) ? Number(text) : null;
      };
      parts.push(input, button(t("check"), `face-check-${seat}`, typed));
    }
    box.replaceChildren(...parts);
  }

  input.addEventListener(
    "keydown",
    (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      const text = asciiDigits(input.value.trim());
      if (/^\d{1,5}$/.test(text)) send(Number(text), asked);
    },
    { signal },
  );

  function update(s: ViewState) {
    const q = faceQuestion(ctx, s);
    const mine = q?.each?.[seat];
    const open = Boolean(q && mine && !(mine.feedback && mine.feedback.outcome !== "again"));
    box.hidden = !open;
    if (!q || !mine || !open) return;
    box.setAttribute("aria-label", q.prompt);
    const key = JSON.stringify([q.game, q.round, q.kind, q.cards, q.options, q.labels ?? null, t("same")]);
    if (key !== drawn) {
      drawn = key;
      draw(q);
    }
    asked = `${q.game}:${q.round}:${mine.try}`;
    const busy = sent === asked;
    for (const b of box.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button, input")) b.disabled = busy;
  }

  return { el: box, update };
}
