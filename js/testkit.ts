// Shared by the play widget's unit tests (vitest + jsdom): the play widget's traits on the shared
// fake model (js/fake_model.ts), a round as Python sends it, and mounting the whole widget.
// Not part of the bundle.
import { afterEach, beforeEach, vi } from "vitest";
import type { Words } from "./cards";
import { FakeModel } from "./fake_model";
import labels from "./labels.en.json";
import { FLY_MS, SPEED_MS } from "./panels/table";
import type { Intent, Model, RoundView, Traits } from "./types";
import widget from "./widget";

/** The widget's model in these tests: the play widget's traits, its intents, and the flips sent.
 * A live kernel answers the view's `hello` at once; `{ kernel: false }` is a model restored from a
 * saved state, which no Python answers. */
export class PlayModel extends FakeModel<Traits, Intent> implements Model {
  kernel: boolean;
  constructor(overrides: Partial<Traits> = {}, { kernel = true }: { kernel?: boolean } = {}) {
    super({ ...baseTraits(), ...overrides });
    this.kernel = kernel;
  }
  send(content: Intent): void {
    super.send(content);
    if (this.kernel && content.type === "hello") this.receive({ type: "history", game: this.traits.game_id, rounds: [] });
  }
  flips(): Intent[] {
    return this.sent.filter((m) => m.type === "flip");
  }
}

export function view(n: number, counts: number[], extra: Partial<RoundView> = {}): RoundView {
  return {
    n,
    plays: [[[0, ["KS"], 13]], [[0, ["7D"], 7]]],
    counts,
    winner: 0,
    wars: 0,
    finished: true,
    ...extra,
  };
}

export function baseTraits(): Traits {
  return {
    game_id: 1,
    code: "29J",
    round: 0,
    counts: [26, 26],
    total: 52,
    over: false,
    result: null,
    pending: null,
    last_round: null,
    ahead: [view(1, [27, 25]), view(2, [26, 26], { winner: 1 }), view(3, [27, 25])],
    summary: null,
    session: { games: 0, wins: [], draws: 0, streak: 0, results: [] },
    seat_names: ["You", "Computer"],
    preset: "classic",
    presets: ["classic", "guerra_de_sumas"],
    languages: ["en"],
    // As Python sends them (war_widget.play.checks.menu_choices).
    choices: {
      rules: {
        players: [2, 3, 4],
        face_down: [1, 3, "by_rank"],
        ace_low: [false, true],
        flip: [1, 2],
        combine: ["sum", "difference", "product"],
        jokers: [0, 1, 2],
        lowest_rank: [2, 3, 4, 5, 6, 7, 8, 9, 10],
        numbers: [null, 4, 6, 8, 10, 13, 20, 52],
        copies: [1, 2, 3, 4],
        multiway: ["tied_only", "war_is_superior"],
        peace: ["never", "always", "ask"],
        shortage: ["last_card_up", "lose"],
        pickup: ["shuffled", "table", "won_pile", "winner_first", "loser_first", "random_order"],
        round_limit: [null, 40, 80, 200, 240],
        steal: ["off", "play_next", "end_round"],
        few_cards: [0, 3, 5, 10],
        lowest_wins: [false, true],
      },
      settings: {
        mode: ["computer", "two_players"],
        speed: ["slow", "normal", "fast"],
        level: ["brief", "detailed"],
        quiz_kind: ["auto", "compare", "combine", "count", "symbol", "more"],
      },
      table: [
        { option: "players", label: "players" },
        { option: "ace_low", label: "ace_low" },
        { option: "lowest_wins", label: "lowest_wins" },
        { option: "flip", label: "sums" },
        { option: "face_down", label: "face_down" },
        { option: "round_limit", label: "round_limit" },
        { option: "pickup", label: "pickup" },
        { option: "numbers", label: "forever.numbers" },
        { option: "copies", label: "forever.copies", needs: "numbers" },
        { option: "few_cards", label: "few_cards" },
      ],
    },
    notice: "",
    error: "",
    rules: {
      players: 2,
      face_down: 3,
      ace_low: false,
      flip: 1,
      combine: "sum",
      jokers: 0,
      lowest_rank: 2,
      numbers: null,
      copies: 1,
      multiway: "tied_only",
      peace: "never",
      shortage: "last_card_up",
      pickup: "shuffled",
      round_limit: null,
      steal: "off",
      few_cards: 0,
      lowest_wins: false,
    },
    names: [],
    mode: "computer",
    lang: "en",
    level: "detailed",
    speed: "normal",
    auto: false,
    quiz: false,
    quiz_kind: "auto",
    hide_explanation: false,
    dots: false,
    four_colours: false,
    facing: false,
    question: null,
    feedback: null,
    score: { right: 0, retry: 0, wrong: 0 },
    labels: { ...labels },
    settings: true,
    you: true,
    replay: {},
  };
}

/** The English labels, filled in as the widget does. */
export const words: Words = (key, fields = {}) =>
  ((labels as Record<string, string>)[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(fields[name]));

export const byId = (el: HTMLElement, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
export const text = (el: HTMLElement, id: string) => byId(el, id).textContent ?? "";
/** The cards each pile holds (Python's numbers, `data-count`; the text may still be counting up). */
export const counts = (el: HTMLElement) => [0, 1].map((s) => Number(byId(el, `count-${s}`).dataset.count));
/** The numbers the piles show right now. */
export const shown = (el: HTMLElement) => [0, 1].map((s) => Number(text(el, `count-${s}`)));
/** The round's cards reach the winner's pile (normal speed): its counter shows the round's
 * number, and the words that state it (the explanation, the game-over card) come. */
export const settle = () => vi.advanceTimersByTime(SPEED_MS.normal + FLY_MS);

/** Mount the widget in a fresh host; unmounted (listeners checked by the caller) after each test. */
export function useWidget() {
  let host: HTMLElement | null = null;
  let cleanup: (() => void) | null = null;
  const kit = {
    mount(model: PlayModel): HTMLElement {
      host = document.createElement("div");
      document.body.append(host);
      cleanup = widget.render({ model, el: host });
      return host;
    },
    unmount() {
      cleanup?.();
      cleanup = null;
    },
  };
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    kit.unmount();
    host?.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return kit;
}
