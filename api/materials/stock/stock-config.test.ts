import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiConfigVariables, readApiConfig } from "../../config";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "promoreel-stock-config-"));

describe("stock provider settings", () => {
  it("leaves stock off without keys", () => {
    expect(readApiConfig({ DATA_DIR: dataDir() }).stock).toEqual({});
  });

  it("turns each provider on with its key, at its public API unless pointed elsewhere", () => {
    const stock = readApiConfig({
      DATA_DIR: dataDir(),
      PEXELS_API_KEY: "pexels-key",
      VECTEEZY_API_KEY: "vecteezy-key",
      VECTEEZY_ACCOUNT_ID: "acct-1",
      VECTEEZY_API_BASE: "http://127.0.0.1:4000/",
    }).stock;
    expect(stock).toEqual({
      pexels: { apiKey: "pexels-key", baseUrl: "https://api.pexels.com" },
      vecteezy: { apiKey: "vecteezy-key", accountId: "acct-1", baseUrl: "http://127.0.0.1:4000" },
    });
  });

  it("stops on half a configuration, naming what is missing", () => {
    expect(() => readApiConfig({ DATA_DIR: dataDir(), VECTEEZY_API_KEY: "key" })).toThrow("VECTEEZY_API_KEY and VECTEEZY_ACCOUNT_ID must be set together");
    expect(() => readApiConfig({ DATA_DIR: dataDir(), PEXELS_API_BASE: "http://127.0.0.1:4000" })).toThrow("PEXELS_API_BASE needs PEXELS_API_KEY");
    expect(() => readApiConfig({ DATA_DIR: dataDir(), PEXELS_API_KEY: "key", PEXELS_API_BASE: "http://127.0.0.1:4000/v1" })).toThrow("PEXELS_API_BASE must be an origin");
  });

  it("describes its variables for the README", () => {
    expect(apiConfigVariables.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(["PEXELS_API_KEY", "PEXELS_API_BASE", "VECTEEZY_API_KEY", "VECTEEZY_ACCOUNT_ID", "VECTEEZY_API_BASE"]),
    );
  });
});
