// Two players face to face (`facing=True` with mode="two_players"): one phone or a tablet lying
// flat between two children, each half of the screen one child's. This panel draws each half's
// own parts, a big Flip and a short line (the round's result, the game's, or "Waiting for
// Ben…"); js/facing.css lays the halves out around the felt (js/panels/table.ts draws the seats)
// and turns the far half, seat 1's, upside down. It decides nothing: a press is the two-player
// press of js/actions.ts (the cards turn when both have pressed), every word is Python's.
import { el } from "../dom";
import { finished, type ViewState } from "../state";
import { bannerLines, isolate, twoLines } from "./banner";
import { type Ctx, type Panel } from "./ctx";
import { createFaceAnswers, faceQuestion, ownFeedback, quizLine, strayTaps } from "./face_quiz";
import { signed } from "./signs";

/** Seat 1 sits across the device (its half upside down), seat 0 at the near edge. */
export const FAR = 1;
export const NEAR = 0;
/** A touch's click after its own pointerup (which pressed already) is not a second press. */
const CLICK_AFTER_TOUCH_MS = 800;

export interface FacingPanel extends Panel {
  /** The near half's parts (the far half's are `el`): put below the felt. */
  near: HTMLElement;
}

/** How far a box is turned on the screen, 0 or 180 degrees: the half turns of the boxes it
 * sits in, up to `top` (face to face turns the far seat; a card copied out of it to fly over
 * the felt keeps that turn, and takes its destination's on the way). */
