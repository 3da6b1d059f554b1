import { describe, expect, it } from "vitest";
import { sentFromThisSite } from "./same-site-posts";

const host = "promoreel.example";

describe("sentFromThisSite", () => {
  it.each([
    ["its own page", { host, origin: `https://${host}` }],
    ["its own page behind a proxy that names the host", { host: "10.0.0.5:3000", "x-forwarded-host": `${host}, internal`, origin: `https://${host}` }],
    ["an older browser on its own page", { host, "sec-fetch-site": "same-origin" }],
    ["an address typed by the visitor", { host, "sec-fetch-site": "none" }],
    ["a client that is not a browser (Stripe, curl)", { host }],
  ])("takes a post from %s", (_, headers) => {
    expect(sentFromThisSite(headers)).toBe(true);
  });

  it.each([
    ["another site", { host, origin: "https://elsewhere.example" }],
    ["a subdomain", { host, origin: `https://forms.${host}` }],
    ["the same name on another port", { host, origin: `https://${host}:8443` }],
    ["an opaque page (sandboxed frame, file)", { host, origin: "null" }],
    ["something that is not an origin", { host, origin: "not a url" }],
    ["another site without Origin", { host, "sec-fetch-site": "cross-site" }],
    ["a sibling subdomain without Origin", { host, "sec-fetch-site": "same-site" }],
    ["a request naming no host", { origin: `https://${host}` }],
  ])("refuses a post from %s", (_, headers) => {
    expect(sentFromThisSite(headers)).toBe(false);
  });
});
