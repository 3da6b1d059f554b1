import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledControl } from "~/components/form-fields";
import { browserMediaHref } from "~/utils/video";
import type { MediaOption, MediaOptions } from "~/data/video-edit.server";
import type { z } from "zod";
import { presenterLayouts } from "../../../api/contract";
import { readMediaChoice, sceneAnchor, type EditVideoSchema, type MediaChoice } from "./video-edit";

type SceneValue = z.input<typeof EditVideoSchema>["scenes"][number];

/**
 * One scene of the new version: the spoken line, the on-screen text, how long it lasts and what it shows. Media is a
 * plain select (keyboard and no-JavaScript friendly) beside a picture of the choice; /add-material uploads more and
 * comes back here with it chosen.
 */
export function SceneFields({
  field,
  number,
  options,
  addMaterialHref,
}: {
  field: FieldMetadata<SceneValue>;
  number: number;
  options: MediaOptions & { extra: MediaOption[] };
  addMaterialHref: string;
}) {
  const { t } = useTranslation();
  const scene = field.getFieldset();
  const [media, setMedia] = useState(String(scene.media.initialValue ?? ""));
  const all = [...options.extra, ...options.product, ...options.library, ...options.broll];
  const chosen = all.find((option) => option.value === media);

  return (
    <li id={sceneAnchor(number)} className="scroll-mt-4 rounded-xl border border-line p-3 sm:p-4">
      <fieldset className="grid gap-4 sm:grid-cols-[7rem_1fr]">
        <legend className="mb-2 font-semibold">{t("createVideo.script.scene", { number })}</legend>
        <MediaPicture option={chosen} />
        <div className="min-w-0 space-y-3">
          <LabelledControl htmlFor={scene.spoken.id} label={t("createVideo.script.spoken")} errorId={scene.spoken.errorId} errors={scene.spoken.errors}>
            <textarea {...getTextareaProps(scene.spoken)} rows={3} maxLength={400} className="input" />
          </LabelledControl>
          <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
            <LabelledControl htmlFor={scene.onScreenText.id} label={t("createVideo.script.onScreen")} errorId={scene.onScreenText.errorId} errors={scene.onScreenText.errors}>
              <input {...getInputProps(scene.onScreenText, { type: "text" })} maxLength={120} className="input" />
            </LabelledControl>
            <LabelledControl htmlFor={scene.seconds.id} label={t("videoEdit.seconds")} errorId={scene.seconds.errorId} errors={scene.seconds.errors}>
              <input {...getInputProps(scene.seconds, { type: "number" })} step="0.1" min="1.5" max="20" inputMode="decimal" className="input" />
            </LabelledControl>
          </div>
          <LabelledControl htmlFor={scene.media.id} label={t("videoEdit.media.label")} errorId={scene.media.errorId} errors={scene.media.errors}>
            <div className="flex flex-wrap items-center gap-2">
              <select {...getSelectProps(scene.media)} onChange={(event) => setMedia(event.target.value)} className="input w-full min-w-0 sm:w-auto sm:max-w-md sm:flex-1">
                <Options label={t("videoEdit.media.chosen")} options={options.extra} />
                <Options label={t("videoEdit.media.product")} options={options.product} />
                <Options label={t("videoEdit.media.library")} options={options.library} />
                <Options label={t("videoEdit.media.broll")} options={options.broll} />
              </select>
              <Link to={addMaterialHref} className="link text-sm">
                {t("videoEdit.media.more")}
              </Link>
            </div>
          </LabelledControl>
          <LabelledControl
            htmlFor={scene.presenterLayout.id}
            label={t("avatars.presenter.sceneLayout")}
            errorId={scene.presenterLayout.errorId}
            errors={scene.presenterLayout.errors}
          >
            <select {...getSelectProps(scene.presenterLayout)} aria-describedby={`${scene.presenterLayout.id}-hint`} className="input w-full min-w-0 sm:w-auto">
              <option value="">{t("avatars.presenter.sceneLayoutDefault")}</option>
              {presenterLayouts.map((layout) => (
                <option key={layout} value={layout}>
                  {t(`avatars.presenter.layouts.${layout}`)}
                </option>
              ))}
            </select>
            <p id={`${scene.presenterLayout.id}-hint`} className="text-xs text-muted">
              {t("avatars.presenter.sceneLayoutHint")}
            </p>
          </LabelledControl>
        </div>
      </fieldset>
    </li>
  );
}

function Options({ label, options }: { label: string; options: MediaOption[] }) {
  if (options.length === 0) return null;
  return (
    <optgroup label={label}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </optgroup>
  );
}

/** The chosen media's picture: a thumbnail of a photo or clip, or the name of the background the engine draws. */
function MediaPicture({ option }: { option: MediaOption | undefined }) {
  const { t } = useTranslation();
  const kind = readMediaChoice(option?.value)?.kind;
  if (option?.thumbnailUrl) {
    return (
      <img
        src={browserMediaHref(option.thumbnailUrl)}
        alt={t(kind === "clip" ? "videoEdit.media.clipOf" : "videoEdit.media.imageOf", { name: option.label })}
        width={112}
        height={112}
        className="h-24 w-24 shrink-0 rounded-lg bg-primary-soft object-cover sm:h-28 sm:w-28"
      />
    );
  }
  return (
    <div className="flex h-24 w-24 shrink-0 items-end rounded-lg bg-gradient-to-br from-primary to-primary-soft p-2 text-xs font-semibold leading-tight text-primary-ink sm:h-28 sm:w-28">
      {option?.label ?? t("videoEdit.media.unknown")}
    </div>
  );
}

/** A choice that is in none of the lists (older library item, or just picked on /add-material) is still offered. */
export function extraOptions(choices: readonly string[], options: MediaOptions, label: (choice: MediaChoice) => string): MediaOption[] {
  const listed = new Set([...options.product, ...options.library, ...options.broll].map((option) => option.value));
  const missing = [...new Set(choices)].filter((choice): choice is MediaChoice => readMediaChoice(choice) !== null && !listed.has(choice as MediaChoice));
  return missing.map((choice) => {
    const { kind, id } = readMediaChoice(choice)!;
    return { value: choice, label: label(choice), thumbnailUrl: kind === "broll" ? null : `/api/v1/media/file/${id}/thumbnail` };
  });
}
