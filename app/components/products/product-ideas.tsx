import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { ErrorList } from "~/components/form-fields";
import type { IdeaView } from "../../../api/contract";
import type { Loaded } from "~/utils/api.server";
import { newIdeasFormId } from "./products";
import { useProductAction } from "./use-product-action";
import { useStartLink } from "./use-start-link";
import { CardHeading } from "~/components/card-heading";

/**
 * The product's video ideas, a way to ask for different ones (`product/re-ideas` adds them to the stored ones), and
 * the way into /create-video, whose ideas step turns the chosen ones into scripts.
 */
export function ProductIdeas({ productId, ideas }: { productId: string; ideas: Loaded<{ ideas: IdeaView[] }> }) {
  const { t } = useTranslation();
  const newVideo = useStartLink(productId);
  const { fetcher, pending, answer } = useProductAction(newIdeasFormId);
  const fresh = new Set(answer?.newIdeaIds ?? []);
  const errors = pending ? undefined : (answer?.result.error?.[""] ?? undefined);

  return (
    <section id="ideas" aria-labelledby="product-ideas-title" className="card scroll-mt-4 space-y-4">
      <CardHeading id="product-ideas-title" title={t("products.ideas.title")} intro={t("products.ideas.intro")} />
      {!ideas.ok ? (
        <p role="alert" className="text-sm text-danger">
          {ideas.message}
        </p>
      ) : (
        <ul className="space-y-3">
          {ideas.data.ideas.map((idea) => (
            <li key={idea.id} className={`rounded-xl border p-4 ${fresh.has(idea.id) ? "border-primary bg-primary-soft" : "border-line"}`}>
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{idea.angle}</span>
                <span className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">{t(`createVideo.format.${idea.format}`, idea.format)}</span>
                {fresh.has(idea.id) ? (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-ink">{t("products.ideas.newBadge")}</span>
                ) : null}
              </p>
              <p className="mt-1 break-words text-sm">“{idea.hook}”</p>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-2 border-t border-line pt-4">
        <div className="flex flex-wrap items-center gap-2">
          <Link {...newVideo} className="btn-primary">
            {t("products.ideas.makeVideo")}
          </Link>
          <fetcher.Form method="post" preventScrollReset>
            <ViaFetcher />
            <input type="hidden" name="intent" value="new-ideas" />
            <PendingButton pending={pending} className="btn-secondary">
              {t("products.ideas.more")}
            </PendingButton>
          </fetcher.Form>
        </div>
        <p className="text-xs text-muted">{t("products.ideas.moreHint")}</p>
        <ErrorList errors={errors} />
      </div>
    </section>
  );
}
