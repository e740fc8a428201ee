// The light host's Web Worker: Pyodide, the lesson's wheels and Python's side of the widgets
// (src/war_widget/lessons/light_host.py), off the page's thread so the page answers while Python starts.
// The page sends "start" (where Pyodide and the wheels are, the code to run) and then the
// widgets' messages; the worker answers with its steps, the bytes it has loaded, Python's
// messages as JSON texts, and "shown" with the model id of the widget the code made.
//
// Every visit starts Python from a memory snapshot (Pyodide's `_loadSnapshot`): Python's memory
// as it was once the package was imported, so neither Python's own start nor the imports run
// (issue 42, item 5). The first visit downloads the one shipped with the site (made by the build
// in Node with the same Pyodide: tools/lite/snapshot.mjs); the service worker keeps it and a
// return visit reads it from there. A snapshot that does not restore (or none) is set aside:
// Python starts as usual, imports the package before any widget exists (web.prepare: no
// JavaScript object is held by Python yet, as a snapshot requires), takes a snapshot of its own
// and hands it to the page, which gives it to the service worker to keep in the shipped one's
// place (sw.ts) once the table is drawn. The snapshot's address names the runtime it was made
// with (tools/lite_site.py: a digest of Pyodide's files and the wheels), so a new release never
// restores an old one. The shipped one is a delta against the module's own memory (delta.ts), and
// Pyodide starts while it downloads: its module compiles and Python's library arrives meanwhile.
// What the worker fetches is counted for the page's bar and fetched ahead for Pyodide: ahead.ts.

import { type Delta, readDelta, undo } from "./delta";
import { type FileSystem, install } from "./files";
import { afterAhead, countFetches, counted, dropAhead, fetchAhead, instantiateAhead } from "./ahead";

export interface Start {
  type: "start";
  /** The folder of pyodide.mjs and of the wheels, an absolute URL ending in "/". */
  base: string;
  /** The lesson's Python files, installed in this order: bundles of files
   * (tools/child_files.py, written by files.ts), or wheels (`.whl`, unpacked by Pyodide). */
  wheels: string[];
  /** Bundles only a fresh start of Python reads (the compiled modules the snapshot holds
   * imported): fetched and installed after the `wheels` when no snapshot restored. */
  fresh?: string[];
  /** Python to run; its last line makes the widget. */
  code: string;
  /** The address of this runtime's memory snapshot (the site's, or the service worker's copy),
   * or null for none; `keep`: whether a service worker can keep one this visit would take;
   * `size`: the shipped one's bytes (a buffer that size is made for it as it arrives). */
  snapshot: { url: string; keep: boolean; size: number } | null;
}

export type FromWorker =
  | { type: "bytes"; loaded: number }
  /** `snapshot`: Python was started from a memory snapshot (a return visit). */
  | { type: "step"; step: "python" | "imported"; at: number; snapshot?: boolean }
  /** The memory snapshot taken on this visit, for the service worker to keep. */
  | { type: "snapshot"; url: string; bytes: Uint8Array }
  | { type: "py"; text: string }
  | { type: "shown"; modelId: string; at: number }
  | { type: "error"; text: string }
  /** A live class's records (war_widget.lessons.light_host.report_to), for the page's outbox. */
  | { type: "report"; records: unknown[] };

/** From the page besides "start" and the widgets' messages: in a live class, report from now on
 * (records numbered from `start`); run one of the page's own buttons (web.ACTS). */
export type ToWorker =
  | Start
  | { type: "msg"; text: string }
  | { type: "report"; lesson: string; device: string; start: number }
  | { type: "act"; name: string };

interface Pyodide {
  runPython(code: string, options?: { globals?: unknown }): unknown;
  makeMemorySnapshot(): Uint8Array;
  unpackArchive(buffer: ArrayBuffer, format: string): void;
  FS: FileSystem;
  globals: { set(name: string, value: unknown): void };
  pyimport(name: string): {
    receive(text: string): void;
    report_to(post: (text: string) => void, lesson: string, device: string, start: number): void;
    act(name: string): void;
  };
}

/** The worker's global scope (the project's TypeScript has the DOM's types only). */
const scope = self as unknown as {
  postMessage(message: FromWorker, transfer?: Transferable[]): void;
  fetch: typeof fetch;
  onmessage: ((event: MessageEvent) => void) | null;
};
const say = (message: FromWorker) => scope.postMessage(message);
let receive: ((text: string) => void) | null = null;
let web: ReturnType<Pyodide["pyimport"]> | null = null;
const early: ToWorker[] = [];
const realFetch = countFetches(scope, (loaded) => say({ type: "bytes", loaded }));

/** The lesson's files at `url` (a bundle, or a wheel): what files.ts's `install` writes. */
async function wheel(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.arrayBuffer();
}

/** The snapshot for this runtime (the site's, or the service worker's copy), or null (none,
 * offline before one was kept). */
