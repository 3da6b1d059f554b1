import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasFfmpeg } from "../../../studio/render/testing/available-tools";
import { has } from "../../../tests/requirements";
import type { Api } from "../../app";
import type { MediaView, StockSearchView } from "../../contract";
import { makeClip, solidImage } from "../../media/testing/fixtures";
import { registerAccount } from "../../testing/accounts";
import { call, describeOnEachDatabase } from "../../testing/harness";
import { stockCatalogue, startStockServer, type StockServer } from "./testing/stock-server";

const keys = { pexelsKey: "pexels-test-key", vecteezyKey: "vecteezy-test-key", vecteezyAccount: "acct-42" };

describeOnEachDatabase("stock footage: search, previews and downloads into the library", (harness) => {
  let server: StockServer;
  let api: Api;

  beforeAll(async () => {
    server = await startStockServer({
      ...keys,
      items: stockCatalogue,
      clipBytes: has({ ffmpeg: hasFfmpeg }) ? await makeClip({ seconds: 1 }) : new Uint8Array(),
      imageBytes: await solidImage(1200, 800, { format: "jpeg" }),
      stillBytes: await solidImage(160, 90, { format: "jpeg" }),
    });
    api = await harness.createApi({
      stock: {
        pexels: { apiKey: keys.pexelsKey, baseUrl: server.origin },
        vecteezy: { apiKey: keys.vecteezyKey, accountId: keys.vecteezyAccount, baseUrl: server.origin },
      },
      // The provider's files are on this machine, as a local server's are.
      intakeAllowPrivateNetworks: true,
    });
  });
  afterAll(() => server.close());

  const search = (token: string, query: string) => call<StockSearchView>(api, "GET", `material/vecteezy?${query}`, { token });
  const download = (token: string, body: Record<string, unknown>, on: Api = api) =>
    call<{ media: MediaView }>(on, "POST", "material/vecteezy/preview/download", { token, json: body });
  const library = async (token: string) => (await call<{ items: MediaView[] }>(api, "GET", "media/list", { token })).body.data.items;

  it("without keys answers 404 saying stock is not set up, and calls no one", async () => {
    const { access_token: token } = await registerAccount(harness);
    const searched = await harness.call("GET", "material/vecteezy?query=coffee", { token });
    expect(searched.status).toBe(404);
    expect(searched.body.message).toBe("Stock footage is not set up on this server. Use your own media or the built-in backgrounds.");
    const downloaded = await harness.call("POST", "material/vecteezy/preview/download", { token, json: { provider: "pexels", id: "1001", kind: "clip" } });
    expect(downloaded.status).toBe(404);
  });

  it("lists the providers without spending a search when there are no words", async () => {
    const { access_token: token } = await registerAccount(harness);
    const before = server.requests.length;
    const result = await search(token, "");
    expect(result.body.data).toMatchObject({ providers: ["pexels", "vecteezy"], provider: "pexels", items: [], total: 0 });
    expect(server.requests.length).toBe(before);
  });

  it("finds Pexels clips with their author and licence, and serves their stills from this server", async () => {
    const { access_token: token } = await registerAccount(harness);
    const result = await search(token, "query=coffee&kind=clip");
    expect(result.status, result.body.message).toBe(200);
    expect(result.body.data.total).toBe(2);
    const [first] = result.body.data.items;
    expect(first).toMatchObject({
      provider: "pexels",
      id: "1001",
      kind: "clip",
      title: "Barista pouring coffee",
      duration_ms: 2000,
      author: { name: "Ana Ortiz" },
      license: { name: "Pexels License", url: "https://www.pexels.com/license/" },
    });
    expect(server.requests).toContain("GET /videos/search?query=coffee&page=1&per_page=24");
    // The browser gets this API's address, never the provider's.
    expect(first!.preview_url).toMatch(/^\/api\/v1\/media\/stock-preview\/[\w-]+\.[\w-]+$/);
    const still = await api.fetch(new Request(`http://promoreel.test${first!.preview_url}`, { headers: { authorization: `Bearer ${token}` } }));
    expect(still.status).toBe(200);
    expect(still.headers.get("content-type")).toBe("image/jpeg");
    // A token whose signature does not match is not fetched.
    const forged = first!.preview_url.replace(/\.[\w-]+$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect((await api.fetch(new Request(`http://promoreel.test${forged}`, { headers: { authorization: `Bearer ${token}` } }))).status).toBe(404);
  });

  it("searches Vecteezy's photos when asked, and refuses a provider that is not set up", async () => {
    const { access_token: token } = await registerAccount(harness);
    const result = await search(token, "query=coffee&kind=image&provider=vecteezy");
    expect(result.body.data.items).toEqual([
      expect.objectContaining({
        provider: "vecteezy",
        id: "2001",
        kind: "image",
        title: "coffee cup on a table",
        license: expect.objectContaining({ name: "Vecteezy Free License" }),
      }),
    ]);
    expect(server.requests).toContain("GET /v2/acct-42/resources?term=coffee&content_type=photo&page=1&per_page=24");
    const onlyPexels = await harness.createApi({ stock: { pexels: { apiKey: keys.pexelsKey, baseUrl: server.origin } } });
    const refused = await call(onlyPexels, "GET", "material/vecteezy?query=coffee&provider=vecteezy", { token });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("Vecteezy is not set up on this server. Choose another stock provider.");
  });

  it("downloads a Vecteezy photo into the library, attached to a product, with its licence and author", async () => {
    const { access_token: token } = await registerAccount(harness);
    const product = (await harness.call("POST", "generate-info", { token, json: { name: "Morning Mug" } })).body.data;
    const result = await download(token, { provider: "vecteezy", id: "2001", kind: "image", product_id: product.id });
    expect(result.status, result.body.message).toBe(200);
    expect(result.body.data.media).toMatchObject({
      kind: "image",
      name: "coffee cup on a table",
      description: "coffee cup on a table · Mia Berg / Vecteezy",
      source: {
        provider: "vecteezy",
        url: "https://www.vecteezy.com/photo/2001-coffee-cup-on-a-table",
        author: { name: "Mia Berg", url: "https://www.vecteezy.com/members/miaberg" },
        license: { name: "Vecteezy Free License", url: "https://www.vecteezy.com/licensing-agreement" },
      },
      products: [{ id: product.id, name: "Morning Mug" }],
    });
    expect(server.requests).toContain("GET /v2/acct-42/resources/2001/download?file_type=jpg");
  });

  describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("clips", () => {
    it("downloads a Pexels clip, the full-HD file rather than the 4K one, checked by its content", async () => {
      const { access_token: token } = await registerAccount(harness);
      const result = await download(token, { provider: "pexels", id: "1001", kind: "clip" });
      expect(result.status, result.body.message).toBe(200);
      expect(result.body.data.media).toMatchObject({
        kind: "clip",
        content_type: "video/mp4",
        name: "Barista pouring coffee",
        source: { provider: "pexels", author: { name: "Ana Ortiz" }, license: { name: "Pexels License" } },
      });
      expect(server.requests).toContain("GET /files/1001.mp4");
      expect(server.requests).not.toContain("GET /files/1001-uhd.mp4");
      expect((await library(token)).map((item) => item.id)).toEqual([result.body.data.media.id]);
    });
  });

  it("stores nothing when the file is not what it should be, or the item is gone", async () => {
    const { access_token: token } = await registerAccount(harness);
    server.fileOverride = { status: 200, contentType: "video/mp4", body: new TextEncoder().encode("<html>not a video</html>") };
    try {
      const refused = await download(token, { provider: "pexels", id: "1002", kind: "clip" });
      expect(refused.status).toBe(415);
      server.fileOverride = { status: 500, contentType: "text/plain", body: new TextEncoder().encode("oops") };
      const failed = await download(token, { provider: "pexels", id: "2002", kind: "image" });
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe("The file could not be downloaded from Pexels. Try again, or pick another item.");
    } finally {
      server.fileOverride = undefined;
    }
    const gone = await download(token, { provider: "pexels", id: "9999", kind: "clip" });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Pexels no longer has this item. Search again and pick another one.");
    expect(await library(token)).toEqual([]);
  });

  it("fetches the provider's files through the SSRF guard: a private address is refused unless allowed", async () => {
    const { access_token: token } = await registerAccount(harness);
    const guarded = await harness.createApi({ stock: { pexels: { apiKey: keys.pexelsKey, baseUrl: server.origin } }, intakeAllowPrivateNetworks: false });
    const result = await download(token, { provider: "pexels", id: "2002", kind: "image" }, guarded);
    expect(result.status).toBe(502);
    expect(await library(token)).toEqual([]);
  });
});
