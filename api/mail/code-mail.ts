import type { Language } from "../http/i18n";
import type { Mail } from "./mailer";

export type CodePurpose = "register" | "forget_password";

const texts = {
  en: {
    register: { subject: "Your Promoreel sign-up code", action: "finish creating your account" },
    forget_password: { subject: "Your Promoreel password reset code", action: "choose a new password" },
    body: (code: string, action: string, minutes: number) => [
      `Your code is ${code}.`,
      `Enter it to ${action}. It is valid for ${minutes} minutes.`,
      "If you did not ask for it, ignore this e-mail.",
    ],
  },
  "zh-Hans": {
    register: { subject: "你的 Promoreel 注册验证码", action: "完成账号注册" },
    forget_password: { subject: "你的 Promoreel 重置密码验证码", action: "设置新密码" },
    body: (code: string, action: string, minutes: number) => [
      `你的验证码是 ${code}。`,
      `请输入验证码以${action}，${minutes} 分钟内有效。`,
      "如果这不是你本人的操作，请忽略此邮件。",
    ],
  },
};

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function codeMail(options: { to: string; code: string; purpose: CodePurpose; language: Language; validMinutes: number; appUrl: string }): Mail {
  const language = texts[options.language];
  const { subject, action } = language[options.purpose];
  const lines = [...language.body(options.code, action, options.validMinutes), options.appUrl];
  return {
    to: options.to,
    subject,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}
