import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { ErrorList } from "~/components/form-fields";

/**
 * Delete asks first, the same way for videos, products and media. Without JavaScript the button is a link to the
 * page with `?confirm-delete=<id>`, which shows `InlineDeleteConfirmation` in place; with it, a dialog asks. Both
 * hold the same delete form, given as `form(cancel)` with the way back as `cancel`.
 */
export function DeleteButton({
  label,
  className,
  confirmHref,
  title,
  body,
  keepLabel,
  form,
}: {
  label: ReactNode;
  className: string;
  confirmHref: string;
  title: string;
  body: string;
  keepLabel: string;
  form: (cancel: ReactNode) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const keep = (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice has the focus when the dialog opens
    <button type="button" autoFocus onClick={() => setOpen(false)} className="btn-secondary">
      {keepLabel}
    </button>
  );

  return (
    <>
      {hydrated ? (
        <button type="button" onClick={() => setOpen(true)} className={className}>
          {label}
        </button>
      ) : (
        <Link to={confirmHref} className={className}>
          {label}
        </Link>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-40 flex items-center justify-center p-4">
        <DialogBackdrop className="fixed inset-0 bg-black/50" />
        <DialogPanel className="card relative w-full max-w-md space-y-4">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <Description className="break-words text-sm text-muted">{body}</Description>
          {form(keep)}
        </DialogPanel>
      </Dialog>
    </>
  );
}

/** The confirmation as a page shows it for `?confirm-delete=<id>` (without JavaScript, or from a typed address). */
export function InlineDeleteConfirmation({
  titleId,
  title,
  body,
  headingLevel = 3,
  children,
}: {
  titleId: string;
  title: string;
  body: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border border-danger/50 bg-danger/5 p-3">
      <Heading id={titleId} className="font-semibold">
        {title}
      </Heading>
      <p className="break-words text-sm text-muted">{body}</p>
      {children}
    </section>
  );
}

/** A delete form's inside: the id, the refusal if any, the way back and the red button that deletes. */
export function DeleteFormFields({
  id,
  errors,
  pending,
  confirmLabel,
  children,
}: {
  id: string;
  errors?: string[];
  pending: boolean;
  confirmLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <ViaFetcher />
      <input type="hidden" name="id" value={id} />
      <ErrorList errors={errors} />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <PendingButton pending={pending} name="intent" value="delete" className="btn bg-danger text-white hover:bg-danger/90">
          {confirmLabel}
        </PendingButton>
      </div>
    </>
  );
}

/** The way back of an inline confirmation: a link to the page without `?confirm-delete`. */
export function KeepLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} preventScrollReset className="btn-secondary">
      {children}
    </Link>
  );
}
