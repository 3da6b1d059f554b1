import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measureImage } from "./image-dimensions";
import { jpegDeclaring16384Squared } from "./testing/image-bombs";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/images/${name}`, import.meta.url));

describe("measureImage", () => {
  it("reads the size of each image type the intake takes", async () => {
    for (const name of ["product.jpg", "product.png", "product.webp", "product.gif"]) {
      const { width, height } = await measureImage(fixture(name));
      expect(width * height, name).toBeGreaterThan(0);
    }
  });

  it("refuses a JPEG that declares 268 megapixels behind a stray byte", async () => {
    await expect(measureImage(jpegDeclaring16384Squared())).rejects.toMatchObject({ code: "too_large", message: expect.stringContaining("16384x16384") });
  });

  it("refuses an image whose size cannot be read", async () => {
    const header = fixture("product.jpg").subarray(0, 20);
    await expect(measureImage(header)).rejects.toMatchObject({ code: "not_an_image" });
  });
});
