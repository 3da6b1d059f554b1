import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { uploadProblemMessage } from "~/components/materials/upload-limits";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { BrandKitSchema } from "~/components/slideshows/brand-kit";
import { BrandKitCard } from "~/components/slideshows/brand-kit-card";
import { BrandKitEditor } from "~/components/slideshows/brand-kit-form";
import { batchSlideshowPath, brandKitHref, createSlideshowPath, slideshowEditPath, slideshowListPath } from "~/components/slideshows/slideshows";
import { TryAgainAlert } from "~/components/try-again-alert";
import type { FormActionData } from "~/components/use-form-result";
import { listBrandKits, saveBrandKit, uploadBrandLogo } from "~/data/slideshow-brand.server";
import { requirePower } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";
import { readUpload } from "~/utils/read-upload.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { RecordIdSchema } from "~/utils/validation";
import type { BrandKitView, FontFamilyView } from "../../api/contract";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** `?brand=` opens one brand (`new` for a blank one); `?back=` is the slideshow screen the visitor came from. */
function readBrandView(request: Request) {
  const params = new URL(request.url).searchParams;
  const brand = params.get("brand");
  return { brand: brand === "new" || RecordIdSchema.safeParse(brand).success ? brand : null, back: safeRedirectPath(params.get("back"), slideshowListPath) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const view = readBrandView(request);
  const title = `${context.t("brandKit.title")} · ${context.t("app.name")}`;
  const kits = await listBrandKits(context);
  if (!kits.ok) return json({ title, view, failure: kits.message, brands: [] as BrandKitView[], fonts: [] as FontFamilyView[], opened: null });
  const opened = view.brand === "new" ? null : (kits.data.brands.find((brand) => brand.id === view.brand) ?? null);
  if (view.brand && view.brand !== "new" && !opened) throw redirect(brandKitHref({ back: view.back }));
  return json({ title, view, failure: null, brands: kits.data.brands, fonts: kits.data.fonts, opened });
}

const refused = (formId: string, result: SubmissionResult<string[]>) => json<FormActionData>({ formId, result }, { status: 400 });

/** Two changes: the kit saved (a form post) and its logo (a multipart post); each comes back to the brand it was about. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const { back } = readBrandView(request);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return uploadLogo(request, context, back);

  const submission = parseWithZod(await readForm(request, context), { schema: BrandKitSchema });
  if (submission.status !== "success") return refused("brand", submission.reply());
  const saved = await saveBrandKit(context, submission.value);
  if (!saved.ok) return refused("brand", submission.reply({ formErrors: [saved.message] }));
  context.toasts.success(context.t("brandKit.saved", { name: saved.data.name }));
  return redirect(brandKitHref({ brand: saved.data.id, back }));
}

async function uploadLogo(request: Request, context: AppLoadContext, back: string) {
  const reading = await readUpload(request);
  const brandId = RecordIdSchema.safeParse(reading.fields.brand_id);
  const refusedWith = (message: string) => refused("logo", { status: "error", error: { "": [message] } });
  if (!reading.ok) {
    const { key, values } = uploadProblemMessage(reading.problem);
    return refusedWith(context.t(key, values));
  }
  try {
    if (!brandId.success) return refusedWith(context.t("errors.formRejected"));
    const uploaded = await uploadBrandLogo(context, brandId.data, reading.file);
    if (!uploaded.ok) return refusedWith(uploaded.message);
    context.toasts.success(context.t("brandKit.logoSaved"));
    return redirect(brandKitHref({ brand: brandId.data, back }));
  } finally {
    await reading.discard();
  }
}

/** The brand kits slideshows are drawn with: the list, and the one being edited beside it. */
export default function BrandKitsPage() {
  const { t } = useTranslation();
  const { view, failure, brands, fonts, opened } = useLoaderData<typeof loader>();
  const editing = view.brand !== null;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to={view.back} className="link inline-block text-sm">
        ← {t(backLabel(view.back))}
      </Link>
      <PageHeading title={t("brandKit.title")} intro={t("brandKit.intro")}>
        <Link to={brandKitHref({ brand: "new", back: view.back })} className="btn-primary">
          {t("brandKit.new")}
        </Link>
      </PageHeading>

      {failure ? (
        <TryAgainAlert title={t("brandKit.loadFailed")} message={failure} tryAgainLabel={t("slideshow.tryAgain")} />
      ) : (
        <div className={editing ? "grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start" : ""}>
          {brands.length === 0 ? (
            editing ? null : (
              <NoticeCard title={t("brandKit.emptyTitle")} body={t("brandKit.emptyBody")}>
                <Link to={brandKitHref({ brand: "new", back: view.back })} className="btn-primary">
                  {t("brandKit.new")}
                </Link>
              </NoticeCard>
            )
          ) : (
            <ul aria-label={t("brandKit.list")} className={`grid grid-cols-1 gap-3 ${editing ? "" : "md:grid-cols-2"}`}>
              {brands.map((brand) => (
                <BrandKitCard key={brand.id} brand={brand} fonts={fonts} editHref={brandKitHref({ brand: brand.id, back: view.back })} current={opened?.id === brand.id} />
              ))}
            </ul>
          )}
          {editing ? <BrandKitEditor key={opened?.id ?? "new"} brand={opened} fonts={fonts} /> : null}
        </div>
      )}
    </div>
  );
}

/** The way back names the screen it leads to: the editor, the create or batch form, or the list. */
function backLabel(back: string): string {
  if (back.startsWith(slideshowEditPath)) return "brandKit.backToEditor";
  if (back.startsWith(createSlideshowPath)) return "brandKit.backToCreate";
  if (back.startsWith(batchSlideshowPath)) return "brandKit.backToBatch";
  return "brandKit.backToList";
}

export const ErrorBoundary = NestedErrorBoundary;
