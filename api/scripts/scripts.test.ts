import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { hookKey } from "../../studio/writer";
import type { Api } from "../app";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase } from "../testing/harness";

const bottle = {
  name: "Trail Bottle",
  brand: "Northpeak",
  description: "A double-wall steel bottle for long days outside. It fits most cup holders and clips to a pack.",
  price: { amount: 24.99, currency: "USD" },
  features: ["Keeps drinks cold for 24 hours and hot for 12", "Leak-proof lid: seals tight in any bag", "BPA-free", "Powder-coated grip"],
};

/** A stand-in for an OpenAI-compatible chat server that always answers with the same ideas. */
const llmIdeas = {
  ideas: [
    { angle: "Cold drinks on the trail", hook: "Cold for 24 hours. That's Trail Bottle.", format: "ad" },
    { angle: "A creator shows the lid", hook: "Okay, watch this leak-proof lid.", format: "ugc" },
    { angle: "What the bottle is for", hook: "What is a double-wall steel bottle for?", format: "educational" },
    { angle: "Pack-friendly", hook: "It clips to a pack. Here's how.", format: "organic" },
  ],
};
const llmRequests: { url: string; headers: IncomingHttpHeaders; body: { model: string } }[] = [];
let llmServer: Server;
let llmBaseUrl = "";

