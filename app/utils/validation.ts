import { z } from "zod";
import { idPattern } from "../../api/contract";

/**
 * Field rules shared by the browser (instant feedback) and the server (the truth), matching docs/api-v1.md.
 * Messages are i18n keys, translated where they are shown.
 */
export const EmailSchema = z.string({ required_error: "validation.emailRequired" }).trim().toLowerCase().max(254, "validation.emailFormat").email("validation.emailFormat");

export const NameSchema = z
  .string({ required_error: "validation.nameRequired" })
  .trim()
  .min(1, "validation.nameRequired")
  .max(50, "validation.nameTooLong")
  .regex(/^[\p{L}\p{M}\p{N} .'_-]+$/u, "validation.invalidCharacters");

export const PasswordSchema = z
  .string({ required_error: "validation.passwordRequired" })
  .min(8, "validation.passwordTooShort")
  .max(128, "validation.passwordTooLong")
  .refine((password) => /\p{L}/u.test(password) && /\d/.test(password), "validation.passwordWeak");

export const CodeSchema = z
  .string({ required_error: "validation.codeRequired" })
  .trim()
  .regex(/^\d{6}$/, "validation.codeFormat");

/** A record's id posted by a form of ours (a product, a video, a script): anything else was tampered with. */
export const RecordIdSchema = z.string().trim().regex(idPattern, "errors.formRejected");

export const SendCodeSchema = z.object({ email: EmailSchema });
export const VerifyCodeSchema = z.object({ code: CodeSchema });

/**
 * A form with a new password typed twice, plus `fields`. One flat object (not an intersection), which conform's
 * coercion understands.
 */
export function withNewPassword<Shape extends z.ZodRawShape>(fields: Shape) {
  return z
    .object({
      ...fields,
      password: PasswordSchema,
      confirmPassword: z.string({ required_error: "validation.confirmPasswordRequired" }),
    })
    .refine(({ password, confirmPassword }) => password === confirmPassword, {
      path: ["confirmPassword"],
      message: "validation.passwordsDiffer",
    });
}

/** Fields never sent back to the browser. */
export const passwordFields = ["password", "confirmPassword", "currentPassword"];