async function keptSnapshot(snapshot: Start["snapshot"]): Promise<Uint8Array | null> {
  if (!snapshot) return null;
  try {
    const response = await realFetch(snapshot.url);
    return response.ok && response.body ? await readInto(response.body.getReader(), snapshot.size) : null;
  } catch {
    return null;
  }
}

/** A snapshot's bytes, read into one buffer of the expected `size` (grown if it is larger) and
 * counted in the bar as they arrive (on a first visit they are a third of the download): no
 * copy of the stream (Response.clone) or of the whole (arrayBuffer) waits for a collection. */
export async function readInto(reader: ReadableStreamDefaultReader<Uint8Array>, size: number): Promise<Uint8Array> {
  let bytes = new Uint8Array(size);
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.byteLength > bytes.byteLength) {
      const larger = new Uint8Array(Math.max(2 * bytes.byteLength, at + value.byteLength, 1 << 22));
      larger.set(bytes.subarray(0, at));
      release(bytes.buffer);
      bytes = larger;
    }
    bytes.set(value, at);
    at += value.byteLength;
    counted(value.byteLength);
  }
  counted(0, true);
  return bytes.subarray(0, at);
}

type Load = (options: object) => Promise<Pyodide>;

/** Python started: from the snapshot when there is one and it restores, else anew (taking a
 * snapshot after the imports when the page can keep one). Pyodide starts at once, the snapshot
 * still on its way (it waits for it only before it instantiates its module): meanwhile its
 * module downloads and compiles (compileStreaming) and Python's library downloads, where they
 * used to start once the snapshot was there. */
async function startPython(load: Load, message: Start, kept: Promise<Uint8Array | null>): Promise<[Pyodide, boolean]> {
  const options = { indexURL: message.base, stdout: console.log, stderr: console.warn };
  if (message.snapshot) {
    let bytes: Uint8Array | null = null;
    const puts: (() => void)[] = []; // what puts the hooks back
    // Pyodide only logs a module it could not instantiate, and waits for ever: this does not.
    let failed: (error: unknown) => void = () => {};
    const notStarted = new Promise<never>((_, reject) => (failed = reject));
    const snapshot = kept.then((got) => {
      if (!got) throw new Error("no snapshot");
      bytes = got;
      const delta = readDelta(got); // the shipped one: a delta against the module's own memory
      const restore = delta ? delta.snapshot : got;
      puts.push(growMemory(restore.byteLength, delta, failed), copySparsely(restore));
      return restore;
    });
    try {
      const pyodide = await Promise.race([load({ ...options, _loadSnapshot: snapshot }), notStarted]);
      forget(pyodide);
      return [pyodide, true];
    } catch (error) {
      console.warn("war_widget: the kept snapshot did not restore; Python starts anew", error);
    } finally {
      for (const put of puts) put();
      dropAhead(); // a fresh start fetches its own
      if (bytes) release((bytes as Uint8Array).buffer); // copied into Python's memory: its 30 MB are freed now
    }
  }
  return [await load({ ...options, _makeSnapshot: message.snapshot?.keep === true }), false];
}

/** Pyodide copies a snapshot into the memory of a new WebAssembly instance, whose memory the
 * module sets (Pyodide's INITIAL_MEMORY is not read): Python's memory grows while the package
 * is imported, so the new instance's memory is grown to the snapshot's size first. A shipped
 * snapshot's delta is undone there, against the memory as the module made it, before any of its
 * code runs (delta.ts). The module compiled ahead is used if it compiled (instantiateAhead). An
 * instance not made is told to `failed` (Python then starts anew). Returns what puts
 * WebAssembly.instantiateStreaming back. */
function growMemory(bytes: number, delta: Delta | null, failed: (error: unknown) => void): () => void {
  const original = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    try {
      const made = await instantiateAhead(original, source, imports);
      const memory = made.instance.exports.memory;
      if (delta && memory instanceof WebAssembly.Memory && !undo(delta, memory.buffer)) {
        console.warn("war_widget: the shipped snapshot's delta does not match this runtime's memory");
      }
      delta = null; // undone once, by the first instance
      if (memory instanceof WebAssembly.Memory && memory.buffer.byteLength < bytes) {
        memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / 65536));
      }
      return made;
    } catch (error) {
      failed(error);
      throw error;
    }
  };
  return () => void (WebAssembly.instantiateStreaming = original);
}

/** Pyodide copies the snapshot into Python's new memory whole (`HEAP8.set`), which makes every
 * page of that memory resident, its 16 MB of zeros too. A new memory reads as zeros without
 * holding any page: a 64 KB block that is zero in both is left alone, the others are copied.
 * Returns what puts `Int8Array.prototype.set` back. */
