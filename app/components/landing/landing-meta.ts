import type { MetaDescriptor } from "@remix-run/node";
import { demoVideo } from "./content";

export interface LandingMeta {
  title: string;
  description: string;
  canonical: string;
  ogImage: string;
}

/** Title, description, canonical address, Open Graph and the preloaded first-screen poster of a landing page. */
export function landingMeta(landing: LandingMeta): MetaDescriptor[] {
  const { title, description } = landing;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: landing.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Promoreel" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: landing.canonical },
    { property: "og:image", content: landing.ogImage },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "theme-color", content: "#7c3aed" },
    { tagName: "link", rel: "preload", as: "image", href: demoVideo.thumb, fetchpriority: "high" },
  ];
}
