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

describe("fetchAhead", () => {
  const BASE = "https://site.example/static/pyodide/";

  it("fetches Python's library once, ahead, for Pyodide, and compiles the module as it arrives", async () => {
    const asked: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "application/wasm" } });
    };
    vi.stubGlobal("self", { postMessage: () => undefined, fetch, onmessage: null });
    const compileStreaming = vi.spyOn(WebAssembly, "compileStreaming").mockResolvedValue({} as WebAssembly.Module);
    vi.resetModules();
    const { fetchAhead } = await import("./worker");
    const scope = self as unknown as { fetch: typeof globalThis.fetch };
    try {
      fetchAhead(BASE);
      expect(asked).toEqual([`${BASE}python_stdlib.zip`]);
      // Pyodide asks for it (with a URL object): the response fetched ahead, not a second one.
      const library = await scope.fetch(new URL(`${BASE}python_stdlib.zip`), {});
      expect(asked).toHaveLength(1);
      expect([...new Uint8Array(await library.arrayBuffer())]).toEqual([1, 2, 3]);
      await scope.fetch(`${BASE}python_stdlib.zip`); // given once: later asks go to the network
      expect(asked).toHaveLength(2);
      expect(compileStreaming).not.toHaveBeenCalled();
      await scope.fetch(new URL(`${BASE}pyodide.asm.wasm`));
      expect(compileStreaming).toHaveBeenCalledTimes(1);
    } finally {
      compileStreaming.mockRestore();
    }
  });
});

describe("instantiateAhead", () => {
  const WASM = "https://site.example/static/pyodide/pyodide.asm.wasm";
  const module = {} as WebAssembly.Module;
  const instance = { exports: {} } as WebAssembly.Instance;

  /** The worker with a network whose answer for the module comes when `answer` is called. */
  async function withLateModule(compiles: boolean) {
    const asked: string[] = [];
    let answer: () => void = () => undefined;
    const fetch = (input: RequestInfo | URL) => {
      asked.push(String(input));
      const response = new Response(new Uint8Array([0, 97, 115, 109]));
      return String(input).endsWith(".wasm") && asked.length === 2
        ? new Promise<Response>((resolve) => (answer = () => resolve(response)))
        : Promise.resolve(response);
    };
    vi.stubGlobal("self", { postMessage: () => undefined, fetch, onmessage: null });
    // The compile reads the body, as the browser's does.
    const compile = async (source: Response | PromiseLike<Response>) => {
      await (await source).arrayBuffer();
      if (!compiles) throw new WebAssembly.CompileError("not a module");
      return module;
    };
    vi.spyOn(WebAssembly, "compileStreaming").mockImplementation(compile);
    vi.spyOn(WebAssembly, "instantiate").mockResolvedValue(instance as never);
    vi.resetModules();
    const worker = await import("./worker");
    worker.fetchAhead("https://site.example/static/pyodide/");
    return { worker, asked, answer: () => answer(), scope: self as unknown as { fetch: typeof globalThis.fetch } };
  }

  afterEach(() => vi.restoreAllMocks());

  it("waits for a module's answer that comes after the snapshot, and uses the one compiled ahead", async () => {
    const { worker, answer, scope } = await withLateModule(true);
    const original = vi.fn(async () => ({ module, instance }));
    // Pyodide asks for its module, and instantiates it before the answer has come.
    const made = worker.instantiateAhead(original, scope.fetch(new URL(WASM)), {});
    answer();
    expect(await made).toEqual({ module, instance });
    expect(WebAssembly.instantiate).toHaveBeenCalledWith(module, {});
    expect(original).not.toHaveBeenCalled(); // its body was read by the compile ahead
  });

  it("fetches the module again when the compile ahead read it and failed", async () => {
    const { worker, answer, asked, scope } = await withLateModule(false);
    const given: Response[] = [];
    const original = vi.fn(async (source: Response | PromiseLike<Response>) => {
      given.push(await source);
      return { module, instance };
    });
    const made = worker.instantiateAhead(original, scope.fetch(WASM), {});
    answer();
    await made;
    expect(asked.filter((url) => url === WASM)).toHaveLength(2);
    expect(given).toHaveLength(1);
    expect(given[0].bodyUsed).toBe(false);
  });
});
