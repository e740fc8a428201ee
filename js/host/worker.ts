// The light host's Web Worker: Pyodide, the lesson's wheels and Python's side of the widgets
// (src/war_widget/web.py), off the page's thread so the page answers while Python starts.
// The page sends "start" (where Pyodide and the wheels are, the code to run) and then the
// widgets' messages; the worker answers with its steps, the bytes it has loaded, Python's
// messages as JSON texts, and "shown" with the model id of the widget the code made.

export interface Start {
  type: "start";
  /** The folder of pyodide.mjs and of the wheels, an absolute URL ending in "/". */
  base: string;
  /** The wheels' file names, installed in this order. */
  wheels: string[];
  /** Python to run; its last line makes the widget. */
  code: string;
}

export type FromWorker =
  | { type: "bytes"; loaded: number }
  | { type: "step"; step: "python" | "imported"; at: number }
  | { type: "py"; text: string }
  | { type: "shown"; modelId: string; at: number }
  | { type: "error"; text: string }
  /** A live class's records (war_widget.web.report_to), for the page's outbox. */
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
  unpackArchive(buffer: ArrayBuffer, format: string): void;
  globals: { set(name: string, value: unknown): void };
  pyimport(name: string): {
    receive(text: string): void;
    report_to(post: (text: string) => void, lesson: string, device: string, start: number): void;
    act(name: string): void;
  };
}

/** The worker's global scope (the project's TypeScript has the DOM's types only). */
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  fetch: typeof fetch;
  onmessage: ((event: MessageEvent) => void) | null;
};
const say = (message: FromWorker) => scope.postMessage(message);
let loaded = 0;
let told = 0; // when the page was last told the bytes (at most every 100 ms)
let receive: ((text: string) => void) | null = null;
let web: ReturnType<Pyodide["pyimport"]> | null = null;
const early: ToWorker[] = [];

/** fetch, with every byte that arrives counted (the page's progress bar moves with them). The
 * bytes are read from a copy (Response.clone): the response itself goes on as the browser gave
 * it, so WebAssembly's streaming compile keeps its code cache for the next visit. */
const realFetch = scope.fetch.bind(scope);
scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await realFetch(input, init);
  if (response.body && response.ok) void count(response.clone().body!.getReader());
  return response;
};

async function count(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    loaded += value.byteLength;
    if (performance.now() - told > 100) {
      told = performance.now();
      say({ type: "bytes", loaded });
    }
  }
  say({ type: "bytes", loaded });
}

async function wheel(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.arrayBuffer();
}

async function start(message: Start): Promise<void> {
  const started = performance.now();
  // The wheels download while Pyodide starts.
  const wheels = message.wheels.map((name) => wheel(message.base + name));
  const module = (await import(/* @vite-ignore */ message.base + "pyodide.mjs")) as {
    loadPyodide(options: object): Promise<Pyodide>;
  };
  const pyodide = await module.loadPyodide({ indexURL: message.base, stdout: console.log, stderr: console.warn });
  say({ type: "step", step: "python", at: performance.now() - started });
  for (const buffer of await Promise.all(wheels)) pyodide.unpackArchive(buffer, "wheel");
  pyodide.globals.set("_ww_post", (text: string) => say({ type: "py", text }));
  pyodide.runPython("from war_widget import web\nweb.start(_ww_post)\ndel _ww_post");
  say({ type: "step", step: "imported", at: performance.now() - started });
  pyodide.globals.set("_ww_code", message.code);
  const modelId = String(pyodide.runPython("web.show(_ww_code)"));
  const host = pyodide.pyimport("war_widget.web");
  web = host;
  receive = (text) => host.receive(text);
  say({ type: "shown", modelId, at: performance.now() - started });
  for (const message of early.splice(0)) deliver(message);
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
