// The light host worker's fetching (worker.ts), while Python's memory snapshot downloads
// (issue 42, item 5): every byte fetched is counted for the page's progress bar; Pyodide's
// module compiles as it arrives and Python's library is fetched ahead, each handed to Pyodide
// once, when it asks; and the module is instantiated from the compile ahead (instantiateAhead).

/** The worker's global scope, as far as fetching goes. */
export interface FetchScope {
  fetch: typeof fetch;
}

/** While the snapshot downloads (early): Pyodide's module, compiled as it arrives, and the
 * responses fetched ahead for Pyodide, by address (each given once). */
const ahead: { wasm: string; compiled: Promise<WebAssembly.Module> | null; fetched: Map<string, Promise<Response>> } = {
  wasm: "",
  compiled: null,
  fetched: new Map(),
};
/** The big downloads fetched ahead (Pyodide's module, Python's library) not arrived yet, by
 * address, and who waits for them all (afterAhead). */
const arrival = { pending: new Set<string>(), waiting: [] as (() => void)[] };
/** The bytes loaded, when the page was last told them (at most every 100 ms), and how. */
const progress = { loaded: 0, told: 0, tell: (loaded: number): void => void loaded };
let scope: FetchScope = { fetch: (...args) => fetch(...args) };
let realFetch: typeof fetch = scope.fetch;

/** `scope.fetch` from now on counts every byte that arrives (told to `tell`), and hands over
 * what was fetched ahead. The bytes are read from a copy (Response.clone): the response itself
 * goes on as the browser gave it, so WebAssembly's streaming compile keeps its code cache for
 * the next visit. Returns the fetch as it was (what counts its own bytes: readInto). */
export function countFetches(global: FetchScope, tell: (loaded: number) => void): typeof fetch {
  scope = global;
  realFetch = global.fetch.bind(global);
  progress.tell = tell;
  global.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = fetchCounted(url, input, init);
    // Pyodide reads its module's answer only once the snapshot is there: a failed one is handled then.
    if (url === ahead.wasm) answer.catch(() => undefined);
    return answer;
  };
  return realFetch;
}

/** `bytes` more have arrived; `done`: a download has ended (the page is told at once). */
export function counted(bytes: number, done = false): void {
  progress.loaded += bytes;
  if (done || performance.now() - progress.told > 100) {
    progress.told = performance.now();
    progress.tell(progress.loaded);
  }
}

async function fetchCounted(url: string, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const fetched = ahead.fetched.get(url);
  ahead.fetched.delete(url);
  let response: Response;
  try {
    response = await (fetched ?? realFetch(input, init));
  } catch (error) {
    arrived(url);
    throw error;
  }
  if (fetched) return response; // counted when it was fetched
  if (response.body && response.ok) void count(response.clone().body!.getReader()).finally(() => arrived(url));
  else arrived(url);
  if (url === ahead.wasm && response.ok && !ahead.compiled) ahead.compiled = WebAssembly.compileStreaming(response);
  return response;
}

/** `url`'s download has ended (or failed): when none fetched ahead is left, the waiting go on. */
function arrived(url: string): void {
  if (!arrival.pending.delete(url) || arrival.pending.size) return;
  for (const go of arrival.waiting.splice(0)) go();
}

/** Resolves once what fetchAhead fetches (Pyodide's module and Python's library) has arrived,
 * failed or been dropped: on a first visit the lesson's bundle, which Python needs only once it
 * has started, is fetched then, so it does not share the line with what Python starts from. */
export function afterAhead(): Promise<void> {
  if (!arrival.pending.size) return Promise.resolve();
  return new Promise((go) => arrival.waiting.push(go));
}

async function count(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    counted(value.byteLength);
  }
  counted(0, true);
}

/** Pyodide's module compiled as it downloads, and Python's library fetched, from now on. */
export function fetchAhead(base: string): void {
  const wasm = new URL("pyodide.asm.wasm", base).href;
  if (typeof WebAssembly.compileStreaming === "function") ahead.wasm = wasm;
  const library = new URL("python_stdlib.zip", base).href;
  arrival.pending = new Set([wasm, library]);
  ahead.fetched.set(library, scope.fetch(library));
}

/** Nothing kept ahead any more: a fresh start of Python fetches its own (and no one waits). */
export function dropAhead(): void {
  Object.assign(ahead, { wasm: "", compiled: null });
  ahead.fetched.clear();
  arrival.pending.clear();
  for (const go of arrival.waiting.splice(0)) go();
}

type Instantiate = typeof WebAssembly.instantiateStreaming;
/** Pyodide's module instantiated: the one compiled ahead, else from its response (fetched again
 * if the compile ahead read it and failed). The response is awaited first, so a module whose
 * answer comes after the snapshot (1 first visit in 20) is read once, by the compile ahead the
 * fetch above starts as it hands the response over: never by `original` too. */
export async function instantiateAhead(original: Instantiate, ...[source, imports]: Parameters<Instantiate>): ReturnType<Instantiate> {
  const response = await source;
  const compiled = ahead.compiled ? await ahead.compiled.catch(() => null) : null;
  if (compiled) return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
  return original(response.bodyUsed ? realFetch(response.url || ahead.wasm) : response, imports);
}
