// The teacher's menu behind one Settings button: speed, explanations, language, players at
// the screen, colours, dots, the quiz, a new game, the rules and a game code (its error right
// beside it). It opens as a dialog over the page, where it is seen whatever the scroll; Escape
// or Close shuts it.
import { inDigits } from "../digits";
import { el } from "../dom";
import { onVoices, voiceMissing } from "../speech";
import type { ViewState } from "../state";
import { changed, idOf, option, type Ctx, type Panel } from "./ctx";
import { createRules } from "./rules";
import { createSheetLink } from "./sheet_link";

export function createSettings(ctx: Ctx): Panel {
  const { t, get, signal, send } = ctx;
  const speedSel = el("select", { testid: "speed" });
  const levelSel = el("select", { testid: "level" });
  const langSel = el("select", { testid: "lang" });
  const digitsSel = el("select", { testid: "digits" });
  const modeSel = el("select", { testid: "mode" });
  const newBtn = el("button", { class: "ww-small", testid: "new-game", attrs: { type: "button" } });
  const fourBox = el("input", { testid: "four-colours", attrs: { type: "checkbox" } });
  const dotsBox = el("input", { testid: "dots", attrs: { type: "checkbox" } });
  const facingBox = el("input", { testid: "facing", attrs: { type: "checkbox" } });
  const quizBox = el("input", { testid: "quiz-on", attrs: { type: "checkbox" } });
  const hideBox = el("input", { testid: "hide-explanation", attrs: { type: "checkbox" } });
  const closeBtn = el("button", { class: "ww-small ww-settings-close", testid: "settings-close", attrs: { type: "button" } });
  const codeInput = el("input", { testid: "code-input", attrs: { type: "text", autocomplete: "off", spellcheck: "false", dir: "auto" } }); // a code, left to right
  const codeBtn = el("button", { class: "ww-small", testid: "code-play", attrs: { type: "button" } });
  const codeError = el("div", { class: "ww-error", testid: "code-error", attrs: { role: "alert" } });
  // Read-aloud is on but the browser has no voice for the language: said here, in one line.
  const noVoice = el("p", { class: "ww-no-voice", testid: "no-voice", attrs: { hidden: "" } });
  const words: [HTMLElement, string][] = [];
  const word = (key: string) => {
    const w = el("span", { class: "ww-label-text" });
    words.push([w, key]);
    return w;
  };
  const facingLabel = el("label", { class: "ww-check" }, facingBox, word("facing")); // two players only
  // The digits numbers are read in, where Python offers two (Arabic: 123 or ١٢٣).
  const digitsLabel = el("label", { class: "ww-field" }, word("digits"), digitsSel);
  const rules = createRules(ctx);
  const sheet = createSheetLink(ctx);
  const title = el("h4", { class: "ww-settings-title" });
  const titleId = `ww-settings-${Math.random().toString(36).slice(2)}`;
  title.id = titleId;
  const box = el(
    "dialog",
    { class: "ww-settings", testid: "settings", attrs: { "aria-labelledby": titleId } },
    el("div", { class: "ww-settings-head" }, title, closeBtn),
    el(
      "div",
      { class: "ww-settings-grid" },
      el("label", { class: "ww-field" }, word("language"), langSel),
      digitsLabel,
      el("label", { class: "ww-field" }, word("level"), levelSel),
      el("label", { class: "ww-field" }, word("mode"), modeSel),
      facingLabel,
      el("label", { class: "ww-field" }, word("speed"), speedSel),
      el("label", { class: "ww-check" }, fourBox, word("four_colours")),
      el("label", { class: "ww-check" }, dotsBox, word("dots")),
      el("label", { class: "ww-check" }, quizBox, word("quiz")),
      el("label", { class: "ww-check" }, hideBox, word("hide_explanation")),
    ),
    noVoice,
    el("div", { class: "ww-settings-row" }, newBtn),
    sheet.el,
    rules.el,
    el("div", { class: "ww-code-form" }, el("label", { class: "ww-field" }, word("play_code"), codeInput), codeBtn, codeError),
  );
  const setting = (change: Record<string, string | boolean>) => send({ type: "settings", ...change });
  speedSel.addEventListener("change", () => setting({ speed: speedSel.value }), { signal });
  levelSel.addEventListener("change", () => setting({ level: levelSel.value }), { signal });
  langSel.addEventListener("change", () => setting({ lang: langSel.value }), { signal });
  digitsSel.addEventListener("change", () => setting({ digits: digitsSel.value }), { signal });
  modeSel.addEventListener("change", () => setting({ mode: modeSel.value }), { signal });
  fourBox.addEventListener("change", () => setting({ four_colours: fourBox.checked }), { signal });
  dotsBox.addEventListener("change", () => setting({ dots: dotsBox.checked }), { signal });
  facingBox.addEventListener("change", () => setting({ facing: facingBox.checked }), { signal });
  quizBox.addEventListener("change", () => setting({ quiz: quizBox.checked }), { signal });
  hideBox.addEventListener("change", () => setting({ hide_explanation: hideBox.checked }), { signal });
  closeBtn.addEventListener("click", () => ctx.act.toggleSettings(false), { signal });
  // Escape closes a modal dialog by itself: the view hears of it.
  box.addEventListener("close", () => ctx.act.toggleSettings(false), { signal });
  newBtn.addEventListener("click", () => send({ type: "new_game" }), { signal });
  const playCode = () => {
    const text = codeInput.value.trim();
    if (!text) return;
    ctx.act.asked("code");
    send({ type: "code", code: text.slice(0, 80) });
  };
  codeBtn.addEventListener("click", playCode, { signal });
  codeInput.addEventListener("keydown", (e) => e.key === "Enter" && playCode(), { signal });
  const memo: { key?: string } = {};
  const sayNoVoice = () => {
    noVoice.hidden = !voiceMissing(get("speak"), get("voice_langs"));
    noVoice.textContent = noVoice.hidden ? "" : t("speak.no_voice");
  };
  onVoices(sayNoVoice, signal); // voices often arrive late: the line goes when one does

  /** Open as a modal dialog (over the page, in view), or shut it and give the focus back. */
  function show(open: boolean) {
    if (open === box.hasAttribute("open")) return;
    if (!open) {
      if (typeof box.close === "function") box.close();
      else box.removeAttribute("open"); // (a DOM without dialogs: the unit tests)
      ctx.root.querySelector<HTMLElement>('[data-testid="settings-toggle"]')?.focus();
    } else if (typeof box.showModal === "function" && box.isConnected) {
      box.showModal();
    } else box.setAttribute("open", ""); // (a DOM without dialogs: the unit tests)
  }

  function update(s: ViewState) {
    show(s.settingsOpen && get("settings") !== false);
    codeError.textContent = s.lastAsk === "code" ? (get("error") ?? "") : "";
    rules.update(s);
    sheet.update();
    sayNoVoice();
    const keys = ["speed", "level", "lang", "mode", "four_colours", "dots", "facing", "quiz", "hide_explanation", "languages", "digits"] as const;
    if (!changed(memo, JSON.stringify([...keys.map((k) => get(k)), idOf(get("labels")), idOf(get("choices"))]))) return;
    // The words each menu offers come from Python (the choices trait), plus the current one.
    const offered = (name: "speed" | "level" | "mode" | "digits"): string[] => {
      const values = [...(get("choices")?.settings?.[name] ?? [])];
      return values.includes(get(name)) ? values : [get(name), ...values];
    };
    title.textContent = t("table.settings");
    for (const [w, key] of words) w.textContent = t(key);
    newBtn.textContent = t("new_game");
    codeBtn.textContent = t("play_code.button");
    codeInput.placeholder = t("play_code.example", { code: "297" });
    speedSel.replaceChildren(...offered("speed").map((v) => option(v, t(`speed.${v}`))));
    levelSel.replaceChildren(...offered("level").map((v) => option(v, t(`level.${v}`))));
    modeSel.replaceChildren(...offered("mode").map((v) => option(v, t(`mode.${v}`))));
    langSel.replaceChildren(...(get("languages") ?? ["en"]).map((l) => option(l, t(`lang.${l}`))));
    const digits = offered("digits"); // each choice shown as itself: 123, ١٢٣
    digitsSel.replaceChildren(...digits.map((d) => option(d, inDigits("123", d))));
    digitsSel.value = get("digits");
    digitsLabel.hidden = digits.length < 2;
    speedSel.value = get("speed");
    levelSel.value = get("level");
    langSel.value = get("lang");
    modeSel.value = get("mode");
    fourBox.checked = Boolean(get("four_colours"));
    dotsBox.checked = Boolean(get("dots"));
    facingBox.checked = Boolean(get("facing"));
    facingLabel.hidden = get("mode") !== "two_players";
    quizBox.checked = Boolean(get("quiz"));
    hideBox.checked = Boolean(get("hide_explanation"));
    closeBtn.textContent = t("table.settings.close");
  }

  return { el: box, update, cleanup: sheet.cleanup };
}
