import { describe, expect, it } from "vitest";
import { en } from "./en";
import { zh } from "./zh";

function keys(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === "object" && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

function leaves(messages: object): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === "object" && value !== null ? leaves(value) : [value]));
}

describe("locales", () => {
  it("zh has exactly the keys of en", () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it("has no empty texts", () => {
    for (const text of [...leaves(en), ...leaves(zh)]) expect(text).not.toBe("");
  });

  it("keeps the same placeholders in both languages", () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    const zhByKey = new Map(keys(zh).map((key) => [key, key.split(".").reduce<any>((node, part) => node[part], zh)]));
    for (const key of keys(en)) {
      const english = key.split(".").reduce<any>((node, part) => node[part], en);
      expect(placeholders(zhByKey.get(key)), key).toEqual(placeholders(english));
    }
  });

  it("keeps the spec's validation texts in English", () => {
    expect(en.validation.emailFormat).toBe("Email format error");
    expect(en.validation.nameRequired).toBe("Please fill in the name");
    expect(en.validation.invalidCharacters).toBe("Invalid characters");
  });
});
