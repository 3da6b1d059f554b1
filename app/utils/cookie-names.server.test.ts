import { describe, expect, it } from "vitest";
import { finalizeResponse } from "../request-context.server";
import { contextFor, cookieHeaderFrom, createFakeBackend, testConfig } from "../testing/fake-backend";
import { answerLocale, preferences, readTheme } from "./preferences.server";

const backend = createFakeBackend();
const production = { ...testConfig, cookieSecure: true };
const request = (cookie?: string) => new Request("https://promoreel.example/", { headers: cookie ? { Cookie: cookie } : {} });

/** What a browser requires before it keeps a `__Host-` cookie. */
function expectHostOnly(setCookie: string) {
  expect(setCookie).toMatch(/^__Host-/);
  expect(setCookie).toMatch(/; Secure/);
  expect(setCookie).toMatch(/; Path=\/(;|$)/);
  expect(setCookie).not.toMatch(/Domain=/i);
}

describe("cookies with Secure on (production)", () => {
  it("names the session and toast cookies __Host- and reads them back", async () => {
    const context = await contextFor(backend, request(), production);
    context.session.signIn("user-1", backend.issueTokens());
    context.toasts.success("Saved.");
    const setCookies = (await finalizeResponse(context, new Response(null, { status: 302, headers: { Location: "/" } }))).headers.getSetCookie();
    expect(setCookies).toHaveLength(2);
    setCookies.forEach(expectHostOnly);

    const next = await contextFor(backend, request(cookieHeaderFrom(setCookies)), production);
    expect(next.session.userId).toBe("user-1");
    expect(next.toasts.takeForRender().map((toast) => toast.lines)).toEqual([["Saved."]]);
  });

  it("names the language and theme cookies __Host- and reads them back", async () => {
    const { localeCookie, themeCookie } = preferences(production);
    const setCookies = [await localeCookie.serialize("zh"), await themeCookie.serialize("dark")];
    setCookies.forEach(expectHostOnly);

    const sent = request(cookieHeaderFrom(setCookies));
    expect((await contextFor(backend, sent, production)).locale).toBe("zh");
    expect(await readTheme(production, sent)).toBe("dark");
  });

  it("keeps the plain names without Secure (development and tests over http)", async () => {
    const { localeCookie } = preferences(testConfig);
    expect(await localeCookie.serialize("zh")).toMatch(/^lng=/);
    const context = await contextFor(backend, request(), testConfig);
    context.session.signIn("user-1", backend.issueTokens());
    expect((await finalizeResponse(context, new Response("page"))).headers.getSetCookie()[0]).toMatch(/^__session=/);
  });
});

describe("the language of an answer made outside Remix", () => {
  it("is the visitor's chosen language, else the browser's first one", async () => {
    const chinese = cookieHeaderFrom([await preferences(testConfig).localeCookie.serialize("zh")]);
    expect(await answerLocale(testConfig, { cookie: chinese, acceptLanguage: "en-US,en;q=0.9" })).toBe("zh");
    expect(await answerLocale(testConfig, { acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.8" })).toBe("zh");
    expect(await answerLocale(testConfig, { acceptLanguage: "de-DE,zh;q=0.5" })).toBe("en");
    expect(await answerLocale(testConfig, {})).toBe("en");
  });
});
