// What a child's page shows around the table: the top bar (back to the lessons, the title, the
// instructions in a fold a phone shows closed, the teacher's link to the lesson with its code)
// and the loading screen, whose bar and steps move with what really happened: the runtime's
// bytes, Python started, the package imported, the table drawn. Its words are the site's
// (tools/lite/site/words.json), in the page's language.

export type Words = Record<string, string>;
type Step = "python" | "imported";

function make(tag: string, className: string, text?: string, ...children: Node[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  node.append(...children);
  return node;
}

const fill = (text: string, fields: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => fields[name] ?? m);

/** A sentence whose **words** are bold, as nodes (no HTML parsing). */
function rich(text: string): Node[] {
  return text.split("**").map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    return make("strong", "", part);
  });
}

/** A phone (site.css's "a phone" block): the instructions fold away under "How to play". */
export const PHONE = "(max-width: 480px), (max-height: 500px)";

/** A keyboard is likely at hand: the main pointer is fine (a mouse, a trackpad). A phone or a
 * tablet (a coarse pointer: a finger) has none to press (no matchMedia, as in jsdom: one). */
export const KEYBOARD = "(pointer: fine)";

export function hasKeyboard(): boolean {
  return typeof window.matchMedia !== "function" || window.matchMedia(KEYBOARD).matches;
}

/** A lesson's instructions: "{keys}" says the keys that play too ("(or the space bar)"), only
 * where there is a keyboard, so a child with a tablet is never told of a key they do not have. */
export function instructions(words: Words, lessonId: string, keyboard = hasKeyboard()): string {
  return fill(words[`play.${lessonId}`] ?? "", { keys: keyboard ? (words["keys.space"] ?? "") : "" });
}

/** Whether the page is on a phone now (no matchMedia, as in jsdom: not a phone). */
export function onPhone(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(PHONE).matches;
}

/** The top of a child's page: back to the lessons, the title, and the fold ("How to play") with
 * the instructions and the teacher's link to the lesson with its code. A wide screen shows the
 * fold open, its summary hidden (the instructions a strip under the title, the link beside the
 * title: site.css); a phone shows "How to play" beside the title and the fold closed, so the
 * table has the screen: a tap opens it. */
export function pageTop(words: Words, lang: string, lessonId: string, version: { title: string; file: string }): HTMLElement {
  const top = make("header", "site-top");
  const back = make("a", "site-back") as HTMLAnchorElement;
  // The landing page's copy in play/ (tools/lite_site.py), which the service worker keeps with
  // this page: back to the lessons works offline too (the root's page is JupyterLite's).
  back.href = `index.html?lang=${lang}`;
  const arrow = make("span", "site-back-arrow", "←");
  arrow.setAttribute("aria-hidden", "true");
  back.append(arrow, make("span", "site-back-word", words.back)); // on a phone, the arrow alone shows
  const help = make("details", "site-help") as HTMLDetailsElement;
  help.dataset.testid = "help";
  const summary = make("summary", "site-help-title", words.help);
  const text = make("p", "site-instructions");
  const say = () => text.replaceChildren(...rich(instructions(words, lessonId)));
  say();
  if (typeof window.matchMedia === "function") window.matchMedia(KEYBOARD).addEventListener("change", say);
  text.dataset.testid = "instructions";
  const lab = make("a", "site-open-lab", words.open_lab) as HTMLAnchorElement;
  lab.href = `../lab/index.html?path=${encodeURIComponent(version.file)}`;
  help.append(summary, make("div", "site-help-body", undefined, text, make("span", "site-lab", undefined, lab)));
  top.append(back, make("h1", "", version.title), help);
  foldOnPhones(help);
  return top;
}

/** Open on a wide screen (its summary hidden), folded on a phone; again when the screen turns. */
function foldOnPhones(help: HTMLDetailsElement): void {
  help.open = !onPhone();
  if (typeof window.matchMedia !== "function") return;
  window.matchMedia(PHONE).addEventListener("change", () => (help.open = !onPhone()));
}

/** No news of the load (bytes, a step: `alive`) for this long, and the child is offered to try
 * again: a first visit that stalls never spins for ever. News hides the offer again. */
export const STALL_MS = 30_000;

/** The loading screen: a bar, the steps (the current one bold, the done ones ticked), the
 * seconds since the page opened, and the message if something failed or stalled (STALL_MS), with
 * a button that tries again (`retry`: the page loaded again). `totalBytes` is what the worker
 * counts (decoded); the words say megabytes as they travel (`sentBytes`, compressed), in
 * proportion, so a 13 MB download never reads as 52 MB. */
