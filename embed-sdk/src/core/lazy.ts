/**
 * Features few embeds use, each in its own chunk of the ES module build, fetched the first time an embed needs it.
 * The global script and the React entry are one file each: there `lazy.bundled.ts` stands in for this module.
 */
export const loadAnalytics = () => import("./analytics");
export const loadRedirect = () => import("./redirect");
export const loadCustomIcon = () => import("./sanitize");
export const loadTriggers = () => import("./triggers");
export const loadPopoverExtras = () => import("./popover-extras");
