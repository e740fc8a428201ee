// What a child's page's address asks for beyond its language: a second language (`?also=uk`)
// that the table's explanation repeats under each step (WarWidget's second_lang).

/** The second language `?also=` asks for: one of the site's, not the page's own; else "". */
export function secondLanguageOf(search: string, languages: readonly string[], lang: string): string {
  const asked = (new URLSearchParams(search).get("also") ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return languages.includes(asked) && asked !== lang ? asked : "";
}

/** The page's Python with its second language filled in (tools/lite_site.py leaves `{also}`
 * for the page); `also` is one of the site's language codes or "", never the address's text. */
export function withSecondLanguage(code: string, also: string): string {
  return code.split("{also}").join(also);
}
