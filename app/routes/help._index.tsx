import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FeedbackSection } from "~/components/help/feedback-form";
import { PageHeading } from "~/components/page-heading";
import { helpArticles, maxQueryLength, searchArticles, type HelpSearchResult } from "~/data/help.server";

/** The articles in the reader's language, or with `?q=` those that match, each with a snippet of where. */
export function loader({ context, request }: LoaderFunctionArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, maxQueryLength);
  const articles = helpArticles(context.locale);
  return json({
    title: context.t("help.title"),
    query,
    articles: articles.map(({ slug, title, summary }) => ({ slug, title, summary })),
    results: query ? searchArticles(articles, query) : null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

export default function HelpCenter() {
  const { query, articles, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <div className="space-y-5">
        <PageHeading title={t("help.title")} intro={t("help.intro")} />
        <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1">
            <label htmlFor="help-search" className="block text-sm font-medium">
              {t("help.search.label")}
            </label>
            <input id="help-search" type="search" name="q" defaultValue={query} maxLength={maxQueryLength} placeholder={t("help.search.placeholder")} className="input" />
          </div>
          <button type="submit" className="btn-primary">
            {t("help.search.submit")}
          </button>
        </Form>
      </div>
      {results ? <SearchResults query={query} results={results} /> : <ArticleList articles={articles} />}
      <FeedbackSection page={query ? `/help?${new URLSearchParams({ q: query })}` : "/help"} />
    </div>
  );
}

function ArticleList({ articles }: { articles: { slug: string; title: string; summary: string }[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="help-articles" className="space-y-3">
      <h2 id="help-articles" className="text-lg font-semibold">
        {t("help.articles")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link to={`/help/${article.slug}`} className="card block h-full space-y-1 p-4 hover:border-primary">
              <span className="block font-semibold text-primary">{article.title}</span>
              <span className="block text-sm text-muted">{article.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SearchResults({ query, results }: { query: string; results: HelpSearchResult[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="help-results" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="help-results" className="text-lg font-semibold">
          {results.length > 0 ? t("help.search.results", { count: results.length, query }) : t("help.search.noResults", { query })}
        </h2>
        <Link to="/help" className="link text-sm">
          {t("help.search.clear")}
        </Link>
      </div>
      {results.length === 0 ? (
        <p className="text-muted">
          {t("help.search.noResultsHint")}{" "}
          <a href="#feedback" className="link">
            {t("help.search.askUs")}
          </a>
        </p>
      ) : (
        <ul className="space-y-3">
          {results.map((result) => (
            <li key={result.slug} className="card space-y-1 p-4">
              <Link to={`/help/${result.slug}`} className="font-semibold text-primary hover:underline">
                {result.title}
              </Link>
              <p className="text-sm text-muted">
                {result.snippet ? (
                  <>
                    {result.snippet.before}
                    <mark className="rounded bg-primary-soft px-0.5 text-ink">{result.snippet.match}</mark>
                    {result.snippet.after}
                  </>
                ) : (
                  result.summary
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
