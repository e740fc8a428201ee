import { afterEach, describe, expect, it } from "vitest";
import { forVoice, hasVoice, onVoices, speak, voiceFor, voiceMissing } from "./speech";
import { baseTraits, byId, PlayModel, settle, useWidget, view } from "./testkit";

type Voice = { lang: string; name: string; default: boolean };

function stub(voices: Voice[]) {
  const spoken: { text: string; lang: string; voice: string }[] = [];
  const listeners: (() => void)[] = [];
  const synth = {
    voices,
    getVoices: () => synth.voices,
    speak: (u: { text: string; lang: string; voice: Voice }) => spoken.push({ text: u.text, lang: u.lang, voice: u.voice.name }),
    cancel: () => {},
    addEventListener: (_type: string, cb: () => void) => listeners.push(cb),
    removeEventListener: () => {},
  };
  (globalThis as any).speechSynthesis = synth;
  (globalThis as any).SpeechSynthesisUtterance = class { lang = ""; voice: unknown = null; constructor(public text: string) {} };
  return { synth, spoken, listeners };
}

afterEach(() => {
  delete (globalThis as any).speechSynthesis;
});

describe("read aloud finds a voice for the learner's language", () => {
  it("matches a voice by the language before - or _, and says nothing without one", () => {
    const { spoken } = stub([{ lang: "en-US", name: "E", default: true }, { lang: "no_NO", name: "N", default: false }]);
    expect(voiceFor(["nb", "no"])?.name).toBe("N");
    expect(hasVoice(["pl"])).toBe(false);
    expect(speak("Du vinner: 9 > 5", ["nb", "no"])).toBe(true);
    expect(speak("Wygrywasz", ["pl"])).toBe(false);
    expect(spoken).toEqual([{ text: "Du vinner: 9 > 5", lang: "no_NO", voice: "N" }]);
  });

  it("gives the voice no direction isolates: the names' FSI and PDI stay on the screen", () => {
    const { spoken } = stub([{ lang: "en-US", name: "E", default: true }]);
    expect(forVoice("\u2068ליאור\u2069 wins: 9 > 5")).toBe("ליאור wins: 9 > 5");
    expect(speak("Now \u2068Ana\u2069 has 24 cards and \u2068ليلى\u2069 28.", ["en"])).toBe(true);
    expect(spoken[0].text).toBe("Now Ana has 24 cards and ليلى 28.");
    expect(spoken[0].text).not.toMatch(/[\u2066-\u2069]/);
  });

  it("hears about voices that arrive late", () => {
    const { synth, listeners } = stub([]);
    let heard = 0;
    onVoices(() => heard++, new AbortController().signal);
    expect(hasVoice(["sk"])).toBe(false);
    synth.voices = [{ lang: "sk-SK", name: "S", default: false }];
    listeners.forEach((cb) => cb());
    expect(heard).toBe(1);
    expect(hasVoice(["sk"])).toBe(true);
  });

  it("offers nothing where the browser has no speech", () => {
    expect(hasVoice(["en"])).toBe(false);
    expect(speak("hello", ["en"])).toBe(false);
  });
});

describe("Settings says so when no voice speaks the language", () => {
  const kit = useWidget();

  it("shows one line while read-aloud is on without a voice, and drops it when a voice arrives", () => {
    const { synth, listeners } = stub([{ lang: "en-US", name: "E", default: true }]);
    const model = new PlayModel({ speak: true, voice_langs: ["pl"], labels: { ...baseTraits().labels, "speak.no_voice": "Ta przeglądarka nie ma głosu mówiącego po polsku, więc czytanie na głos jest wyłączone." } });
    const el = kit.mount(model);
    const line = byId(el, "no-voice");
    expect(line.hidden).toBe(false);
    expect(line.textContent).toBe("Ta przeglądarka nie ma głosu mówiącego po polsku, więc czytanie na głos jest wyłączone.");
    expect(byId(el, "speak").hidden).toBe(true); // the speaker hides, and Settings says why
    synth.voices = [{ lang: "pl-PL", name: "P", default: false }];
    listeners.forEach((cb) => cb());
    expect(line.hidden).toBe(true);
    expect(line.textContent).toBe("");
  });

  it("says nothing when read-aloud is off, or a voice fits", () => {
    stub([{ lang: "en-GB", name: "E", default: true }]);
    expect(voiceMissing(false, ["pl"])).toBe(false);
    expect(voiceMissing(true, ["en"])).toBe(false);
    expect(voiceMissing(true, ["pl"])).toBe(true);
    const el = kit.mount(new PlayModel({ speak: false, voice_langs: ["pl"] }));
    expect(byId(el, "no-voice").hidden).toBe(true);
  });

  it("says so where the browser has no speech at all", () => {
    const el = kit.mount(new PlayModel({ speak: true, voice_langs: ["en"] }));
    expect(byId(el, "no-voice").hidden).toBe(false);
    expect(byId(el, "no-voice").textContent).toBe("This browser has no English voice, so read-aloud is off.");
  });
});

describe("a step's speaker reads Python's spoken form", () => {
  const kit = useWidget();

  it("reads the signs and suits in words, while the screen keeps them", () => {
    const { spoken } = stub([{ lang: "es-ES", name: "S", default: true }]);
    const model = new PlayModel({ speak: true, voice_langs: ["es"] });
    const el = kit.mount(model);
    byId(el, "flip").click();
    const step = "Das la vuelta a un rey ♠. 13 es mayor que 5 (13 − 5 = 8).";
    const said = "Das la vuelta a un rey de picas. 13 es mayor que 5 (13 menos 5 son 8).";
    model.update({ round: 1, last_round: view(1, [27, 25], { steps: [step], spoken_steps: [said] }) });
    settle(); // the cards reach the winner's pile, then the words come
    expect(el.querySelector(".ww-steps li span")!.textContent).toBe(step);
    el.querySelector<HTMLElement>('[data-testid="speak-step"]')!.click();
    expect(spoken.at(-1)?.text).toBe(said);
  });
});
