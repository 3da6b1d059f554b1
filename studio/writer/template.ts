/**
 * Copy templates with named slots ("Plus: {feature}."). A template whose slot has no fact is skipped rather than
 * filled with something made up, which is what keeps thin products honest.
 */

export type Slots = Partial<Record<"name" | "brand" | "price" | "feature" | "Feature" | "label" | "labelMidLine" | "sentence" | "sentenceMidLine", string>>;

export function fill(template: string, slots: Slots): string | undefined {
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const value = slots[slot as keyof Slots];
    if (!value) missing = true;
    return value ?? "";
  });
  return missing ? undefined : text;
}

/** Sentence case for a line, except a first word styled with an inner capital ("iPhone", "eBook") is a name as written. */
export function capitalise(text: string): string {
  const firstWord = text.split(/\s+/)[0] ?? "";
  if (/^\p{Ll}+\p{Lu}/u.test(firstWord)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