export function loadingScreen(
  words: Words,
  lang: string,
  totalBytes: number,
  sentBytes = totalBytes,
  retry = () => window.location.reload(),
) {
  const el = make("div", "site-loading");
  el.setAttribute("role", "status");
  el.dataset.testid = "loading";
  const bar = make("div", "site-progress");
  bar.setAttribute("role", "progressbar");
  bar.setAttribute("aria-valuemin", "0");
  bar.setAttribute("aria-valuemax", "100");
  bar.setAttribute("aria-label", words.loading);
  const barFill = make("div", "site-progress-fill");
  bar.append(barFill);
  const list = make("ol", "site-steps");
  const keys = ["step.download", "step.python", "step.imported", "step.cards"];
  const items = keys.map((key) => make("li", "", words[key]));
  list.append(...items);
  const sent = (bytes: number) => (bytes / Math.max(1, totalBytes)) * sentBytes;
  const mb = (bytes: number) => (sent(bytes) / 1e6).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  items[0].textContent = fill(words["step.download"], { done: mb(0), total: mb(totalBytes) });
  const seconds = make("p", "site-seconds", "0 s");
  const failed = make("p", "site-failed", words.failed);
  failed.hidden = true;
  failed.setAttribute("role", "alert");
  const detail = make("pre", "site-failed-detail");
  detail.hidden = true;
  // No word of its own in the site's words: the sentence above says "try again", the arrow does.
  const again = make("button", "site-retry", "↻") as HTMLButtonElement;
  again.type = "button";
  again.dataset.testid = "retry";
  again.setAttribute("aria-label", words.failed);
  again.title = words.failed;
  again.hidden = true;
  again.addEventListener("click", () => retry());
  el.append(make("p", "site-loading-text", words.loading), bar, list, seconds, failed, again, detail);

  const opened = performance.now();
  let news = opened; // when the load was last heard of
  let trouble: "stalled" | "failed" | null = null;
  const offer = (why: "stalled" | "failed" | null, text = "") => {
    trouble = why;
    for (const node of [failed, detail, again]) node.hidden = !why;
    detail.textContent = text;
    el.classList.toggle("site-loading-failed", why !== null);
  };
  let reached = 0; // the step under way: 0 download, 1 Python, 2 import, 3 table; 4 all done
  let fraction = 0;
  const show = () => {
    const percent = Math.round(fraction * 100);
    barFill.style.width = `${percent}%`;
    bar.setAttribute("aria-valuenow", String(percent));
    items.forEach((li, i) => (li.className = i < reached ? "site-done" : i === reached ? "site-now" : ""));
  };
  const tick = () => {
    const now = performance.now();
    seconds.textContent = `${Math.round((now - opened) / 1000)} s`;
    if (!trouble && now - news >= STALL_MS) offer("stalled", `no news of the load for ${Math.round((now - news) / 1000)} s`);
  };
  const timer = window.setInterval(tick, 250);
  show();
  const alive = () => {
    news = performance.now();
    if (trouble === "stalled") offer(null);
  };
  return {
    el,
    /** The load goes on (any news from the worker): a stall's offer is taken back. */
    alive,
    /** Runtime bytes arrived (decoded): the first 75 % of the bar. */
    bytes(loaded: number) {
      alive();
      const share = Math.min(1, loaded / Math.max(1, totalBytes));
      if (share >= 1) reached = Math.max(reached, 1);
      items[0].textContent = fill(words["step.download"], { done: mb(Math.min(loaded, totalBytes)), total: mb(totalBytes) });
      fraction = Math.max(fraction, 0.75 * share);
      show();
    },
    step(step: Step) {
      alive();
      reached = Math.max(reached, step === "python" ? 2 : 3);
      fraction = Math.max(fraction, step === "python" ? 0.8 : 0.92);
      if (step === "imported") items[0].textContent = fill(words["step.download"], { done: mb(totalBytes), total: mb(totalBytes) });
      show();
    },
    done() {
      reached = 4;
      fraction = 1;
      show();
      window.clearInterval(timer);
      el.hidden = true;
      el.removeAttribute("role"); // the loading words leave the live region: the table speaks now
    },
    failed(text: string) {
      window.clearInterval(timer);
      offer("failed", text);
    },
  };
}

/** The page's own "to the end" button (lessons 03 and 06): the game played to its end at once
 * (Python's play_to_end, web.act). Off until the table is drawn. */
export function toEndButton(words: Words, act: () => void): HTMLButtonElement {
  const button = make("button", "site-to-end", words.to_end) as HTMLButtonElement;
  button.type = "button";
  button.disabled = true;
  button.dataset.testid = "to-end";
  button.addEventListener("click", act);
  return button;
}
