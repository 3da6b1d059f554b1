import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { sendEmailCode, verifyEmailCode } from "~/data/account.server";
import { checkHoneypot } from "./honeypot.server";
import type { EmailCodeFlow } from "./session.server";
import { SendCodeSchema, VerifyCodeSchema } from "./validation";

type Purpose = EmailCodeFlow["purpose"];

/** The flow of this purpose kept in the session, if one is under way. */
export function emailCodeFlow(context: AppLoadContext, purpose: Purpose): EmailCodeFlow | undefined {
  const flow = context.session.emailCode;
  return flow?.purpose === purpose ? flow : undefined;
}

export function secondsUntilResend(flow: EmailCodeFlow, now = Date.now()): number {
  return Math.max(0, Math.ceil((flow.resendAt - now) / 1000));
}

async function sendCode(context: AppLoadContext, purpose: Purpose, email: string, { toast }: { toast: boolean }) {
  const result = await sendEmailCode(context, { email, purpose }, { toast });
  if (result.ok) context.session.setEmailCode({ purpose, email, resendAt: Date.now() + result.data.resend_after * 1000 });
  return result;
}

/**
 * The steps shared by sign-up and password reset: send a code, verify it, send another, start over. Returns the
 * response to give, or null when the intent is not one of these. Each answer names the form it belongs to, so the
 * page shows errors by the right form.
 */
export async function handleEmailCodeIntent({
  intent,
  formData,
  context,
  purpose,
  pagePath,
  verifiedPath,
}: {
  intent: string;
  formData: FormData;
  context: AppLoadContext;
  purpose: Purpose;
  /** Where the flow's page is: every step redirects back there (post/redirect/get). */
  pagePath: string;
  /** Where to go once the code is verified. */
  verifiedPath: string;
}) {
  const flow = emailCodeFlow(context, purpose);
  switch (intent) {
    case "send": {
      checkHoneypot(context, formData);
      const submission = parseWithZod(formData, { schema: SendCodeSchema });
      if (submission.status !== "success") return json({ form: "email", result: submission.reply() }, { status: 400 });
      const sent = await sendCode(context, purpose, submission.value.email, { toast: false });
      if (!sent.ok) return json({ form: "email", result: submission.reply({ formErrors: [sent.message] }) }, { status: 400 });
      return redirect(pagePath);
    }
    case "verify": {
      checkHoneypot(context, formData);
      if (!flow) return redirect(pagePath);
      const submission = parseWithZod(formData, { schema: VerifyCodeSchema });
      if (submission.status !== "success") return json({ form: "code", result: submission.reply() }, { status: 400 });
      const { code } = submission.value;
      const verified = await verifyEmailCode(context, { email: flow.email, code, purpose });
      if (!verified.ok) return json({ form: "code", result: submission.reply({ formErrors: [verified.message] }) }, { status: 400 });
      context.session.setEmailCode({ ...flow, verifiedCode: code });
      return redirect(verifiedPath);
    }
    case "resend": {
      if (!flow) return redirect(pagePath);
      const sent = await sendCode(context, purpose, flow.email, { toast: true });
      if (sent.ok) context.toasts.success(context.t("emailCode.resent"));
      else if (sent.failure === "transport") context.toasts.error(sent.message);
      return redirect(pagePath);
    }
    case "restart":
      context.session.setEmailCode(null);
      return redirect(pagePath);
    default:
      return null;
  }
}
