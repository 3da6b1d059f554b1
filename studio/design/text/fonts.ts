/**
 * The typefaces shipped with the studio (all SIL Open Font License, from npm) and how a family and weight become a
 * chain of font files: the family itself, then Noto Sans for the characters it lacks, then Noto Sans SC for
 * Chinese. Each file is parsed once per process.
 */
import * as fontkit from "fontkit";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { DesignError } from "../errors";

const require = createRequire(import.meta.url);

export const fontFamilies = [
  { id: "noto-sans", name: "Noto Sans" },
  { id: "montserrat", name: "Montserrat" },
  { id: "oswald", name: "Oswald" },
  { id: "bebas-neue", name: "Bebas Neue" },
  { id: "playfair-display", name: "Playfair Display" },
  { id: "lora", name: "Lora" },
] as const;
export type FontFamilyId = (typeof fontFamilies)[number]["id"];

export function isFontFamily(value: string): value is FontFamilyId {
  return fontFamilies.some((family) => family.id === value);
}

/** A parsed font file with the metrics the layout needs, in ems. */
export interface LoadedFont {
  key: string;
  font: fontkit.Font;
  unitsPerEm: number;
  capHeight: number;
  xHeight: number;
}

const notoSansWeights: Record<number, string> = {
  100: "Thin",
  200: "ExtraLight",
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
  900: "Black",
};
const notoSansScWeights: Record<number, string> = { 300: "Light", 400: "Regular", 500: "Medium", 700: "Bold" };
const fontsourceWeights: Record<Exclude<FontFamilyId, "noto-sans">, number[]> = {
  montserrat: [100, 200, 300, 400, 500, 600, 700, 800, 900],
  oswald: [200, 300, 400, 500, 600, 700],
  "bebas-neue": [400],
  "playfair-display": [400, 500, 600, 700, 800, 900],
  lora: [400, 500, 600, 700],
};

/** The packages' own entry points locate their font folders; the fonts themselves are not exported files. */
function packageFolder(name: string): string {
  return dirname(dirname(require.resolve(name)));
}

export function nearestWeight(available: readonly number[], wanted: number): number {
  return available.reduce((best, weight) => (Math.abs(weight - wanted) < Math.abs(best - wanted) ? weight : best));
}

/** Fontsource splits each weight into subsets: Latin first, then Latin Extended for the rarer accented letters. */
function fontsourceFiles(family: Exclude<FontFamilyId, "noto-sans">, weight: number): string[] {
  const chosen = nearestWeight(fontsourceWeights[family], weight);
  return ["latin", "latin-ext"].map((subset) => require.resolve(`@fontsource/${family}/files/${family}-${subset}-${chosen}-normal.woff`));
}

function notoSansFile(weight: number): string {
  const chosen = nearestWeight(Object.keys(notoSansWeights).map(Number), weight);
  return join(packageFolder("@embedpdf/fonts-latin"), "fonts", `NotoSans-${notoSansWeights[chosen]}.ttf`);
}

function notoSansScFile(weight: number): string {
  const chosen = nearestWeight(Object.keys(notoSansScWeights).map(Number), weight);
  return join(packageFolder("@embedpdf/fonts-sc"), "fonts", `NotoSansHans-${notoSansScWeights[chosen]}.otf`);
}

const loadedFonts = new Map<string, LoadedFont>();

function loadFont(path: string): LoadedFont {
  const cached = loadedFonts.get(path);
  if (cached) return cached;
  const opened = fontkit.openSync(path);
  if (!("layout" in opened)) throw new Error(`${path} is a font collection; the studio ships single fonts.`);
  const font = opened;
  const unitsPerEm = font.unitsPerEm;
  const loaded: LoadedFont = {
    key: path,
    font,
    unitsPerEm,
    // Some subsets lack the OS/2 heights; the letters themselves give them.
    capHeight: (font.capHeight || font.glyphForCodePoint(0x48).bbox.maxY) / unitsPerEm,
    xHeight: (font.xHeight || font.glyphForCodePoint(0x78).bbox.maxY) / unitsPerEm,
  };
  loadedFonts.set(path, loaded);
  return loaded;
}

const chains = new Map<string, LoadedFont[]>();

/** The fonts to try, in order, for each character of a text set in `family` at `weight`. */
export function fontChain(family: string, weight: number): LoadedFont[] {
  const key = `${family}@${weight}`;
  const cached = chains.get(key);
  if (cached) return cached;
  if (!isFontFamily(family)) throw new DesignError("unknown_font", `There is no font family "${family}". Choose one of: ${fontFamilies.map((f) => f.id).join(", ")}.`);
  const own = family === "noto-sans" ? [] : fontsourceFiles(family, weight);
  const chain = [...own, notoSansFile(weight), notoSansScFile(weight)].map(loadFont);
  chains.set(key, chain);
  return chain;
}
