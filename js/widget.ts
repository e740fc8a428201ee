// The War table: draws what the traits of WarWidget (src/war_widget/widget.py) say and sends
// the learner's intents. It never decides who wins: every round it shows was played by the
// Python engine, either already (`last_round`) or in advance on a copy (`ahead`), which lets a
// click show its cards at once, even while the kernel is busy.
import "./widget.css";
import { backEl, cardEl } from "./cards";
import { replayBar } from "./replay";
import { summaryEl } from "./summary";
import type { Intent, Model, RoundView, Traits } from "./types";

export type { Model } from "./types";

const SPEED_MS = { slow: 1600, normal: 850, fast: 260 } as const;
const HISTORY_MAX = 200;
const FACE_DOWN = [1, 3, "by_rank"] as const;
const LIMITS = [null, 40, 80, 200, 240] as const;
const PICKUPS = [
  ["shuffled", "shuffled, under the pile"],
  ["table", "in table order, under the pile"],
  ["won_pile", "on a won pile, reshuffled"],
] as const;
const KEYS_TWO = ["a", "l"];

type Handler = (...args: any[]) => void;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { class?: string; testid?: string; text?: string; attrs?: Record<string, string> } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.testid) node.dataset.testid = props.testid;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

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
  const get = <K extends keyof Traits>(key: K): Traits[K] => model.get(key);
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

  // -- the DOM ------------------------------------------------------------------------------
  const root = el("div", { class: "ww-root", attrs: { tabindex: "0", "data-lm-suppress-shortcuts": "true" } });
  root.setAttribute("aria-label", "War card game");

  const roundText = el("span", { class: "ww-round", testid: "round" });
  const progress = el("div", { class: "ww-progress", attrs: { role: "progressbar", "aria-valuemin": "0" } });
  const progressFill = el("div", { class: "ww-progress-fill" });
  progress.append(progressFill);
  const codeText = el("code", { class: "ww-code", testid: "code" });
  const copyBtn = el("button", { class: "ww-small", text: "Copy", attrs: { type: "button", title: "Copy the game code" } });
  const header = el(
    "div",
    { class: "ww-header" },
    el("div", { class: "ww-round-box" }, roundText, progress),
    el("div", { class: "ww-code-box" }, el("span", { text: "Game code " }), codeText, copyBtn),
  );

  const table = el("div", { class: "ww-table" });
  const flipBtn = el("button", { class: "ww-flip", testid: "flip", text: "Flip", attrs: { type: "button" } });
  const twoBox = el("div", { class: "ww-two" });
  const chooseBox = el("div", { class: "ww-choose", attrs: { hidden: "" } });
  const warBtn = el("button", { class: "ww-flip", testid: "choose-war", text: "War!", attrs: { type: "button" } });
  const peaceBtn = el("button", { class: "ww-flip ww-peace", testid: "choose-peace", text: "Peace", attrs: { type: "button" } });
  chooseBox.append(el("span", { class: "ww-choose-q", text: "A tie! War or peace?" }), warBtn, peaceBtn);

  const autoBtn = el("button", { class: "ww-small", testid: "auto", attrs: { type: "button", "aria-pressed": "false" } });
  const speedSel = el("select", { testid: "speed", attrs: { "aria-label": "Animation speed" } });
  for (const s of ["slow", "normal", "fast"]) speedSel.append(option(s, s));
  const levelSel = el("select", { testid: "level", attrs: { "aria-label": "Explanation level" } });
  levelSel.append(option("brief", "brief explanations"), option("detailed", "detailed explanations"));
  const langSel = el("select", { testid: "lang", attrs: { "aria-label": "Language" } });
  const modeSel = el("select", { testid: "mode", attrs: { "aria-label": "Players at this screen" } });
  modeSel.append(option("computer", "against the computer"), option("two_players", "two players, one screen"));
  const newBtn = el("button", { class: "ww-small", testid: "new-game", text: "New game", attrs: { type: "button" } });
  const controls = el(
    "div",
    { class: "ww-controls" },
    autoBtn,
    el("label", { text: "Speed " }, speedSel),
    levelSel,
    langSel,
    modeSel,
    newBtn,
  );

  const notice = el("div", { class: "ww-notice", testid: "notice", attrs: { role: "status" } });
  const error = el("div", { class: "ww-error", testid: "error", attrs: { role: "alert" } });

  const explTitle = el("h4", { class: "ww-expl-title" });
  const explList = el("ol", { class: "ww-steps" });
  const explanation = el(
    "section",
    { class: "ww-explanation", testid: "explanation", attrs: { "aria-live": "polite" } },
    explTitle,
    explList,
  );
  const historyList = el("ol", { class: "ww-history-list", testid: "history", attrs: { reversed: "" } });
  const historyBox = el(
    "details",
    { class: "ww-history" },
    el("summary", { text: "Earlier rounds" }),
    historyList,
  );

  // Variant controls.
  const presetSel = el("select", { testid: "preset", attrs: { "aria-label": "Preset" } });
  const aceLow = el("input", { testid: "ace-low", attrs: { type: "checkbox" } });
  const sums = el("input", { testid: "sums", attrs: { type: "checkbox" } });
  const faceDownSel = el("select", { testid: "face-down" });
  const playersSel = el("select", { testid: "players" });
  for (const n of [2, 3, 4]) playersSel.append(option(String(n), String(n)));
  const limitSel = el("select", { testid: "round-limit" });
  const pickupSel = el("select", { testid: "pickup" });
  for (const [v, label] of PICKUPS) pickupSel.append(option(v, label));
  const rulesBox = el(
    "details",
    { class: "ww-rules", testid: "rules" },
    el("summary", { text: "Rules" }),
    el(
      "div",
      { class: "ww-rules-grid" },
      el("label", { text: "Preset " }, presetSel),
      el("label", { text: "Players " }, playersSel),
      el("label", {}, aceLow, document.createTextNode(" Ace low (counts 1)")),
      el("label", {}, sums, document.createTextNode(" Guerra de sumas (flip two, add them)")),
      el("label", { text: "Face down in a war " }, faceDownSel),
      el("label", { text: "Round limit " }, limitSel),
      el("label", { text: "Won cards go " }, pickupSel),
    ),
  );
  const codeInput = el("input", {
    testid: "code-input",
    attrs: { type: "text", placeholder: "e.g. 29J", "aria-label": "Game code", autocomplete: "off", spellcheck: "false" },
  });
  const codeBtn = el("button", { class: "ww-small", testid: "code-play", text: "Play this code", attrs: { type: "button" } });
  const codeForm = el("div", { class: "ww-code-form" }, el("label", { text: "Play with a code " }, codeInput), codeBtn);
  const summaryBox = el("div", { class: "ww-summary-box" });

  // With no kernel (an exported page), the rounds a cell played can be stepped through.
  const replay = replayBar(model, { show: (view) => show(view), toggle: () => drawButtons(), gameId: () => gameId });

  root.append(header, table, flipBtn, replay.el, twoBox, chooseBox, notice, error, explanation, summaryBox, controls, historyBox, rulesBox, codeForm);
  host.append(root);

  // -- drawing --------------------------------------------------------------------------------
  const names = (): string[] => {
    const given = get("seat_names") ?? [];
    const n = get("rules")?.players ?? given.length;
    return Array.from({ length: Math.max(n, given.length) }, (_, i) => given[i] ?? `Player ${i + 1}`);
  };

  function drawHeader(n: number) {
    const limit = get("rules")?.round_limit ?? null;
    roundText.textContent = limit ? `Round ${n} of ${limit}` : `Round ${n}`;
    progress.hidden = !limit;
    if (limit) {
      const pct = Math.min(100, (100 * n) / limit);
      progressFill.style.width = `${pct}%`;
      progress.setAttribute("aria-valuemax", String(limit));
      progress.setAttribute("aria-valuenow", String(n));
    }
    codeText.textContent = get("code");
  }

  function drawTable(view: RoundView | null) {
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
        el("span", { class: "ww-count-label", text: "cards" }),
      );
      const laid = el("div", { class: "ww-laid", testid: `laid-${seat}` });
      for (const [down, cards] of view?.plays[seat] ?? []) {
        if (down > 0) laid.append(backEl(down));
        for (const c of cards) laid.append(cardEl(c));
      }
      const won = view && view.winner === seat;
      const row = el("div", { class: `ww-seat${won ? " ww-winner" : ""}`, testid: `seat-${seat}` }, el("div", { class: "ww-who" }, nameEl, pile), laid);
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
    if (!view) {
      explTitle.textContent = "Press Flip to turn the top cards.";
      explList.replaceChildren();
      return;
    }
    explTitle.textContent = `Round ${view.n}`;
    const steps = view.steps;
    if (!steps) {
      explList.replaceChildren(el("li", { class: "ww-wait", text: "…" }));
      return;
    }
    explList.replaceChildren(...steps.map((s) => el("li", { text: s })));
  }

  function historyItem(view: RoundView): HTMLElement {
    const li = el("li", { attrs: { value: String(view.n) } });
    li.dataset.round = String(view.n);
    li.append(el("strong", { text: `Round ${view.n}: ` }), document.createTextNode((view.steps ?? []).join(" ")));
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
    shown = view;
    drawTable(view);
    drawSteps(view);
    drawHistory();
    drawButtons();
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
    flipBtn.hidden = two || Boolean(pending) || replay.active();
    flipBtn.disabled = done;
    flipBtn.textContent = done ? "Game over" : "Flip";
    const who = names();
    twoBox.hidden = !two || Boolean(pending) || replay.active();
    const buttons: HTMLElement[] = [];
    if (two) {
      for (const seat of [0, 1]) {
        const b = el("button", {
          class: `ww-flip${pressed.has(seat) ? " ww-pressed" : ""}`,
          testid: `flip-${seat}`,
          attrs: { type: "button", "aria-pressed": String(pressed.has(seat)) },
        });
        b.textContent = pressed.has(seat) ? `${who[seat]}: ready ✓` : `${who[seat]}: flip (${KEYS_TWO[seat].toUpperCase()})`;
        (b as HTMLButtonElement).disabled = done;
        b.addEventListener("click", (e) => press(seat, e.timeStamp), { signal });
        buttons.push(b);
      }
    }
    const hadFocus = twoBox.contains(document.activeElement);
    twoBox.replaceChildren(...buttons);
    if (hadFocus) root.focus(); // keep the keys working after the pressed button is redrawn
    chooseBox.hidden = !pending;
    autoBtn.textContent = autoOn ? "⏸ Pause" : "▶ Auto-play";
    autoBtn.setAttribute("aria-pressed", String(autoOn));
  }

  function drawSummary() {
    const summary = get("summary");
    if (!summary || !get("over") || target < get("round")) {
      summaryBox.replaceChildren();
      return;
    }
    const seats = get("mode") === "two_players" ? [0, 1] : [0];
    summaryBox.replaceChildren(summaryEl(summary, get("session") ?? {}, names(), get("total"), seats));
  }

  function drawRules() {
    const rules = get("rules");
    if (!rules) return;
    presetSel.replaceChildren(...(get("presets") ?? []).map((p) => option(p, p.replace(/_/g, " "))));
    if (!get("preset")) presetSel.prepend(option("", "(own rules)"));
    presetSel.value = get("preset") ?? "";
    aceLow.checked = rules.ace_low;
    sums.checked = rules.flip === 2;
    const fds: (number | string)[] = [...FACE_DOWN];
    if (!fds.includes(rules.face_down)) fds.unshift(rules.face_down);
    faceDownSel.replaceChildren(...fds.map((v) => option(String(v), v === "by_rank" ? "by rank (Război)" : String(v))));
    faceDownSel.value = String(rules.face_down);
    playersSel.value = String(rules.players);
    const limits: (number | null)[] = [...LIMITS];
    if (!limits.includes(rules.round_limit)) limits.push(rules.round_limit);
    limitSel.replaceChildren(...limits.map((v) => option(v === null ? "" : String(v), v === null ? "none" : String(v))));
    limitSel.value = rules.round_limit === null ? "" : String(rules.round_limit);
    pickupSel.value = rules.pickup;
  }

  function drawSettings() {
    speedSel.value = get("speed");
    levelSel.value = get("level");
    langSel.replaceChildren(...(get("languages") ?? ["en"]).map((l) => option(l, l)));
    langSel.value = get("lang");
    modeSel.value = get("mode");
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
    if (get("pending") || finishedView()) return false;
    const next = target + 1;
    const view = aheadView(next);
    // Without a precomputed round, only one request may wait for the kernel.
    if (!view && next !== get("round") + 1) {
      notice.textContent = "Waiting for the kernel…";
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
    autoOn = on;
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
      drawHistory();
      drawButtons();
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
    if (notice.textContent === "Waiting for the kernel…") drawMessages();
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
  listen("change:speed", drawSettings);
  listen("change:level", drawSettings);
  listen("change:lang", drawSettings);
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
        notice.textContent = `Code ${code} copied.`;
      };
      if (navigator.clipboard?.writeText) {
        navigator.clipboard.writeText(code).then(done, () => {
          notice.textContent = `Copy this code: ${code}`;
        });
      } else {
        notice.textContent = `Copy this code: ${code}`;
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
