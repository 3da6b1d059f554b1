import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Api } from "../app";
import { completedCheckout, signedEvent, startFakeStripe, webhookRequest, type FakeStripe } from "../billing/test-helpers";
import { messageKeys, translate } from "../http/i18n";
import { maxProductsPerUser } from "../products/from-link";
import { maxIdeasPerProduct, maxScriptsPerProduct } from "../scripts/router";
import { call, describeOnEachDatabase } from "../testing/harness";
import { scriptedAccount, type ScriptedAccount } from "../videos/testing";

const planLimitReached = "Your plan limit reached. Unlock more after upgrading.";
const featureUnavailable = "Sorry, you are unable to use this feature.";
const maximumLimit = "You have reached the maximum limit";

const bottle = {
  name: "Trail Bottle",
  brand: "Northpeak",
  description: "A double-wall steel bottle for long days outside.",
  features: ["Keeps drinks cold for 24 hours", "Leak-proof lid", "BPA-free"],
};

let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
});
afterAll(() => fakeStripe.close());

describeOnEachDatabase("plan limits hold on the server, whatever the screen shows", (harness) => {
  let billingApi: Api;
  beforeAll(async () => {
    billingApi = await harness.createApi({ stripe: fakeStripe.config() });
  });

  const createVideo = (setup: ScriptedAccount, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    call(billingApi, "POST", "video/create-by-product", { token: setup.token, headers, json: { product_id: setup.productId, script_id: setup.scriptId, ...extra } });
  const recordRenderedVideos = (userId: string, count: number) =>
    harness.db
      .insertInto("usage_events")
      .values(Array.from({ length: count }, () => ({ id: randomUUID(), user_id: userId, kind: "video", amount: 1, created_at: harness.clock.now })))
      .execute();

  it("reports sufficient_quota false exactly when creating a video would be refused, counting renders in flight", async () => {
    const setup = await scriptedAccount(harness);
    await recordRenderedVideos(setup.userId, 2);
    const user = async () => (await harness.call("GET", "auth/user", { token: setup.token })).body.data;
    expect(await user()).toMatchObject({ current_plan: "free", sufficient_quota: true, quota: { limit: 3, used: 2, rendering: 0, remaining: 1 } });

    const rendering = await createVideo(setup);
    expect(rendering.status, rendering.body.message).toBe(200);
    expect(await user()).toMatchObject({ sufficient_quota: false, quota: { used: 2, rendering: 1, remaining: 0 } });
    const plans = (await harness.call("GET", "plans", { token: setup.token })).body.data;
    expect(plans).toMatchObject({ current_plan: "free", sufficient_quota: false, quota: { rendering: 1, remaining: 0 } });

    expect(await createVideo(setup)).toMatchObject({ status: 403, body: { message: planLimitReached } });
    expect((await createVideo(setup, {}, { "accept-language": "zh-CN" })).body.message).toBe("你的套餐额度已用完，升级后即可解锁更多。");

    // A render that ends without a video gives its unit back at once.
    await harness.call("POST", "video/cancel", { token: setup.token, json: { id: rendering.body.data.id } });
    expect(await user()).toMatchObject({ sufficient_quota: true, quota: { used: 2, rendering: 0, remaining: 1 } });
  });

  it("refuses music and a used-up allowance on free, and allows both after a verified webhook upgrades the plan", async () => {
    const setup = await scriptedAccount(harness);
    await recordRenderedVideos(setup.userId, 3);
    expect(await createVideo(setup, { music_id: "calm-morning" })).toMatchObject({ status: 403, body: { message: featureUnavailable } });
    expect((await createVideo(setup, { music_id: "calm-morning" }, { "accept-language": "zh" })).body.message).toBe("抱歉，你无法使用此功能。");
    expect(await createVideo(setup)).toMatchObject({ status: 403, body: { message: planLimitReached } });

    const event = signedEvent(
      "checkout.session.completed",
      completedCheckout(setup.userId, "starter", { customer: `cus_limits${harness.kind}`, subscription: `sub_limits${harness.kind}` }),
      { createdMs: harness.clock.now },
    );
    expect((await billingApi.fetch(webhookRequest(event.payload, event.signature), { clientIp: "198.51.100.7" })).status).toBe(200);

    const withMusic = await createVideo(setup, { music_id: "calm-morning" });
    expect(withMusic.status, withMusic.body.message).toBe(200);
    expect(withMusic.body.data.music_id).toBe("calm-morning");
  });

  it("answers the count caps with 'You have reached the maximum limit', in English and Chinese", async () => {
    const setup = await scriptedAccount(harness);
    const now = harness.clock.now;
    await harness.db
      .insertInto("products")
      .values(
        Array.from({ length: maxProductsPerUser - 1 }, (_, index) => ({
          id: randomUUID(),
          user_id: setup.userId,
          name: `Product ${index}`,
          description: null,
          price_amount: null,
          price_currency: null,
          brand: null,
          features: "[]",
          source_url: null,
          seed: index,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const products = await harness.call("POST", "generate-info", { token: setup.token, json: bottle });
    expect(products).toMatchObject({ status: 409, body: { message: `${maximumLimit} of ${maxProductsPerUser} products. Delete some to add more.` } });
    expect((await harness.call("POST", "generate-info", { token: setup.token, headers: { "accept-language": "zh-CN" }, json: bottle })).body.message).toBe(
      `商品数量已达上限（${maxProductsPerUser} 个），请删除部分商品后再添加。`,
    );

    const script = (await harness.db.selectFrom("scripts").select("body").where("id", "=", setup.scriptId).executeTakeFirstOrThrow()).body;
    await harness.db
      .insertInto("scripts")
      .values(
        Array.from({ length: maxScriptsPerProduct - 1 }, () => ({
          id: randomUUID(),
          user_id: setup.userId,
          product_id: setup.productId,
          idea_id: setup.ideaId,
          body: script,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const scripts = await harness.call("POST", "video-script", { token: setup.token, json: { product_id: setup.productId, idea_id: setup.ideaId, length_seconds: 15 } });
    expect(scripts.status).toBe(409);
    expect(scripts.body.message.startsWith(`${maximumLimit} of ${maxScriptsPerProduct} scripts`)).toBe(true);

    const storedIdeas = await harness.db.selectFrom("product_ideas").select("id").where("product_id", "=", setup.productId).execute();
    await harness.db
      .insertInto("product_ideas")
      .values(
        Array.from({ length: maxIdeasPerProduct - storedIdeas.length }, (_, index) => ({
          id: randomUUID(),
          product_id: setup.productId,
          writer_idea_id: `filler-${index}`,
          batch: 1,
          position: index,
          angle: "Filler",
          hook: `Filler hook ${index}`,
          format: "ad",
          focus: null,
          created_at: now,
        })),
      )
      .execute();
    const ideas = await harness.call("POST", "product/re-ideas", { token: setup.token, headers: { "accept-language": "zh-CN" }, json: { product_id: setup.productId } });
    expect(ideas).toMatchObject({ status: 409, body: { message: `该商品的创意数量已达上限（${maxIdeasPerProduct} 个）。` } });
  });
});

describe("the message catalogue", () => {
  it("says the spec's sentence for every count cap, with a Chinese text of its own", () => {
    const countCaps = messageKeys.filter((key) => key.endsWith("_limit_reached") && key !== "plan_limit_reached");
    expect(countCaps.length).toBeGreaterThanOrEqual(3);
    for (const key of countCaps) {
      expect(translate(key, "en", { max: 7 }), key).toMatch(new RegExp(`^${maximumLimit}\\b`));
      const chinese = translate(key, "zh-Hans", { max: 7 });
      expect(chinese, key).toMatch(/上限/);
      expect(chinese, key).not.toContain("{");
    }
    expect(translate("plan_limit_reached", "en")).toBe(planLimitReached);
    expect(translate("feature_unavailable", "en")).toBe(featureUnavailable);
  });
});
