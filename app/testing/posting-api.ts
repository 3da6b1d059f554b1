import type { AppLoadContext } from "@remix-run/node";
import type { ApiResult } from "~/utils/api.server";

/**
 * A request context whose API client answers every `post` with `answer`, for tests of a resource route that passes
 * what the browser sent on to the API; `posted` lists each call's path, body and options.
 */
export function contextAnsweringPosts(answer: ApiResult<unknown>) {
  const posted: { path: string; body: unknown; options: unknown }[] = [];
  const context = {
    t: (key: string) => key,
    api: {
      post: async (path: string, body: unknown, options: unknown) => {
        posted.push({ path, body, options });
        return answer;
      },
    },
  } as unknown as AppLoadContext;
  return { context, posted };
}
