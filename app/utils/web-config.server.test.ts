import { describe, expect, it } from "vitest";
import { readWebConfig } from "./web-config.server";

const secret = (letter: string) => letter.repeat(32);
/** The server passes the API's store of generated secrets; these tests pass one that answers from its name. */
const developmentSecret = (name: string) => `${name}-${secret("d")}`;

describe("readWebConfig", () => {
  it("signs with the development secret it is given when SESSION_SECRET is unset", () => {
    const config = readWebConfig({ NODE_ENV: "development" }, developmentSecret);
    expect(config.sessionSecrets).toEqual([developmentSecret("session_secret")]);
    expect(config.cookieSecure).toBe(false);
  });

  it("requires SESSION_SECRET in production and makes cookies Secure there", () => {
    expect(() => readWebConfig({ NODE_ENV: "production" }, developmentSecret)).toThrow(/SESSION_SECRET/);
    const secrets = { NODE_ENV: "production", SESSION_SECRET: `${secret("a")}, ${secret("b")}` } as const;
    expect(() => readWebConfig(secrets, developmentSecret)).toThrow(/^APP_URL: required in production/);
    const config = readWebConfig({ ...secrets, APP_URL: "https://promoreel.example" }, developmentSecret);
    expect(config.sessionSecrets).toEqual([secret("a"), secret("b")]);
    expect(config.cookieSecure).toBe(true);
  });

  it("names the variable of a bad value, without showing a secret", () => {
    expect(() => readWebConfig({ NODE_ENV: "production", SESSION_SECRET: "short" }, developmentSecret)).toThrow(/^SESSION_SECRET: .*\(value hidden\)$/);
    expect(() => readWebConfig({ NODE_ENV: "development", COOKIE_SECURE: "yes" }, developmentSecret)).toThrow(/^COOKIE_SECURE/);
    expect(() => readWebConfig({ NODE_ENV: "staging" as "production" }, developmentSecret)).toThrow(/^NODE_ENV/);
  });

  it("lets COOKIE_SECURE override the default", () => {
    expect(readWebConfig({ NODE_ENV: "development", COOKIE_SECURE: "true" }, developmentSecret).cookieSecure).toBe(true);
  });

  it("reads the landing marker and the public address", () => {
    const plain = readWebConfig({ NODE_ENV: "development" }, developmentSecret);
    expect(plain.landingMarker).toBe(false);
    expect(plain.appUrl).toBe("http://localhost:3000");
    const marked = readWebConfig({ NODE_ENV: "development", LANDING_MARKER: "true", APP_URL: "https://promoreel.example/" }, developmentSecret);
    expect(marked.landingMarker).toBe(true);
    expect(marked.appUrl).toBe("https://promoreel.example");
    expect(plain.legalSiteUrl).toBe("https://promoreel.com");
    expect(readWebConfig({ NODE_ENV: "development", LEGAL_SITE_URL: "https://legal.example/" }, developmentSecret).legalSiteUrl).toBe("https://legal.example");
    expect(() => readWebConfig({ NODE_ENV: "development", LANDING_MARKER: "1" }, developmentSecret)).toThrow(/^LANDING_MARKER/);
    expect(() => readWebConfig({ NODE_ENV: "development", APP_URL: "ftp://x" }, developmentSecret)).toThrow(/^APP_URL/);
  });
});
