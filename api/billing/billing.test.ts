import { afterAll, beforeAll, expect, it } from "vitest";
import type { Api } from "../app";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import {
  completedCheckout,
  signPayload,
  signedEvent,
  startFakeStripe,
  subscriptionObject,
  testStripeSecrets,
  webhookRequest,
  type FakeStripe,
  type SignedEvent,
} from "./test-helpers";

let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
});
afterAll(() => fakeStripe.close());

describeOnEachDatabase("Stripe checkout and webhooks", (harness: ApiHarness) => {
  let billingApi: Api;
  beforeAll(async () => {
    billingApi = await harness.createApi({ stripe: fakeStripe.config() });
  });

  let counter = 0;
  /** Fresh Stripe ids for one test's customer and subscription. */
  const stripeIds = () => {
    counter += 1;
    return { customer: `cus_${harness.kind}${counter}`, subscription: `sub_${harness.kind}${counter}` };
  };

  const deliver = async (event: SignedEvent, api: Api = billingApi) => {
    const response = await api.fetch(webhookRequest(event.payload, event.signature), { clientIp: "198.51.100.7" });
    return { status: response.status, body: await response.json() };
  };
  const userOf = async (token: string) => (await call(billingApi, "GET", "auth/user", { token })).body.data;
  const planChangesOf = (userId: string) => harness.db.selectFrom("plan_changes").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
  const at = (offsetMs: number) => harness.clock.now + offsetMs;

  it("creates a subscription Checkout Session through the stripe client and leaves the plan alone", async () => {
    const account = await registerAccount(harness);
    const before = fakeStripe.requests.length;
    const result = await call(billingApi, "POST", "stripe/create_checkout_session", {
      token: account.access_token,
      json: { plan: "pro", return_path: "/videos?view=grid" },
    });
    expect(result.status, result.body.message).toBe(200);
    expect(result.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    expect(fakeStripe.requests).toHaveLength(before + 1);
    const request = fakeStripe.requests.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request.headers.authorization).toBe(`Bearer ${testStripeSecrets.secretKey}`);
    expect(request.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    const form = Object.fromEntries(request.form);
    expect(form).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": testStripeSecrets.prices.pro,
      "line_items[0][quantity]": "1",
      client_reference_id: account.user.id,
      customer_email: account.email,
      "metadata[user_id]": account.user.id,
      "metadata[plan]": "pro",
      "subscription_data[metadata][plan]": "pro",
      success_url: `${harness.config.appUrl}/videos?view=grid&checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${harness.config.appUrl}/videos?view=grid&checkout=cancelled`,
      locale: "en",
    });

    // Only a verified webhook changes the plan: creating the session (or coming back from it) does not.
    expect(await userOf(account.access_token)).toMatchObject({ current_plan: "free", quota: { limit: 3 } });
    expect(await planChangesOf(account.user.id)).toEqual([]);

    const chinese = await call(billingApi, "POST", "stripe/create_checkout_session", {
      token: account.access_token,
      headers: { "accept-language": "zh-CN" },
      json: { plan: "starter" },
    });
    expect(chinese.status).toBe(200);
    expect(Object.fromEntries(fakeStripe.requests.at(-1)!.form)).toMatchObject({
      "line_items[0][price]": testStripeSecrets.prices.starter,
      locale: "zh",
      success_url: `${harness.config.appUrl}/?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    });
  });

  it("refuses a bad plan or return path and a signed-out caller before anything reaches Stripe", async () => {
    const account = await registerAccount(harness);
    const token = account.access_token;
    const before = fakeStripe.requests.length;
    const checkout = (json: unknown, headers?: Record<string, string>) => call(billingApi, "POST", "stripe/create_checkout_session", { token, json, headers });
    expect(await checkout({ plan: "free" })).toMatchObject({ status: 400, body: { message: "plan must be starter or pro." } });
    expect(await checkout({ plan: "enterprise" }, { "accept-language": "zh" })).toMatchObject({ status: 400, body: { message: "字段 plan 只能是 starter 或 pro。" } });
    expect(await checkout({})).toMatchObject({ status: 400, body: { message: "plan is required." } });
    for (const returnPath of ["//evil.example/steal", "https://evil.example", "/\\evil.example", "videos", "/a b", "/x#frag"]) {
      expect(await checkout({ plan: "pro", return_path: returnPath })).toMatchObject({
        status: 400,
        body: { message: "return_path must be a path in this app, starting with a single /." },
      });
    }
    expect((await call(billingApi, "POST", "stripe/create_checkout_session", { json: { plan: "pro" } })).status).toBe(401);
    expect(fakeStripe.requests).toHaveLength(before);
  });

  it("answers 502 with a sentence to act on when Stripe refuses the call", async () => {
    const wrongPrice = await harness.createApi({ stripe: fakeStripe.config({ prices: { starter: "price_gone", pro: "price_alsogone" } }) });
    const account = await registerAccount(harness);
    const refused = await call(wrongPrice, "POST", "stripe/create_checkout_session", { token: account.access_token, json: { plan: "pro" } });
    expect(refused).toMatchObject({ status: 502, body: { data: null, message: "We could not reach the payment provider. Please try again in a few minutes." } });
    expect(fakeStripe.requests.at(-1)!.form.get("line_items[0][price]")).toBe("price_alsogone");

    const wrongKey = await harness.createApi({ stripe: fakeStripe.config({ secretKey: "sk_test_revoked" }) });
    const unauthorised = await call(wrongKey, "POST", "stripe/create_checkout_session", {
      token: account.access_token,
      headers: { "accept-language": "zh-CN" },
      json: { plan: "pro" },
    });
    expect(unauthorised).toMatchObject({ status: 502, body: { message: "无法连接支付服务，请几分钟后再试。" } });
  });

  it("upgrades the plan from a signed checkout.session.completed, and a replayed event is applied once", async () => {
    const account = await registerAccount(harness);
    const ids = stripeIds();
    const event = signedEvent("checkout.session.completed", completedCheckout(account.user.id, "pro", ids), { createdMs: at(0) });

    const delivered = await deliver(event);
    expect(delivered).toMatchObject({ status: 200, body: { data: { received: true, duplicate: false } } });
    expect(await userOf(account.access_token)).toMatchObject({
      current_plan: "pro",
      powers: ["slideshow", "promotional"],
      sufficient_quota: true,
      quota: { limit: 30, used: 0 },
    });
    expect(await planChangesOf(account.user.id)).toMatchObject([
      { from_plan: "free", to_plan: "pro", source: "stripe_webhook", reference: event.id, actor: null, created_at: harness.clock.now },
    ]);

    // Someone changes the plan in between; Stripe then delivers the same event again: it must not apply twice.
    await harness.db.updateTable("users").set({ current_plan: "starter" }).where("id", "=", account.user.id).execute();
    const replayed = await deliver(event);
    expect(replayed).toMatchObject({ status: 200, body: { data: { received: true, duplicate: true } } });
    expect((await userOf(account.access_token)).current_plan).toBe("starter");
    expect(await planChangesOf(account.user.id)).toHaveLength(1);
    expect(await harness.db.selectFrom("stripe_events").select(["id", "user_id"]).where("id", "=", event.id).execute()).toEqual([{ id: event.id, user_id: account.user.id }]);
  });

  it("changes nothing for an unsigned, wrongly signed, tampered or stale webhook", async () => {
    const account = await registerAccount(harness);
    const session = completedCheckout(account.user.id, "pro", stripeIds());
    const genuine = signedEvent("checkout.session.completed", session, { createdMs: at(0) });

    const attempts = [
      { name: "unsigned", payload: genuine.payload, signature: undefined },
      { name: "empty signature", payload: genuine.payload, signature: "" },
      { name: "another secret", ...signedEvent("checkout.session.completed", session, { createdMs: at(0), secret: "whsec_notoursnotours" }) },
      { name: "tampered body", payload: genuine.payload.replace('"plan": "pro"', '"plan": "pro" '), signature: genuine.signature },
      { name: "signed 10 minutes ago", ...signedEvent("checkout.session.completed", session, { createdMs: at(0), signedAtMs: at(-10 * 60_000) }) },
    ];
    for (const attempt of attempts) {
      const response = await billingApi.fetch(webhookRequest(attempt.payload, attempt.signature), { clientIp: "198.51.100.7" });
      expect(response.status, attempt.name).toBe(400);
      expect((await response.json()).message, attempt.name).toBe("The webhook signature is missing or does not match.");
    }
    expect((await userOf(account.access_token)).current_plan).toBe("free");
    expect(await planChangesOf(account.user.id)).toEqual([]);
    expect(await harness.db.selectFrom("stripe_events").select("id").where("user_id", "=", account.user.id).execute()).toEqual([]);

    // Signed with our secret but not an event: refused before anything is recorded.
    const notAnEvent = JSON.stringify({ id: "evt_strange", object: "event", type: "checkout.session.completed" });
    const strange = await billingApi.fetch(webhookRequest(notAnEvent, signPayload(notAnEvent, { signedAtMs: at(0) })), { clientIp: "198.51.100.7" });
    expect(strange.status).toBe(400);
    expect((await strange.json()).message).toBe("event is not valid.");
    expect(await harness.db.selectFrom("stripe_events").select("id").where("id", "=", "evt_strange").execute()).toEqual([]);

    const oversized = JSON.stringify({ padding: "x".repeat(600 * 1024) });
    const tooLarge = await billingApi.fetch(webhookRequest(oversized, signPayload(oversized, { signedAtMs: at(0) })), { clientIp: "198.51.100.7" });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).message).toBe("The request is too large (at most 512 KiB).");

    // The genuine one still works afterwards: the refusals were about the signatures, not the event.
    expect((await deliver(genuine)).status).toBe(200);
    expect((await userOf(account.access_token)).current_plan).toBe("pro");
  });

  it("follows the subscription: a new price sets its plan, deletion returns to free, an older event changes nothing", async () => {
    const account = await registerAccount(harness);
    const ids = stripeIds();
    const userId = account.user.id;
    await deliver(signedEvent("checkout.session.completed", completedCheckout(userId, "pro", ids), { createdMs: at(0) }));

    const downgraded = signedEvent(
      "customer.subscription.updated",
      subscriptionObject({ id: ids.subscription, customer: ids.customer }, testStripeSecrets.prices.starter, "active"),
      { createdMs: at(60_000) },
    );
    expect((await deliver(downgraded)).status).toBe(200);
    expect(await userOf(account.access_token)).toMatchObject({ current_plan: "starter", quota: { limit: 10 } });

    // Arrives late, about a moment before the downgrade: Stripe does not promise order.
    const late = signedEvent("customer.subscription.updated", subscriptionObject({ id: ids.subscription, customer: ids.customer }, testStripeSecrets.prices.pro, "active"), {
      createdMs: at(30_000),
      signedAtMs: at(0),
    });
    expect((await deliver(late)).status).toBe(200);
    expect((await userOf(account.access_token)).current_plan).toBe("starter");

    const deleted = signedEvent(
      "customer.subscription.deleted",
      subscriptionObject({ id: ids.subscription, customer: ids.customer }, testStripeSecrets.prices.starter, "canceled"),
      { createdMs: at(120_000), signedAtMs: at(0) },
    );
    expect((await deliver(deleted)).status).toBe(200);
    expect(await userOf(account.access_token)).toMatchObject({ current_plan: "free", powers: ["slideshow"], quota: { limit: 3 } });
    expect((await planChangesOf(userId)).map((change) => `${change.from_plan}→${change.to_plan}`)).toEqual(["free→pro", "pro→starter", "starter→free"]);
  });

  it("waits for an unpaid checkout's payment to clear, and ignores events it cannot tie to a plan", async () => {
    const account = await registerAccount(harness);
    const ids = stripeIds();
    const session = completedCheckout(account.user.id, "starter", ids, "unpaid");
    await deliver(signedEvent("checkout.session.completed", session, { createdMs: at(0) }));
    expect((await userOf(account.access_token)).current_plan).toBe("free");
    await deliver(signedEvent("checkout.session.async_payment_succeeded", { ...session, payment_status: "paid" }, { createdMs: at(5_000), signedAtMs: at(0) }));
    expect((await userOf(account.access_token)).current_plan).toBe("starter");

    const unknownPrice = signedEvent(
      "customer.subscription.updated",
      subscriptionObject({ id: ids.subscription, customer: ids.customer }, "price_someotherproduct", "active"),
      { createdMs: at(10_000), signedAtMs: at(0) },
    );
    const unrelated = signedEvent("invoice.created", { id: "in_1", object: "invoice", customer: ids.customer }, { createdMs: at(11_000), signedAtMs: at(0) });
    const strangerSubscription = signedEvent(
      "customer.subscription.deleted",
      subscriptionObject({ id: "sub_unknown", customer: "cus_unknown" }, testStripeSecrets.prices.pro, "canceled"),
      { createdMs: at(12_000), signedAtMs: at(0) },
    );
    for (const event of [unknownPrice, unrelated, strangerSubscription]) expect((await deliver(event)).status).toBe(200);
    expect((await userOf(account.access_token)).current_plan).toBe("starter");
    const outcomes = await harness.db
      .selectFrom("stripe_events")
      .select(["id", "outcome"])
      .where("id", "in", [unknownPrice.id, unrelated.id, strangerSubscription.id])
      .execute();
    expect(outcomes.map((row) => row.outcome).sort()).toEqual([
      "ignored: invoice.created is not handled",
      "ignored: no user for this subscription",
      "ignored: the subscription's price is neither STRIPE_PRICE_STARTER nor STRIPE_PRICE_PRO",
    ]);
  });

  it("refuses a second subscription or a plan already included, and opens the portal for the paying customer", async () => {
    const account = await registerAccount(harness);
    const token = account.access_token;
    const noCustomerYet = await call(billingApi, "POST", "stripe/create_portal_session", { token, json: {} });
    expect(noCustomerYet).toMatchObject({ status: 409, body: { message: "There is no subscription to manage yet. Choose a plan first." } });

    const ids = stripeIds();
    await deliver(signedEvent("checkout.session.completed", completedCheckout(account.user.id, "starter", ids), { createdMs: at(0) }));
    const before = fakeStripe.requests.length;
    const again = await call(billingApi, "POST", "stripe/create_checkout_session", { token, json: { plan: "starter" } });
    expect(again).toMatchObject({ status: 409, body: { message: "Your current plan already includes this plan." } });
    const second = await call(billingApi, "POST", "stripe/create_checkout_session", { token, json: { plan: "pro" } });
    expect(second).toMatchObject({ status: 409, body: { message: "You already have a subscription. Change or cancel it under Manage billing." } });
    expect(fakeStripe.requests).toHaveLength(before);

    const portal = await call(billingApi, "POST", "stripe/create_portal_session", { token, json: { return_path: "/account-user" } });
    expect(portal.status, portal.body.message).toBe(200);
    expect(portal.body.data.url).toBe(`https://billing.stripe.com/p/session/test_${ids.customer}`);
    expect(Object.fromEntries(fakeStripe.requests.at(-1)!.form)).toEqual({ customer: ids.customer, return_url: `${harness.config.appUrl}/account-user` });

    const plans = await call(billingApi, "GET", "plans", { token });
    expect(plans.body.data.billing).toEqual({ checkout_available: true, subscription: { plan: "starter", status: "active" }, manage_available: true });
  });

  it("says billing is not set up, in English and Chinese, when Stripe is not configured", async () => {
    const account = await registerAccount(harness);
    const token = account.access_token;
    const event = signedEvent("checkout.session.completed", completedCheckout(account.user.id, "pro", stripeIds()), { createdMs: at(0) });
    const answers = [
      await harness.call("POST", "stripe/create_checkout_session", { token, json: { plan: "pro" } }),
      await harness.call("POST", "stripe/create_portal_session", { token, json: {} }),
      await deliver(event, harness.api),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, body: { status_code: 503, message: "Billing is not set up on this server. Ask the administrator to change your plan." } });
    }
    const chinese = await harness.call("POST", "stripe/create_checkout_session", { token, headers: { "accept-language": "zh-CN" }, json: { plan: "pro" } });
    expect(chinese.body.message).toBe("此服务器未设置计费功能，请联系管理员更改你的套餐。");
    expect((await harness.call("GET", "auth/user", { token })).body.data.current_plan).toBe("free");
    expect((await harness.call("GET", "plans", { token })).body.data.billing).toEqual({ checkout_available: false, subscription: null, manage_available: false });
  });
});
