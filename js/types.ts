// The model the widget draws. It mirrors the synced traits of
// src/war_widget/play/widget.py (class WarWidget): keep the two in step.

/** What one seat laid in one flip: cards face down before it, the cards turned up, their value. */
export type Play = [down: number, cards: string[], value: number | null];

/** A round as the engine played it (war_widget.play.views.round_view). */
export interface RoundView {
  n: number;
  /** Per seat, in the order laid: the opening flip, then one entry per war. */
  plays: Play[][];
  /** Cards each seat holds after the round. */
  counts: number[];
  winner: number | null;
  wars: number;
  finished: boolean;
  /** Only present (true) when the round ended in peace / was annulled / ended the game. */
  peace?: boolean;
  annulled?: boolean;
  end?: { winner: number | null; reason: string };
  /** The banner's numbers (war_widget.play.views.banner): each comparison ("9 > 5"), and how it ended
   * (the seat named is `winner`). */
  banner?: { how: "win" | "lowest" | "lowest_total" | "out" | "peace" | "annulled" | "tie" | "none"; math: string[] };
  /** The explanation, step by step (only in `last_round` and the history). */
  steps?: string[];
  /** The round's result in one line, for the live region (only with `steps`). */
  said?: string;
  /** The banner's lines as one text in the learner's words, read aloud (only with `steps`). */
  spoken?: string;
  /** `steps` as a voice reads them: every sign and suit in words (only with `steps`). */
  spoken_steps?: string[];
  /** The steps again in the second language (`second_lang`), shown under them, never spoken. */
  also?: { lang: string; steps: string[] };
}

/** The quiz question about the next round (war_widget.play.quiz.ask); the answer stays in Python. */
export interface Question {
  game: number;
  round: number;
  kind: "compare" | "combine" | "count" | "symbol" | "more";
  prompt: string;
  /** Per seat, the cards of the round's opening flip (shown face up with the question). */
  cards: string[][];
  /** The seat whose cards (combine) or pile (count) the question is about; null for compare. */
  seat: number | null;
  /** Compare: the seats that may be tapped (besides "tie"); symbol: the signs to tap. */
  options: (number | string)[];
  try: 1 | 2;
  /** Compare: per seat, what a screen reader says for its cards ("7, your card"); null for a
   * seat not to tap. Symbol: per sign of `options`, its name ("<, 7 is less than 4"). Absent
   * in a question saved before it existed. */
  labels?: (string | null)[];
  /** Face to face (two players, facing): each seat answers on its own half; per seat its try
   * and the feedback its answer got (null before it answered). Absent otherwise. */
  each?: { try: 1 | 2; feedback: Feedback | null }[];
  /** Each pile without the cards shown with the question (the counters while they lie on the
   * table: 19 + 19 + 2 = 40). Absent in a question saved before it existed. */
  counts?: number[];
}

export interface Feedback {
  game: number;
  round: number;
  /** What was answered (face to face, the round's feedback: each seat's). */
  given: number | string | (number | string)[];
  outcome: "right" | "retry" | "wrong" | "again";
  text: string;
  /** The right answer, once the round is played. */
  answer?: number | string;
  /** The numbers behind it ("9 is more than 5."), once the round is played. */
  detail?: string;
  /** Face to face: whose answer this is (in `each`); the round's feedback holds each seat's. */
  seat?: number;
  each?: Feedback[];
}

export interface Score {
  right: number;
  retry: number;
  wrong: number;
}

export interface Summary {
  rounds: number;
  wars: number;
  war_rounds: number[];
  wars_won: number[];
  longest_streak: number[];
  biggest_lead: number[];
  /** The round of each entry of `counts_per_round` (long games are down-sampled); absent: 0, 1, 2… */
  count_rounds?: number[];
  counts_per_round: number[][];
}

export interface SessionResult {
  code: string;
  winner: number | null;
  reason: string;
  rounds: number;
  counts: number[];
}

export interface Session {
  games?: number;
  wins?: number[];
  draws?: number;
  streak?: number;
  results?: SessionResult[];
}

export type RulesDict = {
  players: number;
  face_down: number | "by_rank";
  ace_low: boolean;
  flip: number;
  combine: string;
  jokers: number;
  lowest_rank: number;
  /** A deck of the numbers 1…numbers (null: the French deck), `copies` of each. */
  numbers: number | null;
  copies: number;
  multiway: string;
  peace: string | number;
  shortage: string;
  pickup: string;
  round_limit: number | null;
  steal: string;
  few_cards: number;
  /** The house rule "lowest card wins". */
  lowest_wins: boolean;
};

/** How a game ended (Python's play/views.result_view). */
export interface GameResult {
  winner: number | null;
  reason: string;
  rounds: number;
  /** A game that cycles: after `round` the piles are as after `earlier` (0: the deal). */
  cycle?: { round: number; earlier: number; length: number } | null;
}

/** Steal War's table: each seat's face-up pile as [top card or null, size], and the
 * learner's next card (null when its draw pile is empty and will be reshuffled). */
export interface StealView {
  faceup: [string | null, number][];
  next: string | null;
}

/** A value a rule menu offers (Python's war_widget.game.rules.rule_choices). */
export type Choice = number | string | boolean | null;

