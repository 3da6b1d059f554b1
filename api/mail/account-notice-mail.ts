import type { Language } from "../http/i18n";
import { escapeHtml } from "./code-mail";
import type { Mail } from "./mailer";

/**
 * What a code request gets instead of a code when the account is not what the purpose needs: a sign-up for an
 * e-mail that has an account, a reset for one that has none. Sending a mail either way gives both cases the same
 * answer and the same time, so the request does not tell who has an account (docs/decisions/016).
 */
export type AccountNotice = "account_exists" | "no_account";

const texts: Record<Language, Record<AccountNotice, { subject: string; lines: string[]; path: string }>> = {
  en: {
    account_exists: {
      subject: "You already have a Promoreel account",
      lines: [
        "Someone, probably you, asked to sign up to Promoreel with this e-mail address, which already has an account.",
        "Sign in instead. If you have forgotten your password, choose “Forgot password?” on the sign-in page.",
        "If you did not ask, ignore this e-mail: nothing has changed.",
      ],
      path: "/account/login",
    },
    no_account: {
      subject: "Your Promoreel password reset",
      lines: [
        "Someone, probably you, asked to reset the Promoreel password of this e-mail address, but it has no account.",
        "To create one, sign up at the address below.",
        "If you did not ask, ignore this e-mail.",
      ],
      path: "/account/register",
    },
  },
  "zh-Hans": {
    account_exists: {
      subject: "你已经有 Promoreel 账号了",
      lines: [
        "有人（可能是你）用此邮箱申请注册 Promoreel，但该邮箱已有账号。",
        "请直接登录。如果忘记了密码，请在登录页选择“忘记密码？”。",
        "如果这不是你本人的操作，请忽略此邮件，账号没有任何变化。",
      ],
      path: "/account/login",
    },
    no_account: {
      subject: "你的 Promoreel 重置密码请求",
      lines: ["有人（可能是你）申请重置此邮箱的 Promoreel 密码，但该邮箱还没有账号。", "如需创建账号，请通过下面的地址注册。", "如果这不是你本人的操作，请忽略此邮件。"],
      path: "/account/register",
    },
  },
};

export function accountNoticeMail(options: { to: string; notice: AccountNotice; language: Language; appUrl: string }): Mail {
  const { subject, lines, path } = texts[options.language][options.notice];
  const all = [...lines, `${options.appUrl}${path}`];
  return {
    to: options.to,
    subject,
    text: all.join("\n\n"),
    html: all.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}
