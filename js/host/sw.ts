// The child's pages' service worker (served as play/sw.js, its scope the play/ folder): a class that has
// opened a child's page once plays it again with the network off. It keeps, in one cache per
// release, the site's pages and scripts (when it installs) and the runtime a child's page runs:
// Pyodide and the lesson's wheels (when a page asks, after its table is drawn, and whenever one
// of them is fetched). The build writes WAR_SW above this code: the release's version (a digest
// of the site's files), the pages to keep at once and the runtime's files. A new release has a
// new version, so a new sw.js: it installs, takes over and deletes the old release's cache.
// Its scope is play/ alone: JupyterLite's own service worker keeps the site's root (its landing
// page and JupyterLab, whose pages are large and are not kept here). The landing page's copy in
// play/ (play/index.html, where a child's page's "← All lessons" goes) is kept with the child's
// pages, so the way back to the lessons works offline; its links to JupyterLab say, offline,
// that they need the internet (tools/lite/site/shared.js). A child's page and its Web Worker
// are this worker's clients, so every file they fetch passes here, wherever it is.
// It also keeps Python's memory snapshot (worker.ts: a visit starts Python from it), at
// play/python-DIGEST.snapshot (DIGEST naming the runtime): the one shipped with the site (made
// by the build, tools/lite/snapshot.mjs), kept with the runtime when a page restored from it, or
// the one a page's worker took itself when the shipped one did not restore, handed over by the
// page once its table is drawn (it replaces the shipped one in the cache).

/** Paths are relative to the site's root (the folder above play/). */
declare const WAR_SW: { version: string; shell: string[]; runtime: string[]; snapshot?: string };

// The few service worker types used (the project's TypeScript has the DOM's types only).
interface Waiting extends Event {
  waitUntil(done: Promise<unknown>): void;
}
interface Fetching extends Waiting {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface Told extends Waiting {
  data: unknown;
}
interface Scope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: object): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: "install" | "activate", listener: (event: Waiting) => void): void;
  addEventListener(type: "message", listener: (event: Told) => void): void;
  addEventListener(type: "fetch", listener: (event: Fetching) => void): void;
}
const sw = self as unknown as Scope;
const CACHE = `war-site-${WAR_SW.version}`;
const root = new URL("../", sw.location.href);
// A live class's API (the class server's /api/: joining, records, pause) is never kept: it goes
// to the network as without us, and fails there when the teacher's computer is away.
const ours = (url: string) => url.startsWith(root.href) && !url.startsWith(new URL("api/", root).href);

sw.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(WAR_SW.shell.map((path) => new URL(path, root).href)))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("war-site-") && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => sw.clients.claim()),
  );
});

/** The runtime's files not yet in the cache, fetched (most come from the browser's own cache,
 * just downloaded by the page) and kept; then every page is told. `snapshot`: the page's Python
 * started from the shipped snapshot, which is kept too (else the page hands over its own). */
async function keepRuntime(snapshot: boolean): Promise<void> {
  const cache = await caches.open(CACHE);
  const missing: string[] = [];
  const shipped = snapshot && WAR_SW.snapshot ? [WAR_SW.snapshot] : [];
  for (const path of [...WAR_SW.runtime, ...shipped]) {
    const url = new URL(path, root).href;
    if (!(await cache.match(url))) missing.push(url);
  }
  await cache.addAll(missing);
  for (const client of await sw.clients.matchAll({ type: "window" })) {
    client.postMessage({ type: "kept" });
    if (shipped.length) client.postMessage({ type: "kept", what: "snapshot" });
  }
}

const here = new URL("./", sw.location.href).href; // play/
/** A snapshot's address: play/python-DIGEST.snapshot (tools/lite_site.py names it). */
const isSnapshot = (url: string) => url.startsWith(here) && /^python-[0-9a-f]{8,64}\.snapshot$/.test(url.slice(here.length));

/** Keep a page's snapshot in this release's cache (one a runtime: a newer one replaces it). */
async function keepSnapshot(url: string, bytes: Uint8Array): Promise<void> {
  if (!isSnapshot(url)) return;
  const cache = await caches.open(CACHE);
  const headers = { "Content-Type": "application/octet-stream", "Content-Length": String(bytes.byteLength) };
  await cache.put(url, new Response(bytes as Uint8Array<ArrayBuffer>, { headers }));
  // Its 30 MB are in the cache now: freed at once, not when this worker is next collected.
  (bytes.buffer as { transfer?: (length: number) => unknown }).transfer?.(0);
  for (const client of await sw.clients.matchAll({ type: "window" })) client.postMessage({ type: "kept", what: "snapshot" });
}

sw.addEventListener("message", (event) => {
  const data = event.data as { type?: string; url?: string; bytes?: Uint8Array; snapshot?: boolean };
  if (data?.type === "keep") event.waitUntil(keepRuntime(data.snapshot === true));
  else if (data?.type === "snapshot" && typeof data.url === "string" && data.bytes instanceof Uint8Array) {
    event.waitUntil(keepSnapshot(data.url, data.bytes));
  }
});

async function answer(event: Fetching): Promise<Response> {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const found = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
  if (found) return found; // a snapshot not kept yet comes from the network: the site's own
  const response = await fetch(request);
  if (response.ok && response.type === "basic") event.waitUntil(cache.put(request, response.clone()));
  return response;
}

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !ours(request.url)) return; // the network, as without us
  event.respondWith(answer(event));
});

// A module to the type checker (sw.test.ts imports it); esbuild bundles it as a plain script.
export {};