export function copySparsely(snapshot: Uint8Array): () => void {
  const original = Int8Array.prototype.set;
  const BLOCK = 65536;
  const zero = (bytes: Uint8Array | Int8Array, at: number, end: number) => {
    // Four bytes a step where the range is aligned (a quarter of the loop on a slow Chromebook).
    const from = bytes.byteOffset + at;
    if (from % 4 === 0 && (end - at) % 4 === 0) {
      const words = new Uint32Array(bytes.buffer, from, (end - at) / 4);
      for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
      return true;
    }
    for (let i = at; i < end; i++) if (bytes[i] !== 0) return false;
    return true;
  };
  function sparse(this: Int8Array, source: ArrayLike<number>, offset?: number): void {
    if (!(source instanceof Uint8Array) || source.buffer !== snapshot.buffer || (offset ?? 0) !== 0 || source.length > this.length) {
      return original.call(this, source, offset);
    }
    for (let at = 0; at < source.length; at += BLOCK) {
      const end = Math.min(at + BLOCK, source.length);
      if (zero(source, at, end) && zero(this, at, end)) continue;
      original.call(this, source.subarray(at, end), at);
    }
  }
  Int8Array.prototype.set = sparse as typeof original;
  return () => void (Int8Array.prototype.set = original);
}

/** Free an ArrayBuffer's memory now rather than at some later garbage collection, which an
 * idle worker may not run for long: ArrayBuffer.prototype.transfer (ES2024) detaches it.
 * Where that is missing, the collector frees it in its time. */
export function release(buffer: ArrayBufferLike): void {
  (buffer as { transfer?: (length: number) => unknown }).transfer?.(0);
}

/** Pyodide keeps its options: without the snapshot's bytes, which Python's memory now holds. */
function forget(pyodide: Pyodide): void {
  const api = (pyodide as unknown as { _api?: { config?: { _loadSnapshot?: unknown } } })._api;
  if (api?.config) api.config._loadSnapshot = undefined;
}

/** Python's memory once the package is imported (web.prepare), or null if Pyodide cannot take
 * it (a JavaScript object already held by Python). */
function takeSnapshot(pyodide: Pyodide): Uint8Array | null {
  try {
    return pyodide.makeMemorySnapshot();
  } catch (error) {
    console.warn("war_widget: no snapshot for the next visit", error);
    return null;
  }
}

async function start(message: Start): Promise<void> {
  const started = performance.now();
  // What Python starts from downloads first: the snapshot, Pyodide's module (compiled as it
  // arrives) and Python's library; the lesson's files (which Python reads once it has started)
  // then, while the snapshot is restored. On a slow line they no longer share it with the others.
  const kept = keptSnapshot(message.snapshot);
  if (message.snapshot) fetchAhead(message.base);
  const first = Promise.allSettled([kept, afterAhead()]);
  const wheels = message.wheels.map((name) => first.then(() => wheel(message.base + name)));
  const module = (await import(/* @vite-ignore */ message.base + "pyodide.mjs")) as { loadPyodide: Load };
  const [pyodide, restored] = await startPython(module.loadPyodide, message, kept);
  say({ type: "step", step: "python", at: performance.now() - started, snapshot: restored });
  (await Promise.all(wheels)).forEach((buffer, i) => install(pyodide, message.wheels[i], buffer));
  const fresh = restored ? [] : (message.fresh ?? []);
  (await Promise.all(fresh.map((name) => wheel(message.base + name)))).forEach((buffer, i) => install(pyodide, fresh[i], buffer));
  let snapshot: Uint8Array | null = null;
  if (restored) pyodide.runPython("from war_widget import web\nweb.restored()");
  else {
    pyodide.runPython("from war_widget import web\nweb.prepare()");
    if (message.snapshot?.keep) snapshot = takeSnapshot(pyodide);
  }
  pyodide.globals.set("_ww_post", (text: string) => say({ type: "py", text }));
  pyodide.runPython("web.start(_ww_post)\ndel _ww_post");
  say({ type: "step", step: "imported", at: performance.now() - started });
  pyodide.globals.set("_ww_code", message.code);
  const modelId = String(pyodide.runPython("web.show(_ww_code)"));
  const host = pyodide.pyimport("war_widget.lessons.light_host");
  web = host;
  receive = (text) => host.receive(text);
  say({ type: "shown", modelId, at: performance.now() - started });
  for (const message of early.splice(0)) deliver(message);
  if (snapshot && message.snapshot) {
    scope.postMessage({ type: "snapshot", url: message.snapshot.url, bytes: snapshot }, [snapshot.buffer]);
  }
}

function deliver(message: ToWorker): void {
  if (message.type === "start") return;
  if (!receive || !web) return void early.push(message);
  try {
    if (message.type === "msg") receive(message.text);
    else if (message.type === "act") web.act(message.name);
    else {
      const post = (text: string) => say(JSON.parse(text) as FromWorker);
      web.report_to(post, message.lesson, message.device, message.start);
    }
  } catch (error) {
    console.warn(`war_widget: Python could not take the page's ${message.type} message`, error);
  }
}

scope.onmessage = (event: MessageEvent) => {
  const data = event.data as ToWorker;
  if (data.type === "start") {
    start(data).catch((error: unknown) => say({ type: "error", text: String(error) }));
  } else {
    deliver(data);
  }
};
