import { describe, expect, it } from "vitest";
import { httpAvatarConfigFromEnv, httpAvatarDefaults } from "./http-avatar-config";

describe("httpAvatarConfigFromEnv", () => {
  it("is off without AVATAR_HTTP_URL, and takes the defaults with it alone", () => {
    expect(httpAvatarConfigFromEnv({})).toBeNull();
    expect(httpAvatarConfigFromEnv({ AVATAR_HTTP_URL: "https://lipsync.example.com/api/" })).toEqual({
      baseUrl: "https://lipsync.example.com/api",
      apiKey: undefined,
      ...httpAvatarDefaults,
    });
  });

  it("reads the key and the limits", () => {
    expect(
      httpAvatarConfigFromEnv({
        AVATAR_HTTP_URL: "http://lipsync.internal:8080",
        AVATAR_HTTP_KEY: " sk-123 ",
        AVATAR_HTTP_TIMEOUT_MS: "90000",
        AVATAR_HTTP_POLL_MS: "500",
        AVATAR_HTTP_MAX_ATTEMPTS: "2",
        AVATAR_HTTP_MAX_RESULT_MB: "50",
      }),
    ).toEqual({ baseUrl: "http://lipsync.internal:8080", apiKey: "sk-123", timeoutMs: 90_000, pollIntervalMs: 500, maxAttempts: 2, maxResultBytes: 50 * 1024 * 1024 });
  });

  it("names the variable it cannot use, and never repeats the key", () => {
    const error = (env: Record<string, string>) => {
      try {
        httpAvatarConfigFromEnv(env);
      } catch (thrown) {
        return (thrown as Error).message;
      }
      return "no error";
    };
    expect(error({ AVATAR_HTTP_KEY: "sk-secret" })).toBe("AVATAR_HTTP_KEY is set but AVATAR_HTTP_URL is not; set the service's URL or unset AVATAR_HTTP_KEY");
    expect(error({ AVATAR_HTTP_URL: "ftp://lipsync.example.com" })).toBe("AVATAR_HTTP_URL must be an http:// or https:// URL");
    expect(error({ AVATAR_HTTP_URL: "lipsync.example.com" })).toBe("AVATAR_HTTP_URL must be an http:// or https:// URL");
    expect(error({ AVATAR_HTTP_URL: "https://user:sk-secret@lipsync.example.com" })).toBe(
      "AVATAR_HTTP_URL must not carry a user name or password; put the key in AVATAR_HTTP_KEY",
    );
    expect(error({ AVATAR_HTTP_URL: "https://lipsync.example.com/v1" })).toBe("AVATAR_HTTP_URL must not end in /v1: the provider adds /v1/lipsync itself");
    expect(error({ AVATAR_HTTP_URL: "https://lipsync.example.com?key=1" })).toBe("AVATAR_HTTP_URL must not have a query or fragment");
    expect(error({ AVATAR_HTTP_URL: "https://lipsync.example.com", AVATAR_HTTP_TIMEOUT_MS: "2m" })).toBe("AVATAR_HTTP_TIMEOUT_MS must be a whole number from 1000 to 3600000");
    expect(error({ AVATAR_HTTP_URL: "https://lipsync.example.com", AVATAR_HTTP_MAX_ATTEMPTS: "0" })).toBe("AVATAR_HTTP_MAX_ATTEMPTS must be a whole number from 1 to 10");
  });
});
