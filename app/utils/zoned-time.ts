/**
 * A wall-clock time typed in a `datetime-local` input (`2026-12-01T09:30`) means that time in the chosen zone, not in
 * the server's. These turn one into the instant it names and back, with Intl alone (no time-zone library).
 */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const dayMs = 24 * 60 * 60_000;

function wallClockParts(epochMs: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(epochMs);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const wall = wallClockParts(epochMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - (epochMs - (epochMs % 60_000));
}

/**
 * The instant `local` names in `timeZone`, or null when it is malformed or does not exist there (a DST gap). A time
 * that happens twice (the hour the clocks go back) is the earlier of the two, in every zone.
 */
export function zonedLocalToEpoch(local: string, timeZone: string): number | null {
  const match = localPattern.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets a day either side: a change of offset in between is the only way the answer is not one of them.
  const candidates = [guess - zoneOffsetMs(guess - dayMs, timeZone), guess - zoneOffsetMs(guess + dayMs, timeZone)];
  const named = candidates.filter((epoch) => {
    const check = wallClockParts(epoch, timeZone);
    return check.year === year && check.month === month && check.day === day && check.hour === hour && check.minute === minute;
  });
  return named.length === 0 ? null : Math.min(...named);
}

/** The `datetime-local` value showing this instant in `timeZone`. */
export function epochToZonedLocal(epochMs: number, timeZone: string): string {
  const wall = wallClockParts(epochMs, timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}
