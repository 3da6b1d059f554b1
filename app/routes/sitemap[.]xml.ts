import type { LoaderFunctionArgs } from "@remix-run/node";

/** The public pages: landing B at the front door and landing A. */
const publicPages = ["/", "/create-ai-video"] as const;

export function loader({ context }: LoaderFunctionArgs) {
  const urls = publicPages.map((page) => `  <url><loc>${context.config.appUrl}${page}</loc><changefreq>weekly</changefreq></url>`);
  const body = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
