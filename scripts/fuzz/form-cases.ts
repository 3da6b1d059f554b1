/**
 * Bad posts for every form action of the web app: each route file under `app/routes/` that exports `action`.
 * The fields come from the forms the app renders for the signed-in user (what a browser without JavaScript
 * posts) and from the names the action reads in its source, so a new form is swept without editing the fuzzer.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Account, IdKind } from "./accounts";
import type { Expectation, Probe } from "./probe";
import { badFiles, brokenMultipart, multipartOf } from "./upload-cases";
import { badIds, hugeText, oddTexts } from "./values";
import { decodeEntities } from "../lib/web-sign-in.mjs";

/** Placeholder the runner fills with the actor's current web session cookie (signing out ends it). */
export const cookiePlaceholder = "__SESSION_COOKIE__";

export interface FormAction {
  /** The route's file, e.g. `_page.product.tsx`, and Remix's route id for `_data` posts. */
  file: string;
  routeId: string;
  /** The URL path with its params left as `$name`. */
  pattern: string;
  params: string[];
  /** Field names and intents the action's source reads. */
  sourceFields: string[];
  sourceIntents: string[];
  /** The action reads a multipart post with a file (an upload form). */
  takesUploads: boolean;
}

export interface HarvestedForm {
  fields: [string, string][];
  /** `name=value` of each submit button: each is a separate post. */
  submits: [string, string][];
}

const routesFolder = "app/routes";

/** Remix's flat routes: `_layout.` segments add nothing to the URL, `_index` is the parent, `name_` escapes nesting. */
export function urlPatternOf(file: string): string {
  const segments = file.replace(/\.tsx?$/, "").split(/\.(?![^[]*\])/);
  const parts = segments.filter((segment) => !segment.startsWith("_")).map((segment) => segment.replace(/_$/, "").replace(/\[(.)\]/g, "$1"));
  return `/${parts.join("/")}`;
}

export function readFormActions(folder = routesFolder): FormAction[] {
  return readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(path.join(folder, file), "utf8");
      if (!/export\s+(async\s+)?(function|const)\s+action\b/.test(source)) return [];
      const pattern = urlPatternOf(file);
      const sourceFields = [...source.matchAll(/\.(?:get|getAll|has)\(\s*"([A-Za-z_][\w-]*)"\s*\)/g)].map((match) => match[1]!);
      const sourceIntents = [...source.matchAll(/(?:intent\s*[!=]==?\s*|z\.literal\(\s*|case\s+)"([a-z][\w-]*)"/g)].map((match) => match[1]!);
      return [
        {
          file,
          routeId: `routes/${file.replace(/\.tsx?$/, "")}`,
          pattern,
          params: [...pattern.matchAll(/\$(\w*)/g)].map((match) => match[1]!),
          sourceFields: [...new Set(sourceFields)],
          sourceIntents: [...new Set(sourceIntents)],
          takesUploads: /multipart/i.test(source),
        },
      ];
    });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!) : undefined;
}

export interface FoundForm {
  actionPath: string;
  /** Where the browser posts it: the action with its query, or the page itself. */
  postUrl: string;
  form: HarvestedForm;
}

/** The post forms of a page (`pageUrl`: its path and query), as a browser without JavaScript would send them. */
export function harvestForms(html: string, pageUrl: string): FoundForm[] {
  const found: FoundForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, attributes, inner] = match;
    if ((attribute(` ${attributes}`, "method") ?? "get").toLowerCase() !== "post") continue;
    const target = new URL(attribute(` ${attributes}`, "action") ?? pageUrl, new URL(pageUrl, "http://app.local"));
    const fields: [string, string][] = [];
    const submits: [string, string][] = [];
    for (const tag of inner!.matchAll(/<(input|textarea|select|button)\b[^>]*>/g)) {
      const name = attribute(tag[0], "name");
      if (!name) continue;
      const type = attribute(tag[0], "type") ?? (tag[1] === "button" ? "submit" : "text");
      if (type === "submit") submits.push([name, attribute(tag[0], "value") ?? ""]);
      else if (type === "file") continue;
      else if ((type === "checkbox" || type === "radio") && !/\schecked/.test(tag[0])) continue;
      else fields.push([name, attribute(tag[0], "value") ?? "text"]);
    }
    found.push({ actionPath: target.pathname, postUrl: target.pathname + target.search, form: { fields, submits } });
  }
  return found;
}

export interface FormTarget {
  action: FormAction;
  /** The URL to post to, with the actor's own ids in its params and query. */
  url: string;
  forms: HarvestedForm[];
}

function kindOfParam(name: string): IdKind | undefined {
  if (/form/i.test(name)) return "form";
  if (/video/i.test(name)) return "video";
  if (/product/i.test(name)) return "product";
  return undefined;
}

export function fillParams(pattern: string, account: Account): string {
  return pattern.replace(/\$(\w*)/g, (_, name: string) => {
    const kind = kindOfParam(name);
    return kind ? account.ids[kind] : "fuzz";
  });
}

/** `?id=` of each kind of the caller's records: a page about one record takes its id that way. */
export const pageQueryKinds: IdKind[] = ["product", "video", "script", "media", "poster"];

