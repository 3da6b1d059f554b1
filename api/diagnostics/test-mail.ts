import type { Language } from "../http/i18n";
import type { Mail } from "../mail/mailer";

const texts = {
  en: {
    subject: "Promoreel test e-mail",
    body: (sentAt: string) => [`You asked Promoreel to send this test e-mail on ${sentAt} (UTC).`, "If you are reading it, e-mail from Promoreel reaches you."],
  },
  "zh-Hans": {
    subject: "Promoreel 测试邮件",
    body: (sentAt: string) => [`您于 ${sentAt}（UTC）让 Promoreel 发送了这封测试邮件。`, "如果您能读到它，说明 Promoreel 的邮件可以送达您。"],
  },
};

/** The self-test's e-mail, in the user's language: plain words, no link, nothing to act on. */
export function testMail(options: { to: string; sentAt: number; language: Language }): Mail {
  const language = texts[options.language];
  const lines = language.body(new Date(options.sentAt).toISOString().slice(0, 16).replace("T", " "));
  return { to: options.to, subject: language.subject, text: lines.join("\n\n"), html: lines.map((line) => `<p>${line}</p>`).join("\n") };
}
