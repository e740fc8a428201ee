// Python's None on the page ("no round limit", the French deck, no second rule set, a random
// seed). JupyterLab's kernel sends it as null; Python in the browser (Pyodide) sends undefined,
// or leaves a dict's key out. Both widgets read such values through orNull, so their menus
// offer "none" once and never "undefined"; what they send back for it is null, which every
// kernel turns into None. (Python's side: war_widget.game.rules.rule_choices.)
export function orNull<T>(value: T | null | undefined): T | null {
  return value === undefined ? null : value;
}
