import { describe, expect, it } from "vitest";
import { createAvatarProvider } from "./providers";

describe("the presenter provider a deployment gets", () => {
  it("animates offline without a lip-sync service, and asks the service first when one is configured", () => {
    expect(createAvatarProvider({ env: { NODE_ENV: "test" }, cacheDir: "/tmp/unused" }).name).toBe("local");
    expect(createAvatarProvider({ env: { NODE_ENV: "test", AVATAR_HTTP_URL: "https://lipsync.example" }, cacheDir: "/tmp/unused" }).name).toBe("http");
  });

  it("refuses a service setting without the service's address, naming it", () => {
    expect(() => createAvatarProvider({ env: { NODE_ENV: "test", AVATAR_HTTP_KEY: "secret-key" }, cacheDir: "/tmp/unused" })).toThrow(/AVATAR_HTTP_URL/);
  });
});
