import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CreateHeader } from "~/components/create-video/create-header";
import { FlowSteps } from "~/components/create-video/flow-steps";
import { GenerateStep } from "~/components/create-video/generate-step";
import { IdeasStep } from "~/components/create-video/ideas-step";
import { ProductStep } from "~/components/create-video/product-step";
import { ProductSummary } from "~/components/create-video/product-summary";
import {
  DetailsSchema,
  ExistingProductSchema,
  GenerateSchema,
  LinkSchema,
  MoreIdeasSchema,
  RewriteScriptSchema,
  SceneSchema,
  WriteScriptsSchema,
  sceneFormId,
} from "~/components/create-video/schemas";
import { ScriptStep } from "~/components/create-video/script-step";
import { SettingsStep } from "~/components/create-video/settings-step";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { UpgradeDialog } from "~/components/upgrade-dialog";
import { requireUser } from "~/utils/auth.server";
import { upgradeOffer } from "~/utils/billing.server";
import { createVideoPath, emptyFlow, flowHref, readFlow, type Flow } from "~/utils/create-video-flow";
import {
  findProduct,
  ideasOf,
  musicChoices,
  listProducts,
  listVoices,
  readScripts,
  type Product,
  type Script,
} from "~/data/create-video.server";
import { progressHref } from "~/utils/video";
import { withoutUpgradeDialog } from "~/utils/workspace-menu";
import { readForm } from "~/utils/read-form.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/**
 * The step-by-step flow from a product to rendering videos. Signed-in only; without quota (spec §5) the page is the
 * upgrade dialog over a notice, whatever the step: the product and scripts stay stored, and the same address goes on
 * once there is quota again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const flow = readFlow(url.searchParams);
  const title = `${context.t(`createVideo.steps.${flow.step}`)} · ${context.t("createVideo.title")}`;
  if (!user.sufficient_quota) {
    const offer = await upgradeOffer(request, context, true);
    return json({ user, flow, title, blocked: true, upgradeOffer: offer, product: null, products: null, ideas: null, scripts: null, voices: null, music: null });
  }
  const productsPage = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 1000);
  const wants = (...steps: Flow["step"][]) => steps.includes(flow.step);

  const [offer, product, products, ideas, scripts, voices, music] = await Promise.all([
    upgradeOffer(request, context),
    flow.productId ? findProduct(context, flow.productId) : null,
    wants("product") && flow.source === "existing" ? listProducts(context, productsPage) : null,
    wants("ideas") && flow.productId ? ideasOf(context, flow.productId) : null,
    wants("ideas", "script", "settings", "generate") && flow.scriptIds.length > 0 ? readScripts(context, flow.scriptIds) : null,
    wants("settings", "generate") ? listVoices(context) : null,
    wants("settings", "generate") ? musicChoices(context, user.current_plan) : null,
  ]);
  return json({ user, flow, title, blocked: false, upgradeOffer: offer, product, products, ideas, scripts, voices, music });
}

export interface CreateVideoActionData {
  formId: string;
  result: SubmissionResult<string[]>;
  /** The plan refused it (quota, music on free): the upgrade dialog opens. */
  upgrade?: boolean;
  /** What was done, for a change made in place (a fetcher's post). */
  notice?: string;
}

