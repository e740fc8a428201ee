// What the learner's clicks and keys do: each sends an intent to Python and moves the view
// state on (js/state.ts). The rounds shown come from Python (`ahead`, `last_round`, `question`).
import { stealKeys } from "./panels/banner";
import { KEYS_TWO } from "./panels/controls";
import type { Actions, Ctx } from "./panels/ctx";
import { focusAnswer } from "./panels/quiz";
import { SPEED_MS } from "./panels/table";
import * as S from "./state";
import type { Question, RoundView } from "./types";

export interface Store {
  state(): S.ViewState;
  apply(next: S.ViewState): void;
}

export function createActions(ctx: Ctx, store: Store) {
  const { get, send, root } = ctx;
  const timers = new Set<number>();
  let autoTimer: number | null = null;
  /** Click time of each requested round, to time flip-to-cards (read by the e2e tests). */
  const clickedAt = new Map<number, number>();
  const latencies: number[] = [];
  /** Quiz: the answer came from inside the widget; once judged, the focus goes to Flip. */
  let refocusFlip = false;
  /** Quiz: Flip was pressed before Python's question for this game arrived; asked when it does. */
  let askWhenAsked = false;
  /** Flip was pressed before Python answered this view: played when it does (js/replay.ts). */
  let flipWhenLive: number | null = null;
  const st = () => store.state();
  const done = () => S.finished(st(), get("over"), get("round"));

  function question(): Question | null {
    const q = get("quiz") ? get("question") : null;
    return q && q.game === st().gameId ? q : null;
  }

  function ask() {
    const q = question();
    if (st().asking || done() || get("pending")) return;
    askWhenAsked = !q; // a press just after the quiz was turned on or a new deal is not lost
    if (!q) {
      // No question yet, or none for this round (nothing to ask): Python plays the round on a
      // flip only in the second case, and asks its question in the first (askWhenAsked).
      send({ type: "flip", game: st().gameId, round: get("round") + 1 });
      return store.apply({ ...st(), notice: { key: "waiting" } });
    }
    store.apply(S.ask(st(), q, get("counts")));
    focusAnswer(root);
  }

  function flip(since: number = performance.now()) {
    if (st().still) return; // no kernel: nothing is played, nothing is revealed
    if (!st().live) {
      // Nothing is revealed before Python has answered this view: `ahead` may be a saved state's.
      flipWhenLive = since;
      return store.apply({ ...st(), notice: { key: "waiting" } });
    }
    if (get("quiz")) return ask(); // the quiz asks first; Python plays the round on the answer
    askWhenAsked = false;
    if (get("pending") || done()) return;
    const next = st().target + 1;
    const view: RoundView | undefined = (get("ahead") ?? []).find((v) => v.n === next);
    // Without a precomputed round, only one request may wait for the kernel.
    if (!view && next !== get("round") + 1) return store.apply({ ...st(), notice: { key: "waiting" } });
    clickedAt.set(next, since);
    send({ type: "flip", game: st().gameId, round: next });
    store.apply(S.flipped(st(), next, view));
  }

  function setAuto(on: boolean, tell = true) {
    const auto = on && !get("quiz") && !st().still; // the quiz plays a round only when answered
    if (autoTimer !== null) window.clearTimeout(autoTimer);
    autoTimer = null;
    store.apply({ ...st(), auto });
    if (tell) send({ type: "settings", auto });
    if (auto) tick();
  }

  function tick() {
    if (!st().auto) return;
    if (done()) return setAuto(false);
    flip();
    autoTimer = window.setTimeout(tick, SPEED_MS[get("speed") ?? "normal"]);
  }

  const act: Actions = {
    flip,
    press(seat, since) {
      if (done() || st().still) return;
      const { state, go } = S.press(st(), seat);
      store.apply(state);
      if (go) flip(since);
    },
    answer(value, seat) {
      const q = question();
      if (q?.each && seat !== undefined && st().asking) {
        // Face to face: each seat answers on its half; the other may answer meanwhile (Python
        // ignores a seat already done, and plays the round once both are).
        return send({ type: "answer", game: st().gameId, round: q.round, answer: value, seat });
      }
      if (!q || !st().asking || st().awaiting) return;
      refocusFlip = root.contains(document.activeElement);
      send({ type: "answer", game: st().gameId, round: q.round, answer: value });
      store.apply(S.answered(st()));
    },
    setAuto: (on) => setAuto(on),
    why: () => store.apply({ ...st(), whyOpen: true }),
    toggleSettings: (open) => store.apply(S.toggleSettings(st(), open)),
    asked: (what) => store.apply({ ...st(), lastAsk: what }),
    say: (key, fields) => store.apply({ ...st(), notice: { key, fields } }),
  };

  function keydown(e: KeyboardEvent) {
    const target = e.target as HTMLElement | null;
    const tag = target?.tagName ?? "";
    if (e.key === "Escape" && st().settingsOpen) {
      // From anywhere in Settings, a focused menu or field included.
      e.preventDefault();
      e.stopPropagation();
      act.toggleSettings(false);
      root.querySelector<HTMLElement>('[data-testid="settings-toggle"]')?.focus();
      return;
    }
    if (["INPUT", "SELECT", "TEXTAREA"].includes(tag) || e.ctrlKey || e.metaKey || e.altKey) return;
    if (st().still) return; // a still picture: no key plays
    const key = e.key.toLowerCase();
    const keys = stealKeys(ctx); // a letter of each button's word in the learner's language
    if (get("pending")?.kind === "steal" && key.length === 1 && (key === keys.steal || key === keys.play)) {
      e.preventDefault();
      e.stopPropagation();
      send({ type: "choose", game: get("game_id"), decision: key === keys.steal ? "steal" : "play" });
    } else if (get("mode") === "two_players") {
      const seat = KEYS_TWO.indexOf(e.key.toLowerCase());
      if (seat < 0) return;
      e.preventDefault();
      e.stopPropagation();
      act.press(seat, e.timeStamp);
    } else if ((e.key === " " || e.key === "Enter") && tag !== "BUTTON" && tag !== "SUMMARY") {
      // (A focused button or summary acts on Space and Enter by itself.)
      e.preventDefault();
      e.stopPropagation();
      flip(e.timeStamp);
    }
  }

  return {
    act,
    apply: store.apply,
    setAuto,
    keydown,
    /** Cards are visible once the frame that draws them is painted: two frames later. */
    painted(n: number) {
      const t0 = clickedAt.get(n);
      if (t0 === undefined) return;
      clickedAt.delete(n);
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          latencies.push(performance.now() - t0);
          if (latencies.length > 500) latencies.shift();
          root.dataset.latencies = latencies.map((x) => x.toFixed(1)).join(",");
        }),
      );
    },
    /** The answer is judged and the round played: Enter or Space goes on from Flip. */
    refocus() {
      if (!refocusFlip || st().asking) return;
      refocusFlip = false;
      const next = ["flip", "choose-war", "choose-steal"]
        .map((id) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`))
        .find((b) => b && !b.hidden && !b.closest("[hidden]"));
      (next ?? root).focus();
    },
    /** Python's question changed: the one a press was waiting for is asked now. */
    questionArrived() {
      if (!askWhenAsked) return;
      askWhenAsked = false;
      if (st().notice?.key === "waiting") store.apply({ ...st(), notice: null });
      if (get("quiz")) ask();
    },
    /** Python answered this view (true: a Flip pressed meanwhile is played now), or no kernel
     * is there (false: the table becomes a still picture). */
    kernel(live: boolean) {
      const since = flipWhenLive;
      flipWhenLive = null;
      if (!live) {
        if (autoTimer !== null) window.clearTimeout(autoTimer);
        autoTimer = null;
        return store.apply(S.noKernel(st()));
      }
      store.apply(S.kernelAnswered(st()));
      if (since !== null) flip(since);
    },
    reset() {
      clickedAt.clear();
    },
    cleanup() {
      if (autoTimer !== null) window.clearTimeout(autoTimer);
      for (const id of timers) window.clearTimeout(id);
    },
  };
}
