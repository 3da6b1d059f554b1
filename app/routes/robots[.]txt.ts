import type { LoaderFunctionArgs } from "@remix-run/node";

/** The landing pages are for search engines; the workspace, account screens, forms and API are not. */
export function loader({ context }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /$",
    "Allow: /create-ai-video",
    "Allow: /landing/",
    "Disallow: /account/",
    "Disallow: /api/",
    "Disallow: /resources/",
    "Disallow: /to/",
    "Disallow: /preview",
    "",
    `Sitemap: ${context.config.appUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
