// The sender of a live class: the outbox's records (outbox.ts) posted to the teacher's computer
// in batches (at most 500 a message), oldest first, one batch at a time, so no record is ever in
// two messages at once. The server answers with the ids it holds (ids it held already count too):
// only those leave the outbox. A failure (no network, the teacher's computer away, a server
// error) keeps everything and tries again later, waiting twice as long each time (1 s up to 30 s,
// with a little jitter so thirty tablets do not all come back in the same instant); "too many"
// (429) waits as long as the server asks. Play never waits on any of this.

import type { OutboxStore, OutRecord } from "./outbox";

/** What the server answered a batch: its ids kept, or the HTTP status of a refusal. */
export type Answer =
  | { ok: true; kept: string[]; paused: boolean }
  | { ok: false; status: number; retryAfter?: number; message?: string };

/** Posts one batch; throws when nothing came back (no network, the server away). */
export type Post = (batch: OutRecord[]) => Promise<Answer>;

/** What the status line shows: all sent, sending, some kept here (the server away), paused. */
export interface Status {
  state: "sent" | "sending" | "kept" | "paused";
  /** Records kept on this device, not yet on the teacher's computer. */
  kept: number;
}

export interface SenderOptions {
  batch?: number;
  /** The first wait after a failure, and the longest, in ms. */
  first?: number;
  longest?: number;
  random?: () => number;
  onStatus?: (status: Status) => void;
}

export const BATCH = 500;

export class Sender {
  private running = false;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private size: number;
  paused = false;
  /** Records set aside because the server refused them alone, malformed (never sent again). */
  refused: OutRecord[] = [];

  constructor(
    private store: OutboxStore,
    private post: Post,
    private options: SenderOptions = {},
  ) {
    this.size = options.batch ?? BATCH;
  }

  /** New records: send them now, unless a send is under way (then right after it) or the last
   * one failed (then when its wait is over: a flip every second does not hammer a server that
   * is away). */
  kick(): void {
    if (this.failures > 0) {
      void this.store.count().then((kept) => this.tell(this.paused ? "paused" : "kept", kept));
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run();
  }

  /** The network is back (the browser says so), or the wait is over: try at once. */
  retryNow(): void {
    this.stop();
    if (this.running) this.again = true;
    else void this.run();
  }

  /** Stop any later attempt (the page is closing; tests). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Whether a send is under way or waiting to try again (tests wait for it to settle). */
  get busy(): boolean {
    return this.running;
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      do {
        this.again = false;
        const wait = await this.sendAll();
        if (wait !== null) {
          this.later(wait);
          break;
        }
      } while (this.again);
    } finally {
      this.running = false;
    }
  }

  /** Batches until the outbox is empty (null) or one fails (the ms to wait before trying again). */
  private async sendAll(): Promise<number | null> {
    for (;;) {
      const batch = await this.store.oldest(this.size);
      if (!batch.length) {
        this.failures = 0;
        this.tell(this.paused ? "paused" : "sent", 0);
        return null;
      }
      this.tell(this.paused ? "paused" : "sending", await this.store.count());
      let answer: Answer;
      try {
        answer = await this.post(batch);
      } catch {
        return this.failed(); // no answer at all: the network or the teacher's computer is away
      }
      const wait = await this.answered(batch, answer);
      if (wait !== null) return wait;
    }
  }

  /** What an answer means: null to go on with the next batch, else the ms to wait. */
  private async answered(batch: OutRecord[], answer: Answer): Promise<number | null> {
    if (answer.ok) {
      this.paused = answer.paused;
      const sent = new Set(batch.map((r) => r.id));
      const kept = answer.kept.filter((id) => sent.has(id));
      await this.store.remove(answer.kept);
      if (!kept.length) return this.failed(); // nothing of it kept: try again later, not at once
      this.failures = 0;
      this.size = this.options.batch ?? BATCH;
      return null;
    }
    if (answer.status === 429) return this.failed(Math.max(1, answer.retryAfter ?? 1) * 1000);
    if ((answer.status === 400 || answer.status === 413) && batch.length > 1) {
      this.size = Math.max(1, Math.floor(batch.length / 2)); // find the record it refuses
      return null;
    }
    if (answer.status === 400 && batch.length === 1) {
      // The server refuses this one record, however often it comes: set it aside, go on.
      console.warn("war_widget: the teacher's computer refused a record", batch[0], answer.message);
      this.refused.push(batch[0]);
      await this.store.remove([batch[0].id]);
      return null;
    }
    return this.failed();
  }

  private failed(atLeast = 0): number {
    this.failures += 1;
    const longest = this.options.longest ?? 30_000;
    const grown = (this.options.first ?? 1000) * 2 ** Math.min(this.failures - 1, 10);
    const jitter = 0.8 + 0.4 * (this.options.random ?? Math.random)();
    void this.store.count().then((kept) => this.tell(this.paused ? "paused" : "kept", kept));
    return Math.max(atLeast, Math.min(longest, grown) * jitter);
  }

  private later(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.retryNow();
    }, ms);
  }

  private tell(state: Status["state"], kept: number): void {
    this.options.onStatus?.({ state, kept });
  }
}

/** A Post to the class server: POST /api/records with the room, device and pupil. */
export function postTo(url: string, room: string, device: string, pupil: () => string): Post {
  return async (batch) => {
    const sent = new Date().toISOString();
    const records = batch.map((r) => ({ ...r, sent }));
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ room, device, pupil: pupil(), records }),
      cache: "no-store",
    });
    const body = (await response.json().catch(() => ({}))) as { kept?: unknown; paused?: unknown; message?: unknown };
    if (response.ok && Array.isArray(body.kept)) {
      return { ok: true, kept: body.kept.map(String), paused: body.paused === true };
    }
    const retry = Number(response.headers.get("Retry-After"));
    return {
      ok: false,
      status: response.status,
      retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
      message: typeof body.message === "string" ? body.message : undefined,
    };
  };
}
