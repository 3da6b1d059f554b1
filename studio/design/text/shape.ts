/**
 * Shaping: a string becomes positioned glyphs, each from the first font of the chain that has it (so Chinese in a
 * Latin headline comes from Noto Sans SC), with the font's kerning and ligatures inside each same-font run. Sizes
 * are in ems, so one shaping serves every font size; results and glyph outlines are cached.
 */
import type { LoadedFont } from "./fonts";

export interface ShapedGlyph {
  font: LoadedFont;
  id: number;
  /** Pen position of the glyph's origin, in ems from the start of the run. */
  x: number;
  y: number;
  /** The characters the glyph stands for (several for a ligature): what a PDF maps it back to for copying and search. */
  codePoints: readonly number[];
}

export interface ShapedText {
  glyphs: ShapedGlyph[];
  /** Advance width in ems, tracking included between glyphs but not after the last one. */
  width: number;
  /** Ink extent in ems: above (positive) and below (negative) the baseline, and left and right of the pen's start. */
  inkTop: number;
  inkBottom: number;
  inkLeft: number;
  inkRight: number;
}

export interface GlyphOutline {
  /** SVG path commands in font units, y up. */
  commands: { command: string; args: number[] }[];
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

const outlines = new Map<string, GlyphOutline>();

export function glyphOutline(font: LoadedFont, id: number): GlyphOutline {
  const key = `${font.key}#${id}`;
  const cached = outlines.get(key);
  if (cached) return cached;
  const glyph = font.font.getGlyph(id);
  const path = glyph.path;
  const box = path.commands.length > 0 ? path.bbox : { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  const outline: GlyphOutline = { commands: path.commands, minX: box.minX, maxX: box.maxX, minY: box.minY, maxY: box.maxY };
  outlines.set(key, outline);
  return outline;
}

/** Characters no font draws (emoji, control and joiner characters) are left out rather than drawn as empty boxes. */
function fontFor(chain: readonly LoadedFont[], codePoint: number): LoadedFont | undefined {
  return chain.find((font) => font.font.hasGlyphForCodePoint(codePoint));
}

interface FontRun {
  font: LoadedFont;
  text: string;
}

function splitByFont(chain: readonly LoadedFont[], text: string): FontRun[] {
  const runs: FontRun[] = [];
  for (const character of text) {
    const font = fontFor(chain, character.codePointAt(0)!);
    if (!font) continue;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += character;
    else runs.push({ font, text: character });
  }
  return runs;
}

const shapedCache = new Map<string, ShapedText>();
/** Slides repeat few strings; the bound only keeps a long-running worker from growing without end. */
const shapedCacheLimit = 20_000;

export function shapeText(chain: readonly LoadedFont[], text: string, tracking: number): ShapedText {
  const key = `${chain.map((font) => font.key).join("|")}\u0000${tracking}\u0000${text}`;
  const cached = shapedCache.get(key);
  if (cached) return cached;
  const glyphs: ShapedGlyph[] = [];
  let pen = 0;
  let inkTop = 0;
  let inkBottom = 0;
  let inkLeft = 0;
  let inkRight = 0;
  for (const run of splitByFont(chain, text)) {
    const layout = run.font.font.layout(run.text);
    const perUnit = 1 / run.font.unitsPerEm;
    const characters = [...run.text].map((character) => character.codePointAt(0)!);
    let next = 0;
    layout.glyphs.forEach((glyph, index) => {
      // fontkit keeps one glyph object per id, made with the characters of its first use, so its own list can be empty.
      const codePoints = glyph.codePoints.length > 0 ? glyph.codePoints : characters.slice(next, next + 1);
      next += codePoints.length;
      const position = layout.positions[index]!;
      const x = pen + position.xOffset * perUnit;
      const y = position.yOffset * perUnit;
      glyphs.push({ font: run.font, id: glyph.id, x, y, codePoints });
      const outline = glyphOutline(run.font, glyph.id);
      if (outline.commands.length > 0) {
        inkTop = Math.max(inkTop, outline.maxY * perUnit + y);
        inkBottom = Math.min(inkBottom, outline.minY * perUnit + y);
        inkLeft = Math.min(inkLeft, outline.minX * perUnit + x);
        inkRight = Math.max(inkRight, outline.maxX * perUnit + x);
      }
      pen += position.xAdvance * perUnit + tracking;
    });
  }
  const shaped: ShapedText = { glyphs, width: glyphs.length > 0 ? pen - tracking : 0, inkTop, inkBottom, inkLeft, inkRight };
  if (shapedCache.size >= shapedCacheLimit) shapedCache.clear();
  shapedCache.set(key, shaped);
  return shaped;
}
