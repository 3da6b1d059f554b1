import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type";

function image(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/images/${name}`, import.meta.url));
}

describe("detectImageType", () => {
  it.each([
    ["product.jpg", "image/jpeg"],
    ["product.png", "image/png"],
    ["product.webp", "image/webp"],
    ["product.gif", "image/gif"],
  ])("recognises %s by its bytes", (name, type) => {
    expect(detectImageType(image(name))).toBe(type);
  });

  it.each([
    ["HTML", Buffer.from("<!doctype html><html></html>")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ["a RIFF file that is not WebP", Buffer.from("RIFF\u0000\u0000\u0000\u0000WAVEfmt ")],
    ["a truncated PNG signature", Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ["nothing", Buffer.alloc(0)],
  ])("refuses %s", (_label, bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });
});
