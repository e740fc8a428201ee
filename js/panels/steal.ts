// Steal War (Python's `steal` trait): each seat's face-up pile — its top card and how many
// cards it holds — and, for the learner, the next card, seen before it is laid. While Steal or
// Play is asked (Python's `pending`), the learner's card and the piles it could take are marked
// alike, and those piles' sizes are drawn large, in the learner's digits (js/digits.ts).
import { backEl, cardEl } from "../cards";
import { inDigits } from "../digits";
import { el } from "../dom";
import type { Traits } from "../types";
import { type Ctx, pileWord } from "./ctx";

/** A card beside the table (not laid on it): without the table's test id, which counts laid cards. */
function aside(card: HTMLElement): HTMLElement {
  delete card.dataset.testid;
  return card;
}

/** The face-up pile of `seat` (and the learner's next card), or nothing outside Steal War. */
export function stealEls(ctx: Ctx, seat: number, asking: Traits["pending"] = null): HTMLElement[] {
  const view = ctx.get("steal");
  if (!view) return [];
  const { t } = ctx;
  const values = ctx.get("card_values") ?? {};
  const [top, size] = view.faceup[seat] ?? [null, 0];
  const stealable = Boolean(asking?.piles?.includes(seat));
  const pile = el(
    "div",
    { class: `ww-faceup${stealable ? " ww-stealable" : ""}`, testid: `faceup-${seat}`, attrs: { "data-size": String(size) } },
    el("span", { class: "ww-steal-label", text: t(stealable ? "steal.can_steal" : "steal.face_up") }),
    top ? aside(cardEl(top, t, `ww-small-card${stealable ? " ww-match" : ""}`, values)) : el("span", { class: "ww-faceup-empty" }),
    el(
      "span",
      { class: "ww-faceup-count" },
      el("span", { class: "ww-faceup-size", testid: `faceup-size-${seat}`, text: inDigits(size, ctx.get("digits")) }),
      el("span", { class: "ww-faceup-unit", text: pileWord(ctx, size) }),
    ),
  );
  const out = [pile];
  if (seat === 0 && ctx.get("mode") === "computer") {
    // Null: the draw pile is empty, so the face-up pile is shuffled before the next look.
    const match = asking?.seats[0] === 0 ? " ww-match" : "";
    const card = aside(view.next ? cardEl(view.next, t, `ww-small-card${match}`, values) : backEl(t));
    out.push(el("div", { class: `ww-next${match}`, testid: "next-card" }, el("span", { class: "ww-steal-label", text: t("steal.next") }), card));
  }
  return out;
}
