import { useRouteLoaderData } from "@remix-run/react";
import type { loader as pageLoader } from "~/routes/_page";
import type { loader as shellLoader } from "~/routes/_shell";
import type { UserView } from "../../api/contract";

/** The signed-in user the layout loaded: the workspace shell, or the frame of the signed-in pages outside it. */
export function useShellUser(): UserView {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/_shell");
  const page = useRouteLoaderData<typeof pageLoader>("routes/_page");
  const user = (shell && "user" in shell ? shell.user : undefined) ?? page?.user;
  if (!user) throw new Error("useShellUser is only for screens inside a signed-in layout");
  return user;
}
