// The band at the top of the felt. It keeps the height of two lines from round 0 on, so the
// felt and Flip under it never move: the round's result (each war's tie on the first line,
// how it ended on the second, in Python's numbers), or Steal War's question with its two
// buttons and keys, on the felt where the piles it is about are.
import { el } from "../dom";
import type { RoundView } from "../types";
import type { Ctx } from "./ctx";
import { signedEl } from "./signs";

/** A name between FSI and PDI (Unicode's isolates): an Arabic or Hebrew name keeps its own
 * direction and leaves the line's alone (the numbers after it are not drawn into its run). */
export function isolate(name: string): string {
  return name ? `\u2068${name}\u2069` : "";
}

/** The banner's lines: each war's tie, then how the round ended (Python's `banner`). */
export function bannerLines(ctx: Ctx, view: RoundView | null): string[] {
  const b = view?.banner;
  if (!view || !b) return [];
  const { t } = ctx;
  const lines = b.math.slice(0, -1).map((math) => t("table.banner.war", { math }));
  const math = b.math[b.math.length - 1] ?? "";
  const seat = view.winner;
  const you = seat === 0 && Boolean(ctx.get("you"));
  const label = seat === null ? "" : (ctx.names()[seat] ?? "");
  // A name the teacher gave is isolated; the language's own labels ("The computer") need not be.
  const name = seat !== null && seat < (ctx.get("names") ?? []).length ? isolate(label) : label;
  const last: Record<string, string> = {
    win: t(you ? "table.banner.win.you" : "table.banner.win", { name, math }),
    lowest: t(you ? "table.banner.lowest.you" : "table.banner.lowest", { name, math }),
    lowest_total: t(you ? "table.banner.lowest.total.you" : "table.banner.lowest.total", { name, math }),
    out: t(you ? "table.banner.out.you" : "table.banner.out", { name }),
    peace: t("table.banner.peace", { math }),
    annulled: t("table.banner.annulled"),
    tie: t("table.banner.tie", { math }),
  };
  if (b.how in last) lines.push(last[b.how]);
  return lines;
}

/** At most two lines: a double war's ties share the first one (apart by a sign that means
 * nothing in arithmetic: "·" is times in Polish and Slovak schools). */
export function twoLines(lines: string[]): string[] {
  return lines.length <= 2 ? lines : [lines.slice(0, -1).join("  |  "), lines[lines.length - 1]];
}

/** Steal War's keys: a letter of each button's own word in the learner's language ("" for none). */
export function stealKeys(ctx: Ctx): { steal: string; play: string } {
  const key = (name: string) => {
    const k = ctx.t(`steal.key.${name}`);
    return k === `steal.key.${name}` ? "" : k.trim().toLowerCase();
  };
  return { steal: key("steal"), play: key("play") };
}

export interface Banner {
  el: HTMLElement;
  /** Draw the round's lines, or the question of a steal waiting for the learner. */
  draw(lines: string[], war: boolean): void;
  ask(question: string): void;
}

export function createBanner(ctx: Ctx): Banner {
  const { t } = ctx;
  const box = el("div", { class: "ww-banner", testid: "banner" });
  const choose = (decision: "steal" | "play") => ctx.send({ type: "choose", game: ctx.get("game_id"), decision });
  const button = (decision: "steal" | "play") => {
    const b = el("button", { class: `ww-ask-button ww-ask-${decision}`, testid: `choose-${decision}`, attrs: { type: "button" } });
    b.addEventListener("click", () => choose(decision), { signal: ctx.signal });
    return b;
  };
  const stealBtn = button("steal");
  const playBtn = button("play");
  const question = el("p", { class: "ww-ask-q", testid: "steal-question" });
  const askBox = el("div", { class: "ww-ask", testid: "steal-ask" }, question, el("div", { class: "ww-ask-buttons" }, stealBtn, playBtn));

  /** Long lines in a long language: a smaller size, never a third line. */
  function fit() {
    box.classList.remove("ww-banner-small", "ww-banner-smaller");
    for (const cls of ["ww-banner-small", "ww-banner-smaller"]) {
      if (box.scrollHeight <= box.clientHeight + 1) return;
      box.classList.add(cls);
    }
  }

  return {
    el: box,
    draw(lines, war) {
      const shown = twoLines(lines);
      box.classList.remove("ww-banner-ask");
      box.classList.toggle("ww-banner-empty", shown.length === 0);
      box.classList.toggle("ww-banner-war", war && shown.length > 1);
      box.replaceChildren(...shown.map((line) => signedEl("div", "ww-banner-line", line))); // "13 > 2" on one line
      fit();
    },
    ask(text) {
      const keys = stealKeys(ctx);
      const label = (word: string, key: string) => (key ? `${word} (${key.toUpperCase()})` : word);
      question.textContent = text;
      stealBtn.textContent = label(t("steal.steal"), keys.steal);
      playBtn.textContent = label(t("steal.play"), keys.play);
      box.classList.remove("ww-banner-empty", "ww-banner-war", "ww-banner-small", "ww-banner-smaller");
      box.classList.add("ww-banner-ask");
      box.replaceChildren(askBox);
    },
  };
}
