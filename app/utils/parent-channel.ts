/**
 * The form page's side of the embed protocol (docs/decisions/111-embed-messages-and-page-safety.md): messages to the page that embeds it, and the two it
 * accepts back. Messages go to the parent window only, addressed to the parent's origin; they carry ids, sizes
 * and colours, never an answer. Incoming messages count only from the parent window and its origin.
 */

/** The embedding page's origin: the browser's ancestor list where it has one, else the referrer; null when unknown. */
export function resolveParentOrigin(ancestorOrigins: ArrayLike<string> | undefined, referrer: string): string | null {
  const first = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : undefined;
  if (first && first !== "null") return first;
  try {
    const origin = new URL(referrer).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export type FormMessageType =
  | "form-ready"
  | "form-started"
  | "form-screen-changed"
  | "form-height-changed"
  | "form-submit"
  | "welcome-screen-hidden"
  | "form-theme"
  | "thank-you-screen-button-click"
  | "redirect-after-submit"
  | "thank-you-screen-redirect"
  | "duplicate-detected"
  | "form-close";

export interface ParentChannel {
  post(type: FormMessageType, payload?: Record<string, unknown>): void;
  close(): void;
}

const gaClientIdPattern = /^[A-Za-z0-9._-]{1,100}$/;

/** Reads `ga-client-id` in both shapes in use: `{ type, data: { embedId, gaClientId } }` and `{ type, embedId, gaClientId }`. */
export function gaClientIdFrom(data: unknown, embedId: string): string | null {
  if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== "ga-client-id") return null;
  const inner = (data as { data?: unknown }).data;
  const body = (typeof inner === "object" && inner !== null ? inner : data) as { embedId?: unknown; gaClientId?: unknown };
  const senderEmbedId = body.embedId ?? (data as { embedId?: unknown }).embedId;
  if (senderEmbedId !== embedId || typeof body.gaClientId !== "string" || !gaClientIdPattern.test(body.gaClientId)) return null;
  return body.gaClientId;
}

/** `embed-focus` as @typeform/embed sends it (the bare string) or as ours does (with this embed's id). */
export function isFocusRequest(data: unknown, embedId: string): boolean {
  if (data === "embed-focus") return true;
  if (typeof data !== "object" || data === null) return false;
  const message = data as { type?: unknown; embedId?: unknown };
  return message.type === "embed-focus" && (message.embedId === undefined || message.embedId === embedId);
}

/**
 * Opens the channel when the page is in a frame and was given an embed id; otherwise (a plain link, an iframe
 * without the SDK) there is nobody to talk to and this returns null.
 */
export function openParentChannel({
  embedId,
  formId,
  onFocusRequest,
  onGaClientId,
}: {
  embedId: string | null;
  formId: string;
  onFocusRequest(): void;
  onGaClientId(id: string): void;
}): ParentChannel | null {
  if (!embedId || window.parent === window) return null;
  const parentOrigin = resolveParentOrigin(window.location.ancestorOrigins, document.referrer);

  const listener = (event: MessageEvent) => {
    if (event.source !== window.parent || (parentOrigin !== null && event.origin !== parentOrigin)) return;
    if (isFocusRequest(event.data, embedId)) onFocusRequest();
    const gaClientId = gaClientIdFrom(event.data, embedId);
    if (gaClientId) onGaClientId(gaClientId);
  };
  window.addEventListener("message", listener);

  return {
    post(type, payload = {}) {
      // "*" only when the browser tells us nothing about the parent; the payloads hold nothing a stranger could use.
      window.parent.postMessage({ ...payload, type, embedId, formId }, parentOrigin ?? "*");
    },
    close() {
      window.removeEventListener("message", listener);
    },
  };
}
