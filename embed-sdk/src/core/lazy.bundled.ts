/** `lazy.ts` for single-file builds: the same loaders, with the code already in the file. */
import { shareAnalyticsClientId } from "./analytics";
import { addPopoverExtras } from "./popover-extras";
import { redirect } from "./redirect";
import { customIcon } from "./sanitize";
import { armOpenTrigger, setClosedCookie } from "./triggers";

export const loadAnalytics = () => Promise.resolve({ shareAnalyticsClientId });
export const loadRedirect = () => Promise.resolve({ redirect });
export const loadCustomIcon = () => Promise.resolve({ customIcon });
export const loadTriggers = () => Promise.resolve({ armOpenTrigger, setClosedCookie });
export const loadPopoverExtras = () => Promise.resolve({ addPopoverExtras });
