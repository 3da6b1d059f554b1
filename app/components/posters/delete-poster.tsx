import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import type { PosterView } from "../../../api/contract";
import { usePosterAction } from "./use-poster-action";

/** Delete asks first: a dialog with JavaScript, the card's own confirmation (at `confirmHref`) without. */
export function DeletePosterButton({ poster, confirmHref }: { poster: PosterView; confirmHref: string }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={
        <>
          {t("posters.list.delete")}
          <span className="sr-only"> {poster.offer.headline}</span>
        </>
      }
      className="btn-secondary text-danger"
      confirmHref={confirmHref}
      title={t("posters.list.deleteTitle")}
      body={t("posters.list.deleteBody", { headline: poster.offer.headline })}
      keepLabel={t("posters.list.keep")}
      form={(keep) => <DeleteForm poster={poster}>{keep}</DeleteForm>}
    />
  );
}

export function DeletePosterConfirmation({ poster, keepHref }: { poster: PosterView; keepHref: string }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation
      titleId={`delete-${poster.id}-title`}
      title={t("posters.list.deleteTitle")}
      body={t("posters.list.deleteBody", { headline: poster.offer.headline })}
    >
      <DeleteForm poster={poster}>
        <KeepLink to={keepHref}>{t("posters.list.keep")}</KeepLink>
      </DeleteForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteForm({ poster, children }: { poster: PosterView; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = usePosterAction("delete", poster.id);
  return (
    <fetcher.Form method="post" className="space-y-3">
      <input type="hidden" name="what" value="poster" />
      <DeleteFormFields id={poster.id} errors={error ? [error] : undefined} pending={pending} confirmLabel={t("posters.list.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </fetcher.Form>
  );
}
