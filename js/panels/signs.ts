// A comparison ("14 > 10", "8 = 8", "10 + 4 = 14 > 2 + 8 = 10") never breaks around its sign:
// on a 320-px phone "The computer wins: 13 > 2" went on two lines as "13 >" / "2" (issue 42).
// Each sign and the numbers on either side of it are one unbreakable run (a nowrap span, so the
// text itself, read aloud or copied, is unchanged), whatever the language around them.
import { el } from "../dom";

/** A sign between two words, the words with it: "13 > 2", "4 = 14 > 2", "(11 − 2 = 9).". */
const COMPARISON = /\S+(?:[ \u00a0]+[<>=≠≤≥][ \u00a0]+\S+)+/g;

/** `text` as nodes: its comparisons in `.ww-nowrap` spans, the rest plain text. */
export function signed(text: string): Node[] {
  const nodes: Node[] = [];
  let at = 0;
  for (const m of text.matchAll(COMPARISON)) {
    const start = m.index ?? 0;
    if (start > at) nodes.push(document.createTextNode(text.slice(at, start)));
    nodes.push(el("span", { class: "ww-nowrap", text: m[0] }));
    at = start + m[0].length;
  }
  if (at < text.length || nodes.length === 0) nodes.push(document.createTextNode(text.slice(at)));
  return nodes;
}

/** An element of `tag` holding `text`, its comparisons kept whole. */
export function signedEl<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text: string): HTMLElementTagNameMap[K] {
  return el(tag, cls ? { class: cls } : {}, ...signed(text));
}
