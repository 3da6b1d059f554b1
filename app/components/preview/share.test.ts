import { describe, expect, it } from "vitest";
import { chooseShareFile, isShareToken, shareFrameStyle, shareMediaHref, sharePagePath, toShareFile } from "./share";

const token = "A".repeat(21) + "b_-" + "9".repeat(19);

describe("share links", () => {
  it("accepts only the API's 43-character base64url tokens", () => {
    expect(token).toHaveLength(43);
    expect(isShareToken(token)).toBe(true);
    for (const bad of [null, "", token.slice(1), `${token}A`, token.replace("b", "/"), token.replace("b", "="), 42]) expect(isShareToken(bad)).toBe(false);
  });

  it("is the page the API sends the owner to", () => {
    expect(sharePagePath(token)).toBe(`/preview?s=${token}`);
  });

  it("sends the browser to the web server's copy of a shared file", () => {
    expect(shareMediaHref(`/api/v1/share/${token}/video/9x16`)).toBe(`/resources/share-media/${token}/video/9x16`);
    expect(shareMediaHref(`/api/v1/share/${token}/video/1x1/thumbnail`)).toBe(`/resources/share-media/${token}/video/1x1/thumbnail`);
    expect(() => shareMediaHref("/api/v1/media/video/v1/9x16")).toThrow();
  });

  it("turns the API's file into the page's", () => {
    const file = toShareFile({
      ratio: "16:9",
      url: `/api/v1/share/${token}/video/16x9`,
      thumbnail_url: `/api/v1/share/${token}/video/16x9/thumbnail`,
      width: 1920,
      height: 1080,
    });
    expect(file).toEqual({
      ratio: "16:9",
      slug: "16x9",
      videoHref: `/resources/share-media/${token}/video/16x9`,
      thumbnailHref: `/resources/share-media/${token}/video/16x9/thumbnail`,
      width: 1920,
      height: 1080,
    });
  });

  it("plays the ratio asked for, else the first", () => {
    const files = [{ slug: "9x16" }, { slug: "16x9" }];
    expect(chooseShareFile(files, "16x9")).toBe(files[1]);
    expect(chooseShareFile(files, null)).toBe(files[0]);
    expect(chooseShareFile(files, "4x3")).toBe(files[0]);
    expect(chooseShareFile([], null)).toBeUndefined();
  });

  it("reserves the player's box from the file's size, no taller than most of the screen", () => {
    expect(shareFrameStyle({ width: 1080, height: 1920 })).toEqual({ aspectRatio: "1080 / 1920", width: "min(100%, calc(75vh * 1080 / 1920))" });
  });
});
