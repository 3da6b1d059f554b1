import { json, type AppLoadContext } from "@remix-run/node";
import { Honeypot } from "remix-utils/honeypot/server";

/** No page of ours was handed out before this (2024-01-01). */
const earliestIssuedStamp = Date.UTC(2024, 0, 1);

/**
 * The library takes any past number as a time stamp, and a forged value decrypts to a short number (say "7") often
 * enough to pass once in a few thousand tries: a stamp must also be one a page of ours could have given.
 */
export class IssuedStampHoneypot extends Honeypot {
  protected override isValidTimeStamp(timestamp: number): boolean {
    return super.isValidTimeStamp(timestamp) && timestamp >= earliestIssuedStamp;
  }
}

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
