import { describe, expect, it } from "vitest";
import { libraryHref, missingRatios, readLibraryView, VideoActionSchema } from "./library";
import type { VideoView } from "../../../api/contract";

describe("the library's address", () => {
  it("reads the page and the favourites filter, keeping the page in range", () => {
    expect(readLibraryView(new URLSearchParams("page=3&favorite=1"))).toEqual({ page: 3, favorites: true, posters: false });
    expect(readLibraryView(new URLSearchParams("page=0&favorite=true"))).toEqual({ page: 1, favorites: false, posters: false });
    expect(readLibraryView(new URLSearchParams("view=posters&favorite=1&page=2"))).toEqual({ page: 2, favorites: false, posters: true });
    expect(readLibraryView(new URLSearchParams("page=abc")).page).toBe(1);
    expect(readLibraryView(new URLSearchParams("page=99999999")).page).toBe(10_000);
  });

  it("writes only what differs from the first page of all videos", () => {
    expect(libraryHref({ page: 1, favorites: false, posters: false })).toBe("/videos");
    expect(libraryHref({ page: 2, favorites: true, posters: false }, { confirmDelete: "v1", video: "v1" })).toBe("/videos?favorite=1&page=2&confirm-delete=v1#video-v1");
    expect(libraryHref({ page: 1, favorites: false, posters: false }, { shared: "v2" })).toBe("/videos?shared=v2");
    expect(libraryHref({ page: 3, favorites: false, posters: true }, { confirmDelete: "p1", poster: "p1" })).toBe("/videos?view=posters&page=3&confirm-delete=p1#poster-p1");
  });
});

describe("the library's changes", () => {
  it("accepts the four intents with their fields", () => {
    expect(VideoActionSchema.parse({ intent: "favorite", id: "v1", favorite: "false", via: "fetcher" })).toEqual({ intent: "favorite", id: "v1", favorite: false });
    expect(VideoActionSchema.parse({ intent: "resize", id: "v1", ratio: "1:1" })).toEqual({ intent: "resize", id: "v1", ratio: "1:1" });
    expect(VideoActionSchema.safeParse({ intent: "share", id: "v1" }).success).toBe(true);
    expect(VideoActionSchema.safeParse({ intent: "delete", id: "v1" }).success).toBe(true);
  });

  it("refuses unknown intents, odd ids and sizes the API does not make", () => {
    expect(VideoActionSchema.safeParse({ intent: "cancel", id: "v1" }).success).toBe(false);
    expect(VideoActionSchema.safeParse({ intent: "delete", id: "../etc" }).success).toBe(false);
    expect(VideoActionSchema.safeParse({ intent: "delete" }).success).toBe(false);
    expect(VideoActionSchema.safeParse({ intent: "resize", id: "v1", ratio: "4:3" }).success).toBe(false);
    expect(VideoActionSchema.safeParse({ intent: "favorite", id: "v1", favorite: "yes" }).success).toBe(false);
  });

  it("offers only the sizes a video lacks", () => {
    expect(missingRatios({ aspect_ratios: ["9:16", "16:9"] } as VideoView)).toEqual(["1:1"]);
    expect(missingRatios({ aspect_ratios: ["1:1", "9:16", "16:9"] } as VideoView)).toEqual([]);
  });
});
