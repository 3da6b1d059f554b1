import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PendingButton } from "~/components/create-video/pending-button";
import { ViaFetcher } from "~/components/create-video/scene-editor";
import { ErrorList } from "~/components/form-fields";
import { deleteFormId, materialsHref, type MaterialsView, type MediaItem } from "./materials";
import { useMaterialsAction } from "./use-materials-action";

const dangerButton = "btn bg-danger text-white hover:bg-danger/90";

/**
 * Delete asks first. Without JavaScript the button is a link to `?confirm-delete=<id>`, whose page shows the
 * confirmation in the item's card; with it, a dialog asks in place. Both post the same form.
 */
export function DeleteMediaButton({ item, view }: { item: MediaItem; view: MaterialsView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = (
    <>
      {t("addMaterial.delete")}
      <span className="sr-only"> {item.name}</span>
    </>
  );
  const className = "btn-secondary px-3 py-1.5 text-danger";

  return (
    <>
      {hydrated ? (
        <button type="button" onClick={() => setOpen(true)} className={className}>
          {label}
        </button>
      ) : (
        <Link to={materialsHref(view, { confirmDelete: item.id, item: item.id })} className={className}>
          {label}
        </Link>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-40">
        <div aria-hidden="true" className="fixed inset-0 bg-black/50" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="card w-full max-w-md space-y-4">
            <DialogTitle className="text-lg font-semibold">{t("addMaterial.deleteTitle")}</DialogTitle>
            <Description className="break-words text-sm text-muted">{t("addMaterial.deleteBody", { name: item.name })}</Description>
            <DeleteForm item={item}>
              <button type="button" autoFocus onClick={() => setOpen(false)} className="btn-secondary">
                {t("addMaterial.keep")}
              </button>
            </DeleteForm>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

/** The confirmation as the page shows it for `?confirm-delete=<id>` (without JavaScript, or from a typed address). */
export function DeleteConfirmation({ item, view }: { item: MediaItem; view: MaterialsView }) {
  const { t } = useTranslation();
  const titleId = `${deleteFormId(item.id)}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-danger/50 bg-danger/5 p-3">
      <h3 id={titleId} className="font-semibold">
        {t("addMaterial.deleteTitle")}
      </h3>
      <p className="break-words text-sm text-muted">{t("addMaterial.deleteBody", { name: item.name })}</p>
      <DeleteForm item={item}>
        <Link to={materialsHref(view, { item: item.id })} preventScrollReset className="btn-secondary">
          {t("addMaterial.keep")}
        </Link>
      </DeleteForm>
    </section>
  );
}

function DeleteForm({ item, children }: { item: MediaItem; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useMaterialsAction(deleteFormId(item.id));
  return (
    <fetcher.Form method="post" className="space-y-3">
      <ViaFetcher />
      <input type="hidden" name="id" value={item.id} />
      <ErrorList errors={error ? [error] : undefined} />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <PendingButton pending={pending} name="intent" value="delete" className={dangerButton}>
          {t("addMaterial.deleteConfirm")}
        </PendingButton>
      </div>
    </fetcher.Form>
  );
}
