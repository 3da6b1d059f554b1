import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { createJobQueue } from "../jobs";
import { publishJobKind } from "../social/publish-job";
import { statsJobKind } from "../social/stats-job";
import { listFeedback, makeSocialJobsDue, parseAdminCommand, setPlan } from "./commands";

/** Each run starts Node and compiles the command (about 1.5 s of CPU); a busy machine stretches that. */
const childProcessTest = { timeout: 120_000 };

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: readonly string[], env: Record<string, string> = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: repositoryRoot, env: { ...process.env, LOG_LEVEL: "warn", ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const cli = (...args: string[]) => [process.execPath, ["--import", "tsx", "api/admin/cli.ts", ...args]] as const;

/** The admin command as a separate process, on the harness's database (its SQLite file, or its PostgreSQL schema). */
function admin(harness: ApiHarness, ...args: string[]): Promise<CommandResult> {
  const database = harness.config.database;
  return run(...cli(...args), {
    NODE_ENV: "test",
    DATA_DIR: harness.config.dataDir,
    DATABASE_URL: database.kind === "postgres" ? database.url : "",
  });
}

describe("npm run admin", () => {
  it("prints its help through the package script; wrong usage exits 2 with a message and opens no database", childProcessTest, async () => {
    const nowhere = path.join(os.tmpdir(), `promoreel-admin-unused-${process.pid}`);
    const [help, bare, badPlan] = await Promise.all([
      run("npm", ["run", "--silent", "admin", "--", "help"]),
      run(...cli(), { DATA_DIR: nowhere }),
      run(...cli("set-plan", "ada@example.com", "gold"), { DATA_DIR: nowhere }),
    ]);
    expect(help).toMatchObject({ code: 0, stderr: "" });
    expect(help.stdout).toContain("set-plan <email> <plan>   put the user with this e-mail on a plan: free, starter, pro");
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain("Usage: npm run admin -- <command>");
    expect(badPlan).toMatchObject({ code: 2, stdout: "", stderr: 'Unknown plan "gold". Plans: free, starter, pro.\n' });
    await expect(import("node:fs/promises").then((fs) => fs.access(nowhere))).rejects.toThrow();
  });

  it("reads its arguments", () => {
    expect(parseAdminCommand(["set-plan", " Ada@Example.COM ", "STARTER"])).toEqual({ kind: "set-plan", email: "ada@example.com", plan: "starter" });
    expect(parseAdminCommand(["--help"])).toEqual({ kind: "help" });
    expect(parseAdminCommand(["set-plan", "ada@example.com"])).toMatchObject({ kind: "usage-error", message: expect.stringContaining("set-plan takes an e-mail and a plan") });
    expect(parseAdminCommand(["set-plan", "a@example.com", "pro", "extra"])).toMatchObject({ kind: "usage-error" });
    expect(parseAdminCommand(["drop-tables"])).toMatchObject({ kind: "usage-error", message: expect.stringMatching(/^Unknown command "drop-tables"\./) });
    expect(parseAdminCommand(["feedback"])).toEqual({ kind: "feedback", count: 50 });
    expect(parseAdminCommand(["feedback", "3"])).toEqual({ kind: "feedback", count: 3 });
    for (const bad of [["0"], ["1001"], ["ten"], ["2", "3"]]) {
      expect(parseAdminCommand(["feedback", ...bad])).toMatchObject({
        kind: "usage-error",
        message: expect.stringContaining("feedback takes at most one count from 1 to 1000"),
      });
    }
  });
});

describeOnEachDatabase("npm run admin -- set-plan", (harness) => {
  const planChangesOf = (userId: string) => harness.db.selectFrom("plan_changes").selectAll().where("user_id", "=", userId).execute();

  it("changes the plan of the user with that e-mail, records who did it, and says so", childProcessTest, async () => {
    const account = await registerAccount(harness);
    const changed = await admin(harness, "set-plan", `  ${account.email.toUpperCase()} `, "Pro");
    expect(changed, changed.stderr).toMatchObject({ code: 0, stdout: `${account.email}: plan changed from free to pro.\n`, stderr: "" });

    const user = (await harness.call("GET", "auth/user", { token: account.access_token })).body.data;
    expect(user).toMatchObject({ current_plan: "pro", powers: ["slideshow", "promotional"], quota: { limit: 30 } });
    expect(await planChangesOf(account.user.id)).toMatchObject([{ from_plan: "free", to_plan: "pro", source: "admin_cli", actor: os.userInfo().username, reference: null }]);

    const [again, unknownEmail] = await Promise.all([admin(harness, "set-plan", account.email, "pro"), admin(harness, "set-plan", "nobody@example.com", "starter")]);
    expect(again).toMatchObject({ code: 0, stdout: `${account.email} is already on pro; nothing changed.\n` });
    expect(unknownEmail).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "No user has the e-mail nobody@example.com. Check the address; the person must have signed up first.\n",
    });
    expect(await planChangesOf(account.user.id)).toHaveLength(1);
  });

  it("warns when the user pays through Stripe for another plan", async () => {
    const account = await registerAccount(harness);
    const now = harness.clock.now;
    await harness.db
      .insertInto("billing_customers")
      .values({
        user_id: account.user.id,
        stripe_customer_id: `cus_admin${harness.kind}`,
        stripe_subscription_id: `sub_admin${harness.kind}`,
        subscription_status: "active",
        subscription_plan: "starter",
        last_event_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const out: string[] = [];
    const err: string[] = [];
    const context = { db: harness.db, now: () => now, actor: "ops", out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
    expect(await setPlan(context, account.email, "pro")).toBe(0);
    expect(out).toEqual([`${account.email}: plan changed from free to pro.`]);
    expect(err).toEqual([
      `Note: ${account.email} pays for starter through Stripe (subscription sub_admin${harness.kind}, active). Stripe's next event about it sets that plan again: change or cancel the subscription in the Stripe dashboard too.`,
    ]);
    expect(await planChangesOf(account.user.id)).toMatchObject([{ from_plan: "free", to_plan: "pro", actor: "ops", created_at: now }]);
  });
});

describeOnEachDatabase("npm run admin -- feedback", (harness) => {
  it("says when there is none", async () => {
    const out: string[] = [];
    const context = { db: harness.db, now: () => harness.clock.now, actor: "ops", out: (line: string) => out.push(line), err: () => {} };
    expect(await listFeedback(context, 50)).toBe(0);
    expect(out).toEqual(["No feedback has been sent."]);
  });

  it("lists the messages newest first, with when, who, the page and the text", childProcessTest, async () => {
    const account = await registerAccount(harness);
    const firstAt = harness.clock.now;
    await harness.call("POST", "feedback", { json: { content: "The resize button\nis hard to find", email: "fan@example.com", page: "/help?q=resize" } });
    harness.clock.advance(60_000);
    await harness.call("POST", "feedback", { token: account.access_token, json: { content: "Love the slideshows", page: "/videos" } });

    const listed = await admin(harness, "feedback");
    expect(listed, listed.stderr).toMatchObject({ code: 0, stderr: "" });
    expect(listed.stdout).toBe(
      [
        `${new Date(firstAt + 60_000).toISOString()}  ${account.email} (signed in)  /videos`,
        "    Love the slideshows",
        "",
        `${new Date(firstAt).toISOString()}  fan@example.com  /help?q=resize`,
        "    The resize button",
        "    is hard to find",
        "",
        "",
      ].join("\n"),
    );
    const newest = await admin(harness, "feedback", "1");
    expect(newest.stdout).toContain("Love the slideshows");
    expect(newest.stdout).not.toContain("resize");
  });
});

describeOnEachDatabase("npm run admin -- social-due-now", (harness) => {
  it("makes the user's waiting publish and figures jobs due now, and leaves other users' and other kinds alone", async () => {
    const owner = await registerAccount(harness);
    const other = await registerAccount(harness);
    const jobs = createJobQueue(harness.db, { now: () => harness.clock.now });
    const later = harness.clock.now + 3_600_000;
    const publish = await jobs.enqueue(publishJobKind, { postId: "p1" }, { ownerUserId: owner.user.id, runAfter: later });
    const stats = await jobs.enqueue(statsJobKind, { postId: "p1" }, { ownerUserId: owner.user.id, runAfter: later });
    const render = await jobs.enqueue("video.render", {}, { ownerUserId: owner.user.id, runAfter: later });
    const othersPost = await jobs.enqueue(publishJobKind, { postId: "p2" }, { ownerUserId: other.user.id, runAfter: later });
    const out: string[] = [];
    const context = { db: harness.db, now: () => harness.clock.now, actor: "ops", out: (line: string) => out.push(line), err: () => {} };

    expect(await makeSocialJobsDue(context, owner.user.email)).toBe(0);
    expect(out).toEqual([`${owner.user.email}: 2 social job(s) are due now.`]);
    const runAfter = async (id: string) => (await harness.db.selectFrom("jobs").select("run_after").where("id", "=", id).executeTakeFirstOrThrow()).run_after;
    expect(await runAfter(publish.id)).toBe(harness.clock.now);
    expect(await runAfter(stats.id)).toBe(harness.clock.now);
    expect(await runAfter(render.id)).toBe(later);
    expect(await runAfter(othersPost.id)).toBe(later);
  });
});
