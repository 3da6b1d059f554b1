import { expect } from "vitest";
import type { ApiHarness } from "./harness";

let accountCounter = 0;

export function uniqueEmail(prefix = "user") {
  accountCounter += 1;
  return `${prefix}-${accountCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const testPassword = "correct-horse-42";

/** Signs up through the public calls with the code from the outbox; returns the register response data. */
export async function registerAccount(harness: ApiHarness, options: { email?: string; name?: string; password?: string; invitationCode?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? testPassword;
  const send = await harness.call("POST", "auth/email_captcha_send", { json: { email, purpose: "register" } });
  expect(send.status, send.body.message).toBe(200);
  const code = await harness.latestCode(email);
  const register = await harness.call("POST", "auth/register", {
    json: { email, code, name: options.name ?? "Ada Lovelace", password, invitation_code: options.invitationCode },
  });
  expect(register.status, register.body.message).toBe(200);
  return { email, password, ...register.body.data } as {
    email: string;
    password: string;
    user: { id: string; name: string; email: string; [field: string]: unknown };
    access_token: string;
    refresh_token: string;
    access_token_expire_at: number;
    refresh_token_expire_at: number;
  };
}
