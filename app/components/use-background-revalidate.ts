import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Reloads the page's data for changes that happen on their own (a render's progress), but never while a form is
 * being sent or data is loading: a reload started then can cancel the one that follows the form's action, and the
 * toast that reload carried is lost with it (the flash cookie is read once, by whichever request comes first). A
 * reload asked for meanwhile runs as soon as the page is idle again.
 */
export function useBackgroundRevalidate(): () => void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [waiting, setWaiting] = useState(false);
  const busyNow = useRef(busy);
  busyNow.current = busy;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!waiting || busy) return;
    setWaiting(false);
    revalidate.current();
  }, [waiting, busy]);

  return useCallback(() => {
    if (busyNow.current) setWaiting(true);
    else revalidate.current();
  }, []);
}
