import { describe, expect, it } from "vitest";
import { captionWithHashtags, proposeCaption } from "./social-caption";

describe("proposeCaption", () => {
  it("says what the product's first feature says, and tags the product, its brand and its features' words", () => {
    const proposal = proposeCaption({ name: "Trail Bottle", brand: "Summit", features: ["Keeps drinks cold for 24 hours", "Leak-proof lid"] });
    expect(proposal.caption).toBe("Summit Trail Bottle: Keeps drinks cold for 24 hours.");
    expect(proposal.hashtags).toEqual(["#TrailBottle", "#Summit", "#drinks", "#cold", "#leakProof"]);
    expect(captionWithHashtags(proposal)).toBe("Summit Trail Bottle: Keeps drinks cold for 24 hours.\n\n#TrailBottle #Summit #drinks #cold #leakProof");
  });

  it("writes in Chinese for a product named in Chinese, and claims nothing without facts", () => {
    expect(proposeCaption({ name: "保温杯", features: ["24小时保冷"] }).caption).toBe("保温杯：24小时保冷");
    expect(proposeCaption({ name: "Morning Mug" })).toEqual({ caption: "Meet the Morning Mug.", hashtags: ["#MorningMug"] });
  });
});
