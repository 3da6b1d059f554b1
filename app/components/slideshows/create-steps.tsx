import { useTranslation } from "react-i18next";
import { StepList } from "~/components/step-list";

/** The two steps of /create-slideshow: the product, then the template and format. The first is a link back once done. */
export function CreateSteps({ current, productHref }: { current: "product" | "design"; productHref: string }) {
  const { t } = useTranslation();
  return (
    <StepList
      label={t("createSlideshow.steps.label")}
      current={current}
      steps={[
        { id: "product", label: t("createSlideshow.steps.product"), href: productHref },
        { id: "design", label: t("createSlideshow.steps.design") },
      ]}
    />
  );
}
