import { useTranslation } from "react-i18next";
import { StepList } from "~/components/step-list";

export type CreateStep = "links" | "offer" | "script";

/** The three steps of /create-promotional; a step already done is a link back to it. */
export function PromoCreateSteps({ current, hrefs }: { current: CreateStep; hrefs: Partial<Record<CreateStep, string>> }) {
  const { t } = useTranslation();
  const step = (id: CreateStep) => ({ id, label: t(`promotional.steps.${id}`), href: hrefs[id] });
  return <StepList label={t("promotional.steps.label")} current={current} steps={[step("links"), step("offer"), step("script")]} />;
}
