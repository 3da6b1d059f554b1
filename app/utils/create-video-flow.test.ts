import { describe, expect, it } from "vitest";
import { emptyFlow, flowHref, readFlow } from "./create-video-flow";

const read = (query: string) => readFlow(new URLSearchParams(query));

describe("the create-video flow in the URL", () => {
  it("starts at the product step, and goes to ideas once there is a product", () => {
    expect(read("").step).toBe("product");
    expect(read("product=p1").step).toBe("ideas");
    expect(read("source=details")).toMatchObject({ step: "product", source: "details" });
  });

  it("never shows a step whose ids are missing", () => {
    expect(read("step=settings").step).toBe("product");
    expect(read("product=p1&step=generate").step).toBe("ideas");
    expect(read("product=p1&script=s1&step=generate").step).toBe("generate");
  });

  it("drops ids and values that are not its own", () => {
    const flow = read("product=../x&script=s1&script=s1&script=a%20b&ratio=4:3&captions=shout&voice=<v>");
    expect(flow).toMatchObject({ productId: null, scriptIds: ["s1"], settings: emptyFlow.settings });
  });

  it("keeps at most five scripts", () => {
    expect(read("product=p&" + Array.from({ length: 8 }, (_, i) => `script=s${i}`).join("&")).scriptIds).toHaveLength(5);
  });

  it("keeps a presenter (a user's avatar or a built-in one) and its layout, and drops a layout without a presenter", () => {
    const flow = read("product=p1&script=s1&step=generate&presenter=builtin:amara&layout=split");
    expect(flow.settings).toMatchObject({ presenter: "builtin:amara", layout: "split" });
    expect(readFlow(new URL(flowHref(flow), "http://x").searchParams)).toEqual(flow);
    expect(read("presenter=a1b2&layout=full").settings).toMatchObject({ presenter: "a1b2", layout: "full" });
    expect(read("presenter=../x&layout=corner").settings).toMatchObject({ presenter: "", layout: "pip" });
    expect(flowHref({ ...flow, settings: { ...flow.settings, presenter: "" } })).not.toContain("layout");
  });

  it("round-trips through its href, leaving defaults out", () => {
    const flow = read("product=p1&script=s1&script=s2&step=generate&voice=en-us-slt&music=bright-pop&captions=block&position=top&ratio=1:1&ratio=9:16");
    expect(flow.settings).toEqual({
      voice: "en-us-slt",
      music: "bright-pop",
      captionStyle: "block",
      captionPosition: "top",
      ratios: ["9:16", "1:1"],
      presenter: "",
      layout: "pip",
    });
    expect(readFlow(new URL(flowHref(flow), "http://x").searchParams)).toEqual(flow);
    expect(flowHref({ ...emptyFlow, productId: "p1", step: "ideas" })).toBe("/create-video?product=p1");
    expect(flowHref(emptyFlow)).toBe("/create-video");
  });
});
