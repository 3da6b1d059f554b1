import type { AppLoadContext } from "@remix-run/node";

/**
 * A request context whose API client answers `getUnwrapped` (media files, event streams, the share page) with
 * `answer`, for tests of what is done with the API's answer; `asked` lists each call's path and headers.
 */
export function contextAnsweringUnwrapped(answer: (path: string, headers: Record<string, string>) => Response, rest: Partial<Record<keyof AppLoadContext, unknown>>) {
  const asked: { path: string; headers: Record<string, string> }[] = [];
  const context = {
    ...rest,
    api: {
      getUnwrapped: async (path: string, options?: { headers?: Record<string, string> }) => {
        asked.push({ path, headers: options?.headers ?? {} });
        return answer(path, options?.headers ?? {});
      },
    },
  } as unknown as AppLoadContext;
  return { context, asked };
}
