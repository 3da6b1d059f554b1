import type { ReactNode } from "react";

/** The frame of the signed-out account screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="card w-full max-w-md space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
      </div>
      {children}
      {footer ? <div className="border-t border-line pt-4 text-sm text-muted">{footer}</div> : null}
    </div>
  );
}
