/** Reading the loosely shaped JSON that shops embed in their pages. */
export type JsonObject = Record<string, unknown>;

/** Shops often put raw line breaks inside JSON strings; outside strings they are whitespace, so spaces are safe. */
export function parseLenientJson(text: string): unknown {
  for (const candidate of [text, text.replace(/[\u0000-\u001f]+/g, " ")]) {
    try {
      return JSON.parse(candidate);
    } catch {
      continue;
    }
  }
  return undefined;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A single value or a list of them, as a list (schema.org allows either almost everywhere). */
export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function asObjects(value: unknown): JsonObject[] {
  return asArray(value).filter(isObject);
}

export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
