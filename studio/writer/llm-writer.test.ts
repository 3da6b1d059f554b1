import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateIdeas } from "./ideas";
import { createLlmWriter, type StudioWriter } from "./llm-writer";
import { writeScript } from "./script";
import { trailBottle } from "./test-fixtures";

interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; response_format: unknown; seed: number };
}

/** A stand-in for an OpenAI-compatible server: each test sets what it answers, and every request is recorded. */
let reply: { status?: number; content?: string; raw?: string; delayMs?: number } = {};
const received: ReceivedRequest[] = [];
let server: Server;
let baseUrl = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ url: request.url ?? "", headers: request.headers, body: JSON.parse(body) });
      setTimeout(() => {
        response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
        response.end(
          reply.raw ??
            JSON.stringify({
              id: "chatcmpl-test",
              object: "chat.completion",
              model: "test-model",
              choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: reply.content ?? "{}" } }],
              usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
            }),
        );
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let logged: string[] = [];
let writer: StudioWriter;
beforeEach(() => {
  reply = {};
  received.length = 0;
  logged = [];
  writer = createLlmWriter({ baseUrl, apiKey: "sk-test-123", model: "llama-3.1-8b", timeoutMs: 300 }, { log: (line) => logged.push(line) });
});

const goodIdeas = {
  ideas: [
    { angle: "Cold drinks on the trail", hook: "Cold for 24 hours. That's Trail Bottle.", format: "ad" },
    { angle: "A creator shows the lid", hook: "Okay, watch this leak-proof lid.", format: "ugc" },
    { angle: "What the bottle is for", hook: "What is a double-wall steel bottle for?", format: "educational" },
    { angle: "Pack-friendly", hook: "It clips to a pack. Here's how.", format: "organic" },
  ],
};

const goodScript = {
  scenes: [
    { spoken: "Cold for 24 hours. That's Trail Bottle.", onScreenText: "Cold for 24 hours", durationSeconds: 4 },
    { spoken: "The leak-proof lid seals tight in any bag.", onScreenText: "Leak-proof lid", durationSeconds: 4.5 },
    { spoken: "It's $24.99 from Northpeak.", onScreenText: "$24.99", durationSeconds: 3.5 },
    { spoken: "Tap the link and get yours.", onScreenText: "Tap to shop", durationSeconds: 3 },
  ],
};

const idea = generateIdeas(trailBottle, { seed: 1 })[0]!;

