import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiConfigVariables, readApiConfig } from "./config";
import { ConfigError } from "./contract/config";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "promoreel-config-"));

function configError(env: Record<string, string>): ConfigError {
  try {
    readApiConfig({ DATA_DIR: tempDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("readApiConfig accepted a bad setting");
}

describe("readApiConfig", () => {
  it("gives development defaults with a generated, persisted JWT secret", () => {
    const dataDir = tempDir();
    const config = readApiConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: "development",
      dataDir,
      database: { kind: "sqlite", file: path.join(dataDir, "promoreel.sqlite") },
      smtpUrl: undefined,
      mailFrom: "Promoreel <no-reply@promoreel.local>",
      appUrl: "http://localhost:3000",
      rateLimitFactor: 100,
      trustProxy: false,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(path.join(dataDir, "secrets.json"), "utf8")).jwt_secret).toBe(config.jwtSecret);
    expect(readApiConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it("resolves DATA_DIR to an absolute path and reads every variable", () => {
    const config = readApiConfig({
      NODE_ENV: "production",
      DATA_DIR: "relative/data",
      DATABASE_URL: "postgresql://app@db:5432/promoreel",
      JWT_SECRET: "s".repeat(32),
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_FROM: "Reels <reels@example.com>",
      PORT: "8080",
      TRUST_PROXY: "true",
      ACCESS_TOKEN_TTL_SECONDS: "60",
      REFRESH_TOKEN_TTL_SECONDS: "3600",
    });
    expect(config).toMatchObject({
      nodeEnv: "production",
      dataDir: path.resolve("relative/data"),
      database: { kind: "postgres", url: "postgresql://app@db:5432/promoreel" },
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      mailFrom: "Reels <reels@example.com>",
      appUrl: "http://localhost:8080",
      rateLimitFactor: 1,
      trustProxy: true,
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
    });
  });

  it.each([
    [{ NODE_ENV: "staging" }, /^NODE_ENV must be development, test or production/],
    [{ DATABASE_URL: "mysql://localhost/db" }, /^DATABASE_URL must be a postgres:\/\/ URL/],
    [{ DATABASE_URL: "not a url" }, /^DATABASE_URL must be a postgres:\/\/ URL/],
    [{ JWT_SECRET: "short" }, /^JWT_SECRET must be at least 32 characters/],
    [{ NODE_ENV: "production" }, /^JWT_SECRET must be set in production/],
    [{ SMTP_URL: "http://mail" }, /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, /^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ APP_URL: "localhost:3000" }, /^APP_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ RATE_LIMIT_FACTOR: "0" }, /^RATE_LIMIT_FACTOR must be a positive number/],
    [{ RATE_LIMIT_FACTOR: "lots" }, /^RATE_LIMIT_FACTOR must be a positive number/],
    [{ TRUST_PROXY: "yes please" }, /^TRUST_PROXY must be true or false/],
    [{ ACCESS_TOKEN_TTL_SECONDS: "1.5" }, /^ACCESS_TOKEN_TTL_SECONDS must be a positive whole number/],
    [{ REFRESH_TOKEN_TTL_SECONDS: "-1" }, /^REFRESH_TOKEN_TTL_SECONDS must be a positive whole number/],
    [{ LOG_LEVEL: "verbose" }, /^LOG_LEVEL must be debug, info, warn, error or silent/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(configError(env).message).toMatch(message);
  });

  it("never puts a secret's value in the message", () => {
    expect(configError({ JWT_SECRET: "hunter2" }).message).not.toContain("hunter2");
    expect(configError({ DATABASE_URL: "mysql://root:topsecret@db/x" }).message).not.toContain("topsecret");
  });

  it("treats an empty variable as unset", () => {
    expect(readApiConfig({ DATA_DIR: tempDir(), DATABASE_URL: "", SMTP_URL: "" })).toMatchObject({
      database: { kind: "sqlite" },
      smtpUrl: undefined,
    });
  });

  it("describes every variable it reads", () => {
    const described = apiConfigVariables.map((variable) => variable.name);
    expect(described).toEqual(
      expect.arrayContaining([
        "NODE_ENV",
        "DATA_DIR",
        "DATABASE_URL",
        "JWT_SECRET",
        "SMTP_URL",
        "MAIL_FROM",
        "APP_URL",
        "RATE_LIMIT_FACTOR",
        "REDIS_URL",
        "TRUST_PROXY",
        "ACCESS_TOKEN_TTL_SECONDS",
        "REFRESH_TOKEN_TTL_SECONDS",
        "LOG_LEVEL",
      ]),
    );
  });

  it("keeps media on the local disk unless S3_BUCKET is set, and reads the object store's settings with it", () => {
    expect(readApiConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    expect(
      readApiConfig({ DATA_DIR: tempDir(), S3_BUCKET: "promoreel-media", S3_ENDPOINT: "http://127.0.0.1:9000/", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" }).s3,
    ).toEqual({
      bucket: "promoreel-media",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
      checksum: "when_required",
    });
    expect(readApiConfig({ DATA_DIR: tempDir(), S3_BUCKET: "media.example", S3_REGION: "eu-west-1", S3_CHECKSUM: "when_supported" }).s3).toMatchObject({
      endpoint: undefined,
      region: "eu-west-1",
      forcePathStyle: false,
      checksum: "when_supported",
    });
    expect(configError({ S3_ENDPOINT: "http://127.0.0.1:9000" }).message).toBe("S3_ENDPOINT needs S3_BUCKET: without it media files stay on the local disk");
    expect(configError({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" }).message).toContain("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
    expect(configError({ S3_BUCKET: "Media_Bucket" }).message).toContain("S3_BUCKET must be a bucket name");
    expect(configError({ S3_BUCKET: "media", S3_CHECKSUM: "always" }).message).toBe("S3_CHECKSUM must be when_required or when_supported");
  });
});
