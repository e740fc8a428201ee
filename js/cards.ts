// Drawing cards from their ASCII codes ("KS", "10H", "K", "JOKER", "#7"), as the engine sends them:
// number cards with their pips in the classic layout (a 7 has seven suit signs to count), the
// ace one large sign, J/Q/K a letter and a simple figure, a joker a jester's hat. Every shape
// is text or SVG drawn here: nothing depends on a font having a glyph beyond the four suits.
// A card of a deck of numbers ("#7", `Rules(numbers=...)`) is its number, large, in ink.
import { inDigits } from "./digits";
import { el } from "./dom";

/** The widget's words in the learner's language (`labels` of WarWidget), with {fields} filled. */
export type Words = (key: string, fields?: Record<string, string | number>) => string;

const SUITS: Record<string, { symbol: string; red: boolean }> = {
  S: { symbol: "♠", red: false },
  H: { symbol: "♥", red: true },
  D: { symbol: "♦", red: true },
  C: { symbol: "♣", red: false },
};

const NAMED_RANKS = new Set(["A", "K", "Q", "J"]);
const SVG = "http://www.w3.org/2000/svg";

/** Where the pips of 2–10 sit: [column 0–2, height 0–1], as on a printed card. */
const L = 0, C = 1, R = 2;
const SIX: [number, number][] = [[L, 0], [R, 0], [L, 0.5], [R, 0.5], [L, 1], [R, 1]];
const EIGHT_SIDES: [number, number][] = [[L, 0], [R, 0], [L, 1 / 3], [R, 1 / 3], [L, 2 / 3], [R, 2 / 3], [L, 1], [R, 1]];
export const PIPS: Record<number, [number, number][]> = {
  2: [[C, 0], [C, 1]],
  3: [[C, 0], [C, 0.5], [C, 1]],
  4: [[L, 0], [R, 0], [L, 1], [R, 1]],
  5: [[L, 0], [R, 0], [C, 0.5], [L, 1], [R, 1]],
  6: SIX,
  7: [...SIX, [C, 0.25]],
  8: [...SIX, [C, 0.25], [C, 0.75]],
  9: [...EIGHT_SIDES, [C, 0.5]],
  10: [...EIGHT_SIDES, [C, 1 / 6], [C, 5 / 6]],
};

export interface CardFace {
  rank: string;
  symbol: string;
  /** The suit letter (S, H, D, C), or "" for a joker or a card without a suit. */
  suit: string;
  red: boolean;
  label: string;
}

/** Read a card code; unknown text is shown as it is (never as HTML). */
export function face(code: string, words: Words): CardFace {
  if (code.toUpperCase() === "JOKER") {
    return { rank: "★", symbol: "", suit: "", red: true, label: words("joker") };
  }
  const number = numberOf(code);
  if (number !== null) return { rank: number, symbol: "", suit: "", red: false, label: number };
  const last = code.slice(-1).toUpperCase();
  const suit = SUITS[last];
  const rank = suit ? code.slice(0, -1) : code;
  const rankName = NAMED_RANKS.has(rank) ? words(`rank.${rank}`) : rank;
  return {
    rank,
    symbol: suit ? suit.symbol : "",
    suit: suit ? last : "",
    red: suit ? suit.red : false,
    label: suit ? words("card", { rank: rankName, suit: words(`suit.${last}`) }) : rankName,
  };
}

function svg(viewBox: string, cls: string, paths: [string, Record<string, string>][]): SVGSVGElement {
  const s = document.createElementNS(SVG, "svg");
  s.setAttribute("viewBox", viewBox);
  s.setAttribute("class", cls);
  s.setAttribute("aria-hidden", "true");
  for (const [tag, attrs] of paths) {
    const p = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) p.setAttribute(k, v);
    s.append(p);
  }
  return s;
}

/** A crown for a king, a tiara for a queen, a cap for a jack, a hat with bells for a joker. */
const FIGURES: Record<string, [string, Record<string, string>][]> = {
  K: [["path", { d: "M6 34 L6 12 L16 22 L24 6 L32 22 L42 12 L42 34 Z" }], ["rect", { x: "6", y: "36", width: "36", height: "6" }]],
  Q: [["path", { d: "M8 34 Q24 10 40 34 Z" }], ["circle", { cx: "24", cy: "12", r: "5" }], ["rect", { x: "8", y: "36", width: "32", height: "6" }]],
  J: [["path", { d: "M8 34 Q10 12 24 12 Q38 12 40 34 Z" }], ["path", { d: "M30 14 L44 6 L40 18 Z" }], ["rect", { x: "8", y: "36", width: "32", height: "6" }]],
  JOKER: [
    ["path", { d: "M6 40 L10 12 L24 30 L38 12 L42 40 Z" }],
    ["circle", { cx: "10", cy: "9", r: "4" }],
    ["circle", { cx: "38", cy: "9", r: "4" }],
    ["circle", { cx: "24", cy: "26", r: "4" }],
  ],
};

