// The loader of a notebook exported to HTML by war_widget.export_html (src/war_widget/lessons/export_html.py),
// inlined in the page instead of require.js and @jupyter-widgets/html-manager (a CDN's, so an
// offline page showed empty outputs). It reads the widget state nbconvert saved in the page
// (application/vnd.jupyter.widget-state+json) and each output's view
// (application/vnd.jupyter.widget-view+json); for each view of one of war_widget's models it gives
// the light host's model (model.ts, anywidget's model interface, no Jupyter) to the module saved
// in the state (`_esm`, imported from a Blob URL; its `_css` in a <style>): no network, no kernel.
// No Python answers: the view is marked as Jupyter marks a view without a kernel, so the play
// table is a still picture with the rounds its cell played to step through (js/replay.ts).
// Other widgets (ipywidgets, other anywidgets) are left alone: export_html shows their text.
// The page's entry is exported_page.ts (bundled to src/war_widget/static/exported.js).

import { EXPORTED_CLASS } from "../panels/ctx";
import { HostModel, widgetModule, type WidgetModule } from "./model";

export const STATE_TYPE = "application/vnd.jupyter.widget-state+json";
export const VIEW_TYPE = "application/vnd.jupyter.widget-view+json";
/** How Jupyter marks a view whose model has no kernel behind it (js/widget.ts reads it). */
export const NO_KERNEL_CLASS = "jupyter-widgets-disconnected";

type State = Record<string, unknown>;
/** One model of the saved widget state. */
export interface SavedModel {
  model_module?: string;
  state?: State;
}
/** Turns a module's source (`_esm`) into the module. */
export type Load = (esm: string) => Promise<WidgetModule>;

function parsed(script: Element | null): unknown {
  try {
    return script ? JSON.parse(script.textContent ?? "") : null;
  } catch {
    return null;
  }
}

/** The page's saved models by id (none when the page has no widget state). */
export function savedModels(doc: Document): Record<string, SavedModel> {
  const saved = parsed(doc.querySelector(`script[type="${STATE_TYPE}"]`)) as { state?: Record<string, SavedModel> } | null;
  return saved?.state ?? {};
}

/** One of war_widget's anywidgets (its `_anywidget_id` is its Python class's dotted name). */
export function ours(model: SavedModel | undefined): model is Required<SavedModel> {
  const id = model?.state?._anywidget_id;
  return model?.model_module === "anywidget" && typeof id === "string" && id.startsWith("war_widget.");
}

/** The module from its source, through a Blob URL (no request leaves the page). */
export async function fromBlob(esm: string): Promise<WidgetModule> {
  const url = URL.createObjectURL(new Blob([esm], { type: "text/javascript" }));
  try {
    return await widgetModule(await import(/* @vite-ignore */ url));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Draws every view of war_widget's models in `doc`; returns how many were drawn. */
export async function drawAll(doc: Document, load: Load = fromBlob): Promise<number> {
  const saved = savedModels(doc);
  const models = new Map<string, Promise<HostModel>>(); // two views of one model share it
  const modules = new Map<string, Promise<WidgetModule>>(); // each module loaded once
  const styles = new Set<string>();
  const nobody = () => {}; // what a model sends: no Python is there to hear it
  let drawn = 0;
  for (const script of Array.from(doc.querySelectorAll(`script[type="${VIEW_TYPE}"]`))) {
    const id = (parsed(script) as { model_id?: unknown } | null)?.model_id;
    const entry = typeof id === "string" ? saved[id] : undefined;
    if (typeof id !== "string" || !ours(entry)) continue;
    const esm = String(entry.state._esm ?? "");
    const css = String(entry.state._css ?? "");
    if (css && !styles.has(css)) {
      styles.add(css);
      const style = doc.createElement("style");
      style.dataset.widget = String(entry.state._anywidget_id);
      style.textContent = css;
      doc.head.append(style);
    }
    if (!modules.has(esm)) modules.set(esm, load(esm));
    const el = doc.createElement("div");
    el.className = `${NO_KERNEL_CLASS} ${EXPORTED_CLASS}`;
    script.before(el);
    try {
      const widget = await modules.get(esm)!;
      if (!models.has(id)) {
        models.set(id, (async () => {
          const model = new HostModel(id, entry.state, nobody);
          await widget.initialize?.({ model });
          return model;
        })());
      }
      await widget.render?.({ model: await models.get(id)!, el });
      drawn += 1;
    } catch (error) {
      console.error(`war_widget: the widget ${id} could not be drawn`, error);
    }
  }
  return drawn;
}
