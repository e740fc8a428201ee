// Drawing cards from their ASCII codes ("KS", "10H", "K", "JOKER"), as the engine sends them.

const SUITS: Record<string, { symbol: string; name: string; red: boolean }> = {
  S: { symbol: "♠", name: "spades", red: false },
  H: { symbol: "♥", name: "hearts", red: true },
  D: { symbol: "♦", name: "diamonds", red: true },
  C: { symbol: "♣", name: "clubs", red: false },
};

const RANK_NAMES: Record<string, string> = {
  A: "ace",
  K: "king",
  Q: "queen",
  J: "jack",
};

export interface CardFace {
  rank: string;
  symbol: string;
  red: boolean;
  label: string;
}

/** Read a card code; unknown text is shown as it is (never as HTML). */
export function face(code: string): CardFace {
  if (code.toUpperCase() === "JOKER") {
    return { rank: "★", symbol: "", red: true, label: "joker" };
  }
  const last = code.slice(-1).toUpperCase();
  const suit = SUITS[last];
  const rank = suit ? code.slice(0, -1) : code;
  const rankName = RANK_NAMES[rank] ?? rank;
  return {
    rank,
    symbol: suit ? suit.symbol : "",
    red: suit ? suit.red : false,
    label: suit ? `${rankName} of ${suit.name}` : rankName,
  };
}

export function cardEl(code: string, extraClass = ""): HTMLElement {
  const f = face(code);
  const card = document.createElement("div");
  card.className = `ww-card${f.red ? " ww-red" : ""}${extraClass ? ` ${extraClass}` : ""}`;
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
  card.append(index, corner, pip);
  return card;
}

/** A face-down card, with the number of cards it stands for when more than one. */
export function backEl(count: number): HTMLElement {
  const back = document.createElement("div");
  back.className = "ww-card ww-back";
  back.setAttribute("role", "img");
  back.setAttribute("aria-label", `${count} card${count === 1 ? "" : "s"} face down`);
  if (count > 1) {
    const n = document.createElement("span");
    n.className = "ww-back-count";
    n.textContent = `×${count}`;
    back.append(n);
  }
  return back;
}
