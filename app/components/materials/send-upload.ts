/**
 * The upload with JavaScript: the same form posted to the same action, but by XMLHttpRequest, whose upload events
 * give a real progress bar (fetch has none). It asks for the action's data (Remix's `_data` request), so the answer
 * is the action's JSON rather than a page.
 */
import type { MaterialsActionData, MediaItem } from "./materials";

export type UploadAnswer =
  | { kind: "uploaded"; item: MediaItem }
  | { kind: "refused"; message: string }
  /** The session ended meanwhile: the action sends the browser to sign in. */
  | { kind: "redirect"; to: string }
  | { kind: "failed" }
  | { kind: "cancelled" };

/** The action's address as a data request for the route `routeId`. */
export function uploadDataUrl(action: string, routeId: string): string {
  const [withoutHash = ""] = action.split("#");
  return `${withoutHash}${withoutHash.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`;
}

/** What the answer to the data request means for the form. */
export function readUploadAnswer(status: number, redirectTo: string | null, body: string): UploadAnswer {
  if (redirectTo) return { kind: "redirect", to: redirectTo };
  let data: MaterialsActionData | null = null;
  try {
    data = JSON.parse(body) as MaterialsActionData;
  } catch {
    return { kind: "failed" };
  }
  if (status === 200 && data?.item) return { kind: "uploaded", item: data.item };
  if (status === 400 && typeof data?.error === "string" && data.error) return { kind: "refused", message: data.error };
  return { kind: "failed" };
}

/** Whole percent sent, from 0 to 100; 0 until the size is known. */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** Posts `form` to `url`, reporting the percent sent; `abort` stops it and settles as cancelled. */
export function sendUpload(url: string, form: FormData, onProgress: (percent: number) => void): { answer: Promise<UploadAnswer>; abort: () => void } {
  const request = new XMLHttpRequest();
  const answer = new Promise<UploadAnswer>((resolve) => {
    request.upload.addEventListener("progress", (event) => onProgress(uploadPercent(event.loaded, event.lengthComputable ? event.total : 0)));
    request.addEventListener("load", () => resolve(readUploadAnswer(request.status, request.getResponseHeader("X-Remix-Redirect"), request.responseText)));
    request.addEventListener("error", () => resolve({ kind: "failed" }));
    request.addEventListener("timeout", () => resolve({ kind: "failed" }));
    request.addEventListener("abort", () => resolve({ kind: "cancelled" }));
  });
  request.open("POST", url);
  request.send(form);
  return { answer, abort: () => request.abort() };
}
