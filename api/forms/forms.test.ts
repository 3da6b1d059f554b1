import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import type { Api } from "../app";
import { registerAccount, uniqueEmail } from "../testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";

const zh = { "accept-language": "zh-CN,zh;q=0.9" };

function earlyAccessAnswers(email = uniqueEmail("lead")) {
  return { name: "Ada Lovelace", email, company: "Analytical Engines", product_url: "engines.example.com/difference", videos_per_month: "6-20" };
}

const definition = {
  title: { en: "Launch waitlist" },
  fields: [
    { key: "email", type: "email", required: true, label: { en: "E-mail" } },
    { key: "seats", type: "number", required: false, min: 1, max: 500, label: { en: "Seats" } },
  ],
  hidden_fields: ["campaign"],
  thank_you: { title: { en: "Thanks" }, button: { text: { en: "Back to the shop" }, url: "https://shop.example.com/" } },
};

async function csvOf(api: Api, formId: string, token: string) {
  const response = await api.fetch(new Request(`http://promoreel.test/api/v1/forms/${formId}/responses.csv`, { headers: { authorization: `Bearer ${token}` } }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  // response.text() would drop the byte order mark; decode it by hand so the test sees it.
  return { status: response.status, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes), headers: response.headers };
}

/** The CSV's rows as arrays of cells (this test's values hold no line breaks inside quotes). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) =>
      line
        .match(/("([^"]|"")*"|[^,]*)(,|$)/g)!
        .filter((cell) => cell !== "")
        .map((cell) => cell.replace(/,$/, "").replace(/^"|"$/g, "").replaceAll('""', '"')),
    );
}

describeOnEachDatabase("hosted forms", (harness: ApiHarness) => {
  const countResponses = async (formId = "early-access") =>
    Number((await harness.db.selectFrom("form_responses").select(harness.db.fn.countAll<number>().as("n")).where("form_id", "=", formId).executeTakeFirstOrThrow()).n);

  it("serves the early-access form by default, in the caller's language", async () => {
    const en = await harness.call("GET", "forms/early-access");
    expect(en.status).toBe(200);
    expect(en.body.data.fields.map((field: { key: string; type: string }) => `${field.key}:${field.type}`)).toEqual([
      "name:short_text",
      "email:email",
      "company:short_text",
      "product_url:url",
      "videos_per_month:choice",
    ]);
    expect(en.body.data.welcome.title).toBe("Get early access to Promoreel");
    expect(en.body.data).not.toHaveProperty("owner_user_id");
    const chinese = await harness.call("GET", "forms/early-access", { headers: zh });
    expect(chinese.body.data.fields[1].label).toBe("你的工作邮箱是？");
  });

  it("answers 404 with a message for an unknown or malformed form id", async () => {
    const missing = await harness.call("GET", "forms/no-such-form", { headers: zh });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("该表单不存在或已下线。");
    expect((await harness.call("POST", "forms/no-such-form/responses", { json: { answers: {} } })).status).toBe(404);
    expect((await harness.call("GET", `forms/${"x".repeat(70)}`)).status).toBe(404);
  });

  it("stores a response with its answers cleaned, declared hidden fields and where it came from", async () => {
    const responseId = randomUUID();
    const result = await harness.call("POST", "forms/early-access/responses", {
      json: {
        answers: { ...earlyAccessAnswers("Ada@Example.com"), unknown_question: "dropped" },
        hidden: { utm_source: "newsletter", plan: "pro", not_declared: "dropped", ref: "" },
        source: "shop.example.com",
        medium: "embed-sdk",
        medium_version: "next",
        embed_type: "popup-blank",
        response_id: responseId,
      },
    });
    expect(result.status, result.body.message).toBe(200);
    expect(result.body.data).toEqual({ id: responseId, sandbox: false });
    const stored = await harness.db.selectFrom("form_responses").selectAll().where("id", "=", responseId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ form_id: "early-access", email: "ada@example.com", source: "shop.example.com", embed_type: "popup-blank", created_at: harness.clock.now });
    expect(JSON.parse(stored.answers)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      product_url: "https://engines.example.com/difference",
      videos_per_month: "6-20",
    });
    expect(JSON.parse(stored.hidden)).toEqual({ utm_source: "newsletter", plan: "pro" });
  });

  it("reports every wrong answer at once, in the caller's language, and stores nothing", async () => {
    const before = await countResponses();
    const result = await harness.call("POST", "forms/early-access/responses", {
      headers: zh,
      json: { answers: { name: "", email: "not-an-address", company: "Acme", product_url: "ftp://files", videos_per_month: "a lot" } },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("部分回答需要修改。");
    expect(result.body.data.errors).toEqual({
      name: "请填写此项。",
      email: "邮箱格式错误",
      product_url: "请输入网址，例如 https://example.com/product。",
      videos_per_month: "请从选项中选择一项。",
    });
    expect(await countResponses()).toBe(before);
    const english = await harness.call("POST", "forms/early-access/responses", { json: { answers: { ...earlyAccessAnswers(), company: "x".repeat(201) } } });
    expect(english.body.data.errors).toEqual({ company: "Please keep this to at most 200 characters." });
  });

  it("keeps one response per e-mail, whatever its case, and refuses a page sent twice", async () => {
    const email = uniqueEmail("once");
    const first = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(email) } });
    expect(first.status).toBe(200);
    const again = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(email.toUpperCase()) } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This e-mail address has already answered this form.");
    const samePage = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), response_id: first.body.data.id } });
    expect(samePage.status).toBe(409);
    const stored = await harness.db.selectFrom("form_responses").select("id").where("email", "=", email).execute();
    expect(stored).toHaveLength(1);
  });

  it("decides two racing answers with the same e-mail in the database", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([1, 2, 3].map(() => harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(email) } })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
  });

  it("checks everything in the sandbox but stores nothing", async () => {
    const before = await countResponses();
    const sandboxed = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), sandbox: true } });
    expect(sandboxed.status).toBe(200);
    expect(sandboxed.body.data.sandbox).toBe(true);
    expect(await countResponses()).toBe(before);
    expect((await harness.call("POST", "forms/early-access/responses", { json: { answers: { name: "" }, sandbox: true } })).status).toBe(400);
  });

  it("does not tell in the sandbox whether an e-mail or a page has already answered", async () => {
    const email = uniqueEmail("taken");
    const real = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(email) } });
    expect(real.status).toBe(200);
    const sameEmail = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(email), sandbox: true } });
    const samePage = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), response_id: real.body.data.id, sandbox: true } });
    expect([sameEmail.status, samePage.status]).toEqual([200, 200]);
  });

  it("compares a page's response id only with the same form's responses", async () => {
    const owner = await registerAccount(harness);
    const formId = (await harness.call("POST", "forms", { token: owner.access_token, json: { definition } })).body.data.id;
    const earlyAccess = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers() } });
    const elsewhere = await harness.call("POST", `forms/${formId}/responses`, { json: { answers: { email: uniqueEmail("other") }, response_id: earlyAccess.body.data.id } });
    expect(elsewhere.status, elsewhere.body.message).toBe(200);
    expect(elsewhere.body.data.id).not.toBe(earlyAccess.body.data.id);
    expect(await countResponses(formId)).toBe(1);
    const again = await harness.call("POST", `forms/${formId}/responses`, { json: { answers: { email: uniqueEmail("again") }, response_id: elsewhere.body.data.id } });
    expect(again.status).toBe(409);
  });

  it("refuses oversized bodies and too many answers", async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 65 }, (_, index) => [`q${index}`, "x"]));
    expect((await harness.call("POST", "forms/early-access/responses", { json: { answers: tooMany } })).status).toBe(400);
    expect((await harness.call("POST", "forms/early-access/responses", { json: { answers: { name: "x".repeat(5001) } } })).status).toBe(400);
    expect((await harness.call("POST", "forms/early-access/responses", { json: { answers: {}, padding: "y".repeat(65 * 1024) } })).status).toBe(413);
  });

  it("cuts long hidden values to 500 characters instead of refusing the visitor", async () => {
    const result = await harness.call("POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), hidden: { utm_campaign: "c".repeat(900) } } });
    const stored = await harness.db.selectFrom("form_responses").select("hidden").where("id", "=", result.body.data.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.hidden).utm_campaign).toHaveLength(500);
  });

  it("allows 20 answers per IP and form in 10 minutes (times the factor)", async () => {
    const api = await harness.createApi({ rateLimitFactor: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) {
      statuses.push((await call(api, "POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), sandbox: true }, clientIp: "192.0.2.77" })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect((await call(api, "POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), sandbox: true }, clientIp: "192.0.2.78" })).status).toBe(200);
    harness.clock.advance(10 * 60_000);
    expect((await call(api, "POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), sandbox: true }, clientIp: "192.0.2.77" })).status).toBe(200);
  });

  it("counts an IPv6 visitor's answers per /64, however many addresses it answers from", async () => {
    const api = await harness.createApi({ rateLimitFactor: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index++) {
      statuses.push(
        (
          await call(api, "POST", "forms/early-access/responses", {
            json: { answers: earlyAccessAnswers(), sandbox: true },
            clientIp: `2001:db8:7:7::${(index + 1).toString(16)}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
    expect((await call(api, "POST", "forms/early-access/responses", { json: { answers: earlyAccessAnswers(), sandbox: true }, clientIp: "2001:db8:7:8::1" })).status).toBe(
      200,
    );
  });

  it("exports the early-access responses as CSV to the FORMS_OWNER_EMAIL account only", async () => {
    const owner = await registerAccount(harness);
    const stranger = await registerAccount(harness);
    const api = await harness.createApi({ formsOwnerEmail: owner.email });
    const tricky = { ...earlyAccessAnswers(), name: '=HYPERLINK("http://evil.example","click")', company: 'Comma, "Quotes" & Co' };
    const stored = await harness.call("POST", "forms/early-access/responses", { json: { answers: tricky, hidden: { utm_source: "+ads" }, source: "shop.example.com" } });

    const csv = await csvOf(api, "early-access", owner.access_token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="early-access-responses.csv"');
    expect(csv.text.startsWith("\uFEFFresponse_id,submitted_at,name,email,company,product_url,videos_per_month,hidden:utm_source,")).toBe(true);
    const row = csvRows(csv.text).find((cells) => cells[0] === stored.body.data.id)!;
    expect(row.slice(1, 8)).toEqual([
      new Date(harness.clock.now).toISOString(),
      `'=HYPERLINK("http://evil.example","click")`,
      tricky.email,
      'Comma, "Quotes" & Co',
      "https://engines.example.com/difference",
      "6-20",
      "'+ads",
    ]);

    expect((await csvOf(api, "early-access", stranger.access_token)).status).toBe(403);
    expect((await csvOf(harness.api, "early-access", owner.access_token)).status).toBe(403);
    expect((await call(api, "GET", "forms/early-access/responses.csv")).status).toBe(401);
  });

  it("exports every response of a large form, in order", async () => {
    const owner = await registerAccount(harness);
    const created = await harness.call("POST", "forms", { token: owner.access_token, json: { definition } });
    const formId = created.body.data.id;
    // Three responses share each millisecond, so the export's batches must also page by id within one time.
    const responses = Array.from({ length: 1203 }, (_, index) => ({
      id: randomUUID(),
      form_id: formId,
      email: `bulk-${index}-${formId}@example.com`.toLowerCase(),
      answers: "{}",
      hidden: "{}",
      source: null,
      medium: null,
      medium_version: null,
      embed_type: null,
      ga_client_id: null,
      created_at: harness.clock.now + Math.floor(index / 3),
    }));
    for (let start = 0; start < responses.length; start += 200) {
      await harness.db
        .insertInto("form_responses")
        .values(responses.slice(start, start + 200))
        .execute();
    }
    const expectedOrder = [...responses].sort((a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : 1)).map((response) => response.id);
    const csv = await csvOf(harness.api, formId, owner.access_token);
    const rows = csvRows(csv.text);
    expect(rows).toHaveLength(1 + responses.length);
    expect(rows.slice(1).map((cells) => cells[0])).toEqual(expectedOrder);
  });

  it("lets a user create a form they own, replace it, and keep others out", async () => {
    const owner = await registerAccount(harness);
    const other = await registerAccount(harness);
    const created = await harness.call("POST", "forms", { token: owner.access_token, json: { definition } });
    expect(created.status, created.body.message).toBe(200);
    const formId: string = created.body.data.id;
    expect(formId).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(created.body.data.thank_you.button).toEqual({ text: "Back to the shop", url: "https://shop.example.com/" });

    const renamed = { ...definition, title: { en: "Launch waitlist", zh: "发布候补名单" } };
    expect((await harness.call("PUT", `forms/${formId}`, { token: other.access_token, json: { definition: renamed } })).status).toBe(403);
    expect((await harness.call("PUT", `forms/${formId}`, { token: owner.access_token, json: { definition: renamed } })).status).toBe(200);
    expect((await harness.call("GET", `forms/${formId}`, { headers: zh })).body.data.title).toBe("发布候补名单");

    const api = await harness.createApi({ formsOwnerEmail: other.email });
    expect((await csvOf(api, formId, other.access_token)).status).toBe(403);
    expect((await csvOf(api, formId, owner.access_token)).status).toBe(200);
  });

  it("refuses a form definition that does not hold together, saying where", async () => {
    const owner = await registerAccount(harness);
    const cases: Array<[unknown, string]> = [
      [{ ...definition, fields: [] }, "definition.fields"],
      [{ ...definition, fields: [definition.fields[0], definition.fields[0]] }, "definition.fields.1.key"],
      [{ ...definition, thank_you: { title: { en: "Thanks" }, redirect_url: "javascript:alert(1)" } }, "definition.thank_you.redirect_url"],
      [{ ...definition, hidden_fields: ["email"] }, "definition.hidden_fields.0"],
    ];
    for (const [input, field] of cases) {
      const result = await harness.call("POST", "forms", { token: owner.access_token, json: { definition: input } });
      expect(result.status).toBe(400);
      expect(result.body.message).toContain(`The form is not valid: ${field}:`);
    }
    // Too deep for JSON.stringify: refused for its shape, or stored without the unknown key that holds it.
    const nested = `{"definition":${"[".repeat(30_000)}${"]".repeat(30_000)}}`;
    const headers = { "content-type": "application/json" };
    const deep = await harness.call("POST", "forms", { token: owner.access_token, headers, body: nested });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toContain("The form is not valid: definition:");
    const extraKey = `{"definition":${JSON.stringify({ ...definition, notes: null }).replace("null", `${"[".repeat(30_000)}${"]".repeat(30_000)}`)}}`;
    const stripped = await harness.call("POST", "forms", { token: owner.access_token, headers, body: extraKey });
    expect(stripped.status).toBe(200);
    expect((await harness.call("GET", `forms/${stripped.body.data.id}`)).status).toBe(200);

    expect((await harness.call("POST", "forms", { json: { definition } })).status).toBe(401);
  });

  it("gives a user's form a random id and says it was made by a user; only the product names its forms", async () => {
    const user = await registerAccount(harness);
    const operator = await registerAccount(harness);
    const api = await harness.createApi({ formsOwnerEmail: operator.email });
    const chosen = await call(api, "POST", "forms", { token: user.access_token, headers: zh, json: { id: "account-verify", definition } });
    expect(chosen.status).toBe(400);
    expect(chosen.body.message).toBe("表单 ID 由 Promoreel 分配：请不要指定 id，使用返回结果中的 ID。");
    expect((await call(api, "GET", "forms/account-verify")).status).toBe(404);

    const made = await call(api, "POST", "forms", { token: user.access_token, json: { definition } });
    expect(made.body.data).toMatchObject({ id: expect.stringMatching(/^[A-Za-z0-9]{10}$/), made_by_user: true });
    expect((await call(api, "GET", `forms/${made.body.data.id}`)).body.data.made_by_user).toBe(true);
    expect((await call(api, "GET", "forms/early-access")).body.data.made_by_user).toBe(false);

    const productForm = await call(api, "POST", "forms", { token: operator.access_token, json: { id: `account-verify-${harness.kind}`, definition } });
    expect(productForm.status, productForm.body.message).toBe(200);
    expect(productForm.body.data.made_by_user).toBe(false);
    expect((await csvOf(api, `account-verify-${harness.kind}`, operator.access_token)).status).toBe(200);
    const taken = await call(api, "POST", "forms", { token: operator.access_token, json: { id: "early-access", definition } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("A form with the id early-access already exists. Choose another id.");
  });
});
