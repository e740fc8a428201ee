// The digits the learner reads numbers in: Python's `digits` trait ("latn" 0-9, "arab"
// Arabic-Indic ٠-٩). Python writes its own words in them (the explanation, the banner, the
// notices); the front-end writes only the numbers it counts itself (the piles' counters, the
// round, the score filled into Python's words) with this one helper, and decides nothing else.

export type Digits = "latn" | "arab";

const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
/** A percent sign after an Arabic-Indic digit (the language's space before it kept). */
const PERCENT = /([\u0660-\u0669][ \u00a0\u202f]?)%/g;

/** A number (or a text of digits) in `digits`; anything but "arab" leaves it as it is. In
 * "arab" a `%` after a number is the Arabic percent sign ٪ (U+066A), as Python writes it. */
export function inDigits(value: number | string, digits: Digits | string | null | undefined): string {
  const text = String(value);
  if (digits !== "arab") return text;
  return text.replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]).replace(PERCENT, "$1\u066a");
}

/** What stands between two counts on one line: a middle dot, but a bar beside Arabic-Indic
 * digits, where a dot reads as the digit zero (٠): "١٬٠٠٠ من ١٬٠٠٠ | ١٬٠٠٠ من ١٬٠٠٠". */
export function between(digits: Digits | string | null | undefined): string {
  return digits === "arab" ? " | " : " · ";
}

/** A typed answer's digits as 0-9: the Arabic-Indic ٠-٩ an Arabic keyboard types and the
 * Extended Arabic-Indic ۰-۹ of Persian and Urdu ones (a child reading ٠-٩ may type them). */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** The type of a field a number is typed in: a number field takes 0-9 only, so a learner
 * reading ٠-٩ gets a text field (with the numeric keypad, `inputmode`). */
export function numberFieldType(digits: Digits | string | null | undefined): "text" | "number" {
  return digits === "arab" ? "text" : "number";
}
