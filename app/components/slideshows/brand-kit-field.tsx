import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LabelledControl } from "~/components/form-fields";
import type { BrandKitView } from "../../../api/contract";
import { brandKitHref } from "./slideshows";

/** The brand kit a slideshow is drawn with (or none), and the way to the kits, coming back to `back`. */
export function BrandKitField({
  label,
  field,
  brands,
  back,
}: {
  label: string;
  field: FieldMetadata<string>;
  brands: readonly Pick<BrandKitView, "id" | "name">[];
  back: string;
}) {
  const { t } = useTranslation();
  return (
    <LabelledControl htmlFor={field.id} label={label} errorId={field.errorId} errors={field.errors}>
      <select {...getSelectProps(field)} className="input">
        <option value="">{t("slideshow.noBrand")}</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </select>
      <Link to={brandKitHref({ back })} className="link inline-block text-sm">
        {t("slideshow.manageBrands")}
      </Link>
    </LabelledControl>
  );
}
