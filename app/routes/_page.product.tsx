import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/utils/format-price";
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
  newIdeasFormId,
  NewIdeasSchema,
  productHref,
  type ProductActionData,
} from "~/components/products/products";
import { idPattern } from "../../api/contract";
import { deleteProduct, readProduct, saveProduct } from "~/data/products.server";
import { answerPosterChange, listPosters } from "~/data/posters.server";
import { ProductPosters, productPostersId } from "~/components/posters/product-posters";
import { createPosterHref, isPosterChange, posterAnchor } from "~/components/posters/posters";
import { useStartLink } from "~/components/products/use-start-link";
import { requireUserId } from "~/utils/auth.server";
import { addIdeas, ideasOf } from "~/data/create-video.server";
import { formReply, isViaFetcher } from "~/utils/form-reply.server";
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
  const [product, ideas, posters] = await Promise.all([readProduct(context, productId), ideasOf(context, productId), listPosters(context, { page: 1, productId })]);
  if (!product.ok) throw json({ message: product.message }, { status: 502 });
  if (!product.data) throw new Response(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const confirmDeletePosterId = posters.ok ? (posters.data.items.find((poster) => poster.id === params.get("confirm-delete-poster"))?.id ?? null) : null;
  return json({ product: product.data, ideas, posters, confirmingDelete: params.has("confirm-delete"), confirmDeletePosterId });
}

/** Every change is a form post with an `intent`, answered as decision 146 says (formReply). Deleting leads to the folder either way. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const productId = productIdOf(request);
  const formData = await readForm(request, context);
  const reply = formReply(context, isViaFetcher(formData));
  const { t } = context;
  const back = productHref(productId);
  // A form's own checks are shown by the form; the API's refusal is also a toast after a plain post.
  const refused = (formId: string, result: ProductActionData["result"], apiMessage?: string) => reply.refused<ProductActionData>({ formId, result }, apiMessage);

  if (isPosterChange(formData)) return answerPosterChange(context, request, formData, reply, () => `${back}#${productPostersId}`);

  switch (formData.get("intent")) {
    case "save": {
      const submission = parseWithZod(formData, { schema: EditProductSchema });
      if (submission.status !== "success") return refused(editFormId, submission.reply());
      const saved = await saveProduct(context, productId, submission.value);
      if (!saved.ok) return refused(editFormId, submission.reply({ formErrors: [saved.message] }), saved.message);
      return reply.done<ProductActionData>({ formId: editFormId, result: submission.reply() }, back, { message: t("products.edit.saved") });
    }

    case "new-ideas": {
      const submission = parseWithZod(formData, { schema: NewIdeasSchema });
      if (submission.status !== "success") return refused(newIdeasFormId, submission.reply());
      const fresh = await addIdeas(context, productId);
      if (!fresh.ok) return refused(newIdeasFormId, submission.reply({ formErrors: [fresh.message] }), fresh.message);
      const answer = { formId: newIdeasFormId, result: submission.reply(), newIdeaIds: fresh.data.map((idea) => idea.id) };
      return reply.done<ProductActionData>(answer, `${back}#ideas`, { message: t("products.ideas.added", { count: fresh.data.length }) });
    }

    case "delete": {
      const submission = parseWithZod(formData, { schema: DeleteProductSchema });
      const formId = deleteFormId(productId);
      if (submission.status !== "success" || submission.value.id !== productId) return refused(formId, submission.reply({ formErrors: [t("errors.formRejected")] }));
      const deleted = await deleteProduct(context, productId);
      if (!deleted.ok) return refused(formId, submission.reply({ formErrors: [deleted.message] }), deleted.message);
      context.toasts.success(t("products.deleted"));
      return redirect(folderPath);
    }

    default:
      return refused("unknown", { status: "error", error: { "": [t("errors.formRejected")] } });
  }
}

/** One product: its images and facts, the form to change them, its video ideas, its posters, and deleting it. */
export default function ProductPage() {
  const { t } = useTranslation();
  const { product, ideas, posters, confirmingDelete, confirmDeletePosterId } = useLoaderData<typeof loader>();
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
          <Link to={createPosterHref({ productId: product.id })} className="btn-secondary">
            {t("posters.make")}
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
      <ProductPosters
        productId={product.id}
        posters={posters}
        confirmDeleteId={confirmDeletePosterId}
        linksOf={(posterId) => ({
          confirmDelete: `${productHref(product.id)}&${new URLSearchParams({ "confirm-delete-poster": posterId })}#${posterAnchor(posterId)}`,
          back: `${productHref(product.id)}#${posterAnchor(posterId)}`,
        })}
      />
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
