/**
 * Defaults the global script learns from its own <script> tag: forms are served from the origin it was loaded
 * from, and its CSP nonce goes on the stylesheets it adds. Without them (ES modules), the page's own origin.
 */
let scriptOrigin: string | undefined;
let scriptNonce: string | undefined;

export const setScriptDefaults = (origin: string | undefined, nonce: string | undefined) => {
  scriptOrigin = origin;
  scriptNonce = nonce;
};

export const scriptOriginOrPage = () => scriptOrigin || location.origin;
export const domainFor = (domain: string | undefined) => domain || scriptOriginOrPage();
export const nonceFor = (nonce: string | undefined) => nonce || scriptNonce;
