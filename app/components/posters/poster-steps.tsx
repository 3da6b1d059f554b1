import { useTranslation } from "react-i18next";
import { StepList } from "~/components/step-list";

export type PosterStep = "product" | "template" | "offer";

/** The three steps of /create-promotion-poster; a step already done is a link back to it. */
export function PosterSteps({ current, hrefs }: { current: PosterStep; hrefs: Partial<Record<PosterStep, string>> }) {
  const { t } = useTranslation();
  const step = (id: PosterStep) => ({ id, label: t(`posters.steps.${id}`), href: hrefs[id] });
  return <StepList label={t("posters.steps.label")} current={current} steps={[step("product"), step("template"), step("offer")]} />;
}
