import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { materialsHref, materialsPath, searchQueryMax, type MaterialsView } from "./materials";

/**
 * The one search over the user's uploads, the moving backgrounds and (when set up) stock: a GET form, so a search is
 * an address and works without JavaScript. The scene being chosen for is kept.
 */
export function MaterialsSearchBox({ view }: { view: MaterialsView }) {
  const { t } = useTranslation();
  const searching = view.tab === "search";
  return (
    <Form method="get" action={materialsPath} role="search" aria-label={t("addMaterial.search.label")} className="flex flex-wrap items-end gap-2">
      {view.pick ? (
        <>
          <input type="hidden" name="video" value={view.pick.videoId} />
          <input type="hidden" name="scene" value={view.pick.scene} />
        </>
      ) : null}
      <div className="min-w-0 flex-1 basis-56 space-y-1">
        <label htmlFor="materials-query" className="block text-sm font-medium">
          {t("addMaterial.search.query")}
        </label>
        <input
          id="materials-query"
          type="search"
          name="q"
          defaultValue={searching ? view.query : ""}
          maxLength={searchQueryMax}
          placeholder={t("addMaterial.search.placeholder")}
          className="input"
        />
      </div>
      <button type="submit" className="btn-primary">
        {t("addMaterial.search.submit")}
      </button>
      {searching ? (
        <Link to={materialsHref({ tab: "library", kind: null, page: 1, pick: view.pick })} className="btn-secondary">
          {t("addMaterial.search.clear")}
        </Link>
      ) : null}
    </Form>
  );
}
