/** 3, 4, 6 or 8 hex digits, with or without `#`; the alpha digits do not count towards brightness. */
export function hexToRgb(hex: string): number[] {
  const digits = hex.replace(/^#/, "");
  if (!/^([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(digits)) throw new Error("Expected a valid hex string");
  const full = digits.length < 5 ? digits.replace(/./g, "$&$&") : digits;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
}

/** Black text on bright colours, white on dark ones (perceived brightness with 299/587/114 weights). */
export const textColorFor = (hex: string) => {
  const [red, green, blue] = hexToRgb(hex);
  return (red * 299 + green * 587 + blue * 114) / 1000 > 150 ? "#000" : "#fff";
};

export const DEFAULT_BUTTON_COLOR = "#3a7685";
