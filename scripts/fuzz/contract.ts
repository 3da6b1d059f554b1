/**
 * The endpoints of `docs/api-v1.md`, read from its tables, so an endpoint added to the contract is swept without
 * editing the fuzzer. Each row's first cell is `METHOD path`; the section heading says which prefix the paths are
 * under; the body column says what the call reads (a JSON object, a query, multipart, a raw body or nothing).
 */
import { readFileSync } from "node:fs";

export type BodyKind = "json" | "query" | "multipart" | "raw" | "none";
export type AuthKind = "bearer" | "optional" | "none" | "signature";

export interface ContractField {
  name: string;
  required: boolean;
}

export interface Endpoint {
  method: string;
  /** Full path, e.g. `/api/v1/media/file/:id`. */
  path: string;
  section: string;
  auth: AuthKind;
  body: BodyKind;
  /** Top-level fields of the body or query, in the contract's order. */
  fields: ContractField[];
  pathParams: string[];
}

export function endpointKey(endpoint: Pick<Endpoint, "method" | "path">) {
  return `${endpoint.method} ${endpoint.path}`;
}

const rowPattern = /^\|\s*`(GET|POST|PUT|DELETE|PATCH) ([^`]+)`[^|]*\|(.*)$/;

function cells(line: string) {
  return line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());
}

function authOf(cell: string | undefined, sectionDefault: AuthKind): AuthKind {
  if (cell === undefined) return sectionDefault;
  if (/signature/i.test(cell)) return "signature";
  if (/optional/i.test(cell)) return "optional";
  if (/bearer/i.test(cell)) return "bearer";
  return "none";
}

/** A `{ … }` split at its top-level commas: `{ a, b?, c: { d } }` gives a, b (optional), c. */
function objectFields(text: string): ContractField[] {
  let depth = 0;
  let current = "";
  const parts: string[] = [];
  for (const char of text.slice(text.indexOf("{") + 1)) {
    if ("{[(".includes(char)) depth++;
    if ("}])".includes(char)) {
      if (depth === 0) break;
      depth--;
    }
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  const fields: ContractField[] = [];
  for (const part of parts) {
    // `product_id \| brand_id`: either one, so neither is required by itself; `music_id? \| null` is one field.
    const alternatives = part
      .split(":")[0]!
      .split("\\|")
      .map((piece) => piece.trim())
      .filter((piece) => piece !== "null");
    for (const alternative of alternatives) {
      const match = /^([a-z_][a-z0-9_]*)(\?)?/i.exec(alternative);
      if (match) fields.push({ name: match[1]!, required: !match[2] && alternatives.length === 1 });
    }
  }
  return fields;
}

/**
 * Every `{ … }` of the cell, and lone `name?` after them (`{ id }` or `{ name }`, with `colors?`): with more than
 * one object the caller sends either, so none of their fields is required by itself.
 */
function jsonFields(cell: string): ContractField[] {
  const segments = [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const objects = segments.filter((segment) => segment.trimStart().startsWith("{")).map(objectFields);
  const fields = objects.length > 1 ? objects.flat().map((field) => ({ ...field, required: false })) : (objects[0] ?? []);
  for (const segment of segments) {
    const lone = /^([a-z_][a-z0-9_]*)\?$/.exec(segment);
    if (lone) fields.push({ name: lone[1]!, required: false });
  }
  return fields.filter((field, index) => fields.findIndex((other) => other.name === field.name) === index);
}

function bodyOf(method: string, cell: string): { body: BodyKind; fields: ContractField[] } {
  if (/multipart\/form-data/.test(cell)) {
    const fields = [...cell.matchAll(/`([a-z_]+)(\?)?`/g)].map((match) => ({ name: match[1]!, required: !match[2] && match[1] === "file" }));
    return { body: "multipart", fields };
  }
  if (/\braw\b/.test(cell)) return { body: "raw", fields: [] };
  const query = /`\?([^`]*)`/.exec(cell);
  if (method === "GET" && query) {
    const names = [...cell.matchAll(/[?&]([a-z_]+)=/g)].map((match) => match[1]!);
    const unique = [...new Set(names)];
    return { body: "query", fields: unique.map((name) => ({ name, required: unique.length === 1 })) };
  }
  if (method !== "GET" && cell.includes("{")) return { body: "json", fields: jsonFields(cell) };
  return { body: "none", fields: [] };
}

export function parseContract(markdown: string): Endpoint[] {
  const endpoints = new Map<string, Endpoint>();
  let section = "";
  let prefix = "/api/v1/";
  let sectionAuth: AuthKind = "bearer";
  let header: string[] = [];
  for (const line of markdown.split("\n")) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      section = heading[1]!.replace(/\s*\(.*$/, "");
      prefix = /under `([^`]+)`/.exec(heading[1]!)?.[1] ?? "/api/v1/";
      sectionAuth = "bearer";
      header = [];
      continue;
    }
    if (/^\|\s*call\s*\|/.test(line)) {
      header = cells(line).map((cell) => cell.toLowerCase());
      continue;
    }
    const row = rowPattern.exec(line);
    if (!row || header.length === 0) continue;
    const [, method, rawPath] = row;
    const columns = cells(line);
    const column = (name: string) => {
      const index = header.findIndex((title) => title.startsWith(name));
      return index < 0 ? undefined : columns[index];
    };
    const path = rawPath!.startsWith("/") ? rawPath! : `${prefix}${rawPath}`;
    const { body, fields } = bodyOf(method!, column("body") ?? "");
    const endpoint: Endpoint = {
      method: method!,
      path,
      section,
      auth: path.startsWith("/api/v1/") ? authOf(column("auth"), sectionAuth) : "none",
      body,
      fields,
      pathParams: [...path.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!),
    };
    const key = endpointKey(endpoint);
    // A call listed twice (a file route in two sections) keeps its first, fuller row.
    if (!endpoints.has(key)) endpoints.set(key, endpoint);
  }
  return [...endpoints.values()];
}

export function readContract(file = "docs/api-v1.md"): Endpoint[] {
  return parseContract(readFileSync(file, "utf8"));
}
