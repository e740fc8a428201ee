// The rules, inside Settings: a preset, or each option. The controls are the ones Python lists
// (choices.table), each with the values it offers (choices.rules) and its words from the
// catalogue; an option with two values is a check box. A refused change is said right here.
import { inDigits } from "../digits";
import { el } from "../dom";
import { orNull } from "../none";
import type { ViewState } from "../state";
import type { Choice, RulesDict, TableRule } from "../types";
import { changed, idOf, option, type Ctx, type Panel } from "./ctx";

type T = Ctx["t"];

/** A value's words: `<label>.<value>` (`.none` for None), else `<label>.n` with it, else itself;
 * a number in the learner's `digits` (`t` writes a number field in them). */
export function valueText(t: T, rule: TableRule, value: Choice, digits?: string): string {
  const own = `${rule.label}.${value === null ? "none" : String(value)}`;
  if (t(own) !== own) return t(own);
  const each = `${rule.label}.n`;
  const shown = typeof value === "number" ? value : String(value);
  if (value !== null && t(each) !== each) return t(each, { [rule.option]: shown });
  return inDigits(shown, digits);
}

// A select's value for a choice (None: ""), and the testid of a control (its words' last part).
const key = (value: Choice) => (value === null ? "" : String(value));
const testid = (rule: TableRule) => (rule.label.split(".").pop() ?? rule.option).replace(/_/g, "-");

interface Control {
  el: HTMLElement;
  /** Shows the rules Python kept. */
  refresh(rules: RulesDict): void;
}

export function createRules(ctx: Ctx): Panel {
  const { t, get, signal } = ctx;
  const presetSel = el("select", { testid: "preset" });
  const presetText = el("span", { class: "ww-label-text" });
  const grid = el("div", { class: "ww-rules-grid" });
  const error = el("div", { class: "ww-error", testid: "error", attrs: { role: "alert" } });
  const summary = el("summary", {});
  const box = el("details", { class: "ww-rules", testid: "rules" }, summary, grid, error);
  presetSel.addEventListener(
    "change",
    () => {
      if (!presetSel.value) return;
      ctx.act.asked("rules");
      ctx.send({ type: "preset", name: presetSel.value });
    },
    { signal },
  );
  let controls: Control[] = [];
  const layout: { key?: string } = {};
  const memo: { key?: string } = {};

  // The values a control offers come from Python (its rule_choices), plus the current one.
  function offered(rules: RulesDict, name: keyof RulesDict): Choice[] {
    const values: Choice[] = (get("choices")?.rules?.[name] ?? []).map(orNull);
    const current = orNull(rules[name]) as Choice;
    return values.includes(current) ? values : [current, ...values];
  }

  // Setting an option to none puts the controls that go with it back to their first value.
  function send(rule: TableRule, value: Choice) {
    const changes: Record<string, unknown> = { [rule.option]: value };
    if (value === null) {
      for (const other of get("choices")?.table ?? []) {
        if (other.needs === rule.option) changes[other.option] = (get("choices")?.rules?.[other.option] ?? [null])[0];
      }
    }
    ctx.act.asked("rules");
    ctx.send({ type: "set_rules", changes });
  }

  function control(rule: TableRule, rules: RulesDict): Control {
    const words = el("span", { class: "ww-label-text", text: t(rule.label) });
    let values = offered(rules, rule.option);
    if (values.length === 2) {
      const check = el("input", { testid: testid(rule), attrs: { type: "checkbox" } });
      check.addEventListener("change", () => send(rule, values[check.checked ? 1 : 0]), { signal });
      const refresh = (now: RulesDict) => {
        values = offered(now, rule.option);
        check.checked = orNull(now[rule.option]) === values[1];
      };
      return { el: el("label", { class: "ww-check" }, check, words), refresh };
    }
    const select = el("select", { testid: testid(rule) });
    const field = el("label", { class: "ww-field" }, words, select);
    select.addEventListener("change", () => send(rule, values.find((v) => key(v) === select.value) ?? null), { signal });
    const refresh = (now: RulesDict) => {
      values = offered(now, rule.option);
      select.replaceChildren(...values.map((v) => option(key(v), valueText(t, rule, v, get("digits")))));
      select.value = key(orNull(now[rule.option]) as Choice);
      field.hidden = rule.needs !== undefined && orNull(now[rule.needs]) === null;
    };
    return { el: field, refresh };
  }

  function update(s: ViewState) {
    error.textContent = s.lastAsk === "code" ? "" : (get("error") ?? "");
    const rules = get("rules");
    // A refused change redraws too: the controls show the rules Python kept.
    const memoKey = [rules, get("preset"), get("presets"), idOf(get("labels")), get("error"), idOf(get("choices")), get("digits")];
    if (!rules || !changed(memo, JSON.stringify(memoKey))) return;
    summary.textContent = t("rules");
    presetText.textContent = t("preset");
    presetSel.replaceChildren(...(get("presets") ?? []).map((p) => option(p, t(`preset.${p}`))));
    if (!get("preset")) presetSel.prepend(option("", t("own_rules")));
    presetSel.value = get("preset") ?? "";
    // The controls are made again only when Python's list or the words change (focus stays).
    if (changed(layout, JSON.stringify([idOf(get("labels")), idOf(get("choices"))]))) {
      controls = (get("choices")?.table ?? []).map((rule) => control(rule, rules));
      grid.replaceChildren(el("label", { class: "ww-field" }, presetText, presetSel), ...controls.map((c) => c.el));
    }
    for (const c of controls) c.refresh(rules);
  }

  return { el: box, update };
}
