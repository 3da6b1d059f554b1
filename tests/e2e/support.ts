import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

const outboxDir = () => path.join(process.env.E2E_DATA_DIR!, "outbox");

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sent_at: number;
}

/** Waits for the newest mail to `to` sent after `since` and returns the six-digit code in it. */
export async function readCodeFromOutbox(to: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outboxDir()).catch(() => [] as string[]);
        const mails: OutboxMail[] = await Promise.all(
          files.filter((file) => file.endsWith(".json")).map(async (file) => JSON.parse(await readFile(path.join(outboxDir(), file), "utf8"))),
        );
        const newest = mails
          .filter((mail) => mail.to === to && mail.sent_at >= since)
          .sort((a, b) => b.sent_at - a.sent_at)[0];
        code = newest?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000, message: `a code mailed to ${to}` },
    )
    .toBeTruthy();
  return code!;
}

export const defaultPassword = "correct-horse-42";

/** Creates an account through the public /api/v1 calls, with a real code from the outbox. */
export async function createAccount(request: APIRequestContext, { name = "Ada Lovelace", password = defaultPassword } = {}) {
  const email = uniqueEmail();
  const since = Date.now();
  const send = await request.post("/api/v1/auth/email_captcha_send", { data: { email, purpose: "register" } });
  expect(send.status()).toBe(200);
  const code = await readCodeFromOutbox(email, since);
  const register = await request.post("/api/v1/auth/register", { data: { email, code, name, password } });
  expect(register.status()).toBe(200);
  return { email, password, name };
}
