import type { ReactNode } from "react";

/** One fact of a card's `<dl>`: the value shown, its label for screen readers only. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
