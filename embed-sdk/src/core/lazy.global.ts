/**
 * `lazy.ts` for the global script. What an open, a close or a redirect needs is in the file; the two features few
 * pages use (sharing the analytics client id, a custom launcher icon) come from the ES module chunks on the embed
 * host the script was loaded from, the first time an embed asks for them.
 */
import { scriptOriginOrPage } from "./config";
import { addPopoverExtras } from "./popover-extras";
import { redirect } from "./redirect";
import { armOpenTrigger, setClosedCookie } from "./triggers";

// File names of the ES module build's chunks, written in by the build.
declare const ANALYTICS_CHUNK: string;
declare const CUSTOM_ICON_CHUNK: string;

const fromEmbedHost = (chunk: string) => import(`${scriptOriginOrPage()}/embed/esm/chunks/${chunk}`);

export const loadAnalytics = (): Promise<typeof import("./analytics")> => fromEmbedHost(ANALYTICS_CHUNK);
export const loadCustomIcon = (): Promise<typeof import("./sanitize")> => fromEmbedHost(CUSTOM_ICON_CHUNK);
export const loadRedirect = () => Promise.resolve({ redirect });
export const loadTriggers = () => Promise.resolve({ armOpenTrigger, setClosedCookie });
export const loadPopoverExtras = () => Promise.resolve({ addPopoverExtras });
