// A child's page of the lesson site: the lesson's table and its instructions (folded under "How
// to play" on a phone, screen.ts), no code.
// Python runs in a Web Worker (host-worker.js: Pyodide and the lesson's wheels); the table is the
// widget's own front-end module (its `_esm`), drawn here with the light host's models
// (model.ts). The loading screen moves with the real steps: the runtime's bytes, Python started,
// the package imported, the table drawn. A service worker (sw.js) keeps the page and its runtime
// for the next visit, with or without a network. Opened from the teacher's computer with
// ?room=CODE, the page joins the live class first and reports what is played (pupil.ts).

import { HostModel, Models, type FromPython, widgetModule } from "./model";
import type { FromWorker, Start, ToWorker } from "./worker";
import { loadingScreen, onPhone, pageTop, toEndButton, type Words } from "./screen";
import { roomOf } from "./join";
import { secondLanguageOf, withSecondLanguage } from "./address";
import { startClass } from "./pupil";

interface Site {
  languages: string[];
  words: Record<string, Words>;
  lessons: { id: string; play: Record<string, string> | null; to_end?: boolean; versions: Record<string, { title: string; file: string }> }[];
  /** `snapshot`: Python's memory snapshot shipped with the site (`snapshot_bytes` long; the
   * service worker keeps it: worker.ts); `bytes` as decoded, `sent` as they travel (brotli). */
  runtime: { base: string; wheels: string[]; fresh?: string[]; bytes: number; sent?: number; snapshot: string; snapshot_bytes?: number };
}
interface Kit {
  chooseLanguage(languages: string[]): string;
  /** The note that a link to JupyterLab (not kept offline) needs the internet (shared.js). */
  needsNetwork(link: HTMLAnchorElement, text: string, probe: boolean): HTMLElement;
}

const site = (window as unknown as { WAR_SITE: Site }).WAR_SITE;
const kit = (window as unknown as { WarSiteKit: Kit }).WarSiteKit;

/** The page follows the system's light or dark mode, as the widget follows JupyterLab's theme. */
function followTheme(): void {
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => (document.body.dataset.jpThemeLight = dark.matches ? "false" : "true");
  apply();
  dark.addEventListener("change", apply);
}

/** The service worker keeps this page and its runtime; once it has them, it says so. */
function keepForOffline(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { type?: string; what?: string };
    if (data?.type !== "kept") return;
    // The runtime ("ready": the page plays offline), or Python's snapshot (the next visit's start).
    if (data.what === "snapshot") document.body.dataset.snapshot = "kept";
    else document.body.dataset.offline = "ready";
  });
  navigator.serviceWorker.register("sw.js").catch((error: unknown) => {
    console.warn("war_widget: no offline copy (the service worker did not start)", error);
  });
}

/** Once the table is drawn: the runtime to keep with the shipped snapshot when Python started
 * from it (`restored`), or the memory snapshot the worker took on this visit (if it did). */
async function askToKeep(snapshot: FromWorker | null, restored: boolean): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: "keep", snapshot: restored });
  if (snapshot?.type === "snapshot") registration.active?.postMessage(snapshot, [snapshot.bytes.buffer]);
}

/** Where the worker finds Python's memory snapshot (the site ships one; the service worker
 * answers with its copy), and whether a service worker can keep one the worker takes. */
function snapshotOf(runtime: Site["runtime"]): Start["snapshot"] {
  if (!runtime.snapshot) return null;
  const url = new URL(`../${runtime.snapshot}`, window.location.href).href;
  return { url, keep: "serviceWorker" in navigator, size: runtime.snapshot_bytes ?? 0 };
}

