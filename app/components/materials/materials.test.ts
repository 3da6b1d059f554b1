import { describe, expect, it } from "vitest";
import {
  backToSceneHref,
  brollMatches,
  formatBytes,
  materialsHref,
  pageCountOf,
  pickHref,
  readMaterialsView,
  readScenePick,
  usedPercent,
  type MaterialsView,
} from "./materials";

const view = (query: string) => readMaterialsView(new URLSearchParams(query));
const library: MaterialsView = { tab: "library", kind: null, page: 1, pick: null };

describe("readMaterialsView", () => {
  it("defaults to the library's first page, everything shown, no scene", () => {
    expect(view("")).toEqual(library);
  });

  it("reads the tab, the kind, the page and the scene being chosen for", () => {
    expect(view("tab=broll&page=2&video=vid_1-a&scene=3")).toEqual({ tab: "broll", kind: null, page: 2, pick: { videoId: "vid_1-a", scene: 3 } });
    expect(view("kind=clip&page=4")).toEqual({ ...library, kind: "clip", page: 4 });
    expect(view("kind=image").kind).toBe("image");
    expect(view("tab=stock&q=%20coffee%20&kind=image&provider=vecteezy")).toEqual({ ...library, tab: "stock", kind: "image", query: "coffee", provider: "vecteezy" });
    expect(view("tab=stock&provider=unknown")).toMatchObject({ tab: "stock", query: "", provider: null });
  });

  it("ignores what is not a known value: a kind on the b-roll tab, an unknown tab or kind, a bad page", () => {
    expect(view("tab=broll&kind=image").kind).toBeNull();
    expect(view("tab=videos").tab).toBe("library");
    expect(view("kind=audio").kind).toBeNull();
    for (const page of ["0", "-2", "abc", "1.5", "1e9", ""]) expect(view(`page=${page}`).page).toBe(1);
    expect(view("page=999999999").page).toBe(1000);
  });
});

describe("the search box's view", () => {
  it("shows the search for words on the uploads or b-roll tab, without a kind, the scene kept", () => {
    expect(view("q=%20red%20bottle%20&tab=broll&kind=image&page=2&video=v1&scene=2")).toEqual({
      tab: "search",
      kind: null,
      page: 2,
      query: "red bottle",
      pick: { videoId: "v1", scene: 2 },
    });
    expect(view("q=%20%20").tab).toBe("library");
    expect(view("tab=stock&q=bottle").tab).toBe("stock");
  });

  it("keeps at most 100 characters of a query", () => {
    expect(view(`q=${"a".repeat(300)}`).query).toHaveLength(100);
  });

  it("is an address with the words, and leaves the search for the tabs", () => {
    const search: MaterialsView = { tab: "search", kind: null, page: 2, query: "red bottle", pick: { videoId: "v1", scene: 2 } };
    expect(materialsHref(search)).toBe("/add-material?video=v1&scene=2&q=red+bottle&page=2");
    expect(readMaterialsView(new URL(materialsHref(search), "http://x").searchParams)).toEqual(search);
    expect(materialsHref({ ...search, tab: "library", page: 1 })).toBe("/add-material?video=v1&scene=2");
  });
});

describe("brollMatches", () => {
  const bokeh = {
    source: "broll" as const,
    id: "bokeh",
    kind: "broll" as const,
    name: "Bokeh",
    description: "Out-of-focus circles of light rising slowly.",
    tags: ["festive", "night"],
  };
  const chinese = (key: string, fallback: string) => ({ "createVideo.broll.bokeh": "光斑", "addMaterial.brollAbout.bokeh": "缓缓上升的失焦光圈。" })[key] ?? fallback;

  it("finds a background by its English name, description and tags, every word counting", () => {
    expect(brollMatches(bokeh, "BOKEH", chinese)).toBe(true);
    expect(brollMatches(bokeh, "festive circles", chinese)).toBe(true);
    expect(brollMatches(bokeh, "festive grid", chinese)).toBe(false);
  });

  it("finds it in the words the user reads it with", () => {
    expect(brollMatches(bokeh, "光斑", chinese)).toBe(true);
    expect(brollMatches(bokeh, "光圈", chinese)).toBe(true);
    expect(brollMatches(bokeh, "网格", chinese)).toBe(false);
  });
});

