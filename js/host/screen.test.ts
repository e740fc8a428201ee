// The loading screen's download line says megabytes as they travel: the worker counts decoded
// bytes (52 MB for the runtime and Python's snapshot), the server sends their brotli copies
// (13 MB), and a teacher must not read "of 52 MB" for a 13 MB download.
import { afterEach, describe, expect, it, vi } from "vitest";
import siteWords from "../../tools/lite/site/words.json";
import { loadingScreen, STALL_MS } from "./screen";

const words = siteWords as Record<string, Record<string, string>>;
const line = (el: HTMLElement) => el.querySelector(".site-steps li")?.textContent ?? "";

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

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

// A first visit whose load stalls (Pyodide waiting for ever on a module it could not make) never
// spins for ever: with no news for STALL_MS the child is told and offered to try again.
describe("the loading screen, when the load stalls", () => {
  const offered = (el: HTMLElement) => {
    const button = el.querySelector<HTMLButtonElement>('[data-testid="retry"]');
    const failed = el.querySelector<HTMLElement>(".site-failed");
    return Boolean(button && !button.hidden && failed && !failed.hidden);
  };

  function screen(retry = () => undefined) {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "performance"] });
    const made = loadingScreen(words.pl, "pl", 52_000_000, 13_000_000, retry);
    document.body.append(made.el);
    return made;
  }

  it("offers to try again once nothing is heard of the load for STALL_MS, and tries again", () => {
    const retry = vi.fn();
    const made = screen(retry);
    made.bytes(1_000_000);
    vi.advanceTimersByTime(STALL_MS - 1000);
    expect(offered(made.el)).toBe(false);
    vi.advanceTimersByTime(1500);
    expect(offered(made.el)).toBe(true);
    expect(made.el.querySelector(".site-failed")?.textContent).toBe(words.pl.failed);
    made.el.querySelector<HTMLButtonElement>('[data-testid="retry"]')?.click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("takes the offer back when the load goes on, and never offers while news comes", () => {
    const made = screen();
    vi.advanceTimersByTime(STALL_MS + 500);
    expect(offered(made.el)).toBe(true);
    made.step("python");
    expect(offered(made.el)).toBe(false);
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(STALL_MS / 2);
      made.alive();
    }
    expect(offered(made.el)).toBe(false);
    made.done();
    vi.advanceTimersByTime(2 * STALL_MS);
    expect(offered(made.el)).toBe(false);
  });

  it("offers it at once when the load failed, with what failed, and keeps it", () => {
    const made = screen();
    made.failed("Error: no module");
    expect(offered(made.el)).toBe(true);
    expect(made.el.querySelector(".site-failed-detail")?.textContent).toBe("Error: no module");
    made.alive();
    expect(offered(made.el)).toBe(true);
  });
});