/** What the menus offer, sent by Python (the front-end holds no option values). */
export interface Choices {
  /** Per rule option (every key of RulesDict). */
  rules: Partial<Record<keyof RulesDict, Choice[]>>;
  /** Per setting: mode, level, speed, quiz_kind. */
  settings: Partial<Record<"mode" | "level" | "speed" | "quiz_kind" | "digits", string[]>>;
  /** The table's rule controls in their order (Python's war_widget.play.checks.TABLE_RULES). */
  table?: TableRule[];
}

/** One rule control: its option, the key of its words, and the option it goes with. */
export interface TableRule {
  option: keyof RulesDict;
  label: string;
  needs?: keyof RulesDict;
}

/** The latest rounds a cell played, for a page with no kernel (src/war_widget/play/recording.py). */
export interface Replay {
  game?: number;
  rounds?: RoundView[];
}

/** A decision the game waits for (Python's play/views.pending_view). */
export interface PendingView {
  seats: number[];
  value: number;
  kind?: "peace" | "steal";
  question?: string;
  /** Steal War: the learner's matching card, the seats whose face-up piles it could take,
   * and those piles' sizes. */
  card?: string | null;
  piles?: number[];
  sizes?: number[];
}

export interface Traits {
  game_id: number;
  code: string;
  round: number;
  counts: number[];
  total: number;
  over: boolean;
  result: GameResult | null;
  /** A decision the game waits for: war or peace (`peace="ask"`), or Steal War's steal or
   * play for the learner, with the question to show (`question`, in the learner's words). */
  pending: PendingView | null;
  /** Steal War: the face-up piles and the learner's next card (null under other rules). */
  steal?: StealView | null;
  last_round: RoundView | null;
  ahead: RoundView[];
  summary: Summary | null;
  session: Session;
  seat_names: string[];
  preset: string;
  presets: string[];
  languages: string[];
  /** Absent in widget state saved before it existed (the menus then offer the current value). */
  choices?: Choices;
  /** What each rank is worth under the rules (Python's play/views.card_values): "Q" 12, "A" 1
   * when the ace is low, "#7" 7. Absent in widget state saved before it existed. */
  card_values?: Record<string, number>;
  notice: string;
  error: string;
  rules: RulesDict;
  names: string[];
  mode: "computer" | "two_players";
  lang: string;
  second_lang: string;
  /** The digits the learner reads numbers in ("latn" 0-9, "arab" ٠-٩): js/digits.ts. */
  digits: "latn" | "arab";
  level: "brief" | "detailed";
  speed: "slow" | "normal" | "fast";
  auto: boolean;
  quiz: boolean;
  quiz_kind: "auto" | "compare" | "combine" | "count" | "symbol" | "more";
  hide_explanation: boolean;
  dots: boolean;
  four_colours: boolean;
  /** Two players face to face: each half of the screen a player's, the far one upside down
   * (absent in widget state saved before it existed). */
  facing?: boolean;
  question: Question | null;
  feedback: Feedback | null;
  score: Score;
  /** Face to face: each seat's own quiz score, seat 0 first (empty before any answer; absent
   * in widget state saved before it existed). */
  face_scores?: Score[];
  /** The widget's own words in the chosen language (the ui.* messages of war_widget.locale). */
  labels: Record<string, string>;
  /** Show the Settings button (False: the teacher locks the settings). */
  settings: boolean;
  /** Seat 0 is the learner, addressed as "you" (the computer mode's default names). */
  you: boolean;
  /** Absent in widget state saved before it existed. */
  replay?: Replay;
  /** Read each round's banner aloud; a speaker button (absent in older saved state). */
  speak?: boolean;
  /** The browser voices' languages that speak the learner's language ("nb", "no"). */
  voice_langs?: string[];
  /** This deal's printable sheet, linked from Settings (null: none fits the rules; absent in
   * widget state saved before it existed). */
  sheet?: SheetLink | null;
  /** This deck's cards to print and cut out, linked from Settings beside the sheet (absent in
   * widget state saved before it existed). */
  cards?: SheetLink | null;
}

/** A printable page made by Python (war_widget.play.views.sheet_view, cards_view). */
export interface SheetLink {
  /** The activity and the paper, in the learner's language: "Who wins? (A4)". */
  label: string;
  /** A file name for the page. */
  name: string;
  /** The whole page. */
  html: string;
}

/** Messages the front-end sends (validated in war_widget/play/messages.py). */
export type Intent =
  | { type: "flip"; game: number; round: number }
  | { type: "choose"; game: number; decision: "war" | "peace" | "steal" | "play" }
  | { type: "new_game" }
  | { type: "set_rules"; changes: Partial<RulesDict> }
  | { type: "preset"; name: string }
  | { type: "code"; code: string }
  | { type: "answer"; game: number; round: number; answer: number | string; seat?: number }
  | {
      type: "settings";
      speed?: string;
      level?: string;
      lang?: string;
      mode?: string;
      auto?: boolean;
      dots?: boolean;
      four_colours?: boolean;
      facing?: boolean;
      quiz?: boolean;
      hide_explanation?: boolean;
    }
  | { type: "hello" };

type Callback = (...args: any[]) => void;

/** The part of anywidget's AnyModel the widget uses (so tests can fake it). */
export interface Model {
  get<K extends keyof Traits>(key: K): Traits[K];
  on(event: string, callback: Callback): void;
  off(event?: string | null, callback?: Callback | null): void;
  send(content: Intent): void;
}
