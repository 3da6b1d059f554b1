/**
 * The bad requests for one endpoint of the contract, built from a valid request of the caller's own (the
 * baseline) by breaking one thing at a time: the body as a whole, one field, the path, the query, the token or
 * the method. Ids are replaced by the other user's ids of the same kind to check ownership.
 */
import { randomUUID } from "node:crypto";
import { signPayload } from "../../api/billing/test-helpers";
import { listPosterTemplates } from "../../studio/design";
import type { Account, IdKind } from "./accounts";
import { endpointKey, type Endpoint } from "./contract";
import type { Expectation, Probe } from "./probe";
import {
  badBearers,
  badIds,
  badNumbers,
  hugeString,
  hugeText,
  longUrlText,
  malformedJson,
  notAnObject,
  oddTexts,
  wrongContentTypes,
  wrongTypesFor,
  type BadValue,
} from "./values";

/** A poster template that exists, for the poster calls' baseline (an unknown one would stop every request at the first check). */
const posterTemplateId = listPosterTemplates()[0]?.id ?? "fuzz";

/** Placeholders the runner fills with a session made for that one request (calls that can end a session). */
export const freshAccessToken = "__FRESH_ACCESS_TOKEN__";
export const freshRefreshToken = "__FRESH_REFRESH_TOKEN__";
/** Placeholder for the actor's main access token, renewed by the runner before it expires. */
export const mainAccessToken = "__MAIN_ACCESS_TOKEN__";

export interface Registration {
  email: string;
  code: string;
}

