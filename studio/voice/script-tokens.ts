/**
 * The script's words as captions show them, and the plain-ASCII text festival can read. Festival splits on
 * whitespace exactly like splitScriptTokens, so its tokens line up with ours one for one; alignWords copes with
 * the rest (a token festival says nothing for, a symbol it expands into several words).
 */
export function splitScriptTokens(text: string): string[] {
  return (
    text
      // Only from the start of a run of spaces: tried from each of its spaces, "\s*" rescanned the rest of the run.
      .replace(/(?<!\s)\s*[\u2013\u2014]\s*/g, ", ")
      .split(/\s+/)
      .filter((token) => isSpeakable(token))
  );
}

/** Festival's lexicon is ASCII: fold accents and typographic punctuation, drop what is left over. */
export function toFestivalText(tokens: readonly string[]): string {
  return tokens
    .map((token) =>
      token
        .normalize("NFKD")
        .replace(/[\u2018\u2019]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        .replace(/[^\x20-\x7e]/g, ""),
    )
    .join(" ");
}

/** Lower-case letters and digits only: how a script token and festival's token name are compared. */
export function comparableToken(token: string): string {
  return token
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function isSpeakable(token: string): boolean {
  return /[\p{L}\p{N}&%$@+#]/u.test(token);
}
