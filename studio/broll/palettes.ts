/** Colour sets the backgrounds draw from; dark enough that white captions stay readable on all of them. */
export interface Palette {
  base: string;
  colors: readonly [string, string, string];
}

export const palettes: readonly Palette[] = [
  { base: "0x0d1b2a", colors: ["0x1b4965", "0x5fa8d3", "0xcae9ff"] },
  { base: "0x1a0b1e", colors: ["0x7b2cbf", "0xe0aaff", "0xff7096"] },
  { base: "0x101418", colors: ["0xff9f1c", "0xffbf69", "0x2ec4b6"] },
  { base: "0x0b1026", colors: ["0x3de0ff", "0x7f5af0", "0x2cb67d"] },
  { base: "0x1c1108", colors: ["0xe76f51", "0xf4a261", "0xe9c46a"] },
];

/** "0xRRGGBB" → [r, g, b] in 0..255, for geq expressions. */
export function rgbOf(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(2), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
