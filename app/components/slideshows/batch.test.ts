import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { BatchSchema, parseProductLinks, readBatchDraft } from "./batch";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("parseProductLinks", () => {
  it("takes one link a line, skipping blank lines and repeats, with https:// added where it is missing", () => {
    const text = "https://shop.example/p/1\r\n\n  shop.example/p/2  \nhttps://shop.example/p/1\n";
    expect(parseProductLinks(text)).toEqual({ urls: ["https://shop.example/p/1", "https://shop.example/p/2"], invalid: [] });
  });

  it("names the lines that are not web addresses", () => {
    expect(parseProductLinks("https://shop.example/a\nnot a link\nftp://shop.example/b")).toEqual({
      urls: ["https://shop.example/a"],
      invalid: ["not a link", "ftp://shop.example/b"],
    });
  });

  it("keeps a loopback address with a port (the test shop), as the product step does", () => {
    expect(parseProductLinks("http://127.0.0.1:9/nothing").urls).toEqual(["http://127.0.0.1:9/nothing"]);
  });
});

describe("BatchSchema", () => {
  const base: [string, string][] = [
    ["template", "sale-bold"],
    ["format", "square"],
  ];

  it("reads ticked products and pasted links together", () => {
    const submission = parseWithZod(form([...base, ["product", "p1"], ["product", "p2"], ["links", "shop.example/a"]]), { schema: BatchSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      productIds: ["p1", "p2"],
      urls: ["https://shop.example/a"],
      template: "sale-bold",
      format: "square",
      brand: null,
    });
  });

  it("refuses an empty batch, a bad link and more than 20 in all", () => {
    const errorsOf = (entries: [string, string][]) => {
      const submission = parseWithZod(form([...base, ...entries]), { schema: BatchSchema });
      return submission.status === "error" ? submission.error : null;
    };
    expect(errorsOf([])).toEqual({ links: ["batchSlideshow.validation.nothingChosen"] });
    expect(errorsOf([["links", "not a link"]])?.links).toContain("batchSlideshow.validation.badLink");
    const links = Array.from({ length: 15 }, (_, index) => `https://shop.example/p/${index}`).join("\n");
    const products = Array.from({ length: 6 }, (_, index): [string, string] => ["product", `p${index}`]);
    expect(errorsOf([["links", links], ...products])).toEqual({ links: ["batchSlideshow.validation.tooMany"] });
    expect(errorsOf([["links", links], ...products.slice(0, 5)])).toBeNull();
  });

  it("refuses a format the renderer does not draw", () => {
    const submission = parseWithZod(
      form([
        ["template", "sale-bold"],
        ["format", "poster"],
        ["links", "shop.example/a"],
      ]),
      { schema: BatchSchema },
    );
    expect(submission.status === "error" && submission.error?.format).toEqual(["errors.formRejected"]);
  });
});

describe("readBatchDraft", () => {
  it("keeps the form's choices from the address while the products are paged", () => {
    const params = new URLSearchParams("product=p1&product=p1&product=..%2Fx&links=a%0Ab&template=t&format=feed&page=2");
    expect(readBatchDraft(params)).toEqual({ products: ["p1"], links: "a\nb", template: "t", format: "feed", brand: "" });
  });
});
