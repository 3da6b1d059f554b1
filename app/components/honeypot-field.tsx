import { useTranslation } from "react-i18next";
import { HoneypotInputs } from "remix-utils/honeypot/react";

/** The hidden trap field of public forms (checked by utils/honeypot.server.ts). */
export function HoneypotField() {
  const { t } = useTranslation();
  return <HoneypotInputs label={t("form.leaveBlank")} />;
}
