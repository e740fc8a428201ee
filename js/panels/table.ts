// The felt: one row per seat (name, pile, the cards laid; two columns of seats with three or
// four players), the banner that says the round's result (js/panels/banner.ts), and the quiz's
// tappable cards. Every card of the round stays in place until the next flip; the cards won only
// fly (as copies) to the winner's pile. The felt keeps its height from round to round: a war's
// cards are drawn smaller (all seats alike) rather than wrap onto another line.
import { cardEl, rankOf, stackEl, valueDots } from "../cards";
import { inDigits } from "../digits";
import { el } from "../dom";
import type { ViewState } from "../state";
import type { Question, RoundView } from "../types";
import { bannerLines, createBanner } from "./banner";
import { changed, type Ctx, idOf, type Panel, pileWord, roundKey } from "./ctx";
import { turnOf } from "./facing";
import { promptId } from "./quiz";
import { stealEls } from "./steal";

export const SPEED_MS = { slow: 1600, normal: 850, fast: 260 } as const;
/** How long the copies fly to the winner's pile (its counter counts up meanwhile). */
export const FLY_MS = 520;

/** A pile about to take the round's cards: its counter runs from `from` to `to`. */
type Coming = { seat: number; from: number; to: number };

export interface TablePanel extends Panel {
  /** The winner's counter is still counting up to the round's number (ctx.counting). */
  counting(): boolean;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export { bannerLines } from "./banner";

/** What a card is worth under the rules (Python's `card_values`), or null if not sent. */
export function cardValue(ctx: Ctx, code: string): number | null {
  return ctx.get("card_values")?.[rankOf(code)] ?? null;
}

/** The cards one seat laid: the opening flip, then for each war its fanned backs and flip.
 * With dots, each play's value as dots; while the quiz asks (no value yet), each card's. */
function laidCards(ctx: Ctx, box: HTMLElement, view: RoundView, seat: number, dots: boolean) {
  const values = ctx.get("card_values") ?? {};
  for (const [down, cards, value] of view.plays[seat] ?? []) {
    if (down > 0) box.append(stackEl(down, ctx.t, ctx.get("digits")));
    if (!cards.length) continue;
    const group = el("div", { class: "ww-play" });
    const perCard = dots && value === null;
    const row = el(
      "div",
      { class: "ww-play-cards" },
      ...cards.map((c) => {
        const card = cardEl(c, ctx.t, "", values);
        const v = cardValue(ctx, c);
        return perCard && v !== null && v > 0 ? el("div", { class: "ww-play" }, card, valueDots(v)) : card;
      }),
    );
    group.append(row);
    if (dots && value !== null && value > 0) group.append(valueDots(value));
    box.append(group);
  }
}

/** Draw every seat's cards at one size that fits its row (a double war would wrap), and no
 * bigger than the layout's card scale (js/fit.css: smaller on a short screen). */
function fitCards(rows: HTMLElement) {
  const laid = [...rows.querySelectorAll<HTMLElement>(".ww-laid-cards")];
  for (const box of laid) box.style.removeProperty("zoom");
  const most = Number.parseFloat(getComputedStyle(rows).getPropertyValue("--ww-card-scale")) || 1;
  if (most < 1) for (const box of laid) box.style.setProperty("zoom", String(most));
  let scale = most;
  for (const box of laid) {
    if (getComputedStyle(box).flexWrap === "wrap") scale = Math.min(scale, wrapScale(box, most));
    else if (box.scrollWidth > box.clientWidth + 1) scale = Math.min(scale, (most * box.clientWidth) / box.scrollWidth);
  }
  // A double war on a phone: small, but whole (a card cut off cannot be counted).
  const zoom = scale < most ? Math.max(0.3, scale - 0.01) : most;
  for (const box of laid) {
    if (zoom < 1) box.style.setProperty("zoom", String(zoom));
    else box.style.removeProperty("zoom");
  }
}

/** A row that may go on two lines (a phone's seats side by side, js/fit.css): the largest size,
 * at most `most`, at which its cards fit its width within the height of one line at `most`. */
function wrapScale(box: HTMLElement, most: number): number {
  const items = [...box.children].map((c) => c.getBoundingClientRect().height);
  if (!items.length) return most;
  const line = Math.max(...items);
  const fits = (zoom: number) => {
    box.style.setProperty("zoom", String(zoom));
    return box.scrollWidth <= box.clientWidth + 1 && box.getBoundingClientRect().height <= line + 1;
  };
  if (fits(most)) return most;
  let [low, high] = [0.3, most];
  for (let i = 0; i < 7; i++) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

function pileDots(count: number, seat: number): HTMLElement {
  // The pile's size, for the youngest: groups of five, two groups to a row (tens).
  const box = el("div", { class: "ww-dots", testid: `dots-${seat}`, attrs: { "aria-hidden": "true" } });
  for (let i = 0; i < count; i += 5) {
    const five = el("span", { class: "ww-five" });
    for (let k = i; k < Math.min(count, i + 5); k++) five.append(el("span", { class: "ww-dot" }));
    box.append(five);
  }
  return box;
}

/** A card to tap, named by Python's words ("{card0}, your card") around the words each of its
 * cards is named by ("7", "king of spades (13)"): what it shows is in its name. */
export function optionName(label: string, cardsBox: HTMLElement): string {
  const cards = [...cardsBox.querySelectorAll<HTMLElement>("[data-card]")].map((c) => c.getAttribute("aria-label") ?? "");
  return label.replace(/\{card(\d+)\}/g, (m, i: string) => cards[Number(i)] || m);
}

export function createTable(ctx: Ctx): TablePanel {
  const { t, get } = ctx;
  const banner = createBanner(ctx);
  const rowsBox = el("div", { class: "ww-rows" });
  const table = el("div", { class: "ww-table", testid: "table" }, banner.el, rowsBox);
  // A new width (the side column comes or goes, the panel is resized): fit the cards again.
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(() => fitCards(rowsBox)) : null;
  resized?.observe(rowsBox);
  const memo: { key?: string } = {};
  const timers = new Set<number>();
  /** The round last collected (game:round); null before the first draw. */
  let collected: string | null = null;
  /** The winner's counter has not reached the round's number yet (the explanation waits). */
  let counting = false;

  function question(s: ViewState): Question | null {
    const q = get("quiz") && s.asking ? get("question") : null;
    return q && q.game === s.gameId ? q : null;
  }

  /** Copies of the round's cards fly to the winner's pile; the cards themselves stay put. */
  function collect(winnerPile: HTMLElement, coming: Coming, won: number, dots: boolean) {
    const id = window.setTimeout(() => {
      timers.delete(id);
      if (!winnerPile.isConnected) return void (counting = false);
      const base = table.getBoundingClientRect();
      const to = winnerPile.getBoundingClientRect();
      for (const card of rowsBox.querySelectorAll<HTMLElement>(".ww-laid .ww-card")) {
        const from = card.getBoundingClientRect();
        const ghost = card.cloneNode(true) as HTMLElement;
        ghost.removeAttribute("data-testid");
        ghost.querySelectorAll("[data-testid]").forEach((n) => n.removeAttribute("data-testid"));
        ghost.className = `${card.className} ww-ghost`;
        ghost.setAttribute("aria-hidden", "true");
        // As small as the card it copies (a war's row is zoomed to fit); a zoomed element's
        // offsets are zoomed too, so they are divided by it.
        const zoom = Number(card.closest<HTMLElement>(".ww-laid-cards")?.style.zoom || 1);
        if (zoom !== 1) ghost.style.zoom = String(zoom);
        ghost.style.left = `${(from.left - base.left) / zoom}px`;
        ghost.style.top = `${(from.top - base.top) / zoom}px`;
        // Face to face: a card of the far seat's is upside down, as that seat is, and turns
        // on its way to the other seat's pile (the same functions at both ends: they turn).
        const [turn, land] = [turnOf(card, table), turnOf(winnerPile, table)];
        ghost.style.transform = `translate(0px, 0px) rotate(${turn}deg) scale(1)`;
        table.append(ghost);
        requestAnimationFrame(() => {
          ghost.style.transform = `translate(${(to.left - from.left) / zoom}px, ${(to.top - from.top) / zoom}px) rotate(${land}deg) scale(0.5)`;
        });
      }
      countUp(winnerPile, coming, dots);
      const end = window.setTimeout(() => {
        timers.delete(end);
        table.querySelectorAll(".ww-ghost").forEach((g) => g.remove());
        winnerPile.classList.remove("ww-bump");
        void winnerPile.offsetWidth;
        winnerPile.classList.add("ww-bump");
        // The pile took the cards: "+10" pops up on it as its counter reaches the new total.
        winnerPile.querySelector(".ww-plus")?.remove();
        winnerPile.append(el("span", { class: "ww-plus", text: `+${inDigits(won, get("digits"))}`, attrs: { "aria-hidden": "true" } }));
        counting = false; // the counter shows the round's number: the words about it may come
        ctx.counted();
      }, FLY_MS);
      timers.add(end);
    }, SPEED_MS[get("speed") ?? "normal"]);
    timers.add(id);
  }

  /** The winner's counter (and its dots) steps from `from` to `to` while the copies fly. */
  function countUp(pile: HTMLElement, { seat, from, to }: Coming, dots: boolean) {
    const counter = pile.querySelector<HTMLElement>(".ww-count");
    const steps = to - from;
    for (let k = 1; k <= steps; k++) {
      const id = window.setTimeout(() => {
        timers.delete(id);
        if (!counter?.isConnected) return;
        counter.textContent = inDigits(from + k, get("digits"));
        const word = pile.querySelector<HTMLElement>(".ww-count-label");
        if (word) word.textContent = pileWord(ctx, from + k);
        const old = dots ? pile.parentElement?.querySelector(`[data-testid="dots-${seat}"]`) : null;
        old?.replaceWith(pileDots(from + k, seat));
      }, Math.round((FLY_MS * k) / steps));
      timers.add(id);
    }
  }

  /** A pile read aloud: "22 karty" (the number alone where Python sent no pile words). */
  const pileWords = (count: number) => {
    const words = t(`pile.${count}`, { count });
    return words === `pile.${count}` ? inDigits(count, get("digits")) : words;
  };

  function update(s: ViewState) {
    const view = s.shown;
    const q = question(s);
    const fb = get("feedback");
    const right = fb && view && fb.game === s.gameId && fb.round === view.n && fb.outcome !== "again" && !s.asking && typeof fb.answer === "number" ? fb.answer : null;
    const counts = q?.counts ?? (view ? view.counts : get("counts")); // Python's, cards out while asked
    const pending = get("pending");
    const stealing = pending?.kind === "steal" ? pending : null;
    const key = JSON.stringify([roundKey(view), q, s.awaiting, right, counts, ctx.names(), get("dots"), get("you"), get("mode"), idOf(get("labels")), get("steal") ?? null, stealing, get("card_values") ?? null, get("digits")]);
    if (!changed(memo, key)) return;
    for (const id of timers) window.clearTimeout(id);
    timers.clear();
    counting = false; // drawn again: every counter shows its number, unless the cards fly below
    table.querySelectorAll(".ww-ghost").forEach((g) => g.remove());
    if (stealing) banner.ask(stealing.question ?? "");
    else banner.draw(s.asking ? [] : bannerLines(ctx, view), Boolean(view && view.wars > 0));
    rowsBox.classList.toggle("ww-rows-two", ctx.names().length > 2);
    const dots = Boolean(get("dots"));
    const tagYou = get("mode") === "computer" && !get("you");
    const piles: HTMLElement[] = [];
    // Only a round that has just come to the table is collected (not a redraw, not the first draw).
    const round = view && view.finished && !s.asking ? `${s.gameId}:${view.n}` : "";
    const winner = view && round !== "" && round !== collected && collected !== null ? view.winner : null;
    const onTable = view ? view.plays.flat().reduce((n, [down, cards]) => n + down + cards.length, 0) : 0;
    const to = winner === null ? 0 : (counts[winner] ?? 0);
    // Auto-play flips again before the cards would arrive: its counters move at once.
    const coming = winner === null || prefersReducedMotion() || s.auto ? null : { seat: winner, from: Math.max(0, Math.min(to, to - onTable)), to };
    counting = coming !== null && to !== coming.from;
    const rows = ctx.names().map((name, seat) => {
      const nameEl = el("span", { class: "ww-name", text: name });
      const tag = seat === 0 && tagYou ? [el("span", { class: "ww-you", testid: "you", text: t("table.learner") })] : [];
      const count = counts[seat] ?? 0;
      // The winner's pile first shows what it holds while the cards lie on the table, then
      // counts up as they arrive; the true number is in `data-count` and read to screen readers.
      const shown = seat === coming?.seat ? coming.from : count;
      const pile = el(
        "div",
        { class: `ww-pile${count === 0 ? " ww-empty" : ""}` },
        el("span", { class: "ww-count", testid: `count-${seat}`, text: inDigits(shown, get("digits")), attrs: { "data-count": String(count), "aria-hidden": "true" } }),
        el("span", { class: "ww-sr-only", text: pileWords(count) }),
        el("span", { class: "ww-count-label", text: pileWord(ctx, shown), attrs: { "aria-hidden": "true" } }), // said by the line above
      );
      piles.push(pile);
      // (Face to face each child answers on their own half: the felt's cards are not tapped.)
      const tappable = q !== null && !q.each && q.kind === "compare" && q.options.includes(seat);
      const laid = tappable
        ? el("button", { class: "ww-laid ww-option", testid: `option-${seat}`, attrs: { type: "button" } })
        : el("div", { class: "ww-laid", testid: `laid-${seat}` });
      laid.dataset.seat = String(seat);
      if (tappable) {
        // Named with its meaning ("7, your card": Python's words, below), the question as its description.
        const asked = promptId(ctx.root);
        if (asked) laid.setAttribute("aria-describedby", asked);
        (laid as HTMLButtonElement).disabled = s.awaiting;
        laid.addEventListener("click", () => ctx.act.answer(seat), { signal: ctx.signal });
      }
      const cardsBox = el("div", { class: "ww-laid-cards" });
      if (view) laidCards(ctx, cardsBox, view, seat, dots);
      laid.append(cardsBox);
      const label = tappable ? q.labels?.[seat] : null;
      if (label) {
        // Its name is its content: the words below in place of the cards' own (an aria-label
        // would hide the letters the card shows from the name: WCAG's label in name).
        cardsBox.setAttribute("aria-hidden", "true");
        laid.append(el("span", { class: "ww-sr-only", testid: `option-name-${seat}`, text: optionName(label, cardsBox) }));
      }
      if (right === seat) laid.classList.add("ww-right");
      const who = el("div", { class: "ww-who" }, el("div", { class: "ww-who-name" }, nameEl, ...tag), pile);
      if (dots) who.append(pileDots(shown, seat));
      // Steal War: the face-up pile (and the learner's next card) between the seat and its cards.
      const steal = stealEls(ctx, seat, stealing);
      const stealBox = steal.length ? [el("div", { class: "ww-steal-box" }, ...steal)] : [];
      const won = Boolean(view && !s.asking && view.winner === seat && view.finished);
      const marked = q !== null && q.seat === seat;
      return el("div", { class: `ww-seat${won ? " ww-winner" : ""}${marked ? " ww-marked" : ""}`, testid: `seat-${seat}` }, ...marks(won, marked), who, ...stealBox, laid);
    });
    rowsBox.replaceChildren(...rows);
    fitCards(rowsBox);
    if (coming && piles[coming.seat]) collect(piles[coming.seat], coming, onTable, dots);
    collected = round || collected || "";
  }

  /** The winner's star and the quiz's question mark, each said in words to screen readers. */
  function marks(won: boolean, marked: boolean): HTMLElement[] {
    const out: HTMLElement[] = [];
    if (won) out.push(el("span", { class: "ww-mark ww-mark-won", testid: "mark-winner", text: "★", attrs: { role: "img", "aria-label": t("table.winner") } }));
    if (marked) out.push(el("span", { class: "ww-mark ww-mark-asked", testid: "mark-asked", text: "?", attrs: { role: "img", "aria-label": t("table.marked") } }));
    return out;
  }

  return {
    el: table,
    update,
    counting: () => counting,
    cleanup() {
      counting = false;
      resized?.disconnect();
      for (const id of timers) window.clearTimeout(id);
      timers.clear();
    },
  };
}
