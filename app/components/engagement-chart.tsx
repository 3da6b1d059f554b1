import { useTranslation } from "react-i18next";
import { LabelledValue } from "~/components/labelled-value";
import type { Engagement } from "../../api/contract";

const chartDays = 14;
const width = 280;
const height = 96;

/**
 * A shared video's views, plays and play-through rate: the totals, then the last 14 days as paired bars (views and
 * plays), drawn as plain SVG so it renders on the server and needs no script. The same figures are in a table for
 * screen readers and for anyone who wants the numbers.
 */
export function EngagementChart({ engagement, now }: { engagement: Engagement; now: number }) {
  const { t } = useTranslation();
  const days = lastDays(now, chartDays).map((day) => engagement.daily.find((entry) => entry.day === day) ?? { day, views: 0, plays: 0, completes: 0, play_through_rate: 0 });
  const highest = Math.max(1, ...days.map((day) => Math.max(day.views, day.plays)));
  const slot = width / days.length;
  const bar = Math.max(2, slot / 2 - 2);

  return (
    <figure className="space-y-3">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <LabelledValue look="tile" label={t("engagement.views")}>
          {engagement.views}
        </LabelledValue>
        <LabelledValue look="tile" label={t("engagement.plays")}>
          {engagement.plays}
        </LabelledValue>
        <LabelledValue look="tile" label={t("engagement.playThrough")}>{`${Math.round(engagement.play_through_rate * 100)} %`}</LabelledValue>
      </dl>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" height={height} role="img" aria-labelledby="engagement-caption" className="block">
        {days.map((day, index) => {
          const x = index * slot + 1;
          const viewHeight = (day.views / highest) * (height - 4);
          const playHeight = (day.plays / highest) * (height - 4);
          return (
            <g key={day.day}>
              <rect x={x} y={height - viewHeight} width={bar} height={viewHeight} rx={1} className="fill-primary/40" />
              <rect x={x + bar + 1} y={height - playHeight} width={bar} height={playHeight} rx={1} className="fill-primary" />
            </g>
          );
        })}
      </svg>
      <figcaption id="engagement-caption" className="flex flex-wrap gap-x-4 text-xs text-muted">
        <span>{t("engagement.caption", { days: chartDays })}</span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 rounded-sm bg-primary/40" />
          {t("engagement.views")}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 rounded-sm bg-primary" />
          {t("engagement.plays")}
        </span>
      </figcaption>
      {engagement.social.platforms.length > 0 ? <PlatformFiguresTable social={engagement.social} /> : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">{t("engagement.table")}</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{t("engagement.day")}</th>
              <th scope="col">{t("engagement.views")}</th>
              <th scope="col">{t("engagement.plays")}</th>
              <th scope="col">{t("engagement.completes")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{day.day}</td>
                <td>{day.views}</td>
                <td>{day.plays}</td>
                <td>{day.completes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const platformNames = { tiktok: "TikTok", youtube: "YouTube", instagram: "Instagram" } as const;

/** What the platforms counted for the video's published posts, per platform and in total (fetched hourly by the API). */
function PlatformFiguresTable({ social }: { social: Engagement["social"] }) {
  const { t } = useTranslation();
  const columns = ["views", "likes", "comments", "shares"] as const;
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left text-xs text-muted">{t("engagement.onPlatforms")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("engagement.platform")}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`engagement.platform_${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {social.platforms.map((row) => (
          <tr key={row.platform}>
            <th scope="row">{platformNames[row.platform]}</th>
            {columns.map((column) => (
              <td key={column}>{row[column]}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("engagement.platformsTotal")}</th>
          {columns.map((column) => (
            <td key={column}>{social.total[column]}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/** `YYYY-MM-DD` of the last `count` UTC days up to `now`'s, oldest first: the API's days are UTC days. */
export function lastDays(now: number, count: number): string[] {
  const dayMs = 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, index) => new Date(now - (count - 1 - index) * dayMs).toISOString().slice(0, 10));
}
