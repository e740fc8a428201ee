// The shipped snapshot's delta, undone in the page's worker (worker.ts). The build sends Python's
// memory snapshot as a DELTA against the memory the WebAssembly module makes itself when it is
// instantiated (its data segments: Python's static objects), which the page's new instance holds
// anyway: the heap is XORed with it, so what Python left as it was reads as zeros and the file
// compresses to fewer bytes for a slow first visit (tools/lite/snapshot.mjs makes it; issue 42,
// item 5). The file:
//   16 bytes: "WWD1", Pyodide's own magic number, a 32-bit hash of the module's memory over the
//   extent and that extent in bytes (little-endian u32s); then Pyodide's snapshot with its magic
//   zeroed and its heap XORed with the module's memory over the extent.
// Pyodide refuses a snapshot whose magic is zero, so one whose delta was not undone (the memory
// never seen, or not the one the build saw) is set aside like any that does not restore.

export const DELTA_MAGIC = 0x31445757; // "WWD1", little-endian

export interface Delta {
  /** Pyodide's snapshot, its magic zeroed and its heap XORed (undone in place by `undo`). */
  snapshot: Uint8Array;
  magic: number;
  hash: number;
  extent: number;
}

/** The delta a file holds, or null for a plain Pyodide snapshot (one a page took itself). */
export function readDelta(file: Uint8Array): Delta | null {
  if (file.byteLength < 32 || file.byteOffset % 4) return null;
  const head = new Uint32Array(file.buffer, file.byteOffset, 4);
  if (head[0] !== DELTA_MAGIC) return null;
  return { snapshot: file.subarray(16), magic: head[1], hash: head[2], extent: head[3] };
}

/** The hash tools/lite/snapshot.mjs writes: FNV-1a's steps over little-endian 32-bit words. */
export function hash(words: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
  return h >>> 0;
}

/** Undo the delta with the module's `memory` as instantiated (before any of its code ran): the
 * snapshot's heap XORed back over the extent and Pyodide's magic put back. False, the snapshot
 * left as Pyodide refuses it, when the memory is not the one the build saw. */
export function undo(delta: Delta, memory: ArrayBufferLike): boolean {
  const { snapshot, extent } = delta;
  const heapAt = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2)[1];
  const at = snapshot.byteOffset + heapAt;
  if (extent % 4 || at % 4 || heapAt + extent > snapshot.byteLength || extent > memory.byteLength) return false;
  const base = new Uint32Array(memory, 0, extent / 4);
  if (hash(base) !== delta.hash) return false;
  const heap = new Uint32Array(snapshot.buffer, at, extent / 4);
  for (let i = 0; i < heap.length; i++) heap[i] ^= base[i];
  new Uint32Array(snapshot.buffer, snapshot.byteOffset, 1)[0] = delta.magic;
  return true;
}
