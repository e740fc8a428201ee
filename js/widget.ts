// The War table: draws what the traits of WarWidget (src/war_widget/play/widget.py) say and sends
// the learner's intents; it never decides who wins. This file only wires the model, the view
// state (js/state.ts, pure transitions) and the panels (js/panels/*.ts): every change becomes a
// new state, and one redraw() hands it to every panel, which redraws what changed for it.
import "./widget.css";
import "./fit.css"; // every device: targets, Flip, widths, heights
import "./phone.css"; // a phone, upright or sideways: the whole round on the screen
import "./facing.css"; // two players face to face (js/panels/facing.ts)
import { el } from "./dom";
import { createActions } from "./actions";
import { inDigits } from "./digits";
import { createControls } from "./panels/controls";
import { EXPORTED_CLASS, type Ctx, type Panel } from "./panels/ctx";
import { createExplanation } from "./panels/explanation";
import { createFacing, type FacingPanel } from "./panels/facing";
import { createGameOver, type GameOverPanel } from "./panels/gameover";
import { createHeader } from "./panels/header";
import { createHistory } from "./panels/history";
import { createMessages } from "./panels/messages";
import { createQuiz, focusAnswer, type QuizPanel } from "./panels/quiz";
import { createSettings } from "./panels/settings";
import { createTable, type TablePanel } from "./panels/table";
import { replayBar } from "./replay";
import { speak } from "./speech";
import * as S from "./state";
import type { Model, RoundView, Traits } from "./types";

export type { Model } from "./types";

type Handler = (...args: any[]) => void;
/** Traits that only need the panels redrawn. */
const REDRAW = ["over", "summary", "session", "pending", "steal", "seat_names", "rules", "preset", "code", "speed", "level", "lang", "hide_explanation", "dots", "four_colours", "facing", "score", "face_scores", "settings", "you", "error", "result", "speak", "voice_langs", "sheet", "cards", "digits", "choices"] as const;

