/**
 * The whole sweep: a real server on a fresh data folder, two users with data, then first the ownership checks
 * (each user's ids sent by the other, every call and form, with both users' data compared before and after), then
 * the bad-input sweep. The short run sends a fixed sample per endpoint (the seed picks it), the full run all.
 */
import { createAccount, freshRegistration, secretsOf, signIn, smallPng, callApi, type Account } from "./accounts";
import { signInThroughTheWebForm } from "../lib/web-sign-in.mjs";
import { apiProbes, freshAccessToken, freshRefreshToken, mainAccessToken } from "./api-cases";
import { endpointKey, readContract, type Endpoint } from "./contract";
import { cookiePlaceholder, fillParams, formProbes, formUploadProbes, harvestForms, pageQueryKinds, readFormActions, type FormTarget, type HarvestedForm } from "./form-cases";
import { runProbe, type Outcome, type Probe } from "./probe";
import { createRandom } from "./random";
import { startServer } from "./server";
import { uploadProbes } from "./upload-cases";

export interface FuzzOptions {
  seed: number;
  full: boolean;
  port: number;
  /** Progress lines (phase names and counts); the report is returned, not printed. */
  log?: (line: string) => void;
}

export interface FuzzReport {
  seed: number;
  full: boolean;
  outcomes: Outcome[];
  failures: Outcome[];
  /** Contract endpoints and form actions no probe reached: a sweep that skips one has not checked it. */
  unswept: string[];
  /** A user's data that changed while only the other user was sending requests. */
  changedByOther: string[];
  serverErrors: string[];
}

/** Per endpoint in the short run (plus every ownership check of the API and uploads). */
const shortSample = { api: 6, upload: 6, form: 6, foreignForm: 4 };
/** The access token lives 15 minutes; the sweep signs in again well before. */
const sessionRenewMs = 10 * 60_000;

async function snapshot(origin: string, account: Account): Promise<string> {
  const token = account.session.accessToken;
  const reads = [
    "auth/user",
    "products?page_size=50",
    "media/list?page_size=50",
    "video/list?page_size=50",
    "material/brand/list?page_size=50",
    "material/product/list?page_size=50",
    "poster/list?page_size=12",
    "avatar/train_avatars",
    `script?id=${account.ids.script}`,
  ];
  const data = await Promise.all(reads.map((route) => callApi(origin, "GET", route, undefined, token)));
  return JSON.stringify(data);
}

async function harvestTargets(origin: string, account: Account, actions: ReturnType<typeof readFormActions>): Promise<FormTarget[]> {
  const pages = new Set<string>(["/", "/videos", "/product-folder", "/account-user"]);
  for (const action of actions) {
    const path = fillParams(action.pattern, account);
    pages.add(path);
    for (const kind of pageQueryKinds) pages.add(`${path}?id=${account.ids[kind]}`);
  }
  const found = new Map<string, { url: string; forms: HarvestedForm[] }>();
  for (const page of pages) {
    const response = await fetch(`${origin}${page}`, { headers: { cookie: account.cookie }, redirect: "manual" });
    if (response.status !== 200) continue;
    for (const { actionPath, postUrl, form } of harvestForms(await response.text(), page)) {
      const entry = found.get(actionPath) ?? { url: postUrl, forms: [] };
      entry.forms.push(form);
      found.set(actionPath, entry);
    }
  }
  return actions.map((action) => {
    const path = fillParams(action.pattern, account);
    const entry = found.get(path);
    return { action, url: entry?.url ?? path, forms: entry?.forms ?? [] };
  });
}

