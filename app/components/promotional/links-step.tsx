import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, TextareaField } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { ProductChoices } from "~/components/product-choices";
import { promoLimits, type ProductView, type PromoLinkFailure } from "../../../api/contract";
import { createPromotionalHref, createPromotionalPath, LinksSchema } from "./promotional";

/** What the links step shows after a read that left some links without a product. */
export interface LinksOutcome {
  /** The products read so far (this time and before), carried on by id. */
  read: { id: string; name: string }[];
  failures: PromoLinkFailure[];
}

/**
 * Step 1: the links, one a line. Products already read ride along as hidden `p` fields, so a link that failed can be
 * corrected and read again without losing the others.
 */
export function LinksStep({
  carried,
  ticked,
  mine,
  pickNotice,
  outcome,
  lastResult,
}: {
  carried: { id: string; name: string }[];
  /** The product ids in the address, ticked in the picker (more than allowed when the picker was sent with too many). */
  ticked: string[];
  /** A page of the user's own products to tick, or null when it could not be read. */
  mine: OwnProducts | null;
  pickNotice: string | null;
  outcome: LinksOutcome | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const read = outcome?.read ?? carried;
  const [form, fields] = useSchemaForm(LinksSchema, {
    id: "links",
    lastResult,
    // After a read, the box keeps only the links that gave nothing, to correct them.
    defaultValue: { links: outcome ? outcome.failures.map((failure) => failure.url).join("\n") : "" },
  });
  const pending = useIntentPending("links");
  const full = read.length >= promoLimits.products;

  return (
    <div className="space-y-6">
      {read.length > 0 ? (
        <section aria-labelledby="read-title" className="card space-y-3">
          <CardHeading id="read-title" title={t("promotional.links.readTitle", { count: read.length })} />
          <ul className="list-inside list-disc text-sm">
            {read.map((product) => (
              <li key={product.id} className="break-words">
                {product.name}
              </li>
            ))}
          </ul>
          <Link to={createPromotionalHref({ products: read.map((product) => product.id) })} className="btn-primary">
            {t("promotional.links.continue", { count: read.length })}
          </Link>
        </section>
      ) : null}

      {outcome?.failures.length ? (
        <section aria-labelledby="failures-title" role="alert" className="card space-y-3 border-danger/50">
          <CardHeading id="failures-title" title={t("promotional.links.failuresTitle", { count: outcome.failures.length })} />
          <ul className="space-y-2 text-sm">
            {outcome.failures.map((failure) => (
              <li key={failure.url} className="space-y-0.5">
                <p className="break-all font-medium">{failure.url}</p>
                <p className="text-danger">{failure.message}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {full ? null : (
        <Form method="post" {...getFormProps(form)} aria-labelledby="links-title" className="card space-y-4">
          <CardHeading id="links-title" title={t("promotional.links.title")} intro={t("promotional.links.intro", { count: promoLimits.links })} />
          {read.map((product) => (
            <input key={product.id} type="hidden" name="p" value={product.id} />
          ))}
          <TextareaField
            label={t("promotional.links.label")}
            hint={t("promotional.links.hint")}
            textareaProps={{ ...getTextareaProps(fields.links), rows: 6, placeholder: "https://", spellCheck: false, autoComplete: "off" }}
            errors={fields.links.errors}
          />
          <ErrorList id={form.errorId} errors={form.errors} />
          <div className="flex justify-end">
            <PendingButton pending={pending} name="intent" value="links">
              {t("promotional.links.submit")}
            </PendingButton>
          </div>
        </Form>
      )}

      {mine && mine.items.length > 0 ? <OwnProductsPicker mine={mine} ticked={outcome ? read.map((product) => product.id) : ticked} notice={pickNotice} /> : null}
    </div>
  );
}

interface OwnProducts {
  items: ProductView[];
  page: number;
  pageCount: number;
}

/**
 * The user's own products to tick instead of pasting links: a GET form, so the ticks travel in the address to the
 * offer step, and across its pages (ticks from other pages ride along hidden), with or without JavaScript.
 */
function OwnProductsPicker({ mine, ticked, notice }: { mine: OwnProducts; ticked: string[]; notice: string | null }) {
  const { t } = useTranslation();
  const onThisPage = new Set(mine.items.map((product) => product.id));
  return (
    <Form method="get" action={createPromotionalPath} aria-labelledby="mine-title" className="card space-y-4">
      <CardHeading id="mine-title" title={t("promotional.links.mineTitle")} intro={t("promotional.links.mineIntro", { count: promoLimits.products })} />
      {ticked
        .filter((id) => !onThisPage.has(id))
        .map((id) => (
          <input key={id} type="hidden" name="p" value={id} />
        ))}
      <fieldset>
        <legend className="sr-only">{t("promotional.links.mineTitle")}</legend>
        <ProductChoices products={mine.items} type="checkbox" name="p" checked={new Set(ticked)} />
      </fieldset>
      {notice ? (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      ) : null}
      {mine.pageCount > 1 ? (
        <nav aria-label={t("promotional.links.minePages")} className="flex items-center justify-between gap-3">
          <button type="submit" name="mine" value={mine.page - 1} disabled={mine.page <= 1} className="btn-secondary">
            {t("pagination.previous")}
          </button>
          <p className="text-sm text-muted">{t("pagination.pageOf", { page: mine.page, pages: mine.pageCount })}</p>
          <button type="submit" name="mine" value={mine.page + 1} disabled={mine.page >= mine.pageCount} className="btn-secondary">
            {t("pagination.next")}
          </button>
        </nav>
      ) : null}
      <div className="flex justify-end">
        <button type="submit" name="pick" value="1" className="btn-primary">
          {t("promotional.links.mineContinue")}
        </button>
      </div>
    </Form>
  );
}
