import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError, useRouteLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/utils/format-price";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PreferenceSwitches } from "~/components/preference-switches";
import { chooseShareFile, isShareToken, sharePagePath, toShareFile, type ShareFile } from "~/components/preview/share";
import { ShareNotFound } from "~/components/preview/share-not-found";
import { SharePlayer } from "~/components/preview/share-player";
import { loadSharedVideo } from "~/data/preview.server";
import type { loader as rootLoader } from "~/root";
import { createVideoPath } from "~/utils/create-video-flow";
import { formatDuration } from "~/utils/video";

const registerPath = "/account/register";

/**
 * A shared video's public page (open to anyone, outside the workspace shell), at the address the API gives
 * the owner (docs/decisions/071). Asking the API for its data counts the visitor's view, so a view is counted with
 * or without JavaScript; plays are counted by the player (share-player.tsx).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("s");
  if (!isShareToken(token)) throw json({ message: context.t("preview.notFoundBody") }, { status: 404 });
  const shared = await loadSharedVideo(context, request, token);
  const files = shared.files.map(toShareFile);
  const main = files[0];
  if (!main) throw json({ message: context.t("preview.notFoundBody") }, { status: 404 });

  const absolute = (path: string) => new URL(path, url.origin).href;
  const product = { name: shared.product.name, brand: shared.product.brand, price: formatPrice(shared.product.price) };
  return json({
    token,
    title: shared.title,
    product,
    duration: shared.duration_ms ? formatDuration(shared.duration_ms) : null,
    files,
    signedIn: Boolean(context.session.userId),
    card: {
      title: context.t("preview.pageTitle", { product: product.name }),
      description: context.t("preview.description", { product: [product.name, product.brand, product.price].filter(Boolean).join(" · ") }),
      pageUrl: absolute(sharePagePath(token)),
      imageUrl: absolute(main.thumbnailHref),
      videoUrl: absolute(main.videoHref),
      width: main.width,
      height: main.height,
    },
  });
}

/** Each load counts a view, and a link turned off must stop working at once: never from a cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Picking another ratio changes only which file plays: no new view to ask the API for. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("s") === nextUrl.searchParams.get("s") ? false : defaultShouldRevalidate;

/** What a chat app or social network shows for the link: the product, the thumbnail and the video itself. */
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Promoreel" }];
  const { card } = data;
  return [
    { title: card.title },
    { name: "description", content: card.description },
    { tagName: "link", rel: "canonical", href: card.pageUrl },
    { property: "og:site_name", content: "Promoreel" },
    { property: "og:type", content: "video.other" },
    { property: "og:title", content: card.title },
    { property: "og:description", content: card.description },
    { property: "og:url", content: card.pageUrl },
    { property: "og:image", content: card.imageUrl },
    { property: "og:image:width", content: String(card.width) },
    { property: "og:image:height", content: String(card.height) },
    { property: "og:video", content: card.videoUrl },
    { property: "og:video:type", content: "video/mp4" },
    { property: "og:video:width", content: String(card.width) },
    { property: "og:video:height", content: String(card.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: card.title },
    { name: "twitter:description", content: card.description },
    { name: "twitter:image", content: card.imageUrl },
  ];
};

export default function PreviewPage() {
  const { t } = useTranslation();
  const { token, title, product, duration, files, signedIn } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  // The loader answers 404 for a share without files.
  const file = chooseShareFile(files, searchParams.get("ratio"))!;

  return (
    <PreviewFrame>
      <main className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10 lg:py-10">
        <section aria-label={t("preview.videoLabel")} className="min-w-0 space-y-3">
          <SharePlayer token={token} file={file} title={title} />
          {files.length > 1 ? <RatioSwitch token={token} files={files} current={file} /> : null}
        </section>

        <section aria-labelledby="shared-product" className="card space-y-5">
          <div className="space-y-1">
            {product.brand ? <p className="text-sm font-medium text-muted">{product.brand}</p> : null}
            <h1 id="shared-product" className="break-words text-2xl font-semibold">
              {product.name}
            </h1>
            {product.price ? <p className="text-xl font-semibold text-primary">{product.price}</p> : null}
          </div>
          <p className="break-words text-sm text-muted">{duration ? `${title} · ${duration}` : title}</p>
          <div className="space-y-3 border-t border-line pt-5">
            <h2 className="font-semibold">{t("preview.ctaHeading")}</h2>
            <p className="text-sm text-muted">{t("preview.ctaBody")}</p>
            <Link to={signedIn ? createVideoPath : registerPath} className="btn-primary w-full">
              {t("preview.cta")}
            </Link>
          </div>
        </section>
      </main>
    </PreviewFrame>
  );
}

/** The page's own slim frame: brand, language and theme above, "Made with Promoreel" below. */
function PreviewFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/" reloadDocument className="text-lg font-bold text-primary">
            {t("app.name")}
          </Link>
          <PreferenceSwitches className="flex flex-wrap items-center gap-3" />
        </div>
      </header>
      {children}
      <footer className="px-4 py-6 text-center text-sm text-muted">
        <Link to={registerPath} className="link">
          {t("preview.madeWith")}
        </Link>
      </footer>
    </div>
  );
}

/** Links, so the choice works without JavaScript too; with it, only the player changes (shouldRevalidate). */
function RatioSwitch({ token, files, current }: { token: string; files: ShareFile[]; current: ShareFile }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("preview.ratioLabel")} className="flex flex-wrap justify-center gap-2">
      {files.map((file) => (
        <Link
          key={file.slug}
          to={`${sharePagePath(token)}&ratio=${file.slug}`}
          replace
          preventScrollReset
          aria-current={file.slug === current.slug ? "true" : undefined}
          className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-primary-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[current=true]:border-primary aria-[current=true]:bg-primary-soft"
        >
          {t(`preview.ratios.${file.slug}`)} · {file.ratio}
        </Link>
      ))}
    </nav>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />;
  const message = (error.data as { message?: unknown } | null)?.message;
  return <ShareNotFound message={typeof message === "string" ? message : undefined} signedIn={Boolean(root?.userId)} />;
}
