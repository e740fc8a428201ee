// The rules, inside Settings: a preset, or each option; a refused change is said right here.
import { el } from "../dom";
import { orNull } from "../none";
import type { ViewState } from "../state";
import type { Choice, RulesDict } from "../types";
import { changed, idOf, option, type Ctx, type Panel } from "./ctx";

export function createRules(ctx: Ctx): Panel {
  const { t, get, signal } = ctx;
  const presetSel = el("select", { testid: "preset" });
  const aceLow = el("input", { testid: "ace-low", attrs: { type: "checkbox" } });
  const sums = el("input", { testid: "sums", attrs: { type: "checkbox" } });
  const faceDownSel = el("select", { testid: "face-down" });
  const playersSel = el("select", { testid: "players" });
  const limitSel = el("select", { testid: "round-limit" });
  const pickupSel = el("select", { testid: "pickup" });
  const numbersSel = el("select", { testid: "numbers" });
  const copiesSel = el("select", { testid: "copies" });
  const copiesField = el("label", { class: "ww-field" });
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
      el("label", { class: "ww-field" }, word("forever.numbers"), numbersSel),
      copiesField,
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
  // Back to the French deck: one card of each, as that deck has.
  numbersSel.addEventListener(
    "change",
    () => setRules(numbersSel.value === "" ? { numbers: null, copies: 1 } : { numbers: Number(numbersSel.value) }),
    { signal },
  );
  copiesSel.addEventListener("change", () => setRules({ copies: Number(copiesSel.value) }), { signal });
  copiesField.append(word("forever.copies"), copiesSel);
  const memo: { key?: string } = {};

  function update(s: ViewState) {
    error.textContent = s.lastAsk === "code" ? "" : (get("error") ?? "");
    const rules = get("rules");
    // A refused change redraws too: the controls show the rules Python kept.
    const key = [rules, get("preset"), get("presets"), idOf(get("labels")), get("error"), idOf(get("choices"))];
    if (!rules || !changed(memo, JSON.stringify(key))) return;
    // The values each menu offers come from Python (its rule_choices), plus the current one.
    const offered = (name: keyof RulesDict): Choice[] => {
      const values: Choice[] = (get("choices")?.rules?.[name] ?? []).map(orNull);
      const current = orNull(rules[name]);
      return values.includes(current) ? values : [current, ...values];
    };
    summary.textContent = t("rules");
    for (const [w, key] of words) w.textContent = t(key);
    presetSel.replaceChildren(...(get("presets") ?? []).map((p) => option(p, t(`preset.${p}`))));
    if (!get("preset")) presetSel.prepend(option("", t("own_rules")));
    presetSel.value = get("preset") ?? "";
    aceLow.checked = rules.ace_low;
    sums.checked = rules.flip === 2;
    faceDownSel.replaceChildren(
      ...offered("face_down").map((v) => option(String(v), v === "by_rank" ? t("face_down.by_rank") : String(v))),
    );
    faceDownSel.value = String(rules.face_down);
    playersSel.replaceChildren(...(get("choices")?.rules?.players ?? []).map((v) => option(String(v), String(v))));
    playersSel.value = String(rules.players);
    const limits = (get("choices")?.rules?.round_limit ?? []).map(orNull);
    const limit = orNull(rules.round_limit);
    if (!limits.includes(limit)) limits.push(limit);
    limitSel.replaceChildren(...limits.map((v) => option(v === null ? "" : String(v), v === null ? t("round_limit.none") : String(v))));
    limitSel.value = limit === null ? "" : String(limit);
    pickupSel.replaceChildren(...offered("pickup").map((v) => option(String(v), t(`pickup.${v}`))));
    pickupSel.value = rules.pickup;
    const numbers = orNull(rules.numbers);
    numbersSel.replaceChildren(
      ...offered("numbers").map((v) =>
        option(v === null ? "" : String(v), v === null ? t("forever.numbers.none") : t("forever.numbers.n", { numbers: String(v) })),
      ),
    );
    numbersSel.value = numbers === null ? "" : String(numbers);
    copiesSel.replaceChildren(...offered("copies").map((v) => option(String(v), String(v))));
    copiesSel.value = String(rules.copies ?? 1);
    copiesField.hidden = numbers === null; // copies go with a deck of numbers only
  }

  return { el: box, update };
}
