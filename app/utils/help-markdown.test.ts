import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, plainText } from "./help-markdown";

describe("help article markdown", () => {
  it("reads headings, paragraphs joined across lines, and both kinds of list", () => {
    const blocks = parseMarkdown("## Steps\nFirst line\nsecond line.\n\n1. One\n2. Two\n   continued\n\n- a\n- b\n### Small");
    expect(blocks).toEqual([
      { kind: "heading", level: 2, text: "Steps" },
      { kind: "paragraph", content: [{ kind: "text", text: "First line second line." }] },
      { kind: "list", ordered: true, items: [[{ kind: "text", text: "One" }], [{ kind: "text", text: "Two continued" }]] },
      { kind: "list", ordered: false, items: [[{ kind: "text", text: "a" }], [{ kind: "text", text: "b" }]] },
      { kind: "heading", level: 3, text: "Small" },
    ]);
  });

  it("reads bold, code and links inside a line", () => {
    expect(parseInline("Press **Edit**, open `/videos` or see [plans](/help/plans).")).toEqual([
      { kind: "text", text: "Press " },
      { kind: "strong", text: "Edit" },
      { kind: "text", text: ", open " },
      { kind: "code", text: "/videos" },
      { kind: "text", text: " or see " },
      { kind: "link", text: "plans", href: "/help/plans" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps markup and unsafe links as plain text", () => {
    expect(parseInline('<img src=x onerror="alert(1)"> [x](javascript:alert(1)) [y](//evil.example)')).toEqual([
      { kind: "text", text: '<img src=x onerror="alert(1)"> ' },
      { kind: "text", text: "[x](javascript:alert(1)" },
      { kind: "text", text: ") " },
      { kind: "text", text: "[y](//evil.example)" },
    ]);
    expect(parseInline("[ok](https://example.com)")).toEqual([{ kind: "link", text: "ok", href: "https://example.com" }]);
  });

  it("gives the words without markdown signs", () => {
    expect(plainText(parseMarkdown("## Title\nSee **this** [link](/x).\n\n- one\n- two"))).toBe("Title\nSee this link.\none\ntwo");
  });
});
