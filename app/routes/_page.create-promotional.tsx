import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { PromoCreateSteps } from "~/components/promotional/create-steps";
import { LinksStep, type LinksOutcome } from "~/components/promotional/links-step";
import { OfferStep } from "~/components/promotional/offer-step";
import {
  createPromotionalHref,
  defaultRatios,
  discountOf,
  linksIn,
  LinksSchema,
  offerOf,
  OfferSchema,
  pickedProducts,
  promotionalListHref,
  readPage,
  promotionalListPath,
  readCreateView,
  ScriptSchema,
  type CreateView,
} from "~/components/promotional/promotional";
import { ScriptStep, type ScriptDraft } from "~/components/promotional/script-step";
import { UpgradeDialog } from "~/components/upgrade-dialog";
import { createPromotionalVideo, readOwnProducts, readProductLinks, refusedOfferField, selectProducts, writePromoScript } from "~/data/create-promotional.server";
import type { loader as pageLoader } from "~/routes/_page";
import { requireUser } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import { aspectRatios, promoLimits, type AspectRatio, type PromoProductView, type UserView } from "../../api/contract";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** Only with the `promotional` power; anyone else is shown the list screen's upgrade prompt with the dialog open. */
async function requirePromotional(request: Request, context: AppLoadContext): Promise<UserView> {
  const user = await requireUser(request, context);
  if (!user.powers.includes("promotional")) throw redirect(withUpgradeDialog({ pathname: promotionalListPath, search: "" }));
  return user;
}

/**
 * Step 1 (no product in the address, or `add=1`): the links. Step 2 (products in the address): the products with
 * their prices, the offer and the length. Step 3 is the answer to step 2's post (the script lives in its form).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePromotional(request, context);
  const params = new URL(request.url).searchParams;
  const view = readCreateView(params);
  // The offer form sent as a GET (new positions, a new discount): the address keeps only the view it names.
  if ([...params.keys()].some((name) => name.startsWith("at_"))) throw redirect(createPromotionalHref(view));
  const title = `${context.t("promotional.createTitle")} · ${context.t("app.name")}`;
  const tooMany = view.products.length > promoLimits.products;
  // The picker's page buttons (`mine`) keep the links step; its Continue (`pick`) leaves it once a product is ticked.
  if (view.products.length === 0 || view.adding || params.has("mine") || tooMany) {
    const [carried, mine] = await Promise.all([
      view.products.length && !tooMany ? selectProducts(context, view.products, null) : null,
      readOwnProducts(context, readPage(params, "mine")),
    ]);
    const pickNotice = tooMany
      ? context.t("promotional.links.tooMany", { count: promoLimits.products })
      : params.has("pick")
        ? context.t("promotional.links.noneTicked")
        : null;
    const failure = carried && !carried.ok ? carried.message : null;
    return json({ title, view, step: "links" as const, products: carried?.ok ? carried.data : [], failure, mine: mine.ok ? mine.data : null, pickNotice });
  }
  if (params.has("pick")) throw redirect(createPromotionalHref(view));
  const selection = await selectProducts(context, view.products, discountOf(view.offer));
  return json({
    title,
    view,
    step: "offer" as const,
    products: selection.ok ? selection.data : [],
    failure: selection.ok ? null : selection.message,
    mine: null,
    pickNotice: null,
  });
}

interface StepAnswer {
  formId: string;
  result?: SubmissionResult<string[]>;
}
interface LinksAnswer extends StepAnswer {
  formId: "links";
  outcome?: LinksOutcome;
}
interface ScriptAnswer extends StepAnswer {
  formId: "script";
  view: CreateView;
  products: PromoProductView[];
  script: ScriptDraft;
  ratios: AspectRatio[];
  /** The plan refused the video (its videos used up): the upgrade dialog opens over the script, which is kept. */
  upgrade?: boolean;
}
type ActionAnswer = LinksAnswer | (StepAnswer & { formId: "offer" }) | ScriptAnswer;

const answer = (data: ActionAnswer, status = 400) => json<ActionAnswer>(data, { status });

