/**
 * Colour arithmetic for legibility: WCAG relative luminance and contrast ratio, mixing (a scrim over a photo), and
 * the automatic choice of dark or light ink when a brand colour would make text unreadable.
 */

export type Rgb = readonly [number, number, number];

const hexColor = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return hexColor.test(value.trim());
}

/** "#abc", "abc" and "#aabbcc" alike; the caller has checked it with isHexColor. */
export function parseHex(value: string): Rgb {
  const digits = value.trim().replace(/^#/, "");
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

export function toHex(color: Rgb): string {
  return `#${color
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function normalizeHex(value: string): string {
  return toHex(parseHex(value));
}

/** `amount` 0 keeps `base`, 1 gives `over`: what the eye sees through a layer of `over` at that opacity. */
export function mix(base: Rgb, over: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((index) => base[index] + (over[index] - base[index]) * amount) as unknown as Rgb;
}

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([red, green, blue]: Rgb): number {
  return 0.2126 * linearChannel(red) + 0.7152 * linearChannel(green) + 0.0722 * linearChannel(blue);
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

export const white: Rgb = [255, 255, 255];
export const black: Rgb = [0, 0, 0];
/** A softer black for text: what designers set instead of #000 wherever it still reads. */
export const ink: Rgb = [17, 19, 22];

/** WCAG AA: 4.5 for body text, 3 for large text (24 CSS px, or 18.7 px bold). */
export function requiredContrast(large: boolean): number {
  return large ? 3 : 4.5;
}

/** The lowest contrast of `color` against any of the colours it may end up on (a photo can be light or dark). */
export function worstContrast(color: Rgb, backdrops: readonly Rgb[]): number {
  return Math.min(...backdrops.map((backdrop) => contrastRatio(color, backdrop)));
}

/**
 * The text colour to draw on `backdrops` (one colour, or the lightest and darkest a photo under its scrim can be):
 * the wanted colour when it reads on all of them, else white or ink, whichever reads better (pure black only where
 * ink falls just short, on mid-tones).
 */
export function legibleTextColor(wanted: Rgb, backdrops: readonly Rgb[], minimumContrast: number): Rgb {
  if (worstContrast(wanted, backdrops) >= minimumContrast) return wanted;
  if (worstContrast(white, backdrops) >= worstContrast(black, backdrops)) return white;
  return worstContrast(ink, backdrops) >= minimumContrast ? ink : black;
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(color: Rgb, amount: number): Rgb {
  return mix(color, amount >= 0 ? white : black, Math.abs(amount));
}
