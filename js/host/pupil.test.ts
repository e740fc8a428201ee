// A live class's pupil page parts (join.ts, pupil.ts) and the landing page's cards
// (tools/lite/site/landing.js), in jsdom with the site's real words.
import { afterEach, describe, expect, it, vi } from "vitest";
import siteWords from "../../tools/lite/site/words.json";
import { join, joinScreen, letters, roomOf, saveName, savedName } from "./join";
import { deviceId, statusText } from "./pupil";

const words = siteWords as Record<string, Record<string, string>>;
/** The site's plain scripts (not modules of this project: no types), run as the page runs them. */
const SITE = "../../tools/lite/site/";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  localStorage.clear();
});

describe("the device's id", () => {
  it("is random, kept, and made again when what was kept is not one", () => {
    const id = deviceId(localStorage, (bytes) => bytes.fill(7));
    expect(id).toMatch(/^[a-z0-9]{16}$/);
    expect(deviceId(localStorage, () => {
      throw new Error("not asked again");
    })).toBe(id);
    localStorage.setItem("war-class-device", "<script>");
    expect(deviceId(localStorage, (bytes) => bytes.fill(1))).not.toBe("<script>");
  });

  it("works where storage is refused (a new id, no error)", () => {
    const refusing = { getItem: () => { throw new Error("denied"); }, setItem: () => { throw new Error("denied"); } } as unknown as Storage;
    expect(deviceId(refusing, (bytes) => bytes.fill(3))).toMatch(/^[a-z0-9]{16}$/);
    expect(savedName(refusing, "K7PX4Q")).toBe("");
    expect(() => saveName(refusing, "K7PX4Q", "Ana")).not.toThrow();
  });
});

describe("the status line", () => {
  it.each(Object.keys(words))("says plainly, in %s, that the table plays on while the server is away", (lang) => {
    const kept = statusText(words[lang], lang, { state: "kept", kept: 1234 });
    expect(kept).toContain((1234).toLocaleString(lang));
    expect(kept).not.toContain("{n}");
    expect(statusText(words[lang], lang, { state: "paused", kept: 0 })).toBe(words[lang]["class.status.paused"]);
    expect(statusText(words[lang], lang, { state: "sent", kept: 0 })).toBe(words[lang]["class.status.sent"]);
  });
});

