/**
 * Two real accounts made through the public calls (codes read from the development outbox), each given data of
 * its own: a product from typed details with its ideas and a script, a library image, a generic file, a brand, a
 * queued video, a hosted form and a poster. Everything that names a user's data is kept as that user's secrets: no answer to
 * the other user may contain one.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { latestCodeInOutbox } from "../../api/testing/outbox";
import { signInThroughTheWebForm } from "../lib/web-sign-in.mjs";

export interface Session {
  accessToken: string;
  refreshToken: string;
}

export interface Account {
  label: "a" | "b";
  userId: string;
  email: string;
  password: string;
  /** A word that only this user's product, brand and file names contain. */
  marker: string;
  session: Session;
  /** The web app's session cookie, from signing in through the web form. */
  cookie: string;
  ids: { product: string; idea: string; script: string; media: string; file: string; brand: string; video: string; form: string; poster: string; avatar: string };
}

export type IdKind = keyof Account["ids"];

export interface Envelope<T = unknown> {
  status_code: number;
  data: T;
  message: string;
}

export async function callApi<T>(origin: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/api/v1/${route}`, {
    method,
    headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status_code !== 200) throw new Error(`${method} ${route} while setting up: ${response.status} ${envelope.message}`);
  return envelope.data;
}

export async function codeFor(dataDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = await latestCodeInOutbox(dataDir, email);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code was mailed to ${email}`);
}

/** A fresh address with a register code waiting for it (for sweeping `register` past the code check). */
export async function freshRegistration(origin: string, dataDir: string) {
  const email = `fuzz-new-${randomBytes(4).toString("hex")}@example.com`;
  await callApi(origin, "POST", "auth/email_captcha_send", { email, purpose: "register" });
  return { email, code: await codeFor(dataDir, email) };
}

export async function signIn(origin: string, email: string, password: string): Promise<Session> {
  const data = await callApi<{ access_token: string; refresh_token: string }>(origin, "POST", "auth/login", { email, password });
  return { accessToken: data.access_token, refreshToken: data.refresh_token };
}

/** A small real PNG, made here so the sweep needs no fixture file. */
export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 31, g: 111, b: 92 } } })
    .png()
    .toBuffer();
}

async function upload(origin: string, route: string, token: string, name: string, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set("file", new Blob([new Uint8Array(await smallPng())], { type: "image/png" }), name);
  const response = await fetch(`${origin}/api/v1/${route}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const envelope = (await response.json()) as Envelope<{ id: string }>;
  if (envelope.status_code !== 200) throw new Error(`${route} while setting up: ${envelope.message}`);
  return envelope.data.id;
}

export async function createAccount(origin: string, dataDir: string, label: "a" | "b"): Promise<Account> {
  const marker = `Fz${label.toUpperCase()}${randomBytes(5).toString("hex")}`;
  const email = `fuzz-${label}-${randomBytes(4).toString("hex")}@example.com`;
  const password = `fuzz-password-${label}-42`;
  await callApi(origin, "POST", "auth/email_captcha_send", { email, purpose: "register" });
  const registered = await callApi<{ user: { id: string }; access_token: string; refresh_token: string }>(origin, "POST", "auth/register", {
    email,
    code: await codeFor(dataDir, email),
    name: `Seller ${label.toUpperCase()}`,
    password,
  });
  const token = registered.access_token;
  const media = await upload(origin, "media/upload", token, `${marker}-bottle.png`);
  const file = await upload(origin, "file/upload", token, `${marker}-avatar.png`);
  // Stays `training` (the sweep's server runs no worker): an id of the account's own for the avatar calls.
  const avatar = await upload(origin, "avatar/train", token, `${marker}-face.png`, { name: `${marker} Presenter`, consent: "true" });
  const product = await callApi<{ id: string }>(
    origin,
    "POST",
    "generate-info",
    {
      name: `${marker} Trail Bottle`,
      description: "Double-wall insulated steel keeps drinks cold for 24 hours.",
      price: { amount: 38, currency: "USD" },
      brand: `${marker} Outfitters`,
      features: ["Keeps drinks cold for 24 hours", "Leak-proof lid with carry loop"],
      media_ids: [media],
    },
    token,
  );
  const ideas = await callApi<{ ideas: { id: string }[] }>(origin, "POST", "product-ideas", { product_id: product.id }, token);
  const script = await callApi<{ id: string }>(origin, "POST", "video-script", { product_id: product.id, idea_id: ideas.ideas[0]!.id, length_seconds: 15 }, token);
  const video = await callApi<{ id: string }>(origin, "POST", "video/create-by-product", { product_id: product.id, script_id: script.id }, token);
  const brands = await callApi<{ items: { id: string }[] }>(origin, "GET", "material/brand/list", undefined, token);
  const form = await callApi<{ id: string }>(
    origin,
    "POST",
    "forms",
    {
      definition: {
        title: { en: "Waitlist" },
        fields: [{ key: "email", type: "email", required: true, label: { en: "Your e-mail" } }],
        thank_you: { title: { en: "Thanks!" } },
      },
    },
    token,
  );
  const templates = await callApi<{ items: { id: string }[] }>(origin, "GET", "poster/templates?size=square", undefined, token);
  const poster = await callApi<{ id: string }>(
    origin,
    "POST",
    "poster/create",
    { product_id: product.id, template_id: templates.items[0]!.id, size: "square", image_id: media, offer: { headline: "Cold all summer", coupon: "SUMMER30" } },
    token,
  );
  return {
    label,
    userId: registered.user.id,
    email,
    password,
    marker,
    session: { accessToken: token, refreshToken: registered.refresh_token },
    cookie: await signInThroughTheWebForm(origin, email, password),
    ids: {
      product: product.id,
      idea: ideas.ideas[0]!.id,
      script: script.id,
      media,
      file,
      brand: brands.items[0]!.id,
      video: video.id,
      form: form.id,
      poster: poster.id,
      avatar,
    },
  };
}

/** What must never reach anyone but this user. A hosted form's id is left out: its page is public by design. */
export function secretsOf(account: Account): Map<string, string> {
  const { form: _publicForm, ...privateIds } = account.ids;
  return new Map<string, string>([
    ["user id", account.userId],
    ["e-mail", account.email],
    ["name marker", account.marker],
    ["access token", account.session.accessToken],
    ["refresh token", account.session.refreshToken],
    ...Object.entries(privateIds).map(([kind, id]) => [`${kind} id`, id] as [string, string]),
  ]);
}
