// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { customIcon, sanitizedMarkup } from "./sanitize";

const clean = (markup: string) => {
  const holder = document.createElement("div");
  holder.appendChild(sanitizedMarkup(markup));
  return holder;
};

describe("icon markup sanitiser", () => {
  it("keeps drawing elements and their geometry", () => {
    const svg = clean('<svg viewBox="0 0 24 24" width="24"><g fill="red"><path d="M0 0h24v24z"/><circle cx="12" cy="12" r="4"/></g></svg>').querySelector("svg")!;
    expect(svg.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg.querySelector("path")!.getAttribute("d")).toBe("M0 0h24v24z");
    expect(svg.querySelector("circle")!.getAttribute("r")).toBe("4");
    expect(svg.namespaceURI).toBe("http://www.w3.org/2000/svg");
  });

  it("drops scripts, styles, foreign content, links and every event handler", () => {
    const holder = clean(
      '<svg onload="alert(1)"><script>alert(2)</script><style>*{}</style><foreignObject><iframe src="x"></iframe></foreignObject><a href="javascript:alert(3)"><path d="M0 0"/></a><use href="#x"/></svg><img src="x" onerror="alert(4)"><b style="color:red" onclick="x()">Hi</b>',
    );
    expect(holder.innerHTML).not.toMatch(/script|style|iframe|foreignObject|onload|onerror|onclick|href|<a|<use|alert/i);
    expect(holder.querySelector("b")!.textContent).toBe("Hi");
  });

  it("lets images come only from web or data:image addresses, and no value load through url()", () => {
    expect(clean('<img src="javascript:alert(1)">').querySelector("img")!.hasAttribute("src")).toBe(false);
    expect(clean('<img src="https://cdn.example.com/a.png">').querySelector("img")!.getAttribute("src")).toBe("https://cdn.example.com/a.png");
    expect(clean('<svg><path fill="url(https://evil.example/x)" d="M0 0"/></svg>').querySelector("path")!.hasAttribute("fill")).toBe(false);
  });

  it("makes a URL icon an image with an empty alt (the button has its own name)", () => {
    const holder = document.createElement("span");
    customIcon("  /icons/chat.svg ", holder);
    expect(holder.innerHTML).toBe('<img alt="" src="/icons/chat.svg">');
  });
});
