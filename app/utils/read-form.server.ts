import { json, type AppLoadContext } from "@remix-run/node";
import { readCappedBody } from "../../lib/read-capped-body";

/**
 * The largest form a page of ours posts without a file: twenty scenes of the longest text allowed, in Chinese and
 * percent-encoded, come to about 100 KiB. Nothing past the cap is kept, so a stranger cannot make the server hold
 * megabytes in memory by posting to a sign-in page.
 */
export const maxFormBytes = 256 * 1024;

/** What a browser posts a form as: URL-encoded, or multipart when the form says so. */
const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * An action's form fields, read up to `maxBytes`. Anything else is answered here as a translated envelope: 415 for a
 * body that is not a form, 413 for one past the cap, 400 for one that cannot be parsed.
 */
export async function readForm(request: Request, { t }: Pick<AppLoadContext, "t">, { maxBytes = maxFormBytes } = {}): Promise<FormData> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!formTypes.has(contentType.split(";")[0].trim().toLowerCase())) {
    await readCappedBody(request.body, 0, { pastCap: "drain" });
    throw json({ message: t("errors.formEncoding") }, { status: 415 });
  }
  // Past the cap the rest is still read, so a browser still sending sees the answer rather than a reset connection.
  const body = await readCappedBody(request.body, maxBytes, { pastCap: "drain" });
  if (!body) throw json({ message: t("errors.formTooLarge") }, { status: 413 });
  try {
    return await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw json({ message: t("errors.formRejected") }, { status: 400 });
  }
}