describe("LLM writer", () => {
  it("sends an OpenAI-style chat request with the model, the facts and the key", async () => {
    reply = { content: JSON.stringify(goodIdeas) };
    await writer.generateIdeas(trailBottle, { seed: 8, exclude: ["Meet Trail Bottle."] });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.url).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer sk-test-123");
    expect(request!.body.model).toBe("llama-3.1-8b");
    expect(request!.body.response_format).toEqual({ type: "json_object" });
    expect(request!.body.seed).toBe(8);
    expect(request!.body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(request!.body.messages[0]!.content).toContain("Never invent numbers");
    expect(request!.body.messages[1]!.content).toContain("Keeps drinks cold for 24 hours and hot for 12");
    expect(request!.body.messages[1]!.content).toContain('"Meet Trail Bottle."');
  });

  it("uses good ideas as they are", async () => {
    reply = { content: JSON.stringify(goodIdeas) };
    const ideas = await writer.generateIdeas(trailBottle, { seed: 1 });
    expect(ideas.map((one) => one.hook)).toEqual(goodIdeas.ideas.map((one) => one.hook));
    expect(ideas.every((one) => one.id.startsWith("idea-"))).toBe(true);
    expect(logged).toEqual([]);
  });

  it("uses a good script, with media assigned and on-screen text kept short", async () => {
    reply = { content: JSON.stringify(goodScript) };
    const script = await writer.writeScript(trailBottle, idea, { lengthSeconds: 15, seed: 1 });
    expect(script.scenes.map((scene) => scene.spoken)).toEqual(goodScript.scenes.map((scene) => scene.spoken));
    expect(script.scenes.map((scene) => scene.durationMs)).toEqual([4000, 4500, 3500, 3000]);
    expect(script.scenes[0]!.media).toEqual({ kind: "image", path: trailBottle.images[0] });
    expect(script.scenes.map((scene) => scene.role)).toEqual(["hook", "detail", "detail", "cta"]);
    expect(logged).toEqual([]);
  });

  const builtInIdeas = generateIdeas(trailBottle, { seed: 1 });
  const builtInScript = writeScript(trailBottle, idea, { lengthSeconds: 15, seed: 1 });

  const ideaFallbacks: [string, typeof reply, RegExp][] = [
    ["an HTTP error", { status: 500, raw: '{"error":{"message":"overloaded"}}' }, /HTTP 500/],
    ["a timeout", { delayMs: 1000, content: JSON.stringify(goodIdeas) }, /timeout/],
    ["content that is not JSON", { content: "Sure! Here are some ideas: ..." }, /not JSON/],
    ["a reply without choices", { raw: "{}" }, /no message content/],
    ["the wrong shape", { content: JSON.stringify({ ideas: [{ title: "x" }] }) }, /expected shape/],
    ["a format that does not exist", { content: JSON.stringify({ ideas: goodIdeas.ideas.map((one) => ({ ...one, format: "podcast" })) }) }, /expected shape/],
    ["too few ideas", { content: JSON.stringify({ ideas: goodIdeas.ideas.slice(0, 2) }) }, /2 ideas returned, 4 asked/],
    ["two ideas with one hook", { content: JSON.stringify({ ideas: [...goodIdeas.ideas.slice(0, 3), goodIdeas.ideas[0]] }) }, /share a hook/],
    [
      "an invented price",
      { content: JSON.stringify({ ideas: [...goodIdeas.ideas.slice(0, 3), { angle: "Price", hook: "Now only $14.99!", format: "ad" }] }) },
      /number "14\.99"/,
    ],
    [
      "an invented rating",
      { content: JSON.stringify({ ideas: [...goodIdeas.ideas.slice(0, 3), { angle: "Proof", hook: "Top-rated by hikers.", format: "organic" }] }) },
      /claim "Top-rated"/,
    ],
  ];

  it.each(ideaFallbacks)("falls back to the built-in ideas on %s, saying why", async (_, answer, reason) => {
    reply = answer;
    expect(await writer.generateIdeas(trailBottle, { seed: 1 })).toEqual(builtInIdeas);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^LLM writer: ideas fell back to the built-in writer: /);
    expect(logged[0]).toMatch(reason);
  });

  it("falls back when an idea repeats a hook shown before", async () => {
    reply = { content: JSON.stringify(goodIdeas) };
    await writer.generateIdeas(trailBottle, { seed: 1, exclude: [goodIdeas.ideas[1]!.hook] });
    expect(logged[0]).toMatch(/was shown before/);
  });

  const withScenes = (change: (scenes: typeof goodScript.scenes) => unknown[]) => ({ content: JSON.stringify({ scenes: change(goodScript.scenes) }) });
  const scriptFallbacks: [string, typeof reply, RegExp][] = [
    ["durations that do not add up", withScenes((scenes) => scenes.map((scene) => ({ ...scene, durationSeconds: 5 }))), /add up to 20 s, not 15 s/],
    [
      "a line too fast to say",
      withScenes((scenes) => [{ ...scenes[0], spoken: "Cold for 24 hours and hot for 12, with a leak-proof lid that seals tight in any bag you own." }, ...scenes.slice(1)]),
      /needs 5\.\d words per second/,
    ],
    ["an invented number", withScenes((scenes) => [...scenes.slice(0, 2), { ...scenes[2], spoken: "It holds 40 ounces." }, scenes[3]]), /number "40"/],
    ["an invented discount", withScenes((scenes) => [...scenes.slice(0, 2), { ...scenes[2], spoken: "Save big, 20% off." }, scenes[3]]), /number "20"/],
    ["a scene without a spoken line", withScenes((scenes) => [{ ...scenes[0], spoken: "" }, ...scenes.slice(1)]), /expected shape/],
    ["an HTTP error", { status: 401, raw: '{"error":"bad key"}' }, /HTTP 401/],
  ];

  it.each(scriptFallbacks)("falls back to the built-in script on %s, saying why", async (_, answer, reason) => {
    reply = answer;
    expect(await writer.writeScript(trailBottle, idea, { lengthSeconds: 15, seed: 1 })).toEqual(builtInScript);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^LLM writer: script fell back to the built-in writer: /);
    expect(logged[0]).toMatch(reason);
  });

  it("sends no authorization header when no key is configured", async () => {
    reply = { content: JSON.stringify(goodIdeas) };
    const keyless = createLlmWriter({ baseUrl: `${baseUrl}/`, model: "local" }, { log: () => {} });
    await keyless.generateIdeas(trailBottle, { seed: 1 });
    expect(received[0]!.url).toBe("/v1/chat/completions");
    expect(received[0]!.headers.authorization).toBeUndefined();
  });
});
