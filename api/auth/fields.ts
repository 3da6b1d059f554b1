import { z } from "zod";

// Messages are i18n keys (see http/i18n.ts); the English texts of the spec are 'Email format error',
// 'Please fill in the name' and 'Invalid characters'.

export const emailField = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.string().max(254, "email_format").email("email_format"));

export const nameField = z
  .string()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, "name_required")
      .max(50, "name_too_long")
      .regex(/^[\p{L}\p{M}\p{Nd} .'_-]+$/u, "invalid_characters"),
  );

export const passwordField = z
  .string()
  .min(8, "password_length")
  .max(128, "password_length")
  .refine((value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), "password_letter_and_digit");

export const codeField = z.string().regex(/^\d{6}$/, "code_format");

export const purposeField = z.enum(["register", "forget_password"], { errorMap: () => ({ message: "purpose_invalid" }) });

export const languageField = z.enum(["en", "zh-Hans"], { errorMap: () => ({ message: "language_invalid" }) });

export const refreshTokenField = z.string().min(1).max(200);
