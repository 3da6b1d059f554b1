import { useTranslation } from "react-i18next";
import type { ChunkFailure } from "~/utils/route-chunks";
import { ScreenFrame } from "./screen-frame";

/**
 * A route's script could not be loaded (only ever in a browser, on a navigation). Reloading loads the page from
 * the server, which gives the current version's scripts, or the page without them.
 */
export function ChunkFailureScreen({ nested, failure }: { nested: boolean; failure: ChunkFailure }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame nested={nested}>
      <p className="text-sm font-semibold text-muted">{t("chunkFailure.type", { type: failure })}</p>
      <h1 className="text-2xl font-semibold">{t("chunkFailure.title")}</h1>
      <p className="max-w-md text-muted">{t(`chunkFailure.${failure}`)}</p>
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t("chunkFailure.reload")}
      </button>
    </ScreenFrame>
  );
}
