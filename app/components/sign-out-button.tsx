import { Form } from "@remix-run/react";

/** Signing out is a post to /account/logout (a form), so a link or a prefetch can never sign anyone out. */
export function SignOutButton({ label, className }: { label: string; className: string }) {
  return (
    <Form method="post" action="/account/logout">
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
