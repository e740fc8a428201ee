// The digits the learner reads numbers in: Python's `digits` trait ("latn" 0-9, "arab"
// Arabic-Indic ٠-٩). Python writes its own words in them (the explanation, the banner, the
// notices); the front-end writes only the numbers it counts itself (the piles' counters, the
// round, the score filled into Python's words) with this one helper, and decides nothing else.

export type Digits = "latn" | "arab";

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** A number (or a text of digits) in `digits`; anything but "arab" leaves it as it is. */
export function inDigits(value: number | string, digits: Digits | string | null | undefined): string {
  const text = String(value);
  return digits === "arab" ? text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]) : text;
}
