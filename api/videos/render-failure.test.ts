import { describe, expect, it } from "vitest";
import { MediaError } from "../../studio/render";
import { failureMessage, SceneMediaDeletedError, storedFailure } from "./render-failure";

describe("render failures", () => {
  it("keep the engine's sentence in English and say it in Chinese from its kind", () => {
    const stored = storedFailure(new MediaError("tool-failed", "The voice service failed to speak this line (HTTP 500)."), "render_failed");
    expect(failureMessage(stored, "en")).toBe("The voice service failed to speak this line (HTTP 500).");
    expect(failureMessage(stored, "zh-Hans")).toBe("制作过程中出错（例如配音服务暂时失败）。请稍后重试，或换一种配音。");
  });

  it("name the scene whose media was deleted", () => {
    const stored = storedFailure(new SceneMediaDeletedError(3, "Scene 3 shows a clip that has been deleted."), "update_failed");
    expect(failureMessage(stored, "en")).toBe("Scene 3 shows a clip that has been deleted.");
    expect(failureMessage(stored, "zh-Hans")).toBe("第 3 个场景用到的素材已被删除。请为该商品重新写脚本，然后重新制作视频。");
  });

  it("say a failure that is not the engine's in the caller's language", () => {
    const stored = storedFailure(new Error("ffmpeg exited with code 1"), "update_failed");
    expect(failureMessage(stored, "en")).toBe("The render failed. Try again; if it fails again, contact support.");
    expect(failureMessage(stored, "zh-Hans")).toBe("新版本制作失败。请重试；如果仍然失败，请联系客服。");
  });

  it("show a sentence stored before failures were keyed as it is", () => {
    expect(failureMessage("The render failed.", "zh-Hans")).toBe("The render failed.");
    expect(failureMessage(null, "zh-Hans")).toBeNull();
  });

  it("never show the stored form of a failure whose kind this build does not know", () => {
    expect(failureMessage(JSON.stringify({ key: "render_gone_sideways", params: { detail: "The clip could not be cut." } }), "en")).toBe("The clip could not be cut.");
    expect(failureMessage(JSON.stringify({ key: "render_gone_sideways", params: {} }), "zh-Hans")).toBe("视频制作失败。请重新制作；如果仍然失败，请联系客服。");
  });
});
