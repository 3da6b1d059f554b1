import type { ReactNode } from "react";

/** How a labelled value looks where it is shown. */
const looks = {
  /** A small bordered tile among others (a shared video's figures). */
  tile: { box: "rounded-lg border border-line p-2", label: "text-xs text-muted", value: "text-lg font-semibold" },
  /** A card with a large figure (the home page's plan and quota). */
  stat: { box: "card", label: "text-sm text-muted", value: "mt-1 text-2xl font-semibold" },
  /** A quiet box in a summary (what the videos will be made with). */
  summary: { box: "rounded-xl bg-canvas px-4 py-3", label: "text-xs font-medium uppercase tracking-wide text-muted", value: "mt-1 font-medium" },
  /** A row of a settings list: the label beside the value on a wide screen. */
  row: { box: "grid gap-1 px-6 py-4 sm:grid-cols-3 sm:items-center", label: "text-sm text-muted", value: "sm:col-span-2" },
} as const;

/** One entry of a `<dl>`: its label, its value, and a note under the value when there is one. */
export function LabelledValue({ look, label, note, children }: { look: keyof typeof looks; label: string; note?: string; children: ReactNode }) {
  const classes = looks[look];
  return (
    <div className={classes.box}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}