async function draw(model: HostModel, into: HTMLElement): Promise<void> {
  const css = String(model.get("_css") ?? "");
  if (css) {
    const style = document.createElement("style");
    style.dataset.widget = String(model.get("_anywidget_id") ?? "");
    style.textContent = css;
    document.head.append(style);
  }
  const url = URL.createObjectURL(new Blob([String(model.get("_esm") ?? "")], { type: "text/javascript" }));
  try {
    const widget = await widgetModule(await import(/* @vite-ignore */ url));
    await widget.initialize?.({ model });
    await widget.render?.({ model, el: into });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** "To the end" works while the game is on (off once it is over, on again for a new one). */
function followGame(model: HostModel, button: HTMLButtonElement): void {
  const follow = () => (button.disabled = Boolean(model.get("over")));
  follow();
  model.on("change:over", follow);
}

/** Space or Enter with nothing focused (the page just opened) acts as on the table. */
function forwardKeys(table: HTMLElement): void {
  document.addEventListener("keydown", (event) => {
    const root = table.querySelector<HTMLElement>(".ww-root");
    if (!root || (event.target !== document.body && event.target !== document.documentElement)) return;
    const copy = new KeyboardEvent("keydown", { key: event.key, code: event.code, bubbles: true, cancelable: true });
    root.dispatchEvent(copy);
    if (copy.defaultPrevented) event.preventDefault();
  });
}

function main(): void {
  const lessonId = document.body.dataset.lesson ?? "";
  const lesson = site.lessons.find((l) => l.id === lessonId);
  const lang = kit.chooseLanguage(site.languages);
  const words = site.words[lang];
  if (!lesson?.play) throw new Error(`war_widget: no child's page for the lesson ${lessonId}`);
  const version = lesson.versions[lang] ?? lesson.versions.en;
  document.documentElement.lang = lang;
  document.documentElement.dir = words.dir === "rtl" ? "rtl" : "ltr"; // the one list of languages' fact (lite_site.py)
  document.title = `${version.title} · ${words.title}`;
  followTheme();
  keepForOffline();

  const stage = document.createElement("main");
  stage.className = "site-stage";
  const table = document.createElement("div");
  table.className = "site-table";
  const loading = loadingScreen(words, lang, site.runtime.bytes, site.runtime.sent);
  stage.append(table, loading.el);
  const bar = document.createElement("div");
  bar.className = "site-bar";
  const top = pageTop(words, lang, lessonId, version);
  const lab = top.querySelector<HTMLAnchorElement>(".site-open-lab");
  if (lab) lab.after(kit.needsNetwork(lab, words.needs_network, true));
  document.body.append(top, bar, stage);
  forwardKeys(table);

  const worker = new Worker(new URL("host-worker.js", import.meta.url), { type: "module" });
  const tell = (message: ToWorker) => worker.postMessage(message);
  const toEnd = lesson.to_end ? toEndButton(words, () => tell({ type: "act", name: "play_to_end" })) : null;
  if (toEnd) bar.append(toEnd);
  const room = roomOf(window.location.search);
  const startReports = (lesson: string, device: string, start: number) => tell({ type: "report", lesson, device, start });
  const pupil = room === null ? null : startClass({ room, lessonId, lang, words, stage, table, bar, startReports });
  bar.hidden = !toEnd && !pupil;
  const models = new Models((message) => worker.postMessage({ type: "msg", text: JSON.stringify(message) }));
  worker.onerror = (event) => loading.failed(event.message || "the worker stopped");
  // When each step ended, in ms since the page opened (benchmarks/site_load.py reads them).
  const timings: Record<string, number> = {};
  (window as unknown as { warTimings: object }).warTimings = timings;
  const workerStarted = performance.now();
  let snapshot: FromWorker | null = null; // taken on this visit, kept once the table is drawn
  let drawn = false;
  let restored = false; // Python started from a snapshot
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    loading.alive(); // the worker is not stuck (else the child is offered to try again: screen.ts)
    if (message.type === "step" || message.type === "shown") {
      timings[message.type === "step" ? message.step : "made"] = workerStarted + message.at;
    }
    if (message.type === "step" && message.step === "python") {
      restored = message.snapshot === true;
      timings.snapshot = restored ? 1 : 0;
    }
    if (message.type === "bytes") loading.bytes(message.loaded);
    else if (message.type === "step") loading.step(message.step);
    else if (message.type === "py") models.receive(JSON.parse(message.text) as FromPython);
    else if (message.type === "error") loading.failed(message.text);
    else if (message.type === "report") pupil?.report(message.records);
    else if (message.type === "snapshot") {
      if (drawn) void askToKeep(message, false);
      else snapshot = message;
    } else if (message.type === "shown") {
      models
        .model(message.modelId)
        .then((model) => draw(model, table).then(() => model))
        .then((model) => {
          timings.drawn = performance.now();
          loading.done();
          if (toEnd) followGame(model, toEnd);
          pupil?.drawn(model);
          stage.dataset.ready = "true";
          // On a phone the whole table fits the screen (site.css): focus scrolls nothing away.
          const flip = table.querySelector<HTMLElement>('[data-testid="flip"]');
          if (!stage.querySelector(".site-join:not([hidden])")) flip?.focus({ preventScroll: onPhone() });
          drawn = true;
          const taken = snapshot;
          snapshot = null; // its bytes go to the service worker
          return askToKeep(taken, restored && !taken);
        })
        .catch((error: unknown) => loading.failed(String(error)));
    }
  };
  const start: Start = {
    type: "start",
    base: new URL(`../${site.runtime.base}`, window.location.href).href,
    wheels: site.runtime.wheels,
    fresh: site.runtime.fresh ?? [],
    snapshot: snapshotOf(site.runtime),
    code: withSecondLanguage(lesson.play[lang] ?? lesson.play.en, secondLanguageOf(window.location.search, site.languages, lang)),
  };
  worker.postMessage(start);
}

main();
