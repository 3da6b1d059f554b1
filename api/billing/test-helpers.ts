/**
 * Tests only. A local HTTP server that answers the Stripe calls the backend makes the way Stripe's API does
 * (form-encoded requests, bearer secret key, JSON objects or Stripe's error shape), and webhook events signed by
 * the `stripe` package's own test helper.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeConfig } from "../config";

export const testStripeSecrets = {
  secretKey: "sk_test_promoreel0123456789",
  webhookSecret: "whsec_promoreeltestsecret0123456789",
  prices: { starter: "price_starter0123", pro: "price_pro0123" },
} as const;

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
  query: URLSearchParams;
}

export interface FakeStripe {
  requests: RecordedStripeRequest[];
  /** The invoice each payment intent paid, as `GET /v1/invoice_payments?payment[payment_intent]=` finds it. */
  invoicePayments: Map<string, string>;
  /** StripeConfig whose client talks to this server; prices can be overridden (e.g. one Stripe does not know). */
  config(overrides?: Partial<Pick<StripeConfig, "prices" | "secretKey">>): StripeConfig;
  close(): Promise<void>;
}

function stripeError(status: number, error: Record<string, unknown>) {
  return { status, body: { error: { type: "invalid_request_error", ...error } } };
}

function checkoutSession(form: URLSearchParams) {
  const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
  return {
    id,
    object: "checkout.session",
    mode: form.get("mode"),
    url: `https://checkout.stripe.com/c/pay/${id}`,
    client_reference_id: form.get("client_reference_id"),
    customer: form.get("customer"),
    customer_email: form.get("customer_email"),
    metadata: { user_id: form.get("metadata[user_id]"), plan: form.get("metadata[plan]") },
    success_url: form.get("success_url"),
    cancel_url: form.get("cancel_url"),
    locale: form.get("locale"),
    status: "open",
    payment_status: "unpaid",
    subscription: null,
    livemode: false,
    created: Math.floor(Date.now() / 1000),
  };
}

/** Stripe's list of InvoicePayment objects for a payment intent (`payment[type]=payment_intent`). */
function invoicePaymentList(query: URLSearchParams, invoicePayments: Map<string, string>) {
  const paymentIntent = query.get("payment[payment_intent]");
  const invoice = paymentIntent ? invoicePayments.get(paymentIntent) : undefined;
  const data = invoice
    ? [{ id: `inpay_${randomUUID().slice(0, 12)}`, object: "invoice_payment", invoice, status: "paid", payment: { type: "payment_intent", payment_intent: paymentIntent } }]
    : [];
  return { status: 200, body: { object: "list", url: "/v1/invoice_payments", has_more: false, data } };
}

function answer(request: RecordedStripeRequest, knownPrices: Set<string>, secretKey: string, invoicePayments: Map<string, string>) {
  if (request.headers.authorization !== `Bearer ${secretKey}`) {
    return stripeError(401, { message: "Invalid API Key provided: sk_test_********" });
  }
  if (request.method === "POST" && request.path === "/v1/checkout/sessions") {
    const price = request.form.get("line_items[0][price]") ?? "";
    if (!knownPrices.has(price)) return stripeError(400, { code: "resource_missing", param: "line_items[0][price]", message: `No such price: '${price}'` });
    return { status: 200, body: checkoutSession(request.form) };
  }
  if (request.method === "GET" && request.path === "/v1/invoice_payments") {
    if (request.query.get("payment[type]") !== "payment_intent") return stripeError(400, { param: "payment[type]", message: "Missing required param: payment[type]." });
    return invoicePaymentList(request.query, invoicePayments);
  }
  if (request.method === "POST" && request.path === "/v1/billing_portal/sessions") {
    const customer = request.form.get("customer");
    if (!customer?.startsWith("cus_")) return stripeError(400, { code: "resource_missing", param: "customer", message: `No such customer: '${customer}'` });
    return {
      status: 200,
      body: {
        id: `bps_${randomUUID().slice(0, 8)}`,
        object: "billing_portal.session",
        customer,
        return_url: request.form.get("return_url"),
        url: `https://billing.stripe.com/p/session/test_${customer}`,
      },
    };
  }
  return stripeError(404, { message: `Unrecognized request URL (${request.method}: ${request.path}).` });
}

/**
 * `port`: a fixed one (the e2e servers), else any free port. `control`: requests the test itself makes to the server
 * (the e2e journeys' "pay" and "refund"), answered before Stripe's API; undefined passes a request on.
 */
