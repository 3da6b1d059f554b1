import type { ReactNode } from "react";

/** A screen's title and what it is for; its main actions, as children, sit beside them on a wide screen. */
export function PageHeading({ title, intro, children }: { title: ReactNode; intro: ReactNode; children?: ReactNode }) {
  const heading = (
    <div className="space-y-1">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted">{intro}</p>
    </div>
  );
  if (!children) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      {children}
    </div>
  );
}
