// The landing page's copy in play/ (tools/lite_site.py writes it with data-up="../"), which the
// children's service worker keeps so that "← All lessons" works offline: its links from play/,
// and its links to JupyterLab (never kept) saying, offline, that they need the internet
// (tools/lite/site/landing.js, shared.js), in jsdom with the site's real words.
import { afterEach, describe, expect, it, vi } from "vitest";
import siteWords from "../../tools/lite/site/words.json";
import { KEYBOARD, PHONE, pageTop } from "./screen";

const words = siteWords as Record<string, Record<string, string>>;
const SITE = "../../tools/lite/site/";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  delete document.body.dataset.up;
  delete document.documentElement.dataset.network;
});

const lesson = (id: string, audience: string, play: boolean) => ({
  id, audience, play: play ? { en: "x" } : null, to_end: false,
  versions: { en: { file: `${id}.ipynb`, title: id, age: "8", time: "5 min", goal: "g" } },
});

/** The landing page as it opens: at the root (up "") or in play/ (up "../"). */
async function landing(up: string): Promise<void> {
  const site = { languages: ["en"], words: { en: words.en }, lessons: [lesson("01_play", "children", true), lesson("03_probability", "teachers", true), lesson("04_rules_tour", "teachers", false)] };
  (window as unknown as { WAR_SITE: unknown }).WAR_SITE = site;
  if (up) document.body.dataset.up = up;
  vi.resetModules();
  for (const file of ["shared.js", "landing.js"]) await import(/* @vite-ignore */ SITE + file);
}

/** A tap on a link: whether the page stopped the browser from following it (jsdom cannot). */
function tap(a: HTMLAnchorElement): boolean {
  let stopped = false;
  const last = (event: Event) => {
    stopped = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", last, { once: true });
  a.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  return stopped;
}

const card = (id: string) => document.querySelector<HTMLElement>(`[data-lesson="${id}"]`)!;
const link = (id: string, testid: string) => card(id).querySelector<HTMLAnchorElement>(`[data-testid="${testid}"]`)!;

describe("the landing page's copy in play/", () => {
  it("links the child's pages beside it and JupyterLab one folder up", async () => {
    await landing("../");
    expect(link("01_play", "open").getAttribute("href")).toBe("01_play.html?lang=en");
    expect(link("01_play", "open-lab").getAttribute("href")).toBe("../lab/index.html?path=01_play.ipynb");
    expect(link("03_probability", "open").getAttribute("href")).toBe("../lab/index.html?path=03_probability.ipynb");
    expect(link("03_probability", "pupils").getAttribute("href")).toBe("03_probability.html?lang=en");
  });

  it("marks every link to JupyterLab, and only those, as needing the internet", async () => {
    await landing("../");
    const marked = [...document.querySelectorAll<HTMLAnchorElement>('a[data-network="needed"]')].map((a) => a.getAttribute("href"));
    expect(marked.sort()).toEqual(["../lab/index.html?path=01_play.ipynb", "../lab/index.html?path=03_probability.ipynb", "../lab/index.html?path=04_rules_tour.ipynb"]);
    // Each has its note beside it, in the page's words; online, the page says nothing of it.
    for (const a of document.querySelectorAll('a[data-network="needed"]')) {
      expect(a.nextElementSibling?.textContent).toBe(words.en.needs_network);
    }
    expect(document.documentElement.dataset.network).toBe("on");
    expect(document.querySelector('[data-testid="offline-line"]')?.textContent).toBe(words.en.offline_home);
  });

  it("says so at once when the browser is offline, and when it goes off or on", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await landing("../");
    expect(document.documentElement.dataset.network).toBe("off");
    online.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    expect(document.documentElement.dataset.network).toBe("on");
    online.mockReturnValue(false);
    window.dispatchEvent(new Event("offline"));
    expect(document.documentElement.dataset.network).toBe("off");
  });

  it("asks before leaving for JupyterLab, and shows the notes when it does not answer", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      asked.push(`${init.method} ${url}`);
      return url.includes("04_rules_tour") ? Promise.resolve(new Response(null, { status: 404 })) : Promise.reject(new TypeError("Failed to fetch"));
    });
    await landing("../");
    const tour = link("04_rules_tour", "open");
    expect(tap(tour)).toBe(true); // no error page: the page stays
    await vi.waitFor(() => expect(document.documentElement.dataset.network).toBe("off"));
    expect(asked).toEqual([`HEAD ${tour.href}`]);
    delete document.documentElement.dataset.network;
    expect(tap(link("01_play", "open-lab"))).toBe(true);
    await vi.waitFor(() => expect(document.documentElement.dataset.network).toBe("off"));
    // A child's own table is kept: its link is followed as it is.
    expect(tap(link("01_play", "open"))).toBe(false);
    expect(asked).toHaveLength(2);
  });
});

