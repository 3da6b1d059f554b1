import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/components/create-video/product-summary";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { DeleteConfirmation, DeleteProductButton } from "~/components/products/delete-product";
import { EditProductForm } from "~/components/products/edit-product-form";
import { ProductIdeas } from "~/components/products/product-ideas";
import { ProductFacts, ProductMedia } from "~/components/products/product-media";
import {
  deleteFormId,
  DeleteProductSchema,
  editFormId,
  EditProductSchema,
  folderPath,
  idPattern,
  newIdeasFormId,
  NewIdeasSchema,
  productHref,
  type ProductActionData,
} from "~/components/products/products";
import { deleteProduct, readProduct } from "~/data/products.server";
import { useStartLink } from "~/components/products/use-start-link";
import { requireUserId } from "~/utils/auth.server";
import { ideasOf, type Idea } from "~/data/create-video.server";
import { readForm } from "~/utils/read-form.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.product.name} · Promoreel` : "Promoreel" }];

/** The product the address names; an id that is not one of the user's products is a 404. */
function productIdOf(request: Request): string {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!idPattern.test(id)) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const productId = productIdOf(request);
  // The ideas are the stored ones; a product that has none yet gets its first ones written, as /create-video does.
  const [product, ideas] = await Promise.all([readProduct(context, productId), ideasOf(context, productId)]);
  if (!product.ok) throw json({ message: product.message }, { status: 502 });
  if (!product.data) throw new Response(null, { status: 404 });
  return json({ product: product.data, ideas, confirmingDelete: new URL(request.url).searchParams.has("confirm-delete") });
}

/**
 * Every change is a form post with an `intent`. A fetcher's post (JavaScript) gets data back and the page updates
 * in place; a plain post gets a redirect back to the page with a toast. Deleting leads to the folder either way.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const productId = productIdOf(request);
  const formData = await readForm(request, context);
  const viaFetcher = formData.get("via") === "fetcher";
  const { api, t, toasts } = context;
  const back = productHref(productId);

  const refused = (formId: string, result: ProductActionData["result"], apiMessage?: string) => {
    // Without JavaScript the page comes back at its top: the toast is seen first, the form's message beside it.
    if (apiMessage && !viaFetcher) toasts.error(apiMessage);
    return json<ProductActionData>({ formId, result }, { status: 400 });
  };

  switch (formData.get("intent")) {
    case "save": {
      const submission = parseWithZod(formData, { schema: EditProductSchema });
      if (submission.status !== "success") return refused(editFormId, submission.reply());
      const { name, description, brand, price, currency, features } = submission.value;
      const saved = await api.call("PUT", "product/detail", {
        // An emptied field arrives as undefined: null clears it (docs/api-v1.md), where leaving it out would keep it.
        body: { id: productId, name, description: description ?? null, brand: brand ?? null, price: price === undefined ? null : { amount: price, currency }, features },
        toast: false,
      });
      if (!saved.ok) return refused(editFormId, submission.reply({ formErrors: [saved.message] }), saved.message);
      toasts.success(t("products.edit.saved"));
      return viaFetcher ? json<ProductActionData>({ formId: editFormId, result: submission.reply() }) : redirect(back);
    }

    case "new-ideas": {
      const submission = parseWithZod(formData, { schema: NewIdeasSchema });
      if (submission.status !== "success") return refused(newIdeasFormId, submission.reply());
      const fresh = await api.post<{ ideas: Idea[] }>("product/re-ideas", { product_id: productId }, { toast: false });
      if (!fresh.ok) return refused(newIdeasFormId, submission.reply({ formErrors: [fresh.message] }), fresh.message);
      toasts.success(t("products.ideas.added", { count: fresh.data.ideas.length }));
      const newIdeaIds = fresh.data.ideas.map((idea) => idea.id);
      return viaFetcher ? json<ProductActionData>({ formId: newIdeasFormId, result: submission.reply(), newIdeaIds }) : redirect(`${back}#ideas`);
    }

    case "delete": {
      const submission = parseWithZod(formData, { schema: DeleteProductSchema });
      const formId = deleteFormId(productId);
      if (submission.status !== "success" || submission.value.id !== productId) return refused(formId, submission.reply({ formErrors: [t("errors.formRejected")] }));
      const deleted = await deleteProduct(context, productId);
      if (!deleted.ok) return refused(formId, submission.reply({ formErrors: [deleted.message] }), deleted.message);
      toasts.success(t("products.deleted"));
      return redirect(folderPath);
    }

    default:
      return refused("unknown", { status: "error", error: { "": [t("errors.formRejected")] } });
  }
}

/** One product: its images and facts, the form to change them, its video ideas, and deleting it. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { product, ideas, confirmingDelete } = useLoaderData<typeof loader>();
  const newVideo = useStartLink(product.id);
  const facts = [product.brand, formatPrice(product.price)].filter(Boolean).join(" · ");

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to={folderPath} className="link inline-block text-sm">
        ← {t("products.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="break-words text-2xl font-semibold">{product.name}</h1>
          {facts ? <p className="text-muted">{facts}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link {...newVideo} className="btn-primary">
            {t("products.newVideo")}
          </Link>
          <DeleteProductButton product={product} confirmHref={productHref(product.id, { confirmDelete: true })} />
        </div>
      </div>
      {confirmingDelete ? <DeleteConfirmation product={product} cancelHref={productHref(product.id)} headingLevel={2} /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <ProductMedia product={product} />
          <ProductFacts product={product} />
          <ProductIdeas productId={product.id} ideas={ideas} />
        </div>
        <EditProductForm product={product} />
      </div>
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