/** The middle of a face-up card: its pips, or one large sign, or a letter and a figure. */
function body(f: CardFace, code: string): HTMLElement {
  const box = el("div", { class: "ww-body", attrs: { "aria-hidden": "true" } });
  const n = Number(f.rank);
  if (f.suit && PIPS[n]) {
    box.classList.add("ww-pips");
    for (const [col, y] of PIPS[n]) {
      const pip = el("span", { class: `ww-pip${y > 0.5 ? " ww-pip-down" : ""}`, testid: "pip", text: f.symbol });
      pip.style.left = `${col * 50}%`;
      pip.style.top = `${y * 100}%`;
      box.append(pip);
    }
  } else if (f.suit && f.rank === "A") {
    box.append(el("span", { class: "ww-pip ww-ace", testid: "pip", text: f.symbol }));
  } else if (FIGURES[f.rank] || code.toUpperCase() === "JOKER") {
    const key = FIGURES[f.rank] ? f.rank : "JOKER";
    box.classList.add("ww-figure");
    box.append(svg("0 0 48 44", "ww-figure-art", FIGURES[key]));
    box.append(el("span", { class: "ww-figure-letter", text: key === "JOKER" ? "J" : f.rank }));
    if (f.symbol) box.append(el("span", { class: "ww-figure-suit", text: f.symbol }));
  } else {
    box.append(el("span", { class: "ww-pip ww-ace", text: f.symbol || f.rank }));
  }
  return box;
}

/** The number of a number card ("#7" -> "7"), or null for any other card. */
export function numberOf(code: string): string | null {
  return /^#\d+$/.test(code) ? code.slice(1) : null;
}

/** The rank a test or assistive tool reads (`data-rank`): 2…10, J, Q, K, A or JOKER; a
 * number card's is its code ("#7", so it is never taken for a French 7). */
export function rankOf(code: string): string {
  if (code.toUpperCase() === "JOKER") return "JOKER";
  if (numberOf(code) !== null) return code;
  const last = code.slice(-1).toUpperCase();
  return SUITS[last] ? code.slice(0, -1).toUpperCase() : code.toUpperCase();
}

/** J, Q, K, A and the joker carry their value in a corner (the rules' numbers, from Python's
 * `card_values`: a queen 12, the ace 1 when low): a child can count on from it. */
const VALUE_SHOWN = new Set(["J", "Q", "K", "A", "JOKER"]);

export function cardEl(code: string, words: Words, extraClass = "", values: Record<string, number> = {}): HTMLElement {
  const f = face(code, words);
  const suitClass = f.suit ? ` ww-suit-${f.suit}` : "";
  const card = el("div", {
    class: `ww-card${f.red ? " ww-red" : ""}${suitClass}${extraClass ? ` ${extraClass}` : ""}`,
    testid: "table-card",
    attrs: { role: "img", "aria-label": f.label },
  });
  card.dataset.card = code;
  card.dataset.face = "up";
  card.dataset.rank = rankOf(code);
  if (numberOf(code) !== null) card.classList.add("ww-number");
  const index = el("span", { class: `ww-index${f.rank.length > 1 ? " ww-ten" : ""}`, text: f.rank, attrs: { "aria-hidden": "true" } });
  const corner = el("span", { class: "ww-index-suit", text: f.symbol, attrs: { "aria-hidden": "true" } });
  card.append(index, corner, body(f, code));
  const rank = rankOf(code);
  if (VALUE_SHOWN.has(rank) && values[rank] !== undefined) {
    card.append(el("span", { class: "ww-card-value", testid: "card-value", text: String(values[rank]), attrs: { "aria-hidden": "true" } }));
    card.setAttribute("aria-label", `${f.label} (${values[rank]})`);
  }
  return card;
}

/** One face-down card (a war lays them one by one: each is its own back, so they can be counted). */
export function backEl(words: Words, count = 1): HTMLElement {
  const back = el("div", { class: "ww-card ww-back", testid: "table-card", attrs: { "aria-hidden": "true" } });
  back.dataset.face = "down";
  if (count > 1) back.setAttribute("aria-label", words("face_down_cards", { count }));
  return back;
}

/** The face-down cards of a war, fanned so that each one shows and can be counted; their
 * number under them in the learner's `digits` (js/digits.ts). */
export function stackEl(count: number, words: Words, digits?: string): HTMLElement {
  const stack = el("div", {
    class: "ww-stack",
    testid: "war-stack",
    attrs: { role: "img", "aria-label": words("face_down_cards", { count }) },
  });
  stack.dataset.count = String(count);
  stack.style.setProperty("--ww-n", String(count));
  for (let i = 0; i < count; i++) {
    const back = backEl(words);
    back.style.setProperty("--ww-i", String(i));
    stack.append(back);
  }
  stack.append(el("span", { class: "ww-stack-count", text: inDigits(count, digits), attrs: { "aria-hidden": "true" } }));
  return stack;
}

/** A value as large dots in groups of five, for the youngest to count (`dots=True`). */
export function valueDots(value: number): HTMLElement {
  const box = el("div", { class: "ww-value-dots", testid: "value-dots", attrs: { "aria-hidden": "true" } });
  box.dataset.count = String(value);
  for (let i = 0; i < value; i += 5) {
    const five = el("span", { class: "ww-five" });
    for (let k = i; k < Math.min(value, i + 5); k++) five.append(el("span", { class: "ww-dot" }));
    box.append(five);
  }
  return box;
}
