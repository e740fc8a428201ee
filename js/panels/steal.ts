// Steal War (Python's `steal` trait): each seat's face-up pile — its top card and how many
// cards it holds — and, for the learner, the next card, seen before it is laid.
import { backEl, cardEl } from "../cards";
import { el } from "../dom";
import type { Ctx } from "./ctx";

/** A card beside the table (not laid on it): without the table's test id, which counts laid cards. */
function aside(card: HTMLElement): HTMLElement {
  delete card.dataset.testid;
  return card;
}

/** The face-up pile of `seat` (and the learner's next card), or nothing outside Steal War. */
export function stealEls(ctx: Ctx, seat: number): HTMLElement[] {
  const view = ctx.get("steal");
  if (!view) return [];
  const { t } = ctx;
  const [top, size] = view.faceup[seat] ?? [null, 0];
  const out = [
    el(
      "div",
      { class: "ww-faceup", testid: `faceup-${seat}`, attrs: { "data-size": String(size) } },
      el("span", { class: "ww-steal-label", text: t("steal.face_up") }),
      top ? aside(cardEl(top, t, "ww-small-card")) : el("span", { class: "ww-faceup-empty" }),
      el(
        "span",
        { class: "ww-faceup-count" },
        el("span", { class: "ww-faceup-size", testid: `faceup-size-${seat}`, text: String(size) }),
        el("span", { class: "ww-faceup-unit", text: t("cards") }),
      ),
    ),
  ];
  if (seat === 0 && ctx.get("mode") === "computer") {
    // Null: the draw pile is empty, so the face-up pile is shuffled before the next look.
    const card = aside(view.next ? cardEl(view.next, t, "ww-small-card") : backEl(t));
    out.push(el("div", { class: "ww-next", testid: "next-card" }, el("span", { class: "ww-steal-label", text: t("steal.next") }), card));
  }
  return out;
}
