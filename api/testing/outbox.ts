import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: number;
}

/** Every mail in `${dataDir}/outbox/`, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const folder = path.join(dataDir, "outbox");
  const files = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.filter((file) => file.endsWith(".json")).map(async (file) => JSON.parse(await readFile(path.join(folder, file), "utf8")) as OutboxMail),
  );
  return mails.sort((a, b) => a.sent_at - b.sent_at);
}

/** The six-digit code in the newest mail to `to`, or undefined. */
export async function latestCodeInOutbox(dataDir: string, to: string): Promise<string | undefined> {
  const mails = (await readOutbox(dataDir)).filter((mail) => mail.to === to);
  return mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
}