/** Which of a user's records an id field names, from its name or, for a bare `id`, from the call's path. */
export function idKindOf(field: string, path: string): IdKind | undefined {
  const byName: Record<string, IdKind> = {
    product_id: "product",
    idea_id: "idea",
    script_id: "script",
    brand_id: "brand",
    media_ids: "media",
    logo_media_id: "media",
    duplicate_id: "poster",
    avatar_id: "avatar",
    product_ids: "product",
    ...(/\/poster\//.test(path) && { image_id: "media" as const }),
  };
  if (byName[field]) return byName[field];
  if (field !== "id" && field !== "ids") return undefined;
  if (/\/poster\/template/.test(path)) return undefined;
  if (/\/poster\//.test(path)) return "poster";
  if (/\/avatar\//.test(path)) return "avatar";
  if (/script/.test(path)) return "script";
  if (/\/forms\b/.test(path)) return "form";
  if (/brand/.test(path)) return "brand";
  if (/video|share/.test(path)) return "video";
  if (/media|file/.test(path)) return "media";
  if (/product/.test(path)) return "product";
  return undefined;
}

/** Calls that can end the session they are made with (or rotate its refresh token) get one of their own. */
function needsOwnSession(endpoint: Endpoint) {
  return endpoint.path.startsWith("/api/v1/auth/") && (endpoint.auth !== "none" || endpoint.fields.some((field) => field.name === "refresh_token"));
}

function sampleValue(field: string, endpoint: Endpoint, account: Account, registration: Registration): unknown {
  const signUp = /email_captcha|register/.test(endpoint.path);
  const poster = /\/poster\//.test(endpoint.path);
  const promote = /\/promote\//.test(endpoint.path);
  const values: Record<string, () => unknown> = {
    email: () => (signUp ? registration.email : account.email),
    code: () => (signUp ? registration.code : "000000"),
    purpose: () => "register",
    name: () => `${account.marker} Renamed`,
    password: () => account.password,
    // Wrong on purpose: a sweep that changed the password would lock itself out.
    old_password: () => "not-the-password-42",
    new_password: () => "fuzz-password-new-42",
    refresh_token: () => freshRefreshToken,
    language: () => "en",
    content: () => "The export button is hard to find.",
    page: () => (endpoint.path.endsWith("/feedback") ? "/videos" : 1),
    // Posters come 12 to a page at most.
    page_size: () => (poster ? 12 : 20),
    message: () => "TypeError: x is undefined",
    stack: () => "at render (app.js:1:1)",
    url: () => "https://promoreel.local/videos",
    user_agent: () => "promoreel-fuzz",
    description: () => "Double-wall steel keeps drinks cold.",
    price: () => ({ amount: 38, currency: "USD" }),
    brand: () => `${account.marker} Outfitters`,
    features: () => ["Keeps drinks cold for 24 hours"],
    count: () => 4,
    length_seconds: () => 15,
    scene_index: () => 0,
    spoken: () => "Cold drinks all day long.",
    on_screen_text: () => "Cold all day",
    duration_ms: () => 4000,
    aspect_ratio: () => "1:1",
    width: () => (poster ? 240 : 64),
    height: () => 64,
    fit: () => "cover",
    position: () => "center",
    background: () => "#ffffff",
    query: () => "bottle",
    kind: () => "image",
    source: () => "all",
    aspect_ratios: () => ["9:16"],
    voice_id: () => "en-us-slt",
    music_id: () => null,
    caption_style: () => "block",
    caption_position: () => "bottom",
    title: () => "Fuzz title",
    favorite: () => (endpoint.body === "query" ? "1" : true),
    plan: () => "starter",
    return_path: () => "/videos",
    colors: () => ["#112233"],
    definition: () => ({
      title: { en: "Waitlist" },
      fields: [{ key: "email", type: "email", required: true, label: { en: "Your e-mail" } }],
      thank_you: { title: { en: "Thanks!" } },
    }),
    answers: () => ({ email: "visitor@example.com" }),
    hidden: () => ({}),
    medium: () => "fuzz",
    response_id: () => randomUUID(),
    sandbox: () => true,
    revoke: () => false,
    type: () => (poster ? "png" : "play"),
    template_id: () => (poster ? posterTemplateId : "fuzz"),
    size: () => "square",
    // The writer's call reads only an offer's hints, not its headline; a promotional video's offer has its own fields.
    offer: () =>
      promote
        ? { kind: "sale", headline: "Weekend sale", discount_percent: 20, code: "WEEKEND20", ends_on: "2030-12-14", cta: "Shop now" }
        : endpoint.path.endsWith("/headlines")
          ? { badge: "-30%", coupon: "SUMMER30", ends_on: "2030-12-14" }
          : { headline: "Cold all summer", coupon: "SUMMER30", ends_on: "2030-12-14" },
    urls: () => ["https://promoreel.local/products/trail-bottle"],
    discount_percent: () => 20,
    script: () => ({
      title: "Weekend sale",
      length_seconds: 15,
      language: "en",
      seed: 1,
      scenes: [{ spoken: "Twenty percent off this weekend.", on_screen_text: "20% off", product_index: 0, duration_ms: 15_000 }],
    }),
    bleed: () => "0",
    crop_marks: () => "0",
    consent: () => "true",
    text: () => "Hello from the sweep.",
    default_voice_id: () => "en-us-slt",
    // A faceless video: the sweep's own avatar is still training.
    presenter: () => null,
  };
  const kind = idKindOf(field, endpoint.path);
  // Deleting with the caller's real ids would empty the sweep's own fixtures: an unknown id is a valid request too.
  if (kind && endpoint.method === "DELETE") return [randomUUID()];
  if (kind) return field.endsWith("s") ? [account.ids[kind]] : account.ids[kind];
  return values[field]?.() ?? "fuzz";
}

/** The caller's own valid request. Alternatives (a link instead of typed details, a brand instead of a product) are left out. */
export function baselineBody(endpoint: Endpoint, account: Account, registration: Registration): Record<string, unknown> {
  const names = endpoint.fields.map((field) => field.name);
  const alternatives = new Set<string>();
  if (names.includes("url") && names.includes("name")) alternatives.add("url");
  if (names.includes("brand_id") && names.includes("product_id")) alternatives.add("brand_id");
  if (names.includes("duplicate_id") && names.includes("product_id")) alternatives.add("duplicate_id");
  if (names.includes("ids") && endpoint.body === "query") alternatives.add("ids");
  const body: Record<string, unknown> = {};
  for (const name of names) if (!alternatives.has(name)) body[name] = sampleValue(name, endpoint, account, registration);
  return body;
}

/** Percent-encodes a path segment; a lone surrogate, which has no UTF-8, becomes the invalid bytes a raw client could send. */
function encodeSegment(value: string) {
  return value
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");
}

function pathFor(endpoint: Endpoint, params: Record<string, string>) {
  return endpoint.path.replace(/:([a-z_]+)/g, (_, name: string) => params[name] ?? "");
}

function ownPathParams(endpoint: Endpoint, account: Account): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of endpoint.pathParams) {
    const kind = idKindOf(name, endpoint.path);
    params[name] = kind ? account.ids[kind] : name === "ratio" ? "9x16" : /\/poster\/template/.test(endpoint.path) ? posterTemplateId : "no-such-token";
  }
  return params;
}

function queryString(values: Record<string, unknown>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

interface Context {
  endpoint: Endpoint;
  actor: Account;
  other: Account;
  registration: Registration;
}

function probeMaker({ endpoint, actor }: Context) {
  const ownSession = needsOwnSession(endpoint);
  const token = ownSession ? freshAccessToken : mainAccessToken;
  return (label: string, expect: Expectation, parts: Partial<Probe> = {}): Probe => ({
    family: "api",
    endpoint: endpointKey(endpoint),
    label,
    expect,
    actor: actor.label,
    method: endpoint.method,
    url: pathFor(endpoint, ownPathParams(endpoint, actor)),
    ...parts,
    headers: { ...(endpoint.auth !== "none" && endpoint.auth !== "signature" && { authorization: `Bearer ${token}` }), ...parts.headers },
  });
}

/** Breaks the value at `path` inside the body (a field, or an item or key inside it). */
function withValue(body: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** What one field can be broken into, for the sample value it has in the baseline. */
function breakingValues(field: string, sample: unknown, endpoint: Endpoint): BadValue[] {
  const values: BadValue[] = [...wrongTypesFor(sample ?? "text")];
  if (typeof sample === "number") values.push(...badNumbers);
  else if (typeof sample === "string" || sample === null || sample === undefined) {
    const kind = idKindOf(field, endpoint.path);
    values.push(hugeString, ...(kind ? badIds : oddTexts));
    if (isFollowedAddress(field, endpoint)) values.push(...urlTricks);
  } else if (Array.isArray(sample)) {
    values.push({ label: "1,000 entries", value: Array.from({ length: 1000 }, () => sample[0]), expect: "reject" });
  }
  return values;
}

/**
 * An address the server acts on: a redirect target, or a product link it fetches (the `url` sent instead of the
 * product's details). A `url` a client only reports, such as the page of an error, is stored as text.
 */
function isFollowedAddress(field: string, endpoint: Endpoint) {
  return field === "return_path" || field === "urls" || (field === "url" && endpoint.fields.some((other) => other.name === "name"));
}

const urlTricks: BadValue[] = [
  { label: "file URL", value: "file:///etc/passwd", expect: "reject" },
  { label: "cloud metadata address", value: "http://169.254.169.254/latest/meta-data/", expect: "reject" },
  { label: "loopback address", value: "http://127.0.0.1:22/", expect: "reject" },
  { label: "other site", value: "//evil.example/steal", expect: "reject" },
  { label: "javascript URL", value: "javascript:alert(document.cookie)", expect: "reject" },
];

function jsonProbes(context: Context): Probe[] {
  const { endpoint, actor, other, registration } = context;
  const make = probeMaker(context);
  const base = baselineBody(endpoint, actor, registration);
  const json = (label: string, expect: Expectation, body: unknown, extra: Partial<Probe> = {}) =>
    make(label, expect, { headers: { "content-type": "application/json" }, body: JSON.stringify(body), ...extra });
  const probes: Probe[] = [];
  for (const { label, text } of [...malformedJson, ...notAnObject]) probes.push(make(label, "reject", { headers: { "content-type": "application/json" }, body: text }));
  for (const type of wrongContentTypes) probes.push(make(`sent as ${type}`, "reject", { headers: { "content-type": type }, body: JSON.stringify(base) }));
  probes.push(json("body past the cap", "reject", { ...base, filler: hugeText }));

  for (const field of endpoint.fields) {
    const sample = base[field.name];
    const kind = idKindOf(field.name, endpoint.path);
    const idList = field.name === "ids";
    if (field.required) probes.push(json(`without ${field.name}`, "reject", withValue(base, [field.name], undefined)));
    for (const bad of breakingValues(field.name, sample, endpoint)) {
      const expect = idList && bad.expect === "reject" && typeof bad.value === "string" ? "foreign" : bad.expect;
      probes.push(json(`${field.name}: ${bad.label}`, expect, withValue(base, [field.name], bad.value), { idList }));
    }
    if (Array.isArray(sample) && sample.length > 0) {
      const items = kind ? badIds : [hugeString, ...oddTexts, ...(isFollowedAddress(field.name, endpoint) ? urlTricks : []), ...wrongTypesFor(sample[0])];
      for (const bad of items) {
        const expect = idList ? "foreign" : bad.expect;
        probes.push(json(`${field.name}[0]: ${bad.label}`, expect, withValue(base, [field.name, 0], bad.value), { idList }));
      }
    }
    if (sample && typeof sample === "object" && !Array.isArray(sample)) {
      for (const [key, inner] of Object.entries(sample)) {
        for (const bad of breakingValues(key, inner, endpoint))
          probes.push(json(`${field.name}.${key}: ${bad.label}`, bad.expect, withValue(base, [field.name, key], bad.value)));
      }
    }
    if (kind && endpoint.auth !== "none") {
      const foreign = field.name.endsWith("s") ? [other.ids[kind]] : other.ids[kind];
      probes.push(json(`${field.name}: the other user's ${kind}`, "foreign", withValue(base, [field.name], foreign), { idList }));
    }
  }
  return probes;
}

function queryProbes(context: Context): Probe[] {
  const { endpoint, actor, other, registration } = context;
  const make = probeMaker(context);
  const base = baselineBody(endpoint, actor, registration);
  const path = pathFor(endpoint, ownPathParams(endpoint, actor));
  const withQuery = (label: string, expect: Expectation, values: Record<string, unknown>, idList = false) =>
    make(label, expect, { url: `${path}${queryString(values)}`, idList });
  const probes: Probe[] = [withQuery("the same parameter twice", "survive", Object.fromEntries(Object.entries(base).map(([name, value]) => [name, [value, value]])))];
  for (const field of endpoint.fields) {
    const sample = base[field.name];
    const kind = idKindOf(field.name, endpoint.path);
    const idList = field.name === "ids";
    const without = { ...base };
    delete without[field.name];
    if (field.required) probes.push(withQuery(`without ${field.name}`, "reject", without));
    const values: BadValue[] = kind
      ? [...badIds, { label: "8 KB text", value: longUrlText, expect: "reject" }]
      : typeof sample === "number"
        ? [
            { label: "text for a number", value: "abc", expect: "reject" },
            ...badNumbers.map((bad) => ({ ...bad, value: String(bad.value) })),
            { label: "past the largest double", value: "1e309", expect: "reject" },
            { label: "8 KB of digits", value: "9".repeat(8 * 1024), expect: "reject" },
          ]
        : [...oddTexts, { label: "8 KB text", value: longUrlText, expect: "survive" }];
    for (const bad of values) {
      probes.push(withQuery(`${field.name}: ${bad.label}`, idList ? "foreign" : bad.expect, { ...without, [field.name]: bad.value }, idList));
    }
    if (kind && endpoint.auth !== "none") probes.push(withQuery(`${field.name}: the other user's ${kind}`, "foreign", { ...without, [field.name]: other.ids[kind] }, idList));
    if (idList) probes.push(withQuery("ids: 1,000 of them", "reject", { ...without, [field.name]: Array.from({ length: 1000 }, () => "x").join(",") }));
  }
  return probes;
}

function pathProbes(context: Context): Probe[] {
  const { endpoint, actor, other } = context;
  const make = probeMaker(context);
  const own = ownPathParams(endpoint, actor);
  const probes: Probe[] = [];
  for (const name of endpoint.pathParams) {
    const kind = idKindOf(name, endpoint.path);
    const values: BadValue[] = [
      ...badIds.filter((bad) => bad.value !== ""),
      { label: "8 KB text", value: longUrlText, expect: "reject" },
      ...oddTexts.filter((odd) => odd.value !== "").map((odd) => ({ ...odd, expect: "reject" as const })),
    ];
    for (const bad of values) probes.push(make(`${name}: ${bad.label}`, bad.expect, { url: pathFor(endpoint, { ...own, [name]: encodeSegment(String(bad.value)) }) }));
    probes.push(make(`${name}: raw traversal`, "reject", { url: pathFor(endpoint, { ...own, [name]: "..%2f..%2f..%2fsecrets.json" }) }));
    if (kind && endpoint.auth !== "none") probes.push(make(`${name}: the other user's ${kind}`, "foreign", { url: pathFor(endpoint, { ...own, [name]: other.ids[kind] }) }));
  }
  if (endpoint.pathParams.length > 0 && /media/.test(endpoint.path)) {
    for (const range of ["bytes=abc", "bytes=999999999-", "bytes=-0", "bytes=5-1", `bytes=${Array.from({ length: 500 }, (_, index) => `${index}-${index}`).join(",")}`]) {
      probes.push(make(`Range ${range.slice(0, 20)}`, "survive", { headers: { range } }));
    }
  }
  return probes;
}

function webhookProbes(context: Context): Probe[] {
  const make = probeMaker(context);
  const now = Date.now();
  const event = JSON.stringify({
    id: `evt_fuzz_${randomUUID()}`,
    object: "event",
    type: "customer.subscription.updated",
    created: Math.floor(now / 1000),
    data: { object: { id: "sub_x", customer: 12, items: "none" } },
  });
  const signed = (label: string, expect: Expectation, payload: string, signedAtMs = now) =>
    make(label, expect, { headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, { signedAtMs }) }, body: payload });
  return [
    make("no signature", "reject", { headers: { "content-type": "application/json" }, body: event }),
    make("garbage signature", "reject", { headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" }, body: event }),
    signed("signed an hour ago", "reject", event, now - 3_600_000),
    signed("signed, not JSON", "reject", "{not json"),
    signed("signed, a JSON array", "reject", "[]"),
    signed("signed, an event without fields", "reject", "{}"),
    signed("signed, fields of the wrong types", "survive", event),
    signed("signed, past the cap", "reject", JSON.stringify({ filler: "x".repeat(600 * 1024) })),
  ];
}

/** Every bad request for the endpoint, made as `actor` with `other`'s ids for the ownership checks. */
export function apiProbes(endpoint: Endpoint, actor: Account, other: Account, registration: Registration): Probe[] {
  const context = { endpoint, actor, other, registration };
  const make = probeMaker(context);
  const probes: Probe[] = [];
  if (endpoint.body === "json") probes.push(...jsonProbes(context));
  if (endpoint.body === "query") probes.push(...queryProbes(context));
  if (endpoint.body === "raw") probes.push(...webhookProbes(context));
  probes.push(...pathProbes(context));
  if (endpoint.auth === "bearer") {
    for (const { label, header } of badBearers(actor.userId)) {
      const probe = make(label, "reject");
      const headers = { ...probe.headers };
      delete headers.authorization;
      if (header) headers.authorization = header;
      probes.push({
        ...probe,
        headers,
        ...(endpoint.body === "json" && { headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(baselineBody(endpoint, actor, registration)) }),
      });
    }
  }
  probes.push(make("a method the call does not take", "reject", { method: "PATCH" }));
  return probes;
}
