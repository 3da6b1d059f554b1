// Signing in as a browser without JavaScript does, for the scripts that measure or sweep signed-in pages.

/** The few entities React writes into attribute values (types in web-sign-in.d.mts). */
export function decodeEntities(text) {
  return text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/**
 * Reads the sign-in page's hidden fields (honeypot, where to go next), posts them with the e-mail and password, and
 * returns the session cookies as a Cookie header.
 */
export async function signInThroughTheWebForm(origin, email, password) {
  const page = await fetch(`${origin}/account/login`);
  const pageCookies = page.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const form = new URLSearchParams();
  for (const match of (await page.text()).matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    if (name && !["email", "password"].includes(name)) form.set(name, decodeEntities(/value="([^"]*)"/.exec(match[0])?.[1] ?? ""));
  }
  form.set("email", email);
  form.set("password", password);
  const response = await fetch(`${origin}/account/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: pageCookies },
    body: form,
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`Signing in through the web form failed with status ${response.status}.`);
  return cookies.join("; ");
}
