import { describe, expect, it } from "vitest";
import { browserMediaHref, downloadHref, formatDay, formatDuration, progressHref } from "./video";

describe("where the browser fetches a video's media", () => {
  it("sends the owner's files through the web server, which holds the token", () => {
    expect(browserMediaHref("/api/v1/media/video/v1/9x16")).toBe("/resources/media/video/v1/9x16");
    expect(browserMediaHref("/api/v1/media/video/v1/9x16/thumbnail")).toBe("/resources/media/video/v1/9x16/thumbnail");
    expect(browserMediaHref("/api/v1/media/file/i1")).toBe("/resources/media/file/i1");
    expect(browserMediaHref("/api/v1/media/slide/s1/slide-1?v=2")).toBe("/resources/media/slide/s1/slide-1?v=2");
    expect(browserMediaHref("/api/v1/media/slide-template/sale-bold/story")).toBe("/resources/media/slide-template/sale-bold/story");
  });

  it("leaves public media and other addresses as they are", () => {
    expect(browserMediaHref("/api/v1/media/voice/en-us-slt")).toBe("/api/v1/media/voice/en-us-slt");
    expect(browserMediaHref("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });

  it("builds download and progress links", () => {
    expect(downloadHref({ ratio: "1:1", url: "/api/v1/media/video/v1/1x1", thumbnail_url: "", width: 1, height: 1, size: 1 })).toBe(
      "/resources/media/video/v1/1x1?download=1",
    );
    expect(progressHref(["a", "b"])).toBe("/create-video/progress?id=a&id=b");
    expect(formatDuration(75_400)).toBe("1:15");
  });
});

describe("formatDay", () => {
  it("prints the UTC day in the page's language, whatever the machine's time zone", () => {
    const lateOnNov22Utc = Date.UTC(2026, 10, 22, 23, 30);
    expect(formatDay(lateOnNov22Utc, "en")).toBe("Nov 22");
    expect(formatDay(lateOnNov22Utc, "zh-CN")).toBe("11月22日");
  });
});
