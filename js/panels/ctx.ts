// What every panel gets: the model's traits, the words, the intents it may send, and the
// actions of the view (js/widget.ts). A panel is `create(ctx) -> { el, update(state), cleanup }`.
import type { Words } from "../cards";
import type { ViewState } from "../state";
import type { Intent, Traits } from "../types";

export interface Actions {
  /** Turn the next cards (from a click, Space/Enter, or auto-play). */
  flip(since?: number): void;
  /** Two players: a seat pressed its button (or key). */
  press(seat: number, since?: number): void;
  /** Quiz: a tapped card, "tie" (Same), a tapped sign (<, =, >) or a typed number; face to
   * face, `seat` says whose (each answers on their half). */
  answer(value: number | string, seat?: number): void;
  setAuto(on: boolean): void;
  /** Show the explanation the teacher keeps until Why? is pressed. */
  why(): void;
  toggleSettings(open?: boolean): void;
  /** The learner asked Python for a code or a rule change (its error is shown there). */
  asked(what: "code" | "rules"): void;
  /** A word of the front-end's own in the message line (e.g. "Code copied"). */
  say(key: string, fields?: Record<string, string | number>): void;
}

export interface Ctx {
  get<K extends keyof Traits>(key: K): Traits[K];
  t: Words;
  send(intent: Intent): void;
  /** Aborted by the cleanup: every DOM listener is added with it. */
  signal: AbortSignal;
  act: Actions;
  /** The seats' names (Python's `seat_names`, one per player). */
  names(): string[];
  /** The round's root element (focus returns there when a focused button goes away). */
  root: HTMLElement;
  /** The table's pile counters are still counting up to the numbers of the round shown (its
   * cards fly to the winner's pile): words that state those numbers wait (js/panels/table.ts). */
  counting(): boolean;
  /** The table's counters reached the round's numbers: every panel is drawn again. */
  counted(): void;
  /** The table is drawn on a page exported from a notebook (no cell there to run). */
  exported(): boolean;
}

/** The class js/host/exported.ts gives a view it draws on an exported page. */
export const EXPORTED_CLASS = "war-widget-exported";

export interface Panel {
  el: HTMLElement;
  update(state: ViewState): void;
  cleanup?(): void;
}

const ids = new WeakMap<object, number>();
let nextId = 0;
/** A number per object (e.g. the labels Python sent): keys compare it, not the whole object. */
export function idOf(obj: object | null | undefined): number {
  if (!obj) return -1;
  if (!ids.has(obj)) ids.set(obj, nextId++);
  return ids.get(obj)!;
}

/** What a round's view gets after it is drawn (its words, shown and spoken): not a new round
 * on the table (a redraw then would stop the cards flying to the winner). */
const SAID_LATER = new Set(["steps", "spoken_steps", "said", "spoken"]);

/** A round's key for redrawing the cards: its words do not change the felt. */
export function roundKey(view: object | null): string {
  return JSON.stringify(view, (k, v) => (SAID_LATER.has(k) ? undefined : v));
}

/** Redraw only when what a panel shows has changed (a key made of it). */
export function changed(memo: { key?: string }, key: string): boolean {
  if (memo.key === key) return false;
  memo.key = key;
  return true;
}

export function option(value: string, label: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  return o;
}

/** The words under a pile of `count` cards, in the plural form Python chose for that number
 * (`pile.<n>` labels: "1 card", "22 karty"), without the number, which is drawn large. */
export function pileWord(ctx: Ctx, count: number): string {
  const key = `pile.${count}`;
  const words = ctx.t(key);
  return (words === key ? ctx.t("cards") : words).replace("{count}", "").trim();
}
