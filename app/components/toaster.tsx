import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastDurationMs, type Toast } from "~/utils/toast";

/**
 * Spec §2 toasts, rendered by the server: visible without JavaScript, hidden after 6000 ms by a CSS animation,
 * closed by a checkbox (see .toast in tailwind.css). With JavaScript a timer also removes them from the page.
 */
export function Toaster({ toasts }: { toasts: Toast[] }) {
  if (toasts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDismissed(true), toastDurationMs);
    return () => clearTimeout(timer);
  }, []);

  if (dismissed) return null;
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
          onChange={() => setDismissed(true)}
        />
        <span aria-hidden="true" className="pointer-events-none">
          ✕
        </span>
      </span>
    </div>
  );
}
