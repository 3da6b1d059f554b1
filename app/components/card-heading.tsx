import type { ReactNode } from "react";

/**
 * A card's heading, with the short introduction under it when there is one. The `id` is what the card's section is
 * labelled by (`aria-labelledby`).
 */
export function CardHeading({ id, title, intro, className }: { id?: string; title: ReactNode; intro?: ReactNode; className?: string }) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
  );
  if (!intro) return heading;
  return (
    <div className={className ? `${className} space-y-1` : "space-y-1"}>
      {heading}
      <p className="text-sm text-muted">{intro}</p>
    </div>
  );
}
