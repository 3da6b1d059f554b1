import { describe, expect, it } from "vitest";
import { readUploadAnswer, uploadDataUrl, uploadPercent } from "./send-upload";

describe("uploadDataUrl", () => {
  it("asks the route's action for data, keeping the address's query and dropping its anchor", () => {
    expect(uploadDataUrl("/add-material", "routes/_page.add-material")).toBe("/add-material?_data=routes%2F_page.add-material");
    expect(uploadDataUrl("/add-material?video=v1&scene=2#upload", "routes/x")).toBe("/add-material?video=v1&scene=2&_data=routes%2Fx");
  });
});

describe("readUploadAnswer", () => {
  const item = { id: "m1", kind: "image", name: "a.png" };

  it("reads the new item, a refusal with its message, or a redirect", () => {
    expect(readUploadAnswer(200, null, JSON.stringify({ formId: "upload", item }))).toEqual({ kind: "uploaded", item });
    expect(readUploadAnswer(400, null, JSON.stringify({ formId: "upload", error: "Not an image." }))).toEqual({ kind: "refused", message: "Not an image." });
    expect(readUploadAnswer(204, "/account/login?redirect=%2Fadd-material", "")).toEqual({ kind: "redirect", to: "/account/login?redirect=%2Fadd-material" });
  });

  it("takes anything else as a failure", () => {
    expect(readUploadAnswer(500, null, JSON.stringify({ message: "Unexpected Server Error" }))).toEqual({ kind: "failed" });
    expect(readUploadAnswer(200, null, "<!DOCTYPE html>")).toEqual({ kind: "failed" });
    expect(readUploadAnswer(400, null, JSON.stringify({ formId: "upload" }))).toEqual({ kind: "failed" });
    expect(readUploadAnswer(0, null, "")).toEqual({ kind: "failed" });
  });
});

describe("uploadPercent", () => {
  it("is the whole percent sent, 0 while the size is unknown", () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(50, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
  });
});
