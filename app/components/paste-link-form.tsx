import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { createVideoPath } from "~/utils/create-video-flow";
import { useIntentPending } from "~/components/use-intent-pending";
import { PendingButton } from "~/components/pending-button";
import { LinkSchema } from "~/utils/product-intake";
import { useSchemaForm } from "~/components/use-schema-form";

/**
 * Paste a product page's address and go: a plain post to /create-video (or the flow given as `action`, such as
 * /create-slideshow), which reads the page and moves on. The home page and both product steps use it.
 */
export function PasteLinkForm({ lastResult, autoFocus = false, action = createVideoPath }: { lastResult?: SubmissionResult<string[]>; autoFocus?: boolean; action?: string }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(LinkSchema, { id: "product-link", lastResult });
  const pending = useIntentPending("link");
  const errors = [...(fields.url.errors ?? []), ...(form.errors ?? [])];
  const errorId = errors.length ? `${fields.url.id}-error` : undefined;

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="link" />
      <label htmlFor={fields.url.id} className="block text-sm font-medium">
        {t("createVideo.product.linkLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          {...getInputProps(fields.url, { type: "text" })}
          inputMode="url"
          autoComplete="url"
          placeholder={t("createVideo.product.linkPlaceholder")}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the person chose to paste a link, so the link field is next
          autoFocus={autoFocus}
          className="input sm:flex-1"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
        <PendingButton pending={pending} className="btn-primary sm:w-40">
          {t("createVideo.product.linkSubmit")}
        </PendingButton>
      </div>
      <ErrorList id={errorId} errors={errors} />
      {pending ? (
        <p role="status" className="text-sm text-muted">
          {t("createVideo.product.reading")}
        </p>
      ) : null}
    </Form>
  );
}
