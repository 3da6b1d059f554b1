import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtInWriter } from "../../studio/writer/llm-writer";
import { readApiConfig } from "../config";
import { ConfigError } from "../contract/config";
import { studioWriterFor } from "./writer";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "promoreel-writer-config-"));

describe("choosing the writer from the configuration", () => {
  it("uses the built-in writer and refuses private links by default", () => {
    const config = readApiConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ intakeAllowPrivateNetworks: false, llm: undefined });
    expect(studioWriterFor(config)).toBe(builtInWriter);
  });

  it("turns the LLM writer on with LLM_BASE_URL and LLM_MODEL", () => {
    const config = readApiConfig({ DATA_DIR: dataDir(), LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.1", LLM_API_KEY: "sk-1" });
    expect(config.llm).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", model: "llama3.1", apiKey: "sk-1" });
    expect(studioWriterFor(config)).not.toBe(builtInWriter);
  });

  it("refuses half an LLM configuration, a bad URL, and private links in production", () => {
    expect(() => readApiConfig({ DATA_DIR: dataDir(), LLM_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(ConfigError);
    expect(() => readApiConfig({ DATA_DIR: dataDir(), LLM_MODEL: "llama3.1" })).toThrow("LLM_BASE_URL and LLM_MODEL must be set together");
    expect(() => readApiConfig({ DATA_DIR: dataDir(), LLM_BASE_URL: "ftp://models", LLM_MODEL: "m" })).toThrow("LLM_BASE_URL must be an http:// or https:// URL");
    expect(readApiConfig({ DATA_DIR: dataDir(), NODE_ENV: "test", INTAKE_ALLOW_PRIVATE_NETWORKS: "true" }).intakeAllowPrivateNetworks).toBe(true);
    expect(() => readApiConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", JWT_SECRET: "x".repeat(32), INTAKE_ALLOW_PRIVATE_NETWORKS: "true" })).toThrow(
      "INTAKE_ALLOW_PRIVATE_NETWORKS cannot be true in production",
    );
    expect(() => readApiConfig({ DATA_DIR: dataDir(), INTAKE_ALLOW_PRIVATE_NETWORKS: "yes" })).toThrow("INTAKE_ALLOW_PRIVATE_NETWORKS must be true or false");
  });
});
