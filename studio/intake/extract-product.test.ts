import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IntakeError } from "./errors";
import { extractProduct, noProductMessage } from "./extract-product";
import { limits } from "./text";

function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
}

function page(head: string, body = ""): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

describe("extractProduct on saved shop pages", () => {
  it("reads a Shopify product page from its product JSON, prices in cents", () => {
    const url = "https://northwind-outfitters.example/products/trail-bottle-750";
    expect(extractProduct(fixture("shopify-product.html"), url)).toEqual({
      name: "Trail Bottle 750 ml",
      description: "Our Trail Bottle goes where you go. Double-wall insulated steel keeps drinks cold for 24 hours & hot for 12.",
      price: { amount: 38, currency: "USD" },
      brand: "Northwind Outfitters",
      images: [
        "https://northwind-outfitters.example/cdn/shop/products/trail-bottle-green.jpg?v=1700000000",
        "https://northwind-outfitters.example/cdn/shop/products/trail-bottle-white.jpg?v=1700000001",
        "https://northwind-outfitters.example/cdn/shop/products/trail-bottle-lid.jpg?v=1700000002",
      ],
      features: ["Keeps drinks cold for 24 hours", "Leak-proof lid with carry loop", "Fits standard cup holders", "BPA-free and dishwasher safe"],
      sourceUrl: url,
    });
  });

  it("reads a WooCommerce page: JSON-LD for the facts, microdata for the bullets", () => {
    const url = "https://kettle-and-crumb.example/product/stoneground-pancake-mix/";
    expect(extractProduct(fixture("woocommerce-product.html"), url)).toEqual({
      name: "Stoneground Pancake Mix",
      description: "Fluffy pancakes in ten minutes: just add milk and an egg. Stoneground British wheat. No palm oil or additives. Makes about 24 pancakes",
      price: { amount: 6.5, currency: "GBP" },
      brand: "Kettle & Crumb",
      images: ["https://kettle-and-crumb.example/wp-content/uploads/2024/02/pancake-mix.jpg"],
      features: ["Stoneground British wheat", "No palm oil or additives", "Makes about 24 pancakes"],
      sourceUrl: url,
    });
  });

  it("reads a marketplace page: JSON-LD AggregateOffer over the price spans, bullets from the page", () => {
    const url = "https://www.bazaarly.example/Acme-Bamboo-Laptop-Stand/dp/B0ACME1234";
    expect(extractProduct(fixture("marketplace-product.html"), url)).toEqual({
      name: "Acme Bamboo Laptop Stand, Adjustable Height, Foldable",
      description: "A solid bamboo stand that lifts your laptop to eye level and folds flat for travel.",
      price: { amount: 119, currency: "USD" },
      brand: "Acme",
      images: [
        "https://images.bazaarly.example/I/71acme-stand-main._AC_SL1500_.jpg",
        "https://images.bazaarly.example/I/71acme-stand-side._AC_SL1500_.jpg",
        "https://images.bazaarly.example/I/71acme-stand-folded._AC_SL1500_.jpg",
        "https://www.bazaarly.example/I/71acme-stand-desk._AC_SL1500_.jpg",
      ],
      features: [
        "SOLID BAMBOO: sustainably grown bamboo with a natural oil finish",
        "Six height settings from 5 to 12 inches for a comfortable neck angle",
        "Folds flat to 0.8 inches for your bag",
        "Fits laptops from 10 to 17 inches",
      ],
      sourceUrl: url,
    });
  });

  it("reads a page that has only OpenGraph, without the shop's name in the title", () => {
    const url = "https://clayandco.example/shop/p/stoneware-mug";
    expect(extractProduct(fixture("opengraph-only.html"), url)).toEqual({
      name: "Hand-thrown Stoneware Mug",
      description: "Each mug is thrown by hand in our Bristol studio and glazed in speckled oatmeal. Holds 350 ml.",
      price: { amount: 32, currency: "EUR" },
      brand: undefined,
      images: ["https://images.clayandco.example/content/v1/mug-front.jpg?format=1500w", "https://images.clayandco.example/content/v1/mug-handle.jpg?format=1500w"],
      features: [],
      sourceUrl: url,
    });
  });

  it("refuses an article page with a clear message", () => {
    const extract = () => extractProduct(fixture("nothing-usable.html"), "https://journal.northwind.example/coffee");
    expect(extract).toThrow(IntakeError);
    expect(extract).toThrow(noProductMessage);
    expect(noProductMessage).toBe("We could not find a product on that page. Enter the details instead.");
  });

  it.each([
    ["an empty page", ""],
    ["a page with only a title", page("<title>Welcome to our shop</title><meta name=description content='Hello'>")],
    ["a Product without a name", page(jsonLd({ "@type": "Product", offers: { price: "5", priceCurrency: "USD" } }))],
  ])("refuses %s", (_label, html) => {
    expect(() => extractProduct(html, "https://shop.example/")).toThrow(expect.objectContaining({ code: "no_product_found" }));
  });
});

