import { json, type AppLoadContext } from "@remix-run/node";

/**
 * Refuses a public form that a bot filled in (remix-utils honeypot), with a message a person can act on. The check
 * only reads the posted fields and decrypts the time stamp the page gave: a stamp that does not decrypt makes the
 * library throw a plain Error ("Malformed UTF-8 data") instead of its SpamError, and is just as much a form we
 * did not hand out.
 */
export function checkHoneypot(context: AppLoadContext, formData: FormData) {
  try {
    context.honeypot.check(formData);
  } catch {
    throw json({ message: context.t("errors.formRejected") }, { status: 400 });
  }
}
