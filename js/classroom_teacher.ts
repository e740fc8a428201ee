// The command line's teacher page (src/war_widget/classroom/teacher_page.py): a small model in
// place of anywidget's, fed by polling the class server every second. `GET state?key&after=V`
// answers the traits (room, view, words) and their version, or `same` when the page has them
// already; intents go to `POST intent` ({key, type, ...}); export is a link to the CSV.
import type { ClassIntent, ClassModel, ClassTraits } from "./classroom_types";

type Handler = (...args: any[]) => void;
type Render = (props: { model: ClassModel; el: HTMLElement }) => () => void;

/** Seconds between two polls, and at most after a failed one. */
export const POLL_MS = 1000;
export const MAX_BACKOFF_MS = 8000;

export interface Endpoints { state: string; intent: string; exportCsv: string; key: string }

export class PollingModel implements ClassModel {
  private traits: Partial<ClassTraits> = {};
  private handlers = new Map<string, Set<Handler>>();
  version = -1;

  constructor(private ends: Endpoints, private fetcher: typeof fetch = fetch.bind(globalThis)) {}

  get<K extends keyof ClassTraits>(key: K): ClassTraits[K] {
    return this.traits[key] as ClassTraits[K];
  }
  on(event: string, callback: Handler): void {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(callback);
  }
  off(event?: string | null, callback?: Handler | null): void {
    if (!event) return this.handlers.clear();
    if (!callback) return void this.handlers.delete(event);
    this.handlers.get(event)?.delete(callback);
  }
  /** A state answer from the server: the traits it carries, each change announced. */
  accept(answer: unknown): void {
    const a = answer as Partial<ClassTraits> & { version?: unknown; same?: unknown };
    if (!a || typeof a.version !== "number") return;
    this.version = a.version;
    if (a.same === true) return;
    const changed: string[] = [];
    for (const key of ["words", "room", "view"] as const) {
      if (a[key] !== undefined) {
        (this.traits as Record<string, unknown>)[key] = a[key];
        changed.push(key);
      }
    }
    for (const key of changed) for (const fn of this.handlers.get(`change:${key}`) ?? []) fn();
  }
  private url(path: string, extra: Record<string, string> = {}): string {
    const q = new URLSearchParams({ key: this.ends.key, ...extra });
    return `${path}?${q}`;
  }
  async poll(): Promise<boolean> {
    const answer = await this.fetcher(this.url(this.ends.state, { after: String(this.version) }), { cache: "no-store" });
    if (!answer.ok) return false;
    this.accept(await answer.json());
    return true;
  }
  send(content: ClassIntent): void {
    if (content.type === "export") {
      const a = document.createElement("a");
      a.href = this.url(this.ends.exportCsv);
      a.download = "";
      document.body.append(a);
      a.click();
      a.remove();
      return;
    }
    void this.fetcher(this.ends.intent, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ key: this.ends.key, ...content }),
    }).then(async (answer) => { if (answer.ok) this.accept(await answer.json()); }, () => undefined);
  }
}

/** Draws the dashboard into the page's marked element and polls until the page goes away;
 * a failed poll waits longer each time (up to 8 s), the dashboard still showing the last. */
export function startTeacherPage(page: HTMLElement, render: Render): PollingModel {
  const key = new URLSearchParams(location.search).get("key") ?? "";
  const model = new PollingModel({
    state: page.dataset.state ?? "/api/teacher/state",
    intent: page.dataset.intent ?? "/api/teacher/intent",
    exportCsv: page.dataset.export ?? "/api/teacher/export.csv",
    key,
  });
  let drawn = false;
  let wait = POLL_MS;
  const tick = async () => {
    let ok = false;
    try {
      ok = await model.poll();
    } catch {
      ok = false;
    }
    if (ok && !drawn && model.get("room")) {
      render({ model, el: page });
      drawn = true;
    }
    page.dataset.offline = String(!ok);
    wait = ok ? POLL_MS : Math.min(MAX_BACKOFF_MS, wait * 2);
    setTimeout(tick, wait);
  };
  void tick();
  return model;
}
