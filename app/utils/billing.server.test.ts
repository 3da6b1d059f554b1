import { describe, expect, it } from "vitest";
import { checkoutReturnPath } from "./billing.server";

describe("checkoutReturnPath", () => {
  it("comes back to the page the dialog was opened on, with the dialog open", () => {
    expect(checkoutReturnPath("/videos?page=2")).toBe("/videos?page=2&upgrade=1");
    expect(checkoutReturnPath("/create-video?product=p1&upgrade=1")).toBe("/create-video?product=p1&upgrade=1");
  });

  it("drops an earlier checkout's outcome so it is not shown again", () => {
    expect(checkoutReturnPath("/?upgrade=1&checkout=success&session_id=cs_test_1")).toBe("/?upgrade=1");
  });

  it("never leaves the site, and falls back home for what the API would refuse", () => {
    expect(checkoutReturnPath("https://evil.example/")).toBe("/?upgrade=1");
    expect(checkoutReturnPath("//evil.example/")).toBe("/?upgrade=1");
    expect(checkoutReturnPath("/.//evil.example/")).toBe("/?upgrade=1");
    expect(checkoutReturnPath("/x/..//evil.example/")).toBe("/?upgrade=1");
    expect(checkoutReturnPath(undefined)).toBe("/?upgrade=1");
    expect(checkoutReturnPath(`/videos?q=${"x".repeat(600)}`)).toBe("/?upgrade=1");
  });
});