function refused(formId: string, result: SubmissionResult<string[]>, upgrade = false) {
  return json<CreateVideoActionData>({ formId, result, upgrade }, { status: 400 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const flow = readFlow(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const intent = formData.get("intent");
  const viaFetcher = formData.get("via") === "fetcher";
  const { api } = context;

  // Only the flow's own ids are changed through this page.
  const ownScript = (scriptId: string) => flow.scriptIds.includes(scriptId);

  switch (intent) {
    case "link":
    case "details": {
      if (!user.sufficient_quota) return redirect(createVideoPath);
      const schema: z.ZodTypeAny = intent === "link" ? LinkSchema : DetailsSchema;
      const formId = `product-${intent}`;
      const submission = parseWithZod(formData, { schema });
      if (submission.status !== "success") return refused(formId, submission.reply());
      const body =
        intent === "link"
          ? { url: (submission.value as z.infer<typeof LinkSchema>).url }
          : detailsBody(submission.value as z.infer<typeof DetailsSchema>);
      const created = await api.post<Product>("generate-info", body, { toast: false });
      if (!created.ok) return refused(formId, submission.reply({ formErrors: [created.message] }));
      // The first ideas are written here, so the next screen only reads them.
      await ideasOf(context, created.data.id);
      return redirect(flowHref(emptyFlow, { productId: created.data.id, step: "ideas" }));
    }

    case "existing": {
      if (!user.sufficient_quota) return redirect(createVideoPath);
      const submission = parseWithZod(formData, { schema: ExistingProductSchema });
      if (submission.status !== "success") return refused("product-existing", submission.reply());
      return redirect(flowHref(emptyFlow, { productId: submission.value.product, step: "ideas" }));
    }

    case "write-scripts": {
      const submission = parseWithZod(formData, { schema: WriteScriptsSchema });
      if (submission.status !== "success" || !flow.productId) return refused("ideas", submission.reply());
      const { idea: ideaIds, length } = submission.value;
      // Ideas that already have a script of this length keep it, with its edits.
      const current = flow.scriptIds.length > 0 ? await readScripts(context, flow.scriptIds) : null;
      const kept = new Map((current?.ok ? current.data : []).filter((script) => script.length_seconds === length).map((script) => [script.idea_id, script.id]));
      const results = await Promise.all(
        ideaIds.map((ideaId) => {
          const keptId = kept.get(ideaId);
          if (keptId) return { ok: true as const, data: { id: keptId } };
          return api.post<Script>("video-script", { product_id: flow.productId, idea_id: ideaId, length_seconds: length }, { toast: false });
        }),
      );
      const written = results.flatMap((result) => (result.ok ? [result.data.id] : []));
      const failure = results.find((result) => !result.ok);
      if (written.length === 0 && failure && !failure.ok) return refused("ideas", submission.reply({ formErrors: [failure.message] }));
      if (failure && !failure.ok) context.toasts.error(failure.message);
      return redirect(flowHref(flow, { scriptIds: written, step: "script" }));
    }

    case "more-ideas": {
      const submission = parseWithZod(formData, { schema: MoreIdeasSchema });
      if (submission.status !== "success" || !flow.productId) return refused("more-ideas", submission.reply());
      const fresh = await api.post<{ ideas: unknown[] }>("product/re-ideas", { product_id: flow.productId }, { toast: false });
      if (!fresh.ok) return refused("more-ideas", submission.reply({ formErrors: [fresh.message] }));
      context.toasts.success(context.t("createVideo.ideas.added", { count: fresh.data.ideas.length }));
      return redirect(flowHref(flow, { step: "ideas" }));
    }

    case "edit-scene":
    case "regen-scene": {
      const submission = parseWithZod(formData, { schema: SceneSchema });
      const scriptId = String(formData.get("script") ?? "");
      const formId = sceneFormId(scriptId, Number(formData.get("scene")));
      if (submission.status !== "success" || !ownScript(submission.value.script)) return refused(formId, submission.reply());
      const { script, scene, spoken, onScreenText } = submission.value;
      const changed =
        intent === "edit-scene"
          ? // An emptied field arrives as undefined: it is sent as empty, so the API says what an empty line means.
            await api.post("video/script/edit", { id: script, scene_index: scene, spoken: spoken ?? "", on_screen_text: onScreenText ?? "" }, { toast: false })
          : await api.post("video/script/regen", { id: script, scene_index: scene }, { toast: false });
      if (!changed.ok) return refused(formId, submission.reply({ formErrors: [changed.message] }));
      const notice = context.t(intent === "edit-scene" ? "createVideo.script.saved" : "createVideo.script.reworded", { number: scene + 1 });
      if (viaFetcher) return json<CreateVideoActionData>({ formId, result: submission.reply(), notice });
      context.toasts.success(notice);
      return redirect(`${flowHref(flow)}#${formId}`);
    }

    case "regen-script": {
      const submission = parseWithZod(formData, { schema: RewriteScriptSchema });
      const formId = `script-${String(formData.get("script") ?? "")}`;
      if (submission.status !== "success" || !ownScript(submission.value.script)) return refused(formId, submission.reply());
      const rewritten = await api.post("video/script/regen", { id: submission.value.script }, { toast: false });
      if (!rewritten.ok) return refused(formId, submission.reply({ formErrors: [rewritten.message] }));
      const notice = context.t("createVideo.script.rewritten");
      if (viaFetcher) return json<CreateVideoActionData>({ formId, result: submission.reply(), notice });
      context.toasts.success(notice);
      return redirect(`${flowHref(flow)}#${formId}`);
    }

    case "generate": {
      const submission = parseWithZod(formData, { schema: GenerateSchema });
      const scripts = await readScripts(context, flow.scriptIds);
      if (submission.status !== "success" || flow.scriptIds.length === 0) return refused("generate", submission.reply());
      if (!scripts.ok) return refused("generate", submission.reply({ formErrors: [scripts.message] }));
      const { settings } = flow;
      const created: string[] = [];
      let failure: { status: number; message: string } | null = null;
      // One at a time: the API checks the quota for each, and a refusal stops the rest.
      for (const script of scripts.data) {
        const video = await api.post<{ id: string }>(
          "video/create-by-product",
          {
            product_id: script.product_id,
            script_id: script.id,
            aspect_ratios: settings.ratios,
            caption_style: settings.captionStyle,
            caption_position: settings.captionPosition,
            ...(settings.voice && { voice_id: settings.voice }),
            ...(settings.music && { music_id: settings.music }),
          },
          { toast: false },
        );
        if (!video.ok) {
          failure = video;
          break;
        }
        created.push(video.data.id);
      }
      if (created.length === 0 && failure) return refused("generate", submission.reply({ formErrors: [failure.message] }), failure.status === 403);
      if (failure) context.toasts.error(failure.message);
      return redirect(progressHref(created));
    }

    default:
      return refused("unknown", { status: "error", error: { "": [context.t("errors.formRejected")] } });
  }
}

function detailsBody({ name, description, brand, price, currency, features }: z.infer<typeof DetailsSchema>) {
  return {
    name,
    ...(description && { description }),
    ...(brand && { brand }),
    ...(price !== undefined && { price: { amount: price, currency } }),
    features,
  };
}

export default function CreateVideoPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { flow, user } = data;
  const upgradeOpen = data.blocked || Boolean(actionData?.upgrade) || new URLSearchParams(location.search).get("upgrade") === "1";

  return (
    <div className="min-h-screen">
      <CreateHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t("createVideo.title")}</h1>
          <p className="text-muted">{t("createVideo.subtitle")}</p>
        </div>
        {data.blocked ? <OutOfQuota /> : <FlowSteps flow={flow} />}
        {!data.blocked && flow.step !== "product" ? <ProductSummary product={data.product} flow={flow} /> : null}

        {flow.step === "product" ? <ProductStep flow={flow} products={data.products} currentProduct={data.product} /> : null}
        {flow.step === "ideas" && data.ideas ? <IdeasStep flow={flow} ideas={data.ideas} scripts={data.scripts} /> : null}
        {flow.step === "script" && data.scripts ? <ScriptStep flow={flow} scripts={data.scripts} /> : null}
        {flow.step === "settings" && data.scripts && data.voices && data.music ? (
          <SettingsStep flow={flow} voices={data.voices} music={data.music} scriptCount={flow.scriptIds.length} />
        ) : null}
        {flow.step === "generate" && data.scripts && data.voices && data.music ? (
          <GenerateStep flow={flow} user={user} scripts={data.scripts} voices={data.voices} music={data.music.tracks} product={data.product} />
        ) : null}
      </main>
      {upgradeOpen ? <UpgradeDialog user={user} offer={data.upgradeOffer} closeHref={data.blocked ? "/" : withoutUpgradeDialog(location)} /> : null}
    </div>
  );
}

function OutOfQuota() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="card space-y-3" role="alert">
      <p className="font-semibold text-danger">{t("upgrade.limitReached")}</p>
      <p className="text-sm text-muted">{t("createVideo.blocked")}</p>
      <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
        {t("createVideo.tryAgain")}
      </Link>
    </section>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
