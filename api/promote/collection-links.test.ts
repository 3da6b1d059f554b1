import { describe, expect, it } from "vitest";
import { collectionLinks } from "./collection-links";

const page = "https://shop.example/collections/summer";

describe("the product pages a collection page lists", () => {
  it("reads a JSON-LD ItemList, also inside a CollectionPage, in its order", () => {
    const itemList = {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      mainEntity: {
        "@type": "ItemList",
        itemListElement: [
          { "@type": "ListItem", position: 1, url: "/products/camp-mug" },
          { "@type": "ListItem", position: 2, item: { "@type": "Product", url: "https://shop.example/products/sun-hat" } },
          { "@type": "ListItem", position: 3, item: "https://shop.example/products/trail-bottle" },
        ],
      },
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(itemList)}</script></head>
      <body><a href="/products/ignored-when-listed">x</a></body></html>`;
    expect(collectionLinks(html, page)).toEqual([
      "https://shop.example/products/camp-mug",
      "https://shop.example/products/sun-hat",
      "https://shop.example/products/trail-bottle",
    ]);
  });

  it("else takes the page's links to product addresses on the same site, once each, without their query", () => {
    const html = `<html><body>
      <a href="/products/camp-mug?variant=2">Mug</a><a href="https://shop.example/product/sun-hat/">Hat</a>
      <a href="/p/trail-bottle">Bottle</a><a href="/products/camp-mug">Mug again</a>
      <a href="https://elsewhere.example/products/other">Other shop</a><a href="/pages/about">About</a>
      <a href="javascript:alert(1)">Script</a></body></html>`;
    expect(collectionLinks(html, page)).toEqual(["https://shop.example/products/camp-mug", "https://shop.example/product/sun-hat/", "https://shop.example/p/trail-bottle"]);
  });

  it("finds none on a page that lists no products", () => {
    expect(collectionLinks(`<html><body><h1>Journal</h1><a href="/blogs/news">News</a></body></html>`, page)).toEqual([]);
  });
});
