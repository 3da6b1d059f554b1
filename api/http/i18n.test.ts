import { describe, expect, it } from "vitest";
import { languageFromHeader, translate } from "./i18n";

describe("API message language", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["zh", "zh-Hans"],
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh-Hans"],
    ["zh-Hant-TW", "zh-Hans"],
    ["en-US,en;q=0.9,zh;q=0.8", "en"],
    ["fr;q=0.5, zh;q=0.9", "zh-Hans"],
    ["zh;q=0, en", "en"],
    ["es", "en"],
  ])("reads %o as %s", (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });

  it("fills placeholders and keeps the spec's texts", () => {
    expect(translate("rate_limited", "en", { seconds: 42 })).toBe("Too many requests. Try again in 42 s.");
    expect(translate("rate_limited", "zh-Hans", { seconds: 42 })).toBe("请求过于频繁，请在 42 秒后重试。");
    expect(translate("email_format", "en")).toBe("Email format error");
    expect(translate("name_required", "en")).toBe("Please fill in the name");
    expect(translate("invalid_characters", "en")).toBe("Invalid characters");
  });
});
