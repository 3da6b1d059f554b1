import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../app";
import { registerAccount, uniqueEmail } from "../testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { paidInvoice, refundedCharge, signedEvent, startFakeStripe, webhookRequest, type FakeStripe, type SignedEvent } from "../billing/test-helpers";

let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
});
afterAll(() => fakeStripe.close());

describeOnEachDatabase("the affiliate programme", (harness: ApiHarness) => {
  let api: Api;
  beforeAll(async () => {
    api = await harness.createApi({ stripe: fakeStripe.config() });
  });

  let counter = 0;
  const fresh = (prefix: string) => {
    counter += 1;
    return `${prefix}_${harness.kind}${counter}`;
  };
  const deliver = async (event: SignedEvent) => {
    const response = await api.fetch(webhookRequest(event.payload, event.signature), { clientIp: "198.51.100.7" });
    return { status: response.status, body: await response.json() };
  };
  const summaryOf = async (token: string) => (await call(api, "GET", "affiliate/summary", { token })).body.data;
  const recordsOf = async (token: string, query = "") => (await call(api, "GET", `affiliate/records${query}`, { token })).body.data;

  /** An inviter, and a user who signed up through their code. */
  async function inviterAndInvited() {
    const inviter = await registerAccount(harness, { name: "Ines Inviter" });
    const code = (await summaryOf(inviter.access_token)).invitation_code as string;
    const invited = await registerAccount(harness, { name: "Ben Buyer", invitationCode: code });
    return { inviter, invited, code };
  }

  /** invoice.paid for the invited user's subscription; the payment intent is known to Stripe for refunds. */
  function invoicePaidEvent(userId: string, amount: number, options: { currency?: string; plan?: string; id?: string } = {}) {
    const invoice = paidInvoice({ customer: fresh("cus"), subscription: fresh("sub"), userId, plan: options.plan ?? "pro" }, amount, options.currency);
    const paymentIntent = fresh("pi");
    fakeStripe.invoicePayments.set(paymentIntent, invoice.id);
    return { event: signedEvent("invoice.paid", invoice, { createdMs: harness.clock.now, id: options.id }), invoice, paymentIntent };
  }

  it("gives every user one invitation code and starts them at zero", async () => {
    const account = await registerAccount(harness);
    const first = await call(api, "GET", "affiliate/summary", { token: account.access_token });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ invitation_code: expect.stringMatching(/^[A-Z2-9]{10}$/), registered_users: 0, total_payments: [], total_reward: [] });
    expect((await summaryOf(account.access_token)).invitation_code).toBe(first.body.data.invitation_code);
    expect(await recordsOf(account.access_token)).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
    expect((await call(api, "GET", "affiliate/summary")).status).toBe(401);
    expect((await call(api, "GET", "affiliate/records")).status).toBe(401);
    expect((await call(api, "GET", "affiliate/records?page_size=101", { token: account.access_token })).status).toBe(400);
  });

  it("attributes a sign-up to the code's owner once, ignores unknown codes and refuses one's own", async () => {
    const { inviter, code } = await inviterAndInvited();
    expect((await summaryOf(inviter.access_token)).registered_users).toBe(1);
    // The code is case-insensitive, as people retype it.
    await registerAccount(harness, { invitationCode: code.toLowerCase() });
    expect((await summaryOf(inviter.access_token)).registered_users).toBe(2);

    const unknown = await registerAccount(harness, { invitationCode: "NOSUCHCODE" });
    expect(unknown.user.id).toBeTruthy();
    const garbage = await registerAccount(harness, { invitationCode: "<script>" });
    expect(garbage.user.id).toBeTruthy();

    // Another spelling of the inviter's own mailbox signs up, but is not their referral.
    const [local, domain] = inviter.email.split("@");
    await registerAccount(harness, { email: `${local}+again@${domain}`, invitationCode: code });
    expect((await summaryOf(inviter.access_token)).registered_users).toBe(2);
  });

  it("rewards 15 % of each payment of an invited user, rounded down, counted once however often Stripe sends it", async () => {
    const { inviter, invited } = await inviterAndInvited();
    const paid = invoicePaidEvent(invited.user.id, 1999);
    expect(await deliver(paid.event)).toMatchObject({ status: 200, body: { data: { duplicate: false } } });
    expect(await deliver(paid.event)).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
    // The same invoice under a new event id (a replay from the dashboard) earns nothing more.
    await deliver(signedEvent("invoice.paid", paid.invoice, { createdMs: harness.clock.now }));

    expect(await summaryOf(inviter.access_token)).toMatchObject({
      registered_users: 1,
      total_payments: [{ currency: "usd", amount: 1999 }],
      total_reward: [{ currency: "usd", amount: 299 }],
    });
    const records = await recordsOf(inviter.access_token);
    expect(records.total).toBe(1);
    expect(records.items[0]).toMatchObject({
      invited_user_name: "Ben Buyer",
      plan: "pro",
      currency: "usd",
      amount_paid: 1999,
      amount_refunded: 0,
      reward: 299,
      paid_at: expect.any(Number),
    });

    // No cap, and each currency on its own.
    harness.clock.now += 60_000;
    await deliver(invoicePaidEvent(invited.user.id, 100_000_00).event);
    await deliver(invoicePaidEvent(invited.user.id, 900, { currency: "EUR", plan: "starter" }).event);
    expect(await summaryOf(inviter.access_token)).toMatchObject({
      total_payments: [
        { currency: "eur", amount: 900 },
        { currency: "usd", amount: 100_019_99 },
      ],
      total_reward: [
        { currency: "eur", amount: 135 },
        { currency: "usd", amount: 15_002_99 },
      ],
    });
    const newestFirst = await recordsOf(inviter.access_token, "?page=1&page_size=2");
    expect(newestFirst).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(newestFirst.items.map((item: { reward: number }) => item.reward)).toHaveLength(2);
    expect((await recordsOf(inviter.access_token, "?page=2&page_size=2")).items).toHaveLength(1);

    // The invited user earns nothing from their own payments; a payer nobody invited earns nobody anything.
    expect((await summaryOf(invited.access_token)).total_reward).toEqual([]);
    const loner = await registerAccount(harness);
    const lonerPaid = await deliver(invoicePaidEvent(loner.user.id, 5000).event);
    expect(lonerPaid.status).toBe(200);
    expect(
      await harness.db
        .selectFrom("affiliate_rewards")
        .select("id")
        .where("referral_id", "in", harness.db.selectFrom("affiliate_referrals").select("id").where("invited_user_id", "=", loner.user.id))
        .execute(),
    ).toEqual([]);
  });

  it("takes back a refunded payment's share: partly for a partial refund, all of it for a full one", async () => {
    const { inviter, invited } = await inviterAndInvited();
    const paid = invoicePaidEvent(invited.user.id, 2000);
    await deliver(paid.event);
    expect((await summaryOf(inviter.access_token)).total_reward).toEqual([{ currency: "usd", amount: 300 }]);

    const partial = signedEvent("charge.refunded", refundedCharge(paid.paymentIntent, 2000, 500), { createdMs: harness.clock.now });
    expect(await deliver(partial)).toMatchObject({ status: 200 });
    expect(await deliver(partial)).toMatchObject({ body: { data: { duplicate: true } } });
    expect(await summaryOf(inviter.access_token)).toMatchObject({ total_payments: [{ currency: "usd", amount: 1500 }], total_reward: [{ currency: "usd", amount: 225 }] });
    expect((await recordsOf(inviter.access_token)).items[0]).toMatchObject({ amount_paid: 2000, amount_refunded: 500, reward: 225 });

    // The rest refunded later; an older event (500 refunded) arriving after it changes nothing.
    await deliver(signedEvent("charge.refunded", refundedCharge(paid.paymentIntent, 2000, 2000), { createdMs: harness.clock.now }));
    await deliver(signedEvent("charge.refunded", refundedCharge(paid.paymentIntent, 2000, 500), { createdMs: harness.clock.now }));
    expect(await summaryOf(inviter.access_token)).toMatchObject({ total_payments: [{ currency: "usd", amount: 0 }], total_reward: [{ currency: "usd", amount: 0 }] });
    expect(fakeStripe.requests.some((request) => request.path === "/v1/invoice_payments" && request.query.get("payment[payment_intent]") === paid.paymentIntent)).toBe(true);

    // A refund of a charge that paid no rewarded invoice is received and changes nothing.
    expect(await deliver(signedEvent("charge.refunded", refundedCharge(fresh("pi"), 1000, 1000), { createdMs: harness.clock.now }))).toMatchObject({ status: 200 });
  });

  it("keeps the inviter's records when the invited user's account is deleted, without their name", async () => {
    const { inviter, invited } = await inviterAndInvited();
    await deliver(invoicePaidEvent(invited.user.id, 1000).event);
    await harness.db.deleteFrom("users").where("id", "=", invited.user.id).execute();
    expect(await summaryOf(inviter.access_token)).toMatchObject({ registered_users: 1, total_reward: [{ currency: "usd", amount: 150 }] });
    expect((await recordsOf(inviter.access_token)).items[0]).toMatchObject({ invited_user_name: null, reward: 150 });

    // A sign-up with a fresh e-mail through the same code still counts.
    await registerAccount(harness, { email: uniqueEmail("again"), invitationCode: (await summaryOf(inviter.access_token)).invitation_code });
    expect((await summaryOf(inviter.access_token)).registered_users).toBe(2);
  });
});
