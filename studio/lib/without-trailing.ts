/**
 * `text` without the run of characters at its end that each match `character` (one character, such as
 * `/[.!]/`). A loop from the end instead of `replace(/[.!]+$/, "")`: that expression tries again from every
 * character of a run that is not at the end, so 10,000 dots before a letter cost 50 million steps.
 */
export function withoutTrailing(text: string, character: RegExp): string {
  let end = text.length;
  while (end > 0 && character.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
