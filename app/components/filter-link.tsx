import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** One choice of a list's filter, as a link (a filter is an address); the chosen one is marked as the current page. */
export function FilterLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`rounded-full px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
        current ? "bg-primary-soft text-primary" : "text-ink hover:bg-primary-soft"
      }`}
    >
      {children}
    </Link>
  );
}