export function formProbes(target: FormTarget, actor: Account, other: Account, phase: "foreign" | "general"): Probe[] {
  const { action, url } = target;
  const endpoint = `POST ${action.pattern}`;
  const probe = (label: string, expect: Expectation, body: URLSearchParams | string, extra: Partial<Probe> = {}): Probe => ({
    family: "form",
    endpoint,
    label,
    expect,
    actor: actor.label,
    method: "POST",
    url,
    body,
    ...extra,
    headers: { cookie: cookiePlaceholder, "content-type": "application/x-www-form-urlencoded", ...extra.headers },
  });
  const variants: HarvestedForm[] = target.forms.length > 0 ? [...target.forms] : [{ fields: [], submits: [] }];
  const knownIntents = new Set(variants.flatMap((form) => form.submits.filter(([name]) => name === "intent").map(([, value]) => value)));
  // Intents the source handles that no rendered form showed (a dialog's, a state's): posted with the first form's fields.
  for (const intent of action.sourceIntents) {
    if (!knownIntents.has(intent)) variants.push({ fields: variants[0]!.fields, submits: [["intent", intent]] });
  }
  const names = new Set([...variants.flatMap((form) => form.fields.map(([name]) => name)), ...action.sourceFields]);
  // One post per intent: buttons that send the same intent (one per card) differ only in the id they carry.
  const byIntent = new Map<string, URLSearchParams>();
  for (const form of variants) {
    for (const submit of form.submits.length > 0 ? form.submits : [undefined]) {
      const fields = new URLSearchParams(form.fields);
      for (const name of names) if (!fields.has(name)) fields.set(name, "");
      if (submit) fields.set(submit[0], submit[1]);
      const intent = fields.get("intent") ?? "";
      if (!byIntent.has(intent)) byIntent.set(intent, fields);
    }
  }
  const bodies = [...byIntent.values()];

  const probes: Probe[] = [];
  if (phase === "foreign") {
    // Each of the caller's ids, in the fields and in the address (`?id=`, a route param), becomes the other user's.
    const swaps = Object.entries(actor.ids).map(([kind, id]) => [id, other.ids[kind as IdKind]] as const);
    const swap = (text: string) => swaps.reduce((swapped, [own, theirs]) => swapped.replaceAll(own, theirs), text);
    for (const body of bodies) {
      const intent = body.get("intent") ?? "no intent";
      const swapped = new URLSearchParams([...body].map(([name, value]) => [name, swap(value)]));
      if (swapped.toString() !== body.toString()) probes.push(probe(`fields: the other user's ids (${intent})`, "foreign", swapped));
      if (swap(url) !== url) probes.push(probe(`address: the other user's ids (${intent})`, "foreign", swapped, { url: swap(url) }));
    }
    return probes;
  }

  probes.push(
    // Refused with 415 once read; a page that sends a signed-in visitor elsewhere never reads it.
    probe("JSON instead of a form", "survive", JSON.stringify({ intent: "delete" }), { headers: { "content-type": "application/json" } }),
    probe("past the form cap", "survive", `field=${"x".repeat(300 * 1024)}`),
    probe("empty form", "survive", ""),
    probe("not URL-encoded", "survive", "%%%&&&==%zz"),
  );
  const change = (body: URLSearchParams, label: string, expect: Expectation, edit: (fields: URLSearchParams) => void, extra?: Partial<Probe>) => {
    const fields = new URLSearchParams(body);
    edit(fields);
    probes.push(probe(`${body.get("intent") ?? "no intent"}: ${label}`, expect, fields, extra));
  };
  for (const body of bodies) {
    change(body, "as the page sends it", "survive", () => undefined);
    change(body, "every field twice", "survive", (fields) => [...body].forEach(([name, value]) => fields.append(name, value)));
    change(body, "as a fetcher posts it", "survive", () => undefined, { url: `${url}${url.includes("?") ? "&" : "?"}_data=${encodeURIComponent(action.routeId)}` });
  }
  // Each field is broken once, in the first post that has it.
  const fieldValues: { label: string; value: string }[] = [
    { label: "100 KB", value: hugeText },
    ...oddTexts.filter((odd) => ["unicode", "control characters", "markup", "traversal"].includes(odd.label)).map((odd) => ({ label: odd.label, value: String(odd.value) })),
    { label: badIds[0]!.label, value: String(badIds[0]!.value) },
  ];
  for (const name of new Set(bodies.flatMap((body) => [...body.keys()]))) {
    if (name === "intent") continue;
    const body = bodies.find((candidate) => candidate.has(name))!;
    change(body, `without ${name}`, "survive", (fields) => fields.delete(name));
    for (const { label, value } of fieldValues) change(body, `${name}: ${label}`, "survive", (fields) => fields.set(name, value));
  }
  for (const wrong of ["", "zzz", "__proto__", "constructor", "DELETE", hugeText]) {
    change(bodies[0]!, `intent: ${wrong.length > 20 ? "100 KB" : JSON.stringify(wrong)}`, "survive", (fields) => fields.set("intent", wrong));
  }
  for (const bad of badIds)
    probes.push(probe(`?id=${bad.label}`, "survive", bodies[0]!, { url: `${fillParams(action.pattern, actor)}?id=${encodeURIComponent(String(bad.value))}` }));
  if (action.params.length > 0) probes.push(probe("params: unknown", "survive", bodies[0]!, { url: action.pattern.replace(/\$(\w*)/g, "no-such-thing") }));
  return probes;
}

/**
 * Bad files posted to an upload form as a browser without JavaScript would: the answer is the page with the
 * form's error or a redirect back with a message, never a 5xx.
 */
export function formUploadProbes(target: FormTarget, actor: Account, png: Buffer): Probe[] {
  if (!target.action.takesUploads) return [];
  const probe = (label: string, body: Probe["body"], headers: Record<string, string> = {}): Probe => ({
    family: "upload",
    endpoint: `POST ${target.action.pattern}`,
    label,
    expect: "survive",
    actor: actor.label,
    method: "POST",
    url: target.url,
    body,
    headers: { cookie: cookiePlaceholder, ...headers },
  });
  return [...brokenMultipart.map(({ label, headers, body }) => probe(label, body, headers)), ...badFiles(png).map((bad) => probe(bad.label, multipartOf(bad)))];
}
