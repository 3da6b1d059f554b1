/**
 * Each open `video/events` stream holds a connection, two timers and a database read a second for as long as the
 * browser keeps it, so one account opening hundreds (a script, a tab left reloading) would cost everyone. A user may
 * have a few open at once in this process; the next is refused until one closes.
 */
import { ApiError } from "../http/errors";

export const maxVideoEventStreamsPerUser = 5;

export function createEventStreamSlots(maxPerUser = maxVideoEventStreamsPerUser) {
  const open = new Map<string, number>();
  return {
    /** Takes one of the user's slots, or throws a 429; the returned function gives it back (once). */
    take(userId: string): () => void {
      const count = open.get(userId) ?? 0;
      if (count >= maxPerUser) throw new ApiError(429, "video_events_too_many", { max: maxPerUser });
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
  };
}
