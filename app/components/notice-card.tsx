import type { ReactNode } from "react";

/**
 * A card said in place of a list or a step: it is empty, or it could not be made (`alert`). The way on (a link or
 * two) comes as children.
 */
export function NoticeCard({
  title,
  body,
  headingLevel = 2,
  alert = false,
  children,
}: {
  title: string;
  body?: string;
  headingLevel?: 2 | 3;
  alert?: boolean;
  children: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <div role={alert ? "alert" : undefined} className="card space-y-3">
      <Heading className="text-lg font-semibold">{title}</Heading>
      {body ? <p className="text-muted">{body}</p> : null}
      {children}
    </div>
  );
}
