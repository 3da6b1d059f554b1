import { expect, it } from "vitest";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";
import { errorGroupsShown, listErrorReports, parseAdminCommand } from "./commands";

it("reads `errors` without arguments", () => {
  expect(parseAdminCommand(["errors"])).toEqual({ kind: "errors" });
  expect(parseAdminCommand(["errors", "all"])).toEqual({ kind: "usage-error", message: "errors takes no arguments." });
});

describeOnEachDatabase("npm run admin -- errors", (harness) => {
  async function runErrors() {
    const out: string[] = [];
    const context = { db: harness.db, now: () => harness.clock.now, actor: "ops", out: (line: string) => out.push(line), err: (line: string) => out.push(`ERR ${line}`) };
    const code = await listErrorReports(context);
    return { code, out };
  }
  const report = (json: Record<string, string>, token?: string) => harness.call("POST", "platform/exception", { json, ...(token ? { token } : {}) });

  it("says when nothing has been reported", async () => {
    expect(await runErrors()).toEqual({ code: 0, out: ["No error has been reported."] });
  });

  it("lists the reports grouped by message and page, with their count and last time, latest first", async () => {
    const account = await registerAccount(harness);
    const start = harness.clock.now;
    await report({ message: "TypeError: x is undefined", url: "/videos", stack: "at a.js:1:1" });
    harness.clock.advance(60_000);
    await report({ message: "TypeError: x is undefined", url: "/videos", stack: "at a.js:1:1" }, account.access_token);
    await report({ message: "TypeError: x is undefined", url: "/avatars" });
    harness.clock.advance(60_000);
    await report({ message: "Loading chunk failed (missing):\n/build/routes/_shell.videos-ABC.js" });
    harness.clock.advance(60_000);
    await report({ message: "TypeError: x is undefined", url: "/videos" });

    const at = (ms: number) => new Date(start + ms).toISOString();
    expect(await runErrors()).toEqual({
      code: 0,
      out: [
        `3 report(s), last ${at(180_000)}  /videos  TypeError: x is undefined`,
        `1 report(s), last ${at(120_000)}  (no page)  Loading chunk failed (missing): /build/routes/_shell.videos-ABC.js`,
        `1 report(s), last ${at(60_000)}  /avatars  TypeError: x is undefined`,
      ],
    });
  });

  it(`shows the ${errorGroupsShown} groups seen most recently and says there are more`, async () => {
    for (let index = 0; index <= errorGroupsShown + 3; index++) {
      harness.clock.advance(1000);
      await report({ message: `Error: number ${index}`, url: "/many" });
    }
    const { out } = await runErrors();
    expect(out).toHaveLength(errorGroupsShown + 1);
    expect(out[0]).toMatch(/\/many {2}Error: number 103$/);
    expect(out.at(-1)).toBe(`Only the ${errorGroupsShown} groups seen most recently are shown.`);
  });
});
