import { Link } from "@remix-run/react";

export interface FlowStep<Id extends string> {
  id: Id;
  label: string;
  /** Where the step is shown again; without it a step already done is not a link. */
  href?: string;
}

/** Tailwind only keeps class names it finds written out whole. */
const columns = { 2: "grid-cols-2", 3: "grid-cols-3" } as const;

/** A creation flow's numbered steps: the current one marked, the ones before it links back to them. */
export function StepList<Id extends string>({ label, steps, current }: { label: string; steps: readonly FlowStep<Id>[] & { length: 2 | 3 }; current: Id }) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label={label}>
      <ol className={`grid gap-2 ${columns[steps.length]}`}>
        {steps.map((step, index) => {
          const isCurrent = index === currentIndex;
          const reached = index <= currentIndex;
          const href = index < currentIndex ? step.href : undefined;
          const body = (
            <>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  isCurrent ? "bg-primary text-primary-ink" : reached ? "bg-primary-soft text-primary" : "border border-line text-muted"
                }`}
              >
                {index + 1}
              </span>
              <span className="min-w-0">{step.label}</span>
            </>
          );
          const base = `flex min-h-[2.75rem] items-center gap-2 rounded-lg border-t-4 px-2 pt-2 text-sm font-medium ${reached ? "border-primary" : "border-line text-muted"}`;
          return (
            <li key={step.id}>
              {href ? (
                <Link to={href} className={`${base} hover:bg-primary-soft`}>
                  {body}
                </Link>
              ) : (
                <span className={base} aria-current={isCurrent ? "step" : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
