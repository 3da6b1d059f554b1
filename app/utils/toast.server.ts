import { randomUUID } from "node:crypto";
import { createCookie, type Cookie } from "@remix-run/node";
import { cutToastText, type Toast, type ToastType } from "./toast";
import { cookieName } from "./cookie-names.server";
import type { WebConfig } from "./web-config.server";

/** Keeps the flash cookie well under browser limits. */
const maxToasts = 5;

export function createToastCookie(config: WebConfig): Cookie {
  return createCookie(cookieName(config, "toast"), {
    httpOnly: true,
    sameSite: "lax",
    secure: config.cookieSecure,
    secrets: config.sessionSecrets,
    path: "/",
    maxAge: 60,
  });
}

function isToast(value: unknown): value is Toast {
  const toast = value as Toast;
  return (
    typeof toast === "object" &&
    toast !== null &&
    typeof toast.id === "string" &&
    (toast.type === "success" || toast.type === "error") &&
    Array.isArray(toast.lines) &&
    toast.lines.every((line) => typeof line === "string")
  );
}

/**
 * Toasts of one request: those that arrived in the flash cookie and those queued while handling it. The root loader
 * takes them all for rendering; whatever was not rendered travels on in the flash cookie.
 */
export class RequestToasts {
  private queued: Toast[] = [];
  private taken: Toast[] = [];
  private incomingTaken = false;

  private constructor(
    private readonly cookie: Cookie,
    private readonly incoming: Toast[],
  ) {}

  static async load(cookie: Cookie, cookieHeader: string | null): Promise<RequestToasts> {
    const value: unknown = await cookie.parse(cookieHeader).catch(() => null);
    return new RequestToasts(cookie, Array.isArray(value) ? value.filter(isToast) : []);
  }

  add(type: ToastType, message: string | string[]) {
    const lines = (Array.isArray(message) ? message : [message]).map(cutToastText);
    this.queued.push({ id: randomUUID(), type, lines });
  }

  success(message: string | string[]) {
    this.add("success", message);
  }

  error(message: string | string[]) {
    this.add("error", message);
  }

  /** For the root loader: everything not yet shown, incoming first. */
  takeForRender(): Toast[] {
    const toasts = [...(this.incomingTaken ? [] : this.incoming), ...this.queued];
    this.incomingTaken = true;
    this.queued = [];
    this.taken.push(...toasts);
    return toasts;
  }

  /**
   * The Set-Cookie value for the flash cookie, or null when it stays as it is. `rendered` is false for redirects:
   * then nothing the root loader took reached the screen, so it all goes on to the next page.
   */
  async commitHeader({ rendered }: { rendered: boolean }): Promise<string | null> {
    const pending = rendered ? this.queued : [...this.taken, ...this.queued];
    const untakenIncoming = this.incomingTaken ? [] : this.incoming;
    const next = [...untakenIncoming, ...pending].slice(-maxToasts);
    if (next.length > 0 && (pending.length > 0 || this.incomingTaken)) return this.cookie.serialize(next);
    if (next.length === 0 && this.incoming.length > 0) return this.cookie.serialize([], { maxAge: 0 });
    return null;
  }
}
