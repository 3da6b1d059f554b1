/** The one place the `stripe` package is configured: Stripe's API, or the server STRIPE_API_BASE names. */
import Stripe from "stripe";
import type { StripeConfig } from "../config";

/** A checkout call waits at most this long; Stripe's own default (80 s) would hold the upgrade dialog far too long. */
const requestTimeoutMs = 20_000;

export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.api && { protocol: config.api.protocol, host: config.api.host, port: config.api.port }),
    timeout: requestTimeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: "Promoreel" },
  });
}
