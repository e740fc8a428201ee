// Under the felt, in one row that never moves: Flip (or one button per player on one screen),
// War or Peace when the rules ask, auto-play with a drawn play/pause icon, and the Settings
// button. (Steal War's Steal or Play is asked on the felt: js/panels/banner.ts.)
import { el } from "../dom";
import { hasVoice, onVoices, speak } from "../speech";
import { finished, type ViewState } from "../state";
import { type Ctx, idOf, type Panel } from "./ctx";

export const KEYS_TWO = ["a", "l"];
const SVG = "http://www.w3.org/2000/svg";

/** A play triangle or two pause bars, in SVG (no font needed). */
export function icon(kind: "play" | "pause" | "gear" | "speaker" | "printer"): SVGSVGElement {
  const s = document.createElementNS(SVG, "svg");
  s.setAttribute("viewBox", "0 0 16 16");
  s.setAttribute("class", `ww-icon ww-icon-${kind}`);
  s.setAttribute("aria-hidden", "true");
  const line = { fill: "none", stroke: "currentColor", "stroke-width": "1.4" };
  const shapes: [string, Record<string, string>][] =
    kind === "printer"
      ? [["rect", { x: "4", y: "1.5", width: "8", height: "4", ...line }], ["path", { d: "M1 5 H15 V12 H12.5 V9.5 H3.5 V12 H1 Z" }], ["rect", { x: "4.2", y: "10.2", width: "7.6", height: "5", ...line }]]
      : kind === "speaker"
      ? [["path", { d: "M1 6 H4 L8 2 V14 L4 10 H1 Z" }], ["path", { d: "M10.5 5 Q12.5 8 10.5 11 M12.5 3 Q16 8 12.5 13", fill: "none", stroke: "currentColor", "stroke-width": "1.6" }]]
      : kind === "play"
      ? [["path", { d: "M4 2 L14 8 L4 14 Z" }]]
      : kind === "pause"
        ? [["rect", { x: "3", y: "2", width: "4", height: "12" }], ["rect", { x: "9", y: "2", width: "4", height: "12" }]]
        : [["circle", { cx: "8", cy: "8", r: "5", fill: "none", stroke: "currentColor", "stroke-width": "3", "stroke-dasharray": "2.6 1.3" }], ["circle", { cx: "8", cy: "8", r: "2" }]];
  for (const [tag, attrs] of shapes) {
    const p = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) p.setAttribute(k, v);
    s.append(p);
  }
  return s;
}

