// Fetching for Pyodide while the snapshot downloads (ahead.ts): Python's library fetched once,
// ahead, and handed over when Pyodide asks; the module compiled as it arrives; a module's late
// answer waited for and read once; every byte counted for the page's bar.
import { afterEach, describe, expect, it, vi } from "vitest";

describe("fetchAhead", () => {
  const BASE = "https://site.example/static/pyodide/";

  it("fetches Python's library once, ahead, for Pyodide, and compiles the module as it arrives", async () => {
    const asked: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(new Uint8Array([1, 2, 3]), { headers: { "Content-Type": "application/wasm" } });
    };
    const scope = { fetch: fetch as typeof globalThis.fetch };
    const compileStreaming = vi.spyOn(WebAssembly, "compileStreaming").mockResolvedValue({} as WebAssembly.Module);
    vi.resetModules();
    const { countFetches, fetchAhead } = await import("./ahead");
    countFetches(scope, () => undefined);
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

describe("afterAhead", () => {
  const BASE = "https://site.example/static/pyodide/";

  /** A network whose answers' bodies end when `finish(name)` is called. */
  function slowNetwork() {
    const ends = new Map<string, () => void>();
    const fetch = async (input: RequestInfo | URL) => {
      const name = String(input).slice(BASE.length);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([1, 2]));
          ends.set(name, () => controller.close());
        },
      });
      return new Response(body);
    };
    return { scope: { fetch: fetch as typeof globalThis.fetch }, finish: (name: string) => ends.get(name)!() };
  }
  const settle = () => new Promise((go) => setTimeout(go, 0));

  it("waits until Python's library and Pyodide's module have arrived, then lets the lesson's files go", async () => {
    vi.resetModules();
    const { afterAhead, countFetches, fetchAhead } = await import("./ahead");
    const { scope, finish } = slowNetwork();
    const compileStreaming = vi.spyOn(WebAssembly, "compileStreaming").mockResolvedValue({} as WebAssembly.Module);
    try {
      countFetches(scope, () => undefined);
      fetchAhead(BASE);
      let gone = false;
      void afterAhead().then(() => (gone = true));
      await scope.fetch(`${BASE}pyodide.asm.wasm`); // Pyodide asks for its module
      await settle();
      finish("python_stdlib.zip");
      await settle();
      expect(gone).toBe(false); // the module is still on its way
      finish("pyodide.asm.wasm");
      await settle();
      expect(gone).toBe(true);
      await expect(afterAhead()).resolves.toBeUndefined(); // nothing pending: at once
    } finally {
      compileStreaming.mockRestore();
    }
  });

  it("lets them go when what was fetched ahead is dropped (Python starts anew) or failed", async () => {
    vi.resetModules();
    const { afterAhead, countFetches, dropAhead, fetchAhead } = await import("./ahead");
    const { scope } = slowNetwork();
    countFetches(scope, () => undefined);
    fetchAhead(BASE);
    let gone = false;
    void afterAhead().then(() => (gone = true));
    await settle();
    expect(gone).toBe(false);
    dropAhead();
    await settle();
    expect(gone).toBe(true);

    vi.resetModules();
    const again = await import("./ahead");
    const failing = { fetch: (async () => { throw new TypeError("offline"); }) as typeof globalThis.fetch };
    again.countFetches(failing, () => undefined);
    again.fetchAhead(BASE);
    await expect(failing.fetch(`${BASE}pyodide.asm.wasm`)).rejects.toThrow("offline");
    await expect(failing.fetch(`${BASE}python_stdlib.zip`)).rejects.toThrow("offline"); // the one fetched ahead
    await settle();
    await expect(again.afterAhead()).resolves.toBeUndefined();
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
    const scope = { fetch: fetch as typeof globalThis.fetch };
    // The compile reads the body, as the browser's does.
    const compile = async (source: Response | PromiseLike<Response>) => {
      await (await source).arrayBuffer();
      if (!compiles) throw new WebAssembly.CompileError("not a module");
      return module;
    };
    vi.spyOn(WebAssembly, "compileStreaming").mockImplementation(compile);
    vi.spyOn(WebAssembly, "instantiate").mockResolvedValue(instance as never);
    vi.resetModules();
    const worker = await import("./ahead");
    worker.countFetches(scope, () => undefined);
    worker.fetchAhead("https://site.example/static/pyodide/");
    return { worker, asked, answer: () => answer(), scope };
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

describe("countFetches", () => {
  it("counts every byte fetched for the bar, the download's end told at once", async () => {
    const scope = { fetch: (async () => new Response(new Uint8Array([1, 2, 3, 4, 5]))) as typeof globalThis.fetch };
    vi.resetModules();
    const { countFetches } = await import("./ahead");
    const told: number[] = [];
    countFetches(scope, (loaded) => told.push(loaded));
    const response = await scope.fetch("https://site.example/a.zip");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3, 4, 5]); // the response itself is whole
    await vi.waitFor(() => expect(told.at(-1)).toBe(5));
  });
});
