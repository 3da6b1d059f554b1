import { describe, expect, it } from "vitest";
import { createPromotionalHref, linksIn, offerOf, orderedProducts, pickedProducts, promotionalListHref, readCreateView } from "./promotional";

const params = (query: string) => new URLSearchParams(query);

describe("the creation flow's address", () => {
  it("orders the products by the positions sent, ties in the order listed, left-out ones last", () => {
    expect(orderedProducts(params("p=a&p=b&p=c&at_a=2&at_b=1&at_c=2"))).toEqual({ products: ["b", "a", "c"], out: [] });
    expect(orderedProducts(params("p=a&p=b&p=c&at_a=0&at_b=2&at_c=1"))).toEqual({ products: ["c", "b", "a"], out: ["a"] });
  });

  it("keeps the address's order and left-out products when no positions were sent", () => {
    const view = orderedProducts(params("p=a&p=b&p=c&out=b&out=z"));
    expect(view).toEqual({ products: ["a", "c", "b"], out: ["b"] });
    expect(pickedProducts(view)).toEqual(["a", "c"]);
  });

  it("reads back what it writes, leaving defaults out", () => {
    const view = readCreateView(params("p=a&p=b&out=b&kind=bundle&headline=Two+for+one&discount_percent=20&code=DUO&ends_on=2026-12-01&cta=Buy&length_seconds=60"));
    const href = createPromotionalHref(view);
    expect(readCreateView(new URL(href, "http://here").searchParams)).toEqual(view);
    expect(createPromotionalHref({ products: ["a"], offer: readCreateView(params("")).offer })).toBe("/create-promotional?p=a");
  });

  it("ignores ids and choices that no form of ours sends", () => {
    const view = readCreateView(params("p=../x&p=ok&kind=giveaway&length_seconds=45"));
    expect(view.products).toEqual(["ok"]);
    expect(view.offer.kind).toBe("sale");
    expect(view.offer.length_seconds).toBe(30);
  });
});

describe("the offer and the links", () => {
  it("sends empty texts and no discount as null", () => {
    expect(offerOf({ kind: "sale", headline: " Sale ", discount_percent: "", code: " ", ends_on: "", cta: "", length_seconds: 30 })).toEqual({
      kind: "sale",
      headline: "Sale",
      discount_percent: null,
      code: null,
      ends_on: null,
      cta: null,
    });
  });

  it("reads one link a line", () => {
    expect(linksIn(" https://a.example/p/1 \r\n\nhttps://a.example/p/2\n")).toEqual(["https://a.example/p/1", "https://a.example/p/2"]);
  });

  it("highlights a video without an anchor (a meta refresh must reload), and anchors a delete being confirmed", () => {
    expect(promotionalListHref(1, { id: "Ab3dEf7hIj0lMn5p" })).toBe("/promotional?id=Ab3dEf7hIj0lMn5p");
    expect(promotionalListHref(1, { confirmDelete: "Ab3dEf7hIj0lMn5p" })).toBe("/promotional?confirm-delete=Ab3dEf7hIj0lMn5p#promo-Ab3dEf7hIj0lMn5p");
    expect(promotionalListHref(2)).toBe("/promotional?page=2");
  });
});