export function createControls(ctx: Ctx): Panel {
  const { t, get, signal, act } = ctx;
  const flipBtn = el("button", { class: "ww-flip", testid: "flip", attrs: { type: "button" } });
  const twoBox = el("div", { class: "ww-two" });
  const warBtn = el("button", { class: "ww-flip", testid: "choose-war", attrs: { type: "button" } });
  const peaceBtn = el("button", { class: "ww-flip ww-peace", testid: "choose-peace", attrs: { type: "button" } });
  const chooseQ = el("span", { class: "ww-choose-q" });
  const chooseBox = el("div", { class: "ww-choose", attrs: { hidden: "" } }, chooseQ, warBtn, peaceBtn);
  const autoBtn = el("button", { class: "ww-small ww-auto", testid: "auto", attrs: { type: "button", "aria-pressed": "false" } });
  const settingsBtn = el("button", {
    class: "ww-small ww-settings-toggle",
    testid: "settings-toggle",
    attrs: { type: "button", "aria-expanded": "false" },
  });
  const speakBtn = el("button", { class: "ww-small ww-speak", testid: "speak", attrs: { type: "button", hidden: "" } });
  const bar = el("div", { class: "ww-bar" }, speakBtn, autoBtn, settingsBtn);
  const box = el("div", { class: "ww-controls-main", testid: "controls" }, el("div", { class: "ww-go" }, flipBtn, twoBox, chooseBox), bar);

  flipBtn.addEventListener("click", (e) => act.flip(e.timeStamp), { signal });
  const decide = (war: boolean) => ctx.send({ type: "choose", game: get("game_id"), decision: war ? "war" : "peace" });
  warBtn.addEventListener("click", () => decide(true), { signal });
  peaceBtn.addEventListener("click", () => decide(false), { signal });
  let autoOn = false;
  autoBtn.addEventListener("click", () => act.setAuto(!autoOn), { signal });
  settingsBtn.addEventListener("click", () => act.toggleSettings(), { signal });
  // Read aloud: the banner of the round Python played, in Python's words.
  speakBtn.addEventListener("click", () => speak(get("last_round")?.spoken, get("voice_langs")), { signal });
  const showSpeaker = () => {
    speakBtn.hidden = !get("speak") || !hasVoice(get("voice_langs"));
  };
  onVoices(showSpeaker, signal);
  let twoKey = "";
  let iconKey = "";

  function update(s: ViewState) {
    autoOn = s.auto;
    const two = get("mode") === "two_players";
    const pend = get("pending");
    const pending = Boolean(pend);
    const stealing = pend?.kind === "steal";
    const done = finished(s, get("over"), get("round"));
    flipBtn.hidden = two || pending || s.replaying || s.asking;
    flipBtn.disabled = done || s.still; // a still picture: Python is not there to play
    flipBtn.textContent = done ? t("game_over") : t("flip");
    twoBox.hidden = !two || pending || s.replaying || s.asking;
    const names = ctx.names();
    const key = JSON.stringify([two, s.pressed, done, s.still, names[0], names[1], get("labels")?.press]);
    if (key !== twoKey) {
      twoKey = key;
      const buttons = two
        ? [0, 1].map((seat) => {
            const on = s.pressed.includes(seat);
            const b = el("button", {
              class: `ww-flip${on ? " ww-pressed" : ""}`,
              testid: `flip-${seat}`,
              attrs: { type: "button", "aria-pressed": String(on) },
              text: done ? t("game_over") : on ? t("ready", { name: names[seat] }) : t("press", { name: names[seat], key: KEYS_TWO[seat].toUpperCase() }),
            });
            b.disabled = done || s.still;
            b.addEventListener("click", (e) => act.press(seat, e.timeStamp), { signal });
            return b;
          })
        : [];
      const hadFocus = twoBox.contains(document.activeElement);
      twoBox.replaceChildren(...buttons);
      if (hadFocus) ctx.root.focus(); // keep the keys working after the pressed button is redrawn
    }
    chooseBox.hidden = !pending || stealing;
    warBtn.disabled = peaceBtn.disabled = s.still;
    chooseQ.textContent = t("war_or_peace");
    warBtn.textContent = t("war");
    peaceBtn.textContent = t("peace");
    const barKey = `${s.auto}:${idOf(get("labels"))}`;
    if (barKey !== iconKey) {
      iconKey = barKey;
      autoBtn.replaceChildren(icon(s.auto ? "pause" : "play"), el("span", { text: t(s.auto ? "table.pause" : "table.auto") }));
      settingsBtn.replaceChildren(icon("gear"), el("span", { text: t("table.settings") }));
      // Only the speaker drawn (for those who do not read yet, and so Flip keeps its width).
      speakBtn.replaceChildren(icon("speaker"));
      speakBtn.setAttribute("aria-label", t("speak"));
      speakBtn.title = t("speak");
    }
    showSpeaker();
    autoBtn.setAttribute("aria-pressed", String(s.auto));
    autoBtn.hidden = Boolean(get("quiz")); // the quiz plays a round only when it is answered
    autoBtn.disabled = done; // (kept in its place, so Flip keeps its size at the end)
    settingsBtn.hidden = get("settings") === false;
    settingsBtn.setAttribute("aria-expanded", String(s.settingsOpen && get("settings") !== false));
    bar.hidden = s.replaying || s.still; // auto-play and Settings would talk to no one
  }

  return { el: box, update };
}
