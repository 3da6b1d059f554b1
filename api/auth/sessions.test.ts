import { expect, it } from "vitest";
import { registerAccount, testPassword } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";

describeOnEachDatabase("sessions: refresh rotation, reuse detection, logout, password changes", (harness) => {
  const refresh = (refreshToken: unknown) => harness.call("POST", "auth/refresh_token", { json: { refresh_token: refreshToken } });
  const getUser = (accessToken: string) => harness.call("GET", "auth/user", { token: accessToken });
  const login = (email: string, password: string) => harness.call("POST", "auth/login", { json: { email, password } });

  it("rotates the refresh token on every use; the new pair works", async () => {
    const account = await registerAccount(harness);
    const signedInAt = harness.clock.now;
    harness.clock.advance(1000);
    const first = await refresh(account.refresh_token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(["access_token", "access_token_expire_at", "refresh_token", "refresh_token_expire_at"]);
    expect(first.body.data.refresh_token).not.toBe(account.refresh_token);
    expect(first.body.data.refresh_token_expire_at).toBe(signedInAt + 30 * 24 * 60 * 60_000);
    expect((await getUser(first.body.data.access_token)).status).toBe(200);

    const second = await refresh(first.body.data.refresh_token);
    expect(second.status).toBe(200);
    const stored = await harness.db.selectFrom("refresh_tokens").selectAll().where("user_id", "=", account.user.id).execute();
    expect(stored).toHaveLength(3);
    expect(new Set(stored.map((row) => row.family_id)).size).toBe(1);
    expect(stored.filter((row) => row.used_at === null)).toHaveLength(1);
    expect(stored.map((row) => row.token_hash)).not.toContain(second.body.data.refresh_token);
  });

  it("ends a sign-in 30 days after it started, however often it was refreshed", async () => {
    const account = await registerAccount(harness);
    const sessionEndsAt = harness.clock.now + 30 * 24 * 60 * 60_000;
    let refreshToken = account.refresh_token;
    for (let day = 1; day <= 29; day++) {
      harness.clock.advance(24 * 60 * 60_000);
      const rotated = await refresh(refreshToken);
      expect(rotated.status).toBe(200);
      expect(rotated.body.data.refresh_token_expire_at).toBe(sessionEndsAt);
      refreshToken = rotated.body.data.refresh_token;
    }
    harness.clock.advance(24 * 60 * 60_000 - 5 * 60_000);
    const last = await refresh(refreshToken);
    expect(last.status).toBe(200);
    // Five minutes are left: the access token gets five minutes, not fifteen.
    expect(last.body.data.access_token_expire_at).toBe(sessionEndsAt);

    harness.clock.advance(5 * 60_000);
    const ended = await refresh(last.body.data.refresh_token);
    expect(ended.body).toEqual({ status_code: 401, data: null, message: "Your session has ended. Please sign in again." });
    expect((await getUser(last.body.data.access_token)).status).toBe(401);
    const fresh = await login(account.email, account.password);
    expect(fresh.body.data.refresh_token_expire_at).toBe(harness.clock.now + 30 * 24 * 60 * 60_000);
  });

  it("revokes the whole family when a used refresh token comes back", async () => {
    const account = await registerAccount(harness);
    const rotated = await refresh(account.refresh_token);
    expect(rotated.status).toBe(200);

    const replay = await refresh(account.refresh_token);
    expect(replay.body).toEqual({ status_code: 401, data: null, message: "Your session has ended. Please sign in again." });
    expect((await refresh(rotated.body.data.refresh_token)).status).toBe(401);
    expect((await getUser(rotated.body.data.access_token)).status).toBe(401);
    expect((await getUser(account.access_token)).status).toBe(401);

    // Other sessions of the same user are untouched.
    const other = await login(account.email, account.password);
    expect((await getUser(other.body.data.access_token)).status).toBe(200);
  });

  it("gives exactly one 200 to ten parallel refreshes with the same token, and revokes the family", async () => {
    const account = await registerAccount(harness);
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(account.refresh_token)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    const winner = results.find((result) => result.status === 200)!;
    expect((await getUser(winner.body.data.access_token)).status).toBe(401);
    const [family] = await harness.db.selectFrom("refresh_families").select("revoked_at").where("user_id", "=", account.user.id).execute();
    expect(family.revoked_at).not.toBeNull();
    const unused = await harness.db.selectFrom("refresh_tokens").select("id").where("user_id", "=", account.user.id).where("used_at", "is", null).execute();
    expect(unused).toHaveLength(1);
  });

  it("refuses an expired, unknown or malformed refresh token without writing", async () => {
    const account = await registerAccount(harness);
    expect((await refresh("x".repeat(43))).status).toBe(401);
    expect((await refresh(42)).body).toMatchObject({ status_code: 400, message: "refresh_token must be a string." });
    expect((await harness.call("POST", "auth/refresh_token", { json: {} })).body.message).toBe("refresh_token is required.");

    harness.clock.advance(30 * 24 * 60 * 60_000);
    expect((await refresh(account.refresh_token)).status).toBe(401);
    const stored = await harness.db.selectFrom("refresh_tokens").selectAll().where("user_id", "=", account.user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].used_at).toBeNull();
  });

  it("logs out by refresh token: the family's tokens stop working", async () => {
    const account = await registerAccount(harness);
    const other = await login(account.email, account.password);
    const result = await harness.call("POST", "auth/logout", { json: { refresh_token: account.refresh_token } });
    expect(result.body).toEqual({ status_code: 200, data: null, message: "ok" });
    expect((await getUser(account.access_token)).status).toBe(401);
    expect((await refresh(account.refresh_token)).status).toBe(401);
    expect((await getUser(other.body.data.access_token)).status).toBe(200);
  });

  it("logs out by the bearer token's session, even with an already expired access token", async () => {
    const account = await registerAccount(harness);
    const byBearer = await harness.call("POST", "auth/logout", { token: account.access_token, json: {} });
    expect(byBearer.status).toBe(200);
    expect((await refresh(account.refresh_token)).status).toBe(401);

    const second = await login(account.email, account.password);
    harness.clock.advance(16 * 60_000);
    const expiredBearer = await harness.call("POST", "auth/logout", {
      token: second.body.data.access_token,
      json: { refresh_token: second.body.data.refresh_token },
    });
    expect(expiredBearer.status).toBe(200);
    expect((await refresh(second.body.data.refresh_token)).status).toBe(401);

    const nothing = await harness.call("POST", "auth/logout", { json: {} });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe("refresh_token is required.");
  });

  it("changes the password: every old session ends, the returned pair works", async () => {
    const account = await registerAccount(harness);
    const otherDevice = await login(account.email, account.password);
    const newPassword = "new-horse-battery-7";

    const wrongOld = await harness.call("POST", "auth/reset_password", {
      token: account.access_token,
      json: { old_password: "not-my-password-1", new_password: newPassword },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.message).toBe("The current password is incorrect.");
    const weak = await harness.call("POST", "auth/reset_password", {
      token: account.access_token,
      json: { old_password: account.password, new_password: "weak" },
    });
    expect(weak.body.message).toBe("The password must be 8 to 128 characters.");
    expect((await harness.call("POST", "auth/reset_password", { json: { old_password: "a", new_password: newPassword } })).status).toBe(401);

    const changed = await harness.call("POST", "auth/reset_password", {
      token: account.access_token,
      json: { old_password: account.password, new_password: newPassword },
    });
    expect(changed.status).toBe(200);
    for (const token of [account.access_token, otherDevice.body.data.access_token]) expect((await getUser(token)).status).toBe(401);
    for (const token of [account.refresh_token, otherDevice.body.data.refresh_token]) expect((await refresh(token)).status).toBe(401);
    expect((await getUser(changed.body.data.access_token)).status).toBe(200);
    expect((await refresh(changed.body.data.refresh_token)).status).toBe(200);

    expect((await login(account.email, account.password)).status).toBe(400);
    expect((await login(account.email, newPassword)).status).toBe(200);
  });

  it("resets a forgotten password with a mailed code, ending every session", async () => {
    const account = await registerAccount(harness);
    harness.clock.advance(60_000);
    const send = await harness.call("POST", "auth/email_captcha_send", { json: { email: account.email, purpose: "forget_password" } });
    expect(send.status).toBe(200);
    const mails = (await harness.readOutbox()).filter((mail) => mail.to === account.email);
    expect(mails.at(-1)!.subject).toBe("Your Promoreel password reset code");
    const code = await harness.latestCode(account.email);
    const newPassword = "brand-new-pass-9";

    const wrongCode = await harness.call("POST", "auth/forget_password", {
      json: { email: account.email, code: code === "111111" ? "111112" : "111111", new_password: newPassword },
    });
    expect(wrongCode.status).toBe(400);
    const weak = await harness.call("POST", "auth/forget_password", { json: { email: account.email, code, new_password: "abcdefgh" } });
    expect(weak.body.message).toBe("The password must contain at least one letter and one digit.");
    const registerCode = await harness.call("POST", "auth/register", { json: { email: account.email, code, name: "Eve", password: newPassword } });
    expect(registerCode.status).toBe(400);

    const reset = await harness.call("POST", "auth/forget_password", { json: { email: account.email, code, new_password: newPassword } });
    expect(reset.body).toEqual({ status_code: 200, data: null, message: "ok" });
    expect((await getUser(account.access_token)).status).toBe(401);
    expect((await refresh(account.refresh_token)).status).toBe(401);
    expect((await login(account.email, testPassword)).status).toBe(400);
    expect((await login(account.email, newPassword)).status).toBe(200);

    const again = await harness.call("POST", "auth/forget_password", { json: { email: account.email, code, new_password: "another-pass-8" } });
    expect(again.status).toBe(400);
    expect((await login(account.email, newPassword)).status).toBe(200);
  });
});