/** A plan refusal before the script exists: the offer step comes back with the upgrade dialog open and all typed kept. */
function refusedByPlan(context: AppLoadContext, view: CreateView, message: string) {
  context.toasts.error(message);
  return redirect(withUpgradeDialog(new URL(createPromotionalHref(view), "http://here")));
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePromotional(request, context);
  const formData = await readForm(request, context);
  const params = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") params.append(name, value);
  const view = readCreateView(params);

  switch (formData.get("intent")) {
    case "links": {
      const submission = parseWithZod(formData, { schema: LinksSchema });
      if (submission.status !== "success") return answer({ formId: "links", result: submission.reply() });
      const read = await readProductLinks(context, linksIn(submission.value.links));
      if (!read.ok) {
        if (read.upgrade) return refusedByPlan(context, { ...view, adding: false }, read.message);
        return answer({ formId: "links", result: submission.reply({ formErrors: [read.message] }) });
      }
      const ids = [...new Set([...submission.value.p, ...read.data.items.map((product) => product.id)])].slice(0, promoLimits.products);
      if (read.data.failures.length === 0) return redirect(createPromotionalHref({ products: ids }));
      const names = ids.length ? await selectProducts(context, ids, null) : null;
      const products = names?.ok ? names.data.map(({ id, name }) => ({ id, name })) : [];
      // No `result`: the box starts again from what is left to correct, not from everything typed.
      return answer({ formId: "links", outcome: { read: products, failures: read.data.failures } });
    }
    case "script": {
      const submission = parseWithZod(formData, { schema: OfferSchema });
      if (submission.status !== "success") return answer({ formId: "offer", result: submission.reply() });
      const picked = pickedProducts(view);
      const offer = offerOf(view.offer);
      const written = await writePromoScript(context, { productIds: picked, offer, lengthSeconds: view.offer.length_seconds });
      if (!written.ok) {
        if (written.upgrade) return refusedByPlan(context, view, written.message);
        const field = refusedOfferField(written.data);
        return answer({ formId: "offer", result: submission.reply(field ? { fieldErrors: { [field]: [written.message] } } : { formErrors: [written.message] }) });
      }
      const selection = await selectProducts(context, picked, offer.discount_percent);
      if (!selection.ok) return answer({ formId: "offer", result: submission.reply({ formErrors: [selection.message] }) });
      const scriptView = { ...view, products: picked, out: [] };
      return answer({ formId: "script", view: scriptView, products: selection.data, script: written.data, ratios: defaultRatios }, 200);
    }
    case "create": {
      const submission = parseWithZod(formData, { schema: ScriptSchema });
      const picked = pickedProducts(view);
      const scriptView = { ...view, products: picked, out: [] };
      const draft = scriptDraftOf(formData, view);
      const ratios = formData.getAll("aspect_ratios").filter((ratio): ratio is AspectRatio => (aspectRatios as readonly unknown[]).includes(ratio));
      const selection = await selectProducts(context, picked, discountOf(view.offer));
      const products = selection.ok ? selection.data : [];
      const again = (result: SubmissionResult<string[]>, upgrade = false) =>
        answer({ formId: "script", view: scriptView, products, script: draft, ratios, result, ...(upgrade && { upgrade }) });
      if (submission.status !== "success") return again(submission.reply());
      const form = submission.value;
      const script = {
        title: form.title,
        length_seconds: view.offer.length_seconds,
        language: form.language,
        seed: form.seed,
        scenes: form.scenes.map((scene) => ({ ...scene, product_index: scene.product_index ?? null })),
      };
      const created = await createPromotionalVideo(context, { productIds: picked, offer: offerOf(view.offer), script, aspectRatios: form.aspect_ratios });
      if (!created.ok) {
        if (created.upgrade) context.toasts.error(created.message);
        return again(submission.reply({ formErrors: [created.message] }), created.upgrade);
      }
      context.toasts.success(context.t("promotional.startedToast"));
      return redirect(promotionalListHref(1, { id: created.data.id }));
    }
    default:
      return answer({ formId: "links", result: { status: "error", error: { "": [context.t("errors.formRejected")] } } });
  }
}

/** The script as sent (edited lines and all), to show it again next to what was refused. */
function scriptDraftOf(formData: FormData, view: CreateView): ScriptDraft {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const scenes: ScriptDraft["scenes"] = [];
  for (let index = 0; index < promoLimits.scenes && formData.has(`scenes[${index}].duration_ms`); index++) {
    const productIndex = Number.parseInt(text(`scenes[${index}].product_index`), 10);
    scenes.push({
      spoken: text(`scenes[${index}].spoken`),
      on_screen_text: text(`scenes[${index}].on_screen_text`),
      product_index: Number.isInteger(productIndex) ? productIndex : null,
      duration_ms: Number(text(`scenes[${index}].duration_ms`)) || 0,
    });
  }
  return {
    title: text("title"),
    length_seconds: view.offer.length_seconds,
    language: text("language") === "zh" ? "zh" : "en",
    seed: Number(text("seed")) || 0,
    scenes,
  };
}

/** /create-promotional: the links, then the products and the offer, then the script and the video. */
export default function CreatePromotionalPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionAnswer | undefined;
  const page = useRouteLoaderData<typeof pageLoader>("routes/_page");
  const scriptAnswer = actionData?.formId === "script" ? actionData : null;
  const step = scriptAnswer ? "script" : data.step;
  const offerHref = createPromotionalHref({ ...data.view, adding: false });
  const linksHref = createPromotionalHref({ products: data.view.products, adding: true });

  return (
    <div className="space-y-6">
      <Link to={promotionalListPath} className="link inline-block text-sm">
        ← {t("promotional.backToList")}
      </Link>
      <PageHeading title={t("promotional.createTitle")} intro={t(`promotional.stepIntro.${step}`)} />
      <PromoCreateSteps current={step} hrefs={{ links: linksHref, offer: scriptAnswer ? createPromotionalHref(scriptAnswer.view) : offerHref }} />

      {data.failure ? (
        <NoticeCard title={t("promotional.productsFailed")} body={data.failure} alert>
          <Link to={createPromotionalHref()} className="btn-secondary">
            {t("promotional.startOver")}
          </Link>
        </NoticeCard>
      ) : null}

      {step === "links" ? (
        <LinksStep
          key={actionData?.formId === "links" && actionData.outcome ? actionData.outcome.failures.map((failure) => failure.url).join(" ") : "links"}
          carried={data.products.map(({ id, name }) => ({ id, name }))}
          ticked={data.view.products}
          mine={data.mine}
          pickNotice={data.pickNotice}
          outcome={actionData?.formId === "links" ? (actionData.outcome ?? null) : null}
          lastResult={actionData?.formId === "links" ? actionData.result : undefined}
        />
      ) : null}
      {step === "offer" && !data.failure ? (
        <OfferStep view={data.view} products={data.products} lastResult={actionData?.formId === "offer" ? actionData.result : undefined} />
      ) : null}
      {scriptAnswer ? (
        <ScriptStep
          key={scriptAnswer.script.seed}
          view={scriptAnswer.view}
          products={scriptAnswer.products}
          script={scriptAnswer.script}
          ratios={scriptAnswer.ratios}
          lastResult={scriptAnswer.result}
        />
      ) : null}
      {scriptAnswer?.upgrade && page ? <UpgradeDialog user={page.user} offer={page.upgradeOffer} closeHref={createPromotionalHref(scriptAnswer.view)} /> : null}
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
