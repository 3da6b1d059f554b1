import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Fact } from "~/components/fact";
import { LabelledControl } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { formatDuration } from "~/utils/video";
import type { StockItemView, StockProviderName } from "../../../api/contract";
import { MediaThumbnail } from "./media-thumbnail";
import { materialsHref, materialsPath, type MaterialsView, type ProductChoice } from "./materials";

export const providerLabels: Record<string, string> = { pexels: "Pexels", vecteezy: "Vecteezy" };

/** The stock search: a GET form, so every search is an address and works without JavaScript. */
export function StockSearchForm({ view, providers, provider }: { view: MaterialsView; providers: StockProviderName[]; provider: StockProviderName }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      action={materialsPath}
      role="search"
      aria-label={t("stock.search.label")}
      className="card grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-end"
    >
      <input type="hidden" name="tab" value="stock" />
      {view.pick ? (
        <>
          <input type="hidden" name="video" value={view.pick.videoId} />
          <input type="hidden" name="scene" value={view.pick.scene} />
        </>
      ) : null}
      <LabelledControl htmlFor="stock-query" label={t("stock.search.query")}>
        <input id="stock-query" type="search" name="q" defaultValue={view.query} maxLength={100} placeholder={t("stock.search.placeholder")} className="input" />
      </LabelledControl>
      <LabelledControl htmlFor="stock-kind" label={t("stock.search.kind")}>
        <select id="stock-kind" name="kind" defaultValue={view.kind ?? "clip"} className="input">
          <option value="clip">{t("stock.kind.clip")}</option>
          <option value="image">{t("stock.kind.image")}</option>
        </select>
      </LabelledControl>
      {providers.length > 1 ? (
        <LabelledControl htmlFor="stock-provider" label={t("stock.search.provider")}>
          <select id="stock-provider" name="provider" defaultValue={provider} className="input">
            {providers.map((name) => (
              <option key={name} value={name}>
                {providerLabels[name]}
              </option>
            ))}
          </select>
        </LabelledControl>
      ) : null}
      <button type="submit" className="btn-primary">
        {t("stock.search.submit")}
      </button>
    </Form>
  );
}

/**
 * One stock item: its still, what it is, whom to credit under which licence, and the way into the library, where it
 * can go straight to one of the user's products.
 */
export function StockCard({ item, view, products }: { item: StockItemView; view: MaterialsView; products: ProductChoice[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const nameId = `stock-${item.provider}-${item.id}-name`;
  const pending = navigation.state === "submitting" && navigation.formData?.get("id") === item.id && navigation.formData?.get("provider") === item.provider;
  return (
    <li>
      <article aria-labelledby={nameId} data-stock-kind={item.kind} className="card flex h-full flex-col gap-3 p-3">
        <MediaThumbnail src={item.preview_url} kind={item.kind} durationMs={item.duration_ms} />
        <div className="min-w-0 space-y-1">
          <h3 id={nameId} title={item.title} className="line-clamp-2 break-words text-sm font-semibold">
            {item.title}
          </h3>
          <dl className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted">
            <Fact label={t("addMaterial.facts.kind")}>{t(`addMaterial.kind.${item.kind}`)}</Fact>
            {item.duration_ms !== null ? <Fact label={t("addMaterial.facts.duration")}>{formatDuration(item.duration_ms)}</Fact> : null}
            {item.width > 0 ? (
              <Fact label={t("addMaterial.facts.dimensions")}>
                {item.width} × {item.height}
              </Fact>
            ) : null}
          </dl>
          <StockCredit author={item.author} license={item.license} provider={providerLabels[item.provider]} pageUrl={item.page_url} />
        </div>
        <Form method="post" action={materialsHref(view)} className="mt-auto space-y-2">
          <input type="hidden" name="intent" value="stock-download" />
          <input type="hidden" name="provider" value={item.provider} />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="kind" value={item.kind} />
          {products.length > 0 ? <StockProductSelect id={`${nameId}-product`} title={item.title} products={products} /> : null}
          <PendingButton pending={pending} className="btn-primary px-3 py-1.5">
            {t("stock.add")}
            <span className="sr-only"> {item.title}</span>
          </PendingButton>
        </Form>
      </article>
    </li>
  );
}

/** The product an added item becomes a material of; none by default. */
function StockProductSelect({ id, title, products }: { id: string; title: string; products: ProductChoice[] }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium">
        {t("stock.forProduct")}
        <span className="sr-only"> {title}</span>
      </label>
      <select id={id} name="product_id" defaultValue="" className="input py-1.5 text-sm">
        <option value="">{t("stock.noProduct")}</option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "By Ana Ortiz on Pexels · Pexels License": the credit its licence asks for, each part a link to check it. */
export function StockCredit({
  author,
  license,
  provider,
  pageUrl,
}: {
  author: { name: string; url: string | null } | null;
  license: { name: string; url: string | null } | null;
  provider: string;
  pageUrl: string | null;
}) {
  const { t } = useTranslation();
  const external = { target: "_blank", rel: "noopener noreferrer external", className: "link" } as const;
  return (
    <p className="text-xs text-muted">
      {author ? (
        <>
          {t("stock.by")}{" "}
          {author.url ? (
            <a href={author.url} {...external}>
              {author.name}
            </a>
          ) : (
            author.name
          )}{" "}
          {t("stock.on")}{" "}
        </>
      ) : null}
      {pageUrl ? (
        <a href={pageUrl} {...external}>
          {provider}
        </a>
      ) : (
        provider
      )}
      {license ? (
        <>
          {" · "}
          {license.url ? (
            <a href={license.url} {...external}>
              {license.name}
            </a>
          ) : (
            license.name
          )}
        </>
      ) : null}
    </p>
  );
}

/** Nothing searched yet, or nothing found: says which. */
export function StockEmpty({ searched }: { searched: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="card">
      <p className="text-muted">{searched ? t("stock.empty.none") : t("stock.empty.start")}</p>
    </div>
  );
}
