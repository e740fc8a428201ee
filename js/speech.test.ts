import { afterEach, describe, expect, it } from "vitest";
import { forVoice, hasVoice, onVoices, speak, voiceFor } from "./speech";

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
