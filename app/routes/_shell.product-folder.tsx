import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { PageLinks } from "~/components/page-links";
import { ProductCard } from "~/components/products/product-card";
import { deleteFormId, DeleteProductSchema, folderHref, readPage, type ProductActionData } from "~/components/products/products";
import type { ProductView } from "../../api/contract";
import { deleteProduct, readProductsPage } from "~/data/products.server";
import { useStartLink } from "~/components/products/use-start-link";
import { requireUserId } from "~/utils/auth.server";
import { formReply, isViaFetcher } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { TryAgainAlert } from "~/components/try-again-alert";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const title = `${context.t("products.title")} · ${context.t("app.name")}`;
  const list = await readProductsPage(context, page);
  if (!list.ok) return json({ title, page, failure: list.message, products: [] as ProductView[], total: 0, pageCount: 1, confirmDeleteId: null });

  const { pageCount } = list.data;
  // A page emptied by deletes, or a number typed past the end, shows the last page instead.
  if (page > pageCount) throw redirect(folderHref(pageCount));
  const products = list.data.items;
  const confirmDeleteId = products.find((product) => product.id === params.get("confirm-delete"))?.id ?? null;
  return json({ title, page, failure: null, products, total: list.data.total, pageCount, confirmDeleteId });
}

/** Deleting is the folder's one change, answered as decision 146 says (formReply); either way a toast says it is done. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const page = readPage(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const reply = formReply(context, isViaFetcher(formData));
  const formId = deleteFormId(String(formData.get("id") ?? ""));
  const submission = parseWithZod(formData, { schema: DeleteProductSchema });
  if (submission.status !== "success") return reply.refused<ProductActionData>({ formId, result: submission.reply() });

  const deleted = await deleteProduct(context, submission.value.id);
  if (!deleted.ok) return reply.refused<ProductActionData>({ formId, result: submission.reply({ formErrors: [deleted.message] }) }, deleted.message);
  return reply.done<ProductActionData>({ formId, result: submission.reply() }, folderHref(page), { message: context.t("products.deleted") });
}

/** The user's products, newest first, twelve a page, each with its way to a new video. */
export default function ProductFolderPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const start = useStartLink();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading title={t("products.title")} intro={t("products.intro")}>
        <div className="flex flex-wrap gap-2">
          <Link to="/add-material" className="btn-secondary">
            {t("addMaterial.title")}
          </Link>
          <Link {...start} className="btn-primary">
            {t("products.add")}
          </Link>
        </div>
      </PageHeading>

      {data.failure ? (
        <TryAgainAlert title={t("products.loadFailed")} message={data.failure} tryAgainLabel={t("products.tryAgain")} />
      ) : data.products.length === 0 ? (
        <NoticeCard title={t("products.emptyTitle")} body={t("products.emptyBody")}>
          <Link {...start} className="btn-primary">
            {t("products.emptyAction")}
          </Link>
        </NoticeCard>
      ) : (
        <>
          <p className="text-sm text-muted">{t("products.count", { count: data.total })}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} page={data.page} confirmingDelete={data.confirmDeleteId === product.id} />
            ))}
          </ul>
          <PageLinks label={t("products.pages")} page={data.page} pageCount={data.pageCount} hrefOf={folderHref} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
