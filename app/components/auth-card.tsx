import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The way to the other account screen under the card: a question, if there is one, and its link. */
interface AuthCardFooter {
  question?: string;
  to: string;
  label: string;
}

/** The frame of the signed-out account screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer: AuthCardFooter }) {
  return (
    <div className="card w-full max-w-md space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
      </div>
      {children}
      <div className="border-t border-line pt-4 text-sm text-muted">
        {footer.question ? `${footer.question} ` : null}
        <Link to={footer.to} className="link">
          {footer.label}
        </Link>
      </div>
    </div>
  );
}
