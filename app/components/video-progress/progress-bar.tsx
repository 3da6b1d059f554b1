/** A labelled bar from 0 to 100; the width is a style, so it also renders without JavaScript. */
export function ProgressBar({ value, label, tone = "primary" }: { value: number; label: string; tone?: "primary" | "danger" | "muted" }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  const fill = tone === "danger" ? "bg-danger" : tone === "muted" ? "bg-muted" : "bg-primary";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={label}
      aria-label={label}
      className="h-2.5 w-full overflow-hidden rounded-full bg-primary-soft"
    >
      <div className={`h-full rounded-full ${fill} transition-[width] duration-500 ease-out motion-reduce:transition-none`} style={{ width: `${clamped}%` }} />
    </div>
  );
}
