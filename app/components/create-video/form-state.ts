import { useActionData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";

/** What the /create-video action answers: each form on the page finds its own answer by `formId`. */
export interface CreateVideoActionData {
  formId: string;
  result: SubmissionResult<string[]>;
  /** The plan refused it (quota, music on free): the upgrade dialog opens. */
  upgrade?: boolean;
  /** What was done, for a change made in place (a fetcher's post). */
  notice?: string;
}

/** The action's answer, if it was for this form (the page has many). */
export function useFormResult(formId: string) {
  const actionData = useActionData<CreateVideoActionData>();
  return actionData?.formId === formId ? actionData.result : undefined;
}
