import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "~/i18n";
import { postFailureText } from "./post-list";

async function translator(language: "en" | "zh") {
  const i18n = createInstance();
  await i18n.init({ ...i18nConfig, lng: language });
  return i18n.t;
}

describe("a failed post's reason", () => {
  it("words Promoreel's own reasons in the user's language", async () => {
    const zh = await translator("zh");
    expect(postFailureText({ kind: "rejected", reason: "file-changed" }, "TikTok", zh)).toBe("视频文件在发送到 TikTok 的过程中发生了变化，请重新发布。");
    expect(postFailureText({ kind: "rejected", reason: "unexplained" }, "YouTube", zh)).toBe("YouTube 拒绝了此视频，但未说明原因。请重新发布。");
    expect(postFailureText({ kind: "rejected", reason: "video-too-long" }, "TikTok", zh)).toBe("TikTok 不允许此账号发布这么长的视频。请制作更短的视频后再发布。");
    const en = await translator("en");
    expect(postFailureText({ kind: "rejected", reason: "privacy-not-offered" }, "TikTok", en)).toBe(
      "TikTok does not let this account post with this privacy setting. Post again with another one.",
    );
    expect(postFailureText({ kind: "rejected", reason: "video-too-long" }, "TikTok", en)).toBe(
      "TikTok does not let this account post a video this long. Make a shorter video and post again.",
    );
  });

  it("keeps the platform's own words as it said them", async () => {
    const zh = await translator("zh");
    expect(postFailureText({ kind: "rejected", reason: "video_pull_failed" }, "TikTok", zh)).toBe("TikTok 拒绝了此视频：video_pull_failed");
    expect(postFailureText({ kind: "unavailable", reason: "file-changed" }, "TikTok", zh)).toBe("无法连接 TikTok，请稍后再发布。");
  });
});
