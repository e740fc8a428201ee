// Stepping through recorded rounds when no kernel answers: a notebook exported to HTML, or one
// reopened without running it. The rounds come from the `replay` trait, which Python fills once
// per cell that played rounds (src/war_widget/recording.py); this module only shows them, one at
// a time, and decides nothing.
import type { Model, RoundView } from "./types";

/** How long to wait for the kernel's answer to `hello` before offering the recorded rounds. */
export const NO_KERNEL_MS = 1500;

export interface ReplayHooks {
  /** Draw one recorded round on the table. */
  show(view: RoundView): void;
  /** The bar appeared (true) or went away (false): the table hides or shows its Flip button. */
  toggle(on: boolean): void;
  /** The game the table shows (recordings of another game are ignored). */
  gameId(): number;
}

export interface ReplayBar {
  el: HTMLElement;
  /** True while the recorded rounds are offered (no kernel, something recorded). */
  active(): boolean;
  /** A kernel answered: the table is live, the bar goes away for good. */
  live(): void;
  cleanup(): void;
}

function button(text: string, testid: string, label: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "ww-small";
  b.textContent = text;
  b.dataset.testid = testid;
  b.setAttribute("aria-label", label);
  return b;
}

export function replayBar(model: Model, hooks: ReplayHooks, wait: number = NO_KERNEL_MS): ReplayBar {
  const abort = new AbortController();
  const { signal } = abort;
  const el = document.createElement("div");
  el.className = "ww-replay";
  el.dataset.testid = "replay";
  el.hidden = true;
  el.setAttribute("role", "group");
  el.setAttribute("aria-label", "Recorded rounds");
  const note = document.createElement("span");
  note.className = "ww-replay-note";
  note.textContent = "No kernel: step through the recorded rounds.";
  const first = button("« First", "replay-first", "First recorded round");
  const prev = button("◀ Previous", "replay-prev", "Previous round");
  const next = button("Next ▶", "replay-next", "Next round");
  const where = document.createElement("span");
  where.className = "ww-replay-pos";
  where.dataset.testid = "replay-pos";
  where.setAttribute("aria-live", "polite");
  el.append(note, first, prev, where, next);

  let isLive = false;
  let noKernel = false;
  let on = false;
  let pos = -1;

  const rounds = (): RoundView[] => {
    const rec = model.get("replay");
    return rec && rec.game === hooks.gameId() && Array.isArray(rec.rounds) ? rec.rounds : [];
  };

  function go(i: number) {
    const list = rounds();
    if (!list.length) return;
    pos = Math.max(0, Math.min(list.length - 1, i));
    const view = list[pos];
    where.textContent = `Round ${view.n} (${pos + 1} of ${list.length} recorded)`;
    first.disabled = prev.disabled = pos === 0;
    next.disabled = pos === list.length - 1;
    el.dataset.round = String(view.n);
    hooks.show(view);
  }

  function update() {
    const list = rounds();
    const want = noKernel && !isLive && list.length > 0;
    if (want !== on) {
      on = want;
      el.hidden = !on;
      // The table's own controls would talk to no one meanwhile: widget.css hides them.
      el.parentElement?.classList.toggle("ww-no-kernel", on);
      hooks.toggle(on);
    }
    if (on) {
      // Start where the notebook was left: the round Python last played, else the last recorded.
      const at = list.findIndex((v) => v.n === model.get("round"));
      go(pos >= 0 && pos < list.length ? pos : at >= 0 ? at : list.length - 1);
    }
  }

  const timer = window.setTimeout(() => {
    noKernel = true;
    update();
  }, wait);
  const onReplay = () => {
    pos = -1;
    update();
  };
  model.on("change:replay", onReplay);
  first.addEventListener("click", () => go(0), { signal });
  prev.addEventListener("click", () => go(pos - 1), { signal });
  next.addEventListener("click", () => go(pos + 1), { signal });

  return {
    el,
    active: () => on,
    live() {
      if (isLive) return;
      isLive = true;
      window.clearTimeout(timer);
      update();
    },
    cleanup() {
      window.clearTimeout(timer);
      abort.abort();
      model.off("change:replay", onReplay);
    },
  };
}
