/**
 * What /test reads from the API and asks of it: the health report anyone may read, and the signed-in self-test (a
 * sample video, a test e-mail).
 */
import type { AppLoadContext } from "@remix-run/node";
import { loaded, type Loaded } from "~/utils/api.server";
import type { HealthReport, SampleRenderView, TestEmailView } from "../../api/contract";

/** The report, healthy or not (a 503 carries it too); null when the API did not answer at all. */
export async function readHealthReport(context: AppLoadContext): Promise<HealthReport | null> {
  const result = await context.api.get<HealthReport>("diagnostics/health", undefined, { toast: false });
  if (result.ok) return result.data;
  return result.failure === "status" && result.status === 503 ? (result.data as HealthReport) : null;
}

export async function readSample(context: AppLoadContext, id: string): Promise<Loaded<SampleRenderView>> {
  return loaded(await context.api.get<SampleRenderView>("diagnostics/sample", { id }, { toast: false }));
}

export async function startSample(context: AppLoadContext): Promise<Loaded<SampleRenderView>> {
  return loaded(await context.api.post<SampleRenderView>("diagnostics/sample", {}, { toast: false }));
}

export async function sendTestEmail(context: AppLoadContext): Promise<Loaded<TestEmailView>> {
  return loaded(await context.api.post<TestEmailView>("diagnostics/test-email", {}, { toast: false }));
}