describe("joining", () => {
  it("reads the room from the address", () => {
    expect(roomOf("?room=k7px4q&lang=pl")).toBe("K7PX4Q");
    expect(roomOf("?lang=pl")).toBeNull();
  });

  it("gives the server's refusal in the pupil's words, and no answer as the network's", async () => {
    const refusal = new Response(JSON.stringify({ error: "room", message: "Ten kod klasy nie istnieje." }), { status: 403 });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(refusal).mockRejectedValueOnce(new TypeError("Failed to fetch")));
    const body = { room: "K7PX4Q", device: "d", pupil: "Ana", lang: "pl" };
    expect(await join("/api/join", body)).toEqual({ ok: false, field: "room", message: "Ten kod klasy nie istnieje." });
    expect(await join("/api/join", body)).toEqual({ ok: false, field: "network", message: "" });
  });

  it("gives a refused name's sentence only; the check's detail in English goes to the console", async () => {
    const sentence = "Escribe tu nombre o tu número de sitio, en una línea.";
    const detail = "names[0]='Ana (2)' is not allowed: a name must have 1 to 40 characters (it has 50)";
    const refusal = new Response(JSON.stringify({ error: "pupil", message: sentence, detail }), { status: 400 });
    vi.stubGlobal("fetch", vi.fn().mockResolvedValueOnce(refusal));
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const answer = await join("/api/join", { room: "K7PX4Q", device: "d", pupil: "x".repeat(50), lang: "es" });
    expect(answer).toEqual({ ok: false, field: "pupil", message: sentence });
    expect(info).toHaveBeenCalledWith("war_widget: the name was refused:", detail);
    info.mockRestore();
  });

  it("says at once that a name is too long, counting letters as a reader does", async () => {
    expect(letters("Zoë")).toBe(3);
    expect(letters("Zoe\u0308")).toBe(3); // e and its combining diaeresis: one letter
    const asked: string[] = [];
    const screen = joinScreen(words.pl, "K7PX4Q", "", async (pupil) => (asked.push(pupil), ""));
    document.body.append(screen.el);
    const input = screen.el.querySelector<HTMLInputElement>("input")!;
    input.value = "Maximiliano Alejandro Bartholomew Fitzgerald";
    screen.el.requestSubmit();
    const error = screen.el.querySelector<HTMLElement>('[data-testid="join-error"]')!;
    await vi.waitFor(() => expect(error.textContent).toBe(words.pl["class.join.long"]));
    expect(asked).toEqual([]);
    input.value = "é".repeat(20) + "e\u0301".repeat(20); // 40 letters, 60 code points
    screen.el.requestSubmit();
    await vi.waitFor(() => expect(screen.el.hidden).toBe(true));
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("asks for a name, shows what went wrong, and goes once joined", async () => {
    const answers = ["names: name 1 contains U+0000", ""];
    const asked: string[] = [];
    const screen = joinScreen(words.es, "K7PX4Q", "Ana", async (pupil) => {
      asked.push(pupil);
      return answers.shift() ?? "";
    });
    document.body.append(screen.el);
    const input = screen.el.querySelector<HTMLInputElement>("input")!;
    const error = screen.el.querySelector<HTMLElement>('[data-testid="join-error"]')!;
    expect(input.value).toBe("Ana"); // the name this device joined with before
    expect(screen.el.textContent).toContain("K7PX4Q");
    input.value = "   ";
    screen.el.requestSubmit();
    await vi.waitFor(() => expect(error.textContent).toBe(words.es["class.join.empty"]));
    expect(asked).toEqual([]);
    input.value = " Bad ";
    screen.el.requestSubmit();
    await vi.waitFor(() => expect(error.textContent).toBe("names: name 1 contains U+0000"));
    expect(input.getAttribute("aria-invalid")).toBe("true");
    input.value = "Ana";
    screen.el.requestSubmit();
    await vi.waitFor(() => expect(screen.el.hidden).toBe(true));
    expect(asked).toEqual(["Bad", "Ana"]);
  });
});

describe("the landing page", () => {
  it("opens a children's lesson's table and a teachers' notebook, linking its pupils' table", async () => {
    const lesson = (id: string, audience: string, play: boolean) => ({
      id, audience, play: play ? { en: "x" } : null, to_end: false,
      versions: { en: { file: `${id}.ipynb`, title: id, age: "8", time: "5 min", goal: "g" } },
    });
    const site = { languages: ["en"], words: { en: words.en }, lessons: [lesson("01_play", "children", true), lesson("03_probability", "teachers", true), lesson("04_rules_tour", "teachers", false)] };
    (window as unknown as { WAR_SITE: unknown }).WAR_SITE = site;
    for (const file of ["shared.js", "landing.js"]) await import(/* @vite-ignore */ SITE + file);
    const card = (id: string) => document.querySelector<HTMLElement>(`[data-lesson="${id}"]`)!;
    const href = (id: string, testid: string) => card(id).querySelector<HTMLAnchorElement>(`[data-testid="${testid}"]`)?.getAttribute("href");
    expect(href("01_play", "open")).toBe("play/01_play.html?lang=en");
    expect(href("01_play", "open-lab")).toBe("lab/index.html?path=01_play.ipynb");
    expect(href("03_probability", "open")).toBe("lab/index.html?path=03_probability.ipynb");
    expect(href("03_probability", "pupils")).toBe("play/03_probability.html?lang=en");
    expect(card("03_probability").textContent).toContain(words.en.pupils_page);
    expect(card("04_rules_tour").querySelector('[data-testid="pupils"]')).toBeNull();
  });
});
