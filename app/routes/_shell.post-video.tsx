import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field, LabelledControl, TextareaField } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { PendingButton } from "~/components/pending-button";
import { connectionsPath } from "~/components/social/connect-form";
import { PostList, postVideoHref, videoPostsHref } from "~/components/social/post-list";
import { platformNames } from "~/components/social/platforms";
import { TikTokDisclosureFields } from "~/components/social/tiktok-disclosure";
import { TryAgainAlert } from "~/components/try-again-alert";
import { cancelPost, createPosts, loadPostScreen } from "~/data/post-video.server";
import { requireUserId } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { isTimeZone, zonedLocalToEpoch } from "~/utils/zoned-time";
import { idPattern } from "../../api/contract";
import {
  captionLimits,
  defaultRatios,
  platformRatios,
  socialLimits,
  socialPrivacies,
  type SocialAccountView,
  type TikTokDisclosure,
  type SocialPlatformName,
  type SocialPrivacy,
  type SocialRatio,
} from "../../api/contract/social";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** What the form holds, sent back with a refusal so nothing typed is lost. */
interface PostFormValues {
  accounts: string[];
  ratios: Record<string, string>;
  caption: string;
  title: string;
  privacy: string;
  /** "yes" when the promotes-a-product box is ticked; `disclosure` the kind chosen under it. */
  promotes: string;
  disclosure: string;
  at: string;
  timeZone: string;
}

interface PostFormErrors {
  form?: string;
  accounts?: string;
  caption?: string;
  privacy?: string;
  disclosure?: string;
  at?: string;
  timeZone?: string;
  /** By account id: its ratio, or that it must be reconnected. */
  account?: Record<string, string>;
}

/** The API's field names of a refusal, as the form's. */
const refusalFields: Record<string, Exclude<keyof PostFormErrors, "account">> = {
  scheduled_at: "at",
  time_zone: "timeZone",
  caption: "caption",
  privacy: "privacy",
  tiktok_disclosure: "disclosure",
};

function readVideoId(request: Request): string {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!idPattern.test(id)) throw new Response(null, { status: 404 });
  return id;
}

/** Every zone the server knows, UTC first: the choice without JavaScript (which picks the browser's). */
function timeZones(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
}

