import type { ReactNode } from "react";

/**
 * A whole-page message (404, an error): the page's <main> filling the screen, or, inside a layout that already
 * has its <main> (the workspace shell, the sign-in card), a centred block in it, so a page never has two.
 */
export function ScreenFrame({ nested, children }: { nested: boolean; children: ReactNode }) {
  if (nested) return <div className="flex flex-col items-center justify-center gap-4 px-2 py-16 text-center">{children}</div>;
  return <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">{children}</main>;
}