export function turnOf(node: Element, top: Element): 0 | 180 {
  let turned = false;
  for (let e: Element | null = node; e && e !== top; e = e.parentElement) {
    const t = getComputedStyle(e).transform || (e as HTMLElement).style?.transform || "";
    const m = /^matrix\(\s*(-?[\d.e-]+)\s*,\s*(-?[\d.e-]+)\s*,\s*(-?[\d.e-]+)\s*,\s*(-?[\d.e-]+)/.exec(t);
    const half = m ? Number(m[1]) < 0 && Number(m[4]) < 0 : /^rotate\(\s*180deg\s*\)$/.test(t);
    if (half) turned = !turned;
  }
  return turned ? 180 : 0;
}

/** Face to face is on: two players on one screen, and only two seats. */
export function facingOn(ctx: Ctx): boolean {
  return ctx.get("mode") === "two_players" && Boolean(ctx.get("facing")) && ctx.names().length === 2;
}

/** A seat's name as the sentences use it: a name the teacher gave is isolated (its direction). */
function nameIn(ctx: Ctx, seat: number): string {
  const name = ctx.names()[seat] ?? "";
  return seat < (ctx.get("names") ?? []).length ? isolate(name) : name;
}

/** What each half's line says: the game's result at the end; "Waiting for Ben…" while one
 * player has pressed; else the round's result (a war's tie first), as the banner says it. */
export function faceLines(ctx: Ctx, s: ViewState): string[] {
  const { t, get } = ctx;
  if (finished(s, get("over"), get("round")) && get("result")) {
    const winner = get("result")?.winner ?? null;
    return [winner === null ? t("table.over.draw") : t("table.over.win", { name: nameIn(ctx, winner) })];
  }
  if (s.pressed.length === 1) return [t("face.waiting", { name: nameIn(ctx, 1 - s.pressed[0]) })];
  return twoLines(s.asking ? [] : bannerLines(ctx, s.shown));
}

/** A seat's line with the quiz face to face: the question, then its own feedback and, while
 * the other has not answered, "Waiting for Ben…"; once the round is played, its feedback and
 * the round's result. Null when the quiz has nothing to say there. */
export function quizLines(ctx: Ctx, s: ViewState, seat: number): string[] | null {
  const mine = quizLine(ctx, s, seat);
  if (mine === null) return null;
  const q = faceQuestion(ctx, s);
  if (!q) return [mine, bannerLines(ctx, s.shown).at(-1) ?? ""].filter(Boolean);
  const done = (e?: { feedback: { outcome: string } | null }) => Boolean(e?.feedback && e.feedback.outcome !== "again");
  const other = 1 - seat;
  const waiting = done(q.each?.[seat]) && !done(q.each?.[other]);
  return waiting ? [mine, ctx.t("face.waiting", { name: nameIn(ctx, other) })] : [mine];
}

export function createFacing(ctx: Ctx): FacingPanel {
  const { t, get, signal, act } = ctx;

  /** One half: its line, then its Flip at the device's edge (the far half is turned as a whole). */
  function half(seat: number) {
    const line = el("p", { class: "ww-face-line", testid: `face-line-${seat}`, attrs: { "aria-live": seat === NEAR ? "polite" : "off" } });
    const flip = el("button", { class: "ww-flip ww-face-flip", testid: `face-flip-${seat}`, attrs: { type: "button", "aria-pressed": "false" } });
    let touchedAt = -Infinity;
    // A finger presses on lifting (a finger that slides off presses nothing), each finger on its
    // own: two children tapping at once are two presses, where a click is often one or none.
    flip.addEventListener(
      "pointerup",
      (e) => {
        if (e.pointerType === "mouse" || flip.disabled) return;
        const r = flip.getBoundingClientRect();
        if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) return;
        touchedAt = e.timeStamp;
        act.press(seat, e.timeStamp);
      },
      { signal },
    );
    const stray = strayTaps(flip, signal);
    flip.addEventListener(
      "click",
      (e) => {
        if (stray(e) || e.timeStamp - touchedAt < CLICK_AFTER_TOUCH_MS) return; // pressed by its pointerup
        act.press(seat, e.timeStamp);
      },
      { signal },
    );
    const answers = createFaceAnswers(ctx, seat);
    // The quiz's score, this child's own, on their half (the table's one is hidden: facing.css).
    const score = el("p", { class: "ww-face-score", testid: `face-score-${seat}`, attrs: { hidden: "" } });
    const box = el("div", { class: `ww-face-half ww-face-${seat === FAR ? "far" : "near"}`, testid: `face-half-${seat}`, attrs: { hidden: "" } }, line, answers.el, score, flip);
    box.dataset.seat = String(seat);
    return { box, line, flip, answers, score };
  }

  const halves = [half(NEAR), half(FAR)];

  function update(s: ViewState) {
    const on = facingOn(ctx);
    ctx.root.classList.toggle("ww-facing-on", on);
    const done = finished(s, get("over"), get("round"));
    const lines = on ? faceLines(ctx, s) : [];
    const names = ctx.names();
    const waiting = s.pressed.length === 1;
    // The quiz face to face: each half asks its child and takes their answer (Flip waits).
    const asked = on && faceQuestion(ctx, s) !== null;
    halves.forEach(({ box, line, flip, answers, score }, seat) => {
      box.hidden = !on || Boolean(get("pending")) || s.replaying || (s.asking && !asked);
      answers.update(s);
      if (!on) return;
      box.setAttribute("aria-label", names[seat] ?? "");
      const quiz = quizLines(ctx, s, seat);
      const text = (quiz ?? lines).join("\n");
      // One box in the line's flex box, so a comparison ("8 > 1") flows on with its sentence
      // (as flex items of their own, the words and the comparison stood side by side).
      if (line.textContent !== text) line.replaceChildren(el("span", {}, ...signed(text)));
      line.classList.toggle("ww-face-wait", waiting && !quiz);
      score.hidden = !get("quiz");
      const own = get("face_scores")?.[seat] ?? { right: 0, retry: 0, wrong: 0 };
      score.textContent = t("score", { right: own.right, retry: own.retry, wrong: own.wrong });
      const fb = ownFeedback(ctx, s, seat);
      line.dataset.outcome = fb?.outcome ?? "";
      flip.hidden = asked;
      const pressed = s.pressed.includes(seat);
      flip.textContent = done ? t("game_over") : pressed ? t("ready", { name: names[seat] ?? "" }) : t("flip");
      flip.disabled = done || s.still;
      flip.classList.toggle("ww-pressed", pressed);
      // The one the other waits for: its Flip calls (a gentle pulse, none with reduced motion).
      flip.classList.toggle("ww-face-called", waiting && !pressed && !done);
      flip.setAttribute("aria-pressed", String(pressed));
    });
  }

  return { el: halves[FAR].box, near: halves[NEAR].box, update };
}
