import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    [" padded ", '" padded "'],
    ["中文，逗号", "中文，逗号"],
  ])("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+1234", "'+1234"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", '"\'\r=1"'],
  ])("keeps %j from running as a formula", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes numbers as numbers, negative ones too, and empty for none", () => {
    expect(csvRow([12, -3.5, null, undefined, ""])).toBe("12,-3.5,,,\r\n");
  });
});
