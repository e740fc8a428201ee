// The worker's handling of Python's memory snapshot (worker.ts): read into one buffer as it
// arrives, its bytes counted (readInto); copied into Python's memory sparsely (copySparsely):
// the memory ends as the snapshot, byte for byte, while blocks zero in both are not written.
import { afterEach, describe, expect, it, vi } from "vitest";

const BLOCK = 65536;

afterEach(() => vi.unstubAllGlobals());

let posted: unknown[] = [];

async function worker() {
  posted = [];
  const postMessage = (message: unknown) => posted.push(message);
  vi.stubGlobal("self", { postMessage, fetch: async () => new Response(), onmessage: null });
  vi.resetModules();
  return import("./worker");
}

describe("copySparsely", () => {
  it("fills the memory as the snapshot, writing no block that is zero in both", async () => {
    const { copySparsely } = await worker();
    const file = new Uint8Array(16 + 4 * BLOCK); // a header, then the memory's four blocks
    const snapshot = file.subarray(16);
    snapshot[5] = 1; // block 0: something
    snapshot[3 * BLOCK + 7] = 9; // block 3: something; blocks 1 and 2 zero
    const memory = new Int8Array(5 * BLOCK);
    memory[2 * BLOCK + 1] = 4; // block 2 of the memory is not zero: the snapshot's zeros go there
    const written: number[] = [];
    const set = Int8Array.prototype.set;
    const spy = function (this: Int8Array, source: ArrayLike<number>, offset?: number) {
      if (this === memory) written.push((offset ?? 0) / BLOCK);
      return set.call(this, source, offset);
    };
    Int8Array.prototype.set = spy as typeof set;
    const unpatch = copySparsely(file);
    try {
      memory.set(snapshot);
    } finally {
      unpatch();
      Int8Array.prototype.set = set;
    }
    expect([...new Uint8Array(memory.buffer, 0, 4 * BLOCK)]).toEqual([...snapshot]);
    expect(written).toEqual([0, 2, 3]); // blocks 0, 2 and 3: not block 1, zero in both
  });

  it("reads a snapshot that is not four-byte aligned, or ends mid-word, byte by byte", async () => {
    const { copySparsely } = await worker();
    const file = new Uint8Array(17 + 2 * BLOCK + 3); // an odd header; two blocks and 3 bytes
    const snapshot = file.subarray(17);
    snapshot[BLOCK + 3] = 7; // block 1, not at a word's start
    snapshot[2 * BLOCK + 2] = 5; // the short last block's last byte
    const memory = new Int8Array(3 * BLOCK);
    const unpatch = copySparsely(file);
    try {
      memory.set(snapshot);
    } finally {
      unpatch();
    }
    expect([...new Uint8Array(memory.buffer, 0, snapshot.length)]).toEqual([...snapshot]);
    const aligned = new Uint8Array(4 * BLOCK).subarray(4); // aligned, but 4 bytes short of a block
    aligned[aligned.length - 1] = 3;
    const into = new Int8Array(4 * BLOCK);
    const again = copySparsely(aligned);
    try {
      into.set(aligned);
    } finally {
      again();
    }
    expect(into[aligned.length - 1]).toBe(3);
  });

  it("copies anything else as Int8Array's set always did, and is put back", async () => {
    const { copySparsely } = await worker();
    const original = Int8Array.prototype.set;
    const unpatch = copySparsely(new Uint8Array(32));
    const into = new Int8Array(4);
    into.set(new Uint8Array([0, 0, 3]), 1);
    expect([...into]).toEqual([0, 0, 0, 3]);
    unpatch();
    expect(Int8Array.prototype.set).toBe(original);
  });
});

describe("readInto", () => {
  function stream(chunks: number[][]) {
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
        controller.close();
      },
    }).getReader();
  }

  it.each([
    ["its expected size", 6],
    ["less than it is (the buffer grows)", 4],
    ["unknown", 0],
  ])("gives the bytes as they came, the size %s, and counts them in the bar", async (_, size) => {
    const { readInto } = await worker();
    const bytes = await readInto(stream([[1, 2, 3], [4], [5, 6]]), size);
    expect([...bytes]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(posted.at(-1)).toEqual({ type: "bytes", loaded: 6 });
  });
});
