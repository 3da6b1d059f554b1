import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { solidImage, upload } from "../media/testing/fixtures";
import type { MediaView } from "../contract/media";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";

describeOnEachDatabase("materials: products, brands, attaching, ordering, search", (harness) => {
  async function account() {
    const registered = await registerAccount(harness);
    return { token: registered.access_token, userId: registered.user.id };
  }

  async function uploadImage(token: string, name: string, description?: string) {
    const result = await upload<MediaView>(harness.api, "media/upload", {
      token,
      file: { name, bytes: await solidImage(64, 48) },
      ...(description && { fields: { description } }),
    });
    expect(result.status, result.body.message).toBe(200);
    return result.body.data;
  }

  async function createProduct(token: string, details: Record<string, unknown>) {
    const result = await harness.call("POST", "generate-info", { token, json: details });
    expect(result.status, result.body.message).toBe(200);
    return result.body.data;
  }

  /** A product with two images as if read from its shop page (rows and files as generate-info writes them). */
  async function productWithLinkImages(token: string, userId: string) {
    const product = await createProduct(token, { name: "Trail Bottle", brand: "Northpeak" });
    const ids: string[] = [];
    for (const position of [0, 1]) {
      const id = `${product.id}-link-${position}`;
      const key = `${userId}/${product.id}/link${position}.png`;
      const file = path.join(harness.config.dataDir, "media", ...key.split("/"));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await solidImage(32, 32));
      await harness.db
        .insertInto("product_images")
        .values({
          id,
          product_id: product.id,
          user_id: userId,
          position,
          storage_key: key,
          content_type: "image/png",
          byte_size: 100,
          width: 32,
          height: 32,
          source_url: `https://shop.example/cdn/bottle-${position}.png`,
          created_at: 1,
        })
        .execute();
      ids.push(id);
    }
    return { product, linkIds: ids, linkFolder: path.join(harness.config.dataDir, "media", userId, product.id) };
  }

  const materialIds = (detail: { materials: { id: string }[] }) => detail.materials.map((material) => material.id);

  it("creates a product from typed details that shows the user's own uploads, in the order given", async () => {
    const { token } = await account();
    const first = await uploadImage(token, "front.png");
    const second = await uploadImage(token, "side.png");
    const product = await createProduct(token, { name: "Trail Bottle", media_ids: [second.id, first.id] });
    expect(product.images.map((image: { id: string }) => image.id)).toEqual([second.id, first.id]);
    expect(product.media).toEqual([
      expect.objectContaining({
        id: second.id,
        kind: "image",
        origin: "upload",
        name: "side.png",
        url: `/api/v1/media/file/${second.id}`,
        thumbnail_url: `/api/v1/media/file/${second.id}/thumbnail`,
      }),
      expect.objectContaining({ id: first.id, kind: "image", origin: "upload", name: "front.png" }),
    ]);
    const list = await harness.call("GET", "media/list", { token });
    expect(list.body.data.items.find((item: MediaView) => item.id === first.id).products).toEqual([{ id: product.id, name: "Trail Bottle" }]);

    // Someone else's upload, or one that does not exist, undoes the whole product.
    const stranger = await account();
    const theirs = await uploadImage(stranger.token, "theirs.png");
    const before = await harness.db.selectFrom("products").select("id").execute();
    const refused = await harness.call("POST", "generate-info", { token, json: { name: "Mug", media_ids: [first.id, theirs.id] } });
    expect(refused).toMatchObject({ status: 404, body: { message: "This file does not exist or has been deleted.", data: { id: theirs.id } } });
    expect(await harness.db.selectFrom("products").select("id").execute()).toHaveLength(before.length);
    const tooMany = await harness.call("POST", "generate-info", { token, json: { name: "Mug", media_ids: Array.from({ length: 31 }, () => first.id) } });
    expect(tooMany).toMatchObject({ status: 400, body: { message: "media_ids can have at most 30 entries." } });
  });

  it("sets a product's media with PUT product/detail", async () => {
    const { token } = await account();
    const photo = await uploadImage(token, "photo.png");
    const banner = await uploadImage(token, "banner.png");
    const product = await createProduct(token, { name: "Lamp", media_ids: [photo.id] });
    const updated = await harness.call("PUT", "product/detail", { token, json: { id: product.id, media_ids: [banner.id, photo.id] } });
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data.media.map((item: { id: string }) => item.id)).toEqual([banner.id, photo.id]);
    const cleared = await harness.call("PUT", "product/detail", { token, json: { id: product.id, media_ids: [] } });
    expect(cleared.body.data.media).toEqual([]);
    expect((await harness.call("GET", "media/list", { token })).body.data.total).toBe(2);
  });

  it("lists products with their materials and gives a product's detail, to its owner only", async () => {
    const { token, userId } = await account();
    const { product, linkIds } = await productWithLinkImages(token, userId);
    const upload1 = await uploadImage(token, "lifestyle.png");
    harness.clock.advance(1000);
    await createProduct(token, { name: "Mug" });

    const attached = await harness.call("POST", "material/uploaded/submit", { token, json: { product_id: product.id, media_ids: [upload1.id] } });
    expect(attached.status, attached.body.message).toBe(200);
    expect(attached.body.data).toMatchObject({ product_id: product.id, name: "Trail Bottle", brand: { name: "Northpeak" }, max_materials: 30 });
    expect(materialIds(attached.body.data)).toEqual([...linkIds, upload1.id]);
    expect(attached.body.data.materials[0]).toMatchObject({ origin: "link", kind: "image", name: "bottle-0.png", url: `/api/v1/media/file/${linkIds[0]}` });
    // Attaching again changes nothing.
    const again = await harness.call("POST", "material/uploaded/submit", { token, json: { product_id: product.id, media_ids: [upload1.id] } });
    expect(materialIds(again.body.data)).toEqual([...linkIds, upload1.id]);

    const list = await harness.call("GET", "material/product/list?page=1&page_size=10", { token });
    expect(list.body.data).toMatchObject({ total: 2, page: 1, page_size: 10 });
    expect(
      list.body.data.items.map((item: { name: string; material_count: number; image_count: number; clip_count: number }) => [
        item.name,
        item.material_count,
        item.image_count,
        item.clip_count,
      ]),
    ).toEqual([
      ["Mug", 0, 0, 0],
      ["Trail Bottle", 3, 3, 0],
    ]);
    expect(list.body.data.items[1].cover_url).toBe(`/api/v1/media/file/${linkIds[0]}`);

    const detail = await harness.call("POST", "material/product/detail", { token, json: { product_id: product.id } });
    expect(materialIds(detail.body.data)).toEqual([...linkIds, upload1.id]);
    const stranger = await account();
    expect((await harness.call("POST", "material/product/detail", { token: stranger.token, json: { product_id: product.id } })).status).toBe(404);
    expect((await harness.call("POST", "material/uploaded/submit", { token: stranger.token, json: { product_id: product.id, media_ids: [upload1.id] } })).status).toBe(404);
    // Attaching someone else's upload to one's own product: as unknown as a missing one.
    const strangerProduct = await createProduct(stranger.token, { name: "Theirs" });
    const foreign = await harness.call("POST", "material/uploaded/submit", { token: stranger.token, json: { product_id: strangerProduct.id, media_ids: [upload1.id] } });
    expect(foreign).toMatchObject({ status: 404, body: { data: { id: upload1.id } } });
  });

  it("saves a product's selection and order: a library item left out is detached, a link image left out is deleted", async () => {
    const { token, userId } = await account();
    const { product, linkIds, linkFolder } = await productWithLinkImages(token, userId);
    const photo = await uploadImage(token, "photo.png");
    const banner = await uploadImage(token, "banner.png");
    await harness.call("POST", "material/uploaded/submit", { token, json: { product_id: product.id, media_ids: [photo.id, banner.id] } });

    const submitted = await harness.call("POST", "material/submit", { token, json: { product_id: product.id, media_ids: [banner.id, linkIds[1], photo.id] } });
    expect(submitted.status, submitted.body.message).toBe(200);
    expect(materialIds(submitted.body.data)).toEqual([banner.id, linkIds[1], photo.id]);
    expect(readdirSync(linkFolder)).toEqual(["link1.png"]);
    expect(await harness.db.selectFrom("product_images").select("id").where("product_id", "=", product.id).execute()).toEqual([{ id: linkIds[1] }]);

    const narrowed = await harness.call("POST", "material/submit", { token, json: { product_id: product.id, media_ids: [photo.id] } });
    expect(materialIds(narrowed.body.data)).toEqual([photo.id]);
    expect(existsSync(linkFolder)).toBe(false);
    // The banner is no longer the product's but still in the library.
    expect((await harness.call("GET", "media/list", { token })).body.data.items.map((item: MediaView) => item.id).sort()).toEqual([photo.id, banner.id].sort());
    const product2 = await harness.call("POST", "product-media", { token, json: { product_id: product.id } });
    expect(product2.body.data.media.map((item: { id: string }) => item.id)).toEqual([photo.id]);

    const neither = await harness.call("POST", "material/submit", { token, json: { media_ids: [photo.id] } });
    expect(neither).toMatchObject({ status: 400, body: { message: "Send product_id or brand_id (one of them) to say whose materials these are." } });
    const unknown = await harness.call("POST", "material/submit", { token, json: { product_id: product.id, media_ids: ["nope"] } });
    expect(unknown.status).toBe(404);
    expect(materialIds((await harness.call("POST", "material/product/detail", { token, json: { product_id: product.id } })).body.data)).toEqual([photo.id]);
  });

  it("uploads straight into a product's or a brand's materials, all or nothing", async () => {
    const { token, userId } = await account();
    const product = await createProduct(token, { name: "Desk Lamp", brand: "Lumen" });
    const png = await solidImage(100, 100);
    const result = await upload(harness.api, "material/upload", {
      token,
      file: { name: "lamp-on.png", bytes: png },
      fields: { product_id: product.id, description: "Lamp switched on" },
    });
    expect(result.status, result.body.message).toBe(200);
    expect(result.body.data.media).toMatchObject({ kind: "image", purpose: "library", name: "lamp-on.png", description: "Lamp switched on" });
    expect(result.body.data.owner).toEqual({ type: "product", id: product.id });
    expect(materialIds(result.body.data.detail)).toEqual([result.body.data.media.id]);

    const brand = (await harness.call("GET", "material/brand/list", { token })).body.data.items[0];
    const toBrand = await upload(harness.api, "material/upload", { token, file: { name: "lumen-logo.png", bytes: png }, fields: { brand_id: brand.id } });
    expect(toBrand.status, toBrand.body.message).toBe(200);
    expect(materialIds(toBrand.body.data.detail)).toEqual([toBrand.body.data.media.id]);

    const rowsBefore = await harness.db.selectFrom("media_items").select("id").where("user_id", "=", userId).execute();
    const both = await upload(harness.api, "material/upload", { token, file: { name: "x.png", bytes: png }, fields: { product_id: product.id, brand_id: brand.id } });
    expect(both.status).toBe(400);
    const stranger = await account();
    const foreign = await upload(harness.api, "material/upload", { token: stranger.token, file: { name: "x.png", bytes: png }, fields: { product_id: product.id } });
    expect(foreign).toMatchObject({ status: 404, body: { message: "This product does not exist or has been deleted." } });
    expect(await harness.db.selectFrom("media_items").select("id").where("user_id", "=", userId).execute()).toHaveLength(rowsBefore.length);
    expect(await harness.db.selectFrom("media_items").select("id").where("user_id", "=", stranger.userId).execute()).toEqual([]);
    expect(existsSync(path.join(harness.config.dataDir, "media", stranger.userId))).toBe(false);
  });

  it("refuses materials past a product's limit of 30 and leaves the upload out of the library", async () => {
    const { token, userId } = await account();
    const product = await createProduct(token, { name: "Bag" });
    const now = harness.clock.now;
    const fakes = Array.from({ length: 30 }, (_, index) => ({
      id: `${userId}-m${index}`,
      user_id: userId,
      purpose: "library" as const,
      kind: "image" as const,
      storage_key: `${userId}/library/m${index}.jpg`,
      thumbnail_key: `${userId}/library/m${index}-thumbnail.webp`,
      content_type: "image/jpeg",
      byte_size: 10,
      width: 10,
      height: 10,
      duration_ms: null,
      file_name: `m${index}.jpg`,
      description: null,
      created_at: now,
      updated_at: now,
    }));
    await harness.db.insertInto("media_items").values(fakes).execute();
    const full = await harness.call("POST", "material/submit", { token, json: { product_id: product.id, media_ids: fakes.map((fake) => fake.id) } });
    expect(full.status, full.body.message).toBe(200);
    const refused = await upload(harness.api, "material/upload", {
      token,
      file: { name: "one-more.png", bytes: await solidImage(20, 20) },
      fields: { product_id: product.id },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: "You have reached the maximum limit of 30 materials for this product. Remove some before adding more." } });
    expect(await harness.db.selectFrom("media_items").select("id").where("user_id", "=", userId).execute()).toHaveLength(30);
  });

  it("keeps brands: made from products' brand names or by name, with logo, colours, materials and their products", async () => {
    const { token } = await account();
    const bottle = await createProduct(token, { name: "Trail Bottle", brand: "Northpeak" });
    const flask = await createProduct(token, { name: "Summit Flask", brand: "  northpeak " });
    await createProduct(token, { name: "Mug", brand: "Other Co" });

    const list = await harness.call("GET", "material/brand/list", { token });
    expect(list.body.data.items.map((brand: { name: string; product_count: number }) => [brand.name, brand.product_count])).toEqual([
      ["Northpeak", 2],
      ["Other Co", 1],
    ]);
    const northpeak = list.body.data.items[0];

    const logo = await uploadImage(token, "northpeak-logo.png");
    const lifestyle = await uploadImage(token, "mountain.png");
    const updated = await harness.call("POST", "material/brand/detail", { token, json: { id: northpeak.id, logo_media_id: logo.id, colors: ["#1F6F5C", "#abc"] } });
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data).toMatchObject({
      id: northpeak.id,
      name: "Northpeak",
      colors: ["#1f6f5c", "#aabbcc"],
      logo: { id: logo.id, url: `/api/v1/media/file/${logo.id}`, thumbnail_url: `/api/v1/media/file/${logo.id}/thumbnail` },
      material_count: 0,
      product_count: 2,
      max_materials: 50,
    });
    expect(updated.body.data.products.map((product: { id: string }) => product.id).sort()).toEqual([bottle.id, flask.id].sort());

    const withMaterials = await harness.call("POST", "material/submit", { token, json: { brand_id: northpeak.id, media_ids: [lifestyle.id, logo.id] } });
    expect(materialIds(withMaterials.body.data)).toEqual([lifestyle.id, logo.id]);

    // Renaming the brand renames it on its products, so they stay grouped.
    const renamed = await harness.call("POST", "material/brand/detail", { token, json: { id: northpeak.id, name: "Northpeak Outdoors" } });
    expect(renamed.body.data).toMatchObject({ name: "Northpeak Outdoors", product_count: 2 });
    const bottleNow = await harness.call("POST", "product-media", { token, json: { product_id: bottle.id } });
    expect(bottleNow.status).toBe(200);
    expect((await harness.call("GET", "products", { token })).body.data.items.filter((product: { brand: string }) => product.brand === "Northpeak Outdoors")).toHaveLength(2);
    const clash = await harness.call("POST", "material/brand/detail", { token, json: { id: northpeak.id, name: "other co" } });
    expect(clash).toMatchObject({ status: 409, body: { message: "You already have a brand called Other Co." } });

    const created = await harness.call("POST", "material/brand/detail", { token, json: { name: "Acme", colors: ["#000000"] } });
    expect(created.body.data).toMatchObject({ name: "Acme", colors: ["#000000"], product_count: 0, materials: [], logo: null });
    const found = await harness.call("POST", "material/brand/detail", { token, json: { name: "ACME" } });
    expect(found.body.data.id).toBe(created.body.data.id);

    // Deleting the logo from the library leaves the brand without one.
    await harness.call("DELETE", "media/list", { token, json: { ids: [logo.id] } });
    const afterDelete = await harness.call("POST", "material/brand/detail", { token, json: { id: northpeak.id } });
    expect(afterDelete.body.data).toMatchObject({ logo: null, material_count: 1 });

    expect((await harness.call("POST", "material/brand/detail", { token, json: {} })).body.message).toBe("Send the brand's id, or a name to find or create it.");
    expect((await harness.call("POST", "material/brand/detail", { token, json: { id: northpeak.id, colors: ["blue"] } })).body.message).toBe(
      "colors.0 must be a colour such as #1a2b3c.",
    );
    const stranger = await account();
    expect((await harness.call("POST", "material/brand/detail", { token: stranger.token, json: { id: northpeak.id } })).status).toBe(404);
    expect((await harness.call("GET", "material/brand/list", { token: stranger.token })).body.data.total).toBe(0);
  });

  it("searches the user's own media and the built-in b-roll, saying which is which", async () => {
    const { token, userId } = await account();
    const { product, linkIds } = await productWithLinkImages(token, userId);
    const described = await uploadImage(token, "IMG_0042.png", "Bottle on a mossy rock at sunrise");
    const named = await uploadImage(token, "sunrise-hike.png");
    const attached = await uploadImage(token, "detail-shot.png");
    await harness.call("POST", "material/uploaded/submit", { token, json: { product_id: product.id, media_ids: [attached.id] } });
    const stranger = await account();
    await uploadImage(stranger.token, "sunrise-theirs.png", "sunrise");

    const search = (body: Record<string, unknown>) => harness.call("POST", "material/search", { token, json: body });
    const sunrise = await search({ query: "Sunrise" });
    expect(sunrise.status, sunrise.body.message).toBe(200);
    // A match in the name counts double: the file named after it comes first.
    expect(sunrise.body.data.items.map((item: { id: string; source: string }) => [item.source, item.id])).toEqual([
      ["own", named.id],
      ["own", described.id],
    ]);
    const byProduct = await search({ query: "trail bottle" });
    expect(byProduct.body.data.items.map((item: { id: string }) => item.id).sort()).toEqual([...linkIds, attached.id].sort());
    expect(byProduct.body.data.items.find((item: { id: string }) => item.id === attached.id)).toMatchObject({
      source: "own",
      kind: "image",
      origin: "upload",
      products: [{ id: product.id, name: "Trail Bottle" }],
    });

    const warm = await search({ query: "warm glow" });
    expect(warm.body.data.items).toEqual([
      {
        source: "broll",
        id: "light-leaks",
        kind: "broll",
        name: "Light leaks",
        description: "Warm glows wandering over a dark background, like film light leaks.",
        tags: expect.arrayContaining(["warm", "glow"]),
      },
    ]);
    const allBroll = await search({ source: "broll", page_size: 3 });
    expect(allBroll.body.data).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(allBroll.body.data.items.every((item: { source: string }) => item.source === "broll")).toBe(true);
    const secondPage = await search({ source: "broll", page: 2, page_size: 3 });
    expect(secondPage.body.data.items).toHaveLength(1);
    const everything = await search({});
    expect(everything.body.data.total).toBe(2 + 3 + 4);
    expect(everything.body.data.items[0].source).toBe("own");
    expect((await search({ query: "sunrise", kind: "clip" })).body.data.total).toBe(0);
    expect((await search({ query: "bokeh", source: "own" })).body.data.total).toBe(0);
    expect((await search({ query: "x".repeat(101) })).status).toBe(400);
    expect((await harness.call("POST", "material/search", { json: {} })).status).toBe(401);
  });
});
