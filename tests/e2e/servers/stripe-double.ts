/**
 * Stripe for the affiliate journey (playwright.config.ts): the backend's Stripe-protocol test server on a fixed
 * port (the second app server's STRIPE_API_BASE), plus two control calls the spec makes in place of a customer
 * paying on Stripe's pages: `POST /control/pay?user=&amount=` sends the app a signed invoice.paid for that user's
 * subscription, `POST /control/refund?user=&amount=` a signed charge.refunded of that payment. Run with tsx.
 */
import { randomUUID } from "node:crypto";
import { paidInvoice, refundedCharge, signedEvent, startFakeStripe, type RecordedStripeRequest } from "../../../api/billing/test-helpers";

const port = Number(process.env.STRIPE_DOUBLE_PORT);
const webhookUrl = process.env.STRIPE_DOUBLE_WEBHOOK_URL ?? "";
/** Each user's last payment: its payment intent and amount, for a refund. */
const payments = new Map<string, { paymentIntent: string; amount: number }>();

async function sendEvent(type: string, object: Record<string, unknown>) {
  const event = signedEvent(type, object, { createdMs: Date.now() });
  const response = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload });
  return { status: response.status, body: await response.json() };
}

async function control(request: RecordedStripeRequest) {
  if (request.path === "/healthz") return { status: 200, body: { ok: true } };
  const userId = request.query.get("user") ?? "";
  const amount = Number(request.query.get("amount"));
  if (request.method !== "POST" || !userId || !Number.isInteger(amount)) return undefined;
  if (request.path === "/control/pay") {
    const refs = { customer: `cus_${userId.slice(0, 8)}`, subscription: `sub_${userId.slice(0, 8)}`, userId, plan: "pro" };
    const invoice = paidInvoice(refs, amount);
    const paymentIntent = `pi_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
    fakeStripe.invoicePayments.set(paymentIntent, invoice.id);
    payments.set(userId, { paymentIntent, amount });
    return sendEvent("invoice.paid", invoice);
  }
  const payment = payments.get(userId);
  if (request.path === "/control/refund" && payment) return sendEvent("charge.refunded", refundedCharge(payment.paymentIntent, payment.amount, amount));
  return undefined;
}

const fakeStripe = await startFakeStripe({ port, control });

const stop = () => void fakeStripe.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
