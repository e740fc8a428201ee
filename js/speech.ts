// Read aloud with the browser's speech synthesis. The words come from Python (a round's
// `spoken` banner, its explanation steps in words, `spoken_steps`; the voice languages in
// `voice_langs`): this only finds a voice for them and speaks. Where the browser has no
// voice for the language (or no speech at all), nothing is offered: `hasVoice` is false,
// the speaker buttons hide, and `voiceMissing` tells Settings to say so in one line
// (`ui.speak.no_voice`).
// Voices often arrive late (Chromium fills getVoices() after `voiceschanged`): the callbacks
// given to `onVoices` run then, so the buttons appear when a voice does.

type Synth = Pick<SpeechSynthesis, "getVoices" | "speak" | "cancel" | "addEventListener" | "removeEventListener">;

function synth(): Synth | null {
  const s = (globalThis as { speechSynthesis?: Synth }).speechSynthesis;
  return s && typeof s.getVoices === "function" ? s : null;
}

/** The first voice whose language (the tag before "-" or "_") is one of `langs`. */
export function voiceFor(langs: readonly string[] | null | undefined): SpeechSynthesisVoice | null {
  const s = synth();
  if (!s || !langs?.length) return null;
  const wanted = langs.map((l) => l.toLowerCase());
  const voices = s.getVoices() ?? [];
  const fits = voices.filter((v) => wanted.includes(String(v.lang).toLowerCase().split(/[-_]/)[0]));
  return fits.find((v) => v.default) ?? fits[0] ?? null;
}

export function hasVoice(langs: readonly string[] | null | undefined): boolean {
  return voiceFor(langs) !== null;
}

/** Read-aloud is asked for (`speak`) but no voice speaks the language: Settings says so. */
export function voiceMissing(speakOn: boolean | null | undefined, langs: readonly string[] | null | undefined): boolean {
  return Boolean(speakOn) && !hasVoice(langs);
}

/** The text a voice gets: without the isolates that keep each name's direction in the
 * explanations (U+2066..U+2069), which a voice has no use for and some would read out. */
export function forVoice(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, "");
}

/** Speak `text` in a voice of `langs` (what was being said stops); false if none fits. */
export function speak(text: string | null | undefined, langs: readonly string[] | null | undefined): boolean {
  const s = synth();
  const voice = voiceFor(langs);
  if (!s || !voice || !text) return false;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(forVoice(text));
  utterance.voice = voice;
  utterance.lang = voice.lang;
  s.speak(utterance);
  return true;
}

/** Call `callback` whenever the browser's list of voices changes (until `signal` aborts). */
export function onVoices(callback: () => void, signal: AbortSignal): void {
  synth()?.addEventListener("voiceschanged", callback, { signal });
}
