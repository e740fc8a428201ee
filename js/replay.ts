// Stepping through recorded rounds when no kernel answers: a notebook exported to HTML, or one
// reopened without running it. The rounds come from the `replay` trait, which Python fills once
// per cell that played rounds (src/war_widget/play/recording.py); this module only shows them, one at
// a time, and decides nothing. It also keeps the one clock of "is Python there": a view is live once
// Python answered it (its `hello`, or a trait Python changed), and without an answer within
// NO_KERNEL_MS, or when the page says the model has no kernel behind it, the table is a still picture
// (js/widget.ts) until an answer comes.
import type { Words } from "./cards";
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
  /** The widget's words in the learner's language (WarWidget.labels). */
  words: Words;
  /** Python answered (true), or no kernel is there (false: none answered in time, or gone). */
  kernel?(live: boolean): void;
}

export interface ReplayBar {
  el: HTMLElement;
  /** True while the recorded rounds are offered (no kernel, something recorded). */
  active(): boolean;
  /** A kernel answered: the table is live, the bar goes away (until the kernel is gone). */
  live(): void;
  /** The page says no kernel is behind the model (JupyterLab marks such a view disconnected). */
  gone(): void;
  /** Redraw the bar's words (the language changed). */
  relabel(): void;
  cleanup(): void;
}

function button(testid: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "ww-small";
  b.dataset.testid = testid;
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
  const note = document.createElement("span");
  note.className = "ww-replay-note";
  const first = button("replay-first");
  const prev = button("replay-prev");
  const next = button("replay-next");
  const words = hooks.words;
  /** The bar's words come from the widget's labels (Python's catalogues), like the table's. */
  function relabel() {
    el.setAttribute("aria-label", words("replay"));
    note.textContent = words("replay.note");
    for (const [b, key] of [
      [first, "replay.first"],
      [prev, "replay.prev"],
      [next, "replay.next"],
    ] as const) {
      b.textContent = words(key);
      b.setAttribute("aria-label", words(`${key}.label`));
    }
    if (on && pos >= 0) go(pos);
  }
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
    where.textContent = words("replay.where", { round: view.n, index: pos + 1, count: list.length });
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

  relabel();
  const timer = window.setTimeout(() => {
    noKernel = true;
    update();
    if (!isLive) hooks.kernel?.(false);
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
    relabel,
    live() {
      if (isLive) return;
      isLive = true;
      window.clearTimeout(timer);
      update();
      hooks.kernel?.(true);
    },
    gone() {
      window.clearTimeout(timer);
      const was = isLive || !noKernel;
      isLive = false;
      noKernel = true;
      update();
      if (was) hooks.kernel?.(false);
    },
    cleanup() {
      window.clearTimeout(timer);
      abort.abort();
      model.off("change:replay", onReplay);
    },
  };
}