describe("the landing page at the site's root (the teachers')", () => {
  it("keeps its links, and leaves JupyterLab's links to the browser online", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: string) => (asked.push(url), Promise.reject(new TypeError("no"))));
    await landing("");
    expect(link("01_play", "open").getAttribute("href")).toBe("play/01_play.html?lang=en");
    expect(link("04_rules_tour", "open").getAttribute("href")).toBe("lab/index.html?path=04_rules_tour.ipynb");
    expect(tap(link("04_rules_tour", "open"))).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe("a child's page's top bar", () => {
  it("goes back to the landing page's copy beside it, in the page's language", () => {
    const top = pageTop(words.pl, "pl", "01_play", { title: "T", file: "01_play_pl.ipynb" });
    expect(top.querySelector(".site-back")?.getAttribute("href")).toBe("index.html?lang=pl");
    expect(top.querySelector(".site-open-lab")?.getAttribute("href")).toBe("../lab/index.html?path=01_play_pl.ipynb");
  });

  it("folds the instructions and the teacher's link under 'How to play' on a phone, open elsewhere", () => {
    const changes: (() => void)[] = [];
    let phone = true;
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === PHONE && phone,
      addEventListener: (_: string, fn: () => void) => changes.push(fn),
    }));
    const top = pageTop(words.pl, "pl", "02_counting", { title: "T", file: "02_counting_pl.ipynb" });
    const fold = top.querySelector<HTMLDetailsElement>("details.site-help");
    expect(fold?.open).toBe(false);
    expect(fold?.querySelector("summary")?.textContent).toBe(words.pl.help);
    expect(fold?.querySelector(".site-instructions")?.textContent).toBe(words.pl["play.02_counting"].replaceAll("**", ""));
    expect(fold?.querySelector(".site-open-lab")).not.toBeNull();
    expect(top.querySelector(".site-back-word")?.textContent).toBe(words.pl.back); // said, the arrow shown
    phone = false; // the phone turned sideways into a wide screen, or a laptop's window widened
    for (const fn of changes) fn();
    expect(fold?.open).toBe(true);
  });

  it("offers the space bar only where there is a keyboard (a fine pointer), in every language", () => {
    const changes: (() => void)[] = [];
    let keyboard = false; // a tablet or a phone: a finger is the pointer
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === KEYBOARD && keyboard,
      addEventListener: (_: string, fn: () => void) => changes.push(fn),
    }));
    for (const [lang, said] of Object.entries(words)) {
      const text = () => top.querySelector(".site-instructions")?.textContent ?? "";
      keyboard = false;
      const top = pageTop(said, lang, "01_play", { title: "T", file: "01_play.ipynb" });
      expect(said["keys.space"].trim().length, lang).toBeGreaterThan(0);
      expect(text(), lang).toBe(said["play.01_play"].replace("{keys}", "").replaceAll("**", ""));
      expect(text(), lang).not.toContain(said["keys.space"].trim());
      expect(text(), lang).not.toContain("{");
      keyboard = true; // a keyboard and a mouse plugged in: the sentence names the key again
      for (const fn of changes) fn();
      expect(text(), lang).toContain(said["keys.space"].trim());
      expect(top.querySelector(".site-instructions strong")?.textContent, lang).toBe(said["play.01_play"].split("**")[1]);
    }
  });
});
