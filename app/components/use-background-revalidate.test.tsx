// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useFetcher, useLoaderData } from "react-router-dom";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { useBackgroundRevalidate } from "./use-background-revalidate";

let root: Root | undefined;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
// The router's loads are promises; a fake clock lets the test move past them without waiting for real time.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

it("a background reload asked for while a form's reload is loading waits for it, so the toast that reload carries reaches the page", async () => {
  // Like the root loader and its flash cookie: the first load after the action takes the toast, later loads get none.
  let flash: string | null = null;
  const loaderStarts: number[] = [];
  let holdNextLoad: ReturnType<typeof deferred> | null = null;
  const toastsOnScreen: string[] = [];
  let page!: { submit: () => void; refresh: () => void; fetcherState: () => string };

  function Page() {
    const data = useLoaderData() as { toast: string | null };
    const fetcher = useFetcher();
    const refresh = useBackgroundRevalidate();
    page = { submit: () => fetcher.submit({ intent: "delete" }, { method: "post" }), refresh, fetcherState: () => fetcher.state };
    if (data.toast && !toastsOnScreen.includes(data.toast)) toastsOnScreen.push(data.toast);
    return null;
  }
  const router = createMemoryRouter([
    {
      path: "/",
      loader: async () => {
        loaderStarts.push(loaderStarts.length);
        const toast = flash;
        flash = null;
        const hold = holdNextLoad;
        holdNextLoad = null;
        await hold?.promise;
        return { toast };
      },
      action: async () => {
        flash = "The video has been deleted.";
        return null;
      },
      Component: Page,
    },
  ]);
  const host = document.body.appendChild(document.createElement("div"));
  root = createRoot(host);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await act(async () => router.navigate("/"));
  const loadsBefore = loaderStarts.length;

  const formReload = deferred();
  holdNextLoad = formReload;
  await act(async () => page.submit());
  await act(() => vi.advanceTimersByTimeAsync(20));
  expect(page.fetcherState()).toBe("loading");
  expect(loaderStarts.length).toBe(loadsBefore + 1);

  // The page's timer fires while the form's reload is still on its way: nothing new is loaded yet.
  await act(async () => page.refresh());
  expect(loaderStarts.length).toBe(loadsBefore + 1);

  await act(async () => {
    formReload.resolve();
    await vi.advanceTimersByTimeAsync(20);
  });
  expect(toastsOnScreen).toEqual(["The video has been deleted."]);
  // Then the reload that was asked for runs, once.
  expect(loaderStarts.length).toBe(loadsBefore + 2);
});
