import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpointKey, parseContract, readContract } from "./contract";
import { readFormActions, urlPatternOf } from "./form-cases";

describe("the contract reader", () => {
  it("finds every call listed in docs/api-v1.md", () => {
    const listed = new Set([...readFileSync("docs/api-v1.md", "utf8").matchAll(/^\| `((?:GET|POST|PUT|DELETE|PATCH) [^`]+)`/gm)].map((match) => match[1]!));
    const found = readContract().map((endpoint) => `${endpoint.method} ${endpoint.path.replace(/^\/api\/v1\/(auth\/)?/, "")}`);
    expect([...listed].filter((call) => !found.includes(call))).toEqual([]);
    expect(found).toHaveLength(listed.size);
  });

  it("reads the prefix, auth, body kind and fields of each row", () => {
    const endpoints = parseContract(
      [
        "## Auth calls (under `/api/v1/auth/`)",
        "| call | auth | body | data |",
        "|---|---|---|---|",
        '| `POST email_captcha_send` | none | `{ email, purpose: "register" \\| "forget_password" }` | x |',
        "| `POST logout` | bearer (optional) | `{ refresh_token? }` | `null` |",
        "## Materials (under `/api/v1/`)",
        "| call | body / query | data |",
        "|---|---|---|",
        "| `POST material/submit` | `{ product_id \\| brand_id, media_ids: [id, …] }` (0-50) | x |",
        "| `POST material/brand/detail` | `{ id }` or `{ name }`, with `name?`, `colors?` | x |",
        "| `GET media/list` | `?page=1&page_size=20` (≤ 50) `&kind=image\\|clip` | x |",
        "| `POST material/upload` | multipart/form-data: `file`, `product_id` or `brand_id`, `description?` | x |",
        "| `GET media/file/:id/thumbnail` | | x |",
      ].join("\n"),
    );
    expect(
      endpoints.map((endpoint) => [
        endpointKey(endpoint),
        endpoint.auth,
        endpoint.body,
        endpoint.fields.map((field) => `${field.name}${field.required ? "" : "?"}`).join(","),
      ]),
    ).toEqual([
      ["POST /api/v1/auth/email_captcha_send", "none", "json", "email,purpose"],
      ["POST /api/v1/auth/logout", "optional", "json", "refresh_token?"],
      ["POST /api/v1/material/submit", "bearer", "json", "product_id?,brand_id?,media_ids"],
      ["POST /api/v1/material/brand/detail", "bearer", "json", "id?,name?,colors?"],
      ["GET /api/v1/media/list", "bearer", "query", "page?,page_size?,kind?"],
      ["POST /api/v1/material/upload", "bearer", "multipart", "file,product_id?,brand_id?,description?"],
      ["GET /api/v1/media/file/:id/thumbnail", "bearer", "none", ""],
    ]);
  });
});

describe("the form actions", () => {
  it("maps route files to the addresses Remix serves them at", () => {
    expect(urlPatternOf("_auth.account.login.tsx")).toBe("/account/login");
    expect(urlPatternOf("_shell.account-user._index.tsx")).toBe("/account-user");
    expect(urlPatternOf("create-video_.progress.tsx")).toBe("/create-video/progress");
    expect(urlPatternOf("to.$formId.tsx")).toBe("/to/$formId");
    expect(urlPatternOf("robots[.]txt.ts")).toBe("/robots.txt");
  });

  it("finds every route file that exports an action", () => {
    const actions = readFormActions().map((action) => action.file);
    expect(actions).toContain("_page.product.tsx");
    expect(actions).toContain("account.logout.ts");
    expect(actions).not.toContain("resources.media.$.ts");
  });
});
