/**
 * Colour roles filled from the brand kit. Brand colours come in order (primary, secondary, accent, background,
 * text); roles the brand leaves open keep the template's colours, except that with a single brand colour the
 * secondary becomes a deep shade of it and the accent the colour itself, so a one-colour brand still looks whole.
 */
import { ink, legibleTextColor, parseHex, shade, white, type Rgb } from "./color";
import type { BaseColorRole, ColorRole, Template } from "./template-schema";

export type Palette = Record<BaseColorRole, Rgb>;

export function resolvePalette(template: Pick<Template, "palette">, brandColors: readonly string[] = []): Palette {
  const own = template.palette;
  const brand = brandColors.map(parseHex);
  const [primary, secondary, accent, background, text] = brand;
  return {
    primary: primary ?? parseHex(own.primary),
    secondary: secondary ?? (primary ? shade(primary, -0.55) : parseHex(own.secondary)),
    accent: accent ?? primary ?? parseHex(own.accent),
    background: background ?? parseHex(own.background),
    text: text ?? parseHex(own.text),
  };
}

const onRoles: Partial<Record<ColorRole, BaseColorRole>> = {
  onPrimary: "primary",
  onSecondary: "secondary",
  onAccent: "accent",
  onBackground: "background",
};

export function roleColor(palette: Palette, role: ColorRole): Rgb {
  if (role === "white") return white;
  if (role === "black") return ink;
  const under = onRoles[role];
  // White wherever it reaches the large-text contrast; the text layer itself asks 4.5 of small text.
  if (under) return legibleTextColor(white, [palette[under]], 3);
  return palette[role as BaseColorRole];
}
