// Joining a live class: the page opened from the teacher's computer with ?room=CODE asks for a
// first name (or a seat number), which the teacher's computer checks (Python's check_name, through
// POST /api/join) and answers in the pupil's language. The name is remembered for this room on
// this device: the next visit offers it again, and rejoining with it continues.

import type { Words } from "./screen";

export interface Joined {
  pupil: string;
  lesson: string;
  paused: boolean;
}

/** What joining gave: the class's answer, or the server's refusal (its words), or no answer. */
export type JoinAnswer = { ok: true; joined: Joined } | { ok: false; field: string; message: string } | { ok: false; field: "network"; message: "" };

/** A room code as the teacher's computer makes them (6 of 23456789ABCDEFGHJKMNPQRSTUVWXYZ), or null. */
export function roomOf(search: string): string | null {
  const room = new URLSearchParams(search).get("room");
  if (room === null) return null;
  return room.trim().toUpperCase().slice(0, 32);
}

/** POST /api/join: never throws (no answer at all is `field: "network"`). */
export async function join(url: string, body: { room: string; device: string; pupil: string; lang: string }): Promise<JoinAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
    });
  } catch {
    return { ok: false, field: "network", message: "" };
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && answer && typeof answer.pupil === "string") {
    return { ok: true, joined: { pupil: answer.pupil, lesson: String(answer.lesson ?? ""), paused: answer.paused === true } };
  }
  if (!answer || typeof answer.message !== "string") return { ok: false, field: "network", message: "" };
  const field = String(answer.error ?? "");
  // A refused name's `detail` is the check's own words, in English, for a programmer: the
  // console has it; the pupil reads the sentence in their language (`message`).
  if (typeof answer.detail === "string") console.info("war_widget: the name was refused:", answer.detail);
  return { ok: false, field, message: answer.message };
}

/** The most letters a name may have, counted as a reader does (Python's names.MAX_NAME). */
export const MAX_NAME = 40;

/** Letters as a reader counts them (a letter and its accents one): Python's check counts so too. */
export function letters(text: string): number {
  if (typeof Intl !== "undefined" && "Segmenter" in Intl) return [...new Intl.Segmenter().segment(text)].length;
  return Array.from(text).length;
}

const KEY = "war-class-pupil:";

/** The name this device last joined `room` with ("" for none); storage may be refused. */
export function savedName(storage: Storage | null, room: string): string {
  try {
    return storage?.getItem(KEY + room) ?? "";
  } catch {
    return "";
  }
}

export function saveName(storage: Storage | null, room: string, pupil: string): void {
  try {
    storage?.setItem(KEY + room, pupil);
  } catch {
    // a browser that keeps nothing: the pupil types the name again next time
  }
}

function make<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const fill = (text: string, fields: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => fields[k] ?? m);

/** The join screen: the room's code, one box for the name, one button. `tryJoin` gets the name
 * and answers with what went wrong ("" when it worked: the screen then goes). */
export function joinScreen(words: Words, room: string, name: string, tryJoin: (pupil: string) => Promise<string>) {
  const el = make("form", "site-join");
  el.dataset.testid = "join";
  el.noValidate = true;
  const box = make("div", "site-join-box");
  const title = make("h2", "site-join-title", words["class.join.title"]);
  const code = make("p", "site-join-room", fill(words["class.join.room"], { room }));
  const label = make("label", "site-join-label", words["class.join.name"]);
  const input = make("input", "site-join-name");
  input.id = "site-join-name";
  label.htmlFor = input.id;
  Object.assign(input, { type: "text", name: "pupil", value: name, maxLength: 100, autocomplete: "given-name", spellcheck: false });
  input.setAttribute("autocapitalize", "words");
  input.dataset.testid = "join-name";
  const button = make("button", "site-join-go", words["class.join.go"]);
  button.type = "submit";
  button.dataset.testid = "join-go";
  const error = make("p", "site-join-error");
  error.id = "site-join-error";
  error.setAttribute("role", "alert");
  error.dataset.testid = "join-error";
  input.setAttribute("aria-describedby", error.id);
  box.append(title, code, label, input, button, error);
  el.append(box);

  el.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const pupil = input.value.trim();
    const said = !pupil ? words["class.join.empty"] : letters(pupil) > MAX_NAME ? words["class.join.long"] : "";
    if (said) {
      error.textContent = said; // said here at once: no wait on the teacher's computer
      input.setAttribute("aria-invalid", "true");
      input.focus();
      return;
    }
    button.disabled = true;
    button.textContent = words["class.join.wait"];
    error.textContent = "";
    const problem = await tryJoin(pupil);
    button.disabled = false;
    button.textContent = words["class.join.go"];
    if (!problem) {
      el.hidden = true;
      input.removeAttribute("aria-invalid");
      return;
    }
    error.textContent = problem;
    input.setAttribute("aria-invalid", "true");
    input.focus();
  });
  return { el, focus: () => input.focus() };
}
