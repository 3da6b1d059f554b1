import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DeleteButton, DeleteFormFields, InlineDeleteConfirmation, KeepLink } from "~/components/ask-before-deleting";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { ConnectForm } from "~/components/social/connect-form";
import { isPlatformName, platformNames } from "~/components/social/platforms";
import { TryAgainAlert } from "~/components/try-again-alert";
import { connectionsPath } from "~/components/social/connect-form";
import { disconnect, loadConnections, startConnection } from "~/data/connections.server";
import { requireUserId } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { socialPlatformIds, type SocialAccountView, type SocialPlatformName } from "../../api/contract/social";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** The user's TikTok, YouTube and Instagram connections, or how an operator turns posting on when none is set up. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const title = `${context.t("social.connectionsTitle")} · ${context.t("app.name")}`;
  const confirmId = new URL(request.url).searchParams.get("confirm-delete");
  const callbackUrl = `${context.config.appUrl}${connectionsPath}/<platform>/callback`;
  const loadedAccounts = await loadConnections(context);
  if (!loadedAccounts.ok) return json({ title, failure: loadedAccounts.message, screen: null, confirmId, callbackUrl });
  return json({ title, failure: null, screen: loadedAccounts.data, confirmId, callbackUrl });
}

/** `connect`: off to the platform's consent page; `delete`: the account is disconnected. Both come back here. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const form = await readForm(request, context);
  const intent = form.get("intent");
  if (intent === "connect") {
    const platform = String(form.get("platform") ?? "");
    if (!isPlatformName(platform)) throw json({ message: context.t("errors.formRejected") }, { status: 400 });
    const returnPath = safeRedirectPath(String(form.get("return_path") ?? ""), connectionsPath);
    const started = await startConnection(context, platform, returnPath);
    if (!started.ok) {
      context.toasts.error(started.message);
      return redirect(returnPath);
    }
    return redirect(started.data.authorization_url);
  }
  if (intent === "delete") {
    const id = String(form.get("id") ?? "");
    const name = String(form.get("name") ?? "");
    const done = await disconnect(context, id);
    if (done.ok) context.toasts.success(context.t("social.disconnected", { name }));
    else context.toasts.error(done.message);
    return redirect(connectionsPath);
  }
  throw json({ message: context.t("errors.formRejected") }, { status: 400 });
}

export default function ConnectionsPage() {
  const { t } = useTranslation();
  const { failure, screen, confirmId, callbackUrl } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{t("social.connectionsTitle")}</h1>
        <p className="text-muted">{t("social.connectionsIntro")}</p>
      </div>
      {failure || !screen ? (
        <TryAgainAlert title={t("social.loadFailed")} message={failure ?? ""} tryAgainLabel={t("social.tryAgain")} />
      ) : screen.platforms.length === 0 ? (
        <section className="card space-y-3" aria-labelledby="posting-off">
          <h2 id="posting-off" className="font-semibold">
            {t("social.offTitle")}
          </h2>
          <p className="text-sm text-muted">{t("social.offBody")}</p>
          <ul className="flex flex-wrap gap-2 font-mono text-sm">
            {screen.setup_variables.map((name) => (
              <li key={name} className="rounded bg-canvas px-2 py-1">
                {name}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            {t("social.offCallback")} <code className="break-all">{callbackUrl}</code>
          </p>
        </section>
      ) : (
        <ul className="space-y-4">
          {socialPlatformIds.map((platform) => (
            <PlatformCard
              key={platform}
              platform={platform}
              available={screen.platforms.includes(platform)}
              accounts={screen.accounts.filter((account) => account.platform === platform)}
              confirmId={confirmId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PlatformCard({
  platform,
  available,
  accounts,
  confirmId,
}: {
  platform: SocialPlatformName;
  available: boolean;
  accounts: SocialAccountView[];
  confirmId: string | null;
}) {
  const { t } = useTranslation();
  const name = platformNames[platform];
  const headingId = `platform-${platform}`;
  const needsReconnect = accounts.some((account) => account.state === "needs-reconnect");
  return (
    <li>
      <section aria-labelledby={headingId} className="card space-y-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {name}
        </h2>
        {!available ? (
          <p className="text-sm text-muted">{t("social.notOnServer")}</p>
        ) : (
          <>
            {accounts.length === 0 ? <p className="text-sm text-muted">{t("social.notConnected")}</p> : null}
            <ul className="space-y-3">
              {accounts.map((account) => (
                <AccountRow key={account.id} account={account} confirming={confirmId === account.id} />
              ))}
            </ul>
            <ConnectForm platform={platform}>
              {t(needsReconnect ? "social.reconnect" : accounts.length > 0 ? "social.connectAnother" : "social.connect", { platform: name })}
            </ConnectForm>
          </>
        )}
      </section>
    </li>
  );
}

function AccountRow({ account, confirming }: { account: SocialAccountView; confirming: boolean }) {
  const { t } = useTranslation();
  const platform = platformNames[account.platform];
  const title = t("social.disconnectTitle", { name: account.name });
  const body = t("social.disconnectBody", { platform });
  const form = (keep: ReactNode) => <DisconnectForm account={account}>{keep}</DisconnectForm>;
  return (
    <li data-account-id={account.id} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={account.state === "connected" ? "font-medium" : "font-medium text-danger"}>
          {account.state === "connected" ? t("social.connectedAs", { name: account.name }) : t("social.needsReconnect", { name: account.name })}
        </p>
        {confirming ? null : (
          <DeleteButton
            label={t("social.disconnect")}
            className="btn-secondary text-danger"
            confirmHref={`${connectionsPath}?confirm-delete=${encodeURIComponent(account.id)}`}
            title={title}
            body={body}
            keepLabel={t("social.keep")}
            form={form}
          />
        )}
      </div>
      {confirming ? (
        <InlineDeleteConfirmation titleId={`disconnect-${account.id}`} title={title} body={body}>
          {form(<KeepLink to={connectionsPath}>{t("social.keep")}</KeepLink>)}
        </InlineDeleteConfirmation>
      ) : null}
    </li>
  );
}

function DisconnectForm({ account, children }: { account: SocialAccountView; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("id") === account.id;
  return (
    <Form method="post" action={connectionsPath} className="space-y-3">
      <input type="hidden" name="name" value={account.name} />
      <DeleteFormFields id={account.id} pending={pending} confirmLabel={t("social.disconnectConfirm")}>
        {children}
      </DeleteFormFields>
    </Form>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
