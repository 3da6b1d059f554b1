/**
 * The checks of one answer, shared by the API (the truth) and the form page (instant feedback, one question at a
 * time). Pure and small: it runs in the browser too. Problems are codes; each side words them in its own texts.
 */
import { z } from "zod";

export type AnswerProblem =
  | { code: "required" }
  | { code: "email_format" }
  | { code: "url_format" }
  | { code: "number_format" }
  | { code: "number_too_small"; min: number }
  | { code: "number_too_large"; max: number }
  | { code: "choice_invalid" }
  | { code: "too_long"; max: number };

/** The parts of a question its checks need (a FieldView has them all). */
export type AnswerRule = { key: string; required: boolean } & (
  | { type: "short_text"; max_length: number }
  | { type: "email" }
  | { type: "url" }
  | { type: "number"; min: number | null; max: number | null }
  | { type: "choice"; options: ReadonlyArray<{ value: string }> }
);

export type AnswerValue = string | number | null;

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; problem: AnswerProblem };

export const answerLimits = { email: 254, url: 2000, number: 40 } as const;

const emailFormat = z.string().email();

/** A product link typed without its scheme ("shop.com/bottle") is read as https. */
function webAddress(text: string): string | null {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) return null;
    return url.href;
  } catch {
    return null;
  }
}

export function checkAnswer(rule: AnswerRule, raw: unknown): AnswerCheck {
  const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" && Number.isFinite(raw) ? String(raw) : "";
  if (text === "") return rule.required ? { ok: false, problem: { code: "required" } } : { ok: true, value: null };
  switch (rule.type) {
    case "short_text":
      return text.length > rule.max_length ? { ok: false, problem: { code: "too_long", max: rule.max_length } } : { ok: true, value: text };
    case "email": {
      const email = text.toLowerCase();
      return email.length <= answerLimits.email && emailFormat.safeParse(email).success ? { ok: true, value: email } : { ok: false, problem: { code: "email_format" } };
    }
    case "url": {
      const url = text.length <= answerLimits.url ? webAddress(text) : null;
      return url && url.length <= answerLimits.url ? { ok: true, value: url } : { ok: false, problem: { code: "url_format" } };
    }
    case "number": {
      const value = text.length <= answerLimits.number && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(value)) return { ok: false, problem: { code: "number_format" } };
      if (rule.min !== null && value < rule.min) return { ok: false, problem: { code: "number_too_small", min: rule.min } };
      if (rule.max !== null && value > rule.max) return { ok: false, problem: { code: "number_too_large", max: rule.max } };
      return { ok: true, value };
    }
    case "choice":
      return rule.options.some((option) => option.value === text) ? { ok: true, value: text } : { ok: false, problem: { code: "choice_invalid" } };
  }
}

/** Every question's answer, or every question's problem: a page without JavaScript shows them all at once. */
export function checkAnswers(rules: readonly AnswerRule[], raw: Readonly<Record<string, unknown>>) {
  const answers: Record<string, AnswerValue> = {};
  const problems: Record<string, AnswerProblem> = {};
  for (const rule of rules) {
    const check = checkAnswer(rule, Object.hasOwn(raw, rule.key) ? raw[rule.key] : undefined);
    if (check.ok) answers[rule.key] = check.value;
    else problems[rule.key] = check.problem;
  }
  return { answers, problems, valid: Object.keys(problems).length === 0 };
}
