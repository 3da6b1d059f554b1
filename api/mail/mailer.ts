import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../lib/logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Sends over SMTP with nodemailer. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * Development stand-in for SMTP: one JSON file per mail in outboxDir, which developers and the e2e tests read.
 * The log line says where the mail went, not what it says (it holds a code).
 */
export function createOutboxMailer(outboxDir: string, now: () => number, logger: Logger): Mailer {
  return {
    async send(mail) {
      const sentAt = now();
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${sentAt}-${randomUUID()}.json`);
      // Written aside and renamed, so a reader never sees half a mail.
      await writeFile(`${file}.partial`, JSON.stringify({ ...mail, sent_at: sentAt }, null, 2));
      await rename(`${file}.partial`, file);
      logger.info("mail written to the development outbox (set SMTP_URL to send it)", { file });
    },
    close: () => {},
  };
}
