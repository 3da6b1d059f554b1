import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PendingButton } from "~/components/create-video/pending-button";
import { ViaFetcher } from "~/components/create-video/scene-editor";
import { ErrorList } from "~/components/form-fields";
import { libraryHref, type LibraryVideo, type LibraryView } from "./library";
import { useVideoAction } from "./use-video-action";

const dangerButton = "btn bg-danger text-white hover:bg-danger/90";

/**
 * Delete asks first. Without JavaScript the button is a link to `?confirm-delete=<id>`, whose page shows the
 * confirmation in the card; with it, a dialog asks in place. Both post the same form.
 */
export function DeleteVideoButton({ video, view }: { video: LibraryVideo; view: LibraryView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  return (
    <>
      {hydrated ? (
        <button type="button" onClick={() => setOpen(true)} className="btn-secondary text-danger">
          {t("videos.delete")}
        </button>
      ) : (
        <Link to={libraryHref(view, { confirmDelete: video.id, video: video.id })} className="btn-secondary text-danger">
          {t("videos.delete")}
        </Link>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-40 flex items-center justify-center p-4">
        <DialogBackdrop className="fixed inset-0 bg-black/50" />
        <DialogPanel className="card relative w-full max-w-md space-y-4">
          <DialogTitle className="text-lg font-semibold">{t("videos.deleteTitle")}</DialogTitle>
          <Description className="text-sm text-muted">{t("videos.deleteBody", { title: video.title })}</Description>
          <DeleteForm video={video}>
            <button type="button" autoFocus onClick={() => setOpen(false)} className="btn-secondary">
              {t("videos.keep")}
            </button>
          </DeleteForm>
        </DialogPanel>
      </Dialog>
    </>
  );
}

/** The confirmation as the page shows it for `?confirm-delete=<id>` (without JavaScript, or from a typed address). */
export function DeleteConfirmation({ video, view }: { video: LibraryVideo; view: LibraryView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`delete-${video.id}-title`} className="space-y-3 rounded-xl border border-danger/50 bg-danger/5 p-3">
      <h3 id={`delete-${video.id}-title`} className="font-semibold">
        {t("videos.deleteTitle")}
      </h3>
      <p className="text-sm text-muted">{t("videos.deleteBody", { title: video.title })}</p>
      <DeleteForm video={video}>
        <Link to={libraryHref(view, { video: video.id })} preventScrollReset className="btn-secondary">
          {t("videos.keep")}
        </Link>
      </DeleteForm>
    </section>
  );
}

function DeleteForm({ video, children }: { video: LibraryVideo; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useVideoAction("delete", video.id);
  return (
    <fetcher.Form method="post" className="space-y-3">
      <ViaFetcher />
      <input type="hidden" name="id" value={video.id} />
      <ErrorList errors={error ? [error] : undefined} />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <PendingButton pending={pending} name="intent" value="delete" className={dangerButton}>
          {t("videos.deleteConfirm")}
        </PendingButton>
      </div>
    </fetcher.Form>
  );
}
