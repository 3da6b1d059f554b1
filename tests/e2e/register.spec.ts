import { expect, expectHome, exactPath, readCodeFromOutbox, test, toast, uniqueEmail, wrongCode } from "./support";

test("a new user signs up with the code from the e-mail and lands on home, signed in", async ({ page, javaScriptEnabled }) => {
  const email = uniqueEmail("signup");
  const name = "Grace Hopper";
  const password = "compiler-1952";

  await page.goto("/account/login");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(exactPath("/account/register"));
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();

  // Step 1: the e-mail, checked by the form first.
  await page.getByLabel("E-mail").fill("grace.example.com");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Email format error")).toBeVisible();

  await page.getByLabel("E-mail").fill(email);
  const sentAfter = Date.now();
  await page.getByRole("button", { name: "Send code" }).click();

  // Step 2: the code, with the resend button waiting for its timer.
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expect(page).toHaveURL(exactPath("/account/register"));
  const countdown = page.getByTestId("resend-countdown");
  await expect(countdown).toHaveText(/^You can request a new code in \d+ s\.$/);
  await expect(page.getByRole("button", { name: "Resend code" })).toBeDisabled();
  if (javaScriptEnabled) {
    // With JavaScript the seconds count down live.
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });
  }

  const code = await readCodeFromOutbox(email, sentAfter);
  await page.getByLabel("Code").fill(wrongCode(code));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("The code is wrong or has expired. Check it or request a new one.")).toBeVisible();

  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();

  // Step 3: name and password. A first try without a name and without agreeing names both.
  const nameField = page.getByLabel("Name");
  await expect(nameField).toBeVisible();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeHidden();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Please fill in the name")).toBeVisible();
  await expect(page.getByText("Please agree to the terms to sign up")).toBeVisible();
  await expect(page).toHaveURL(exactPath("/account/register"));

  // Then a name with characters it may not hold, and passwords that differ.
  await nameField.fill("Grace <script>");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(`${password}-typo`);
  await page.getByLabel("I agree to the terms of service and the privacy policy").check();
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Invalid characters")).toBeVisible();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await expect(page.getByText("Please fill in the name")).toBeHidden();

  if (!javaScriptEnabled) {
    // The server never sends a password back: the page it answered with has both fields empty.
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Confirm password")).toHaveValue("");
    expect(await page.content()).not.toContain(password);
  }
  await nameField.fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByLabel("I agree to the terms of service and the privacy policy").check();
  await page.getByRole("button", { name: "Sign up" }).click();

  await expectHome(page, name);
  await expect(toast(page, `Welcome to Promoreel, ${name}!`)).toBeVisible();
  await expect(page.getByText("Videos used this month")).toBeVisible();
  await expect(page.getByText("0 / 3")).toBeVisible();

  // Signed in for real: the session survives a reload, and the sign-in page sends the user home.
  await page.reload();
  await expectHome(page, name);
  await page.goto("/account/register");
  await expectHome(page, name);
});
