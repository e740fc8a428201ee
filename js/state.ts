// What the view shows, apart from what the traits say: which round is on the table, whether the
// quiz is asking, whether Settings is open… One plain object, changed only by the pure
// transitions below (each returns a new state), then drawn by every panel (js/widget.ts).
// Nothing here decides the game: rounds come from Python (`last_round`, `ahead`, `question`).
import type { Feedback, Question, RoundView } from "./types";

export const HISTORY_MAX = 200;

export interface ViewState {
  gameId: number;
  /** The round the table shows or has asked for; ahead of `round` while Python catches up. */
  target: number;
  /** The round on the table (or the quiz question's cards, unfinished). */
  shown: RoundView | null;
  /** Finished rounds with their words, oldest first (the history panel). */
  history: RoundView[];
  /** Two players: the seats that pressed their button for the next flip. */
  pressed: number[];
  auto: boolean;
  /** Quiz: the question's cards are on the table and an answer is awaited. */
  asking: boolean;
  /** Quiz: an answer was sent; Python's feedback has not come yet. */
  awaiting: boolean;
  /** The learner pressed Why? for the round shown (when the teacher hides explanations). */
  whyOpen: boolean;
  settingsOpen: boolean;
  /** No kernel: the replay bar steps through recorded rounds. */
  replaying: boolean;
  /** Python answered this view (its `hello`, or a trait it changed): Flip may reveal `ahead`. */
  live: boolean;
  /** No answer came in time, or no kernel is there: the table is a still picture, Flip is off. */
  still: boolean;
  /** What the learner last asked Python to change: its error is shown next to that field. */
  lastAsk: "code" | "rules" | null;
  /** A word of the front-end's own (waiting for the kernel, code copied), until play goes on. */
  notice: { key: string; fields?: Record<string, string | number> } | null;
}

export function initial(gameId: number, round: number, auto: boolean): ViewState {
  return {
    gameId,
    target: round,
    shown: null,
    history: [],
    pressed: [],
    auto,
    asking: false,
    awaiting: false,
    whyOpen: false,
    settingsOpen: false,
    replaying: false,
    live: false,
    still: false,
    lastAsk: null,
    notice: null,
  };
}

/** A new game from Python: the table starts over from its last round (or the deal). */
export function newGame(s: ViewState, gameId: number, round: number, last: RoundView | null): ViewState {
  return show({ ...s, gameId, target: round, history: [], pressed: [], asking: false, awaiting: false }, last);
}

/** Put a round on the table; the Why? button comes back for another round. */
export function show(s: ViewState, view: RoundView | null): ViewState {
  const same = view && s.shown && view.n === s.shown.n && view.finished === s.shown.finished;
  return { ...s, shown: view, whyOpen: same ? s.whyOpen : false };
}

/** Keep a finished round (with its words) for the history panel. */
export function remember(s: ViewState, view: RoundView): ViewState {
  if (!view.steps || !view.finished) return s;
  const history = [...s.history.filter((v) => v.n !== view.n), view].sort((a, b) => a.n - b.n);
  return { ...s, history: history.slice(-HISTORY_MAX) };
}

/** A flip asked for round `n`: shown at once when it was computed ahead. */
export function flipped(s: ViewState, n: number, view: RoundView | undefined): ViewState {
  const next = { ...s, target: n, notice: null };
  return view ? show(next, view) : next;
}

/** Python played round `lr.n` (`last_round` changed). */
export function played(s: ViewState, lr: RoundView): ViewState {
  const kept = remember(s, lr);
  const shown = kept.shown;
  if (shown && shown.n === lr.n && lr.finished && shown.finished) return { ...kept, shown: lr }; // words added
  if (lr.n >= kept.target || !shown) return show({ ...kept, target: Math.max(kept.target, lr.n) }, lr);
  return kept;
}

/** Two players: a seat pressed its button; `go` is true when both have (the cards turn). */
export function press(s: ViewState, seat: number): { state: ViewState; go: boolean } {
  const pressed = s.pressed.includes(seat) ? s.pressed : [...s.pressed, seat];
  const go = pressed.includes(0) && pressed.includes(1);
  return { state: { ...s, pressed: go ? [] : pressed }, go };
}

/** The quiz shows the question's cards (the opening flip of the next round). */
export function ask(s: ViewState, q: Question, counts: number[]): ViewState {
  const view: RoundView = {
    n: q.round,
    plays: q.cards.map((cards) => (cards.length ? [[0, cards, null]] : [])),
    counts,
    winner: null,
    wars: 0,
    finished: false,
  };
  return show({ ...s, asking: true, awaiting: false }, view);
}

export function answered(s: ViewState): ViewState {
  return { ...s, awaiting: true };
}

/** Python judged an answer: asked again, or the round is played. */
export function judged(s: ViewState, fb: Feedback | null): ViewState {
  if (!fb || fb.game !== s.gameId) return s;
  return fb.outcome === "again" ? { ...s, awaiting: false } : { ...s, asking: false, awaiting: false };
}

/** The question is gone or about another round: stop asking (Python played it elsewhere). */
export function questionChanged(s: ViewState, q: Question | null): ViewState {
  const stale = s.asking && (!q || !s.shown || q.round !== s.shown.n);
  return stale ? { ...s, asking: false, awaiting: false } : { ...s, awaiting: false };
}

/** Python answered: the table plays (a "waiting" word of the front-end's own goes). */
export function kernelAnswered(s: ViewState): ViewState {
  return { ...s, live: true, still: false, notice: s.notice?.key === "waiting" ? null : s.notice };
}

/** No kernel answers: the table stays as saved, a still picture (nothing is asked of Python). */
export function noKernel(s: ViewState): ViewState {
  const notice = s.notice?.key === "waiting" ? null : s.notice;
  return { ...s, live: false, still: true, auto: false, settingsOpen: false, pressed: [], notice };
}

export function toggleSettings(s: ViewState, open = !s.settingsOpen): ViewState {
  return { ...s, settingsOpen: open };
}

/** The round shown ends the game, or Python's game is over and the table has caught up. */
export function finished(s: ViewState, over: boolean, round: number): boolean {
  return Boolean((s.shown && s.shown.end) || (over && s.target >= round));
}
