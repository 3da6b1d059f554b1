import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { browserMediaHref } from "~/utils/video";
import { presenterLayouts, type AvatarView, type PresenterLayout } from "../../../api/contract";
import { avatarsPath, createAvatarPath } from "./avatars";

const cardClass =
  "block cursor-pointer rounded-xl border border-line p-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary";
const radioClass = "h-4 w-4 shrink-0 accent-[rgb(var(--color-primary))]";

/**
 * Faceless, or one of the ready presenters (the user's avatars, then the built-in ones) as radio cards with their
 * stills; then where the presenter stands. Native radios in a GET form: the choice goes into the flow's address.
 */
export function PresenterChoice({ presenters, presenter, layout }: { presenters: AvatarView[]; presenter: string; layout: PresenterLayout }) {
  const { t } = useTranslation();
  const chosen = presenters.some((avatar) => avatar.id === presenter) ? presenter : "";
  return (
    <div className="space-y-4">
      <fieldset className="card space-y-3">
        <legend className="float-left mb-1 w-full text-base font-semibold">{t("avatars.presenter.title")}</legend>
        <p className="clear-both text-sm text-muted">{t("avatars.presenter.intro")}</p>
        <div className="clear-both grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          <label className={cardClass}>
            <span className="flex aspect-[3/4] items-center justify-center rounded-lg bg-canvas p-2 text-center text-xs text-muted">
              {t("avatars.presenter.facelessHint")}
            </span>
            <RadioLine name="presenter" value="" checked={chosen === ""}>
              {t("avatars.presenter.faceless")}
            </RadioLine>
          </label>
          {presenters.map((avatar) => (
            <label key={avatar.id} className={cardClass} data-presenter={avatar.id}>
              <span className="block aspect-[3/4] overflow-hidden rounded-lg bg-canvas">
                {avatar.still_url ? <img src={browserMediaHref(avatar.still_url)} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" /> : null}
              </span>
              <RadioLine
                name="presenter"
                value={avatar.id}
                checked={chosen === avatar.id}
                detail={avatar.builtin ? t("avatars.builtinBadge") : t(`avatars.look.${avatar.look}`)}
              >
                {avatar.name}
              </RadioLine>
            </label>
          ))}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {presenters.length === 0 ? <span className="text-muted">{t("avatars.presenter.none")}</span> : null}
          <Link to={createAvatarPath} className="link">
            {t("avatars.presenter.makeOwn")}
          </Link>
          <Link to={avatarsPath} className="link">
            {t("avatars.presenter.manage")}
          </Link>
        </p>
      </fieldset>

      <fieldset className="card space-y-3">
        <legend className="float-left mb-1 w-full text-base font-semibold">{t("avatars.presenter.layout")}</legend>
        <p className="clear-both text-sm text-muted">{t("avatars.presenter.layoutHint")}</p>
        <div className="clear-both grid gap-2 sm:grid-cols-3">
          {presenterLayouts.map((option) => (
            <label key={option} className={`${cardClass} p-3`}>
              <LayoutSketch layout={option} />
              <RadioLine name="layout" value={option} checked={layout === option} detail={t(`avatars.presenter.layoutHints.${option}`)}>
                {t(`avatars.presenter.layouts.${option}`)}
              </RadioLine>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function RadioLine({ name, value, checked, detail, children }: { name: string; value: string; checked: boolean; detail?: string; children: ReactNode }) {
  return (
    <span className="mt-2 flex items-start gap-2">
      <input type="radio" name={name} value={value} defaultChecked={checked} className={`mt-0.5 ${radioClass}`} />
      <span className="min-w-0">
        <span className="block break-words text-sm font-medium">{children}</span>
        {detail ? <span className="block text-xs text-muted">{detail}</span> : null}
      </span>
    </span>
  );
}

/** A small drawing of the layout: the product's picture and where the presenter stands in it. */
export function LayoutSketch({ layout }: { layout: PresenterLayout }) {
  const person = { full: { x: 0, y: 0, width: 36, height: 64 }, pip: { x: 21, y: 40, width: 12, height: 20 }, split: { x: 0, y: 32, width: 36, height: 32 } }[layout];
  return (
    <svg viewBox="0 0 36 64" aria-hidden="true" className="mx-auto h-20 w-auto rounded-md">
      <rect width="36" height="64" rx="3" className="fill-primary/20" />
      {layout === "full" ? null : <rect x="4" y={layout === "split" ? 6 : 12} width="28" height={layout === "split" ? 20 : 24} rx="2" className="fill-primary/50" />}
      <rect {...person} rx="3" className="fill-primary" />
      <circle cx={person.x + person.width / 2} cy={person.y + person.height * 0.38} r={Math.min(person.width, person.height) * 0.2} className="fill-primary-soft" />
    </svg>
  );
}
