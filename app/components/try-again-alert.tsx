import { Link, useLocation } from "@remix-run/react";

/** What could not be read or done, the reason in the API's words, and a reload of the same address to try again. */
export function TryAgainAlert({ title, message, tryAgainLabel }: { title: string; message: string; tryAgainLabel: string }) {
  const location = useLocation();
  return (
    <div role="alert" className="card space-y-3">
      <p className="font-semibold text-danger">{title}</p>
      <p className="text-sm text-muted">{message}</p>
      <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
        {tryAgainLabel}
      </Link>
    </div>
  );
}
