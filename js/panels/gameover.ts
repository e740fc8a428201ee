// The end of a game: a card that says who won (Flip, disabled, already says "Game over") (or a draw), the cards each holds and the rounds
// played, with New game and Play again; then the summary chart (js/summary.ts).
import { inDigits } from "../digits";
import { el } from "../dom";
import { finished, type ViewState } from "../state";
import { summaryEl } from "../summary";
import { isolate } from "./banner";
import { changed, type Ctx, idOf, type Panel } from "./ctx";

/** The card beside the table (`el`) and the summary, drawn under the table (`summary`). */
export interface GameOverPanel extends Panel {
  summary: HTMLElement;
}

/** Every seat's label, the names the teacher gave isolated for direction (an Arabic name
 * does not pull the sentence's numbers into its run); the language's own labels as they are. */
function givenIsolated(ctx: Ctx): string[] {
  const given = (ctx.get("names") ?? []).length;
  return ctx.names().map((name, seat) => (seat < given ? isolate(name) : name));
}

export function createGameOver(ctx: Ctx): GameOverPanel {
  const { t, get, signal, send } = ctx;
  const card = el("section", { class: "ww-over", testid: "game-over", attrs: { hidden: "" } });
  const summaryBox = el("div", { class: "ww-summary-box" });
  const memo: { key?: string } = {};

  function drawCard(s: ViewState) {
    const result = get("result");
    const counts = s.shown?.counts ?? get("counts");
    const names = givenIsolated(ctx);
    const winner = result?.winner ?? null;
    const title =
      winner === null
        ? t("table.over.draw")
        : winner === 0 && get("you")
          ? t("table.over.win.you")
          : t("table.over.win", { name: names[winner] ?? t("player", { number: winner + 1 }) });
    const held = el("dl", { class: "ww-over-held" });
    names.forEach((name, seat) => {
      const row = el("div", { class: `ww-over-seat${seat === winner ? " ww-over-winner" : ""}` });
      row.dataset.seat = String(seat);
      row.append(el("dt", { text: name }), el("dd", { text: inDigits(counts[seat] ?? 0, ctx.get("digits")) }));
      held.append(row);
    });
    const newBtn = el("button", { class: "ww-flip", testid: "over-new-game", attrs: { type: "button" }, text: t("new_game") });
    const againBtn = el("button", { class: "ww-flip ww-peace", testid: "over-again", attrs: { type: "button" }, text: t("table.over.again") });
    newBtn.addEventListener("click", () => send({ type: "new_game" }), { signal });
    againBtn.addEventListener("click", () => send({ type: "code", code: get("code") }), { signal });
    card.replaceChildren(
      el("h3", { class: "ww-over-title", testid: "game-over-title", text: title }),
      el("p", { class: "ww-over-caption", text: t("table.over.cards") }),
      held,
      el("p", { class: "ww-over-rounds", text: t("labelled", { label: t("table.over.rounds"), value: result?.rounds ?? get("round") }) }),
      ...cycleLines(result?.cycle ?? null),
      el("div", { class: "ww-over-buttons" }, newBtn, againBtn),
    );
  }

  /** A game that cycles: it would never end, and where the cycle runs. */
  function cycleLines(cycle: { round: number; earlier: number; length: number } | null): HTMLElement[] {
    if (!cycle) return [];
    const fields = { round: cycle.round, earlier: cycle.earlier, length: cycle.length };
    return [
      el("p", { class: "ww-over-forever", testid: "game-over-cycle", text: t("forever.never_ends") }),
      el("p", { class: "ww-over-rounds", text: t(cycle.earlier === 0 ? "forever.cycle.deal" : "forever.cycle", fields) }),
    ];
  }

  function update(s: ViewState) {
    // The card says the cards each holds: it comes once the last round's cards reach the pile.
    const over = Boolean(get("over")) && s.target >= get("round") && finished(s, get("over"), get("round")) && !ctx.counting();
    const summary = get("summary");
    // The cards held too: `round` can end the game before `last_round` brings the end's counts.
    const key = JSON.stringify([over, s.shown?.counts ?? get("counts"), get("game_id"), get("result"), summary ? summary.rounds : null, get("session"), idOf(get("labels")), ctx.names(), get("mode"), get("you"), get("digits")]);
    if (!changed(memo, key)) return;
    card.hidden = !over;
    if (over) drawCard(s);
    else card.replaceChildren();
    if (!over || !summary) {
      summaryBox.replaceChildren();
      return;
    }
    const seats = get("mode") === "two_players" ? [0, 1] : [0];
    summaryBox.replaceChildren(summaryEl(summary, get("session") ?? {}, givenIsolated(ctx), get("total"), seats, t, get("digits")));
  }

  return { el: card, summary: summaryBox, update };
}
