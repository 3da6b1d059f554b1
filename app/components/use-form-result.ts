import { useActionData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";

/**
 * What an action answers on a page of many forms (/create-video, /create-slideshow, /slideshow-edit): each form
 * finds its own answer by `formId`.
 */
export interface FormActionData {
  formId: string;
  result: SubmissionResult<string[]>;
  /** The plan refused it (quota, music on free): the upgrade dialog opens. */
  upgrade?: boolean;
  /** What was done, for a change made in place (a fetcher's post). */
  notice?: string;
}

/** The action's answer, if it was for this form (the page has many). */
export function useFormResult(formId: string) {
  const actionData = useActionData<FormActionData>();
  return actionData?.formId === formId ? actionData.result : undefined;
}
