// The live class's outbox and sender (outbox.ts, sender.ts) against a fake class server that keeps
// records by id, as the real one does: batches, acknowledged ids removed, resent after failures
// with a growing wait, nothing counted twice.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStore, type OutRecord } from "./outbox";
import { Sender, type Answer, type Status } from "./sender";

const record = (n: number): OutRecord => ({ id: `dev-${n}`, kind: "round", lesson: "03_probability", data: { round: n }, pupil: "Ana" });
const records = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => record(from + i));

/** A class server: keeps each id once; can be away, lose its answers, or refuse one record. */
class FakeServer {
  kept = new Map<string, number>(); // id -> times it arrived
  batches: number[] = [];
  away = false;
  loseAnswers = false;
  tooMany = 0; // answer this many 429s first
  poison = "";
  paused = false;

  post = async (batch: OutRecord[]): Promise<Answer> => {
    if (this.away) throw new TypeError("Failed to fetch");
    if (this.tooMany > 0) {
      this.tooMany -= 1;
      return { ok: false, status: 429, retryAfter: 5 };
    }
    if (batch.length > 500) return { ok: false, status: 413 };
    if (batch.some((r) => r.id === this.poison)) return { ok: false, status: 400, message: "data: not an object" };
    this.batches.push(batch.length);
    for (const r of batch) this.kept.set(r.id, (this.kept.get(r.id) ?? 0) + 1);
    if (this.loseAnswers) throw new TypeError("the connection dropped before the answer");
    return { ok: true, kept: batch.map((r) => r.id), paused: this.paused };
  };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await vi.advanceTimersByTimeAsync(0);
}

let store: MemoryStore;
let server: FakeServer;
let statuses: Status[];
let sender: Sender;

beforeEach(() => {
  vi.useFakeTimers();
  store = new MemoryStore();
  server = new FakeServer();
  statuses = [];
  sender = new Sender(store, server.post, { random: () => 0.5, onStatus: (s) => statuses.push(s) });
});
afterEach(() => {
  sender.stop();
  vi.useRealTimers();
});

describe("the outbox in memory", () => {
  it("hands out blocks of numbers that never overlap", async () => {
    const first = await store.reserve(1000);
    const second = await store.reserve(1000);
    expect(second).toBeGreaterThanOrEqual(first + 1000);
  });

  it("keeps an id once and gives the oldest first", async () => {
    await store.put([record(2), record(1)]);
    await store.put([record(2)]);
    expect((await store.oldest(10)).map((r) => r.id)).toEqual(["dev-2", "dev-1"]);
    await store.remove(["dev-2", "dev-99"]);
    expect(await store.count()).toBe(1);
  });
});

describe("the sender", () => {
  it("sends in batches of at most 500 and removes what the server acknowledged", async () => {
    await store.put(records(1, 1200));
    sender.kick();
    await settle();
    expect(server.batches).toEqual([500, 500, 200]);
    expect(await store.count()).toBe(0);
    expect(server.kept.size).toBe(1200);
    expect(statuses.at(-1)).toEqual({ state: "sent", kept: 0 });
  });

  it("keeps everything while the server is away, says so, and sends it once it is back", async () => {
    server.away = true;
    await store.put(records(1, 3));
    sender.kick();
    await settle();
    expect(await store.count()).toBe(3);
    expect(statuses.at(-1)).toEqual({ state: "kept", kept: 3 });
    server.away = false;
    await vi.advanceTimersByTimeAsync(1000); // the first wait: 1 s (jitter 0.5 -> x1.0)
    await settle();
    expect(await store.count()).toBe(0);
    expect([...server.kept.values()]).toEqual([1, 1, 1]);
    expect(statuses.at(-1)?.state).toBe("sent");
  });

  it("waits twice as long after each failure, at most 30 s, and new records do not hurry it", async () => {
    server.away = true;
    const tries: number[] = [];
    const counting = new Sender(store, async (batch) => {
      tries.push(Date.now());
      return server.post(batch);
    }, { random: () => 0.5 });
    await store.put(records(1, 1));
    counting.kick();
    await settle();
    for (let i = 0; i < 8; i++) {
      await store.put([record(100 + i)]); // a flip while the server is away
      counting.kick();
      await vi.advanceTimersByTimeAsync(40_000);
    }
    const waits = tries.slice(1).map((t, i) => t - tries[i]);
    expect(waits.slice(0, 6)).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    counting.stop();
  });

  it("counts nothing twice when the answer is lost after the server kept the batch", async () => {
    server.loseAnswers = true;
    await store.put(records(1, 10));
    sender.kick();
    await settle();
    expect(await store.count()).toBe(10); // no answer: still kept here
    server.loseAnswers = false;
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(await store.count()).toBe(0);
    // Sent twice, but the server keeps each id once (its answer names ids it held already).
    expect(server.kept.size).toBe(10);
  });

  it("never puts a record in two batches at once, whatever arrives while one is on its way", async () => {
    let release: () => void = () => {};
    const seen: string[] = [];
    const slow = new Sender(store, async (batch) => {
      seen.push(...batch.map((r) => r.id));
      await new Promise<void>((resolve) => (release = resolve));
      return { ok: true, kept: batch.map((r) => r.id), paused: false };
    });
    await store.put(records(1, 5));
    slow.kick();
    await settle();
    await store.put(records(6, 8));
    slow.kick();
    slow.kick();
    await settle();
    release();
    await settle();
    release();
    await settle();
    expect(seen).toEqual(records(1, 8).map((r) => r.id));
    expect(await store.count()).toBe(0);
  });

  it("waits as long as a 429 asks", async () => {
    server.tooMany = 1;
    await store.put(records(1, 2));
    sender.kick();
    await settle();
    await vi.advanceTimersByTimeAsync(4000);
    expect(await store.count()).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(await store.count()).toBe(0);
  });

  it("sets aside the one record the server refuses and delivers the rest", async () => {
    server.poison = "dev-7";
    await store.put(records(1, 20));
    sender.kick();
    await settle();
    expect(await store.count()).toBe(0);
    expect(server.kept.size).toBe(19);
    expect(sender.refused.map((r) => r.id)).toEqual(["dev-7"]);
  });

  it("says when the teacher paused the class", async () => {
    server.paused = true;
    await store.put(records(1, 1));
    sender.kick();
    await settle();
    expect(sender.paused).toBe(true);
    expect(statuses.at(-1)).toEqual({ state: "paused", kept: 0 });
  });

  it("tries at once when the network is back", async () => {
    server.away = true;
    await store.put(records(1, 2));
    sender.kick();
    await settle();
    server.away = false;
    sender.retryNow();
    await settle();
    expect(await store.count()).toBe(0);
  });
});
