import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField, ErrorList, Field, LabelledControl } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useSchemaForm } from "~/components/use-schema-form";
import { avatarLimits } from "../../../api/contract";
import { acceptedAvatarFiles, avatarUploadHint, createAvatarFormId, createAvatarPath, CreateAvatarSchema } from "./avatars";

/**
 * The upload that starts training: a native multipart post (the web server streams it on to `avatar/train`), with
 * the file, a name and the consent statement to tick. With JavaScript a chosen photo is shown before it is sent.
 */
export function CreateAvatarForm({ lastResult, defaultName }: { lastResult?: SubmissionResult<string[]>; defaultName?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(CreateAvatarSchema, { id: createAvatarFormId, lastResult, defaultValue: { name: defaultName ?? "" } });
  const preview = useChosenPhoto();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(createAvatarPath) === true;
  const fileErrorId = form.errors?.length ? form.errorId : undefined;

  return (
    <Form method="post" encType="multipart/form-data" action={createAvatarPath} {...getFormProps(form)} className="space-y-5">
      <LabelledControl htmlFor="avatar-file" label={t("avatars.create.file")}>
        <input
          id="avatar-file"
          type="file"
          name="file"
          accept={acceptedAvatarFiles}
          required
          onChange={preview.choose}
          aria-describedby={fileErrorId ? `avatar-file-hint ${fileErrorId}` : "avatar-file-hint"}
          aria-invalid={fileErrorId ? true : undefined}
          className="block w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-primary-soft"
        />
        <p id="avatar-file-hint" className="text-xs text-muted">
          {t("avatars.create.fileHint", avatarUploadHint)}
        </p>
      </LabelledControl>
      {preview.url ? <img src={preview.url} alt={t("avatars.create.chosenPreview")} className="max-h-48 rounded-xl border border-line object-contain" /> : null}

      <div className="space-y-1">
        <Field
          label={t("avatars.create.name")}
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), maxLength: avatarLimits.name, autoComplete: "off" }}
          errors={fields.name.errors}
        />
        <p className="text-xs text-muted">{t("avatars.create.nameHint")}</p>
      </div>

      <fieldset className="space-y-2 rounded-xl border border-line p-3">
        <legend className="px-1 text-sm font-medium">{t("avatars.create.consent")}</legend>
        <CheckboxField label={t("avatars.consent.statement")} inputProps={getInputProps(fields.consent, { type: "checkbox" })} errors={fields.consent.errors} />
      </fieldset>

      <div role="alert">
        <ErrorList id={form.errorId} errors={form.errors} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton pending={sending}>{t("avatars.create.submit")}</PendingButton>
        {sending ? <p className="text-sm text-muted">{t("avatars.create.sending")}</p> : null}
      </div>
    </Form>
  );
}

/** A picture of the chosen photo (a clip shows nothing), released when another is chosen or the form goes. */
function useChosenPhoto() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setUrl(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
  }
  return { url, choose };
}
