/**
 * Bad posts for every form action of the web app: each route file under `app/routes/` that exports `action`.
 * The fields come from the forms the app renders for the signed-in user (what a browser without JavaScript
 * posts) and from the names the action reads in its source, so a new form is swept without editing the fuzzer.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Account, IdKind } from "./accounts";
import type { Expectation, Probe } from "./probe";
import { badIds, hugeText, oddTexts } from "./values";

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
      return [{
        file,
        routeId: `routes/${file.replace(/\.tsx?$/, "")}`,
        pattern,
        params: [...pattern.matchAll(/\$(\w*)/g)].map((match) => match[1]!),
        sourceFields: [...new Set(sourceFields)],
        sourceIntents: [...new Set(sourceIntents)],
      }];
    });
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]!) : undefined;
}

function decodeEntities(text: string): string {
  return text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
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
export const pageQueryKinds: IdKind[] = ["product", "video", "script", "media"];

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
  const bodies = variants.flatMap((form) => (form.submits.length > 0 ? form.submits : [undefined]).map((submit) => {
    const fields = new URLSearchParams(form.fields);
    for (const name of names) if (!fields.has(name)) fields.set(name, "");
    if (submit) fields.set(submit[0], submit[1]);
    return fields;
  }));

  const probes: Probe[] = [];
  if (phase === "foreign") {
    const ownIds = new Map(Object.entries(actor.ids).map(([kind, id]) => [id, other.ids[kind as IdKind]]));
    for (const body of bodies) {
      const swapped = new URLSearchParams([...body].map(([name, value]) => [name, ownIds.get(value) ?? value]));
      if (swapped.toString() !== body.toString()) probes.push(probe(`fields: the other user's ids (${body.get("intent") ?? "no intent"})`, "foreign", swapped));
      for (const kind of pageQueryKinds) {
        const foreignUrl = `${fillParams(action.pattern, actor)}?id=${other.ids[kind]}`;
        probes.push(probe(`?id= the other user's ${kind} (${body.get("intent") ?? "no intent"})`, "foreign", body, { url: foreignUrl }));
      }
      if (action.params.length > 0) probes.push(probe(`params: the other user's (${body.get("intent") ?? "no intent"})`, "foreign", body, { url: fillParams(action.pattern, other) }));
    }
    return probes;
  }

  probes.push(
    probe("JSON instead of a form", "reject", JSON.stringify({ intent: "delete" }), { headers: { "content-type": "application/json" } }),
    // Refused with 413 once read; an action that redirects before reading the form never holds it at all.
    probe("past the form cap", "survive", `field=${"x".repeat(300 * 1024)}`),
    probe("empty form", "survive", ""),
    probe("not URL-encoded", "survive", "%%%&&&==%zz"),
  );
  for (const body of bodies) {
    const intent = body.get("intent") ?? "no intent";
    const change = (label: string, expect: Expectation, edit: (fields: URLSearchParams) => void, extra?: Partial<Probe>) => {
      const fields = new URLSearchParams(body);
      edit(fields);
      probes.push(probe(`${intent}: ${label}`, expect, fields, extra));
    };
    change("as the page sends it", "survive", () => undefined);
    change("every field twice", "survive", (fields) => [...body].forEach(([name, value]) => fields.append(name, value)));
    change("as a fetcher posts it", "survive", () => undefined, { url: `${url}${url.includes("?") ? "&" : "?"}_data=${encodeURIComponent(action.routeId)}` });
    for (const name of new Set(body.keys())) {
      change(`without ${name}`, "survive", (fields) => fields.delete(name));
      change(`${name}: 100 KB`, "survive", (fields) => fields.set(name, hugeText));
      for (const odd of oddTexts) change(`${name}: ${odd.label}`, "survive", (fields) => fields.set(name, String(odd.value)));
      for (const bad of badIds.slice(0, 3)) change(`${name}: ${bad.label}`, "survive", (fields) => fields.set(name, String(bad.value)));
    }
    for (const wrong of ["", "zzz", "__proto__", "constructor", "DELETE", hugeText]) {
      change(`intent: ${wrong.length > 20 ? "100 KB" : JSON.stringify(wrong)}`, "survive", (fields) => fields.set("intent", wrong));
    }
  }
  for (const bad of badIds) probes.push(probe(`?id=${bad.label}`, "survive", bodies[0]!, { url: `${fillParams(action.pattern, actor)}?id=${encodeURIComponent(String(bad.value))}` }));
  return probes;
}
