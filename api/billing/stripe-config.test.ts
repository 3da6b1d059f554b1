import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiConfigVariables, readApiConfig } from "../config";
import { ConfigError } from "../contract/config";

const stripeEnv = {
  STRIPE_SECRET_KEY: "sk_test_51Hs3cr3tK3yV4lu3",
  STRIPE_WEBHOOK_SECRET: "whsec_w3bh00kS3cr3t",
  STRIPE_PRICE_STARTER: "price_1Starter",
  STRIPE_PRICE_PRO: "price_1Pro",
};

const read = (env: Record<string, string>) => readApiConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "promoreel-stripe-config-")), ...env });

function refusal(env: Record<string, string>): string {
  try {
    read(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("readApiConfig accepted a bad Stripe setting");
}

describe("Stripe settings", () => {
  it("leave billing off when none is set", () => {
    expect(read({}).stripe).toBeUndefined();
  });

  it("turn checkout on with all four, against Stripe itself unless STRIPE_API_BASE names another origin", () => {
    expect(read(stripeEnv).stripe).toEqual({
      secretKey: stripeEnv.STRIPE_SECRET_KEY,
      webhookSecret: stripeEnv.STRIPE_WEBHOOK_SECRET,
      prices: { starter: "price_1Starter", pro: "price_1Pro" },
      api: undefined,
    });
    expect(read({ ...stripeEnv, STRIPE_API_BASE: "http://127.0.0.1:12111" }).stripe?.api).toEqual({ protocol: "http", host: "127.0.0.1", port: 12111 });
    expect(read({ ...stripeEnv, STRIPE_API_BASE: "https://stripe-mock.internal/" }).stripe?.api).toEqual({ protocol: "https", host: "stripe-mock.internal", port: 443 });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: stripeEnv.STRIPE_SECRET_KEY }, /^STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_STARTER, STRIPE_PRICE_PRO must be set too/],
    [{ ...stripeEnv, STRIPE_PRICE_PRO: "" }, /^STRIPE_PRICE_PRO must be set too/],
    [{ ...stripeEnv, STRIPE_SECRET_KEY: "pk_test_publishable" }, /^STRIPE_SECRET_KEY must be a Stripe secret key \(sk_… or rk_…\), not the publishable key/],
    [{ ...stripeEnv, STRIPE_WEBHOOK_SECRET: "sk_test_wrongone" }, /^STRIPE_WEBHOOK_SECRET must be a webhook signing secret/],
    [{ ...stripeEnv, STRIPE_PRICE_STARTER: "prod_123" }, /^STRIPE_PRICE_STARTER must be a Stripe price id/],
    [{ ...stripeEnv, STRIPE_PRICE_STARTER: "price_1Pro" }, /^STRIPE_PRICE_STARTER and STRIPE_PRICE_PRO must be different prices/],
    [{ ...stripeEnv, STRIPE_API_BASE: "http://127.0.0.1:12111/v1" }, /^STRIPE_API_BASE must be an origin/],
    [{ ...stripeEnv, STRIPE_API_BASE: "ftp://stripe" }, /^STRIPE_API_BASE must be an http:\/\/ or https:\/\/ origin/],
    [{ STRIPE_API_BASE: "http://127.0.0.1:12111" }, /^STRIPE_API_BASE needs STRIPE_SECRET_KEY/],
  ])("refuse %o with a message naming the variable", (env, message) => {
    expect(refusal(env)).toMatch(message);
  });

  it("never put a secret's value in a message, and are all described for the README", () => {
    expect(refusal({ ...stripeEnv, STRIPE_PRICE_PRO: "" })).not.toContain(stripeEnv.STRIPE_SECRET_KEY);
    expect(refusal({ ...stripeEnv, STRIPE_SECRET_KEY: "pk_live_leaky" })).not.toContain("pk_live_leaky");
    expect(apiConfigVariables.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_STARTER", "STRIPE_PRICE_PRO", "STRIPE_API_BASE"]),
    );
  });
});
