import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastDurationMs, type Toast } from "~/utils/toast";

/**
 * Toasts, rendered by the server: visible without JavaScript, hidden after 6000 ms by a CSS animation,
 * closed by a checkbox (see .toast in tailwind.css). With JavaScript a timer also removes them from the page.
 * A toast arrives once, with the loader data of the request that read the flash cookie; the page keeps it for its
 * whole time even when a later reload (a page refreshing itself while a video renders) brings no toast.
 */
export function Toaster({ toasts }: { toasts: Toast[] }) {
  const [shown, setShown] = useState(toasts);
  useEffect(() => {
    setShown((current) => {
      const arrived = toasts.filter((toast) => !current.some((kept) => kept.id === toast.id));
      if (arrived.length === 0) return current;
      // The same message again (signing out twice in a row) replaces the one shown, with its time starting again.
      const kept = current.filter((toast) => !arrived.some((other) => sameMessage(toast, other)));
      return [...kept, ...arrived];
    });
  }, [toasts]);
  const dismiss = useCallback((id: string) => setShown((current) => current.filter((toast) => toast.id !== id)), []);

  if (shown.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  );
}

function sameMessage(a: Toast, b: Toast): boolean {
  return a.type === b.type && a.lines.length === b.lines.length && a.lines.every((line, index) => line === b.lines[index]);
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();

  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);

  const error = toast.type === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      data-toast={toast.type}
      className={`toast pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border bg-surface px-4 py-3 text-sm text-ink shadow-lg ${
        error ? "border-danger/60" : "border-success/60"
      }`}
    >
      <span aria-hidden="true" className={`mt-0.5 font-bold ${error ? "text-danger" : "text-success"}`}>
        {error ? "!" : "✓"}
      </span>
      <div className="flex-1 space-y-1">
        {toast.lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      {/* The checkbox itself covers the ✕, so it is what a click or a tap reaches. */}
      <span className="relative -m-1 flex h-6 w-6 items-center justify-center rounded text-muted hover:text-ink focus-within:ring-2 focus-within:ring-primary">
        <input
          type="checkbox"
          className="toast-close absolute inset-0 cursor-pointer appearance-none rounded"
          aria-label={t("toast.close")}
          onChange={() => onDismiss(toast.id)}
        />
        <span aria-hidden="true" className="pointer-events-none">
          ✕
        </span>
      </span>
    </div>
  );
}
