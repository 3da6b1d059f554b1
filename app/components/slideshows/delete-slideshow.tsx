import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import type { SlideshowSummary } from "../../../api/contract";
import { slideshowListHref } from "./slideshows";
import { useSlideshowAction } from "./use-slideshow-action";

/** Delete asks first: a dialog with JavaScript, the card's own confirmation (`?confirm-delete=<id>`) without. */
export function DeleteSlideshowButton({ slideshow, page }: { slideshow: SlideshowSummary; page: number }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={
        <>
          {t("slideshow.delete")}
          <span className="sr-only"> {slideshow.title}</span>
        </>
      }
      className="btn-secondary text-danger"
      confirmHref={slideshowListHref(page, { confirmDelete: slideshow.id, slideshow: slideshow.id })}
      title={t("slideshow.deleteTitle")}
      body={t("slideshow.deleteBody", { title: slideshow.title })}
      keepLabel={t("slideshow.keep")}
      form={(keep) => <DeleteForm slideshow={slideshow}>{keep}</DeleteForm>}
    />
  );
}

export function DeleteSlideshowConfirmation({ slideshow, page }: { slideshow: SlideshowSummary; page: number }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation titleId={`delete-${slideshow.id}-title`} title={t("slideshow.deleteTitle")} body={t("slideshow.deleteBody", { title: slideshow.title })}>
      <DeleteForm slideshow={slideshow}>
        <KeepLink to={slideshowListHref(page, { slideshow: slideshow.id })}>{t("slideshow.keep")}</KeepLink>
      </DeleteForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteForm({ slideshow, children }: { slideshow: SlideshowSummary; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useSlideshowAction("delete", slideshow.id);
  return (
    <fetcher.Form method="post" className="space-y-3">
      <DeleteFormFields id={slideshow.id} errors={error ? [error] : undefined} pending={pending} confirmLabel={t("slideshow.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </fetcher.Form>
  );
}
