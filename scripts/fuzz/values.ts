/**
 * The bad values the sweep sends. `reject` values are wrong for any field they replace (the contract refuses
 * them); `survive` values may be acceptable text in some fields (a name in another script) but must never break
 * the server. No survive value holds a digit: none can become a valid password and lock the sweep out.
 */
import type { Expectation } from "./probe";

export interface BadValue {
  label: string;
  value: unknown;
  expect: Expectation;
}

export const hugeText = "x".repeat(100 * 1024);
/** Longer than any documented text limit, short enough for a URL (Node refuses request lines past 16 KiB). */
export const longUrlText = "y".repeat(8 * 1024);

export const oddTexts: BadValue[] = [
  { label: "unicode", value: "Ünïcødé 漢字 🚀 עִבְרִית \u202Egnp.exe", expect: "survive" },
  { label: "control characters", value: "a\u0000b\u0001c\u001b[m\r\n\t\u007f", expect: "survive" },
  { label: "lone surrogate", value: "bad \ud800 half", expect: "survive" },
  { label: "empty string", value: "", expect: "survive" },
  { label: "only spaces", value: "   \u00a0\u3000 ", expect: "survive" },
  { label: "markup", value: "<script>alert(document.cookie)</script><img src=x onerror=alert()>", expect: "survive" },
  { label: "SQL", value: "' OR '' = '; DROP TABLE users; --", expect: "survive" },
  { label: "prototype key", value: "__proto__", expect: "survive" },
  { label: "traversal", value: "../../../../etc/passwd", expect: "survive" },
  { label: "encoded traversal", value: "..%2f..%2f..%2fetc%2fpasswd%00", expect: "survive" },
];

export const hugeString: BadValue = { label: "100 KB string", value: hugeText, expect: "reject" };

/** Values that are not ids of anything: every call that takes an id must refuse them. */
export const badIds: BadValue[] = [
  { label: "unknown uuid", value: "6f1c9a3e-58d2-4b7a-9e0f-3c2d1b0a9f8e", expect: "reject" },
  { label: "traversal id", value: "../../../../etc/passwd", expect: "reject" },
  { label: "encoded traversal id", value: "..%2F..%2Fsecrets.json", expect: "reject" },
  { label: "NUL id", value: "abc\u0000def", expect: "reject" },
  { label: "SQL id", value: "' OR 1=1 --", expect: "reject" },
  { label: "empty id", value: "", expect: "reject" },
];

export function wrongTypesFor(sample: unknown): BadValue[] {
  const reject = (label: string, value: unknown): BadValue => ({ label, value, expect: "reject" });
  if (typeof sample === "number") return [reject("text for a number", "12"), reject("boolean for a number", true), reject("object for a number", { $gt: 0 })];
  if (typeof sample === "boolean") return [reject("text for a boolean", "true"), reject("number for a boolean", 7)];
  if (Array.isArray(sample)) return [reject("text for a list", "a,b"), reject("object for a list", { 0: "a" }), reject("number for a list", 7)];
  if (typeof sample === "object" && sample !== null) return [reject("text for an object", "38 USD"), reject("list for an object", [38, "USD"])];
  return [reject("number for a text", 12345), reject("object for a text", { $ne: null }), reject("list for a text", ["a", "b"]), reject("boolean for a text", false)];
}

export const badNumbers: BadValue[] = [
  { label: "negative number", value: -1, expect: "reject" },
  { label: "very negative number", value: -1e15, expect: "reject" },
  { label: "huge number", value: 1e21, expect: "reject" },
  { label: "past the safe integers", value: 2 ** 53 + 2, expect: "reject" },
  { label: "fraction", value: 0.5, expect: "survive" },
  { label: "zero", value: 0, expect: "survive" },
];

/** Bodies no JSON reader may accept; each must be refused before any field is looked at. */
export const malformedJson: { label: string; text: string }[] = [
  { label: "empty body", text: "" },
  { label: "unclosed object", text: '{"name": "x"' },
  { label: "trailing comma", text: '{"a": 1,}' },
  { label: "single quotes", text: "{'a': 1}" },
  { label: "bare word", text: "undefined" },
  { label: "NUL bytes", text: "\u0000\u0000\u0000" },
  { label: "two objects", text: '{"a":1}{"b":2}' },
  { label: "deep nesting", text: "[".repeat(5000) + "]".repeat(5000) },
  { label: "byte order mark", text: '\ufeff{"a":1}' },
];

export const notAnObject: { label: string; text: string }[] = [
  { label: "JSON array", text: "[]" },
  { label: "JSON null", text: "null" },
  { label: "JSON number", text: "42" },
  { label: "JSON string", text: '"text"' },
  { label: "JSON true", text: "true" },
];

export const wrongContentTypes = ["text/plain", "application/x-www-form-urlencoded", "application/xml"];

/** Bearer headers that must all be refused with 401. `forged` is built from the user's real id at run time. */
export function badBearers(userId: string): { label: string; header: string | undefined }[] {
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const claims = { sub: userId, sid: "00000000-0000-4000-8000-000000000000", exp: Math.floor(Date.now() / 1000) + 600 };
  return [
    { label: "no token", header: undefined },
    { label: "garbage token", header: "Bearer not-a-token" },
    { label: "token with alg none", header: `Bearer ${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.` },
    { label: "token signed with another key", header: `Bearer ${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.${Buffer.alloc(32, 7).toString("base64url")}` },
    { label: "Basic scheme", header: "Basic YWRtaW46YWRtaW4=" },
  ];
}
