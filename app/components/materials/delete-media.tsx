import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import { deleteFormId, materialsHref, type MaterialsView, type MediaItem } from "./materials";
import { useMaterialsAction } from "./use-materials-action";

type DeletedMedia = Pick<MediaItem, "id" | "name">;

/** Delete asks first: a dialog with JavaScript, the item card's own confirmation (`?confirm-delete=<id>`) without. */
export function DeleteMediaButton({ item, view }: { item: DeletedMedia; view: MaterialsView }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={
        <>
          {t("addMaterial.delete")}
          <span className="sr-only"> {item.name}</span>
        </>
      }
      className="btn-secondary px-3 py-1.5 text-danger"
      confirmHref={materialsHref(view, { confirmDelete: item.id, item: item.id })}
      title={t("addMaterial.deleteTitle")}
      body={t("addMaterial.deleteBody", { name: item.name })}
      keepLabel={t("addMaterial.keep")}
      form={(keep) => <DeleteForm item={item}>{keep}</DeleteForm>}
    />
  );
}

export function DeleteConfirmation({ item, view }: { item: DeletedMedia; view: MaterialsView }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation titleId={`${deleteFormId(item.id)}-title`} title={t("addMaterial.deleteTitle")} body={t("addMaterial.deleteBody", { name: item.name })}>
      <DeleteForm item={item}>
        <KeepLink to={materialsHref(view, { item: item.id })}>{t("addMaterial.keep")}</KeepLink>
      </DeleteForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteForm({ item, children }: { item: DeletedMedia; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useMaterialsAction(deleteFormId(item.id));
  return (
    <fetcher.Form method="post" className="space-y-3">
      <DeleteFormFields id={item.id} errors={error ? [error] : undefined} pending={pending} confirmLabel={t("addMaterial.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </fetcher.Form>
  );
}
