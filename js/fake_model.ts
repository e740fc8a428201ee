// A stand-in for anywidget's model in the unit tests (vitest + jsdom): traits in an object,
// handlers by event name, and the intents the front-end sends. Not part of the bundle.

type Handler = (...args: any[]) => void;

export class FakeModel<T extends object, I = unknown> {
  handlers = new Map<string, Set<Handler>>();
  sent: I[] = [];

  constructor(public traits: T) {}

  get<K extends keyof T>(key: K): T[K] {
    return this.traits[key];
  }
  /** One trait changes, as when Python sets it. */
  set<K extends keyof T>(key: K, value: T[K]): void {
    this.traits[key] = value;
    this.emit(`change:${String(key)}`);
  }
  /** Python updates several traits at once (hold_sync); handlers run after all are set. */
  update(values: Partial<T>): void {
    Object.assign(this.traits, values);
    for (const key of Object.keys(values)) this.emit(`change:${key}`);
  }
  on(event: string, callback: Handler): void {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(callback);
  }
  off(event?: string | null, callback?: Handler | null): void {
    if (!event) return this.handlers.clear();
    if (!callback) return void this.handlers.delete(event);
    this.handlers.get(event)?.delete(callback);
  }
  send(content: I): void {
    this.sent.push(content);
  }
  /** A custom message from Python (`msg:custom`), as the widget's `send` delivers it. */
  receive(content: unknown): void {
    for (const fn of this.handlers.get("msg:custom") ?? []) fn(content);
  }
  listenerCount(): number {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }
  private emit(event: string): void {
    for (const fn of this.handlers.get(event) ?? []) fn();
  }
}
