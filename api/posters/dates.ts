/**
 * An offer's dates as the poster shows them, in the reader's language: "1–14 Dec 2026", "28 Nov – 14 Dec 2026",
 * "2026年12月1日–14日". Month names are spelled here rather than by Intl, whose short English months change with
 * the ICU version ("Sep" or "Sept") and would change a drawn poster with a Node upgrade.
 */
import { translate, type Language } from "../http/i18n";

const englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

interface Day {
  year: number;
  month: number;
  day: number;
}

/** A `YYYY-MM-DD` that names a real calendar day (no 2026-02-30), or undefined. */
export function parseCalendarDay(text: string): Day | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function englishRange(start: Day, end: Day): string {
  const full = (day: Day) => `${day.day} ${englishMonths[day.month - 1]} ${day.year}`;
  if (start.year !== end.year) return `${full(start)} – ${full(end)}`;
  if (start.month !== end.month) return `${start.day} ${englishMonths[start.month - 1]} – ${full(end)}`;
  return start.day === end.day ? full(end) : `${start.day}–${full(end)}`;
}

function chineseRange(start: Day, end: Day): string {
  const full = (day: Day) => `${day.year}年${day.month}月${day.day}日`;
  if (start.year !== end.year) return `${full(start)}–${full(end)}`;
  if (start.month !== end.month) return `${full(start)}–${end.month}月${end.day}日`;
  return start.day === end.day ? full(end) : `${full(start)}–${end.day}日`;
}

/** The dates line of a poster, or undefined when the offer has no dates. Both days are checked calendar days. */
export function offerDatesText(startsOn: string | null, endsOn: string | null, language: Language): string | undefined {
  const start = startsOn ? parseCalendarDay(startsOn) : undefined;
  const end = endsOn ? parseCalendarDay(endsOn) : undefined;
  const range = language === "zh-Hans" ? chineseRange : englishRange;
  if (start && end) return range(start, end);
  if (start) return translate("poster_dates_from", language, { date: range(start, start) });
  if (end) return translate("poster_dates_until", language, { date: range(end, end) });
  return undefined;
}
