// The light host's widget models: anywidget's front-end module interface (model.get, set, on,
// off, save_changes, send) over the messages of Python's comms (src/war_widget/lessons/light_host.py), with no
// Jupyter widget manager. One Models per page; the worker's messages go to Models.receive, and
// what a model sends goes to the `post` it was given.

type Handler = (...args: unknown[]) => void;
type State = Record<string, unknown>;

/** A message from Python (web.py): a comm opened, a message on it, or the comm closed. */
export interface FromPython {
  kind: "open" | "msg" | "close";
  comm_id: string;
  data: { state?: State; method?: string; content?: unknown };
}

/** A message to Python: new trait values (update) or a custom message (custom). */
export interface ToPython {
  comm_id: string;
  data: { method: "update"; state: State } | { method: "custom"; content: unknown };
}

/** What anywidget's render() and initialize() are given as `model`. */
export class HostModel {
  private state: State;
  private changed: State = {};
  private handlers = new Map<string, Set<Handler>>();

  constructor(
    readonly id: string,
    state: State,
    private post: (message: ToPython) => void,
  ) {
    this.state = { ...state };
  }

  get(key: string): unknown {
    return this.state[key];
  }

  /** A value set here: kept, its change announced, and sent to Python by save_changes(). */
  set(key: string, value: unknown): void {
    this.changed[key] = value;
    this.assign({ [key]: value });
  }

  save_changes(): void {
    if (Object.keys(this.changed).length === 0) return;
    const state = this.changed;
    this.changed = {};
    this.post({ comm_id: this.id, data: { method: "update", state } });
  }

  send(content: unknown): void {
    this.post({ comm_id: this.id, data: { method: "custom", content } });
  }

  on(event: string, handler: Handler): void {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
  }

  off(event?: string | null, handler?: Handler | null): void {
    if (!event) return this.handlers.clear();
    if (!handler) return void this.handlers.delete(event);
    this.handlers.get(event)?.delete(handler);
  }

  /** Python's new values: all set first, then each change announced (as ipywidgets does). */
  assign(values: State): void {
    const keys = Object.keys(values).filter((k) => !same(this.state[k], values[k]));
    Object.assign(this.state, values);
    for (const key of keys) this.emit(`change:${key}`, this, this.state[key]);
    if (keys.length) this.emit("change", this);
  }

  emit(event: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(...args);
      } catch (error) {
        console.error(`war_widget host: a ${event} handler failed`, error);
      }
    }
  }
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every model of the page, by comm id, kept in step with Python's messages. */
export class Models {
  private models = new Map<string, HostModel>();
  private waiting = new Map<string, ((model: HostModel) => void)[]>();

  constructor(private post: (message: ToPython) => void) {}

  receive(message: FromPython): void {
    const { kind, comm_id: id, data } = message;
    if (kind === "open") {
      const model = new HostModel(id, data.state ?? {}, this.post);
      this.models.set(id, model);
      for (const resolve of this.waiting.get(id) ?? []) resolve(model);
      this.waiting.delete(id);
      return;
    }
    const model = this.models.get(id);
    if (!model) return; // a message for a model the page never had (closed already)
    if (kind === "close") {
      this.models.delete(id);
      model.emit("destroy");
    } else if (data.method === "update" && data.state) {
      model.assign(data.state);
    } else if (data.method === "custom") {
      model.emit("msg:custom", data.content, []);
    }
    // echo_update: the page already holds the values it set (web.py turns echoes off).
  }

  /** The model of `id`, now or once Python has opened its comm. */
  model(id: string): Promise<HostModel> {
    const found = this.models.get(id);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => {
      this.waiting.set(id, [...(this.waiting.get(id) ?? []), resolve]);
    });
  }
}

/** anywidget's module forms: `export default { render }`, a default function that returns
 * one, or named exports. */
export interface WidgetModule {
  initialize?: (props: { model: HostModel }) => unknown;
  render?: (props: { model: HostModel; el: HTMLElement }) => unknown;
}

export async function widgetModule(loaded: Record<string, unknown>): Promise<WidgetModule> {
  let found: unknown = loaded.default ?? loaded;
  if (typeof found === "function") found = await (found as () => unknown)();
  if (!found || typeof found !== "object") throw new Error("the widget's module exports no render()");
  return found as WidgetModule;
}
