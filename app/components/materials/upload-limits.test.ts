import { describe, expect, it } from "vitest";
import { mediaLimits } from "../../../api/contract";
import { checkBeforeUpload, uploadHintValues, uploadLimits, uploadProblemMessage } from "./upload-limits";

const megabyte = 1024 * 1024;

describe("uploadLimits", () => {
  it("are the API's", () => {
    expect(uploadLimits.fileBytes).toBe(mediaLimits.clipBytes);
    expect(uploadLimits.imageBytes).toBe(mediaLimits.imageBytes);
    expect(uploadLimits.requestBytes).toBeGreaterThan(mediaLimits.clipBytes);
    expect(uploadHintValues).toEqual({ imageMax: 15, clipMax: 200, minutes: 3 });
  });
});

describe("checkBeforeUpload", () => {
  it("lets a file within the caps through", () => {
    expect(checkBeforeUpload({ size: 14 * megabyte, type: "image/jpeg" }, "")).toBeNull();
    expect(checkBeforeUpload({ size: 150 * megabyte, type: "video/mp4" }, "A pour")).toBeNull();
    expect(checkBeforeUpload({ size: 0, type: "" }, "")).toBeNull();
  });

  it("refuses no file, a file over the largest cap, an image over its own, and a long description", () => {
    expect(checkBeforeUpload(null, "")).toBe("noFile");
    expect(checkBeforeUpload({ size: 201 * megabyte, type: "video/mp4" }, "")).toBe("tooLarge");
    expect(checkBeforeUpload({ size: 16 * megabyte, type: "image/png" }, "")).toBe("imageTooLarge");
    expect(checkBeforeUpload({ size: 16 * megabyte, type: "" }, "")).toBeNull();
    expect(checkBeforeUpload({ size: 10, type: "image/png" }, "x".repeat(1001))).toBe("descriptionTooLong");
    expect(checkBeforeUpload({ size: 10, type: "image/png" }, ` ${"x".repeat(1000)} `)).toBeNull();
  });
});

describe("uploadProblemMessage", () => {
  it("names the limit in the message's values", () => {
    expect(uploadProblemMessage("tooLarge")).toEqual({ key: "addMaterial.upload.tooLarge", values: { max: 200 } });
    expect(uploadProblemMessage("imageTooLarge")).toEqual({ key: "addMaterial.upload.imageTooLarge", values: { max: 15 } });
    expect(uploadProblemMessage("descriptionTooLong")).toEqual({ key: "addMaterial.upload.descriptionTooLong", values: { max: 1000 } });
    expect(uploadProblemMessage("noFile").key).toBe("addMaterial.upload.noFile");
  });
});
