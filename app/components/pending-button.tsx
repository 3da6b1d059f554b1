import type { ButtonHTMLAttributes } from "react";

/**
 * A submit button that shows a spinner and refuses a second press while its form is on the way. The label stays in
 * place (only hidden), so the button keeps its size. Without JavaScript `pending` is never true: the browser's own
 * page load is the feedback.
 */
export function PendingButton({ pending, className = "btn-primary", children, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean }) {
  return (
    <button type="submit" {...props} disabled={pending || props.disabled} aria-busy={pending || undefined} className={`relative ${className}`}>
      <span className={pending ? "invisible" : undefined}>{children}</span>
      {pending ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner />
        </span>
      ) : null}
    </button>
  );
}

export function Spinner({ className = "h-4 w-4" }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none ${className}`} />;
}
