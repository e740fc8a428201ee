// Drawing cards from their ASCII codes ("KS", "10H", "K", "JOKER"), as the engine sends them.

/** The widget's words in the learner's language (`labels` of WarWidget), with {fields} filled. */
export type Words = (key: string, fields?: Record<string, string | number>) => string;

const SUITS: Record<string, { symbol: string; red: boolean }> = {
  S: { symbol: "♠", red: false },
  H: { symbol: "♥", red: true },
  D: { symbol: "♦", red: true },
  C: { symbol: "♣", red: false },
};

const NAMED_RANKS = new Set(["A", "K", "Q", "J"]);

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

export function cardEl(code: string, words: Words, extraClass = ""): HTMLElement {
  const f = face(code, words);
  const card = document.createElement("div");
  const suitClass = f.suit ? ` ww-suit-${f.suit}` : "";
  card.className = `ww-card${f.red ? " ww-red" : ""}${suitClass}${extraClass ? ` ${extraClass}` : ""}`;
  card.setAttribute("role", "img");
  card.setAttribute("aria-label", f.label);
  card.dataset.card = code;
  const index = document.createElement("span");
  index.className = "ww-index";
  index.textContent = f.rank;
  const pip = document.createElement("span");
  pip.className = "ww-pip";
  pip.textContent = f.symbol || f.rank;
  const corner = document.createElement("span");
  corner.className = "ww-index-suit";
  corner.textContent = f.symbol;
  for (const part of [index, pip, corner]) part.setAttribute("aria-hidden", "true");
  card.append(index, corner, pip);
  return card;
}

/** A face-down card, with the number of cards it stands for when more than one. */
export function backEl(count: number, words: Words): HTMLElement {
  const back = document.createElement("div");
  back.className = "ww-card ww-back";
  back.setAttribute("role", "img");
  back.setAttribute("aria-label", words("face_down_cards", { count }));
  if (count > 1) {
    const n = document.createElement("span");
    n.className = "ww-back-count";
    n.setAttribute("aria-hidden", "true");
    n.textContent = `×${count}`;
    back.append(n);
  }
  return back;
}
