import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeModel as BaseFakeModel } from "./fake_model";
import { NO_KERNEL_MS, replayBar } from "./replay";
import labels from "./labels.en.json";
import type { Model, Replay, RoundView } from "./types";

/** Only the traits the replay bar reads: `replay`, `round` (Python's) and change events. */
class FakeModel extends BaseFakeModel<{ replay?: Replay; round: number }> {
  constructor(replay: Replay | undefined, round: number) {
    super({ replay, round });
  }
  setReplay(replay: Replay) {
    this.set("replay", replay);
  }
  count(): number {
    return this.listenerCount();
  }
}

const round = (n: number): RoundView => ({ n, plays: [], counts: [26 + n, 26 - n], winner: 0, wars: 0, finished: true, steps: [`r${n}`] });
const recorded = (game: number, from: number, to: number): Replay => ({
  game,
  rounds: Array.from({ length: to - from + 1 }, (_, i) => round(from + i)),
});

function setup(replay: Replay | undefined, pyRound: number, game = 1) {
  const model = new FakeModel(replay, pyRound);
  const shown: number[] = [];
  const toggles: boolean[] = [];
  const kernel: boolean[] = [];
  const bar = replayBar(model as unknown as Model, {
    show: (v) => shown.push(v.n),
    toggle: (on) => toggles.push(on),
    kernel: (live) => kernel.push(live),
    gameId: () => game,
    words: (key, fields = {}) =>
      ((labels as Record<string, string>)[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(fields[name])),
  });
  document.body.append(bar.el);
  const click = (id: string) => bar.el.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!.click();
  const pos = () => bar.el.querySelector('[data-testid="replay-pos"]')!.textContent;
  return { model, bar, shown, toggles, kernel, click, pos };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("replay bar", () => {
  it("offers the recorded rounds when no kernel answers, starting at Python's round", () => {
    const { bar, shown, toggles, click, pos } = setup(recorded(1, 1, 5), 5);
    expect(bar.el.hidden).toBe(true);
    vi.advanceTimersByTime(NO_KERNEL_MS + 1);
    expect(bar.active()).toBe(true);
    expect(bar.el.hidden).toBe(false);
    expect(toggles).toEqual([true]);
    expect(shown).toEqual([5]);
    expect(bar.el.parentElement!.classList.contains("ww-no-kernel")).toBe(true);
    expect(pos()).toBe("Round 5 (5 of 5 recorded)");
    click("replay-prev");
    click("replay-prev");
    expect(shown).toEqual([5, 4, 3]);
    click("replay-first");
    expect(shown.at(-1)).toBe(1);
    expect(bar.el.querySelector<HTMLButtonElement>('[data-testid="replay-prev"]')!.disabled).toBe(true);
    click("replay-prev"); // nothing before the first recorded round
    expect(shown.at(-1)).toBe(1);
    click("replay-next");
    expect(shown.at(-1)).toBe(2);
    expect(bar.el.dataset.round).toBe("2");
  });

  it("stays away when the kernel answers in time", () => {
    const { bar, toggles } = setup(recorded(1, 1, 5), 5);
    bar.live();
    vi.advanceTimersByTime(10 * NO_KERNEL_MS);
    expect(bar.active()).toBe(false);
    expect(bar.el.hidden).toBe(true);
    expect(toggles).toEqual([]);
  });

  it("goes away when a late kernel answers", () => {
    const { bar, toggles } = setup(recorded(1, 1, 5), 5);
    vi.advanceTimersByTime(NO_KERNEL_MS + 1);
    bar.live();
    expect(bar.el.hidden).toBe(true);
    expect(bar.el.parentElement!.classList.contains("ww-no-kernel")).toBe(false);
    expect(toggles).toEqual([true, false]);
  });

  it("shows nothing without a recording, or with one of another game", () => {
    for (const rec of [undefined, {}, recorded(7, 1, 3)]) {
      const { bar, toggles } = setup(rec, 3);
      vi.advanceTimersByTime(NO_KERNEL_MS + 1);
      expect(bar.active()).toBe(false);
      expect(toggles).toEqual([]);
    }
  });

  it("starts at the last recorded round when Python's round is not among them", () => {
    const { model, shown, bar } = setup({}, 40);
    vi.advanceTimersByTime(NO_KERNEL_MS + 1);
    expect(bar.active()).toBe(false);
    model.setReplay(recorded(1, 1, 30));
    expect(bar.active()).toBe(true);
    expect(shown).toEqual([30]);
  });

  it("says whether Python is there: none in time, a late answer, the kernel gone", () => {
    const { bar, kernel, toggles } = setup(undefined, 3);
    vi.advanceTimersByTime(NO_KERNEL_MS - 1);
    expect(kernel).toEqual([]); // still waiting
    vi.advanceTimersByTime(2);
    expect(kernel).toEqual([false]);
    bar.live();
    bar.live(); // said once
    expect(kernel).toEqual([false, true]);
    bar.gone();
    expect(kernel).toEqual([false, true, false]);
    expect(toggles).toEqual([]); // nothing recorded: no bar, only the still table
  });

  it("offers the recording at once when the page says no kernel is there", () => {
    const { bar, kernel, shown } = setup(recorded(1, 1, 5), 5);
    bar.gone();
    expect(bar.active()).toBe(true);
    expect(shown).toEqual([5]);
    vi.advanceTimersByTime(10 * NO_KERNEL_MS);
    expect(kernel).toEqual([false]); // the timer was stopped: said once
  });

  it("removes its listener and timer on cleanup", () => {
    const { model, bar, toggles } = setup(recorded(1, 1, 5), 5);
    expect(model.count()).toBe(1);
    bar.cleanup();
    expect(model.count()).toBe(0);
    vi.advanceTimersByTime(NO_KERNEL_MS + 1);
    expect(toggles).toEqual([]);
  });
});
