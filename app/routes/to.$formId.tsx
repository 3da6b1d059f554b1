import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { HoneypotProvider } from "remix-utils/honeypot/react";
import { formIdPattern } from "../../api/contract";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { FormNotFound } from "~/components/hosted-form/form-screens";
import { HostedForm } from "~/components/hosted-form/hosted-form";
import { SessionStorageFallback } from "~/components/hosted-form/session-storage-fallback";
import { readEmbedParams, readPrefill } from "~/utils/embed-params";
import { checkHoneypot } from "~/utils/honeypot.server";
import { foreignRedirectHost, maxFormBodyBytes, readHostedForm, responseRequestBody, submitResponse } from "~/data/hosted-form.server";
import { readForm } from "~/utils/read-form.server";

/**
 * A hosted form: shown in an embed's iframe or opened as a plain link. The query says how it is
 * embedded, the hash carries hidden fields and preselected answers; answers go to `POST forms/:id/responses`.
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.form.title} · Promoreel` : "Promoreel" }];

function requireFormId(formId: string | undefined) {
  if (!formId || !formIdPattern.test(formId)) throw json({ message: "not found" }, { status: 404 });
  return formId;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const formId = requireFormId(params.formId);
  const form = await readHostedForm(context, formId);
  const query = new URL(request.url).searchParams;
  return json({
    form,
    redirectHost: foreignRedirectHost(form, context.config.appUrl),
    embed: readEmbedParams(query),
    prefill: readPrefill(query, form),
    responseId: crypto.randomUUID(),
    honeypot: context.honeypot.getInputProps(),
  });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const formId = requireFormId(params.formId);
  const formData = await readForm(request, context, { maxBytes: maxFormBodyBytes });
  checkHoneypot(context, formData);
  const embed = readEmbedParams(new URL(request.url).searchParams);
  return submitResponse(context, formId, responseRequestBody(formData, embed));
}

/** Each visit gets its own response id, and answers are personal: never from a cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The form and this visit's response id stay as they were while the visitor answers. */
export const shouldRevalidate = () => false;

export default function HostedFormPage() {
  const { form, redirectHost, embed, prefill, responseId, honeypot } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <HoneypotProvider {...honeypot}>
      <SessionStorageFallback />
      <HostedForm form={form} redirectHost={redirectHost} embed={embed} prefill={prefill} responseId={responseId} actionPath={`${location.pathname}${location.search}`} />
    </HoneypotProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <SessionStorageFallback />
      {isRouteErrorResponse(error) && error.status === 404 ? <FormNotFound /> : <GeneralErrorBoundary />}
    </>
  );
}
