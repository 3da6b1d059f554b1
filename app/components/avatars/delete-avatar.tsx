import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import type { AvatarView } from "../../../api/contract";
import { avatarsHref, type AvatarsView } from "./avatars";
import { useAvatarAction } from "./use-avatar-action";

/** Delete asks first: a dialog with JavaScript, the card's own confirmation (`?confirm-delete=<id>`) without. */
export function DeleteAvatarButton({ avatar, view }: { avatar: AvatarView; view: AvatarsView }) {
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={
        <>
          {t("avatars.delete")}
          <span className="sr-only"> {avatar.name}</span>
        </>
      }
      className="btn-secondary text-danger"
      confirmHref={avatarsHref(view, { confirmDelete: avatar.id, avatar: avatar.id })}
      title={t("avatars.deleteTitle")}
      body={t("avatars.deleteBody", { name: avatar.name })}
      keepLabel={t("avatars.keep")}
      form={(keep) => <DeleteForm avatar={avatar}>{keep}</DeleteForm>}
    />
  );
}

export function DeleteAvatarConfirmation({ avatar, view }: { avatar: AvatarView; view: AvatarsView }) {
  const { t } = useTranslation();
  return (
    <InlineDeleteConfirmation titleId={`delete-${avatar.id}-title`} title={t("avatars.deleteTitle")} body={t("avatars.deleteBody", { name: avatar.name })}>
      <DeleteForm avatar={avatar}>
        <KeepLink to={avatarsHref(view, { avatar: avatar.id })}>{t("avatars.keep")}</KeepLink>
      </DeleteForm>
    </InlineDeleteConfirmation>
  );
}

function DeleteForm({ avatar, children }: { avatar: AvatarView; children: ReactNode }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useAvatarAction("delete", avatar.id);
  return (
    <fetcher.Form method="post" className="space-y-3">
      <DeleteFormFields id={avatar.id} errors={error ? [error] : undefined} pending={pending} confirmLabel={t("avatars.deleteConfirm")}>
        {children}
      </DeleteFormFields>
    </fetcher.Form>
  );
}
