import { useEffect, useRef, useState, type RefObject } from "react";
import { openParentChannel, type ParentChannel } from "~/utils/parent-channel";

/** "124 58 237" (a colour variable of tailwind.css) as "#7c3aed". */
export function rgbTripletToHex(triplet: string): string | null {
  const parts = triplet.trim().split(/\s+/).map(Number);
  if (parts.length !== 3 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return null;
  return `#${parts.map((part) => part.toString(16).padStart(2, "0")).join("")}`;
}

/** The colours the visitor sees now (light or dark), for the embed's own buttons: `form-theme`. */
function currentTheme() {
  const style = getComputedStyle(document.documentElement);
  return {
    color: rgbTripletToHex(style.getPropertyValue("--color-primary")),
    backgroundColor: rgbTripletToHex(style.getPropertyValue("--color-canvas")),
  };
}

/**
 * The channel to the embedding page for as long as the form is shown, with what it sends by itself: form-ready,
 * form-theme (again when the colour scheme changes) and form-height-changed whenever the content's height does.
 */
export function useParentChannel({
  embedId,
  formId,
  contentRef,
  currentRef,
  onFocusRequest,
  onGaClientId,
}: {
  embedId: string | null;
  formId: string;
  contentRef: RefObject<HTMLElement>;
  /** The ref of the screen shown now (a question's key), sent with each height. */
  currentRef: string;
  onFocusRequest(): void;
  onGaClientId(id: string): void;
}): ParentChannel | null {
  const [channel, setChannel] = useState<ParentChannel | null>(null);
  const handlers = useRef({ onFocusRequest, onGaClientId, currentRef });
  handlers.current = { onFocusRequest, onGaClientId, currentRef };

  useEffect(() => {
    const opened = openParentChannel({
      embedId,
      formId,
      onFocusRequest: () => handlers.current.onFocusRequest(),
      onGaClientId: (id) => handlers.current.onGaClientId(id),
    });
    if (!opened) return;
    setChannel(opened);
    opened.post("form-ready");
    opened.post("form-theme", { theme: currentTheme() });
    const colourScheme = window.matchMedia("(prefers-color-scheme: dark)");
    const sendTheme = () => opened.post("form-theme", { theme: currentTheme() });
    colourScheme.addEventListener("change", sendTheme);

    let lastHeight = 0;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(contentRef.current?.getBoundingClientRect().height ?? 0);
      if (height === 0 || height === lastHeight) return;
      lastHeight = height;
      opened.post("form-height-changed", { ref: handlers.current.currentRef, height });
    });
    if (contentRef.current) observer.observe(contentRef.current);
    return () => {
      observer.disconnect();
      colourScheme.removeEventListener("change", sendTheme);
      opened.close();
      setChannel(null);
    };
  }, [embedId, formId, contentRef]);

  return channel;
}
