// The live class dashboard's traits, as Python writes them (src/war_widget/classroom/dashboard.py
// and stats_view.py). The front-end draws them; every number and word is Python's.

export interface RoomView {
  code: string;
  /** The pupils' address, once the class is open to the network ("" before). */
  url: string;
  /** The address's QR code as a data: URL ("" before). */
  qr: string;
  network: boolean;
  note: string;
  paused: boolean;
  projector: boolean;
  notice: string;
}

export interface Total { key: string; label: string; value: string }

export interface PupilRow { name: string; cells: string[]; help: boolean; why: string }

export interface PupilsView {
  columns: string[];
  rows: PupilRow[];
  empty: string;
  rule: string;
  need_help: number;
}

export interface SharePoint { n: number; share: number; low: number; high: number }

export interface FirstWarView {
  title: string;
  n: number;
  wars: number;
  points: SharePoint[];
  exact: number | null;
  exact_text: string;
  x_label: string;
  y_label: string;
  percent: string;
  share: number | null;
  low: number | null;
  high: number | null;
  text: string;
}

export interface LengthBar { low: number; high: number | null; count: number; share: number; reference: number; label: string }

export interface LengthsView {
  title: string;
  games: number;
  bars: LengthBar[];
  text: string;
  class_label: string;
  reference_label: string;
  x_label: string;
  y_label: string;
  percent: string;
}

export interface AnswerRow { kind: string; name: string; cells: string[]; missed_share: number }

export interface AnswersView {
  title: string;
  columns: string[];
  rows: AnswerRow[];
  empty: string;
  missed_title: string;
  missed: { kind: string; name: string; text: string }[];
}

export type SectionName = "first_war" | "lengths" | "answers";

export interface StatsView {
  lang: string;
  projector: boolean;
  totals: Total[];
  sections: SectionName[];
  pupils: PupilsView | null;
  first_war: FirstWarView;
  lengths: LengthsView;
  answers: AnswersView;
}

export interface ClassTraits {
  room: RoomView;
  view: StatsView;
  words: Record<string, string>;
  lang: string;
}

export type ClassIntent =
  | { type: "pause" }
  | { type: "resume" }
  | { type: "open" }
  | { type: "projector"; on: boolean }
  | { type: "export" };

type Handler = (...args: any[]) => void;

/** anywidget's model, or the teacher page's polling stand-in (classroom_teacher.ts). */
export interface ClassModel {
  get<K extends keyof ClassTraits>(key: K): ClassTraits[K];
  on(event: string, callback: Handler): void;
  off(event?: string | null, callback?: Handler | null): void;
  send(content: ClassIntent): void;
}
