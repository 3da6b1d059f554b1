import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/_shell";
import type { User } from "~/utils/user";

/** The signed-in user the shell loaded, for its screens (they render only inside the shell). */
export function useShellUser(): User {
  const data = useRouteLoaderData<typeof loader>("routes/_shell");
  if (!data) throw new Error("useShellUser is only for screens inside the workspace shell");
  return data.user;
}
