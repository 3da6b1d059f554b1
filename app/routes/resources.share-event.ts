import { json, type ActionFunctionArgs } from "@remix-run/node";
import { isShareToken } from "~/components/preview/share";
import { countShareEvent } from "~/data/preview.server";
import { readForm } from "~/utils/read-form.server";

const eventTypes = ["play", "complete"] as const;

/**
 * The share page's player posts its first play and its play to the end here (with JavaScript only), and the web
 * server passes them to `POST share/:token/event` with the visitor's IP. The API counts each once per visitor per
 * day and rate-limits per IP; this route only refuses what did not come from a page of this site, so another site
 * cannot make its visitors' browsers count plays nobody watched.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin") return json({ message: context.t("errors.formRejected") }, { status: 403 });

  const formData = await readForm(request, context);
  const token = formData.get("token");
  const type = eventTypes.find((candidate) => candidate === formData.get("type"));
  if (!isShareToken(token) || !type) return json({ message: context.t("errors.formRejected") }, { status: 400 });

  const result = await countShareEvent(context, token, type);
  if (result.ok) return json({ counted: result.data.counted });
  return json({ message: result.message }, { status: result.failure === "transport" ? 503 : result.status });
}
