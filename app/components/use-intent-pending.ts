import { useNavigation } from "@remix-run/react";

/** True while a page-level form with this intent is being sent or its next page loads. */
export function useIntentPending(intent: string, match: (formData: FormData) => boolean = () => true) {
  const navigation = useNavigation();
  const formData = navigation.formData;
  return navigation.state !== "idle" && formData?.get("intent") === intent && match(formData);
}
