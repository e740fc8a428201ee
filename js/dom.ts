// Small DOM helpers shared by the play widget and the simulation widget.
// Text always goes in through textContent, never as HTML.

export interface ElProps {
  class?: string;
  testid?: string;
  text?: string;
  attrs?: Record<string, string>;
}

/** An element with a class, a test id, text and attributes, holding `children`. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElProps = {},
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
