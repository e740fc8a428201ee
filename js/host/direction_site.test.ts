// The site's pages take their direction from the site's words (tools/lite_site.py adds each
// language's "dir" from the one list of languages): the landing page in Arabic is right to
// left, an English card on it and each language's name in the menu keep their own direction.
import { afterEach, describe, expect, it, vi } from "vitest";
import siteWords from "../../tools/lite/site/words.json";

const words = siteWords as Record<string, Record<string, string>>;
const SITE = "../../tools/lite/site/";

afterEach(() => {
  history.replaceState(null, "", "/");
  document.body.replaceChildren();
  document.documentElement.removeAttribute("dir");
});

const lesson = (id: string, langs: string[]) => ({
  id, audience: "teachers", play: null, to_end: false,
  versions: Object.fromEntries(langs.map((l) => [l, { file: `${id}_${l}.ipynb`, title: `${id} ${l}`, age: "8", time: "5", goal: "g" }])),
});

async function landing(lang: string): Promise<void> {
  const site = {
    languages: ["en", "ar"],
    words: { en: { ...words.en, language: "English", dir: "ltr" }, ar: { ...words.ar, language: "العربية", dir: "rtl" } },
    lessons: [lesson("04_rules_tour", ["en", "ar"]), lesson("08_new", ["en"])],
  };
  (window as unknown as { WAR_SITE: unknown }).WAR_SITE = site;
  history.replaceState(null, "", `/?lang=${lang}`);
  vi.resetModules();
  for (const file of ["shared.js", "landing.js"]) await import(/* @vite-ignore */ SITE + file);
}

describe("the landing page's direction", () => {
  it("is right to left in Arabic, an English card and the menu's names keeping theirs", async () => {
    await landing("ar");
    expect(document.documentElement.lang).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    const cards = [...document.querySelectorAll<HTMLElement>(".ww-card")];
    expect(cards.map((c) => [c.lang, c.dir])).toEqual([["ar", "rtl"], ["en", "ltr"]]);
    const names = [...document.querySelectorAll<HTMLElement>(".ww-lang")].map((a) => [a.lang, a.dir]);
    expect(names).toEqual([["en", "ltr"], ["ar", "rtl"]]);
  });

  it("is left to right in English, and turns when the reader picks Arabic", async () => {
    await landing("en");
    expect(document.documentElement.dir).toBe("ltr");
    document.querySelector<HTMLElement>('.ww-lang[lang="ar"]')!.click();
    expect(document.documentElement.dir).toBe("rtl");
  });
});
