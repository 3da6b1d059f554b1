import { describe, expect, it } from "vitest";
import { pageHydrates } from "./page-hydration";

describe("pageHydrates", () => {
  it("hydrates unless a route opts out", () => {
    expect(pageHydrates([{ handle: undefined }, { handle: { other: 1 } }])).toBe(true);
    expect(pageHydrates([{ handle: undefined }, { handle: { hydrate: false } }])).toBe(false);
  });

  it("lets a route decide from its data", () => {
    const handle = { hydrate: (data: unknown) => (data as { landing?: boolean }).landing !== true };
    expect(pageHydrates([{ handle, data: { landing: true } }])).toBe(false);
    expect(pageHydrates([{ handle, data: { user: {} } }])).toBe(true);
  });
});