function render({ model, el: host }: { model: Model; el: HTMLElement }): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const handlers: [string, Handler][] = [];
  // JupyterLite's Pyodide kernel sends Python's None as undefined: read it as null, as Python meant.
  const get = <K extends keyof Traits>(key: K): Traits[K] => (model.get(key) ?? null) as Traits[K];
  const listen = (event: string, fn: Handler) => {
    model.on(event, fn);
    handlers.push([event, fn]);
  };
  /** The widget's words come from Python (`labels`, in the learner's language); JS only fills
   * in {fields}. A missing label shows its key, so a gap is visible, never silently English.
   * A number the front-end counts (the round, the score) is written in the `digits` trait's;
   * a text (a game code) stays as it is. */
  const fill = (v: string | number) => (typeof v === "number" ? inDigits(v, get("digits")) : v);
  const t = (key: string, fields: Record<string, string | number> = {}) =>
    ((get("labels") ?? {})[key] ?? key).replace(/\{(\w+)\}/g, (m, name: string) => (name in fields ? fill(fields[name]) : m));
  const names = (): string[] => {
    const given = get("seat_names") ?? [];
    const n = get("rules")?.players ?? given.length;
    return Array.from({ length: Math.max(n, given.length) }, (_, i) => given[i] ?? String(i + 1));
  };

  let state = S.initial(get("game_id"), get("round"), false);
  const root = el("div", { class: "ww-root", attrs: { tabindex: "0", role: "group", "data-lm-suppress-shortcuts": "true" } });
  const ctx: Ctx = { get, t, send: (intent) => model.send(intent), signal, names, root, act: undefined as never, counting: () => false, counted: () => redraw(), exported: () => host.classList.contains(EXPORTED_CLASS) };
  const actions = createActions(ctx, {
    state: () => state,
    apply: (next: S.ViewState) => {
      state = next;
      redraw();
    },
  });
  ctx.act = actions.act;
  const [facing, header, table, controls, quiz, over, messages, explanation, settings, history] = [
    createFacing,
    createHeader,
    createTable,
    createControls,
    createQuiz,
    createGameOver,
    createMessages,
    createExplanation,
    createSettings,
    createHistory,
  ].map((f) => f(ctx));
  const panels: Panel[] = [facing, header, table, controls, quiz, over, messages, explanation, settings, history];
  // The table is drawn before the words about its round: they wait while its counters count up.
  ctx.counting = () => (table as TablePanel).counting();
  // With no kernel (an exported page), the rounds a cell played can be stepped through.
  // Nothing is revealed before Python has answered this view, and without an answer the table
  // is a still picture (a notebook reopened from its saved state: no kernel-side widget exists).
  const replay = replayBar(model, {
    show: (view) => actions.apply(S.show(state, view)),
    toggle: (on) => actions.apply({ ...state, replaying: on }),
    gameId: () => state.gameId,
    words: t,
    kernel: (live) => actions.kernel(live),
  });
  // The layout holds still: the felt and Flip on the left (nothing above them changes height
  // from round to round), what is said about the round beside them where the width allows
  // (js/widget.css), below them where it does not. Settings opens as a dialog, where it is seen.
  controls.el.querySelector(".ww-go")?.append((quiz as QuizPanel).ask); // asked where Flip was
  const main = el(
    "div",
    { class: "ww-main" },
    el("div", { class: "ww-left" }, facing.el, table.el, (facing as FacingPanel).near, controls.el), // (the halves: face to face)
    el("div", { class: "ww-side" }, quiz.el, over.el, messages.el, explanation.el),
  );
  root.append(el("div", { class: "ww-frame" }, header.el, main, replay.el, (over as GameOverPanel).summary, history.el, settings.el));
  host.append(root);

  function redraw() {
    root.setAttribute("aria-label", t("game"));
    root.lang = get("lang") ?? "en"; // screen readers speak, and the browser hyphenates, in it
    root.dir = t("dir") === "rtl" ? "rtl" : "ltr"; // Python's fact (labels' "dir"): Arabic mirrors the table
    root.classList.toggle("ww-four", Boolean(get("four_colours")));
    root.classList.toggle("ww-many", (get("rules")?.players ?? 2) > 2);
    root.classList.toggle("ww-dots-on", Boolean(get("dots")));
    root.classList.toggle("ww-steal-on", Boolean(get("steal"))); // its banner keeps the question's height
    root.classList.toggle("ww-digits-arab", get("digits") === "arab"); // lists numbered in ٠-٩ (widget.css)
    for (const panel of panels) panel.update(state);
    root.dataset.shownRound = String(state.shown ? state.shown.n : get("round"));
    root.dataset.game = String(state.gameId); // the deal the view is on (tests wait for it)
    root.classList.toggle("ww-quiz-on", Boolean(get("quiz")));
    root.classList.toggle("ww-still-on", state.still); // a still picture: no kernel answers
    root.dataset.kernel = state.live ? "live" : state.still ? "none" : "waiting"; // (for tests)
    if (state.shown) actions.painted(state.shown.n);
  }

  // -- reacting to Python -----------------------------------------------------------------------
  function onGame() {
    actions.reset();
    actions.apply(S.newGame(state, get("game_id"), get("round"), get("last_round")));
  }
  listen("change:game_id", onGame);
  let spokenRound = -1;
  listen("change:last_round", () => {
    const lr = get("last_round");
    if (get("game_id") !== state.gameId) return onGame();
    if (lr && get("speak") && lr.finished && lr.n !== spokenRound) {
      spokenRound = lr.n; // speak=True: each round's banner once, as Python played it
      speak(lr.spoken, get("voice_langs"));
    }
    if (lr) actions.apply(S.played(state, lr));
    else if (get("round") === 0) actions.apply(S.show(state, null));
  });
  listen("change:round", () => {
    replay.live(); // Python played a round: a kernel is there
    if (get("game_id") !== state.gameId) return onGame();
    const notice = state.notice?.key === "waiting" ? null : state.notice;
    actions.apply({ ...state, target: Math.max(state.target, get("round")), notice });
  });
  listen("change:mode", () => actions.apply({ ...state, pressed: [] }));
  listen("change:notice", () => actions.apply({ ...state, notice: null }));
  listen("change:labels", () => {
    replay.relabel();
    redraw();
  });
  for (const name of REDRAW) listen(`change:${name}`, redraw);
  listen("change:quiz", () => {
    if (get("quiz") && state.auto) actions.setAuto(false, false);
    if (!get("quiz") && state.asking) actions.apply(S.show({ ...state, asking: false, awaiting: false }, get("last_round")));
    else redraw();
  });
  listen("change:question", () => {
    actions.apply(S.questionChanged(state, get("question")));
    actions.questionArrived();
  });
  listen("change:feedback", () => {
    const fb = get("feedback");
    actions.apply(S.judged(state, fb));
    if (fb && fb.game === state.gameId && fb.outcome === "again") focusAnswer(root);
    else actions.refocus();
  });
  listen("change:auto", () => {
    if (Boolean(get("auto")) !== state.auto) actions.setAuto(Boolean(get("auto")), false);
  });
  listen("msg:custom", (msg: unknown) => {
    replay.live();
    const m = (msg ?? {}) as { type?: unknown; game?: unknown; rounds?: unknown };
    if (m.type !== "history" || m.game !== state.gameId || !Array.isArray(m.rounds)) return;
    actions.apply((m.rounds as RoundView[]).reduce(S.remember, state));
  });
  root.addEventListener("keydown", actions.keydown, { signal });
  // JupyterLab and Notebook mark the view of a model without a live comm (restored from the saved
  // widget state, or its kernel gone): no Python will answer, so the table is still at once.
  const disconnected = () => host.classList.contains("jupyter-widgets-disconnected");
  listen("comm_live_update", () => {
    if (disconnected()) replay.gone();
    else model.send({ type: "hello" }); // connected again: Python's answer makes the table live
  });

  // -- first draw -----------------------------------------------------------------------------
  const last = get("last_round");
  state = S.show(last ? S.remember(state, last) : state, last);
  redraw();
  model.send({ type: "hello" });
  if (disconnected()) replay.gone();
  if (get("auto")) actions.setAuto(true, false);

  return () => {
    abort.abort();
    replay.cleanup();
    actions.cleanup();
    for (const panel of panels) panel.cleanup?.();
    for (const [event, fn] of handlers) model.off(event, fn);
    root.remove();
  };
}

export default { render };
