import { useLocation } from "@remix-run/react";
import { useShellUser } from "~/components/use-shell-user";
import { createStartHref, withUpgradeDialog } from "~/utils/workspace-menu";
import { newVideoHref } from "./products";

/**
 * Where a "new video" link leads: /create-video (at the product's ideas when one is given), or, without quota,
 * the upgrade dialog over this page, which keeps its scroll position.
 */
export function useStartLink(productId?: string): { to: string; preventScrollReset: boolean } {
  const user = useShellUser();
  const location = useLocation();
  if (!user.sufficient_quota) return { to: withUpgradeDialog(location), preventScrollReset: true };
  return { to: productId ? newVideoHref(productId) : createStartHref, preventScrollReset: false };
}