beforeAll(async () => {
  llmServer = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      llmRequests.push({ url: request.url ?? "", headers: request.headers, body: JSON.parse(body) });
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify(llmIdeas) } }] }));
    });
  });
  await new Promise<void>((resolve) => llmServer.listen(0, "127.0.0.1", resolve));
  llmBaseUrl = `http://127.0.0.1:${(llmServer.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => llmServer.close(() => resolve())));

interface SceneView {
  id: string;
  spoken: string;
  on_screen_text: string;
  duration_ms: number;
  media: { kind: string };
}

describeOnEachDatabase("ideas and scripts", (harness) => {
  async function productWithIdeas(details: Record<string, unknown> = bottle) {
    const account = await registerAccount(harness);
    const product = (await harness.call("POST", "generate-info", { token: account.access_token, json: details })).body.data;
    const ideas = await harness.call("POST", "product-ideas", { token: account.access_token, json: { product_id: product.id } });
    expect(ideas.status, ideas.body.message).toBe(200);
    return { account, token: account.access_token, product, ideas: ideas.body.data.ideas as { id: string; hook: string; angle: string; format: string }[] };
  }

  async function writeScript(token: string, productId: string, ideaId: string, lengthSeconds = 30) {
    const result = await harness.call("POST", "video-script", { token, json: { product_id: productId, idea_id: ideaId, length_seconds: lengthSeconds } });
    expect(result.status, result.body.message).toBe(200);
    return result.body.data as { id: string; length_seconds: number; scenes: SceneView[] };
  }

  const totalMs = (scenes: SceneView[]) => scenes.reduce((sum, scene) => sum + scene.duration_ms, 0);

  it("generates distinct ideas, stores them, and gives the same ones when asked again", async () => {
    const { token, product, ideas } = await productWithIdeas();
    expect(ideas).toHaveLength(4);
    for (const idea of ideas)
      expect(idea).toMatchObject({
        id: expect.any(String),
        angle: expect.any(String),
        hook: expect.any(String),
        format: expect.stringMatching(/^(ad|organic|ugc|educational|promo-series)$/),
      });
    expect(new Set(ideas.map((idea) => hookKey(idea.hook))).size).toBe(4);
    expect(await harness.db.selectFrom("product_ideas").select("id").where("product_id", "=", product.id).execute()).toHaveLength(4);
    const again = await harness.call("POST", "product-ideas", { token, json: { product_id: product.id, count: 6 } });
    expect(again.body.data.ideas).toEqual(ideas);
  });

  it("gives new ideas on re-ideas, never repeating a hook, and says so when none are left", async () => {
    const { token, product, ideas } = await productWithIdeas({ name: "Mug" });
    const seen = new Set(ideas.map((idea) => hookKey(idea.hook)));
    let refused;
    for (let round = 0; round < 30 && !refused; round++) {
      const next = await harness.call("POST", "product/re-ideas", { token, json: { product_id: product.id, count: 10 } });
      if (next.status !== 200) {
        refused = next;
        break;
      }
      for (const idea of next.body.data.ideas as { hook: string }[]) {
        expect(seen.has(hookKey(idea.hook))).toBe(false);
        seen.add(hookKey(idea.hook));
      }
    }
    expect(refused?.status).toBe(422);
    expect(refused?.body.message).toBe("There are no new ideas left for this product. Add features or a description to get more.");
    const stored = await harness.db.selectFrom("product_ideas").select("hook").where("product_id", "=", product.id).execute();
    expect(stored).toHaveLength(seen.size);
  });

  it("refuses ideas for another user's product and bad counts", async () => {
    const { product } = await productWithIdeas();
    const stranger = await registerAccount(harness);
    expect((await harness.call("POST", "product-ideas", { token: stranger.access_token, json: { product_id: product.id } })).status).toBe(404);
    expect((await harness.call("POST", "product/re-ideas", { token: stranger.access_token, json: { product_id: product.id } })).status).toBe(404);
    const tooMany = await harness.call("POST", "product/re-ideas", { token: stranger.access_token, json: { product_id: product.id, count: 11 } });
    expect(tooMany.body.message).toBe("count must be at most 10.");
  });

  it("writes a script whose scene durations add up to the length, stores it and reads it back", async () => {
    const { token, product, ideas } = await productWithIdeas();
    for (const length of [15, 30, 60]) {
      const script = await writeScript(token, product.id, ideas[0]!.id, length);
      expect(script).toMatchObject({ id: expect.any(String), product_id: product.id, idea_id: ideas[0]!.id, length_seconds: length });
      expect(totalMs(script.scenes)).toBe(length * 1000);
      expect(script.scenes[0]!.spoken).toBe(ideas[0]!.hook);
      const read = await harness.call("GET", `script?id=${script.id}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(script);
    }
    expect(await harness.db.selectFrom("scripts").select("id").where("product_id", "=", product.id).execute()).toHaveLength(3);
  });

  it("shows built-in b-roll in every scene of a product without images", async () => {
    const { token, product, ideas } = await productWithIdeas();
    const script = await writeScript(token, product.id, ideas[0]!.id);
    expect(script.scenes.every((scene) => scene.media.kind === "broll")).toBe(true);
  });

  it("refuses bad script requests with 400 or 404 and stores nothing", async () => {
    const { token, product, ideas } = await productWithIdeas();
    const before = (await harness.db.selectFrom("scripts").select("id").execute()).length;
    const badLength = await harness.call("POST", "video-script", { token, json: { product_id: product.id, idea_id: ideas[0]!.id, length_seconds: 20 } });
    expect(badLength.status).toBe(400);
    expect(badLength.body.message).toBe("length_seconds must be 15, 30 or 60.");
    const unknownIdea = await harness.call("POST", "video-script", { token, json: { product_id: product.id, idea_id: "no-such-idea", length_seconds: 15 } });
    expect(unknownIdea.status).toBe(404);
    const stranger = await registerAccount(harness);
    expect(
      (await harness.call("POST", "video-script", { token: stranger.access_token, json: { product_id: product.id, idea_id: ideas[0]!.id, length_seconds: 15 } })).status,
    ).toBe(404);
    expect((await harness.db.selectFrom("scripts").select("id").execute()).length).toBe(before);
    const script = await writeScript(token, product.id, ideas[0]!.id);
    expect((await harness.call("GET", `script?id=${script.id}`, { token: stranger.access_token })).status).toBe(404);
    expect((await harness.call("GET", "script", { token })).body.message).toBe("id is required.");
  });

  it("edits a scene, keeping the durations adding up, and refuses an empty line with the writer's message", async () => {
    const { token, product, ideas } = await productWithIdeas();
    const script = await writeScript(token, product.id, ideas[1]!.id);
    const edited = await harness.call("POST", "video/script/edit", {
      token,
      json: { id: script.id, scene_index: 1, spoken: "It keeps drinks cold for 24 hours.", on_screen_text: "Cold for 24 hours" },
    });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data.scenes[1]).toMatchObject({ spoken: "It keeps drinks cold for 24 hours.", on_screen_text: "Cold for 24 hours" });
    expect(totalMs(edited.body.data.scenes)).toBe(30_000);

    const empty = await harness.call("POST", "video/script/edit", { token, json: { id: script.id, scene_index: 1, spoken: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      status_code: 400,
      data: { reason: "empty-spoken-line" },
      message: "Scene 2 has no spoken line. Write what the voice should say, or remove the scene.",
    });
    const chinese = await harness.call("POST", "video/script/edit", { token, json: { id: script.id, scene_index: 1, spoken: "" }, headers: { "accept-language": "zh" } });
    expect(chinese.body.message).toBe("第 2 个场景没有旁白。请填写要朗读的内容，或删除该场景。");
    const tooLong = await harness.call("POST", "video/script/edit", { token, json: { id: script.id, scene_index: 0, duration_ms: 29_000 } });
    expect(tooLong.status).toBe(400);
    expect((await harness.call("POST", "video/script/edit", { token, json: { id: script.id, scene_index: 19, spoken: "Hi." } })).status).toBe(400);
    expect((await harness.call("POST", "video/script/edit", { token, json: { id: script.id, scene_index: "1", spoken: "Hi." } })).body.message).toBe(
      "scene_index must be a number.",
    );

    const stored = await harness.call("GET", `script?id=${script.id}`, { token });
    expect(stored.body.data.scenes).toEqual(edited.body.data.scenes);
  });

  it("regenerates one scene with a new wording, or the whole script", async () => {
    const { token, product, ideas } = await productWithIdeas();
    const script = await writeScript(token, product.id, ideas[0]!.id);
    // Seeds are fresh on every call, so which scene has another wording varies: take the first one that does.
    let regenerated;
    let index = 0;
    for (; index < script.scenes.length; index++) {
      regenerated = await harness.call("POST", "video/script/regen", { token, json: { id: script.id, scene_index: index } });
      if (regenerated.status === 200) break;
      expect(regenerated.body.data).toEqual({ reason: "no-other-wording" });
    }
    expect(regenerated?.status, regenerated?.body.message).toBe(200);
    const scenes = regenerated!.body.data.scenes as SceneView[];
    expect(scenes[index]!.spoken).not.toBe(script.scenes[index]!.spoken);
    expect(scenes.slice(0, index).map((scene) => scene.spoken)).toEqual(script.scenes.slice(0, index).map((scene) => scene.spoken));
    expect(totalMs(scenes)).toBe(30_000);
    expect((await harness.call("GET", `script?id=${script.id}`, { token })).body.data.scenes).toEqual(scenes);

    const whole = await harness.call("POST", "video/script/regen", { token, json: { id: script.id } });
    expect(whole.status, whole.body.message).toBe(200);
    expect(whole.body.data.id).toBe(script.id);
    expect(totalMs(whole.body.data.scenes)).toBe(30_000);
    const stranger = await registerAccount(harness);
    expect((await harness.call("POST", "video/script/regen", { token: stranger.access_token, json: { id: script.id } })).status).toBe(404);
  });

  it("deleting a product deletes its ideas and scripts", async () => {
    const { token, product, ideas } = await productWithIdeas();
    const script = await writeScript(token, product.id, ideas[0]!.id);
    expect((await harness.call("DELETE", "products", { token, json: { ids: [product.id] } })).status).toBe(200);
    expect(await harness.db.selectFrom("product_ideas").select("id").where("product_id", "=", product.id).execute()).toEqual([]);
    expect((await harness.call("GET", `script?id=${script.id}`, { token })).status).toBe(404);
  });

  it("uses the LLM writer when LLM_BASE_URL and LLM_MODEL are set", async () => {
    const llmApi: Api = await harness.createApi({ llm: { baseUrl: llmBaseUrl, apiKey: "sk-test", model: "test-model" } });
    const account = await registerAccount(harness);
    const product = (await call(llmApi, "POST", "generate-info", { token: account.access_token, json: bottle })).body.data;
    llmRequests.length = 0;
    const ideas = await call(llmApi, "POST", "product-ideas", { token: account.access_token, json: { product_id: product.id } });
    expect(ideas.status, ideas.body.message).toBe(200);
    expect(ideas.body.data.ideas.map((idea: { hook: string }) => idea.hook)).toEqual(llmIdeas.ideas.map((idea) => idea.hook));
    expect(llmRequests).toHaveLength(1);
    expect(llmRequests[0]).toMatchObject({ url: "/v1/chat/completions", headers: { authorization: "Bearer sk-test" }, body: { model: "test-model" } });
  });
});
