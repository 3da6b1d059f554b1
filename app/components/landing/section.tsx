import type { ReactNode } from "react";

/** One landing section: a width, a rhythm and a heading the section is named by. */
export function Section({ id, title, intro, children, tone = "plain" }: { id: string; title: string; intro?: string; children: ReactNode; tone?: "plain" | "tinted" }) {
  return (
    <section aria-labelledby={`${id}-title`} className={tone === "tinted" ? "bg-surface" : undefined}>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-16 sm:px-6 md:py-24">
        <div className="mx-auto max-w-3xl space-y-4 text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="text-lg text-muted">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
