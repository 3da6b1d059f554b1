import { describe, expect, it } from "vitest";
import { checkAnswer, checkAnswers, type AnswerRule } from "./form-answers";

const text: AnswerRule = { key: "name", type: "short_text", required: true, max_length: 5 };
const email: AnswerRule = { key: "email", type: "email", required: true };
const url: AnswerRule = { key: "site", type: "url", required: false };
const count: AnswerRule = { key: "count", type: "number", required: true, min: 1, max: 100 };
const choice: AnswerRule = { key: "size", type: "choice", required: true, options: [{ value: "s" }, { value: "m" }] };

describe("checkAnswer", () => {
  it("trims text and refuses blanks in a required question", () => {
    expect(checkAnswer(text, "  Ada ")).toEqual({ ok: true, value: "Ada" });
    expect(checkAnswer(text, "   ")).toEqual({ ok: false, problem: { code: "required" } });
    expect(checkAnswer(text, undefined)).toEqual({ ok: false, problem: { code: "required" } });
    expect(checkAnswer(text, "Adalbert")).toEqual({ ok: false, problem: { code: "too_long", max: 5 } });
  });

  it("lowercases e-mail and refuses a malformed one", () => {
    expect(checkAnswer(email, " Ada@Example.COM ")).toEqual({ ok: true, value: "ada@example.com" });
    expect(checkAnswer(email, "ada@")).toEqual({ ok: false, problem: { code: "email_format" } });
    expect(checkAnswer(email, `${"a".repeat(250)}@x.io`)).toEqual({ ok: false, problem: { code: "email_format" } });
  });

  it("reads a link typed without a scheme as https, and refuses other schemes", () => {
    expect(checkAnswer(url, "shop.example.com/bottle")).toEqual({ ok: true, value: "https://shop.example.com/bottle" });
    expect(checkAnswer(url, "http://shop.example.com")).toEqual({ ok: true, value: "http://shop.example.com/" });
    expect(checkAnswer(url, "javascript:alert(1)")).toEqual({ ok: false, problem: { code: "url_format" } });
    expect(checkAnswer(url, "not a link")).toEqual({ ok: false, problem: { code: "url_format" } });
    expect(checkAnswer(url, "")).toEqual({ ok: true, value: null });
  });

  it("checks numbers and their bounds", () => {
    expect(checkAnswer(count, "12")).toEqual({ ok: true, value: 12 });
    expect(checkAnswer(count, 7.5)).toEqual({ ok: true, value: 7.5 });
    expect(checkAnswer(count, "12abc")).toEqual({ ok: false, problem: { code: "number_format" } });
    expect(checkAnswer(count, "0")).toEqual({ ok: false, problem: { code: "number_too_small", min: 1 } });
    expect(checkAnswer(count, "101")).toEqual({ ok: false, problem: { code: "number_too_large", max: 100 } });
  });

  it("accepts only a listed choice", () => {
    expect(checkAnswer(choice, "m")).toEqual({ ok: true, value: "m" });
    expect(checkAnswer(choice, "xl")).toEqual({ ok: false, problem: { code: "choice_invalid" } });
  });
});

describe("checkAnswers", () => {
  it("reports every question's problem at once and ignores unknown keys", () => {
    const result = checkAnswers([text, email, choice], { name: "", email: "nope", size: "s", injected: "x" });
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual({ name: { code: "required" }, email: { code: "email_format" } });
    expect(result.answers).toEqual({ size: "s" });
  });

  it("does not read answers from the prototype", () => {
    const rule: AnswerRule = { key: "constructor", type: "short_text", required: true, max_length: 50 };
    expect(checkAnswers([rule], {}).problems).toEqual({ constructor: { code: "required" } });
  });
});
