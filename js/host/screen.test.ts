// The loading screen's download line says megabytes as they travel: the worker counts decoded
// bytes (52 MB for the runtime and Python's snapshot), the server sends their brotli copies
// (13 MB), and a teacher must not read "of 52 MB" for a 13 MB download.
import { afterEach, describe, expect, it } from "vitest";
import siteWords from "../../tools/lite/site/words.json";
import { loadingScreen } from "./screen";

const words = siteWords as Record<string, Record<string, string>>;
const line = (el: HTMLElement) => el.querySelector(".site-steps li")?.textContent ?? "";

afterEach(() => document.body.replaceChildren());

describe("the loading screen's download line", () => {
  it("says the megabytes that travel, in proportion to the decoded bytes arrived", () => {
    const screen = loadingScreen(words.en, "en", 52_000_000, 13_000_000);
    expect(line(screen.el)).toBe(words.en["step.download"].replace("{done}", "0.0").replace("{total}", "13.0"));
    screen.bytes(26_000_000);
    expect(line(screen.el)).toContain("6.5");
    expect(line(screen.el)).toContain("13.0");
    expect(line(screen.el)).not.toContain("52.0");
  });

  it("without a figure of what travels, says the decoded bytes", () => {
    const screen = loadingScreen(words.pl, "pl", 7_400_000);
    screen.bytes(7_400_000);
    expect(line(screen.el)).toContain("7,4");
  });
});
