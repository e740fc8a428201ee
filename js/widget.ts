// Placeholder front-end; the real table lands with issue 4.
import "./widget.css";

type Model = { get(name: string): unknown };

function render({ model, el }: { model: Model; el: HTMLElement }): () => void {
  const root = document.createElement("div");
  root.className = "ww-root";
  root.textContent = String(model.get("code") ?? "");
  el.appendChild(root);
  return () => root.remove();
}

export default { render };
