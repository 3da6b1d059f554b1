import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ErrorList, TextareaField } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { useSchemaForm } from "~/components/use-schema-form";
import { promoLimits, type PromoLinkFailure } from "../../../api/contract";
import { createPromotionalHref, LinksSchema } from "./promotional";

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
  outcome,
  lastResult,
}: {
  carried: { id: string; name: string }[];
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
    </div>
  );
}