describe("extractProduct's JSON-LD reading", () => {
  it("follows @graph and @id references to the offer and the brand", () => {
    const html = page(
      jsonLd({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "WebPage", "@id": "#page", name: "Not this", mainEntity: { "@id": "#product" } },
          { "@type": "Brand", "@id": "#brand", name: "Graphwell" },
          { "@type": "Offer", "@id": "#offer", price: 12.5, priceCurrency: "cad" },
          {
            "@type": ["Thing", "Product"],
            "@id": "#product",
            name: "Graph Lamp",
            brand: { "@id": "#brand" },
            offers: { "@id": "#offer" },
          },
        ],
      }),
    );
    expect(extractProduct(html, "https://shop.example/lamp")).toMatchObject({
      name: "Graph Lamp",
      brand: "Graphwell",
      price: { amount: 12.5, currency: "CAD" },
    });
  });

  it("takes the first offer that has a price, from a list or a price specification", () => {
    const html = page(
      jsonLd({
        "@type": "http://schema.org/Product",
        name: "Spec Kettle",
        image: { "@type": "ImageObject", url: "/kettle.jpg" },
        offers: [
          { "@type": "Offer", availability: "OutOfStock" },
          {
            "@type": "Offer",
            priceSpecification: [{ "@type": "UnitPriceSpecification", price: "1.299,00", priceCurrency: "EUR" }],
          },
        ],
      }),
    );
    expect(extractProduct(html, "https://shop.example/p/kettle")).toMatchObject({
      price: { amount: 1299, currency: "EUR" },
      images: ["https://shop.example/kettle.jpg"],
    });
  });

  it("takes a ProductGroup's price from its first variant", () => {
    const html = page(
      jsonLd({
        "@type": "ProductGroup",
        name: "Wool Socks",
        hasVariant: [{ "@type": "Product", name: "Wool Socks M", offers: { price: "14", priceCurrency: "USD" } }],
      }),
    );
    expect(extractProduct(html, "https://shop.example/socks").price).toEqual({ amount: 14, currency: "USD" });
  });

  it("skips blocks that are not valid JSON and keeps reading", () => {
    const html = page(
      `<script type="application/ld+json">{"@type": "Product", "name": </script>${jsonLd({
        "@type": "Product",
        name: "Second Block",
        image: "/a.png",
      })}`,
    );
    expect(extractProduct(html, "https://shop.example/").name).toBe("Second Block");
  });
});

