// A child's page in a live class (opened from the teacher's computer with ?room=CODE): the join
// screen, then the table as always, plus one status line. Python (in the worker) makes a record of
// every round, game and quiz answer (war_widget.lessons.light_host.report_to); they arrive here as "report"
// messages, go into the outbox (IndexedDB) and from there to the teacher's computer (sender.ts).
// The table never waits on the network: away, the records stay on this device and the line says
// so. Plain http on a school network is not a secure context: no crypto.randomUUID and no service
// worker there, so the device's id comes from crypto.getRandomValues and nothing here needs one.

import { join, joinScreen, saveName, savedName } from "./join";
import { openOutbox, type OutboxStore, type OutRecord } from "./outbox";
import type { HostModel } from "./model";
import type { Words } from "./screen";
import { postTo, Sender, type Status } from "./sender";

/** Record numbers each page load reserves (ids `${device}-${n}`, unique across loads and tabs). */
export const BLOCK = 1_000_000;
/** How often the page asks whether the teacher paused the class (ms). */
export const STATUS_EVERY = 4000;
const DEVICE_KEY = "war-class-device";
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** This device's id: random (crypto.getRandomValues), kept in localStorage; a browser that keeps
 * nothing gets a new one per visit (its records' ids stay unique: they are random too). */
export function deviceId(storage: Storage | null, random: (bytes: Uint8Array) => void = (b) => crypto.getRandomValues(b)): string {
  try {
    const kept = storage?.getItem(DEVICE_KEY);
    if (kept && /^[a-z0-9]{16}$/.test(kept)) return kept;
  } catch {
    // storage refused: a new id below
  }
  const bytes = new Uint8Array(16);
  random(bytes);
  const id = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
  try {
    storage?.setItem(DEVICE_KEY, id);
  } catch {
    // kept for this visit only
  }
  return id;
}

/** What the status line says, in the pupil's language. */
export function statusText(words: Words, lang: string, status: Status): string {
  if (status.state === "paused") return words["class.status.paused"];
  if (status.state === "kept") return words["class.status.kept"].replace("{n}", status.kept.toLocaleString(lang));
  return words[status.state === "sent" ? "class.status.sent" : "class.status.sending"];
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface ClassSetup {
  room: string;
  lessonId: string;
  lang: string;
  words: Words;
  /** Where the join screen and the pause cover go (over the table), and the table itself. */
  stage: HTMLElement;
  table: HTMLElement;
  /** Where the status line goes. */
  bar: HTMLElement;
  /** Tell the worker to report: its records' ids start at `start`. */
  startReports(lesson: string, device: string, start: number): void;
}

/** Start the class side of the page; returns what takes the worker's records. */
export function startClass(setup: ClassSetup): { report(records: unknown[]): void; drawn(model: HostModel): void } {
  const { room, words, lang } = setup;
  const storage = local();
  const device = deviceId(storage);
  document.body.dataset.room = room; // (site.css: no JupyterLab link, no way out, for a pupil in class)
  document.body.dataset.joining = "true"; // (site.css: the bar waits until the pupil has joined)
  const api = (path: string) => new URL(`../api/${path}`, window.location.href).href;
  let pupil = "";
  const line = document.createElement("p");
  line.className = "site-class-status";
  line.setAttribute("role", "status");
  line.dataset.testid = "class-status";
  const who = document.createElement("span");
  who.className = "site-class-who";
  const said = document.createElement("span");
  said.className = "site-class-said";
  line.append(who, said);
  line.hidden = true;
  setup.bar.append(line);
  const cover = document.createElement("div");
  cover.className = "site-paused";
  cover.dataset.testid = "paused";
  cover.setAttribute("role", "alert");
  cover.textContent = words["class.paused"];
  cover.hidden = true;

  const outbox: Promise<OutboxStore> = openOutbox();
  let sender: Sender | null = null;
  let table: HostModel | null = null;
  const paused = (on: boolean) => {
    if (on && table?.get("auto")) {
      table.set("auto", false); // auto-play stops too, as if the pupil pressed it
      table.save_changes();
    }
    cover.hidden = !on;
    setup.table.inert = on;
    for (const button of setup.bar.querySelectorAll("button")) button.inert = on; // "To the end"
    if (sender) sender.paused = on;
  };
  const show = (status: Status) => {
    paused(status.state === "paused");
    said.textContent = statusText(words, lang, status);
    line.dataset.state = status.state;
  };

  async function begin(paused0: boolean): Promise<void> {
    const store = await outbox;
    sender = new Sender(store, postTo(api("records"), room, device, () => pupil), { onStatus: show });
    who.textContent = words["class.status.who"].replace("{pupil}", pupil).replace("{room}", room);
    delete document.body.dataset.joining;
    line.hidden = false;
    show({ state: paused0 ? "paused" : "sent", kept: await store.count() });
    setup.startReports(setup.lessonId, device, await store.reserve(BLOCK));
    sender.kick(); // what an earlier visit kept
    setup.table.querySelector<HTMLElement>('[data-testid="flip"]')?.focus();
    window.addEventListener("online", () => sender?.retryNow());
    window.setInterval(() => void poll(), STATUS_EVERY);
  }

  async function poll(): Promise<void> {
    if (document.hidden) return;
    try {
      const response = await fetch(api(`status?room=${encodeURIComponent(room)}`), { cache: "no-store" });
      const body = (await response.json()) as { paused?: unknown };
      if (!response.ok || typeof body.paused !== "boolean" || !sender) return;
      const was = sender.paused;
      paused(body.paused);
      if (was !== body.paused) show({ state: body.paused ? "paused" : "sent", kept: await (await outbox).count() });
      // The teacher's computer answers again: what is kept here goes now, not after the wait.
      if (!body.paused && line.dataset.state === "kept") sender.retryNow();
    } catch {
      // away: the sender's own tries say so
    }
  }

  async function tryJoin(name: string): Promise<string> {
    const answer = await join(api("join"), { room, device, pupil: name, lang });
    if (!answer.ok && answer.field === "network") {
      // Joined on this device before: the table plays on, its records wait here.
      if (savedName(storage, room) !== name) return words["class.join.offline"];
      pupil = name;
      await begin(false);
      return "";
    }
    if (!answer.ok) return answer.message;
    pupil = answer.joined.pupil;
    saveName(storage, room, pupil);
    await begin(answer.joined.paused);
    return "";
  }

  const screen = joinScreen(words, room, savedName(storage, room), tryJoin);
  setup.stage.append(cover, screen.el);
  screen.focus();
  return {
    drawn(model: HostModel) {
      table = model;
    },
    report(records: unknown[]) {
      const kept: OutRecord[] = (records as Omit<OutRecord, "pupil">[]).map((r) => ({ ...r, pupil }));
      void outbox.then((store) => store.put(kept)).then(() => sender?.kick());
    },
  };
}
