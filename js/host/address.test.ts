import { describe, expect, it } from "vitest";
import { secondLanguageOf, withSecondLanguage } from "./address";

const SITE = ["en", "es", "pl", "uk"];

describe("the second language a child's page is asked for", () => {
  it("takes ?also= when the site speaks it and it is not the page's own", () => {
    expect(secondLanguageOf("?lang=pl&also=uk", SITE, "pl")).toBe("uk");
    expect(secondLanguageOf("?also=UK-ua", SITE, "pl")).toBe("uk");
    expect(secondLanguageOf("?also=pl", SITE, "pl")).toBe("");
    expect(secondLanguageOf("?lang=pl", SITE, "pl")).toBe("");
  });

  it("never lets the address write Python", () => {
    expect(secondLanguageOf('?also=uk")\nimport os', SITE, "pl")).toBe("");
    expect(secondLanguageOf("?also=xx", SITE, "pl")).toBe("");
  });

  it("fills the page's code where the site left {also}", () => {
    const code = 'WarWidget(lang="pl", second_lang="{also}")';
    expect(withSecondLanguage(code, "uk")).toBe('WarWidget(lang="pl", second_lang="uk")');
    expect(withSecondLanguage(code, "")).toBe('WarWidget(lang="pl", second_lang="")');
  });
});
