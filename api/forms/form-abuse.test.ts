import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { listFormReports, setFormTakenDown } from "../admin/commands";
import { registerAccount, uniqueEmail } from "../testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { reportLimits } from "../contract/form-reports";
import { responseRetention } from "./responses";

const zh = { "accept-language": "zh-CN,zh;q=0.9" };
const dayMs = 24 * 60 * 60_000;

const definition = {
  title: { en: "Verify your account" },
  fields: [{ key: "email", type: "email", required: true, label: { en: "E-mail" } }],
  thank_you: { title: { en: "Thanks" } },
};

function storedResponse(formId: string, createdAt: number) {
  return {
    id: randomUUID(),
    form_id: formId,
    email: null,
    answers: "{}",
    hidden: "{}",
    source: null,
    medium: null,
    medium_version: null,
    embed_type: null,
    ga_client_id: null,
    created_at: createdAt,
  };
}

describeOnEachDatabase("hosted forms made by users: caps, expiry, reports and take-downs", (harness: ApiHarness) => {
  const countOf = async (table: "form_responses" | "form_reports", formId: string) =>
    Number((await harness.db.selectFrom(table).select(harness.db.fn.countAll<number>().as("n")).where("form_id", "=", formId).executeTakeFirstOrThrow()).n);

  async function userForm() {
    const owner = await registerAccount(harness);
    const created = await harness.call("POST", "forms", { token: owner.access_token, json: { definition } });
    return { owner, formId: created.body.data.id as string };
  }

  it(`keeps at most ${responseRetention.maxPerUserForm} responses on a user's form, saying so in the visitor's language`, async () => {
    const { formId } = await userForm();
    const rows = Array.from({ length: responseRetention.maxPerUserForm - 1 }, () => storedResponse(formId, harness.clock.now));
    for (let start = 0; start < rows.length; start += 500)
      await harness.db
        .insertInto("form_responses")
        .values(rows.slice(start, start + 500))
        .execute();

    const last = await harness.call("POST", `forms/${formId}/responses`, { json: { answers: { email: uniqueEmail("last") } } });
    expect(last.status, last.body.message).toBe(200);
    const full = await harness.call("POST", `forms/${formId}/responses`, { headers: zh, json: { answers: { email: uniqueEmail("full") } } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("该表单的回答数量已达上限，不再接受填写。");
    expect(await countOf("form_responses", formId)).toBe(responseRetention.maxPerUserForm);
  });

  it(`deletes responses after ${responseRetention.days} days, on every form`, async () => {
    const { formId } = await userForm();
    harness.clock.advance(responseRetention.purgeEveryMs);
    const now = harness.clock.now;
    const expired = storedResponse("early-access", now - responseRetention.days * dayMs - 1);
    const kept = storedResponse(formId, now - responseRetention.days * dayMs + 60_000);
    await harness.db.insertInto("form_responses").values([expired, kept]).execute();

    const answer = await harness.call("POST", `forms/${formId}/responses`, { json: { answers: { email: uniqueEmail("fresh") } } });
    expect(answer.status).toBe(200);
    const left = await harness.db.selectFrom("form_responses").select("id").where("id", "in", [expired.id, kept.id]).execute();
    expect(left.map((row) => row.id)).toEqual([kept.id]);
  });

  it("takes reports about a user's form without an account, mails the operator once a day, and keeps a capped number", async () => {
    const { formId } = await userForm();
    const operator = uniqueEmail("operator");
    const api = await harness.createApi({ formsOwnerEmail: operator });
    const report = (json: unknown, clientIp = `198.51.100.${Math.floor(Math.random() * 250)}`) => call(api, "POST", `forms/${formId}/reports`, { json, clientIp });

    const first = await report({ reason: "phishing", details: "  Asks for my bank password.  " });
    expect(first.status, first.body.message).toBe(200);
    const stored = await harness.db.selectFrom("form_reports").selectAll().where("form_id", "=", formId).execute();
    expect(stored).toMatchObject([{ reason: "phishing", details: "Asks for my bank password.", created_at: harness.clock.now }]);
    expect((await report({ reason: "spam" })).status).toBe(200);
    const mails = (await harness.readOutbox()).filter((mail) => mail.to === operator);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`npm run admin -- disable-form ${formId}`);
    expect(mails[0]!.text).toContain("Asks for my bank password.");

    const wrong = await call(api, "POST", `forms/${formId}/reports`, { json: { reason: "boring" }, headers: zh });
    expect(wrong.status).toBe(400);
    expect((await call(api, "POST", "forms/early-access/reports", { json: { reason: "spam" } })).status).toBe(404);

    const more = Array.from({ length: reportLimits.perForm }, () => storedReport(formId, harness.clock.now));
    await harness.db.insertInto("form_reports").values(more).execute();
    expect((await report({ reason: "other" })).status).toBe(200);
    expect(await countOf("form_reports", formId)).toBe(reportLimits.perForm + 2);
  });

  it("allows 5 reports per IP an hour (times the factor)", async () => {
    const { formId } = await userForm();
    const api = await harness.createApi({ rateLimitFactor: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await call(api, "POST", `forms/${formId}/reports`, { json: { reason: "spam" }, clientIp: "192.0.2.99" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("lists reported forms for the operator and takes one down: no page, no answers, no export", async () => {
    const { owner, formId } = await userForm();
    await harness.call("POST", `forms/${formId}/reports`, { json: { reason: "impersonation" } });
    await harness.call("POST", `forms/${formId}/reports`, { json: { reason: "phishing" } });
    const out: string[] = [];
    const err: string[] = [];
    const context = { db: harness.db, now: () => harness.clock.now, actor: "ops", out: (line: string) => out.push(line), err: (line: string) => err.push(line) };

    expect(await listFormReports(context)).toBe(0);
    expect(out.find((line) => line.startsWith(formId))).toBe(
      `${formId}  2 report(s), last ${new Date(harness.clock.now).toISOString()}  impersonation, phishing  live  "Verify your account" by ${owner.email}`,
    );
    expect(await setFormTakenDown(context, formId, true)).toBe(0);
    const page = await harness.call("GET", `forms/${formId}`, { headers: zh });
    expect(page.status).toBe(404);
    expect(page.body.message).toBe("该表单因被举报已下线，不再接受填写。");
    expect((await harness.call("POST", `forms/${formId}/responses`, { json: { answers: { email: uniqueEmail("late") } } })).status).toBe(404);
    expect((await harness.call("GET", `forms/${formId}/responses.csv`, { token: owner.access_token })).status).toBe(404);
    expect(await setFormTakenDown(context, "no-such-form", true)).toBe(1);
    expect(err).toEqual(["No form has the id no-such-form."]);

    expect(await setFormTakenDown(context, formId, false)).toBe(0);
    expect((await harness.call("GET", `forms/${formId}`)).status).toBe(200);
  });
});

function storedReport(formId: string, createdAt: number) {
  return { id: randomUUID(), form_id: formId, reason: "spam", details: null, created_at: createdAt };
}
