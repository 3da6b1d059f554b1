import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, type Account } from "../../scripts/fuzz/accounts";
import { serverIsBuilt, startServer, type RunningServer } from "../../scripts/fuzz/server";
import { has } from "../requirements";

// The built server (build/server.js) compresses what it serves; an event stream must still arrive message by message.

describe.skipIf(!has({ build: serverIsBuilt() }))("the API's video event stream through the server", () => {
  let server: RunningServer;
  let account: Account;
  beforeAll(async () => {
    server = await startServer(3264);
    account = await createAccount(server.origin, server.dataDir, "a");
  }, 60_000);
  afterAll(() => server?.stop());

  it("sends the video's current state at once to a client that accepts gzip, as browsers and fetch do", async () => {
    const response = await fetch(`${server.origin}/api/v1/video/events?id=${account.ids.video}`, {
      headers: { authorization: `Bearer ${account.session.accessToken}`, "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    // The stream never ends by itself (the video stays queued: no render worker here); give up well before its 15 s keep-alive.
    const first = await Promise.race([reader.read(), new Promise<"nothing">((resolve) => setTimeout(() => resolve("nothing"), 5000))]);
    await reader.cancel();
    expect(first === "nothing" ? "nothing within 5 s" : new TextDecoder().decode(first.value)).toMatch(/event: progress\ndata: \{.*"stage":"queued"/);
  });
});
