import { describe, expect, it } from "vitest";
import { loginRedirectUrl, requestedPath, safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/account-user", "/account-user"],
    ["/account-user?tab=1&x=%2F", "/account-user?tab=1&x=%2F"],
    ["/#start", "/#start"],
  ])("keeps the same-site path %s", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    "https://elsewhere.example",
    "http://elsewhere.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/.//evil.example",
    "/a/..//evil.example/path",
    "/%2e//evil.example",
    "javascript:alert(1)",
    "account-user",
    "",
    null,
    undefined,
    42,
  ])("sends %s to /", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });
});

describe("loginRedirectUrl", () => {
  it("carries the path and query", () => {
    expect(loginRedirectUrl("/account-user?tab=1")).toBe("/account/login?redirect=%2Faccount-user%3Ftab%3D1");
  });

  it("never carries another site", () => {
    expect(loginRedirectUrl("//evil.example")).toBe("/account/login?redirect=%2F");
  });
});

describe("requestedPath", () => {
  it("drops Remix's data and index parameters", () => {
    expect(requestedPath(new Request("http://x/account-user?tab=1&_data=routes%2F_shell"))).toBe("/account-user?tab=1");
    expect(requestedPath(new Request("http://x/?index"))).toBe("/");
  });
});
