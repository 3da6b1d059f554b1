import { json, type AppLoadContext } from "@remix-run/node";

/** Refuses a public form that a bot filled in (remix-utils honeypot), with a message a person can act on. */
export function checkHoneypot(context: AppLoadContext, formData: FormData) {
  try {
    context.honeypot.check(formData);
  } catch (error) {
    if (error instanceof Error && error.name === "SpamError") throw json({ message: context.t("errors.formRejected") }, { status: 400 });
    throw error;
  }
}
