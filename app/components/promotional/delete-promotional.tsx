import { useActionData, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import type { PromotionalVideoView } from "../../../api/contract";
import { promotionalListHref, type PromotionalActionData } from "./promotional";

/** Delete asks first: a dialog with JavaScript, the card's own confirmation (`?confirm-delete=<id>`) without. */
export function DeletePromotionalButton({ video, page }: { video: PromotionalVideoView; page: number }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={
        <>
          {t("promotional.delete")}
          <span className="sr-only"> {video.offer.headline}</span>
        </>
      }
      className="btn-secondary text-danger"
      confirmHref={promotionalListHref(page, { confirmDelete: video.id })}
      title={t("promotional.deleteTitle")}
      body={t("promotional.deleteBody", { headline: video.offer.headline })}
      keepLabel={t("promotional.keep")}
      form={(keep) => <DeleteForm video={video}>{keep}</DeleteForm>}
    />
  );
}

export function DeletePromotionalConfirmation({ video, page }: { video: PromotionalVideoView; page: number }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation titleId={`delete-${video.id}-title`} title={t("promotional.deleteTitle")} body={t("promotional.deleteBody", { headline: video.offer.headline })}>
      <DeleteForm video={video}>
        <KeepLink to={promotionalListHref(page)}>{t("promotional.keep")}</KeepLink>
      </DeleteForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteForm({ video, children }: { video: PromotionalVideoView; children: ReactNode }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PromotionalActionData>({ key: `delete-${video.id}` });
  const pageAnswer = useActionData() as PromotionalActionData | undefined;
  const pending = fetcher.state !== "idle";
  const answer = fetcher.data ?? (pageAnswer?.videoId === video.id ? pageAnswer : undefined);
  const error = pending ? undefined : answer?.error;
  return (
    <fetcher.Form method="post" className="space-y-3">
      <DeleteFormFields id={video.id} errors={error ? [error] : undefined} pending={pending} confirmLabel={t("promotional.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </fetcher.Form>
  );
}
