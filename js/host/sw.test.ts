// The children's service worker (sw.ts) in a stand-in service worker scope: what it answers
// from its cache without the network (the runtime, Python's memory snapshot), what it keeps from
// a page's message, and a new release deleting the old release's cache with its snapshot.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const ROOT = "https://school.example/war/";
const SNAPSHOT = `${ROOT}play/python-0123456789abcdef.snapshot`;
const RUNTIME = "static/pyodide/pyodide.asm.wasm";

type Listener = (event: Record<string, unknown>) => void;

/** CacheStorage with its caches as maps of URL to Response. */
class Caches {
  stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    const key = (request: Request | string, ignoreSearch = false) => {
      const url = new URL(typeof request === "string" ? request : request.url);
      if (ignoreSearch) url.search = "";
      return url.href;
    };
    return {
      match: async (request: Request | string, options?: { ignoreSearch?: boolean }) => store.get(key(request, options?.ignoreSearch))?.clone(),
      put: async (request: Request | string, response: Response) => void store.set(key(request), response),
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(url, await fetch(url));
      },
    };
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

let listeners: Record<string, Listener>;
let told: unknown[];
let caches: Caches;
let network: ReturnType<typeof vi.fn>;

/** sw.ts run anew in a scope at ROOT/play/sw.js, release `version`. */
async function serviceWorker(version: string): Promise<void> {
  listeners = {};
  told = [];
  vi.stubGlobal("WAR_SW", { version, shell: ["play/01_play.html"], runtime: [RUNTIME], snapshot: SNAPSHOT.slice(ROOT.length) });
  vi.stubGlobal("self", {
    location: new URL(`${ROOT}play/sw.js`),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined, matchAll: async () => [{ postMessage: (message: unknown) => told.push(message) }] },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  });
  vi.resetModules();
  await import("./sw");
}

/** A fetch from a page or its worker: the service worker's answer and what it waits for. */
async function fetched(url: string): Promise<Response> {
  let answer: Promise<Response> | undefined;
  const request = new Request(url);
  listeners.fetch({ request, respondWith: (p: Promise<Response>) => (answer = p), waitUntil: () => undefined });
  if (!answer) throw new Error(`the service worker let ${url} go to the network`);
  return answer;
}

async function tell(data: unknown): Promise<void> {
  const waits: Promise<unknown>[] = [];
  listeners.message({ data, waitUntil: (p: Promise<unknown>) => waits.push(p) });
  await Promise.all(waits);
}

beforeEach(() => {
  caches = new Caches();
  network = vi.fn(async (input: RequestInfo | URL) => new Response(`from the network: ${input instanceof Request ? input.url : String(input)}`));
  vi.stubGlobal("caches", caches);
  vi.stubGlobal("fetch", network);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the children's service worker", () => {
  it("answers a kept runtime file from its cache, asking the network nothing", async () => {
    await serviceWorker("v1");
    const cache = await caches.open("war-site-v1");
    await cache.put(ROOT + RUNTIME, new Response("wasm kept"));
    const response = await fetched(ROOT + RUNTIME);
    expect(await response.text()).toBe("wasm kept");
    expect(network).not.toHaveBeenCalled();
  });

  it("asks the network for a snapshot it does not keep yet: the one shipped with the site", async () => {
    await serviceWorker("v1");
    const response = await fetched(SNAPSHOT);
    expect(await response.text()).toBe(`from the network: ${SNAPSHOT}`);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("keeps the shipped snapshot with the runtime when the page started from it, and says so", async () => {
    await serviceWorker("v1");
    await tell({ type: "keep", snapshot: true });
    const kept = [...(caches.stores.get("war-site-v1")?.keys() ?? [])];
    expect(kept).toEqual([ROOT + RUNTIME, SNAPSHOT]);
    expect(told).toContainEqual({ type: "kept" });
    expect(told).toContainEqual({ type: "kept", what: "snapshot" });
  });

  it("keeps the runtime alone when the page's Python did not start from the shipped snapshot", async () => {
    await serviceWorker("v1");
    await tell({ type: "keep", snapshot: false });
    expect([...(caches.stores.get("war-site-v1")?.keys() ?? [])]).toEqual([ROOT + RUNTIME]);
    expect(told).toEqual([{ type: "kept" }]);
  });

  it("never puts the shipped snapshot over one it keeps already", async () => {
    await serviceWorker("v1");
    await tell({ type: "snapshot", url: SNAPSHOT, bytes: new Uint8Array([4, 2]) });
    await tell({ type: "keep", snapshot: true });
    const response = await fetched(SNAPSHOT);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([4, 2]);
    expect(network).not.toHaveBeenCalledWith(SNAPSHOT);
  });

  it("keeps the snapshot a page hands over, answers with it next time, and tells the pages", async () => {
    await serviceWorker("v1");
    await tell({ type: "snapshot", url: SNAPSHOT, bytes: new Uint8Array([1, 2, 3, 250]) });
    const response = await fetched(SNAPSHOT);
    expect(response.status).toBe(200);
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3, 250]);
    expect(network).not.toHaveBeenCalled();
    expect(told).toContainEqual({ type: "kept", what: "snapshot" });
  });

  it.each([
    `${ROOT}play/host-page.js`,
    `${ROOT}static/pyodide/python-0123456789abcdef.snapshot`,
    `${ROOT}play/python-../index.snapshot`,
    "https://elsewhere.example/war/play/python-0123456789abcdef.snapshot",
  ])("keeps nothing a page calls a snapshot at any other address: %s", async (url) => {
    await serviceWorker("v1");
    await tell({ type: "snapshot", url, bytes: new Uint8Array([9]) });
    expect([...(caches.stores.get("war-site-v1")?.keys() ?? [])]).toEqual([]);
    expect(told).toEqual([]);
  });

  it("a new release deletes the old release's cache, the snapshot with it", async () => {
    await serviceWorker("old");
    await tell({ type: "snapshot", url: SNAPSHOT, bytes: new Uint8Array([7]) });
    expect(await caches.keys()).toEqual(["war-site-old"]);
    await serviceWorker("new");
    const waits: Promise<unknown>[] = [];
    listeners.activate({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
    expect(await caches.keys()).toEqual([]);
    expect(await (await fetched(SNAPSHOT)).text()).toBe(`from the network: ${SNAPSHOT}`); // not [7]
  });
});
