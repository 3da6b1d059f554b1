import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CreateHeader } from "~/components/create-header";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { LabelledValue } from "~/components/labelled-value";
import { PageHeading } from "~/components/page-heading";
import { PendingButton, Spinner } from "~/components/pending-button";
import { NoScriptRefresh, useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { VideoFrame } from "~/components/video-progress/video-frame";
import { readHealthReport, readSample, sendTestEmail, startSample } from "~/data/diagnostics.server";
import { requireUser, requireUserId } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";
import { loginRedirectUrl } from "~/utils/safe-redirect";
import { browserMediaHref } from "~/utils/video";
import { healthCheckNames, idPattern, isFinalStatus, type HealthReport, type SampleRenderView } from "../../api/contract";

/** Without JavaScript the page reloads itself this often while the sample is being made. */
const refreshSeconds = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/**
 * /test: the health report for anyone (200 when healthy, 503 when not; the same report as JSON for a monitor comes
 * from server/diagnostics-json.ts), and for a signed-in user the self-test, with `?sample=<id>` following a sample.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const report = await readHealthReport(context);
  const signedIn = Boolean(context.session.userId && context.session.tokens);
  const user = signedIn ? await requireUser(request, context) : null;
  const tokens = context.session.tokens;
  const sampleId = new URL(request.url).searchParams.get("sample");
  const sample = user && sampleId && idPattern.test(sampleId) ? await readSample(context, sampleId) : null;
  return json(
    {
      report,
      user,
      session: user && tokens ? { accessExpiresAt: tokens.accessTokenExpiresAt, refreshExpiresAt: tokens.refreshTokenExpiresAt } : null,
      sample: sample?.ok ? sample.data : null,
      sampleMissing: sample !== null && !sample.ok,
      loginHref: loginRedirectUrl("/test"),
      title: context.t("diagnostics.title"),
    },
    { status: report?.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store", Vary: "Accept" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const intent = (await readForm(request, context)).get("intent");
  if (intent === "sample") {
    const started = await startSample(context);
    if (started.ok) return redirect(`/test?sample=${encodeURIComponent(started.data.id)}`);
    context.toasts.error(started.message);
    return redirect("/test");
  }
  if (intent === "email") {
    const sent = await sendTestEmail(context);
    if (sent.ok) context.toasts.success(context.t("diagnostics.email.sent", { email: sent.data.to }));
    else context.toasts.error(sent.message);
    return redirect("/test");
  }
  throw json({ message: context.t("errors.formRejected") }, { status: 400 });
}

export default function TestPage() {
  const { t } = useTranslation();
  const { report, user, session, sample, sampleMissing, loginHref } = useLoaderData<typeof loader>();
  const working = sample !== null && !isFinalStatus(sample.status);
  useRefreshWhile(working, 2);

  return (
    <div className="min-h-screen">
      <NoScriptRefresh working={working} seconds={refreshSeconds} />
      <CreateHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeading title={t("diagnostics.title")} intro={t("diagnostics.intro")} />
        <HealthCard report={report} />

        {user && session ? (
          <section aria-labelledby="self-test" className="space-y-4">
            <h2 id="self-test" className="text-xl font-semibold">
              {t("diagnostics.selfTest")}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              <SampleCard sample={sample} missing={sampleMissing} />
              <div className="space-y-4">
                <EmailCard email={user.email} />
                <AccountCard user={user} session={session} />
              </div>
            </div>
          </section>
        ) : (
          <section className="card space-y-3">
            <h2 className="text-lg font-semibold">{t("diagnostics.signInTitle")}</h2>
            <p className="text-muted">{t("diagnostics.signInBody")}</p>
            <Link to={loginHref} className="btn-primary">
              {t("diagnostics.signIn")}
            </Link>
          </section>
        )}
      </main>
    </div>
  );
}

function HealthCard({ report }: { report: HealthReport | null }) {
  const { t, i18n } = useTranslation();
  if (!report) {
    return (
      <section role="alert" data-health="unavailable" className="card border-danger/40">
        <p className="font-semibold text-danger">{t("diagnostics.unreachable")}</p>
      </section>
    );
  }
  const failingNames = report.failing.map((name) => t(`diagnostics.check.${name}`)).join(", ");
  return (
    <section aria-labelledby="health" data-health={report.status} className="card space-y-4">
      <div className="space-y-1">
        <h2 id="health" className={`text-lg font-semibold ${report.status === "ok" ? "text-success" : "text-danger"}`}>
          {report.status === "ok" ? t("diagnostics.healthy") : t("diagnostics.unhealthy", { count: report.failing.length, names: failingNames })}
        </h2>
        <p className="text-sm text-muted">{t("diagnostics.version", { version: report.version, at: formatMoment(report.checked_at, i18n.language) })}</p>
      </div>
      <dl aria-label={t("diagnostics.checksLabel")} className="divide-y divide-line rounded-xl border border-line">
        {healthCheckNames.map((name) => (
          <div key={name} data-check={name} data-ok={String(report.checks[name].ok)} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_5rem_1fr] sm:items-center">
            <dt className="font-medium">{t(`diagnostics.check.${name}`)}</dt>
            <dd>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${report.checks[name].ok ? "bg-success/10 text-success" : "bg-danger/10 text-danger"}`}>
                {report.checks[name].ok ? t("diagnostics.pass") : t("diagnostics.fail")}
              </span>
            </dd>
            <dd className="text-sm text-muted">{checkDetail(report, name, t)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{t("diagnostics.monitor")}</p>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>["t"];

function checkDetail(report: HealthReport, name: HealthReport["failing"][number], t: Translate): string {
  const { checks } = report;
  switch (name) {
    case "database":
      return t(checks.database.ok ? "diagnostics.detail.databaseOk" : "diagnostics.detail.databaseFail");
    case "disk":
      if (checks.disk.free_bytes === null) return t("diagnostics.detail.diskUnknown");
      return t(checks.disk.ok ? "diagnostics.detail.diskFree" : "diagnostics.detail.diskFull", { free: formatBytes(checks.disk.free_bytes) });
    case "queue":
      if (checks.queue.waiting === 0 || checks.queue.oldest_waiting_ms === null) return t("diagnostics.detail.queueEmpty");
      return t("diagnostics.detail.queueWaiting", { count: checks.queue.waiting, age: formatAge(checks.queue.oldest_waiting_ms, t) });
    case "workers":
      return checks.workers.seen_last_minute === 0 ? t("diagnostics.detail.workersIdle") : t("diagnostics.detail.workers", { count: checks.workers.seen_last_minute });
    case "ffmpeg":
      return t(checks.ffmpeg.ok ? "diagnostics.detail.ffmpegOk" : "diagnostics.detail.ffmpegFail");
    case "voice":
      return t(checks.voice.ok ? "diagnostics.detail.voiceOk" : "diagnostics.detail.voiceFail");
  }
}

function SampleCard({ sample, missing }: { sample: SampleRenderView | null; missing: boolean }) {
  const { t } = useTranslation();
  const pending = useNavigation().formData?.get("intent") === "sample";
  const working = sample !== null && !isFinalStatus(sample.status);
  return (
    <article aria-labelledby="sample-title" data-sample-status={sample?.status} className="card space-y-4">
      <h3 id="sample-title" className="text-lg font-semibold">
        {t("diagnostics.sample.title")}
      </h3>
      <p className="text-sm text-muted">{t("diagnostics.sample.body")}</p>
      {missing ? (
        <p role="alert" className="text-sm text-danger">
          {t("diagnostics.sample.notFound")}
        </p>
      ) : null}
      {sample ? (
        <div className="space-y-3" aria-live="polite">
          <VideoFrame ratio="9:16">
            {sample.status === "ready" && sample.video_url ? (
              <video
                controls
                playsInline
                preload="metadata"
                src={browserMediaHref(sample.video_url)}
                aria-label={t("diagnostics.sample.player")}
                className="absolute inset-0 h-full w-full bg-black object-contain"
              />
            ) : (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary/40 to-zinc-900 p-4 text-center text-white">
                {working ? <Spinner className="h-8 w-8" /> : null}
                <p className="text-sm font-medium">{t(`videoProgress.status.${sample.status}`)}</p>
              </div>
            )}
          </VideoFrame>
          <p className={`font-semibold ${sample.status === "failed" ? "text-danger" : sample.status === "ready" ? "text-success" : ""}`} data-testid="sample-status">
            {t(`videoProgress.status.${sample.status}`)}
          </p>
          <p className="text-sm text-muted">{t(sample.music ? "diagnostics.sample.withMusic" : "diagnostics.sample.withoutMusic")}</p>
          {working ? (
            <>
              <ProgressBar
                value={sample.progress}
                label={t("videoProgress.progressLabel", { stage: t(`videoProgress.stage.${sample.stage}`, sample.stage ?? ""), percent: sample.progress })}
              />
              <p className="flex justify-between text-sm text-muted">
                <span>{t(`videoProgress.stage.${sample.stage}`, sample.stage ?? "")}</span>
                <span>{sample.progress}%</span>
              </p>
            </>
          ) : null}
          {sample.status === "failed" && sample.error ? (
            <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm">
              {sample.error}
            </p>
          ) : null}
        </div>
      ) : null}
      {working ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="sample" />
          <PendingButton pending={pending} className={sample ? "btn-secondary" : "btn-primary"}>
            {t(sample ? "diagnostics.sample.again" : "diagnostics.sample.start")}
          </PendingButton>
        </Form>
      )}
    </article>
  );
}

function EmailCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const pending = useNavigation().formData?.get("intent") === "email";
  return (
    <article aria-labelledby="email-title" className="card space-y-3">
      <h3 id="email-title" className="text-lg font-semibold">
        {t("diagnostics.email.title")}
      </h3>
      <p className="text-sm text-muted">{t("diagnostics.email.body", { email })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="email" />
        <PendingButton pending={pending} className="btn-secondary">
          {t("diagnostics.email.send")}
        </PendingButton>
      </Form>
    </article>
  );
}

function AccountCard({
  user,
  session,
}: {
  user: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["user"]>;
  session: { accessExpiresAt: number; refreshExpiresAt: number };
}) {
  const { t, i18n } = useTranslation();
  const { quota } = user;
  return (
    <article aria-labelledby="account-title" className="card space-y-3">
      <h3 id="account-title" className="text-lg font-semibold">
        {t("diagnostics.account.title")}
      </h3>
      <dl className="divide-y divide-line text-sm">
        <AccountRow label={t("diagnostics.account.email")}>{user.email}</AccountRow>
        <AccountRow label={t("diagnostics.account.plan")}>{t(`plan.${user.current_plan}`)}</AccountRow>
        <AccountRow label={t("diagnostics.account.quota")}>
          {t("diagnostics.account.quotaValue", { used: quota.used, rendering: quota.rendering, remaining: quota.remaining, limit: quota.limit })}
        </AccountRow>
        <AccountRow label={t("diagnostics.account.period")}>{formatMoment(quota.period_end, i18n.language)}</AccountRow>
        <AccountRow label={t("diagnostics.account.sessionEnds")}>{formatMoment(session.refreshExpiresAt, i18n.language)}</AccountRow>
        <AccountRow label={t("diagnostics.account.accessRenews")}>{formatMoment(session.accessExpiresAt, i18n.language)}</AccountRow>
      </dl>
    </article>
  );
}

function AccountRow({ label, children }: { label: string; children: string }) {
  return (
    <LabelledValue look="row" label={label}>
      {children}
    </LabelledValue>
  );
}

/** In UTC and said so: the server and the browser print the same text. */
function formatMoment(epochMs: number, language: string): string {
  return `${new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(epochMs)} UTC`;
}

function formatBytes(bytes: number): string {
  const gib = bytes / 1024 ** 3;
  return gib >= 1 ? `${gib.toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

function formatAge(ms: number, t: Translate): string {
  return ms >= 60_000 ? t("diagnostics.minutes", { count: Math.floor(ms / 60_000) }) : t("diagnostics.seconds", { count: Math.round(ms / 1000) });
}

export const ErrorBoundary = GeneralErrorBoundary;
