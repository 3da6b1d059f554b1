import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readWebConfig } from "./web-config.server";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "promoreel-web-config-"));
const secret = (letter: string) => letter.repeat(32);

describe("readWebConfig", () => {
  it("generates and keeps a development secret", () => {
    const dir = dataDir();
    const first = readWebConfig({ NODE_ENV: "development" }, dir);
    expect(first.sessionSecrets).toHaveLength(1);
    expect(readWebConfig({ NODE_ENV: "development" }, dir).sessionSecrets).toEqual(first.sessionSecrets);
    expect(first.cookieSecure).toBe(false);
  });

  it("requires SESSION_SECRET in production and makes cookies Secure there", () => {
    expect(() => readWebConfig({ NODE_ENV: "production" }, dataDir())).toThrow(/SESSION_SECRET/);
    const secrets = { NODE_ENV: "production", SESSION_SECRET: `${secret("a")}, ${secret("b")}` } as const;
    expect(() => readWebConfig(secrets, dataDir())).toThrow(/^APP_URL: required in production/);
    const config = readWebConfig({ ...secrets, APP_URL: "https://promoreel.example" }, dataDir());
    expect(config.sessionSecrets).toEqual([secret("a"), secret("b")]);
    expect(config.cookieSecure).toBe(true);
  });

  it("names the variable of a bad value, without showing a secret", () => {
    expect(() => readWebConfig({ NODE_ENV: "production", SESSION_SECRET: "short" }, dataDir())).toThrow(/^SESSION_SECRET: .*\(value hidden\)$/);
    expect(() => readWebConfig({ NODE_ENV: "development", COOKIE_SECURE: "yes" }, dataDir())).toThrow(/^COOKIE_SECURE/);
    expect(() => readWebConfig({ NODE_ENV: "staging" as "production" }, dataDir())).toThrow(/^NODE_ENV/);
  });

  it("lets COOKIE_SECURE override the default", () => {
    expect(readWebConfig({ NODE_ENV: "development", COOKIE_SECURE: "true" }, dataDir()).cookieSecure).toBe(true);
  });

  it("reads the landing marker and the public address", () => {
    const plain = readWebConfig({ NODE_ENV: "development" }, dataDir());
    expect(plain.landingMarker).toBe(false);
    expect(plain.appUrl).toBe("http://localhost:3000");
    const marked = readWebConfig({ NODE_ENV: "development", LANDING_MARKER: "true", APP_URL: "https://promoreel.example/" }, dataDir());
    expect(marked.landingMarker).toBe(true);
    expect(marked.appUrl).toBe("https://promoreel.example");
    expect(plain.legalSiteUrl).toBe("https://promoreel.com");
    expect(readWebConfig({ NODE_ENV: "development", LEGAL_SITE_URL: "https://legal.example/" }, dataDir()).legalSiteUrl).toBe("https://legal.example");
    expect(() => readWebConfig({ NODE_ENV: "development", LANDING_MARKER: "1" }, dataDir())).toThrow(/^LANDING_MARKER/);
    expect(() => readWebConfig({ NODE_ENV: "development", APP_URL: "ftp://x" }, dataDir())).toThrow(/^APP_URL/);
  });
});
