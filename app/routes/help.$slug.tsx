import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArticleBody } from "~/components/help/article-body";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { helpArticle, helpArticles } from "~/data/help.server";
import { feedbackHref } from "~/utils/feedback-link";

/** One help article in the reader's language, with the others beside it. */
export function loader({ context, params }: LoaderFunctionArgs) {
  const article = helpArticle(context.locale, params.slug ?? "");
  if (!article) throw json({ message: context.t("help.notFound") }, { status: 404 });
  const others = helpArticles(context.locale)
    .filter((other) => other.slug !== article.slug)
    .map(({ slug, title }) => ({ slug, title }));
  return json({ title: article.title, summary: article.summary, blocks: article.blocks, slug: article.slug, others });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }, { name: "description", content: data.summary }] : [{ title: "Promoreel" }]);

export default function HelpArticlePage() {
  const { title, summary, blocks, slug, others } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_14rem]">
      <article className="min-w-0 space-y-6">
        <nav aria-label={t("help.nav")} className="text-sm">
          <Link to="/help" className="link">
            {t("help.allArticles")}
          </Link>
        </nav>
        <header className="space-y-2">
          <h1 className="text-3xl font-semibold">{title}</h1>
          <p className="text-lg text-muted">{summary}</p>
        </header>
        <ArticleBody blocks={blocks} />
        <p className="card p-4 text-sm">
          {t("help.stillStuck")}{" "}
          <Link to={feedbackHref({ pathname: `/help/${slug}`, search: "" })} className="link font-medium">
            {t("help.feedback.title")}
          </Link>
        </p>
      </article>
      <aside aria-labelledby="help-other-articles" className="space-y-2">
        <h2 id="help-other-articles" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t("help.articles")}
        </h2>
        <ul className="space-y-1 text-sm">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={`/help/${other.slug}`} className="link">
                {other.title}
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

/** An article that is not there (an old link) leads back to the list rather than to the site's home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <NestedErrorBoundary />;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-muted">{t("help.notFound")}</p>
      <Link to="/help" className="btn-primary">
        {t("help.allArticles")}
      </Link>
    </div>
  );
}
