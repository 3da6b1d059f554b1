import type { Power, UserView } from "../../api/contract";

export interface Place {
  pathname: string;
  search: string;
}

export interface MenuEntry {
  id: string;
  /** i18n key of the label. */
  label: string;
  href: (user: UserView, here: Place) => string;
  /** Shown only when the user's powers include it (Slideshow, Promotional). */
  power?: Power;
  /** Left out of the narrow-screen menu (Slideshow, Promotional). */
  wideOnly?: boolean;
  /** Active only on exactly this path, not below it. */
  end?: boolean;
  /** Starts something rather than showing a screen, so it is never marked as the current page. */
  startsSomething?: boolean;
}

/** The current page with the upgrade dialog open (a query parameter, so it opens without JavaScript). */
export function withUpgradeDialog({ pathname, search }: Place): string {
  const params = new URLSearchParams(search);
  params.set("upgrade", "1");
  return `${pathname}?${params}`;
}

export function withoutUpgradeDialog({ pathname, search }: Place): string {
  const params = new URLSearchParams(search);
  params.delete("upgrade");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Where Create leads with quota to spare; without quota it opens the upgrade dialog instead. */
export const createStartHref = "/create-video";

/** The one definition of the workspace menu, in the order it is shown. */
export const workspaceMenu: MenuEntry[] = [
  { id: "home", label: "menu.home", href: () => "/", end: true },
  {
    id: "create",
    label: "menu.create",
    href: (user, here) => (user.sufficient_quota ? createStartHref : withUpgradeDialog(here)),
    startsSomething: true,
  },
  { id: "videos", label: "menu.videos", href: () => "/videos" },
  { id: "slideshow", label: "menu.slideshow", href: () => "/slideshow", power: "slideshow", wideOnly: true },
  { id: "avatars", label: "menu.avatars", href: () => "/avatars" },
  { id: "products", label: "menu.products", href: () => "/product-folder" },
  { id: "promotional", label: "menu.promotional", href: () => "/promotional", power: "promotional", wideOnly: true },
  { id: "account", label: "menu.account", href: () => "/account-user" },
];

export function menuFor(user: UserView, { narrow }: { narrow: boolean }, entries = workspaceMenu): MenuEntry[] {
  return entries.filter((entry) => (!entry.power || user.powers.includes(entry.power)) && !(narrow && entry.wideOnly));
}