/** A ready video's post form and its posts so far. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const videoId = readVideoId(request);
  const loaded = await loadPostScreen(context, videoId);
  const title = loaded.ok ? context.t("social.postTitle", { title: loaded.data.video.title }) : context.t("social.postVideo");
  return json({ title: `${title} · ${context.t("app.name")}`, failure: loaded.ok ? null : loaded.message, screen: loaded.ok ? loaded.data : null, zones: timeZones() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const videoId = readVideoId(request);
  const form = await readForm(request, context);
  const { t } = context;
  if (form.get("intent") === "cancel") {
    const back = safeRedirectPath(String(form.get("back") ?? ""), postVideoHref(videoId));
    const cancelled = await cancelPost(context, String(form.get("post_id") ?? ""));
    if (cancelled.ok) context.toasts.success(t("social.cancelled"));
    else context.toasts.error(cancelled.message);
    return redirect(back);
  }

  const accounts = form.getAll("account").map(String);
  const values: PostFormValues = {
    accounts,
    ratios: Object.fromEntries(accounts.map((id) => [id, String(form.get(`ratio_${id}`) ?? "")])),
    caption: String(form.get("caption") ?? ""),
    title: String(form.get("title") ?? ""),
    privacy: String(form.get("privacy") ?? "public"),
    promotes: String(form.get("promotes") ?? ""),
    disclosure: String(form.get("disclosure") ?? ""),
    at: String(form.get("at") ?? ""),
    timeZone: String(form.get("time_zone") ?? "UTC"),
  };
  const later = form.get("when") === "later";
  const errors: PostFormErrors = {};
  if (accounts.length === 0) errors.accounts = t("social.chooseAccount");
  if (!values.caption.trim()) errors.caption = t("social.captionRequired");
  else if (values.caption.length > socialLimits.caption) errors.caption = t("social.captionTooLong", { max: socialLimits.caption });
  // The kind is asked only when the box is ticked; a kind chosen under an unticked box discloses nothing.
  const disclosure: TikTokDisclosure = values.promotes !== "yes" ? "none" : values.disclosure === "branded-content" ? "branded-content" : "your-brand";
  if (values.promotes === "yes" && values.disclosure !== "your-brand" && values.disclosure !== "branded-content") errors.disclosure = t("social.disclosureChoose");
  let scheduledAt: number | null = null;
  if (later) {
    if (!isTimeZone(values.timeZone)) errors.timeZone = t("errors.formRejected");
    else if (!values.at) errors.at = t("social.timeRequired");
    else if ((scheduledAt = zonedLocalToEpoch(values.at, values.timeZone)) === null) errors.at = t("social.timeInvalid");
  }
  if (Object.keys(errors).length > 0) return json({ values, errors }, { status: 400 });

  const posted = await createPosts(context, {
    video_id: videoId,
    title: values.title,
    caption: values.caption,
    privacy: (socialPrivacies as readonly string[]).includes(values.privacy) ? (values.privacy as SocialPrivacy) : "public",
    tiktok_disclosure: disclosure,
    targets: accounts.map((id) => ({ account_id: id, ratio: (values.ratios[id] === "16:9" ? "16:9" : "9:16") as SocialRatio })),
    ...(scheduledAt !== null && { scheduled_at: new Date(scheduledAt).toISOString() }),
    time_zone: later ? values.timeZone : "UTC",
  });
  if (!posted.ok) {
    const formField = posted.field ? refusalFields[posted.field] : undefined;
    const refusal: PostFormErrors = formField
      ? { [formField]: posted.message }
      : posted.field === "targets" && posted.accountId
        ? { account: { [posted.accountId]: posted.message } }
        : { form: posted.message };
    return json({ values, errors: refusal }, { status: 400 });
  }
  const count = posted.posts.length;
  context.toasts.success(later ? t("social.scheduled", { count }) : t("social.posted", { count }));
  return redirect(videoPostsHref(videoId));
}

export default function PostVideoPage() {
  const { t } = useTranslation();
  const { failure, screen, zones } = useLoaderData<typeof loader>();
  if (failure || !screen) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-2xl font-semibold">{t("social.postVideo")}</h1>
        <TryAgainAlert title={t("social.loadFailed")} message={failure ?? ""} tryAgainLabel={t("social.tryAgain")} />
      </div>
    );
  }
  const { video, social, posts } = screen;
  const here = postVideoHref(video.id);
  const usable = social.accounts.filter((account) => social.platforms.includes(account.platform));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("social.postTitle", { title: video.title })}</h1>
        <p className="text-muted">{t("social.postIntro")}</p>
        <Link to={videoPostsHref(video.id)} className="link text-sm">
          {t("social.postBack")}
        </Link>
      </div>
      {social.platforms.length === 0 ? (
        <section className="card space-y-2">
          <h2 className="font-semibold">{t("social.offTitle")}</h2>
          <p className="text-sm text-muted">{t("social.offBody")}</p>
          <p className="font-mono text-sm">{social.setup_variables.join(" ")}</p>
        </section>
      ) : video.status !== "ready" ? (
        <p className="card">{t("social.videoNotReady")}</p>
      ) : usable.length === 0 ? (
        <section className="card space-y-3">
          <p>{t("social.noAccounts")}</p>
          <Link to={connectionsPath} className="btn-primary inline-block">
            {t("social.connectFirst")}
          </Link>
        </section>
      ) : (
        <PostForm accounts={usable} videoRatios={video.aspect_ratios} caption={screen.caption} zones={zones} />
      )}
      <section aria-labelledby="video-posts" className="space-y-3">
        <h2 id="video-posts" className="text-lg font-semibold">
          {t("social.postsTitle")}
        </h2>
        <PostList posts={posts} back={here} />
      </section>
    </div>
  );
}

function PostForm({ accounts, videoRatios, caption, zones }: { accounts: SocialAccountView[]; videoRatios: string[]; caption: string; zones: string[] }) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") !== "cancel";
  const values = answer?.values;
  const errors: PostFormErrors = answer?.errors ?? {};
  const [zone, setZone] = useState(values?.timeZone ?? "UTC");
  const zoneChoices = zones.includes(zone) ? zones : [zone, ...zones];
  // With JavaScript the browser's own zone is the default; without it, UTC (the user can pick theirs).
  useEffect(() => {
    if (!values) setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  }, [values]);
  const chosen = (id: string) => (values ? values.accounts.includes(id) : true);
  /** A size the video does not have yet is made before the post goes out (the publish job queues the resize). */
  const ratioLabel = (ratio: SocialRatio) => {
    const label = t(ratio === "9:16" ? "social.ratio_916" : "social.ratio_169");
    return videoRatios.includes(ratio) ? label : t("social.ratioMissing", { ratio: label });
  };
  const offered = (platform: SocialPlatformName) => accounts.some((account) => account.platform === platform);
  // What a platform takes or means differently from the choices' words, said beside them (the API refuses the rest).
  const captionHint = [
    t("social.captionHint", { max: socialLimits.caption }),
    offered("instagram") ? t("social.captionLimitsInstagram", captionLimits.instagram) : "",
    offered("youtube") ? t("social.captionLimitsYoutube", captionLimits.youtube) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const privacyNotes = [offered("instagram") ? t("social.privacyInstagram") : "", offered("tiktok") ? t("social.privacyTiktok") : ""].filter(Boolean);

  return (
    <Form method="post" className="card space-y-5" noValidate>
      <fieldset className="space-y-3" aria-describedby={errors.accounts ? "accounts-error" : undefined}>
        <legend className="text-sm font-medium">{t("social.accountsLegend")}</legend>
        {accounts.map((account) => {
          const platform = platformNames[account.platform];
          const ratioId = `ratio-${account.id}`;
          const accountError = errors.account?.[account.id];
          return (
            <div key={account.id} className="space-y-2 rounded-lg border border-line p-3">
              <label className="flex items-center gap-2">
                <input type="checkbox" name="account" value={account.id} defaultChecked={chosen(account.id)} disabled={account.state !== "connected"} />
                <span>{t("social.postOn", { account: account.name, platform })}</span>
              </label>
              {account.state !== "connected" ? <p className="text-sm text-danger">{t("social.needsReconnect", { name: account.name })}</p> : null}
              {platformRatios[account.platform].length === 1 ? (
                // One size is all the platform takes: said, not asked.
                <p className="text-sm text-muted">
                  <input type="hidden" name={`ratio_${account.id}`} value={platformRatios[account.platform][0]} />
                  {t("social.ratio", { platform })}: {ratioLabel(platformRatios[account.platform][0]!)}
                </p>
              ) : (
                <LabelledControl htmlFor={ratioId} label={t("social.ratio", { platform })} errors={accountError ? [accountError] : undefined}>
                  <select id={ratioId} name={`ratio_${account.id}`} className="input" defaultValue={values?.ratios[account.id] ?? defaultRatios[account.platform]}>
                    {platformRatios[account.platform].map((ratio) => (
                      <option key={ratio} value={ratio}>
                        {ratioLabel(ratio)}
                      </option>
                    ))}
                  </select>
                </LabelledControl>
              )}
              {accountError && platformRatios[account.platform].length === 1 ? <ErrorList errors={[accountError]} /> : null}
            </div>
          );
        })}
        {errors.accounts ? <ErrorList id="accounts-error" errors={[errors.accounts]} /> : null}
      </fieldset>

      <TextareaField
        label={t("social.caption")}
        hint={captionHint}
        textareaProps={{ id: "caption", name: "caption", rows: 6, maxLength: socialLimits.caption, defaultValue: values?.caption ?? caption }}
        errors={errors.caption ? [errors.caption] : undefined}
      />
      {accounts.some((account) => account.platform === "youtube") ? (
        <Field label={t("social.title")} inputProps={{ id: "title", name: "title", maxLength: socialLimits.title, defaultValue: values?.title ?? "" }} />
      ) : null}
      <LabelledControl htmlFor="privacy" label={t("social.privacy")} errorId="privacy-error" errors={errors.privacy ? [errors.privacy] : undefined}>
        <select
          id="privacy"
          name="privacy"
          className="input"
          defaultValue={values?.privacy ?? "public"}
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={[privacyNotes.length > 0 ? "privacy-notes" : "", errors.privacy ? "privacy-error" : ""].filter(Boolean).join(" ") || undefined}
        >
          {socialPrivacies.map((privacy) => (
            <option key={privacy} value={privacy}>
              {t(`social.privacy_${privacy}`)}
            </option>
          ))}
        </select>
        {privacyNotes.length > 0 ? (
          <ul id="privacy-notes" className="space-y-1 text-xs text-muted">
            {privacyNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </LabelledControl>

      {offered("tiktok") ? <TikTokDisclosureFields promotes={values?.promotes === "yes"} disclosure={values?.disclosure ?? ""} error={errors.disclosure} /> : null}

      <ErrorList errors={errors.form ? [errors.form] : undefined} />
      <PendingButton pending={pending && navigation.formData?.get("when") === "now"} name="when" value="now" className="btn-primary">
        {t("social.submitNow")}
      </PendingButton>

      <hr className="border-line" />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t("social.schedule")}</legend>
        <p className="text-xs text-muted">{t("social.scheduleHint")}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t("social.at")}
            inputProps={{ id: "at", name: "at", type: "datetime-local", defaultValue: values?.at ?? "" }}
            errors={errors.at ? [errors.at] : undefined}
          />
          <LabelledControl htmlFor="time_zone" label={t("social.zone")} errors={errors.timeZone ? [errors.timeZone] : undefined}>
            <select id="time_zone" name="time_zone" className="input" value={zone} onChange={(event) => setZone(event.target.value)}>
              {zoneChoices.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </LabelledControl>
        </div>
        <PendingButton pending={pending && navigation.formData?.get("when") === "later"} name="when" value="later" className="btn-secondary">
          {t("social.submitLater")}
        </PendingButton>
      </fieldset>
    </Form>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