export async function startFakeStripe(
  options: { port?: number; control?: (request: RecordedStripeRequest) => Promise<{ status: number; body: unknown } | undefined> } = {},
): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const invoicePayments = new Map<string, string>();
  const knownPrices = new Set<string>(Object.values(testStripeSecrets.prices));
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const url = new URL(incoming.url ?? "/", "http://stripe.test");
      const request = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        headers: incoming.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
        query: url.searchParams,
      };
      const controlled = options.control && (await options.control(request));
      if (!controlled) requests.push(request);
      const { status, body } = controlled || answer(request, knownPrices, testStripeSecrets.secretKey, invoicePayments);
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomUUID().slice(0, 12)}` }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    requests,
    invoicePayments,
    config: (overrides = {}) => ({
      secretKey: overrides.secretKey ?? testStripeSecrets.secretKey,
      webhookSecret: testStripeSecrets.webhookSecret,
      prices: overrides.prices ?? { ...testStripeSecrets.prices },
      api: { protocol: "http", host: "127.0.0.1", port },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Only its webhook helpers are used: it never makes a request. */
const signer = new Stripe("sk_test_signing_only");

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

/** A Stripe event of `type` about `object`, created at `createdMs`, signed as Stripe signs (`Stripe-Signature`). */
export function signedEvent(type: string, object: Record<string, unknown>, options: { createdMs: number; signedAtMs?: number; secret?: string; id?: string }): SignedEvent {
  const id = options.id ?? `evt_test_${randomUUID().replaceAll("-", "")}`;
  const payload = JSON.stringify(
    {
      id,
      object: "event",
      api_version: "2025-10-29.clover",
      created: Math.floor(options.createdMs / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    },
    null,
    2,
  );
  return { id, payload, signature: signPayload(payload, { signedAtMs: options.signedAtMs ?? options.createdMs, secret: options.secret }) };
}

/** The `Stripe-Signature` header Stripe would send with payload at signedAtMs. */
export function signPayload(payload: string, options: { signedAtMs: number; secret?: string }): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? testStripeSecrets.webhookSecret,
    timestamp: Math.floor(options.signedAtMs / 1000),
  });
}

/** A completed subscription Checkout Session, as Stripe sends it in checkout.session.* events. */
export function completedCheckout(userId: string, plan: string, refs: { customer: string; subscription: string }, paymentStatus = "paid") {
  return {
    id: `cs_test_${randomUUID().replaceAll("-", "")}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: paymentStatus,
    client_reference_id: userId,
    customer: refs.customer,
    subscription: refs.subscription,
    metadata: { user_id: userId, plan },
    livemode: false,
  };
}

/** A Subscription object with one item at priceId. */
export function subscriptionObject(refs: { id: string; customer: string; userId?: string }, priceId: string, status: string) {
  return {
    id: refs.id,
    object: "subscription",
    customer: refs.customer,
    status,
    metadata: refs.userId ? { user_id: refs.userId } : {},
    items: { object: "list", data: [{ id: `si_${randomUUID().slice(0, 8)}`, object: "subscription_item", price: { id: priceId, object: "price" } }] },
    livemode: false,
  };
}

/** Posts a signed (or deliberately unsigned) event to stripe/webhook of api. */
export function webhookRequest(payload: string, signature: string | undefined): Request {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8" });
  if (signature !== undefined) headers.set("stripe-signature", signature);
  return new Request("http://promoreel.test/api/v1/stripe/webhook", { method: "POST", headers, body: payload });
}

/** A paid subscription invoice as Stripe sends it in invoice.paid (API 2025-03-31 and later: the subscription under `parent`). */
export function paidInvoice(refs: { id?: string; customer: string; subscription: string; userId?: string; plan?: string }, amountPaid: number, currency = "usd") {
  return {
    id: refs.id ?? `in_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "invoice",
    customer: refs.customer,
    currency,
    amount_due: amountPaid,
    amount_paid: amountPaid,
    amount_remaining: 0,
    status: "paid",
    billing_reason: "subscription_cycle",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: refs.subscription, metadata: refs.userId ? { user_id: refs.userId, plan: refs.plan ?? "pro" } : {} },
    },
    livemode: false,
  };
}

/** A charge after refunds of amountRefunded in total (Stripe's `charge.refunded` object). */
export function refundedCharge(paymentIntent: string, amount: number, amountRefunded: number, currency = "usd") {
  return {
    id: `ch_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "charge",
    amount,
    amount_captured: amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= amount,
    currency,
    payment_intent: paymentIntent,
    status: "succeeded",
    livemode: false,
  };
}