describe("extractProduct's merging by trust", () => {
  it("lets a higher-trust source win each field it knows, and a lower one fill the rest", () => {
    const html = page(
      jsonLd({ "@type": "Product", name: "Ld Name", offers: { price: "10.00", priceCurrency: "USD" } }) +
        `<meta property="og:title" content="Og Name"><meta property="og:description" content="From OpenGraph.">
         <meta property="og:image" content="https://cdn.example/og.jpg"><meta property="product:price:amount" content="12">
         <meta property="product:price:currency" content="EUR"><meta property="product:brand" content="Og Brand">`,
    );
    expect(extractProduct(html, "https://shop.example/")).toMatchObject({
      name: "Ld Name",
      price: { amount: 10, currency: "USD" },
      description: "From OpenGraph.",
      brand: "Og Brand",
      images: ["https://cdn.example/og.jpg"],
    });
  });

  it("prefers microdata over OpenGraph", () => {
    const html = page(
      `<meta property="og:title" content="Og Name"><meta property="og:image" content="https://cdn.example/og.jpg">`,
      `<div itemscope itemtype="http://schema.org/Product">
         <h1 itemprop="name">Micro Name</h1>
         <div itemprop="brand" itemscope itemtype="http://schema.org/Brand"><span itemprop="name">Micro Brand</span></div>
         <img itemprop="image" src="data:image/gif;base64,R0lGOD" data-src="/img/micro.jpg">
         <span itemprop="offers" itemscope itemtype="http://schema.org/Offer">
           <span itemprop="price" content="19.90">19,90 €</span><meta itemprop="priceCurrency" content="EUR">
         </span>
       </div>`,
    );
    expect(extractProduct(html, "https://shop.example/p/1")).toMatchObject({
      name: "Micro Name",
      brand: "Micro Brand",
      price: { amount: 19.9, currency: "EUR" },
      images: ["https://shop.example/img/micro.jpg"],
    });
  });

  it("reads Shopify's analytics meta when there is no product JSON", () => {
    const html = page(
      `<script>Shopify.currency = {"active":"CAD","rate":"1.36"};</script>
       <script>var meta = {"product":{"id":1,"vendor":"Maple & Co","variants":[{"id":2,"price":2450,"name":"Maple Syrup - 500 ml","public_title":"500 ml"}]},"page":{"pageType":"product"}};
       for (var attr in meta) { window.ShopifyAnalytics.meta[attr] = meta[attr]; }</script>`,
    );
    expect(extractProduct(html, "https://maple.example/products/syrup")).toMatchObject({
      name: "Maple Syrup",
      brand: "Maple & Co",
      price: { amount: 24.5, currency: "CAD" },
    });
  });
});

describe("extractProduct's cleaning", () => {
  it("decodes entities, strips tags and caps lengths", () => {
    const long = "Very good. ".repeat(400);
    const html = page(
      jsonLd({
        "@type": "Product",
        name: `Salt &amp; Pepper <b>Mill</b> ${"x".repeat(300)}`,
        description: `<p>${long}</p>`,
        brand: "Mill &amp; Co",
        image: "/mill.jpg",
      }),
    );
    const product = extractProduct(html, "https://shop.example/");
    expect(product.name.startsWith("Salt & Pepper Mill x")).toBe(true);
    expect(product.name.length).toBeLessThanOrEqual(200);
    expect(product.description!.length).toBeLessThanOrEqual(2000);
    expect(product.description!.endsWith("…")).toBe(true);
    expect(product.description).not.toContain("<");
    expect(product.brand).toBe("Mill & Co");
  });

  it("keeps at most 12 unique http(s) images and 8 features", () => {
    const images = [...Array.from({ length: 20 }, (_, index) => `https://cdn.example/${index % 15}.jpg`), "javascript:alert(1)", "data:image/png;base64,AAAA"];
    const bullets = Array.from({ length: 12 }, (_, index) => `<li>Feature number ${index}</li>`).join("");
    const html = page(jsonLd({ "@type": "Product", name: "Many", image: images, description: `<ul>${bullets}</ul>` }));
    const product = extractProduct(html, "https://shop.example/");
    expect(product.images).toEqual(Array.from({ length: 12 }, (_, index) => `https://cdn.example/${index}.jpg`));
    expect(product.features).toEqual(Array.from({ length: 8 }, (_, index) => `Feature number ${index}`));
  });

  it("reads no page text past limits.pageText: bullets after 50,000 characters of markup are not features", () => {
    const bullets = "<ul><li>Keeps drinks cold all day</li><li>Fits every cup holder</li></ul>";
    const prose = `<p style="${"x".repeat(limits.pageText)}">A bottle.</p>`;
    const read = (description: string) => extractProduct(page(jsonLd({ "@type": "Product", name: "Bottle", description })), "https://shop.example/");
    expect(read(`<p>A bottle.</p>${bullets}`).features).toEqual(["Keeps drinks cold all day", "Fits every cup holder"]);
    expect(read(`${prose}${bullets}`).features).toEqual([]);
  });
});
