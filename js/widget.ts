// The War table: draws what the traits of WarWidget (src/war_widget/widget.py) say and sends
// the learner's intents. It never decides who wins: every round it shows was played by the
// Python engine, either already (`last_round`) or in advance on a copy (`ahead`), which lets a
// click show its cards at once, even while the kernel is busy.
import "./widget.css";
import { el } from "./dom";
import { backEl, cardEl, type Words } from "./cards";
import { replayBar } from "./replay";
import { summaryEl } from "./summary";
import type { Intent, Model, Question, RoundView, Traits } from "./types";

export type { Model } from "./types";

const SPEED_MS = { slow: 1600, normal: 850, fast: 260 } as const;
const HISTORY_MAX = 200;
const FACE_DOWN = [1, 3, "by_rank"] as const;
const LIMITS = [null, 40, 80, 200, 240] as const;
const PICKUPS = ["shuffled", "table", "won_pile"] as const;
const SPEEDS = ["slow", "normal", "fast"] as const;
const LEVELS = ["brief", "detailed"] as const;
const MODES = ["computer", "two_players"] as const;
const KEYS_TWO = ["a", "l"];

type Handler = (...args: any[]) => void;

function option(value: string, label: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  return o;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function render({ model, el: host }: { model: Model; el: HTMLElement }): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  const modelHandlers: [string, Handler][] = [];
  const timers = new Set<number>();
  // JupyterLite's Pyodide kernel sends Python's None as undefined: read it as null, as Python meant.
  const get = <K extends keyof Traits>(key: K): Traits[K] => (model.get(key) ?? null) as Traits[K];
  const listen = (event: string, fn: Handler) => {
    model.on(event, fn);
    modelHandlers.push([event, fn]);
  };
  const later = (fn: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
    return id;
  };
  const send = (intent: Intent) => model.send(intent);
  /** The widget's words come from Python (`labels`, in the learner's language); JS only fills
   * in {fields}. A missing label shows its key, so a gap is visible, never silently English. */
  const t: Words = (key, fields = {}) =>
    ((get("labels") ?? {})[key] ?? key).replace(/\{(\w+)\}/g, (m, name: string) =>
      name in fields ? String(fields[name]) : m,
    );
  /** Elements whose text (or attribute) is a label: redrawn when the language changes. */
  const bindings: [HTMLElement, string, string | null][] = [];
  const tx = <T extends HTMLElement>(node: T, key: string, attr: string | null = null): T => {
    bindings.push([node, key, attr]);
    return node;
  };
  const words = (key: string) => tx(el("span", {}), key);

  // -- local view state (never game state) -----------------------------------------------
  let gameId = get("game_id");
  /** The round the table shows or has asked for; ahead of `round` while Python catches up. */
  let target = get("round");
  let shown: RoundView | null = null;
  let history: RoundView[] = [];
  const pressed = new Set<number>();
  let autoOn = Boolean(get("auto"));
  let autoTimer: number | null = null;
  let collectTimer: number | null = null;
  /** Click time of each requested round, to time flip-to-cards (read by the e2e tests). */
  const clickedAt = new Map<number, number>();
  const latencies: number[] = [];
  /** Quiz: the question's cards are on the table and an answer is awaited. */
  let asking = false;
  /** Quiz: an answer was sent; Python's feedback has not come yet. */
  let awaiting = false;
  /** The learner pressed Why? for the round shown (when the teacher hides explanations). */
  let whyOpen = false;
  /** Quiz: the answer came from the keyboard or a tap inside the widget; once it is judged,
   * the focus goes to Flip (the focused button is disabled meanwhile, which drops the focus). */
  let refocus = false;
  let saidRound = -1;

  // -- the DOM ------------------------------------------------------------------------------
  const root = el("div", { class: "ww-root", attrs: { tabindex: "0", role: "group", "data-lm-suppress-shortcuts": "true" } });
  tx(root, "game", "aria-label");

  const roundText = el("span", { class: "ww-round", testid: "round" });
  const progress = el("div", { class: "ww-progress", attrs: { role: "progressbar", "aria-valuemin": "0" } });
  const progressFill = el("div", { class: "ww-progress-fill" });
  progress.append(progressFill);
  const codeText = el("code", { class: "ww-code", testid: "code" });
  const copyBtn = tx(tx(el("button", { class: "ww-small", attrs: { type: "button" } }), "copy"), "copy.title", "title");
  const header = el(
    "div",
    { class: "ww-header" },
    el("div", { class: "ww-round-box" }, roundText, progress),
    el("div", { class: "ww-code-box" }, words("code"), codeText, copyBtn),
  );

  const table = el("div", { class: "ww-table" });
  const flipBtn = el("button", { class: "ww-flip", testid: "flip", attrs: { type: "button" } });
  const twoBox = el("div", { class: "ww-two" });
  const chooseBox = el("div", { class: "ww-choose", attrs: { hidden: "" } });
  const warBtn = tx(el("button", { class: "ww-flip", testid: "choose-war", attrs: { type: "button" } }), "war");
  const peaceBtn = tx(el("button", { class: "ww-flip ww-peace", testid: "choose-peace", attrs: { type: "button" } }), "peace");
  chooseBox.append(tx(el("span", { class: "ww-choose-q" }), "war_or_peace"), warBtn, peaceBtn);

  // The quiz: a question about the next round, answered before it is played (Python checks).
  const quizPrompt = el("p", { class: "ww-quiz-prompt", testid: "quiz-prompt" });
  const sameBtn = tx(el("button", { class: "ww-small ww-same", testid: "quiz-same", attrs: { type: "button" } }), "same");
  const answerInput = el("input", {
    testid: "quiz-input",
    attrs: { type: "number", inputmode: "numeric", min: "0", max: "10000", autocomplete: "off" },
  });
  const checkBtn = tx(el("button", { class: "ww-small", testid: "quiz-check", attrs: { type: "button" } }), "check");
  const answerForm = el("div", { class: "ww-quiz-form" }, el("label", {}, words("answer"), answerInput), checkBtn);
  const quizFeedback = el("p", { class: "ww-quiz-feedback", testid: "quiz-feedback", attrs: { role: "status" } });
  const quizBox = el("div", { class: "ww-quiz", testid: "quiz", attrs: { hidden: "" } }, quizPrompt, answerForm, sameBtn, quizFeedback);
  const scoreText = el("div", { class: "ww-score", testid: "score", attrs: { hidden: "" } });

  const autoBtn = el("button", { class: "ww-small", testid: "auto", attrs: { type: "button", "aria-pressed": "false" } });
  const speedSel = el("select", { testid: "speed" });
  const levelSel = tx(el("select", { testid: "level" }), "level", "aria-label");
  const langSel = tx(el("select", { testid: "lang" }), "language", "aria-label");
  const modeSel = tx(el("select", { testid: "mode" }), "mode", "aria-label");
  const newBtn = tx(el("button", { class: "ww-small", testid: "new-game", attrs: { type: "button" } }), "new_game");
  const fourBox = el("input", { testid: "four-colours", attrs: { type: "checkbox" } });
  const dotsBox = el("input", { testid: "dots", attrs: { type: "checkbox" } });
  const controls = el(
    "div",
    { class: "ww-controls" },
    autoBtn,
    el("label", {}, words("speed"), speedSel),
    levelSel,
    langSel,
    modeSel,
    newBtn,
    el("label", {}, fourBox, words("four_colours")),
    el("label", {}, dotsBox, words("dots")),
  );

  const notice = el("div", { class: "ww-notice", testid: "notice", attrs: { role: "status" } });
  const error = el("div", { class: "ww-error", testid: "error", attrs: { role: "alert" } });
  // Each round's result, said once by screen readers (the explanation itself is not live).
  const live = el("div", { class: "ww-sr-only", testid: "live", attrs: { role: "status", "aria-live": "polite" } });

  const explTitle = el("h4", { class: "ww-expl-title" });
  const explList = el("ol", { class: "ww-steps", attrs: { tabindex: "-1" } });
  const whyBtn = tx(el("button", { class: "ww-small ww-why", testid: "why", attrs: { type: "button", hidden: "" } }), "why");
  const explanation = el("section", { class: "ww-explanation", testid: "explanation" }, explTitle, whyBtn, explList);
  const historyList = el("ol", { class: "ww-history-list", testid: "history", attrs: { reversed: "" } });
  const historyBox = el("details", { class: "ww-history" }, tx(el("summary", {}), "history"), historyList);

  // Variant controls.
  const presetSel = el("select", { testid: "preset" });
  const aceLow = el("input", { testid: "ace-low", attrs: { type: "checkbox" } });
  const sums = el("input", { testid: "sums", attrs: { type: "checkbox" } });
  const faceDownSel = el("select", { testid: "face-down" });
  const playersSel = el("select", { testid: "players" });
  for (const n of [2, 3, 4]) playersSel.append(option(String(n), String(n)));
  const limitSel = el("select", { testid: "round-limit" });
  const pickupSel = el("select", { testid: "pickup" });
  const rulesBox = el(
    "details",
    { class: "ww-rules", testid: "rules" },
    tx(el("summary", {}), "rules"),
    el(
      "div",
      { class: "ww-rules-grid" },
      el("label", {}, words("preset"), presetSel),
      el("label", {}, words("players"), playersSel),
      el("label", {}, aceLow, words("ace_low")),
      el("label", {}, sums, words("sums")),
      el("label", {}, words("face_down"), faceDownSel),
      el("label", {}, words("round_limit"), limitSel),
      el("label", {}, words("pickup"), pickupSel),
    ),
  );
  const codeInput = el("input", {
    testid: "code-input",
    attrs: { type: "text", autocomplete: "off", spellcheck: "false" },
  });
  const codeBtn = tx(el("button", { class: "ww-small", testid: "code-play", attrs: { type: "button" } }), "play_code.button");
  const codeForm = el("div", { class: "ww-code-form" }, el("label", {}, words("play_code"), codeInput), codeBtn);
  const summaryBox = el("div", { class: "ww-summary-box" });

  // With no kernel (an exported page), the rounds a cell played can be stepped through.
  const replay = replayBar(model, { show: (view) => show(view), toggle: () => drawButtons(), gameId: () => gameId, words: t });

  root.append(header, table, flipBtn, quizBox, replay.el, twoBox, chooseBox, notice, error, live, scoreText, explanation, summaryBox, controls, historyBox, rulesBox, codeForm);
  host.append(root);

  // -- drawing --------------------------------------------------------------------------------
  const names = (): string[] => {
    const given = get("seat_names") ?? [];
    const n = get("rules")?.players ?? given.length;
    return Array.from({ length: Math.max(n, given.length) }, (_, i) => given[i] ?? String(i + 1));
  };

  function drawHeader(n: number) {
    const limit = get("rules")?.round_limit ?? null;
    roundText.textContent = limit ? t("round_of", { round: n, limit }) : t("round", { round: n });
    progress.hidden = !limit;
    progress.setAttribute("aria-label", roundText.textContent);
    if (limit) {
      const pct = Math.min(100, (100 * n) / limit);
      progressFill.style.width = `${pct}%`;
      progress.setAttribute("aria-valuemax", String(limit));
      progress.setAttribute("aria-valuenow", String(n));
    }
    codeText.textContent = get("code");
  }

  function dotsEl(count: number, seat: number): HTMLElement {
    // Groups of five, two groups to a row: tens and fives a young learner can count.
    const box = el("div", { class: "ww-dots", testid: `dots-${seat}`, attrs: { "aria-hidden": "true" } });
    for (let i = 0; i < count; i += 5) {
      const five = el("span", { class: "ww-five" });
      for (let k = i; k < Math.min(count, i + 5); k++) five.append(el("span", { class: "ww-dot" }));
      box.append(five);
    }
    return box;
  }

  /** Draw a round (or, with `quiz`, the question's cards: tappable for a compare question). */
  function drawTable(view: RoundView | null, quiz: Question | null = null) {
    if (collectTimer !== null) {
      window.clearTimeout(collectTimer);
      timers.delete(collectTimer);
      collectTimer = null;
    }
    const who = names();
    const counts = view ? view.counts : get("counts");
    const rows: HTMLElement[] = [];
    who.forEach((name, seat) => {
      const nameEl = el("span", { class: "ww-name", text: name });
      const countEl = el("span", { class: "ww-count", testid: `count-${seat}`, text: String(counts[seat] ?? 0) });
      const pile = el(
        "div",
        { class: `ww-pile${(counts[seat] ?? 0) === 0 ? " ww-empty" : ""}` },
        countEl,
        el("span", { class: "ww-count-label", text: t("cards") }),
      );
      const tappable = quiz !== null && quiz.kind === "compare" && quiz.options.includes(seat);
      const laid = tappable
        ? el("button", { class: "ww-laid ww-option", testid: `option-${seat}`, attrs: { type: "button" } })
        : el("div", { class: "ww-laid", testid: `laid-${seat}` });
      if (tappable) {
        laid.dataset.seat = String(seat);
        (laid as HTMLButtonElement).disabled = awaiting;
        laid.addEventListener("click", () => answer(seat), { signal });
      }
      for (const [down, cards] of view?.plays[seat] ?? []) {
        if (down > 0) laid.append(backEl(down, t));
        for (const c of cards) laid.append(cardEl(c, t));
      }
      const won = view && view.winner === seat;
      const marked = quiz !== null && quiz.seat === seat;
      const who = el("div", { class: "ww-who" }, nameEl, pile);
      if (get("dots")) who.append(dotsEl(counts[seat] ?? 0, seat));
      const row = el(
        "div",
        { class: `ww-seat${won ? " ww-winner" : ""}${marked ? " ww-marked" : ""}`, testid: `seat-${seat}` },
        who,
        laid,
      );
      rows.push(row);
    });
    table.replaceChildren(...rows);
    drawHeader(view ? view.n : get("round"));
    // The cards move toward the winner after a moment (not at all under reduced motion).
    if (view && view.winner !== null && !prefersReducedMotion()) {
      const winnerRow = rows[view.winner];
      collectTimer = later(() => {
        collectTimer = null;
        const to = winnerRow.getBoundingClientRect();
        rows.forEach((row) => {
          const from = row.getBoundingClientRect();
          row.querySelectorAll<HTMLElement>(".ww-laid .ww-card").forEach((card) => {
            card.style.transform = `translate(${-12}px, ${to.top - from.top}px) scale(0.6)`;
            card.classList.add("ww-collected");
          });
        });
      }, SPEED_MS[get("speed") ?? "normal"]);
    }
  }

  function drawSteps(view: RoundView | null) {
    whyBtn.hidden = true;
    explList.hidden = false;
    if (!view) {
      explTitle.textContent = t("start");
      explList.replaceChildren();
      return;
    }
    explTitle.textContent = t("round", { round: view.n });
    const steps = view.steps;
    if (!view.finished && asking) {
      explList.replaceChildren(); // a quiz question: the round has not been played
      return;
    }
    if (!steps) {
      explList.replaceChildren(el("li", { class: "ww-wait", text: "…" }));
      return;
    }
    explList.replaceChildren(...steps.map((s) => el("li", { text: s })));
    // The teacher may keep the explanation until the learner asks for it.
    const hide = Boolean(get("hide_explanation")) && !whyOpen;
    explList.hidden = hide;
    whyBtn.hidden = !hide;
  }

  function announce(view: RoundView | null) {
    if (view && view.said && view.n !== saidRound) {
      saidRound = view.n;
      live.textContent = view.said;
    }
  }

  function historyItem(view: RoundView): HTMLElement {
    const li = el("li", { attrs: { value: String(view.n) } });
    li.dataset.round = String(view.n);
    li.append(el("strong", { text: `${t("round", { round: view.n })}: ` }), document.createTextNode((view.steps ?? []).join(" ")));
    return li;
  }

  function drawHistory() {
    const earlier = history.filter((v) => !shown || v.n < shown.n).slice(-HISTORY_MAX);
    historyList.replaceChildren(...earlier.reverse().map(historyItem));
  }

  function addHistory(view: RoundView) {
    if (!view.steps || !view.finished) return;
    history = history.filter((v) => v.n !== view.n);
    history.push(view);
    history.sort((a, b) => a.n - b.n);
    if (history.length > HISTORY_MAX) history = history.slice(-HISTORY_MAX);
  }

  function show(view: RoundView | null) {
    if (!view || !shown || view.n !== shown.n || view.finished !== shown.finished) whyOpen = false;
    shown = view;
    drawTable(view);
    drawSteps(view);
    announce(view);
    drawHistory();
    drawButtons();
    drawQuiz();
    if (view) {
      const t0 = clickedAt.get(view.n);
      if (t0 !== undefined) {
        clickedAt.delete(view.n);
        // Cards are visible once the frame that draws them is painted: two frames later.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            latencies.push(performance.now() - t0);
            if (latencies.length > 500) latencies.shift();
            root.dataset.latencies = latencies.map((x) => x.toFixed(1)).join(",");
          }),
        );
      }
      root.dataset.shownRound = String(view.n);
    } else {
      root.dataset.shownRound = String(get("round"));
    }
  }

  function finishedView(): boolean {
    return Boolean((shown && shown.end) || (get("over") && target >= get("round")));
  }

  function drawButtons() {
    const two = get("mode") === "two_players";
    const pending = get("pending");
    const done = finishedView();
    flipBtn.hidden = two || Boolean(pending) || replay.active() || asking;
    flipBtn.disabled = done;
    flipBtn.textContent = done ? t("game_over") : t("flip");
    const who = names();
    twoBox.hidden = !two || Boolean(pending) || replay.active() || asking;
    const buttons: HTMLElement[] = [];
    if (two) {
      for (const seat of [0, 1]) {
        const b = el("button", {
          class: `ww-flip${pressed.has(seat) ? " ww-pressed" : ""}`,
          testid: `flip-${seat}`,
          attrs: { type: "button", "aria-pressed": String(pressed.has(seat)) },
        });
        b.textContent = pressed.has(seat)
          ? t("ready", { name: who[seat] })
          : t("press", { name: who[seat], key: KEYS_TWO[seat].toUpperCase() });
        (b as HTMLButtonElement).disabled = done;
        b.addEventListener("click", (e) => press(seat, e.timeStamp), { signal });
        buttons.push(b);
      }
    }
    const hadFocus = twoBox.contains(document.activeElement);
    twoBox.replaceChildren(...buttons);
    if (hadFocus) root.focus(); // keep the keys working after the pressed button is redrawn
    chooseBox.hidden = !pending;
    autoBtn.textContent = autoOn ? t("pause") : t("auto");
    autoBtn.setAttribute("aria-pressed", String(autoOn));
    autoBtn.hidden = Boolean(get("quiz")); // the quiz plays a round only when it is answered
  }

  function drawSummary() {
    const summary = get("summary");
    if (!summary || !get("over") || target < get("round")) {
      summaryBox.replaceChildren();
      return;
    }
    const seats = get("mode") === "two_players" ? [0, 1] : [0];
    summaryBox.replaceChildren(summaryEl(summary, get("session") ?? {}, names(), get("total"), seats, t));
  }

  function drawRules() {
    const rules = get("rules");
    if (!rules) return;
    presetSel.replaceChildren(...(get("presets") ?? []).map((p) => option(p, p.replace(/_/g, " "))));
    if (!get("preset")) presetSel.prepend(option("", t("own_rules")));
    presetSel.value = get("preset") ?? "";
    aceLow.checked = rules.ace_low;
    sums.checked = rules.flip === 2;
    const fds: (number | string)[] = [...FACE_DOWN];
    if (!fds.includes(rules.face_down)) fds.unshift(rules.face_down);
    faceDownSel.replaceChildren(...fds.map((v) => option(String(v), v === "by_rank" ? t("face_down.by_rank") : String(v))));
    faceDownSel.value = String(rules.face_down);
    playersSel.value = String(rules.players);
    const limits: (number | null)[] = [...LIMITS];
    if (!limits.includes(rules.round_limit)) limits.push(rules.round_limit);
    limitSel.replaceChildren(...limits.map((v) => option(v === null ? "" : String(v), v === null ? t("round_limit.none") : String(v))));
    pickupSel.replaceChildren(...PICKUPS.map((v) => option(v, t(`pickup.${v}`))));
    limitSel.value = rules.round_limit === null ? "" : String(rules.round_limit);
    pickupSel.value = rules.pickup;
  }

  function drawSettings() {
    speedSel.replaceChildren(...SPEEDS.map((v) => option(v, t(`speed.${v}`))));
    levelSel.replaceChildren(...LEVELS.map((v) => option(v, t(`level.${v}`))));
    modeSel.replaceChildren(...MODES.map((v) => option(v, t(`mode.${v}`))));
    speedSel.value = get("speed");
    levelSel.value = get("level");
    langSel.replaceChildren(...(get("languages") ?? ["en"]).map((l) => option(l, t(`lang.${l}`))));
    langSel.value = get("lang");
    modeSel.value = get("mode");
    fourBox.checked = Boolean(get("four_colours"));
    dotsBox.checked = Boolean(get("dots"));
    root.classList.toggle("ww-four", Boolean(get("four_colours")));
  }

  function drawLabels() {
    for (const [node, key, attr] of bindings) {
      if (attr) node.setAttribute(attr, t(key));
      else node.textContent = t(key);
    }
    codeInput.placeholder = t("play_code.example", { code: "297" });
    codeInput.setAttribute("aria-label", t("code"));
    answerInput.setAttribute("aria-label", t("answer"));
  }

  // -- the quiz -------------------------------------------------------------------------------
  function question(): Question | null {
    const q = get("quiz") ? get("question") : null;
    return q && q.game === gameId ? q : null;
  }

  /** Show the question's cards (the opening flip of the next round) and wait for an answer. */
  function ask(): boolean {
    const q = question();
    if (!q || asking || finishedView() || get("pending")) return false;
    asking = true;
    awaiting = false;
    answerInput.value = "";
    const view: RoundView = {
      n: q.round,
      plays: q.cards.map((cards) => (cards.length ? [[0, cards, null]] : [])),
      counts: get("counts"),
      winner: null,
      wars: 0,
      finished: false,
    };
    shown = view;
    drawTable(view, q);
    drawSteps(view);
    drawHistory();
    drawButtons();
    drawQuiz();
    focusAnswer();
    return true;
  }

  function focusAnswer() {
    const q = question();
    if (!q || !asking) return;
    if (q.kind === "compare") table.querySelector<HTMLElement>(".ww-option")?.focus();
    else answerInput.focus();
  }

  function answer(value: number | "tie") {
    const q = question();
    if (!q || !asking || awaiting) return;
    awaiting = true;
    refocus = root.contains(document.activeElement);
    send({ type: "answer", game: gameId, round: q.round, answer: value });
    drawQuiz();
  }

  function answerTyped() {
    const text = answerInput.value.trim();
    if (!/^\d{1,5}$/.test(text)) {
      answerInput.focus();
      return;
    }
    answer(Number(text));
  }

  function drawQuiz() {
    const on = Boolean(get("quiz"));
    const q = question();
    if (asking && (!q || !shown || q.round !== shown.n)) {
      asking = false; // answered elsewhere (Python played the round)
      drawButtons();
    }
    const fb = get("feedback");
    scoreText.hidden = !on;
    if (on) {
      const s = get("score") ?? { right: 0, retry: 0, wrong: 0 };
      scoreText.textContent = t("score", { right: s.right, retry: s.retry, wrong: s.wrong });
    }
    const fbHere = on && fb !== null && fb.game === gameId && shown !== null && fb.round === shown.n;
    const again = fbHere && fb !== null && fb.outcome === "again";
    const done = fbHere && !again && !asking;
    const hadFocus = quizBox.contains(document.activeElement);
    quizBox.hidden = !(asking || done);
    quizPrompt.hidden = !asking;
    quizPrompt.textContent = asking && q ? q.prompt : "";
    const typed = asking && q !== null && q.kind !== "compare";
    answerForm.hidden = !typed;
    sameBtn.hidden = !(asking && q !== null && q.kind === "compare");
    for (const b of [sameBtn, checkBtn, answerInput]) (b as HTMLButtonElement | HTMLInputElement).disabled = awaiting;
    table.querySelectorAll<HTMLButtonElement>(".ww-option").forEach((b) => (b.disabled = awaiting));
    quizFeedback.hidden = !(again && asking) && !done;
    quizFeedback.textContent = (again && asking) || done ? (fb?.text ?? "") : "";
    quizFeedback.className = `ww-quiz-feedback${fb ? ` ww-${fb.outcome}` : ""}`;
    if ((hadFocus || refocus) && !asking) {
      // The answer is judged and the round played: Enter or Space goes on from Flip.
      refocus = false;
      const next = [flipBtn, warBtn].find((b) => !b.hidden && !b.closest("[hidden]"));
      (next ?? root).focus();
    }
  }

  function drawMessages() {
    notice.textContent = get("notice") ?? "";
    error.textContent = get("error") ?? "";
  }

  // -- intents --------------------------------------------------------------------------------
  function aheadView(n: number): RoundView | undefined {
    return (get("ahead") ?? []).find((v) => v.n === n);
  }

  /** Turn the next cards: shown at once from `ahead`, confirmed by Python afterwards. */
  function flip(since: number = performance.now()): boolean {
    if (get("quiz")) return ask(); // the quiz asks first; Python plays the round on the answer
    if (get("pending") || finishedView()) return false;
    const next = target + 1;
    const view = aheadView(next);
    // Without a precomputed round, only one request may wait for the kernel.
    if (!view && next !== get("round") + 1) {
      notice.textContent = t("waiting");
      return false;
    }
    target = next;
    clickedAt.set(next, since);
    send({ type: "flip", game: gameId, round: next });
    if (view) show(view);
    return true;
  }

  function press(seat: number, since?: number) {
    if (finishedView()) return;
    pressed.add(seat);
    if (pressed.has(0) && pressed.has(1)) {
      pressed.clear();
      flip(since);
    }
    drawButtons();
  }

  function setAuto(on: boolean) {
    autoOn = on && !get("quiz"); // the quiz plays a round only when it is answered
    if (autoTimer !== null) {
      window.clearTimeout(autoTimer);
      timers.delete(autoTimer);
      autoTimer = null;
    }
    if (on) tickAuto();
    drawButtons();
  }

  function tickAuto() {
    if (!autoOn) return;
    if (finishedView()) {
      autoOn = false;
      send({ type: "settings", auto: false });
      drawButtons();
      return;
    }
    flip();
    autoTimer = later(tickAuto, SPEED_MS[get("speed") ?? "normal"]);
  }

  // -- reacting to Python -----------------------------------------------------------------------
  function onGame() {
    gameId = get("game_id");
    asking = false;
    awaiting = false;
    target = get("round");
    history = [];
    pressed.clear();
    clickedAt.clear();
    drawRules();
    show(get("last_round"));
    drawSummary();
  }

  function onLastRound() {
    const lr = get("last_round");
    if (get("game_id") !== gameId) return onGame();
    if (!lr) {
      if (get("round") === 0) show(null);
      return;
    }
    addHistory(lr);
    if (shown && shown.n === lr.n && lr.finished && shown.finished) {
      // Python confirms the round already on the table: add its words, keep the cards moving.
      shown = lr;
      drawSteps(lr);
      announce(lr);
      drawHistory();
      drawButtons();
      drawQuiz();
    } else if (lr.n >= target || !shown) {
      target = Math.max(target, lr.n);
      show(lr);
    } else {
      drawHistory();
    }
  }

  function onRound() {
    replay.live(); // Python played a round: a kernel is there
    if (get("game_id") !== gameId) return onGame();
    if (get("round") > target) target = get("round");
    if (notice.textContent === t("waiting")) drawMessages();
    drawButtons();
    drawSummary();
  }

  listen("change:game_id", onGame);
  listen("change:last_round", onLastRound);
  listen("change:round", onRound);
  listen("change:over", () => {
    drawButtons();
    drawSummary();
  });
  listen("change:summary", drawSummary);
  listen("change:session", drawSummary);
  listen("change:pending", drawButtons);
  listen("change:mode", () => {
    pressed.clear();
    drawSettings();
    drawButtons();
    drawSummary();
  });
  listen("change:seat_names", () => show(shown));
  listen("change:rules", drawRules);
  listen("change:preset", drawRules);
  listen("change:code", () => drawHeader(shown ? shown.n : get("round")));
  listen("change:notice", drawMessages);
  listen("change:error", drawMessages);
  listen("change:error", drawRules); // a refused rule change: the controls show the rules again
  listen("change:speed", drawSettings);
  listen("change:level", drawSettings);
  listen("change:lang", drawSettings);
  listen("change:labels", () => {
    drawLabels();
    replay.relabel();
    drawRules();
    drawSettings();
    drawMessages();
    if (asking) {
      drawSteps(shown);
      drawQuiz();
    } else show(shown);
    drawSummary();
  });
  listen("change:quiz", () => {
    if (get("quiz") && autoOn) setAuto(false);
    if (!get("quiz") && asking) {
      asking = false;
      show(get("last_round"));
    }
    drawButtons();
    drawQuiz();
  });
  listen("change:question", () => {
    awaiting = false;
    drawQuiz();
    drawButtons();
  });
  listen("change:feedback", () => {
    const fb = get("feedback");
    if (fb && fb.game === gameId && fb.outcome === "again") {
      awaiting = false;
      drawQuiz();
      focusAnswer();
    } else {
      if (fb && fb.game === gameId) {
        asking = false;
        awaiting = false;
      }
      drawButtons();
      drawQuiz();
    }
  });
  listen("change:score", drawQuiz);
  listen("change:hide_explanation", () => drawSteps(shown));
  listen("change:dots", () => (asking ? drawTable(shown, question()) : drawTable(shown)));
  listen("change:four_colours", drawSettings);
  listen("change:auto", () => {
    if (Boolean(get("auto")) !== autoOn) setAuto(Boolean(get("auto")));
  });
  listen("msg:custom", (msg: unknown) => {
    replay.live();
    if (!msg || typeof msg !== "object") return;
    const m = msg as { type?: unknown; game?: unknown; rounds?: unknown };
    if (m.type !== "history" || m.game !== gameId || !Array.isArray(m.rounds)) return;
    for (const v of m.rounds as RoundView[]) addHistory(v);
    drawHistory();
  });

  // -- DOM listeners (removed by the cleanup through `signal`) ----------------------------------
  flipBtn.addEventListener("click", (e) => flip(e.timeStamp), { signal });
  warBtn.addEventListener("click", () => send({ type: "choose", game: gameId, decision: "war" }), { signal });
  peaceBtn.addEventListener("click", () => send({ type: "choose", game: gameId, decision: "peace" }), { signal });
  newBtn.addEventListener("click", () => send({ type: "new_game" }), { signal });
  autoBtn.addEventListener(
    "click",
    () => {
      setAuto(!autoOn);
      send({ type: "settings", auto: autoOn });
    },
    { signal },
  );
  speedSel.addEventListener("change", () => send({ type: "settings", speed: speedSel.value }), { signal });
  levelSel.addEventListener("change", () => send({ type: "settings", level: levelSel.value }), { signal });
  langSel.addEventListener("change", () => send({ type: "settings", lang: langSel.value }), { signal });
  modeSel.addEventListener("change", () => send({ type: "settings", mode: modeSel.value }), { signal });
  presetSel.addEventListener("change", () => presetSel.value && send({ type: "preset", name: presetSel.value }), { signal });
  aceLow.addEventListener("change", () => send({ type: "set_rules", changes: { ace_low: aceLow.checked } }), { signal });
  sums.addEventListener("change", () => send({ type: "set_rules", changes: { flip: sums.checked ? 2 : 1 } }), { signal });
  faceDownSel.addEventListener(
    "change",
    () => {
      const v = faceDownSel.value;
      send({ type: "set_rules", changes: { face_down: v === "by_rank" ? "by_rank" : Number(v) } });
    },
    { signal },
  );
  playersSel.addEventListener("change", () => send({ type: "set_rules", changes: { players: Number(playersSel.value) } }), { signal });
  limitSel.addEventListener(
    "change",
    () => send({ type: "set_rules", changes: { round_limit: limitSel.value === "" ? null : Number(limitSel.value) } }),
    { signal },
  );
  pickupSel.addEventListener("change", () => send({ type: "set_rules", changes: { pickup: pickupSel.value } }), { signal });
  sameBtn.addEventListener("click", () => answer("tie"), { signal });
  checkBtn.addEventListener("click", answerTyped, { signal });
  answerInput.addEventListener(
    "keydown",
    (e) => {
      if (e.key === "Enter") {
        e.preventDefault();
        answerTyped();
      }
    },
    { signal },
  );
  whyBtn.addEventListener(
    "click",
    () => {
      whyOpen = true;
      drawSteps(shown);
      explList.focus(); // the button goes away: the learner lands on what it showed
    },
    { signal },
  );
  fourBox.addEventListener("change", () => send({ type: "settings", four_colours: fourBox.checked }), { signal });
  dotsBox.addEventListener("change", () => send({ type: "settings", dots: dotsBox.checked }), { signal });
  const playCode = () => {
    const text = codeInput.value.trim();
    if (text) send({ type: "code", code: text.slice(0, 80) });
  };
  codeBtn.addEventListener("click", playCode, { signal });
  codeInput.addEventListener("keydown", (e) => e.key === "Enter" && playCode(), { signal });
  copyBtn.addEventListener(
    "click",
    () => {
      const code = get("code");
      const done = () => {
        notice.textContent = t("copied", { code });
      };
      if (navigator.clipboard?.writeText) {
        navigator.clipboard.writeText(code).then(done, () => {
          notice.textContent = t("copy_this", { code });
        });
      } else {
        notice.textContent = t("copy_this", { code });
      }
    },
    { signal },
  );
  root.addEventListener(
    "keydown",
    (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      const tag = t?.tagName ?? "";
      if (["INPUT", "SELECT", "TEXTAREA"].includes(tag) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (get("mode") === "two_players") {
        const seat = KEYS_TWO.indexOf(e.key.toLowerCase());
        if (seat >= 0) {
          e.preventDefault();
          e.stopPropagation();
          press(seat, e.timeStamp);
        }
      } else if ((e.key === " " || e.key === "Enter") && tag !== "BUTTON" && tag !== "SUMMARY") {
        // (A focused button or summary acts on Space and Enter by itself.)
        e.preventDefault();
        e.stopPropagation();
        flip(e.timeStamp);
      }
    },
    { signal },
  );

  // -- first draw -----------------------------------------------------------------------------
  drawLabels();
  drawRules();
  drawSettings();
  drawMessages();
  show(get("last_round"));
  drawSummary();
  if (get("last_round")) addHistory(get("last_round") as RoundView);
  send({ type: "hello" });
  if (autoOn) setAuto(true);

  return () => {
    abort.abort();
    replay.cleanup();
    for (const [event, fn] of modelHandlers) model.off(event, fn);
    for (const id of timers) window.clearTimeout(id);
    timers.clear();
    root.remove();
  };
}

export default { render };
