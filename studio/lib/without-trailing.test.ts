import { describe, expect, it } from "vitest";
import { withoutTrailing } from "./without-trailing";

describe("withoutTrailing", () => {
  it("takes off the whole run at the end and nothing before it", () => {
    expect(withoutTrailing("Leak-proof lid!!.", /[.!]/)).toBe("Leak-proof lid");
    expect(withoutTrailing("a, b, and, ", /[\s,]/)).toBe("a, b, and");
    expect(withoutTrailing("...", /[.]/)).toBe("");
    expect(withoutTrailing("no change", /[.]/)).toBe("no change");
  });
});