export async function runFuzz({ seed, full, port, log = () => undefined }: FuzzOptions): Promise<FuzzReport> {
  const server = await startServer(port);
  try {
    const { origin, dataDir } = server;
    const random = createRandom(seed);
    const endpoints: Endpoint[] = readContract();
    const actions = readFormActions();
    log(`server at ${origin}; ${endpoints.length} calls in docs/api-v1.md, ${actions.length} form actions`);

    const a = await createAccount(origin, dataDir, "a");
    const b = await createAccount(origin, dataDir, "b");
    const registration = await freshRegistration(origin, dataDir);
    const png = await smallPng();
    const accounts = { a, b };
    const otherOf = (account: Account) => (account === a ? b : a);
    const secrets = { a: secretsOf(a), b: secretsOf(b) };
    const signedInAt = { a: Date.now(), b: Date.now() };
    const targets = { a: await harvestTargets(origin, a, actions), b: await harvestTargets(origin, b, actions) };

    const probesOf = (actor: Account) => {
      const other = otherOf(actor);
      return endpoints.map((endpoint) => (endpoint.body === "multipart" ? uploadProbes(endpoint, actor, other, { png }) : apiProbes(endpoint, actor, other, registration)));
    };

    async function prepare(probe: Probe): Promise<Probe> {
      const account = accounts[probe.actor];
      if (Date.now() - signedInAt[probe.actor] > sessionRenewMs) {
        account.session = await signIn(origin, account.email, account.password);
        account.cookie = await signInThroughTheWebForm(origin, account.email, account.password);
        signedInAt[probe.actor] = Date.now();
        secrets[probe.actor].set("renewed access token", account.session.accessToken);
      }
      let fresh = { accessToken: "", refreshToken: "" };
      const text = [probe.url, JSON.stringify(probe.headers), typeof probe.body === "string" ? probe.body : ""].join("\n");
      if (text.includes(freshAccessToken) || text.includes(freshRefreshToken)) fresh = await signIn(origin, account.email, account.password);
      const fill = (value: string) =>
        value
          .replaceAll(mainAccessToken, account.session.accessToken)
          .replaceAll(freshAccessToken, fresh.accessToken)
          .replaceAll(freshRefreshToken, fresh.refreshToken)
          .replaceAll(cookiePlaceholder, account.cookie);
      return {
        ...probe,
        url: fill(probe.url),
        headers: Object.fromEntries(Object.entries(probe.headers).map(([name, value]) => [name, fill(value)])),
        body: typeof probe.body === "string" ? fill(probe.body) : probe.body,
      };
    }

    const outcomes: Outcome[] = [];
    async function run(probes: Probe[], phase: string) {
      for (const probe of probes) {
        const ready = await prepare(probe);
        const outcome = await runProbe(origin, ready, secrets[probe.actor === "a" ? "b" : "a"]);
        outcomes.push(outcome);
        // A post that ended the web session (signing out, a revoked token): sign in again, as the person would.
        if (probe.family === "form" && (outcome.location?.startsWith("/account/login") || probe.url.startsWith("/account/logout"))) {
          accounts[probe.actor].cookie = await signInThroughTheWebForm(origin, accounts[probe.actor].email, accounts[probe.actor].password);
        }
      }
      log(`${phase}: ${probes.length} requests`);
    }

    // Ownership first, while every record of both users still exists.
    const actors = full ? [b, a] : [b];
    const before = { a: await snapshot(origin, a), b: await snapshot(origin, b) };
    for (const actor of actors) {
      const foreignApi = probesOf(actor)
        .flat()
        .filter((probe) => probe.expect === "foreign");
      const foreignForms = targets[actor.label].flatMap((target) => {
        const probes = formProbes(target, actor, otherOf(actor), "foreign");
        return full ? probes : random.sample(probes, shortSample.foreignForm);
      });
      await run([...foreignApi, ...foreignForms], `ownership, ${actor.label} asking for ${otherOf(actor).label}'s data`);
    }
    const changedByOther: string[] = [];
    for (const account of [a, b]) {
      if (!actors.includes(otherOf(account))) continue;
      if ((await snapshot(origin, account)) !== before[account.label])
        changedByOther.push(`user ${account.label}'s data changed while user ${otherOf(account).label} sent requests`);
    }

    for (const actor of actors) {
      const perEndpoint = probesOf(actor).map((probes) => probes.filter((probe) => probe.expect !== "foreign"));
      const api = perEndpoint.flatMap((probes) => (full ? probes : random.sample(probes, probes[0]?.family === "upload" ? shortSample.upload : shortSample.api)));
      const formUploads = targets[actor.label].flatMap((target) => {
        const probes = formUploadProbes(target, actor, png);
        return full ? probes : random.sample(probes, shortSample.upload);
      });
      await run([...api, ...formUploads], `bad input to the API and upload forms as ${actor.label}`);
      const forms = targets[actor.label].flatMap((target) => {
        const probes = formProbes(target, actor, otherOf(actor), "general");
        return full ? probes : random.sample(probes, shortSample.form);
      });
      await run(forms, `bad form posts as ${actor.label}`);
    }

    const reached = new Set(outcomes.map((outcome) => outcome.probe.endpoint));
    const unswept = [...endpoints.map(endpointKey), ...actions.map((action) => `POST ${action.pattern}`)].filter((key) => !reached.has(key));
    return {
      seed,
      full,
      outcomes,
      failures: outcomes.filter((outcome) => outcome.problems.length > 0),
      unswept,
      changedByOther,
      serverErrors: server.errorLog().filter((line) => /"level":"error"/.test(line)),
    };
  } finally {
    await server.stop();
  }
}

export function passed(report: FuzzReport) {
  return report.failures.length === 0 && report.unswept.length === 0 && report.changedByOther.length === 0;
}