describe("readScenePick", () => {
  const pick = (query: string) => readScenePick(new URLSearchParams(query));

  it("needs a well-formed video id and a scene from 1 to 20", () => {
    expect(pick("video=abc&scene=1")).toEqual({ videoId: "abc", scene: 1 });
    expect(pick("video=abc&scene=20")).toEqual({ videoId: "abc", scene: 20 });
    expect(pick("video=abc&scene=0")).toBeNull();
    expect(pick("video=abc&scene=21")).toBeNull();
    expect(pick("video=abc&scene=2.5")).toBeNull();
    expect(pick("video=abc")).toBeNull();
    expect(pick("scene=2")).toBeNull();
    expect(pick("video=a b&scene=2")).toBeNull();
    expect(pick("video=../x&scene=2")).toBeNull();
    expect(pick(`video=${"x".repeat(65)}&scene=2`)).toBeNull();
  });
});

describe("materialsHref", () => {
  it("is the bare path for the default view", () => {
    expect(materialsHref(library)).toBe("/add-material");
  });

  it("keeps the scene being chosen for, and leaves out defaults", () => {
    const pick = { videoId: "v1", scene: 2 };
    expect(materialsHref({ tab: "broll", kind: null, page: 1, pick })).toBe("/add-material?video=v1&scene=2&tab=broll");
    expect(materialsHref({ tab: "library", kind: "clip", page: 3, pick })).toBe("/add-material?video=v1&scene=2&kind=clip&page=3");
  });

  it("drops the kind on the b-roll tab, and adds the delete to confirm and the anchor", () => {
    expect(materialsHref({ tab: "broll", kind: "image", page: 1, pick: null })).toBe("/add-material?tab=broll");
    expect(materialsHref(library, { confirmDelete: "m1", item: "m1" })).toBe("/add-material?confirm-delete=m1#media-m1");
    expect(materialsHref(library, { hash: "upload" })).toBe("/add-material#upload");
  });

  it("round-trips through readMaterialsView", () => {
    const shown: MaterialsView = { tab: "library", kind: "image", page: 5, pick: { videoId: "abc-1", scene: 7 } };
    expect(readMaterialsView(new URL(materialsHref(shown), "http://x").searchParams)).toEqual(shown);
  });
});

describe("pickHref", () => {
  it("leads to the editor with the scene and the media as kind:id", () => {
    const href = pickHref({ videoId: "v1", scene: 2 }, { kind: "image", id: "m-1" });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/video-edit");
    expect(url.searchParams.get("id")).toBe("v1");
    expect(url.searchParams.get("scene")).toBe("2");
    expect(url.searchParams.get("media")).toBe("image:m-1");
    expect(new URL(pickHref({ videoId: "v1", scene: 4 }, { kind: "broll", id: "bokeh" }), "http://x").searchParams.get("media")).toBe("broll:bokeh");
    expect(new URL(pickHref({ videoId: "v1", scene: 4 }, { kind: "clip", id: "c9" }), "http://x").searchParams.get("media")).toBe("clip:c9");
  });

  it("goes back to the editor at the scene without a choice", () => {
    const url = new URL(backToSceneHref({ videoId: "v1", scene: 3 }), "http://x");
    expect(url.pathname + url.search).toBe("/video-edit?id=v1");
    expect(url.hash).toBe("#scene-3");
  });
});

describe("pageCountOf", () => {
  it("is at least one page, then one per 24 items", () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(24)).toBe(1);
    expect(pageCountOf(25)).toBe(2);
  });
});

describe("usedPercent", () => {
  it("is a whole percentage within 0-100", () => {
    expect(usedPercent(0, 500)).toBe(0);
    expect(usedPercent(1, 500)).toBe(0);
    expect(usedPercent(3, 500)).toBe(1);
    expect(usedPercent(250, 500)).toBe(50);
    expect(usedPercent(600, 500)).toBe(100);
    expect(usedPercent(0, 0)).toBe(100);
  });
});

describe("formatBytes", () => {
  it("picks the unit and keeps one decimal below 10 from MB up", () => {
    expect(formatBytes(0, "en")).toBe("0 B");
    expect(formatBytes(912, "en")).toBe("912 B");
    expect(formatBytes(284_112, "en")).toBe("277 KB");
    expect(formatBytes(1_843_221, "en")).toBe("1.8 MB");
    expect(formatBytes(2 * 1024 * 1024, "en")).toBe("2 MB");
    expect(formatBytes(15 * 1024 * 1024, "en")).toBe("15 MB");
    expect(formatBytes(5 * 1024 ** 3, "en")).toBe("5 GB");
    expect(formatBytes(1024 ** 4, "en")).toBe("1,024 GB");
  });

  it("writes the number the page's language's way", () => {
    expect(formatBytes(1_843_221, "zh")).toBe("1.8 MB");
    expect(formatBytes(1_843_221, "de")).toBe("1,8 MB");
  });
});
