// The rules, inside Settings: a preset, or each option; a refused change is said right here.
import { el } from "../dom";
import type { ViewState } from "../state";
import { changed, idOf, option, type Ctx, type Panel } from "./ctx";

const FACE_DOWN = [1, 3, "by_rank"] as const;
const LIMITS = [null, 40, 80, 200, 240] as const;
const PICKUPS = ["shuffled", "table", "won_pile"] as const;

export function createRules(ctx: Ctx): Panel {
  const { t, get, signal } = ctx;
  const presetSel = el("select", { testid: "preset" });
  const aceLow = el("input", { testid: "ace-low", attrs: { type: "checkbox" } });
  const sums = el("input", { testid: "sums", attrs: { type: "checkbox" } });
  const faceDownSel = el("select", { testid: "face-down" });
  const playersSel = el("select", { testid: "players" });
  for (const n of [2, 3, 4]) playersSel.append(option(String(n), String(n)));
  const limitSel = el("select", { testid: "round-limit" });
  const pickupSel = el("select", { testid: "pickup" });
  const error = el("div", { class: "ww-error", testid: "error", attrs: { role: "alert" } });
  const words: [HTMLElement, string][] = [];
  const word = (key: string) => {
    const w = el("span", { class: "ww-label-text" });
    words.push([w, key]);
    return w;
  };
  const summary = el("summary", {});
  const box = el(
    "details",
    { class: "ww-rules", testid: "rules" },
    summary,
    el(
      "div",
      { class: "ww-rules-grid" },
      el("label", { class: "ww-field" }, word("preset"), presetSel),
      el("label", { class: "ww-field" }, word("players"), playersSel),
      el("label", { class: "ww-check" }, aceLow, word("ace_low")),
      el("label", { class: "ww-check" }, sums, word("sums")),
      el("label", { class: "ww-field" }, word("face_down"), faceDownSel),
      el("label", { class: "ww-field" }, word("round_limit"), limitSel),
      el("label", { class: "ww-field" }, word("pickup"), pickupSel),
    ),
    error,
  );
  const setRules = (changes: Record<string, unknown>) => {
    ctx.act.asked("rules");
    ctx.send({ type: "set_rules", changes });
  };
  presetSel.addEventListener(
    "change",
    () => {
      if (!presetSel.value) return;
      ctx.act.asked("rules");
      ctx.send({ type: "preset", name: presetSel.value });
    },
    { signal },
  );
  aceLow.addEventListener("change", () => setRules({ ace_low: aceLow.checked }), { signal });
  sums.addEventListener("change", () => setRules({ flip: sums.checked ? 2 : 1 }), { signal });
  faceDownSel.addEventListener(
    "change",
    () => setRules({ face_down: faceDownSel.value === "by_rank" ? "by_rank" : Number(faceDownSel.value) }),
    { signal },
  );
  playersSel.addEventListener("change", () => setRules({ players: Number(playersSel.value) }), { signal });
  limitSel.addEventListener("change", () => setRules({ round_limit: limitSel.value === "" ? null : Number(limitSel.value) }), { signal });
  pickupSel.addEventListener("change", () => setRules({ pickup: pickupSel.value }), { signal });
  const memo: { key?: string } = {};

  function update(s: ViewState) {
    error.textContent = s.lastAsk === "code" ? "" : (get("error") ?? "");
    const rules = get("rules");
    // A refused change redraws too: the controls show the rules Python kept.
    if (!rules || !changed(memo, JSON.stringify([rules, get("preset"), get("presets"), idOf(get("labels")), get("error")]))) return;
    summary.textContent = t("rules");
    for (const [w, key] of words) w.textContent = t(key);
    presetSel.replaceChildren(...(get("presets") ?? []).map((p) => option(p, t(`preset.${p}`))));
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
    limitSel.value = rules.round_limit === null ? "" : String(rules.round_limit);
    pickupSel.replaceChildren(...PICKUPS.map((v) => option(v, t(`pickup.${v}`))));
    pickupSel.value = rules.pickup;
  }

  return { el: box, update };
}
