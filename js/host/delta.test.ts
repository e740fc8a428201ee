// The shipped snapshot's delta (delta.ts): undone against the module's memory it is Pyodide's
// snapshot byte for byte; against any other memory Pyodide's magic stays zero (refused, so the
// worker starts Python anew); a page's own snapshot (no delta) is left as it is.
import { describe, expect, it } from "vitest";
import { DELTA_MAGIC, hash, readDelta, undo } from "./delta";

const PYODIDE_MAGIC = 0x0bad1dea;
const HEAP_AT = 32; // Pyodide's header: magic, the heap's offset, the JSON's length, build id, JSON

/** Pyodide's snapshot of a memory of `words` words, with something in each. */
function pyodideSnapshot(words: number): Uint8Array {
  const snapshot = new Uint8Array(HEAP_AT + 4 * words);
  const head = new Uint32Array(snapshot.buffer, 0, HEAP_AT / 4);
  head[0] = PYODIDE_MAGIC;
  head[1] = HEAP_AT;
  head[2] = 7;
  const heap = new Uint32Array(snapshot.buffer, HEAP_AT);
  for (let i = 0; i < words; i++) heap[i] = i % 3 === 0 ? 0 : (i * 2654435761) >>> 0;
  return snapshot;
}

/** The file tools/lite/snapshot.mjs writes: its delta against `memory` over `extent` bytes. */
function shipped(snapshot: Uint8Array, memory: Uint32Array, extent: number): Uint8Array {
  const file = new Uint8Array(16 + snapshot.byteLength);
  file.set(snapshot, 16);
  const head = new Uint32Array(file.buffer, 0, 4);
  head.set([DELTA_MAGIC, PYODIDE_MAGIC, hash(memory.subarray(0, extent / 4)), extent]);
  new Uint32Array(file.buffer, 16, 1)[0] = 0;
  const heap = new Uint32Array(file.buffer, 16 + HEAP_AT, extent / 4);
  for (let i = 0; i < heap.length; i++) heap[i] ^= memory[i];
  return file;
}

function moduleMemory(words: number): Uint32Array {
  const memory = new Uint32Array(words);
  for (let i = 0; i < words / 2; i++) memory[i] = (i * 40503 + 17) >>> 0; // the data segments
  return memory;
}

describe("the shipped snapshot's delta", () => {
  it("undone against the module's memory, is Pyodide's snapshot byte for byte", () => {
    const snapshot = pyodideSnapshot(64);
    const memory = moduleMemory(128);
    const file = shipped(snapshot, memory, 48 * 4);
    expect([...file.subarray(16 + HEAP_AT, 16 + HEAP_AT + 8)]).not.toEqual([...snapshot.subarray(HEAP_AT, HEAP_AT + 8)]);
    const delta = readDelta(file)!;
    expect(delta).not.toBeNull();
    expect(undo(delta, memory.buffer)).toBe(true);
    expect([...delta.snapshot]).toEqual([...snapshot]);
  });

  it("against any other memory leaves Pyodide's magic zero, so Pyodide refuses the snapshot", () => {
    const snapshot = pyodideSnapshot(64);
    const memory = moduleMemory(128);
    const file = shipped(snapshot, memory, 48 * 4);
    const other = memory.slice();
    other[40] ^= 1;
    const delta = readDelta(file)!;
    expect(undo(delta, other.buffer)).toBe(false);
    expect(new Uint32Array(delta.snapshot.buffer, delta.snapshot.byteOffset, 1)[0]).toBe(0);
  });

  it("refuses an extent beyond the snapshot's heap or the memory", () => {
    const memory = moduleMemory(128);
    const file = shipped(pyodideSnapshot(64), memory, 48 * 4);
    const delta = readDelta(file)!;
    expect(undo({ ...delta, extent: 65 * 4 }, memory.buffer)).toBe(false);
    expect(undo(delta, new ArrayBuffer(16))).toBe(false);
  });

  it("is not read into a page's own snapshot, which has none", () => {
    expect(readDelta(pyodideSnapshot(64))).toBeNull();
    expect(readDelta(new Uint8Array(8))).toBeNull();
  });

  it("hashes as the build does (FNV-1a's steps over 32-bit words)", () => {
    expect(hash(new Uint32Array([]))).toBe(0x811c9dc5);
    expect(hash(new Uint32Array([1, 2]))).toBe(Math.imul(Math.imul(0x811c9dc5 ^ 1, 0x01000193) ^ 2, 0x01000193) >>> 0);
  });
});
