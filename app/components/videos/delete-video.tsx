import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import { libraryHref, type LibraryView } from "./library";
import type { VideoView } from "../../../api/contract";
import { useVideoAction } from "./use-video-action";

/** Delete asks first: a dialog with JavaScript, the card's own confirmation (`?confirm-delete=<id>`) without. */
export function DeleteVideoButton({ video, view }: { video: VideoView; view: LibraryView }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={t("videos.delete")}
      className="btn-secondary text-danger"
      confirmHref={libraryHref(view, { confirmDelete: video.id, video: video.id })}
      title={t("videos.deleteTitle")}
      body={t("videos.deleteBody", { title: video.title })}
      keepLabel={t("videos.keep")}
      form={(keep) => <DeleteForm video={video}>{keep}</DeleteForm>}
    />
  );
}

export function DeleteConfirmation({ video, view }: { video: VideoView; view: LibraryView }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation titleId={`delete-${video.id}-title`} title={t("videos.deleteTitle")} body={t("videos.deleteBody", { title: video.title })}>
      <DeleteForm video={video}>
        <KeepLink to={libraryHref(view, { video: video.id })}>{t("videos.keep")}</KeepLink>
      </DeleteForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteForm({ video, children }: { video: VideoView; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useVideoAction("delete", video.id);
  return (
    <fetcher.Form method="post" className="space-y-3">
      <DeleteFormFields id={video.id} errors={error ? [error] : undefined} pending={pending} confirmLabel={t("videos.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </fetcher.Form>
  );
}
