import type { APIRequestContext } from "@playwright/test";
import { expect, type Account } from "./support";

export interface ApiVideo {
  id: string;
  title: string;
  status: string;
  duration_ms: number | null;
  update: { status: string; aspect_ratios: string[] } | null;
}

/** The account's calls to /api/v1, signed in with its own token; each must answer 200. */
export async function apiCaller(request: APIRequestContext, account: Pick<Account, "email" | "password">) {
  const login = await request.post("/api/v1/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}` };
  return async function call<T>(method: "GET" | "POST" | "DELETE", path: string, data?: object): Promise<T> {
    const response = await request.fetch(`/api/v1/${path}`, { method, headers, data });
    const body = (await response.json()) as { data: T; message: string };
    expect(response.status(), body.message).toBe(200);
    return body.data;
  };
}

/**
 * The API calls the create-video screens make, straight from the test: a product (typed in unless given), its first
 * idea, a 15-second script and a 9:16 video, rendered by the server's own worker (small frames in e2e).
 */
export async function renderedVideo(
  request: APIRequestContext,
  account: Account,
  productBody: object = { name: "Harbor Lantern", features: ["Warm light for six hours", "Folds flat for the bag"] },
) {
  const call = await apiCaller(request, account);
  const product = await call<{ id: string }>("POST", "generate-info", productBody);
  const { ideas } = await call<{ ideas: { id: string }[] }>("POST", "product-ideas", { product_id: product.id });
  const script = await call<{ id: string }>("POST", "video-script", { product_id: product.id, idea_id: ideas[0]!.id, length_seconds: 15 });
  const created = await call<ApiVideo>("POST", "video/create-by-product", { product_id: product.id, script_id: script.id });
  const detail = () => call<ApiVideo>("GET", `video/detail?id=${created.id}`);
  await expect.poll(async () => (await detail()).status, { timeout: 120_000, intervals: [500] }).toBe("ready");
  return { video: await detail(), detail, call, productId: product.id, scriptId: script.id };
}
