import { describe, expect, it } from "vitest";
import type { UserView } from "../../api/contract";
import { createStartHref, menuFor, withoutUpgradeDialog, withUpgradeDialog, workspaceMenu } from "./workspace-menu";

const user = (overrides: Partial<UserView> = {}): UserView => ({
  id: "user-1",
  email: "ada@example.com",
  name: "Ada",
  language: "en",
  current_plan: "free",
  sufficient_quota: true,
  powers: ["slideshow"],
  quota: { limit: 3, used: 0, rendering: 0, remaining: 3, period_start: 0, period_end: 0 },
  created_at: 0,
  ...overrides,
});
const here = { pathname: "/account-user", search: "?tab=1" };
const hrefOf = (id: string, someone: UserView) => workspaceMenu.find((entry) => entry.id === id)!.href(someone, here);

describe("the workspace menu", () => {
  it("lists Home, Create, Videos, Avatars, Products and Account on both menus, and Slideshows on the wide one to those with the power", () => {
    expect(menuFor(user(), { narrow: false }).map((entry) => entry.id)).toEqual(["home", "create", "videos", "slideshow", "avatars", "products", "account"]);
    expect(menuFor(user(), { narrow: true }).map((entry) => entry.id)).toEqual(["home", "create", "videos", "avatars", "products", "account"]);
    expect(menuFor(user({ powers: [] }), { narrow: false }).map((entry) => entry.id)).toEqual(["home", "create", "videos", "avatars", "products", "account"]);
    const pro = user({ powers: ["slideshow", "promotional"] });
    expect(menuFor(pro, { narrow: false }).map((entry) => entry.id)).toEqual(["home", "create", "videos", "slideshow", "avatars", "products", "promotional", "account"]);
    expect(menuFor(pro, { narrow: true }).map((entry) => entry.id)).toEqual(["home", "create", "videos", "avatars", "products", "account"]);
  });

  it("gates entries by power and keeps wide-only entries off the narrow menu", () => {
    const entries = [
      { id: "slideshow", label: "menu.slideshow", href: () => "/slideshow", power: "slideshow" as const, wideOnly: true },
      { id: "promotional", label: "menu.promotional", href: () => "/promotional", power: "promotional" as const, wideOnly: true },
    ];
    expect(menuFor(user(), { narrow: false }, entries).map((entry) => entry.id)).toEqual(["slideshow"]);
    expect(menuFor(user({ powers: ["slideshow", "promotional"] }), { narrow: false }, entries).map((entry) => entry.id)).toEqual(["slideshow", "promotional"]);
    expect(menuFor(user({ powers: ["slideshow", "promotional"] }), { narrow: true }, entries)).toEqual([]);
  });

  it("starts creating with quota to spare, and opens the upgrade dialog without", () => {
    expect(hrefOf("create", user())).toBe(createStartHref);
    expect(createStartHref).toBe("/create-video");
    expect(hrefOf("create", user({ sufficient_quota: false }))).toBe("/account-user?tab=1&upgrade=1");
  });

  it("opens and closes the upgrade dialog keeping the rest of the query", () => {
    expect(withUpgradeDialog({ pathname: "/", search: "" })).toBe("/?upgrade=1");
    expect(withoutUpgradeDialog({ pathname: "/account-user", search: "?tab=1&upgrade=1" })).toBe("/account-user?tab=1");
    expect(withoutUpgradeDialog({ pathname: "/", search: "?upgrade=1" })).toBe("/");
  });
});
