import { parseWithZod } from "@conform-to/zod";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CreateHeader } from "~/components/create-header";
import { FlowSteps } from "~/components/create-video/flow-steps";
import { GenerateStep } from "~/components/create-video/generate-step";
import { IdeasStep } from "~/components/create-video/ideas-step";
import { ProductStep } from "~/components/create-video/product-step";
import { ProductSummary } from "~/components/create-video/product-summary";
import { GenerateSchema, MoreIdeasSchema, RewriteScriptSchema, SceneSchema, WriteScriptsSchema, sceneFormId } from "~/components/create-video/schemas";
import type { FormActionData } from "~/components/use-form-result";
import { ScriptStep } from "~/components/create-video/script-step";
import { SettingsStep } from "~/components/create-video/settings-step";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { UpgradeDialog } from "~/components/upgrade-dialog";
import { requireUser } from "~/utils/auth.server";
import { upgradeOffer } from "~/utils/billing.server";
import { createVideoPath, emptyFlow, flowHref, readFlow, type Flow } from "~/utils/create-video-flow";
import { DetailsSchema, ExistingProductSchema, LinkSchema } from "~/utils/product-intake";
import {
  addIdeas,
  createProduct,
  editScene,
  findProduct,
  ideasOf,
  listProducts,
  listVoices,
  musicChoices,
  readScripts,
  rewordScript,
  startVideos,
  writeScripts,
  type Batch,
} from "~/data/create-video.server";
import { listPresenters } from "~/data/avatars.server";
import { progressHref } from "~/utils/video";
import { withoutUpgradeDialog } from "~/utils/workspace-menu";
import { formReply, isViaFetcher } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { TryAgainAlert } from "~/components/try-again-alert";
import { PageHeading } from "~/components/page-heading";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/**
 * The step-by-step flow from a product to rendering videos. Signed-in only; without quota (decision 101) the page is the
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
    return json({
      user,
      flow,
      title,
      blocked: true,
      upgradeOffer: offer,
      product: null,
      products: null,
      ideas: null,
      scripts: null,
      voices: null,
      music: null,
      presenters: null,
    });
  }
  const productsPage = Math.min(Math.max(Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1, 1), 1000);
  const wants = (...steps: Flow["step"][]) => steps.includes(flow.step);

  const [offer, product, products, ideas, scripts, voices, music, presenters] = await Promise.all([
    upgradeOffer(request, context),
    flow.productId ? findProduct(context, flow.productId) : null,
    wants("product") && flow.source === "existing" ? listProducts(context, productsPage) : null,
    wants("ideas") && flow.productId ? ideasOf(context, flow.productId) : null,
    wants("ideas", "script", "settings", "generate") && flow.scriptIds.length > 0 ? readScripts(context, flow.scriptIds) : null,
    wants("settings", "generate") ? listVoices(context) : null,
    wants("settings", "generate") ? musicChoices(context, user.current_plan) : null,
    wants("settings", "generate") ? listPresenters(context) : null,
  ]);
  return json({ user, flow, title, blocked: false, upgradeOffer: offer, product, products, ideas, scripts, voices, music, presenters });
}

function refused(formId: string, result: SubmissionResult<string[]>, upgrade = false) {
  return json<FormActionData>({ formId, result, upgrade }, { status: 400 });
}

/** After a batch: nothing made is a refusal by the form; some made goes on, and the first refusal is a toast. */
function batchReply(context: AppLoadContext, formId: string, submission: { reply: Submission<unknown>["reply"] }, batch: Batch, next: (made: string[]) => string) {
  if (batch.made.length === 0 && batch.failure) return refused(formId, submission.reply({ formErrors: [batch.failure.message] }), batch.failure.planRefused);
  if (batch.failure) context.toasts.error(batch.failure.message);
  return redirect(next(batch.made));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const flow = readFlow(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const intent = formData.get("intent");
  const reply = formReply(context, isViaFetcher(formData));
  // A change to a script is answered where the script is shown.
  const sceneChanged = (formId: string, result: SubmissionResult<string[]>, message: string) =>
    reply.done<FormActionData>({ formId, result, notice: message }, `${flowHref(flow)}#${formId}`, { message, shownInPlace: true });
  // Only the flow's own ids are changed through this page.
  const ownScript = (scriptId: string) => flow.scriptIds.includes(scriptId);

  switch (intent) {
    case "link":
    case "details": {
      if (!user.sufficient_quota) return redirect(createVideoPath);
      const formId = `product-${intent}`;
      const submission = parseWithZod(formData, { schema: intent === "link" ? LinkSchema : DetailsSchema });
      if (submission.status !== "success") return refused(formId, submission.reply());
      const created = await createProduct(context, submission.value);
      if (!created.ok) return refused(formId, submission.reply({ formErrors: [created.message] }));
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
      const batch = await writeScripts(context, flow, submission.value.idea, submission.value.length);
      return batchReply(context, "ideas", submission, batch, (written) => flowHref(flow, { scriptIds: written, step: "script" }));
    }

    case "more-ideas": {
      const submission = parseWithZod(formData, { schema: MoreIdeasSchema });
      if (submission.status !== "success" || !flow.productId) return refused("more-ideas", submission.reply());
      const fresh = await addIdeas(context, flow.productId);
      if (!fresh.ok) return refused("more-ideas", submission.reply({ formErrors: [fresh.message] }));
      context.toasts.success(context.t("createVideo.ideas.added", { count: fresh.data.length }));
      return redirect(flowHref(flow, { step: "ideas" }));
    }

    case "edit-scene":
    case "regen-scene": {
      const submission = parseWithZod(formData, { schema: SceneSchema });
      const formId = sceneFormId(String(formData.get("script") ?? ""), Number(formData.get("scene")));
      if (submission.status !== "success" || !ownScript(submission.value.script)) return refused(formId, submission.reply());
      const { script, scene } = submission.value;
      const changed = intent === "edit-scene" ? await editScene(context, submission.value) : await rewordScript(context, script, scene);
      if (!changed.ok) return refused(formId, submission.reply({ formErrors: [changed.message] }));
      return sceneChanged(formId, submission.reply(), context.t(intent === "edit-scene" ? "createVideo.script.saved" : "createVideo.script.reworded", { number: scene + 1 }));
    }

    case "regen-script": {
      const submission = parseWithZod(formData, { schema: RewriteScriptSchema });
      const formId = `script-${String(formData.get("script") ?? "")}`;
      if (submission.status !== "success" || !ownScript(submission.value.script)) return refused(formId, submission.reply());
      const rewritten = await rewordScript(context, submission.value.script);
      if (!rewritten.ok) return refused(formId, submission.reply({ formErrors: [rewritten.message] }));
      return sceneChanged(formId, submission.reply(), context.t("createVideo.script.rewritten"));
    }

    case "generate": {
      const submission = parseWithZod(formData, { schema: GenerateSchema });
      if (submission.status !== "success" || flow.scriptIds.length === 0) return refused("generate", submission.reply());
      return batchReply(context, "generate", submission, await startVideos(context, flow), progressHref);
    }

    default:
      return refused("unknown", { status: "error", error: { "": [context.t("errors.formRejected")] } });
  }
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
        <PageHeading title={t("createVideo.title")} intro={t("createVideo.subtitle")} />
        {data.blocked ? <OutOfQuota /> : <FlowSteps flow={flow} />}
        {!data.blocked && flow.step !== "product" ? <ProductSummary product={data.product} flow={flow} /> : null}

        {flow.step === "product" ? <ProductStep flow={flow} products={data.products} currentProduct={data.product} /> : null}
        {flow.step === "ideas" && data.ideas ? <IdeasStep flow={flow} ideas={data.ideas} scripts={data.scripts} /> : null}
        {flow.step === "script" && data.scripts ? <ScriptStep flow={flow} scripts={data.scripts} /> : null}
        {flow.step === "settings" && data.scripts && data.voices && data.music && data.presenters ? (
          <SettingsStep flow={flow} voices={data.voices} music={data.music} presenters={data.presenters} scriptCount={flow.scriptIds.length} />
        ) : null}
        {flow.step === "generate" && data.scripts && data.voices && data.music && data.presenters ? (
          <GenerateStep flow={flow} user={user} scripts={data.scripts} voices={data.voices} music={data.music.tracks} presenters={data.presenters} product={data.product} />
        ) : null}
      </main>
      {upgradeOpen ? <UpgradeDialog user={user} offer={data.upgradeOffer} closeHref={data.blocked ? "/" : withoutUpgradeDialog(location)} /> : null}
    </div>
  );
}

function OutOfQuota() {
  const { t } = useTranslation();
  return <TryAgainAlert title={t("upgrade.limitReached")} message={t("createVideo.blocked")} tryAgainLabel={t("createVideo.tryAgain")} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
